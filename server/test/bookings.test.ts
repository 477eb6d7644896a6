/**
 * Tag `bookings`: the driver's list with filters and paging, one booking with its history, cancel
 * request, amendment (repriced with the shared rule, availability checked), deletion and bulk
 * actions — and, on every call, that another driver's booking behaves like a missing one.
 * Bookings are inserted with SQL fixtures, far in the future (the seed's are within 61 days).
 */
import { anAdditionalDriver } from '@test/factories/user';
import { priceRental } from '../../src/domain/pricing';
import { newId } from '../src/ids';
import { createDriver, insertBooking, inDays, pickCar, type Driver, type FixtureCar } from './support/bookingFixtures';
import type { PathParams, RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let alice: Driver;
let bob: Driver;
let car: FixtureCar;
let car2: FixtureCar;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createDriver(t, 'fr');
  bob = await createDriver(t);
  car = await pickCar(t, 0);
  car2 = await pickCar(t, 1);
});
afterAll(async () => {
  await t.close();
});

const list = (d: Driver | null, body: RequestBody<'getBookings'> = {}, page = 1, size = 20) =>
  callApi(t.app, 'getBookings', { params: { page, size, language: 'en' }, body, cookie: d?.cookie });
const get = (d: Driver, id: string, language: PathParams<'getBooking'>['language'] = 'en') =>
  callApi(t.app, 'getBooking', { params: { id, language }, cookie: d?.cookie });
const cancel = (d: Driver, id: string) => callApi(t.app, 'cancelBooking', { params: { id }, cookie: d?.cookie });
const remove = (d: Driver, id: string) => callApi(t.app, 'deleteBooking', { params: { id }, cookie: d?.cookie });
const amend = (d: Driver, id: string, body: RequestBody<'amendBooking'>) =>
  callApi(t.app, 'amendBooking', { params: { id }, body, cookie: d?.cookie });
const bulk = (d: Driver, body: RequestBody<'bulkBookingAction'>) =>
  callApi(t.app, 'bulkBookingAction', { body, cookie: d?.cookie });

