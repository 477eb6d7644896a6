/**
 * The version of the store state's shape, written into diagnostics files. Bump it (and record the
 * new shape in src/app/stateSchema.test.ts) whenever a slice or a slice's field is added, renamed or
 * retyped; the test fails when the shape changes without a bump. A file of an older version is
 * migrated by MIGRATIONS, step by step, or refused with the version it needs.
 */
export const STATE_SCHEMA_VERSION = 2;

type State = Record<string, unknown>;

/** `MIGRATIONS[n]` turns a version-n state into a version n+1 state. */
const MIGRATIONS: Readonly<Record<number, (state: State) => State>> = {
  // 2: the search draft's locations carry their time zone; a version-1 location without one is
  // dropped (the form then asks for it again) rather than guessed.
  1: (state) => {
    const draft = state.searchDraft as Record<string, unknown> | undefined;
    if (!draft) return state;
    const withZone = (location: unknown) =>
      location && typeof location === 'object' && 'timeZone' in location ? location : null;
    return {
      ...state,
      searchDraft: {
        ...draft,
        pickupLocation: withZone(draft.pickupLocation),
        dropOffLocation: withZone(draft.dropOffLocation),
      },
    };
  },
};

export type MigrationProblem = { kind: 'newer'; version: number } | { kind: 'older'; version: number };

export function migrateState(version: number, state: State): { state: State } | { problem: MigrationProblem } {
  if (version > STATE_SCHEMA_VERSION) return { problem: { kind: 'newer', version } };
  let migrated = state;
  for (let from = version; from < STATE_SCHEMA_VERSION; from += 1) {
    const step = MIGRATIONS[from];
    if (!step) return { problem: { kind: 'older', version } };
    migrated = step(migrated);
  }
  return { state: migrated };
}

/** The shape of a value: its fields' names and types, recursively (RTK Query's caches are maps, whatever their entries). */
export function shapeOf(value: unknown, mapPaths: readonly string[] = [], path = ''): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return [value.length ? shapeOf(value[0], mapPaths, `${path}[]`) : 'empty'];
  if (typeof value !== 'object') return typeof value;
  if (mapPaths.includes(path)) return 'map';
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, shapeOf(inner, mapPaths, path ? `${path}.${key}` : key)]),
  );
}
