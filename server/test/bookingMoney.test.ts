/**
 * Issue 26: a booking keeps the priced lines it was sold with, what was paid online is recorded, and
 * an amendment settles its difference — paid online through the booking's payment flow before it
 * is applied (a declined or unpaid difference leaves the booking as it was), refunded, or
 * a new amount due at pick-up. Bookings are made through the real checkout and test gateway.
 */
import { bookingMoney, paymentChoice } from '../../src/domain/bookingMoney';
import { createDriver, type Driver } from './support/bookingFixtures';
import { checkoutBody, DECLINED_CARD, GOOD_CARD, period, pickCar, type Option } from './support/checkout';
import type { RequestBody, Schemas } from '../src/contract';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

type Booking = Schemas['Booking'];

let t: TestApp;
let driver: Driver;
let carsTaken = 0;

beforeAll(async () => {
  t = await createTestApp();
  driver = await createDriver(t);
});
afterAll(async () => {
  await t.close();
});

const getBooking = async (id: string) =>
  (await callApi(t.app, 'getBooking', { params: { id, language: 'en' }, cookie: driver.cookie })).body;
const amend = (id: string, body: RequestBody<'amendBooking'>) =>
  callApi(t.app, 'amendBooking', { params: { id }, body, cookie: driver.cookie });
const createOrder = (bookingId: string, amount: number, amendmentId?: string) =>
  callApi(t.app, 'createPayPalOrder', {
    body: {
      bookingId,
      amount,
      currency: 'EUR',
      name: 'DriveMarket',
      description: 'test',
      ...(amendmentId ? { amendmentId } : {}),
    },
    cookie: driver.cookie,
  });
const approve = (orderId: string, card = GOOD_CARD) =>
  callApi(t.app, 'approveTestPayment', { params: { orderId }, body: card, cookie: driver.cookie });
const capture = (bookingId: string, orderId: string) =>
  callApi(t.app, 'checkPayPalOrder', { params: { bookingId, orderId }, cookie: driver.cookie });
const moneyOf = (b: Booking) =>
  bookingMoney({
    choice: paymentChoice(b),
    rentalCents: Math.round(b.price * 100),
    depositCents: Math.round(b.deposit! * 100),
    paidOnlineCents: Math.round(b.paidOnline! * 100),
  });

/** A booking made and (online) paid through checkout, 3 days long, starting `startDays` from now. */
async function book(option: Option, startDays: number) {
  const car = await pickCar(
    t,
    { licenseRequired: false, deposit: 'some', amendable: true, ...(option === 'payLater' ? { payLater: true } : {}) },
    carsTaken++,
  );
  const when = period(startDays, 3);
  const body = await checkoutBody(t, car, when, { option, extras: { amendments: true } });
  const response = await callApi(t.app, 'checkout', { body, cookie: driver.cookie });
  expect(response.status).toBe(200);
  const { bookingId, amountDue } = response.body;
  if (option !== 'payLater') {
    const orderId = (await createOrder(bookingId, amountDue)).body;
    expect((await approve(orderId)).status).toBe(200);
    expect((await capture(bookingId, orderId)).status).toBe(200);
  }
  return { id: bookingId, car, when };
}

const later = (when: { to: Date }, days: number) => new Date(when.to.getTime() + days * 86_400_000).toISOString();

describe('what a booking records', () => {
  it.each(['payLater', 'deposit', 'full'] as const)(
    '%s: the priced lines it was sold with and what was paid online',
    async (option) => {
      const { id } = await book(option, 300);
      const booking = await getBooking(id);
      const money = moneyOf(booking);
      expect(booking.priceBreakdown!.totalCents).toBe(Math.round(booking.price * 100));
      expect(money.dueOnlineCents).toBe(0);
      expect(money.refundCents).toBe(0);
      expect(money.paidOnlineCents).toBe({ payLater: 0, deposit: money.depositCents, full: money.totalCents }[option]);
      expect(money.paidOnlineCents + money.dueAtPickupCents).toBe(money.rentalCents + money.depositCents);
    },
  );

  it("keeps the booking's breakdown when the car's prices change", async () => {
    const { id, car } = await book('full', 310);
    const before = await getBooking(id);
    await t.db.query(
      'UPDATE cars SET daily_price = daily_price * 3, discounted_daily_price = NULL, bi_weekly_price = NULL, discounted_bi_weekly_price = NULL WHERE id = $1',
      [car.id],
    );
    const after = await getBooking(id);
    expect(after.priceBreakdown).toEqual(before.priceBreakdown);
    expect(after.price).toBe(before.price);
  });
});

