/**
 * The PayPal gateway (Orders API v2) through its `fetch` seam: a fake PayPal answering like the
 * documented API (OAuth token, create order, capture with ORDER_NOT_APPROVED / INSTRUMENT_DECLINED /
 * ORDER_ALREADY_CAPTURED), so the real client code runs end to end without the network. Checks
 * that the amount sent to PayPal comes from the booking, that credentials and idempotency headers
 * are sent, that a capture for another amount never confirms, and that a timeout changes nothing.
 */
import { jest } from '@jest/globals';
import { usePaymentGateway } from '../src/payments/gateway';
import { createPayPalGateway, PAYPAL_API } from '../src/payments/paypal';
import { createDriver, type Driver } from './support/bookingFixtures';
import { checkoutBody, GOOD_CARD, period, pickCar } from './support/checkout';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A small stand-in for PayPal's sandbox. */
class FakePayPal {
  calls: Call[] = [];
  orders = new Map<string, { amount: { currency_code: string; value: string }; status: string }>();
  /** What the next capture answers: approved by the buyer, declined, or a hang (timeout). */
  nextCapture: 'approved' | 'not_approved' | 'declined' | 'hang' | 'other_amount' = 'approved';
  tokens = 0;

  fetch: typeof fetch = async (input, init) => {
    const url = String(input);
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init?.body;
    this.calls.push({ url, method: init?.method ?? 'GET', headers, body });
    const path = url.replace(PAYPAL_API.sandbox, '');
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/v1/oauth2/token') {
      if (headers.authorization !== `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`)
        return json(401, { error: 'invalid_client' });
      this.tokens += 1;
      return json(200, { access_token: `token-${this.tokens}`, token_type: 'Bearer', expires_in: 32400 });
    }
    if (!headers.authorization?.startsWith('Bearer token-')) return json(401, { name: 'AUTHENTICATION_FAILURE' });
    if (path === '/v2/checkout/orders' && init?.method === 'POST') {
      const id = `PAYPAL${this.orders.size + 1}`;
      const unit = (body as { purchase_units: Array<{ amount: { currency_code: string; value: string } }> })
        .purchase_units[0]!;
      this.orders.set(id, { amount: unit.amount, status: 'CREATED' });
      return json(201, { id, status: 'CREATED' });
    }
    const capture = /^\/v2\/checkout\/orders\/(\w+)\/capture$/.exec(path);
    if (capture) {
      const order = this.orders.get(capture[1]!);
      if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND' });
      if (order.status === 'COMPLETED')
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      const mode = this.nextCapture;
      if (mode === 'hang') {
        return new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      if (mode === 'not_approved')
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      if (mode === 'declined')
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
      order.status = 'COMPLETED';
      const amount = mode === 'other_amount' ? { ...order.amount, value: '1.00' } : order.amount;
      return json(201, this.completed(capture[1]!, amount));
    }
    const get = /^\/v2\/checkout\/orders\/(\w+)$/.exec(path);
    if (get) {
      const order = this.orders.get(get[1]!)!;
      return json(200, this.completed(get[1]!, order.amount));
    }
    return json(404, { name: 'RESOURCE_NOT_FOUND' });
  };

  completed(id: string, amount: { currency_code: string; value: string }) {
    return {
      id,
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ id: `CAP-${id}`, status: 'COMPLETED', amount }] } }],
    };
  }
}

let t: TestApp;
let paypal: FakePayPal;
let driver: Driver;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      paypalClientId: 'client-id',
      paypalClientSecret: 'client-secret',
      paypalApiUrl: PAYPAL_API.sandbox,
      paypalTimeoutMs: 300,
    },
  });
  paypal = new FakePayPal();
  usePaymentGateway(
    t.app.deps,
    createPayPalGateway({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      apiUrl: PAYPAL_API.sandbox,
      timeoutMs: 300,
      fetch: paypal.fetch,
    }),
  );
  driver = await createDriver(t, 'en');
});
afterAll(async () => {
  await t.close();
});

