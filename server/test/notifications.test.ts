/**
 * Tag `notifications` and `notifyBookingEvent`: counter, list (30 a page, newest first), mark read,
 * mark unread, delete — each restricted to the caller: another driver's userId answers like a user
 * with nothing, another driver's notification ids are ignored (never changed).
 */
import { openPglite } from '../src/db/index';
import { listMigrations, migrate } from '../src/db/migrate';
import { DEMO_DRIVER, seedId } from '../src/db/seed';
import { newId } from '../src/ids';
import { BOOKING_EVENTS, notifyBookingEvent } from '../src/notifications';
import { createDriver, insertBooking, inDays, pickCar, type Driver, type FixtureCar } from './support/bookingFixtures';
import type { RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { sessionCookie } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let car: FixtureCar;

beforeAll(async () => {
  t = await createTestApp();
  car = await pickCar(t);
});
afterAll(async () => {
  await t.close();
});

/** A driver with `count` notifications about one booking, created a minute apart (the last is newest). */
async function driverWithNotifications(count: number, language: 'en' | 'fr' | 'es' = 'en') {
  const driver = await createDriver(t, language);
  const bookingId = await insertBooking(t, { driverId: driver.id, car, from: inDays(300), to: inDays(302) });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    await t.db.query(
      `INSERT INTO notifications (id, user_id, booking_id, type, params, created_at)
       VALUES ($1, $2, $3, 'legacy', $4, $5)`,
      [id, driver.id, bookingId, JSON.stringify({ text: `note ${i}` }), new Date(Date.now() - (count - i) * 60_000)],
    );
    ids.push(id);
  }
  return { driver, bookingId, ids };
}

const counter = (d: Driver, userId = d.id) =>
  callApi(t.app, 'getNotificationCounter', { params: { userId }, cookie: d.cookie });
const listPage = (d: Driver, page = 1, size = 30, userId = d.id) =>
  callApi(t.app, 'getNotifications', { params: { userId, page, size }, cookie: d.cookie });
type Change = 'markNotificationsAsRead' | 'markNotificationsAsUnread' | 'deleteNotifications';
const change = (op: Change, d: Driver, body: RequestBody<Change>, userId = d.id) =>
  callApi(t.app, op, { params: { userId }, body, cookie: d.cookie });

async function stateOf(ids: string[]) {
  const { rows } = await t.db.query<{ id: string; is_read: boolean }>(
    'SELECT id, is_read FROM notifications WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.is_read]));
}
const unreadCount = async (d: Driver) => (await counter(d)).body.count;

describe('notifyBookingEvent', () => {
  it('stores what happened (type and parameters), not text in the language of the moment', async () => {
    const driver = await createDriver(t, 'fr');
    const from = inDays(310);
    const to = inDays(311);
    const bookingId = await insertBooking(t, { driverId: driver.id, car, from, to, status: 'deposit' });
    const id = await notifyBookingEvent(t.db, { userId: driver.id, bookingId, event: 'deposit' });
    const { rows } = await t.db.query<{ type: string; params: unknown }>(
      'SELECT type, params FROM notifications WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      type: 'deposit',
      params: { carName: car.name, from: from.toISOString(), to: to.toISOString(), amountCents: 10_000 },
    });

    const page = await listPage(driver);
    const [note] = page.body[0]!.resultData;
    expect(note).toEqual({
      _id: id,
      user: driver.id,
      booking: bookingId,
      car: car.id,
      type: 'deposit',
      params: { carName: car.name, from: from.toISOString(), to: to.toISOString(), amountCents: 10_000 },
      // The sentence the app writes, for clients that read only the message (BookCars').
      message: expect.stringMatching(new RegExp(`100.*${car.name}`)),
      isRead: false,
      createdAt: expect.any(String),
    });
  });

  it('records the new status of statusChanged, the amount paid of paid and deposit, only the booking otherwise', async () => {
    const driver = await createDriver(t);
    const bookingId = await insertBooking(t, {
      driverId: driver.id,
      car,
      from: inDays(312),
      to: inDays(313),
      status: 'reserved',
      price: 300,
    });
    for (const event of BOOKING_EVENTS) await notifyBookingEvent(t.db, { userId: driver.id, bookingId, event });
    const notes = (await listPage(driver)).body[0]!.resultData;
    const byType = Object.fromEntries(notes.map((n) => [n.type, n.params]));
    expect(Object.keys(byType).sort()).toEqual([...BOOKING_EVENTS].sort());
    expect(byType.statusChanged).toMatchObject({ carName: car.name, status: 'reserved' });
    expect(byType.paid).toMatchObject({ carName: car.name, amountCents: 0 });
    for (const type of ['created', 'cancelRequested', 'amended'])
      expect(Object.keys(byType[type]!).sort()).toEqual(['carName', 'from', 'to']);
  });

  it('stores nothing for an unknown booking, refuses an unknown event', async () => {
    const driver = await createDriver(t);
    expect(await notifyBookingEvent(t.db, { userId: driver.id, bookingId: newId(), event: 'paid' })).toBeNull();
    await expect(
      notifyBookingEvent(t.db, { userId: driver.id, bookingId: newId(), event: 'teleported' as 'paid' }),
    ).rejects.toThrow(RangeError);
  });
});

