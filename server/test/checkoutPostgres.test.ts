/**
 * Competing checkouts on a real PostgreSQL server (see support/postgresApp.ts); runs only with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { aGuestDriver } from '@test/factories/user';
import type { RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { createDriver } from './support/bookingFixtures';
import { checkoutBody, period, pickCar } from './support/checkout';
import { describeIfPostgres } from './support/postgresApp';
import { createTestApp, type TestApp } from './support/testApp';

describeIfPostgres('checkout on PostgreSQL (TEST_DATABASE_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: RequestBody<'checkout'>, cookie?: string) => callApi(t.app, 'checkout', { body, cookie });

  it('lets exactly one of many simultaneous checkouts of a car hold it for overlapping dates', async () => {
    const drivers = await Promise.all(Array.from({ length: 8 }, () => createDriver(t)));
    for (const round of [0, 1, 2]) {
      const car = await pickCar(t, { payLater: true, licenseRequired: false }, round);
      const bodies = await Promise.all(drivers.map((_, i) => checkoutBody(t, car, period(100 + (i % 3), 4))));
      const answers = await Promise.all(bodies.map((body, i) => post(body, drivers[i]!.cookie)));
      const codes = answers.map((a) => a.status);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(drivers.length - 1);
      const { rows } = await t.db.query('SELECT id FROM bookings WHERE car_id = $1', [car.id]);
      expect(rows).toHaveLength(1);
    }
  });

  it('books once when the same request arrives several times at once, for a visitor too', async () => {
    const car = await pickCar(t, { payLater: true, licenseRequired: false }, 5);
    const body = await checkoutBody(t, car, period(100, 3), { driver: aGuestDriver(), key: randomUUID() });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.bookingId)).size).toBe(1);
    const { rows } = await t.db.query('SELECT id FROM bookings WHERE car_id = $1', [car.id]);
    expect(rows).toHaveLength(1);
  });
});