async function booked(skip: number) {
  const car = await pickCar(t, { licenseRequired: false, deposit: 'some' }, skip);
  const response = await callApi(t.app, 'checkout', {
    body: await checkoutBody(t, car, period(300, 3), { option: 'full' }),
    cookie: driver.cookie,
  });
  expect(response.status).toBe(200);
  return response.body;
}

async function order(bookingId: string, amount: number) {
  const response = await callApi(t.app, 'createPayPalOrder', {
    body: { bookingId, amount, currency: 'EUR', name: 'DriveMarket', description: 'A car' },
  });
  return response;
}

const capture = async (bookingId: string, orderId: string) => {
  const response = await callApi(t.app, 'checkPayPalOrder', { params: { bookingId, orderId } });
  return response;
};

const statusOf = async (id: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id])).rows[0]!.status;

describe('PayPal Orders v2 gateway', () => {
  it('creates the order for the booking amount with OAuth and a request id, captures it and confirms the booking', async () => {
    const { bookingId, amountDue } = await booked(0);
    const created = await order(bookingId, amountDue);
    expect(created.status).toBe(200);
    const orderId = created.body;
    const create = paypal.calls.find((c) => c.url.endsWith('/v2/checkout/orders'))!;
    expect(create.headers['paypal-request-id']).toMatch(/^order-[0-9a-f]{24}$/);
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: bookingId, amount: { currency_code: 'EUR', value: amountDue.toFixed(2) } }],
    });
    expect(paypal.calls[0]!.url).toBe(`${PAYPAL_API.sandbox}/v1/oauth2/token`);

    paypal.nextCapture = 'approved';
    expect((await capture(bookingId, orderId)).status).toBe(200);
    expect(await statusOf(bookingId)).toBe('paid');
    const captureCall = paypal.calls.find((c) => c.url.endsWith('/capture'))!;
    expect(captureCall.headers['paypal-request-id']).toBe(`capture-${orderId}`);
    // Captured already: PayPal answers ORDER_ALREADY_CAPTURED, we read the order and stay confirmed.
    await t.db.query("UPDATE payments SET status = 'approved' WHERE order_id = $1", [orderId]);
    await t.db.query("UPDATE bookings SET status = 'void', expire_at = now() + interval '5 minutes' WHERE id = $1", [
      bookingId,
    ]);
    expect((await capture(bookingId, orderId)).status).toBe(200);
    expect(await statusOf(bookingId)).toBe('paid');
    expect(paypal.tokens).toBe(1); // the token is cached
    // The test gateway's card approval does not exist in PayPal mode.
    const test = await callApi(t.app, 'approveTestPayment', { params: { orderId }, body: GOOD_CARD });
    expect(test.status).toBe(404);
  });

  it('refuses an amount that is not the booking amount before calling PayPal', async () => {
    const { bookingId, amountDue } = await booked(1);
    const before = paypal.calls.length;
    const response = await order(bookingId, amountDue / 2);
    expect(response.status).toBe(400);
    expect(response.error.code).toBe('amount_mismatch');
    expect(paypal.calls.length).toBe(before);
  });

  it('an order the buyer did not approve, or a declined instrument, fails the payment and keeps the car held for a retry', async () => {
    for (const mode of ['not_approved', 'declined'] as const) {
      const { bookingId, amountDue } = await booked(mode === 'declined' ? 3 : 2);
      const orderId = (await order(bookingId, amountDue)).body;
      paypal.nextCapture = mode;
      const response = await capture(bookingId, orderId);
      expect(response.status).toBe(400);
      expect(response.error).toEqual({ code: 'payment_failed', message: 'Payment failed.' });
      const { rows } = await t.db.query<{ status: string; held: boolean }>(
        'SELECT status, expire_at > now() AS held FROM bookings WHERE id = $1',
        [bookingId],
      );
      expect(rows[0]).toEqual({ status: 'void', held: true });
    }
  });

  it('never confirms a capture of another amount', async () => {
    const { bookingId, amountDue } = await booked(4);
    const orderId = (await order(bookingId, amountDue)).body;
    paypal.nextCapture = 'other_amount';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await capture(bookingId, orderId)).status).toBe(400);
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/captured 1\.00 EUR instead of \d+\.\d\d EUR; booking \w+ not confirmed, refund needed/),
      );
    } finally {
      logged.mockRestore();
    }
    expect(await statusOf(bookingId)).toBe('void');
  });

  it('a PayPal timeout answers 502 and keeps the booking waiting for a retry', async () => {
    const { bookingId, amountDue } = await booked(5);
    const orderId = (await order(bookingId, amountDue)).body;
    paypal.nextCapture = 'hang';
    const response = await capture(bookingId, orderId);
    expect(response.status).toBe(502);
    expect(response.error.code).toBe('payment_gateway_error');
    const { rows } = await t.db.query<{ held: boolean }>(
      'SELECT expire_at > now() AS held FROM bookings WHERE id = $1',
      [bookingId],
    );
    expect(rows[0]!.held).toBe(true);
    paypal.nextCapture = 'approved';
    expect((await capture(bookingId, orderId)).status).toBe(200);
    expect(await statusOf(bookingId)).toBe('paid');
  });
});

