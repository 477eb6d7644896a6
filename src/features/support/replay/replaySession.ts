import { createAction, type Dispatch, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useSyncExternalStore } from 'react';
import { setApiReadOnly } from '@/api/readOnly';
import type { ReplayLog } from './replayFile';

/** Replaces the whole store state with a replayed one: `state`, then `actions` applied to it. */
export const replayStepShown = createAction<{ state: Record<string, unknown>; actions: UnknownAction[] }>(
  'support/replayStepShown',
);

/** The app's root reducer, able to show a replayed step (see replayStepShown). */
export function withReplay<S, P>(reducer: Reducer<S, UnknownAction, P>): Reducer<S, UnknownAction, P> {
  return (state, action) => {
    if (!replayStepShown.match(action)) return reducer(state, action);
    return action.payload.actions.reduce<S>(
      (current, replayed) => reducer(current, replayed),
      action.payload.state as S,
    );
  };
}

export interface ReplaySession extends ReplayLog {
  /** The step on screen. */
  index: number;
}

// Outside the store: the replayed states replace the store's whole state, this included.
let session: ReplaySession | null = null;
const listeners = new Set<() => void>();

function update(next: ReplaySession | null) {
  session = next;
  listeners.forEach((listener) => listener());
}

/** Shows step `index` of the log; the app stays read-only (no API call) from the first step on. */
export function showReplayStep(dispatch: Dispatch, log: ReplayLog, index: number): void {
  setApiReadOnly(true);
  const step = log.steps[index]!;
  dispatch(replayStepShown({ state: step.state, actions: step.actions }));
  update({ ...log, index });
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
