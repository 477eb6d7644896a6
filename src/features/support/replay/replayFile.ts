import type { UnknownAction } from '@reduxjs/toolkit';
import { DIAGNOSTICS_FORMAT, DIAGNOSTICS_FORMAT_VERSION, type DiagnosticsFile } from '../diagnostics/diagnosticsFormat';
import { createRedactor } from '../redaction/redactor';
import { migrateState, STATE_SCHEMA_VERSION } from '../stateSchema';

/** The largest file the replay page reads: diagnostics files are 1 MB at most, DevTools logs can be longer. */
export const MAX_REPLAY_BYTES = 10_000_000;

/** One screen of a replay: a state, and the actions to apply to it to reach the step. */
export interface ReplayStep {
  /** The action this step is "after" (none for the log's start). */
  actionType: string | null;
  state: Record<string, unknown>;
  actions: UnknownAction[];
  /** The route the driver was on, when the file says. */
  route: string | null;
}

export interface ReplayLog {
  source: 'diagnostics' | 'devtools';
  steps: ReplayStep[];
  /** The step the driver was at when the file was made. */
  initialIndex: number;
  /** Only in a diagnostics file. */
  details: Pick<
    DiagnosticsFile,
    'app' | 'createdAt' | 'language' | 'currency' | 'colorMode' | 'viewport' | 'route'
  > | null;
}

export type ReplayProblem =
  | { kind: 'tooLarge'; bytes: number }
  | { kind: 'corrupt' }
  | { kind: 'otherApp' }
  | { kind: 'newerFormat'; version: number }
  | { kind: 'newerSchema'; version: number }
  | { kind: 'olderSchema'; version: number };

export type ReplayResult = { log: ReplayLog } | { problem: ReplayProblem };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * DevTools serializes with jsan: dates and undefined become `{"$jsan":"d…"|"u"}` (with its
 * `serialize` option) and repeated or circular references `{"$jsan":"$…"}` paths.
 */
function reviveJsan(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveJsan);
  if (!isObject(value)) return value;
  const marker = value.$jsan;
  if (typeof marker === 'string' && Object.keys(value).length === 1) {
    if (marker.startsWith('d')) return new Date(Number(marker.slice(1))).toISOString();
    if (marker === 'u') return undefined;
    return marker.startsWith('$') ? '[circular]' : null;
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveJsan(inner)]));
}