describe('migration 009', () => {
  it('keeps the notifications stored as text readable, as legacy notifications', async () => {
    const db = await openPglite();
    try {
      await migrate(
        db,
        listMigrations().filter((m) => m.version < '009'),
      );
      const userId = newId();
      const id = newId();
      await db.query("INSERT INTO users (id, email, full_name) VALUES ($1, 'old@example.com', 'Old Driver')", [userId]);
      await db.query(
        "INSERT INTO notifications (id, user_id, event, message) VALUES ($1, $2, 'paid', 'Votre paiement pour la Clio a été reçu.')",
        [id, userId],
      );
      expect(await migrate(db)).toContain('009');
      const { rows } = await db.query('SELECT type, params FROM notifications WHERE id = $1', [id]);
      expect(rows).toEqual([{ type: 'legacy', params: { text: 'Votre paiement pour la Clio a été reçu.' } }]);
      await expect(
        db.query("INSERT INTO notifications (id, user_id, type, params) VALUES ($1, $2, 'legacy', '{}')", [
          newId(),
          userId,
        ]),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});

describe('counter and list', () => {
  it('counts the unread notifications and lists 30 a page, newest first', async () => {
    const { driver, ids } = await driverWithNotifications(33);
    await t.db.query('UPDATE notifications SET is_read = true WHERE id = ANY($1::text[])', [ids.slice(0, 3)]);
    const count = await counter(driver);
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ user: driver.id, count: 30 });

    const first = await listPage(driver);
    const { resultData, pageInfo } = first.body[0]!;
    expect(resultData).toHaveLength(30);
    expect(resultData[0]!._id).toBe(ids[32]);
    expect(pageInfo).toEqual([{ totalRecords: 33 }]);
    const second = (await listPage(driver, 2)).body[0]!.resultData;
    expect(second.map((n) => n._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(second.map((n) => n.isRead)).toEqual([true, true, true]);
  });

  it("answers another driver's userId as a user without notifications", async () => {
    const { driver: victim } = await driverWithNotifications(2);
    const snoop = await createDriver(t);
    const count = await counter(snoop, victim.id);
    expect(count.body).toEqual({ user: victim.id, count: 0 });
    const page = await listPage(snoop, 1, 30, victim.id);
    expect(page.body).toEqual([{ resultData: [], pageInfo: [] }]);
  });

  it('needs a session', async () => {
    const res = await callApi(t.app, 'getNotificationCounter', { params: { userId: newId() } });
    expect(res.status).toBe(403);
  });
});

describe('mark read, mark unread, delete', () => {
  it('changes only the caller’s notifications among the ids sent', async () => {
    const { driver, ids } = await driverWithNotifications(3);
    const { driver: other, ids: otherIds } = await driverWithNotifications(2);

    const read = await change('markNotificationsAsRead', driver, { ids: [ids[0]!, otherIds[0]!, newId()] });
    expect(read.status).toBe(200);
    expect(await stateOf([...ids, ...otherIds])).toEqual(
      new Map([
        [ids[0]!, true],
        [ids[1]!, false],
        [ids[2]!, false],
        [otherIds[0]!, false],
        [otherIds[1]!, false],
      ]),
    );
    expect(await unreadCount(driver)).toBe(2);
    expect(await unreadCount(other)).toBe(2);

    await change('markNotificationsAsUnread', driver, { ids: [ids[0]!] });
    expect(await unreadCount(driver)).toBe(3);

    const removed = await change('deleteNotifications', driver, { ids: [ids[1]!, otherIds[1]!] });
    expect(removed.status).toBe(200);
    expect([...(await stateOf([...ids, ...otherIds])).keys()].sort()).toEqual(
      [ids[0], ids[2], otherIds[0], otherIds[1]].sort(),
    );
  });

  it('answers 204 and changes nothing when no id is the caller’s', async () => {
    const { ids: otherIds, driver: other } = await driverWithNotifications(2);
    const snoop = await createDriver(t);
    for (const op of ['markNotificationsAsRead', 'deleteNotifications'] as const) {
      const res = await change(op, snoop, { ids: otherIds });
      expect(res.status).toBe(204);
    }
    expect(await unreadCount(other)).toBe(2);
  });

  it("answers 204 for another driver's userId, even with their own ids or all: true", async () => {
    const { driver: victim, ids } = await driverWithNotifications(2);
    const snoop = await createDriver(t);
    for (const op of ['markNotificationsAsRead', 'markNotificationsAsUnread', 'deleteNotifications'] as const) {
      const res = await change(op, snoop, { ids, all: true }, victim.id);
      expect(res.status).toBe(204);
    }
    expect(await unreadCount(victim)).toBe(2);
  });

  it('marks all as read and deletes all with all: true, for the caller only', async () => {
    const { driver, ids } = await driverWithNotifications(35);
    const { driver: other } = await driverWithNotifications(2);
    expect((await change('markNotificationsAsRead', driver, { ids: [], all: true })).status).toBe(200);
    expect(await unreadCount(driver)).toBe(0);
    expect(await unreadCount(other)).toBe(2);
    expect((await change('deleteNotifications', driver, { ids: [], all: true })).status).toBe(200);
    expect(await stateOf(ids)).toEqual(new Map());
    expect((await listPage(other)).body[0]!.resultData).toHaveLength(2);
    expect((await change('deleteNotifications', driver, { ids: [], all: true })).status).toBe(204);
  });

  it('rejects a body without ids', async () => {
    const driver = await createDriver(t);
    const res = await callApi(t.app, 'markNotificationsAsRead', {
      params: { userId: driver.id },
      invalidBody: { all: true },
      cookie: driver.cookie,
    });
    expect(res.status).toBe(400);
  });
});

describe('the demo driver', () => {
  it('has bookings in every status of My bookings, and notifications about them, some unread', async () => {
    const demo = { id: seedId('user', 0), cookie: (await sessionCookie(t, seedId('user', 0))).cookie };
    expect(DEMO_DRIVER.email).toBe('demo.driver@example.com');
    const res = await callApi(t.app, 'getBookings', {
      params: { page: 1, size: 100, language: 'en' },
      body: {},
      cookie: demo.cookie,
    });
    const bookings = res.body[0]!.resultData;
    expect(new Set(bookings.map((b) => b.status))).toEqual(
      new Set(['pending', 'paid', 'paidInFull', 'deposit', 'reserved', 'cancelled', 'void']),
    );
    for (const action of ['cancel', 'amend', 'delete'] as const)
      expect(bookings.some((b) => b.actions![action].allowed)).toBe(true);
    expect(await unreadCount(demo)).toBeGreaterThan(0);
    const notes = (await listPage(demo)).body[0]!.resultData;
    expect(notes.length).toBeGreaterThan(5);
    expect(notes.every((n) => n.booking !== null && n.type !== 'legacy' && n.params?.carName)).toBe(true);
  });
});