describe('the difference of an amendment through PayPal', () => {
  it('is ordered for the difference alone; a declined capture leaves the booking unchanged, an approved one applies the change', async () => {
    const car = await pickCar(t, { licenseRequired: false, deposit: 'some', amendable: true }, 12);
    const when = period(320, 3);
    const checkout = await callApi(t.app, 'checkout', {
      body: await checkoutBody(t, car, when, { option: 'full', extras: { amendments: true } }),
      cookie: driver.cookie,
    });
    const { bookingId, amountDue } = checkout.body;
    paypal.nextCapture = 'approved';
    expect((await capture(bookingId, (await order(bookingId, amountDue)).body)).status).toBe(200);

    const to = new Date(when.to.getTime() + 2 * 86_400_000).toISOString();
    const amend = () =>
      callApi(t.app, 'amendBooking', {
        params: { id: bookingId },
        body: { mode: 'confirm', to },
        cookie: driver.cookie,
      });
    const payDifference = async () => {
      const { amendmentId, settlement } = (await amend()).body;
      if (settlement?.kind !== 'pay') throw new Error(`The difference is not to pay: ${JSON.stringify(settlement)}`);
      const response = await callApi(t.app, 'createPayPalOrder', {
        body: {
          bookingId,
          amendmentId,
          amount: settlement.amount,
          currency: 'EUR',
          name: 'DriveMarket',
          description: 'A change',
        },
      });
      expect(paypal.calls.at(-1)!.body).toMatchObject({
        purchase_units: [{ amount: { currency_code: 'EUR', value: settlement.amount.toFixed(2) } }],
      });
      return { orderId: response.body, difference: settlement.amount };
    };
    const row = async () =>
      (
        await t.db.query<{ price: number; paid_online: number; to: Date }>(
          'SELECT price, paid_online, "to" FROM bookings WHERE id = $1',
          [bookingId],
        )
      ).rows[0]!;
    const before = await row();

    const declined = await payDifference();
    paypal.nextCapture = 'declined';
    expect((await capture(bookingId, declined.orderId)).error.code).toBe('payment_failed');
    expect(await row()).toEqual(before);

    const approved = await payDifference();
    paypal.nextCapture = 'approved';
    expect((await capture(bookingId, approved.orderId)).status).toBe(200);
    const after = await row();
    expect(after.to.toISOString()).toBe(to);
    expect(after.paid_online).toBeCloseTo(before.paid_online + approved.difference, 2);
    expect(after.price).toBeCloseTo(before.price + approved.difference, 2);
  });
});
