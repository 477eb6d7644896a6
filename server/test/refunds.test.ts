/**
 * Issue 39: refunds are carried out through the gateway that took the money, not only recorded. A
 * lower price or a confirmed cancellation refunds from the booking's captures (test gateway); the
 * booking shows each refund's status; a failed refund stays visible and a retry completes it exactly
 * once, also when two retries race. Bookings are made through the real checkout and test gateway.
 */
import { formatMoney } from '../../src/domain/money';
import { confirmCancellation } from '../src/checkout/cancellation';
import { carryOutRefunds, resumeRefunds, settlePendingRefunds } from '../src/checkout/refunds';
import type { RefundInput } from '../src/payments/gateway';
import { paymentGateway, usePaymentGateway } from '../src/payments/gateway';
import { issuedTestRefunds, queueTestRefundOutcomes, settleTestRefund, testGateway } from '../src/payments/testGateway';
import type { RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { createDriver, type Driver } from './support/bookingFixtures';
import { checkoutBody, GOOD_CARD, payWithTestCard, period, pickCar } from './support/checkout';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let driver: Driver;
let carsTaken = 0;
/** Each test books and pays through the whole checkout: generous on a busy machine. */
const SLOW = 120_000;
/** Every refund request the gateway received (attempts, not refunds issued). */
let requests: RefundInput[] = [];

beforeAll(async () => {
  t = await createTestApp();
  driver = await createDriver(t);
  usePaymentGateway(t.app.deps, {
    ...testGateway,
    refund: (input) => {
      requests.push(input);
      return testGateway.refund(input);
    },
  });
}, SLOW);
beforeEach(() => {
  requests = [];
});
afterAll(async () => {
  await t.close();
});

const getBooking = async (id: string) =>
  (await callApi(t.app, 'getBooking', { params: { id, language: 'en' }, cookie: driver.cookie })).body;
const amend = (id: string, body: RequestBody<'amendBooking'>) =>
  callApi(t.app, 'amendBooking', { params: { id }, body, cookie: driver.cookie });
const retry = (id: string) => callApi(t.app, 'retryBookingRefunds', { params: { id }, cookie: driver.cookie });
const issuedFor = (captureIds: string[]) => issuedTestRefunds().filter((r) => captureIds.includes(r.captureId));

async function captureIds(bookingId: string): Promise<string[]> {
  const { rows } = await t.db.query<{ capture_id: string }>(
    "SELECT capture_id FROM payments WHERE booking_id = $1 AND status = 'completed' ORDER BY created_at",
    [bookingId],
  );
  return rows.map((r) => r.capture_id);
}

/** A booking paid in full online through checkout, 3 days long, with the amendments and cancellation options. */
async function bookPaidInFull(startDays: number) {
  const car = await pickCar(
    t,
    { licenseRequired: false, deposit: 'some', amendable: true, cancellable: true },
    carsTaken++,
  );
  const when = period(startDays, 3);
  const body = await checkoutBody(t, car, when, { option: 'full', extras: { amendments: true, cancellation: true } });
  const { bookingId, amountDue } = (await callApi(t.app, 'checkout', { body, cookie: driver.cookie })).body;
  const { captured } = await payWithTestCard(t, driver.cookie, { bookingId, amount: amountDue });
  expect(captured.status).toBe(200);
  return { id: bookingId, when, paid: amountDue };
}

const shorter = (when: { to: Date }) => ({ to: new Date(when.to.getTime() - 86_400_000).toISOString() });

async function lowerPrice(id: string, when: { to: Date }) {
  const preview = (await amend(id, { mode: 'preview', ...shorter(when) })).body;
  expect(preview.settlement?.kind).toBe('refund');
  const confirmed = await amend(id, { mode: 'confirm', ...shorter(when), expectedPrice: preview.price });
  expect(confirmed.status).toBe(200);
  return { refund: preview.settlement!.amount, booking: confirmed.body.booking! };
}

describe('a price drop of a booking paid online', () => {
  it(
    'refunds the difference through the gateway: done, with the amount, and the booking keeps the rest',
    async () => {
      const { id, when, paid } = await bookPaidInFull(400);
      const { refund, booking } = await lowerPrice(id, when);
      expect(refund).toBeGreaterThan(0);
      expect(booking.refunds).toEqual([
        expect.objectContaining({ amount: refund, currency: 'EUR', status: 'done', cause: 'amendment' }),
      ]);
      expect(booking.refunds![0]!.completedAt).toEqual(expect.any(String));
      expect(booking.paidOnline).toBe(Math.round((paid - refund) * 100) / 100);
      const issued = issuedFor(await captureIds(id));
      expect(issued.map((r) => r.amountCents)).toEqual([Math.round(refund * 100)]);
      expect(await getBooking(id)).toMatchObject({ refunds: booking.refunds });
    },
    SLOW,
  );

  it(
    'that fails stays failed and visible; a retry completes it exactly once, also when two race',
    async () => {
      const { id, when } = await bookPaidInFull(410);
      queueTestRefundOutcomes({ failed: 'TRANSACTION_REFUSED' });
      const { refund, booking } = await lowerPrice(id, when);
      expect(booking.refunds).toEqual([
        expect.objectContaining({ amount: refund, status: 'failed', completedAt: null }),
      ]);
      // Nothing retries it behind the driver's back: reading the booking again shows the same failure.
      expect((await getBooking(id)).refunds![0]!.status).toBe('failed');
      expect(issuedFor(await captureIds(id))).toEqual([]);

      const [first, second] = await Promise.all([retry(id), retry(id)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect((await getBooking(id)).refunds).toEqual([
        expect.objectContaining({ amount: refund, status: 'done', completedAt: expect.any(String) }),
      ]);
      expect(issuedFor(await captureIds(id)).map((r) => r.amountCents)).toEqual([Math.round(refund * 100)]);
      // The refused attempt and one retry reached the gateway; the racing retry found it claimed.
      expect(requests).toHaveLength(2);
      // A retry of a done refund sends nothing.
      await retry(id);
      expect(requests).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'whose outcome is unknown (gateway unreachable) is retried under the same key, never refunded twice',
    async () => {
      const { id, when } = await bookPaidInFull(420);
      const gateway = paymentGateway(t.app.deps);
      let lost = true;
      usePaymentGateway(t.app.deps, {
        ...gateway,
        // PayPal refunds, but the answer never arrives (a timeout).
        refund: async (input) => {
          await gateway.refund(input);
          if (lost) throw new Error('timeout');
          return gateway.refund(input);
        },
      });
      try {
        const { refund, booking } = await lowerPrice(id, when);
        expect(booking.refunds![0]!.status).toBe('failed');
        lost = false;
        await retry(id);
        expect((await getBooking(id)).refunds![0]!.status).toBe('done');
        expect(new Set(requests.map((r) => r.idempotencyKey)).size).toBe(1);
        expect(issuedFor(await captureIds(id)).map((r) => r.amountCents)).toEqual([Math.round(refund * 100)]);
      } finally {
        usePaymentGateway(t.app.deps, gateway);
      }
    },
    SLOW,
  );

  it(
    'pending at the gateway says so and is not sent again',
    async () => {
      const { id, when } = await bookPaidInFull(430);
      queueTestRefundOutcomes('PENDING');
      const { booking } = await lowerPrice(id, when);
      expect(booking.refunds![0]!.status).toBe('pending');
      await retry(id);
      await carryOutRefunds(t.app.deps, id, { retryFailed: true });
      expect(requests).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'pending at the gateway is asked about again by the periodic retry, and ends done',
    async () => {
      const { id, when } = await bookPaidInFull(432);
      queueTestRefundOutcomes('PENDING');
      const { refund, booking } = await lowerPrice(id, when);
      expect(booking.refunds![0]!.status).toBe('pending');
      const [issued] = issuedFor(await captureIds(id));
      const mailsBefore = t.mailer.sent.length;
      // Still pending at the gateway: stays pending.
      await resumeRefunds(t.app.deps);
      expect((await getBooking(id)).refunds![0]!.status).toBe('pending');
      settleTestRefund(issued!.refundId, 'COMPLETED');
      await resumeRefunds(t.app.deps);
      const [done] = (await getBooking(id)).refunds!;
      expect(done).toMatchObject({ status: 'done', amount: refund, completedAt: expect.any(String) });
      // Never refunded twice; the driver was told of the refund when it was decided, not again.
      expect(requests).toHaveLength(1);
      expect(issuedFor(await captureIds(id))).toHaveLength(1);
      expect(t.mailer.sent.length).toBe(mailsBefore);
    },
    SLOW,
  );

  it(
    'pending at the gateway, then failed there: shown failed, and the next retry refunds it once',
    async () => {
      const { id, when } = await bookPaidInFull(434);
      queueTestRefundOutcomes('PENDING');
      const { refund } = await lowerPrice(id, when);
      const [issued] = issuedFor(await captureIds(id));
      settleTestRefund(issued!.refundId, { failed: 'ECHECK' });
      // Asking the gateway records the failure, with a retry offered to the driver...
      await settlePendingRefunds(t.app.deps);
      expect((await getBooking(id)).refunds![0]).toMatchObject({ status: 'failed', amount: refund });
      // ...and the periodic pass retries it under a new key (the failed one issued nothing).
      await resumeRefunds(t.app.deps);
      const [after] = (await getBooking(id)).refunds!;
      expect(after).toMatchObject({ status: 'done', amount: refund });
      const issuedNow = issuedFor(await captureIds(id));
      expect(issuedNow.map((r) => r.status)).toEqual(['FAILED', 'COMPLETED']);
      expect(issuedNow[1]!.idempotencyKey).not.toBe(issued!.idempotencyKey);
    },
    SLOW,
  );
});

describe('a confirmed cancellation', () => {
  it(
    'refunds what the booking kept online, from each capture in order',
    async () => {
      const { id, when, paid } = await bookPaidInFull(440);
      const { refund: dropped } = await lowerPrice(id, when);
      expect((await callApi(t.app, 'cancelBooking', { params: { id }, cookie: driver.cookie })).status).toBe(200);

      const mailsBefore = t.mailer.sent.length;
      const confirmed = await confirmCancellation(t.app.deps, id);
      const kept = Math.round((paid - dropped) * 100);
      expect(confirmed.refundCents).toBe(kept);
      // One e-mail tells the driver, with the amount refunded.
      const mails = t.mailer.sent.slice(mailsBefore);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/is cancelled$/)]);
      expect(mails[0]!.text).toContain(formatMoney(kept / 100, 'EUR', 'en'));
      const booking = await getBooking(id);
      expect(booking.status).toBe('cancelled');
      expect(booking.paidOnline).toBe(0);
      expect(booking.refunds!.map((r) => [r.cause, r.status, Math.round(r.amount * 100)])).toEqual([
        ['amendment', 'done', Math.round(dropped * 100)],
        ['cancellation', 'done', kept],
      ]);
      // The whole capture went back, and not a cent more.
      expect(issuedFor(await captureIds(id)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(Math.round(paid * 100));
      // Confirming again refunds nothing.
      await expect(confirmCancellation(t.app.deps, id)).rejects.toMatchObject({ code: 'already_cancelled' });
    },
    SLOW,
  );

  it(
    'draws a refund larger than one capture from the next capture',
    async () => {
      const { id, when, paid } = await bookPaidInFull(450);
      // A paid difference: a second capture of the same booking.
      const longer = { to: new Date(when.to.getTime() + 86_400_000).toISOString() };
      const preview = (await amend(id, { mode: 'preview', ...longer })).body;
      const { amendmentId } = (await amend(id, { mode: 'confirm', ...longer, expectedPrice: preview.price })).body;
      const order = {
        bookingId: id,
        amount: preview.difference,
        currency: 'EUR',
        name: 'x',
        description: 'x',
        amendmentId,
      };
      const orderId = (await callApi(t.app, 'createPayPalOrder', { body: order, cookie: driver.cookie })).body;
      await callApi(t.app, 'approveTestPayment', { params: { orderId }, body: GOOD_CARD, cookie: driver.cookie });
      await callApi(t.app, 'checkPayPalOrder', { params: { bookingId: id, orderId }, cookie: driver.cookie });
      await callApi(t.app, 'cancelBooking', { params: { id }, cookie: driver.cookie });

      await confirmCancellation(t.app.deps, id);
      const captures = await captureIds(id);
      expect(captures).toHaveLength(2);
      expect(captures.map((c) => issuedFor([c]).reduce((sum, r) => sum + r.amountCents, 0))).toEqual([
        Math.round(paid * 100),
        Math.round(preview.difference * 100),
      ]);
    },
    SLOW,
  );

  it(
    'needs the driver to have asked',
    async () => {
      const { id } = await bookPaidInFull(460);
      await expect(confirmCancellation(t.app.deps, id)).rejects.toMatchObject({ code: 'no_cancel_request' });
      expect((await getBooking(id)).status).toBe('paid');
    },
    SLOW,
  );
});

describe('retryBookingRefunds', () => {
  it(
    "answers 404 for another driver's booking",
    async () => {
      const { id } = await bookPaidInFull(470);
      const other = await createDriver(t);
      const response = await callApi(t.app, 'retryBookingRefunds', { params: { id }, cookie: other.cookie });
      expect(response.status).toBe(404);
    },
    SLOW,
  );
});
