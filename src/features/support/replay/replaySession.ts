import { createAction, type Dispatch, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { useSyncExternalStore } from 'react';
import { isApiReadOnly, setApiReadOnly } from '@/api/readOnly';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from '@/domain/language';
import type { ReplayLog, ReplayStep } from './replayFile';

/** Replaces the whole store state with a replayed one: `state`, then `actions` applied to it. */
export const replayStepShown = createAction<{ state: Record<string, unknown>; actions: UnknownAction[] }>(
  'support/replayStepShown',
);

// The app's reducer, kept to compute a step's state outside the store (the "what changed" view).
let appReducer: Reducer | null = null;

type Queries = Record<string, { status?: string } | undefined>;
type WithQueries = { [baseApi.reducerPath]?: { queries: Queries } };

/**
 * While a replay is on, every answer the file holds stays on screen as recorded: a refetch, an
 * invalidation after a refused change or a cache eviction would otherwise replace it with the
 * replay's refusal (or a spinner) and wipe the page. Queries the file lacks go on and fail.
 */
function keepRecordedAnswers<S>(before: S, after: S): S {
  const previous = (before as WithQueries)[baseApi.reducerPath]?.queries;
  const next = (after as WithQueries)[baseApi.reducerPath]?.queries;
  if (!previous || !next || previous === next) return after;
  const kept = Object.entries(previous).filter(([key, entry]) => entry?.status === 'fulfilled' && next[key] !== entry);
  if (!kept.length) return after;
  const api = (after as Required<WithQueries>)[baseApi.reducerPath];
  return { ...after, [baseApi.reducerPath]: { ...api, queries: { ...next, ...Object.fromEntries(kept) } } };
}

/** The app's root reducer, able to show a replayed step (see replayStepShown). */
export function withReplay<S, P>(reducer: Reducer<S, UnknownAction, P>): Reducer<S, UnknownAction, P> {
  appReducer = reducer as Reducer;
  return (state, action) => {
    if (replayStepShown.match(action))
      return action.payload.actions.reduce<S>(
        (current, replayed) => reducer(current, replayed),
        action.payload.state as S,
      );
    const next = reducer(state, action);
    return isApiReadOnly() && state !== undefined ? keepRecordedAnswers<S>(state as S, next) : next;
  };
}

/** The state a step shows: its start state with its actions applied, as the store does. */
export function stateOfStep(step: ReplayStep): Record<string, unknown> {
  const reducer = appReducer;
  if (!reducer) return step.state;
  return step.actions.reduce<Record<string, unknown>>(
    (current, action) => reducer(current, action) as Record<string, unknown>,
    step.state,
  );
}

export interface ReplaySession extends ReplayLog {
  /** The step on screen. */
  index: number;
  /** The staff's own language, which the banner keeps while the app shows the driver's. */
  staffLanguage: SupportedLanguage;
  /** The replayed app is shown in a frame of the driver's recorded width (see DriverFrame), not the staff's. */
  atDriverWidth: boolean;
}

/** The driver's window width the file records, 0 when it does not say (a DevTools export, an older file). */
export const driverWidthOf = (log: ReplayLog): number => log.details?.viewport.width ?? 0;

// Outside the store: the replayed states replace the store's whole state, this included.
let session: ReplaySession | null = null;
const listeners = new Set<() => void>();

function update(next: ReplaySession | null) {
  session = next;
  listeners.forEach((listener) => listener());
}

/**
 * Shows step `index` of the log; the app stays sealed (see readOnly.ts) from the first step on.
 * `staffLanguage` is read before the first step replaces the staff's state.
 */
export function showReplayStep(
  dispatch: Dispatch,
  log: ReplayLog,
  index: number,
  staffLanguage: SupportedLanguage = session?.staffLanguage ?? DEFAULT_LANGUAGE,
): void {
  setApiReadOnly(true);
  const step = log.steps[index]!;
  dispatch(replayStepShown({ state: step.state, actions: step.actions }));
  // A new log starts at the driver's width when the file says it and it is not the staff's own
  // (the same width lays out the same: no frame needed); stepping keeps the staff's choice.
  const width = driverWidthOf(log);
  const atDriverWidth = session?.steps === log.steps ? session.atDriverWidth : width > 0 && width !== window.innerWidth;
  update({ ...log, index, staffLanguage, atDriverWidth });
}

/** Switches the replay between the driver's recorded width and the staff's own. */
export function showAtDriverWidth(on: boolean): void {
  if (session) update({ ...session, atDriverWidth: on && driverWidthOf(session) > 0 });
}

/** The replay on screen, if any. */
export function useReplaySession(): ReplaySession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
    () => null,
  );
}
