/**
 * Amendments and cancel requests racing on a real PostgreSQL server (see support/postgresApp.ts);
 * runs only with TEST_DATABASE_URL.
 */
import type { RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { createDriver, insertBooking, inDays, pickCar, type Driver } from './support/bookingFixtures';
import { checkoutBody, pickCar as pickCheckoutCar } from './support/checkout';
import { describeIfPostgres } from './support/postgresApp';
import { createTestApp, type TestApp } from './support/testApp';

describeIfPostgres('bookings on PostgreSQL (TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let driver: Driver;

  beforeAll(async () => {
    t = await createTestApp();
    driver = await createDriver(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const amend = (id: string, body: RequestBody<'amendBooking'>) =>
    callApi(t.app, 'amendBooking', { params: { id }, body, cookie: driver.cookie });

  it('lets exactly one of many simultaneous amendments move into the same free period', async () => {
    const car = await pickCar(t);
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        insertBooking(t, {
          driverId: driver.id,
          car,
          from: inDays(500 + 10 * i),
          to: inDays(502 + 10 * i),
          amendments: true,
        }),
      ),
    );
    const target: RequestBody<'amendBooking'> = {
      mode: 'confirm',
      from: inDays(480).toISOString(),
      to: inDays(483).toISOString(),
    };
    const answers = await Promise.all(ids.map((id) => amend(id, target)));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.error.code)).toEqual(Array(5).fill('car_unavailable'));
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE car_id = $1 AND "from" < $3 AND "to" > $2`,
      [car.id, inDays(480), inDays(483)],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('lets an amendment and a checkout of the same car and period never both win', async () => {
    const car = await pickCheckoutCar(t, { payLater: true, licenseRequired: false }, 3);
    const booked = await insertBooking(t, {
      driverId: driver.id,
      car: { id: car.id, supplierId: car.supplierId, name: '', locationId: car.locationId, otherLocationId: null },
      from: inDays(600),
      to: inDays(602),
      amendments: true,
    });
    const other = await createDriver(t);
    const when = { from: inDays(620), to: inDays(623) };
    const body = await checkoutBody(t, car, when);
    const [amended, checkedOut] = await Promise.all([
      amend(booked, { mode: 'confirm', from: when.from.toISOString(), to: when.to.toISOString() }),
      callApi(t.app, 'checkout', { body, cookie: other.cookie }),
    ]);
    expect([amended.status, checkedOut.status].sort()).toEqual([200, 409]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE car_id = $1 AND status <> 'cancelled' AND "from" < $3 AND "to" > $2`,
      [car.id, when.from, when.to],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('records one cancel request and one notification when the same request arrives several times at once', async () => {
    const car = await pickCar(t, 1);
    const id = await insertBooking(t, {
      driverId: driver.id,
      car,
      from: inDays(700),
      to: inDays(702),
      cancellation: true,
    });
    const [cancels, bulk] = await Promise.all([
      Promise.all(
        Array.from({ length: 3 }, () => callApi(t.app, 'cancelBooking', { params: { id }, cookie: driver.cookie })),
      ),
      callApi(t.app, 'bulkBookingAction', { body: { action: 'cancelRequest', ids: [id] }, cookie: driver.cookie }),
    ]);
    const okCount =
      cancels.filter((a) => a.status === 200).length + (bulk.status === 200 && bulk.body.results[0]!.ok ? 1 : 0);
    expect(okCount).toBe(1);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications WHERE booking_id = $1 AND type = 'cancelRequested'",
      [id],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
