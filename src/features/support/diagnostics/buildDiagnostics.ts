import type { LoggedAction } from '../actionLog';
import { createRedactor } from '../redaction/redactor';
import { STATE_SCHEMA_VERSION } from '../stateSchema';
import {
  DIAGNOSTICS_FORMAT,
  DIAGNOSTICS_FORMAT_VERSION,
  MAX_DIAGNOSTICS_BYTES,
  type DiagnosticsFile,
} from './diagnosticsFormat';

type State = Record<string, unknown>;
type ApiState = {
  queries: Record<string, { status?: string; data?: unknown } | undefined>;
  mutations: Record<string, { status?: string } | undefined>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown> };
};

/** Where and how the page was shown when the file was made. */
export type DiagnosticsContext = Pick<
  DiagnosticsFile,
  'app' | 'route' | 'colorMode' | 'viewport' | 'createdAt' | 'timeZone'
>;

/** The state with only the API answers the page had: pending and failed calls are dropped, with their tags. */
export function withAnswersOnly(state: State): State {
  const api = state.api as ApiState | undefined;
  if (!api) return state;
  const fulfilled = <T extends { status?: string } | undefined>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry?.status === 'fulfilled'));
  const queries = fulfilled(api.queries);
  const tags = Object.fromEntries(
    Object.entries(api.provided.tags).map(([type, ids]) => [
      type,
      Object.fromEntries(Object.entries(ids).map(([id, keys]) => [id, keys.filter((key) => key in queries)])),
    ]),
  );
  const keys = Object.fromEntries(Object.entries(api.provided.keys).filter(([key]) => key in queries));
  return { ...state, api: { ...api, queries, mutations: fulfilled(api.mutations), provided: { tags, keys } } };
}

function fileFor(state: State, log: readonly LoggedAction[], context: DiagnosticsContext): DiagnosticsFile {
  const redactor = createRedactor();
  const preferences = (state.preferences ?? {}) as { language?: string; currency?: string };
  const route = redactor.redactRoute(context.route);
  const routes = log.map((entry) => redactor.redactRoute(entry.route));
  const redacted = redactor.redact({
    state: withAnswersOnly(state),
    log: log.length
      ? {
          startState: log[0]!.stateBefore as State,
          actions: log.map((entry, index) => ({ action: entry.action, route: routes[index]!, time: entry.time })),
        }
      : null,
  });
  return {
    format: DIAGNOSTICS_FORMAT,
    formatVersion: DIAGNOSTICS_FORMAT_VERSION,
    app: context.app,
    stateSchemaVersion: STATE_SCHEMA_VERSION,
    createdAt: context.createdAt,
    route,
    language: preferences.language ?? '',
    currency: preferences.currency ?? '',
    colorMode: context.colorMode,
    viewport: context.viewport,
    ...(context.timeZone ? { timeZone: context.timeZone } : {}),
    ...redacted,
  };
}

/**
 * The diagnostics file of a page: its redacted state and last actions. Under the size limit, the
 * oldest actions go first, then the whole log, then the largest cached answers.
 */
export function buildDiagnostics(state: State, log: readonly LoggedAction[], context: DiagnosticsContext): string {
  let kept = log;
  let current = state;
  for (;;) {
    const text = JSON.stringify(fileFor(current, kept, context), null, 1);
    if (new TextEncoder().encode(text).length <= MAX_DIAGNOSTICS_BYTES) return text;
    if (kept.length > 0) {
      kept = kept.slice(Math.ceil(kept.length / 2));
      continue;
    }
    const api = current.api as ApiState;
    const largest = Object.entries(api.queries).sort(
      ([, a], [, b]) => JSON.stringify(b?.data ?? null).length - JSON.stringify(a?.data ?? null).length,
    )[0];
    if (!largest) return text;
    const { [largest[0]]: _dropped, ...queries } = api.queries;
    current = withAnswersOnly({ ...current, api: { ...api, queries } });
  }
}