describe('an amendment of a booking paid in full', () => {
  it('that raises the price waits for the difference: a declined card or an unpaid order leaves the booking as it was', async () => {
    const { id, when } = await book('full', 320);
    const before = await getBooking(id);
    const change = { to: later(when, 2) };

    const preview = await amend(id, { mode: 'preview', ...change });
    const { price, difference, settlement } = preview.body;
    expect(difference).toBeGreaterThan(0);
    expect(settlement).toEqual({ kind: 'pay', amount: difference });

    const confirmed = await amend(id, { mode: 'confirm', ...change, expectedPrice: price });
    expect(confirmed.status).toBe(200);
    const { amendmentId, booking } = confirmed.body;
    expect(amendmentId).toMatch(/^[0-9a-f]{24}$/);
    expect(booking).toBeUndefined();
    expect(await getBooking(id)).toEqual(before);

    // The order is for the difference, never another amount.
    expect((await createOrder(id, difference + 1, amendmentId)).error.code).toBe('amount_mismatch');
    const orderId = (await createOrder(id, difference, amendmentId)).body;
    // Capturing an order the buyer never approved does not apply the change.
    expect((await capture(id, orderId)).error.code).toBe('payment_failed');
    expect(await getBooking(id)).toEqual(before);

    const again = (await amend(id, { mode: 'confirm', ...change, expectedPrice: price })).body;
    const secondOrder = (await createOrder(id, difference, again.amendmentId)).body;
    const declined = await approve(secondOrder, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.error.code).toBe('payment_declined');
    expect((await capture(id, secondOrder)).error.code).toBe('payment_failed');
    expect(await getBooking(id)).toEqual(before);
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT status FROM booking_amendments WHERE booking_id = $1',
      [id],
    );
    expect(rows.map((r) => r.status)).toEqual(['dropped', 'dropped']);
  });

  it('that raises the price is applied once the difference is captured, and the booking records what was paid', async () => {
    const { id, when } = await book('full', 330);
    const before = await getBooking(id);
    const change = { to: later(when, 2) };
    const { price, difference } = (await amend(id, { mode: 'preview', ...change })).body;
    const { amendmentId } = (await amend(id, { mode: 'confirm', ...change, expectedPrice: price })).body;
    const orderId = (await createOrder(id, difference, amendmentId)).body;
    expect((await approve(orderId)).status).toBe(200);
    expect((await capture(id, orderId)).status).toBe(200);

    const after = await getBooking(id);
    expect(after).toMatchObject({
      status: 'paid',
      price,
      to: change.to,
      paidOnline: Math.round((before.paidOnline! + difference) * 100) / 100,
    });
    expect(after.priceBreakdown!.totalCents).toBe(Math.round(price * 100));
    expect(moneyOf(after)).toMatchObject({ dueOnlineCents: 0, refundCents: 0, dueAtPickupCents: 0 });
    // Capturing again changes nothing.
    expect((await capture(id, orderId)).status).toBe(200);
    expect(await getBooking(id)).toEqual(after);
  });

  it('that lowers the price is applied and refunds the difference (refunds.test.ts: how)', async () => {
    const { id, when } = await book('full', 340);
    const before = await getBooking(id);
    const change = { to: later(when, -1) };
    const preview = (await amend(id, { mode: 'preview', ...change })).body;
    expect(preview.settlement).toEqual({ kind: 'refund', amount: -preview.difference });
    const confirmed = await amend(id, { mode: 'confirm', ...change, expectedPrice: preview.price });
    expect(confirmed.status).toBe(200);
    const after = confirmed.body.booking!;
    // The booking keeps online what it now costs; the difference is refunded, nothing is left owed.
    expect(after).toMatchObject({
      price: preview.price,
      paidOnline: Math.round((before.paidOnline! + preview.difference) * 100) / 100,
    });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: -preview.difference, status: 'done' })]);
    expect(moneyOf(after).refundCents).toBe(0);
    const { rows } = await t.db.query<{ settlement: string; settlement_amount: number }>(
      'SELECT settlement, settlement_amount FROM booking_amendments WHERE booking_id = $1',
      [id],
    );
    expect(rows).toEqual([{ settlement: 'refund', settlement_amount: -preview.difference }]);
  });
});

describe('an amendment of a booking paid at pick-up', () => {
  it.each(['payLater', 'deposit'] as const)(
    '%s: is applied at once with the new amount due at pick-up',
    async (option) => {
      const { id, when } = await book(option, option === 'payLater' ? 350 : 360);
      const before = await getBooking(id);
      const change = { to: later(when, 2) };
      const preview = (await amend(id, { mode: 'preview', ...change })).body;
      const after = (await amend(id, { mode: 'confirm', ...change, expectedPrice: preview.price })).body.booking!;
      expect(after.paidOnline).toBe(before.paidOnline);
      expect(preview.settlement).toEqual({ kind: 'atPickup', amount: moneyOf(after).dueAtPickupCents / 100 });
      expect(moneyOf(after).dueAtPickupCents).toBeGreaterThan(moneyOf(before).dueAtPickupCents);
    },
  );
});
