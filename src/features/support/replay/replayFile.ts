import type { UnknownAction } from '@reduxjs/toolkit';
import { DIAGNOSTICS_FORMAT, DIAGNOSTICS_FORMAT_VERSION, type DiagnosticsFile } from '../diagnostics/diagnosticsFormat';
import { createRedactor } from '../redaction/redactor';
import { migrateState, STATE_SCHEMA_VERSION } from '../stateSchema';
import { groupSteps, type RecordedAction, type StepLabel } from './replaySteps';

/** The largest file the replay page reads: diagnostics files are 1 MB at most, DevTools logs can be longer. */
export const MAX_REPLAY_BYTES = 10_000_000;

/** One step the driver took: a state, and the actions to apply to it to reach the step's screen. */
export interface ReplayStep {
  /** The action that started this step (none for the log's start). */
  actionType: string | null;
  /** The step in words. */
  label: StepLabel;
  /** The types of the actions the step spans, bookkeeping included, in order. */
  actionTypes: string[];
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
  details:
    | (Pick<DiagnosticsFile, 'app' | 'createdAt' | 'language' | 'currency' | 'colorMode' | 'viewport' | 'route'> & {
        /** The driver's time zone, '' when the file does not say (made before it was recorded) or names none this browser knows. */
        timeZone: string;
      })
    | null;
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

/** A screen per recorded action: raw step 0 is the start, raw step k the screen after action k. */
type RawStep = Pick<ReplayStep, 'state' | 'actions' | 'route'>;

/** Raw steps from a start state and the actions after it. */
function rawStepsFrom(start: Json, actions: UnknownAction[], routes: (string | null)[] = []): RawStep[] {
  return [
    { state: start, actions: [], route: routes[0] ?? null },
    ...actions.map((action, index) => ({
      state: start,
      actions: actions.slice(0, index + 1),
      route: routes[index] ?? null,
    })),
  ];
}

/**
 * The steps the driver took (see groupSteps): each shows the screen after its last action.
 * `rawIndex` is a raw step's index; the result's `index` the step that holds it.
 */
function foldSteps(
  raw: RawStep[],
  recorded: RecordedAction[],
  rawIndex: number,
): { steps: ReplayStep[]; index: number } {
  const groups = groupSteps(recorded);
  const steps = groups.map(({ label, first, last }) => ({
    ...raw[last]!,
    label,
    actionType: first === 0 ? null : recorded[first - 1]!.type,
    actionTypes: recorded.slice(Math.max(first - 1, 0), last).map((entry) => entry.type),
  }));
  const index = groups.findIndex(({ first, last }) => rawIndex >= first && rawIndex <= last);
  return { steps, index: Math.max(index, 0) };
}

const recordedOf = (actions: UnknownAction[], routes: (string | null)[] = []): RecordedAction[] =>
  actions.map((action, index) => ({ type: actionType(action), action, route: routes[index] ?? null }));

/** The steps of a start state and the actions after it, at the last one. */
function stepsFrom(start: Json, actions: UnknownAction[]): { steps: ReplayStep[]; index: number } {
  return foldSteps(rawStepsFrom(start, actions), recordedOf(actions), actions.length);
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
  const actions = logged.map((entry) => entry.action);
  const routes = logged.map((entry) => routeOf(entry.route));
  const raw = start && 'state' in start ? rawStepsFrom(start.state, actions, routes) : [];
  // The log's last screen is shown as the store held it when the file was made.
  const last: RawStep = { state: final.state, actions: [], route };
  const { steps, index } = foldSteps(
    [...raw.slice(0, -1), last],
    raw.length ? recordedOf(actions, routes) : [],
    Math.max(raw.length - 1, 0),
  );
  return { log: { source: 'diagnostics', steps, initialIndex: index, details: detailsOf(file) } };
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
    timeZone: knownTimeZone(text(file.timeZone)),
  };
}

/** The zone when this browser can show times in it (a file is outside input). */
function knownTimeZone(zone: string): string {
  if (!zone) return '';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return '';
  }
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
  const raw: RawStep[] = [];
  const recorded: RecordedAction[] = [];
  for (const [index, id] of stagedActionIds.entries()) {
    const computed = computedStates[index] as Json | undefined;
    const lifted = (actionsById as Json)[String(id)] as Json | undefined;
    if (!isObject(computed) || !isObject(lifted)) return { problem: { kind: 'corrupt' } };
    if (!isAppState(computed.state, sliceNames)) return { problem: { kind: 'otherApp' } };
    const action = isObject(lifted.action) ? (lifted.action as UnknownAction) : { type: '?' };
    raw.push({ state: computed.state, actions: [], route: null });
    // The first staged action is the store's creation: the start.
    if (index > 0) recorded.push({ type: actionType(action), action, route: null });
  }
  if (!raw.length) return { problem: { kind: 'corrupt' } };
  const current = Number(currentStateIndex);
  const at = Number.isInteger(current) && current >= 0 && current < raw.length ? current : raw.length - 1;
  const { steps, index } = foldSteps(raw, recorded, at);
  return { log: { source: 'devtools', steps, initialIndex: index, details: null } };
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
    const { steps, index } = stepsFrom(preloadedState, actions);
    return { log: { source: 'devtools', steps, initialIndex: index, details: null } };
  }
  const single = isObject(payload) ? payload : preloadedState;
  if (isAppState(single, sliceNames))
    return { log: { source: 'devtools', steps: stepsFrom(single, []).steps, initialIndex: 0, details: null } };
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
    return { log: { source: 'devtools', steps: stepsFrom(redacted, []).steps, initialIndex: 0, details: null } };
  return { problem: { kind: 'otherApp' } };
}
