/**
 * The rental period rule (src/domain/rentalPeriod.ts) as the API enforces it: the settings an
 * operator changes in the `settings` table apply to the next request, at checkout and in
 * amendments, each refusal a 400 with the domain's code, and nothing is stored.
 */
import { fromZonedInput } from '../../src/domain/locationTime';
import type { PeriodProblem } from '../../src/domain/rentalPeriod';
import {
  createDriver,
  insertBooking,
  inDays,
  pickCar as pickAmendableCar,
  type Driver,
} from './support/bookingFixtures';
import { checkoutBody, DAY, pickCar, type CarPick } from './support/checkout';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let driver: Driver;

beforeAll(async () => {
  t = await createTestApp();
  driver = await createDriver(t);
});
afterAll(async () => {
  await t.close();
});
// Each test sets what it needs, as an operator would; the next one starts from the defaults.
afterEach(async () => {
  await t.db.query(
    'UPDATE settings SET min_pickup_hours = 1, min_rental_hours = 1, min_pickup_dropoff_hour = 0, max_pickup_dropoff_hour = 23',
  );
});

const setSettings = (assignments: string) => t.db.query(`UPDATE settings SET ${assignments}`);

async function checkout(car: CarPick, when: { from: Date; to: Date }) {
  return callApi(t.app, 'checkout', { body: await checkoutBody(t, car, when), cookie: driver.cookie });
}

async function bookingsOf(carId: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE car_id = $1', [
    carId,
  ]);
  return rows[0]!.n;
}

async function timeZoneOf(locationId: string): Promise<string> {
  const { rows } = await t.db.query<{ time_zone: string }>('SELECT time_zone FROM locations WHERE id = $1', [
    locationId,
  ]);
  return rows[0]!.time_zone;
}

/** `hh:mm` on the day `days` from now, at the location's clock. */
function atLocalTime(days: number, time: string, timeZone: string): Date {
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return fromZonedInput(`${day}T${time}`, timeZone)!;
}

function expectRefused(response: { status: number; error: { code: string } }, code: PeriodProblem) {
  expect(response.status).toBe(400);
  expect(response.error.code).toBe(code);
}

describe('the rental period at checkout', () => {
  it('refuses a pay-later booking 10 minutes ahead when the notice is an hour (the issue), and stores nothing', async () => {
    const settings = await callApi(t.app, 'getSettings', {});
    expect(settings.body.minPickupHours).toBe(1);
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 0);
    const from = new Date(Date.now() + 10 * 60_000);
    const response = await checkout(car, { from, to: new Date(from.getTime() + 3 * DAY) });
    expectRefused(response, 'pickup_too_soon');
    expect(response.error.message).toBe('The pick-up time must be at least 1 hour from now.');
    expect(await bookingsOf(car.id)).toBe(0);
  });

  it('follows the opening hours an operator sets, at the location’s clock, from the next request', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false, timeZone: 'Europe/Paris' }, 0);
    const night = { from: atLocalTime(200, '03:00', 'Europe/Paris'), to: atLocalTime(203, '10:00', 'Europe/Paris') };
    await setSettings('min_pickup_dropoff_hour = 8, max_pickup_dropoff_hour = 20');
    expect((await callApi(t.app, 'getSettings', {})).body).toMatchObject({
      minPickupDropoffHour: 8,
      maxPickupDropoffHour: 20,
    });
    expectRefused(await checkout(car, night), 'pickup_outside_hours');
    const lateReturn = {
      from: atLocalTime(200, '10:00', 'Europe/Paris'),
      to: atLocalTime(203, '21:00', 'Europe/Paris'),
    };
    expectRefused(await checkout(car, lateReturn), 'drop_off_outside_hours');
    expect(await bookingsOf(car.id)).toBe(0);

    await setSettings('min_pickup_dropoff_hour = 0, max_pickup_dropoff_hour = 23');
    expect((await checkout(car, night)).status).toBe(200);
    expect(await bookingsOf(car.id)).toBe(1);
  });

  it('refuses a rental shorter than the minimum length', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 1);
    await setSettings('min_rental_hours = 48');
    const from = new Date(Date.now() + 200 * DAY);
    const short = await checkout(car, { from, to: new Date(from.getTime() + DAY) });
    expectRefused(short, 'rental_too_short');
    expect(short.error.message).toBe('The drop-off time must be at least 48 hours after the pick-up time.');
    expect((await checkout(car, { from, to: new Date(from.getTime() + 2 * DAY) })).status).toBe(200);
  });

  it('refuses fewer days than the supplier’s minimum', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 2);
    await t.db.query('UPDATE suppliers SET minimum_rental_days = 3 WHERE id = $1', [car.supplierId]);
    try {
      const from = new Date(Date.now() + 200 * DAY);
      expectRefused(await checkout(car, { from, to: new Date(from.getTime() + 2 * DAY) }), 'below_minimum_days');
      expect(await bookingsOf(car.id)).toBe(0);
      expect((await checkout(car, { from, to: new Date(from.getTime() + 3 * DAY) })).status).toBe(200);
    } finally {
      await t.db.query('UPDATE suppliers SET minimum_rental_days = NULL WHERE id = $1', [car.supplierId]);
    }
  });
});

describe('the rental period in an amendment', () => {
  it('follows the operator’s opening hours, and the longer of the settings’ notice and 24 hours', async () => {
    const car = await pickAmendableCar(t, 3);
    const zone = await timeZoneOf(car.locationId);
    const id = await insertBooking(t, {
      driverId: driver.id,
      car,
      from: inDays(600),
      to: inDays(603),
      amendments: true,
    });
    const amend = (from: Date) =>
      callApi(t.app, 'amendBooking', {
        params: { id },
        body: { mode: 'preview', from: from.toISOString() },
        cookie: driver.cookie,
      });
    await setSettings('min_pickup_dropoff_hour = 8, max_pickup_dropoff_hour = 20');
    expectRefused(await amend(atLocalTime(601, '03:00', zone)), 'pickup_outside_hours');
    await setSettings('min_pickup_dropoff_hour = 0, max_pickup_dropoff_hour = 23');
    expect((await amend(atLocalTime(601, '03:00', zone))).status).toBe(200);

    // 30 hours ahead: enough for the 24 hours of an amendment, not for a notice of 48.
    const soon = new Date(Date.now() + 30 * 3_600_000);
    expect((await amend(soon)).status).toBe(200);
    await setSettings('min_pickup_hours = 48');
    const refused = await amend(soon);
    expectRefused(refused, 'pickup_too_soon');
    expect(refused.error.message).toBe('The pick-up time must be at least 48 hours from now.');
  });
});
