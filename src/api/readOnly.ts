import type { Middleware } from '@reduxjs/toolkit';
import { paths } from '@/config/paths';
import type { ApiError } from './apiError';

/**
 * The one switch of a support replay (src/features/support): while it is on, the app is sealed
 * from the staff's own session. Nothing reaches the API (every call fails at once, see baseQuery),
 * nothing is persisted (writeStored, the server cookies) and the store's listeners, which persist
 * preferences and save the profile's language, do not run (see unlessSealed). Leaving the replay
 * reloads the app, which then starts from the staff's own storage, untouched.
 */
/**
 * This window is the replay page's frame (the replayed app at the driver's width). It shares the
 * staff's storage and cookies (same origin), so it is sealed from its first line: as this module
 * is evaluated, before anything could write.
 */
export const inReplayFrame = typeof window !== 'undefined' && window.location.pathname === paths.supportReplayFrame;

let readOnly = inReplayFrame;

export function setApiReadOnly(on: boolean): void {
  readOnly = on;
}

export function isApiReadOnly(): boolean {
  return readOnly;
}

/** A change (mutation) tried during a replay: the UI says nothing was sent. */
export const READ_ONLY_ERROR: ApiError = { status: 0, code: 'read_only', message: 'Replay: read only' };
/** Data the page asks for that the replayed file does not hold. */
export const NOT_IN_FILE_ERROR: ApiError = { status: 0, code: 'not_in_file', message: 'Replay: not in the file' };

/** The middleware, bypassed while the app is sealed: actions go straight on to the next one. */
export function unlessSealed(middleware: Middleware): Middleware {
  return (api) => (next) => {
    const wrapped = middleware(api)(next);
    return (action) => (readOnly ? next(action) : wrapped(action));
  };
}
