import type { Middleware, Store, UnknownAction } from '@reduxjs/toolkit';

/** How many of the last actions a diagnostics file carries (fewer when the file would exceed its size limit). */
export const LOGGED_ACTIONS = 50;

export interface LoggedAction {
  action: UnknownAction;
  /** The state just before the action: the first entry's is where a replay starts from. */
  stateBefore: unknown;
  /** The page's route (path and query) when the action was dispatched. */
  route: string;
  time: string;
}

/**
 * The page's last actions, raw, in memory only: they are redacted when a diagnostics file is made.
 * Keeping the state before each costs little, since Redux states share what did not change.
 */
export interface ActionLog {
  middleware: Middleware;
  entries(): readonly LoggedAction[];
}

export function createActionLog(size = LOGGED_ACTIONS): ActionLog {
  const entries: LoggedAction[] = [];
  const middleware: Middleware = (api) => (next) => (action) => {
    const stateBefore = api.getState();
    const result = next(action);
    const route = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
    entries.push({ action: action as UnknownAction, stateBefore, route, time: new Date().toISOString() });
    if (entries.length > size) entries.shift();
    return result;
  };
  return { middleware, entries: () => entries };
}

/** The app's store, which keeps its log (see setupStore). */
export type StoreWithActionLog = Store & { actionLog: ActionLog };