async function row(id: string) {
  const { rows } = await t.db.query<{ status: string; cancel_request: boolean; price: number; from: Date; to: Date }>(
    'SELECT status, cancel_request, price, "from", "to" FROM bookings WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}
async function notificationsOf(userId: string) {
  const { rows } = await t.db.query<{ event: string; booking_id: string; params: Record<string, unknown> }>(
    'SELECT type AS event, booking_id, params FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

describe('getBookings', () => {
  let driver: Driver;
  let ids: Record<'paid' | 'pending' | 'cancelled' | 'expiredVoid' | 'paying', string>;

  beforeAll(async () => {
    driver = await createDriver(t);
    const base = { driverId: driver.id, car, from: inDays(400), to: inDays(403) };
    const created = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    ids = {
      paid: await insertBooking(t, { ...base, status: 'paid', createdAt: created(50) }),
      pending: await insertBooking(t, {
        ...base,
        status: 'pending',
        car: car2,
        createdAt: created(40),
        from: inDays(420),
        to: inDays(425),
      }),
      cancelled: await insertBooking(t, {
        ...base,
        status: 'cancelled',
        createdAt: created(30),
        from: inDays(500),
        to: inDays(502),
      }),
      expiredVoid: await insertBooking(t, { ...base, status: 'void', createdAt: created(20), expireAt: inDays(-1) }),
      // A payment still in progress is not listed.
      paying: await insertBooking(t, { ...base, status: 'void', createdAt: created(10), expireAt: inDays(1) }),
    };
    // Another driver's booking never shows up.
    await insertBooking(t, { ...base, driverId: bob.id, status: 'paid' });
  });

  it("lists only the caller's bookings, newest first, with what the page needs", async () => {
    const res = await list(driver);
    expect(res.status).toBe(200);
    const { resultData, pageInfo } = res.body[0]!;
    expect(resultData.map((b) => b._id)).toEqual([ids.expiredVoid, ids.cancelled, ids.pending, ids.paid]);
    expect(pageInfo).toEqual([{ totalRecords: 4 }]);
    const paid = resultData.find((b) => b._id === ids.paid)!;
    expect(paid.car.name).toBe(car.name);
    expect(paid.supplier._id).toBe(car.supplierId);
    expect(paid.pickupLocation._id).toBe(car.locationId);
    expect(paid.pickupLocation.name).toEqual(expect.any(String));
    expect(paid.price).toBe(250);
    expect(paid.days).toBe(3);
    expect(paid.statusHistory).toBeUndefined();
  });

  it('pages with the size asked for', async () => {
    const first = (await list(driver, {}, 1, 3)).body[0]!;
    const second = (await list(driver, {}, 2, 3)).body[0]!;
    expect(first.resultData).toHaveLength(3);
    expect(second.resultData.map((b) => b._id)).toEqual([ids.paid]);
    expect(second.pageInfo).toEqual([{ totalRecords: 4 }]);
    const past = await list(driver, {}, 3, 3);
    expect(past.body[0]).toEqual({ resultData: [], pageInfo: [{ totalRecords: 4 }] });
  });

  it('filters by status, supplier, date range and keyword', async () => {
    const idsOf = async (body: RequestBody<'getBookings'>) =>
      (await list(driver, body)).body[0]!.resultData.map((b) => b._id);
    expect(await idsOf({ statuses: ['paid', 'cancelled'] })).toEqual([ids.cancelled, ids.paid]);
    expect(await idsOf({ statuses: [] })).toEqual([]);
    expect(await idsOf({ suppliers: [car2.supplierId] })).toContain(ids.pending);
    expect(await idsOf({ filter: { from: inDays(410).toISOString() } })).toEqual([ids.cancelled, ids.pending]);
    expect(await idsOf({ filter: { from: inDays(410).toISOString(), to: inDays(430).toISOString() } })).toEqual([
      ids.pending,
    ]);
    expect(await idsOf({ filter: { keyword: ids.paid.toUpperCase() } })).toEqual([ids.paid]);
    expect(await idsOf({ filter: { keyword: car2.name.slice(0, 4).toLowerCase() } })).toContain(ids.pending);
    expect(await idsOf({ filter: { keyword: '%' } })).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await list(null);
    expect(res.status).toBe(403);
  });
});

describe('getBooking', () => {
  it("answers the caller's booking with its status history and actions", async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(600),
      to: inDays(602),
      status: 'pending',
      payLater: true,
    });
    await t.db.query("UPDATE bookings SET status = 'reserved' WHERE id = $1", [id]);
    const res = await get(alice, id, 'fr');
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.statusHistory!.map((h) => h.status)).toEqual(['pending', 'reserved']);
    expect(b.actions).toEqual({
      cancel: { allowed: true },
      amend: { allowed: true },
      delete: { allowed: false, reason: 'not_void_or_cancelled' },
    });
    expect(b.payLater).toBe(true);
  });

  it("answers another driver's booking exactly like a missing one", async () => {
    const id = await insertBooking(t, { driverId: bob.id, car, from: inDays(610), to: inDays(612) });
    const other = await get(alice, id);
    const missing = await get(alice, newId());
    const malformed = await get(alice, 'nope');
    for (const res of [other, missing, malformed]) {
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ code: 'not_found', message: 'Not found.' });
    }
  });
});

describe('cancelBooking', () => {
  it('records the request without changing the status, and notifies the driver in their language', async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(700),
      to: inDays(702),
      cancellation: true,
    });
    const res = await cancel(alice, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: id,
      cancelRequest: true,
      message: expect.stringContaining('provider will contact you'),
    });
    expect(await row(id)).toMatchObject({ status: 'paid', cancel_request: true });
    const notes = (await notificationsOf(alice.id)).filter((n) => n.booking_id === id);
    expect(notes).toEqual([
      { event: 'cancelRequested', booking_id: id, params: expect.objectContaining({ carName: expect.any(String) }) },
    ]);
    const again = await cancel(alice, id);
    expect(again.status).toBe(409);
    expect(again.error.code).toBe('cancel_already_requested');
  });

  it('allows a pay-later booking without the cancellation option', async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(710),
      to: inDays(712),
      status: 'pending',
      payLater: true,
    });
    expect((await cancel(alice, id)).status).toBe(200);
  });

  it.each([
    ['no_cancellation_option', { from: inDays(720), to: inDays(722) }],
    ['already_started', { cancellation: true, from: inDays(-1), to: inDays(1) }],
    ['already_cancelled', { cancellation: true, status: 'cancelled' as const, from: inDays(730), to: inDays(732) }],
    ['payment_incomplete', { cancellation: true, status: 'void' as const, from: inDays(740), to: inDays(742) }],
  ])('refuses with %s', async (reason, fixture) => {
    const id = await insertBooking(t, { driverId: alice.id, car: car2, ...fixture });
    const res = await cancel(alice, id);
    expect(res.status).toBe(409);
    expect(res.error.code).toBe(reason);
    expect((await row(id))!.cancel_request).toBe(false);
  });

  it("answers 404 for another driver's booking and leaves it alone", async () => {
    const id = await insertBooking(t, {
      driverId: bob.id,
      car,
      from: inDays(750),
      to: inDays(752),
      cancellation: true,
    });
    const res = await cancel(alice, id);
    expect(res.status).toBe(404);
    expect((await row(id))!.cancel_request).toBe(false);
    expect((await notificationsOf(bob.id)).some((n) => n.booking_id === id)).toBe(false);
  });
});

