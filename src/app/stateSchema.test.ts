import { setupStore } from './store';
import { signedIn } from '@/api/session';
import { pickupLocationChosen } from '@/features/cars/searchDraftSlice';
import { migrateState, shapeOf, STATE_SCHEMA_VERSION } from '@/features/support/stateSchema';

/**
 * The state's shape at each schema version. When the test below fails, the state's shape has
 * changed: bump STATE_SCHEMA_VERSION, add the new shape here under the new number, and add a
 * migration from the previous version (or let older files be refused).
 */
const SHAPES: Record<number, unknown> = {
  1: {
    api: { config: 'map', mutations: 'map', provided: 'map', queries: 'map', subscriptions: 'map' },
    preferences: { currency: 'string', language: 'string' },
    searchDraft: {
      dropOffLocation: 'null',
      from: 'null',
      pickupLocation: { _id: 'string', name: 'string' },
      sameLocation: 'boolean',
      to: 'null',
    },
    session: {
      user: {
        _id: 'string',
        avatar: 'null',
        email: 'string',
        fullName: 'string',
        language: 'string',
        verified: 'boolean',
      },
    },
  },
  2: {
    api: { config: 'map', mutations: 'map', provided: 'map', queries: 'map', subscriptions: 'map' },
    preferences: { currency: 'string', language: 'string' },
    searchDraft: {
      dropOffLocation: 'null',
      from: 'null',
      pickupLocation: { _id: 'string', name: 'string', timeZone: 'string' },
      sameLocation: 'boolean',
      to: 'null',
    },
    session: {
      user: {
        _id: 'string',
        avatar: 'null',
        email: 'string',
        fullName: 'string',
        language: 'string',
        verified: 'boolean',
      },
    },
  },
};

/** A state with every slice's optional parts filled in (a signed-in driver, a chosen location). */
function representativeState() {
  const store = setupStore();
  store.dispatch(
    signedIn({
      user: { _id: 'u1', email: 'a@b.c', fullName: 'A B', language: 'en', verified: true, avatar: null },
      stayConnected: false,
    }),
  );
  store.dispatch(pickupLocationChosen({ _id: 'l1', name: 'Paris', timeZone: 'Europe/Paris' }));
  return store.getState();
}

it(`has the shape recorded for schema version ${STATE_SCHEMA_VERSION}`, () => {
  const shape = shapeOf(representativeState(), [
    'api.config',
    'api.mutations',
    'api.provided',
    'api.queries',
    'api.subscriptions',
  ]);
  expect(shape).toEqual(SHAPES[STATE_SCHEMA_VERSION]);
});

it('keeps one shape per version, each different from the previous one', () => {
  expect(Object.keys(SHAPES).map(Number)).toEqual(
    Array.from({ length: STATE_SCHEMA_VERSION }, (_, index) => index + 1),
  );
  for (let version = 2; version <= STATE_SCHEMA_VERSION; version += 1)
    expect(SHAPES[version]).not.toEqual(SHAPES[version - 1]);
});

it('refuses a newer version, and an older one it cannot migrate, naming the version', () => {
  expect(migrateState(STATE_SCHEMA_VERSION + 1, {})).toEqual({
    problem: { kind: 'newer', version: STATE_SCHEMA_VERSION + 1 },
  });
  expect(migrateState(0, {})).toEqual({ problem: { kind: 'older', version: 0 } });
  expect(migrateState(STATE_SCHEMA_VERSION, { a: 1 })).toEqual({ state: { a: 1 } });
});

it('drops a version-1 search draft location, which has no time zone to read its times in', () => {
  const draft = {
    pickupLocation: { _id: 'l1', name: 'Paris' },
    dropOffLocation: null,
    sameLocation: true,
    from: '2030-06-10T08:00:00.000Z',
    to: null,
  };
  expect(migrateState(1, { searchDraft: draft })).toEqual({
    state: { searchDraft: { ...draft, pickupLocation: null } },
  });
});
