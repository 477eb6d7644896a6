import type { UnknownAction } from '@reduxjs/toolkit';

/** What a step of a replay did, in words (see stepLabelMessage). */
export type StepLabel =
  | { kind: 'start' }
  | { kind: 'opened'; route: string }
  | { kind: 'openedBooking'; booking: string }
  | { kind: 'signedIn' }
  | { kind: 'signedOut' }
  | { kind: 'sessionEnded' }
  | { kind: 'profileUpdated' }
  | { kind: 'currency'; currency: string }
  | { kind: 'language'; language: string }
  | { kind: 'searchChanged' }
  | { kind: 'change'; endpoint: string }
  | { kind: 'other'; type: string };

/** One action of a recording and the route it was dispatched on (null when the file does not say). */
export interface RecordedAction {
  type: string;
  action: UnknownAction;
  route: string | null;
}

/**
 * The store's own bookkeeping (RTK Query's subscriptions, cache entries, answers arriving): folded
 * into the step the driver took. A change sent to the server starts a step of its own.
 */
export function isBookkeeping(type: string): boolean {
  if (type === 'api/executeMutation/pending') return false;
  return type.startsWith('api/') || type.startsWith('@@') || type.startsWith('support/');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The words for a step the driver took: its action when it is one, else the page it opened. */
export function labelOf(recorded: RecordedAction, previousRoute: string | null): StepLabel | null {
  const { type, action } = recorded;
  switch (type) {
    case 'session/signedIn':
      return { kind: 'signedIn' };
    case 'session/signedOut':
      return { kind: 'signedOut' };
    case 'session/sessionEnded':
      return { kind: 'sessionEnded' };
    case 'session/localUserUpdated':
      return { kind: 'profileUpdated' };
    case 'preferences/currencyChanged':
      return { kind: 'currency', currency: text(action.payload) };
    case 'preferences/languageChanged':
      return { kind: 'language', language: text(action.payload) };
    case 'api/executeMutation/pending': {
      const arg = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg;
      return { kind: 'change', endpoint: text(arg?.endpointName) };
    }
  }
  if (type.startsWith('searchDraft/')) return { kind: 'searchChanged' };
  if (recorded.route !== null && previousRoute !== null && recorded.route !== previousRoute)
    return openedLabel(recorded.route);
  return isBookkeeping(type) ? null : { kind: 'other', type };
}

function openedLabel(route: string): StepLabel {
  const url = new URL(route, 'http://replay.invalid');
  const booking = url.searchParams.get('b');
  return url.pathname === '/booking' && booking ? { kind: 'openedBooking', booking } : { kind: 'opened', route };
}

/**
 * Groups a recording's raw steps (raw step 0 is the start, raw step k the screen after action k)
 * into the steps the driver took: each starts with an action of the driver's or a new page, and
 * takes in the bookkeeping that follows it. Returns, per step, its label and the raw steps it spans.
 */
export function groupSteps(actions: readonly RecordedAction[]): { label: StepLabel; first: number; last: number }[] {
  const groups: { label: StepLabel; first: number; last: number }[] = [{ label: { kind: 'start' }, first: 0, last: 0 }];
  let route = actions[0]?.route ?? null;
  actions.forEach((recorded, index) => {
    const label = labelOf(recorded, route);
    if (recorded.route !== null) route = recorded.route;
    if (label) groups.push({ label, first: index + 1, last: index + 1 });
    else groups.at(-1)!.last = index + 1;
  });
  return groups;
}