describe('amendBooking', () => {
  /** What the shared pricing rule says for the booking's car over a period. */
  async function expectedPrice(id: string, from: Date, to: Date, extras: Record<string, boolean>): Promise<number> {
    const b = (await get(alice, id)).body;
    return (
      priceRental({ ...b.car, supplier: { priceChangeRate: b.supplier.priceChangeRate } }, from, to, extras)
        .totalCents / 100
    );
  }

  it('previews the new price without changing anything, then confirms it', async () => {
    // Paid at pick-up: the change applies at once (a booking paid online pays its difference first, bookingMoney.test.ts).
    const id = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(800),
      to: inDays(803),
      amendments: true,
      price: 300,
      status: 'pending',
      payLater: true,
    });
    const from = inDays(800);
    const to = inDays(805);
    const price = await expectedPrice(id, from, to, { amendments: true, theftProtection: true });

    const preview = await amend(alice, id, { mode: 'preview', to: to.toISOString(), theftProtection: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      mode: 'preview',
      price,
      previousPrice: 300,
      difference: Math.round((price - 300) * 100) / 100,
      days: 5,
      // The new rental total and the deposit (100), both due at pick-up.
      settlement: { kind: 'atPickup', amount: price + 100 },
    });
    expect(await row(id)).toMatchObject({ price: 300, to: inDays(803) });

    const stale = await amend(alice, id, {
      mode: 'confirm',
      to: to.toISOString(),
      theftProtection: true,
      expectedPrice: price + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.error.code).toBe('price_changed');
    expect((await row(id))!.price).toBe(300);

    const confirm = await amend(alice, id, {
      mode: 'confirm',
      to: to.toISOString(),
      theftProtection: true,
      expectedPrice: price,
    });
    expect(confirm.status).toBe(200);
    const body = confirm.body;
    expect(body.booking).toMatchObject({ price, to: to.toISOString(), theftProtection: true, status: 'pending' });
    expect(await row(id)).toMatchObject({ price, to });
    expect((await notificationsOf(alice.id)).filter((n) => n.booking_id === id).map((n) => n.event)).toEqual([
      'amended',
    ]);
  });

  it('checks availability like checkout: another holding booking blocks, the booking itself and cancelled ones do not', async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car: car2,
      from: inDays(820),
      to: inDays(823),
      amendments: true,
    });
    // Overlapping its own period is fine.
    const shifted = await amend(alice, id, {
      mode: 'confirm',
      from: inDays(821).toISOString(),
      to: inDays(824).toISOString(),
    });
    expect(shifted.status).toBe(200);
    // Another driver holds the car from day 830; a cancelled booking and an expired payment do not hold it.
    await insertBooking(t, { driverId: bob.id, car: car2, from: inDays(830), to: inDays(835), status: 'pending' });
    await insertBooking(t, { driverId: bob.id, car: car2, from: inDays(825), to: inDays(829), status: 'cancelled' });
    await insertBooking(t, {
      driverId: bob.id,
      car: car2,
      from: inDays(825),
      to: inDays(829),
      status: 'void',
      expireAt: inDays(-1),
    });
    const free = await amend(alice, id, { mode: 'preview', to: inDays(829).toISOString() });
    expect(free.status).toBe(200);
    const taken = await amend(alice, id, { mode: 'confirm', to: inDays(831).toISOString() });
    expect(taken.status).toBe(409);
    expect(taken.error.code).toBe('car_unavailable');
    expect(await row(id)).toMatchObject({ to: inDays(824) });
  });

  it('lets only one of two simultaneous amendments take the same free period', async () => {
    const a = await insertBooking(t, { driverId: alice.id, car, from: inDays(850), to: inDays(852), amendments: true });
    const b = await insertBooking(t, { driverId: alice.id, car, from: inDays(860), to: inDays(862), amendments: true });
    const period = { mode: 'confirm' as const, from: inDays(855).toISOString(), to: inDays(857).toISOString() };
    const answers = await Promise.all([amend(alice, a, period), amend(alice, b, period)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it.each([
    ['no_amendments_option', { from: inDays(870), to: inDays(872) }],
    ['starts_within_24_hours', { amendments: true, from: new Date(Date.now() + 20 * 3_600_000), to: inDays(3) }],
    ['already_started', { amendments: true, from: inDays(-1), to: inDays(2) }],
    ['cancel_already_requested', { amendments: true, cancelRequest: true, from: inDays(880), to: inDays(882) }],
    ['already_cancelled', { amendments: true, status: 'cancelled' as const, from: inDays(884), to: inDays(886) }],
  ])('refuses with %s', async (reason, fixture) => {
    const id = await insertBooking(t, { driverId: alice.id, car, ...fixture });
    const res = await amend(alice, id, { mode: 'preview', theftProtection: true });
    expect(res.status).toBe(409);
    expect(res.error.code).toBe(reason);
  });

  it('allows a pay-later booking without the amendments option', async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(890),
      to: inDays(892),
      status: 'pending',
      payLater: true,
    });
    expect((await amend(alice, id, { mode: 'preview', theftProtection: true })).status).toBe(200);
  });

  it('rejects bad input: dates, a pick-up too soon, a location the car does not serve, an unknown booking', async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(900),
      to: inDays(902),
      amendments: true,
    });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ from: inDays(903).toISOString() }, 400, 'rental_too_short'],
      [
        { from: new Date(Date.now() + 23 * 3_600_000).toISOString(), to: inDays(902).toISOString() },
        400,
        'pickup_too_soon',
      ],
      [{ pickupLocation: newId() }, 400, 'location_unavailable'],
      [{ dropOffLocation: newId() }, 400, 'location_unavailable'],
    ];
    for (const [body, status, code] of cases) {
      const res = await amend(alice, id, { mode: 'preview', ...body });
      expect(res.status).toBe(status);
      expect(res.error.code).toBe(code);
    }
    const bogus = await callApi(t.app, 'amendBooking', {
      params: { id },
      invalidBody: { mode: 'later' },
      cookie: alice.cookie,
    });
    expect(bogus.status).toBe(400);
  });

  it("applies the supplier's minimum rental days, and accepts another pick-up location of the car", async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(940),
      to: inDays(944),
      amendments: true,
    });
    await t.db.query('UPDATE suppliers SET minimum_rental_days = 3 WHERE id = $1', [car.supplierId]);
    try {
      const short = await amend(alice, id, { mode: 'preview', to: inDays(942).toISOString() });
      expect(short.status).toBe(400);
      expect(short.error.code).toBe('below_minimum_days');
    } finally {
      await t.db.query('UPDATE suppliers SET minimum_rental_days = NULL WHERE id = $1', [car.supplierId]);
    }
    expect(car.otherLocationId).not.toBeNull();
    const moved = await amend(alice, id, {
      mode: 'confirm',
      pickupLocation: car.otherLocationId!,
      dropOffLocation: car.otherLocationId!,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking!.pickupLocation._id).toBe(car.otherLocationId);
  });

  it('refuses an extra the car does not offer, and adding an additional driver (identity is taken at checkout)', async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car: car2,
      from: inDays(920),
      to: inDays(922),
      amendments: true,
    });
    const { rows } = await t.db.query<{ v: number }>('SELECT collision_damage_waiver AS v FROM cars WHERE id = $1', [
      car2.id,
    ]);
    await t.db.query('UPDATE cars SET collision_damage_waiver = -1 WHERE id = $1', [car2.id]);
    try {
      const res = await amend(alice, id, { mode: 'preview', collisionDamageWaiver: true });
      expect(res.status).toBe(400);
      expect(res.error.code).toBe('extra_unavailable');
    } finally {
      await t.db.query('UPDATE cars SET collision_damage_waiver = $2 WHERE id = $1', [car2.id, rows[0]!.v]);
    }
    const adding = await amend(alice, id, { mode: 'preview', additionalDriver: true });
    expect(adding.status).toBe(400);
    expect(adding.error.code).toBe('additional_driver_not_amendable');
  });

  it('shows the additional driver, and forgets them when the extra is dropped', async () => {
    const id = await insertBooking(t, {
      driverId: alice.id,
      car: car2,
      from: inDays(930),
      to: inDays(932),
      amendments: true,
    });
    await t.db.query('UPDATE bookings SET additional_driver = true WHERE id = $1', [id]);
    const second = anAdditionalDriver();
    await t.db.query(
      'INSERT INTO booking_additional_drivers (booking_id, full_name, email, phone, birth_date) VALUES ($1, $2, $3, $4, $5)',
      [id, second.fullName, second.email, second.phone, second.birthDate],
    );
    const before = await get(alice, id);
    expect(before.body._additionalDriver).toEqual(second);
    const res = await amend(alice, id, { mode: 'confirm', additionalDriver: false });
    expect(res.status).toBe(200);
    expect(res.body.booking!.additionalDriver).toBe(false);
    expect(res.body.booking!._additionalDriver).toBeUndefined();
    const { rows } = await t.db.query('SELECT 1 FROM booking_additional_drivers WHERE booking_id = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  it("answers 404 for another driver's booking and changes nothing", async () => {
    const id = await insertBooking(t, { driverId: bob.id, car, from: inDays(910), to: inDays(912), amendments: true });
    const res = await amend(alice, id, { mode: 'confirm', to: inDays(913).toISOString() });
    expect(res.status).toBe(404);
    expect(await row(id)).toMatchObject({ to: inDays(912) });
  });
});

