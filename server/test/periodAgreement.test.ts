/**
 * The app and the API agree on the rental period: for generated settings (notice, minimum length,
 * opening hours), supplier minimum days, locations in several time zones and periods, the app's
 * verdict — `periodProblem` of src/domain/rentalPeriod.ts, as the search form, search page and
 * checkout page use it, with the settings and the car the app reads from the API — is what the API
 * does with a pay-later checkout of that period: every period the app refuses gets a 400 with the
 * code the app explains, every period it allows (or offers instead, `nearestValidPeriod`) is booked.
 */
import fc from 'fast-check';
import { nearestValidPeriod, periodProblem, type RentalPeriod } from '../../src/domain/rentalPeriod';
import { createDriver, type Driver } from './support/bookingFixtures';
import { checkoutBody, pickCar, type CarPick } from './support/checkout';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

const MINUTE = 60_000;
const ZONES = ['Europe/Paris', 'Africa/Casablanca', 'America/New_York', 'Asia/Tokyo', 'Europe/London', 'Asia/Dubai'];

let t: TestApp;
let driver: Driver;
/** A pay-later car picked up in each zone of ZONES where the seed has one. */
let cars: Array<{ car: CarPick; timeZone: string }>;
/** Drop-off locations, in every zone of the seed. */
let dropOffs: Array<{ id: string; timeZone: string }>;

beforeAll(async () => {
  t = await createTestApp();
  driver = await createDriver(t);
  const { rows } = await t.db.query<{ id: string; time_zone: string }>(
    'SELECT DISTINCT ON (time_zone) id, time_zone FROM locations ORDER BY time_zone, id',
  );
  dropOffs = rows.map((row) => ({ id: row.id, timeZone: row.time_zone }));
  cars = [];
  for (const timeZone of ZONES) {
    // The seed may have no pay-later car there.
    const car = await pickCar(t, { payLater: true, licenseRequired: false, timeZone }, 0).catch(() => null);
    if (car) cars.push({ car, timeZone });
  }
});
afterAll(async () => {
  await t.db.query(
    'UPDATE settings SET min_pickup_hours = 1, min_rental_hours = 1, min_pickup_dropoff_hour = 0, max_pickup_dropoff_hour = 23',
  );
  await t.close();
});

const settingsArb = fc.record({
  minPickupHours: fc.integer({ min: 0, max: 72 }),
  minRentalHours: fc.integer({ min: 0, max: 72 }),
  // The settings table requires opening no later than closing (one hour when equal).
  opens: fc.integer({ min: 0, max: 11 }),
  closes: fc.integer({ min: 11, max: 23 }),
});

it('refuses exactly what the app refuses, with the code the app explains', async () => {
  expect(cars.length).toBeGreaterThan(1);
  const verdicts = { refused: 0, booked: 0 };
  await fc.assert(
    fc.asyncProperty(
      settingsArb,
      fc.nat({ max: 1_000 }),
      fc.nat({ max: 1_000 }),
      fc.option(fc.integer({ min: 1, max: 5 })),
      // Whole minutes from now (from two hours ago to five days ahead), and a length in minutes.
      fc.integer({ min: -120, max: 5 * 24 * 60 }),
      fc.integer({ min: -60, max: 6 * 24 * 60 }),
      // Half of the runs book the period the app offers instead (always allowed).
      fc.boolean(),
      async (settings, carIndex, dropOffIndex, minimumDays, startMinutes, lengthMinutes, offered) => {
        const { car, timeZone } = cars[carIndex % cars.length]!;
        const dropOff = dropOffs[dropOffIndex % dropOffs.length]!;
        // The operator's settings, and the supplier's minimum days.
        await t.db.query(
          `UPDATE settings SET min_pickup_hours = $1, min_rental_hours = $2, min_pickup_dropoff_hour = $3,
                  max_pickup_dropoff_hour = $4`,
          [settings.minPickupHours, settings.minRentalHours, settings.opens, settings.closes],
        );
        await t.db.query('UPDATE suppliers SET minimum_rental_days = $1 WHERE id = $2', [minimumDays, car.supplierId]);
        // The car is free for any period (a failed run may have booked it).
        await t.db.query('DELETE FROM bookings WHERE car_id = $1', [car.id]);

        // The app: its rules from the settings API, the supplier's minimum days from getCar, the
        // locations' zones, and the periodProblem it shows.
        const { body: rules } = await callApi(t.app, 'getSettings', {});
        const { body: shown } = await callApi(t.app, 'getCar', { params: { id: car.id, language: 'en' } });
        expect(shown.supplier.minimumRentalDays).toBe(minimumDays);
        const now = new Date();
        // Half a minute off the minute: the request's own "now", a little later, cannot cross the notice.
        const from = new Date(now.getTime() + startMinutes * MINUTE + 30_000);
        const asked: RentalPeriod = {
          from,
          to: new Date(from.getTime() + lengthMinutes * MINUTE),
          pickupTimeZone: timeZone,
          dropOffTimeZone: dropOff.timeZone,
          minimumDays: shown.supplier.minimumRentalDays ?? null,
        };
        const period = offered ? { ...asked, ...nearestValidPeriod(asked, rules, now) } : asked;
        const verdict = periodProblem(period, rules, now);
        if (offered) expect(verdict).toBeNull();

        const body = await checkoutBody(t, car, period);
        body.booking.dropOffLocation = dropOff.id;
        const response = await callApi(t.app, 'checkout', { body, cookie: driver.cookie });
        if (verdict) {
          verdicts.refused += 1;
          expect({ status: response.status, code: response.error.code }).toEqual({ status: 400, code: verdict });
        } else {
          verdicts.booked += 1;
          expect(response.status).toBe(200);
        }
      },
    ),
    { numRuns: 40 },
  );
  await Promise.all(
    cars.map(({ car }) =>
      t.db.query('UPDATE suppliers SET minimum_rental_days = NULL WHERE id = $1', [car.supplierId]),
    ),
  );
  expect(verdicts.refused).toBeGreaterThan(0);
  expect(verdicts.booked).toBeGreaterThan(0);
});
