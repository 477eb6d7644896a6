/** A state path that changed between two steps, with its value before and after (undefined: absent). */
export interface StateChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isContainer = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The leaves that differ between two states, as Redux DevTools' diff tab lists them: a path per
 * changed value, an added or removed branch as one entry. At most `limit` entries.
 */
export function stateChanges(before: unknown, after: unknown, limit = 200, path = ''): StateChange[] {
  if (Object.is(before, after)) return [];
  if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after))
    return [{ path: path || '(state)', before, after }];
  const changes: StateChange[] = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    if (changes.length >= limit) break;
    const inner = Array.isArray(before) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    changes.push(...stateChanges(before[key], after[key], limit - changes.length, inner));
  }
  return changes;
}
