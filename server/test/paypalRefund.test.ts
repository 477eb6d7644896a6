/**
 * PayPal's refund of a capture (Payments API v2, POST /v2/payments/captures/{id}/refund) through the
 * gateway's `fetch` seam: the amount and currency sent, the idempotency key as PayPal-Request-Id (the
 * same key answers the refund PayPal already made), COMPLETED / PENDING / refused answers, and a
 * timeout that tells the caller nothing is known. A PENDING refund's later state is read with
 * GET /v2/payments/refunds/{id}.
 */
import { createPayPalGateway, PAYPAL_API } from '../src/payments/paypal';

type Answer = 'COMPLETED' | 'PENDING' | 'REFUSED' | 'HANG';

function fakePayPal(answer: { next: Answer }) {
  const refunds = new Map<string, { id: string; status: string; status_details?: { reason: string } }>();
  const statusRequests: string[] = [];
  const requests: Array<{ path: string; requestId?: string; body: unknown }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input).replace(PAYPAL_API.sandbox, '');
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
    if (path === '/v1/oauth2/token') return json(200, { access_token: 'token', expires_in: 32400 });
    if (init?.method === 'GET') {
      statusRequests.push(path);
      const refund = [...refunds.values()].find((r) => path === `/v2/payments/refunds/${r.id}`);
      return refund ? json(200, refund) : json(404, { name: 'RESOURCE_NOT_FOUND' });
    }
    const headers = init?.headers as Record<string, string>;
    requests.push({ path, requestId: headers['paypal-request-id'], body: JSON.parse(String(init?.body)) });
    const key = headers['paypal-request-id']!;
    const known = refunds.get(key);
    if (known) return json(200, known);
    if (answer.next === 'HANG') {
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (answer.next === 'REFUSED')
      return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
    const refund = { id: `REFUND${refunds.size + 1}`, status: answer.next };
    refunds.set(key, refund);
    return json(201, refund);
  };
  const gateway = createPayPalGateway({
    clientId: 'id',
    clientSecret: 'secret',
    apiUrl: PAYPAL_API.sandbox,
    timeoutMs: 200,
    fetch,
  });
  return { gateway, requests, refunds, statusRequests };
}

const input = { captureId: 'CAP-1', amountCents: 2266, currency: 'EUR', idempotencyKey: 'refund-abc' };

it('refunds the capture for the amount, with the idempotency key; the same key never refunds twice', async () => {
  const paypal = fakePayPal({ next: 'COMPLETED' });
  expect(await paypal.gateway.refund(input)).toEqual({ outcome: 'completed', refundId: 'REFUND1' });
  expect(paypal.requests[0]).toEqual({
    path: '/v2/payments/captures/CAP-1/refund',
    requestId: 'refund-abc',
    body: { amount: { currency_code: 'EUR', value: '22.66' } },
  });
  expect(await paypal.gateway.refund(input)).toEqual({ outcome: 'completed', refundId: 'REFUND1' });
  expect(paypal.refunds.size).toBe(1);
});

it('answers pending and refused refunds as PayPal says them', async () => {
  const answer = { next: 'PENDING' as Answer };
  const paypal = fakePayPal(answer);
  expect(await paypal.gateway.refund(input)).toEqual({ outcome: 'pending', refundId: 'REFUND1' });
  answer.next = 'REFUSED';
  expect(await paypal.gateway.refund({ ...input, idempotencyKey: 'refund-def' })).toEqual({
    outcome: 'failed',
    reason: 'CAPTURE_FULLY_REFUNDED',
  });
});

it('throws payment_gateway_error when PayPal does not answer in time', async () => {
  const paypal = fakePayPal({ next: 'HANG' });
  await expect(paypal.gateway.refund(input)).rejects.toMatchObject({ code: 'payment_gateway_error' });
});

it("reads a pending refund's later state: still pending, completed, or failed with PayPal's reason", async () => {
  const paypal = fakePayPal({ next: 'PENDING' });
  expect(await paypal.gateway.refund(input)).toEqual({ outcome: 'pending', refundId: 'REFUND1' });
  const refund = paypal.refunds.get('refund-abc')!;
  expect(await paypal.gateway.refundStatus('REFUND1')).toEqual({ outcome: 'pending', refundId: 'REFUND1' });
  refund.status = 'COMPLETED';
  expect(await paypal.gateway.refundStatus('REFUND1')).toEqual({ outcome: 'completed', refundId: 'REFUND1' });
  Object.assign(refund, { status: 'FAILED', status_details: { reason: 'ECHECK' } });
  expect(await paypal.gateway.refundStatus('REFUND1')).toEqual({ outcome: 'failed', reason: 'ECHECK' });
  expect(paypal.statusRequests).toEqual(Array(3).fill('/v2/payments/refunds/REFUND1'));
  // Asking never issues a refund.
  expect(paypal.requests).toHaveLength(1);
  expect(await paypal.gateway.refundStatus('UNKNOWN')).toEqual({ outcome: 'failed', reason: 'REFUND_NOT_FOUND' });
});