/** The export's parts may be JSON strings inside the JSON (the extension's "custom" export does that). */
function parsePart(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** A state of this app: exactly its slices. */
function isAppState(value: unknown, sliceNames: readonly string[]): value is Json {
  if (!isObject(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === sliceNames.length && keys.every((key, index) => key === [...sliceNames].sort()[index]);
}

const actionType = (action: UnknownAction) => (typeof action.type === 'string' ? action.type : '?');

/** Steps from a start state and the actions after it: step k is the screen after action k. */
function stepsFrom(start: Json, actions: UnknownAction[], routes: (string | null)[] = []): ReplayStep[] {
  return [
    { actionType: null, state: start, actions: [], route: routes[0] ?? null },
    ...actions.map((action, index) => ({
      actionType: actionType(action),
      state: start,
      actions: actions.slice(0, index + 1),
      route: routes[index] ?? null,
    })),
  ];
}

function fromDiagnostics(file: Json, sliceNames: readonly string[]): ReplayResult {
  const version = Number(file.formatVersion);
  if (!Number.isInteger(version) || version < 1) return { problem: { kind: 'corrupt' } };
  if (version > DIAGNOSTICS_FORMAT_VERSION) return { problem: { kind: 'newerFormat', version } };
  // Read field by field (the file comes from outside): the parts of a DiagnosticsFile a replay uses.
  const schema = Number(file.stateSchemaVersion);
  if (!Number.isInteger(schema)) return { problem: { kind: 'corrupt' } };
  const migrate = (state: unknown) => (isObject(state) ? migrateState(schema, state) : null);
  const final = migrate(file.state);
  if (final && 'problem' in final)
    return {
      problem:
        schema > STATE_SCHEMA_VERSION
          ? { kind: 'newerSchema', version: schema }
          : { kind: 'olderSchema', version: schema },
    };
  const log = isObject(file.log) ? file.log : null;
  const start = log ? migrate(log.startState) : null;
  if (
    !final ||
    !isAppState(final.state, sliceNames) ||
    (start && !('state' in start && isAppState(start.state, sliceNames)))
  ) {
    return { problem: { kind: 'corrupt' } };
  }
  const logged: unknown = log?.actions ?? [];
  if (!Array.isArray(logged) || !logged.every(isLoggedAction)) return { problem: { kind: 'corrupt' } };
  const route = routeOf(file.route);
  // The log's last step is shown as the store held it when the file was made.
  const steps =
    start && 'state' in start
      ? stepsFrom(
          start.state,
          logged.map((entry) => entry.action),
          logged.map((entry) => routeOf(entry.route)),
        )
      : [];
  const last: ReplayStep = { actionType: steps.at(-1)?.actionType ?? null, state: final.state, actions: [], route };
  return {
    log: {
      source: 'diagnostics',
      steps: [...steps.slice(0, -1), last],
      initialIndex: Math.max(steps.length - 1, 0),
      details: detailsOf(file),
    },
  };
}

/** What a diagnostics file says of the page it was made on ('' or 0 for what it does not say). */
function detailsOf(file: Json): NonNullable<ReplayLog['details']> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const app = isObject(file.app) ? file.app : {};
  const viewport = isObject(file.viewport) ? file.viewport : {};
  return {
    app: { name: text(app.name), version: text(app.version), commit: text(app.commit) },
    createdAt: text(file.createdAt),
    language: text(file.language),
    currency: text(file.currency),
    colorMode: text(file.colorMode),
    viewport: { width: Number(viewport.width) || 0, height: Number(viewport.height) || 0 },
    route: text(file.route),
  };
}

/** An entry of a diagnostics file's log (DiagnosticsAction): its action at least is an object. */
const isLoggedAction = (entry: unknown): entry is { action: UnknownAction; route?: unknown } =>
  isObject(entry) && isObject(entry.action);

const routeOf = (route: unknown): string | null => (typeof route === 'string' ? route : null);

/** The monitor's lifted state: one computed state per staged action. */
function fromLiftedState(lifted: Json, sliceNames: readonly string[]): ReplayResult {
  const { actionsById, computedStates, stagedActionIds, currentStateIndex } = lifted;
  if (!isObject(actionsById) || !Array.isArray(computedStates) || !Array.isArray(stagedActionIds))
    return { problem: { kind: 'corrupt' } };
  const steps: ReplayStep[] = [];
  for (const [index, id] of stagedActionIds.entries()) {
    const computed = computedStates[index] as Json | undefined;
    const lifted = (actionsById as Json)[String(id)] as Json | undefined;
    if (!isObject(computed) || !isObject(lifted)) return { problem: { kind: 'corrupt' } };
    if (!isAppState(computed.state, sliceNames)) return { problem: { kind: 'otherApp' } };
    const action = isObject(lifted.action) ? (lifted.action as UnknownAction) : null;
    steps.push({
      actionType: index === 0 || !action ? null : actionType(action),
      state: computed.state,
      actions: [],
      route: null,
    });
  }
  if (!steps.length) return { problem: { kind: 'corrupt' } };
  const current = Number(currentStateIndex);
  return {
    log: {
      source: 'devtools',
      steps,
      initialIndex: Number.isInteger(current) && current >= 0 && current < steps.length ? current : steps.length - 1,
      details: null,
    },
  };
}

function fromDevTools(file: Json, sliceNames: readonly string[]): ReplayResult {
  if ('computedStates' in file) return fromLiftedState(file, sliceNames);
  const { payload, preloadedState } = file;
  if (isObject(payload) && 'computedStates' in payload) return fromLiftedState(payload, sliceNames);
  // The page's own ("custom") export: the actions after `preloadedState`, or one state alone.
  if (Array.isArray(payload) && payload.every(isObject)) {
    if (!isAppState(preloadedState, sliceNames))
      return { problem: preloadedState === undefined ? { kind: 'corrupt' } : { kind: 'otherApp' } };
    const actions = (payload as UnknownAction[]).filter((action) => action.type !== '@@INIT');
    return {
      log: {
        source: 'devtools',
        steps: stepsFrom(preloadedState, actions),
        initialIndex: actions.length,
        details: null,
      },
    };
  }
  const single = isObject(payload) ? payload : preloadedState;
  if (isAppState(single, sliceNames))
    return { log: { source: 'devtools', steps: stepsFrom(single, []), initialIndex: 0, details: null } };
  return {
    problem: payload === undefined && preloadedState === undefined ? { kind: 'corrupt' } : { kind: 'otherApp' },
  };
}

/** A page-side DevTools export's parts, which the extension writes as JSON strings. */
const EXPORT_PARTS = ['payload', 'preloadedState'] as const;

/**
 * A diagnostics file or DevTools export, redacted (see createRedactor), in the form it came in:
 * parts that are JSON strings are parsed to be redacted (no field could be recognised inside a
 * string) and written back as strings, which Redux DevTools' Import expects.
 */
export function redactExport(file: Json): Json {
  const parsed = Object.fromEntries(
    EXPORT_PARTS.map((key) => [key, typeof file[key] === 'string' ? parsePart(file[key]) : undefined]).filter(
      ([, part]) => part !== undefined,
    ),
  );
  const redacted = createRedactor().redact({ ...file, ...parsed });
  for (const key of Object.keys(parsed)) redacted[key] = JSON.stringify(redacted[key]);
  return redacted;
}

/** A redacted file as the replay reads it: its parts parsed, DevTools' jsan markers revived. */
function readable(file: Json): Json {
  const parts = Object.fromEntries(EXPORT_PARTS.filter((key) => key in file).map((key) => [key, parsePart(file[key])]));
  return reviveJsan({ ...file, ...parts }) as Json;
}

/**
 * Reads a diagnostics file or a Redux DevTools export (the extension's lifted state, or its
 * page-side `payload` + `preloadedState`), redacted again in case it comes raw from a driver.
 * `sliceNames` are the store's: a file of another app does not have exactly these.
 */
export function readReplayFile(text: string, sliceNames: readonly string[]): ReplayResult {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_REPLAY_BYTES) return { problem: { kind: 'tooLarge', bytes } };
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { problem: { kind: 'corrupt' } };
  }
  if (!isObject(file)) return { problem: { kind: 'corrupt' } };
  const redacted = readable(redactExport(file));
  if (redacted.format === DIAGNOSTICS_FORMAT) return fromDiagnostics(redacted, sliceNames);
  if ('computedStates' in redacted || 'payload' in redacted) return fromDevTools(redacted, sliceNames);
  if (isAppState(redacted, sliceNames))
    return { log: { source: 'devtools', steps: stepsFrom(redacted, []), initialIndex: 0, details: null } };
  return { problem: { kind: 'otherApp' } };
}
