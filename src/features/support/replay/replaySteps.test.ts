import { groupSteps, type RecordedAction } from './replaySteps';
import { stateChanges } from './stateDiff';

const on = (route: string | null, type: string, extra: Record<string, unknown> = {}): RecordedAction => ({
  type,
  action: { type, ...extra },
  route,
});

it('names the driver’s steps and folds the store’s bookkeeping into the step it follows', () => {
  const groups = groupSteps([
    on('/bookings', 'api/internalSubscriptions/subscriptionsUpdated'),
    on('/bookings', 'api/executeQuery/fulfilled'),
    on('/booking?b=42', 'api/executeQuery/pending'),
    on('/booking?b=42', 'api/internalSubscriptions/subscriptionsUpdated'),
    on('/booking?b=42', 'api/executeQuery/fulfilled'),
    on('/booking?b=42', 'preferences/currencyChanged', { payload: 'USD' }),
    on('/booking?b=42', 'api/executeMutation/pending', { meta: { arg: { endpointName: 'cancelBooking' } } }),
    on('/booking?b=42', 'api/executeMutation/rejected'),
    on('/sign-in', 'session/signedIn'),
  ]);
  expect(groups).toEqual([
    { label: { kind: 'start' }, first: 0, last: 2 },
    { label: { kind: 'openedBooking', booking: '42' }, first: 3, last: 5 },
    { label: { kind: 'currency', currency: 'USD' }, first: 6, last: 6 },
    { label: { kind: 'change', endpoint: 'cancelBooking' }, first: 7, last: 8 },
    { label: { kind: 'signedIn' }, first: 9, last: 9 },
  ]);
});

it('without routes (a DevTools export), only the actions make steps', () => {
  expect(
    groupSteps([on(null, 'api/config/middlewareRegistered'), on(null, 'searchDraft/pickupChanged')]).map(
      (group) => group.label.kind,
    ),
  ).toEqual(['start', 'searchChanged']);
});

it('lists the changed paths with their values before and after, as DevTools’ diff does', () => {
  expect(
    stateChanges(
      { preferences: { currency: 'EUR', language: 'fr' }, api: { queries: { a: 1 } }, list: [1, 2] },
      { preferences: { currency: 'USD', language: 'fr' }, api: { queries: { a: 1, b: { x: 1 } } }, list: [1] },
    ),
  ).toEqual([
    { path: 'preferences.currency', before: 'EUR', after: 'USD' },
    { path: 'api.queries.b', before: undefined, after: { x: 1 } },
    { path: 'list[1]', before: 2, after: undefined },
  ]);
});