describe('deleteBooking', () => {
  it('deletes a cancelled or void booking of the caller only', async () => {
    const cancelled = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(950),
      to: inDays(951),
      status: 'cancelled',
    });
    const voided = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(952),
      to: inDays(953),
      status: 'void',
      expireAt: inDays(-1),
    });
    const paid = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(954),
      to: inDays(955),
      status: 'paid',
    });
    const bobs = await insertBooking(t, {
      driverId: bob.id,
      car,
      from: inDays(956),
      to: inDays(957),
      status: 'cancelled',
    });
    for (const id of [cancelled, voided]) {
      const res = await remove(alice, id);
      expect(res.status).toBe(200);
      expect(await row(id)).toBeNull();
    }
    const refused = await remove(alice, paid);
    expect(refused.status).toBe(409);
    expect(refused.error.code).toBe('not_void_or_cancelled');
    const other = await remove(alice, bobs);
    expect(other.status).toBe(404);
    expect(await row(bobs)).not.toBeNull();
  });
});

describe('bulkBookingAction', () => {
  it('requests cancellation of the eligible bookings and says why the others were skipped', async () => {
    const ok1 = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(1000),
      to: inDays(1001),
      cancellation: true,
    });
    const noOption = await insertBooking(t, { driverId: alice.id, car, from: inDays(1002), to: inDays(1003) });
    const ok2 = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(1004),
      to: inDays(1005),
      status: 'pending',
      payLater: true,
    });
    const bobs = await insertBooking(t, {
      driverId: bob.id,
      car,
      from: inDays(1006),
      to: inDays(1007),
      cancellation: true,
    });
    const missing = newId();
    const res = await bulk(alice, { action: 'cancelRequest', ids: [ok1, noOption, bobs, ok2, missing] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [
        { _id: ok1, ok: true },
        { _id: noOption, ok: false, reason: 'no_cancellation_option' },
        { _id: bobs, ok: false, reason: 'not_found' },
        { _id: ok2, ok: true },
        { _id: missing, ok: false, reason: 'not_found' },
      ],
    });
    expect((await row(ok1))!.cancel_request).toBe(true);
    expect((await row(ok2))!.cancel_request).toBe(true);
    expect((await row(noOption))!.cancel_request).toBe(false);
    expect((await row(bobs))!.cancel_request).toBe(false);
  });

  it('deletes the void and cancelled ones only', async () => {
    const gone = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(1010),
      to: inDays(1011),
      status: 'cancelled',
    });
    const kept = await insertBooking(t, {
      driverId: alice.id,
      car,
      from: inDays(1012),
      to: inDays(1013),
      status: 'reserved',
    });
    const bobs = await insertBooking(t, {
      driverId: bob.id,
      car,
      from: inDays(1014),
      to: inDays(1015),
      status: 'cancelled',
    });
    const res = await bulk(alice, { action: 'delete', ids: [gone, kept, bobs] });
    expect(res.body.results).toEqual([
      { _id: gone, ok: true },
      { _id: kept, ok: false, reason: 'not_void_or_cancelled' },
      { _id: bobs, ok: false, reason: 'not_found' },
    ]);
    expect(await row(gone)).toBeNull();
    expect(await row(kept)).not.toBeNull();
    expect(await row(bobs)).not.toBeNull();
  });

  it('rejects an empty selection or an unknown action', async () => {
    for (const body of [
      { action: 'delete', ids: [] },
      { action: 'pay', ids: [newId()] },
    ]) {
      const res = await callApi(t.app, 'bulkBookingAction', { invalidBody: body, cookie: alice.cookie });
      expect(res.status).toBe(400);
    }
  });
});
