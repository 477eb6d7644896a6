import type { ApiError } from './apiError';

/**
 * While support replays a driver's state (src/features/support), the app must not reach the API:
 * every call then fails at once with this error, whose message says why nothing happened.
 */
let readOnly = false;

export function setApiReadOnly(on: boolean): void {
  readOnly = on;
}

export function isApiReadOnly(): boolean {
  return readOnly;
}

export const READ_ONLY_ERROR: ApiError = { status: 0, code: 'read_only', message: 'Replay: read only' };
