/**
 * The app and the API apply the same booking action rules (src/domain/bookingActions.ts): for
 * generated bookings (status, options taken, pay later, cancel requested, pick-up before or after
 * now), every action the domain refuses is refused by the API with a 4xx whose code is the reason
 * the app explains (a message of its own, not the fallback), every action it allows is accepted,
 * and the `actions` the API sends are the domain's verdict and what the app computes for a host
 * that sends none (BookCars).
 */
import fc from 'fast-check';
import {
  bookingActions,
  type BookingActionFacts,
  type BookingActionReason,
  type BookingStatus,
} from '../../src/domain/bookingActions';
// eslint-disable-next-line no-restricted-imports -- this test's point: the app's reading of the rules matches the API's
import { computeActions, refusalMessage, refusalMessages } from '../../src/features/bookings/bookingActions';
import { callApi } from './support/api';
import { createDriver, inDays, insertBooking, pickCar, type Driver, type FixtureCar } from './support/bookingFixtures';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let driver: Driver;
let car: FixtureCar;

beforeAll(async () => {
  // Every run calls the API seven times.
  t = await createTestApp({ config: { apiRateLimit: 10_000 } });
  driver = await createDriver(t);
  car = await pickCar(t);
  // The car holds nothing but this file's bookings, so an allowed amendment finds it free.
  await t.db.query('DELETE FROM bookings WHERE car_id = $1', [car.id]);
});
afterAll(async () => {
  await t.close();
});

const STATUSES: BookingStatus[] = ['void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled'];

/** A booking's facts; pick-up at 10:00 UTC a few days before or after today, so some have started, some start within 24 hours. */
const bookingState = fc.record({
  status: fc.constantFrom(...STATUSES),
  cancellation: fc.boolean(),
  amendments: fc.boolean(),
  payLater: fc.boolean(),
  cancelRequest: fc.boolean(),
  startDay: fc.integer({ min: -2, max: 4 }),
});
type State = typeof bookingState extends fc.Arbitrary<infer S> ? S : never;

async function insert(state: State, from: Date): Promise<string> {
  const { startDay: _day, ...flags } = state;
  return insertBooking(t, { driverId: driver.id, car, from, to: new Date(from.getTime() + 3 * 86_400_000), ...flags });
}

/** What the API answered to one action, as the app would read it. */
type Answer = { status: number; code?: string };
const answer = async (call: Promise<{ status: number; error: { code: string } }>): Promise<Answer> => {
  const res = await call;
  return res.status < 300 ? { status: res.status } : { status: res.status, code: res.error.code };
};

/** The domain allows (null) or refuses with `reason`: the API accepts, or answers a 4xx with that code. */
function expectAgreement(reason: BookingActionReason | null | undefined, got: Answer, what: string) {
  if (!reason) {
    expect({ what, ...got }).toEqual({ what, status: 200 });
    return;
  }
  expect({ what, code: got.code }).toEqual({ what, code: reason });
  expect(got.status).toBeGreaterThanOrEqual(400);
  expect(got.status).toBeLessThan(500);
  expect(refusalMessage(got.code)).not.toBe(refusalMessages.unknown);
}

/** One bulk action's result as an Answer (a skipped booking carries the reason as the code). */
async function bulk(action: 'cancelRequest' | 'delete', id: string): Promise<Answer> {
  const res = await callApi(t.app, 'bulkBookingAction', { body: { ids: [id], action }, cookie: driver.cookie });
  expect(res.status).toBe(200);
  const [result] = res.body.results;
  return result!.ok ? { status: 200 } : { status: 409, code: result!.reason };
}

it('every request the app refuses, the API refuses with the code the app explains; every one it allows is accepted', async () => {
  await fc.assert(
    fc.asyncProperty(bookingState, async (state) => {
      const from = inDays(state.startDay);
      const facts: BookingActionFacts = { ...state, from };
      const now = new Date();
      const verdict = bookingActions(facts, now);
      const params = (id: string) => ({ params: { id }, cookie: driver.cookie });

      const id = await insert(state, from);
      const got = await callApi(t.app, 'getBooking', { params: { id, language: 'en' }, cookie: driver.cookie });
      expect(got.body.actions).toEqual(verdict);
      const { actions: _sent, ...asBookCarsSendsIt } = got.body;
      expect(computeActions(asBookCarsSendsIt, now.getTime())).toEqual(verdict);

      // An amendment that changes nothing reaches the rule and, when allowed, the pricing.
      const amend = callApi(t.app, 'amendBooking', { ...params(id), body: { mode: 'preview' } });
      expectAgreement(verdict.amend.reason, await answer(amend), 'amend');
      expectAgreement(verdict.cancel.reason, await answer(callApi(t.app, 'cancelBooking', params(id))), 'cancel');
      expectAgreement(verdict.delete.reason, await answer(callApi(t.app, 'deleteBooking', params(id))), 'delete');

      // The bulk actions, on a twin booking: the same rule per booking.
      const twin = await insert(state, from);
      expectAgreement(verdict.cancel.reason, await bulk('cancelRequest', twin), 'bulk cancel');
      expectAgreement(verdict.delete.reason, await bulk('delete', twin), 'bulk delete');

      await t.db.query('DELETE FROM bookings WHERE driver_id = $1', [driver.id]);
    }),
    { numRuns: 30 },
  );
});
