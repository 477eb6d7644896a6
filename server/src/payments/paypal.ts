/**
 * PayPal's Orders API v2 (https://developer.paypal.com/docs/api/orders/v2/): OAuth 2 client
 * credentials, create an order (intent CAPTURE), capture it once the buyer approved it with
 * PayPal's buttons or card fields, and refund (part of) a capture (Payments API v2). Every call
 * has a timeout and a `PayPal-Request-Id`, so a retried request never creates, captures or refunds
 * twice. `fetch` is injectable: this machine cannot reach PayPal,
 * so tests drive the client through a fake that answers like PayPal's documented responses.
 */
import { ApiError } from '../errors';
import type { CaptureResult, PaymentGateway, RefundResult } from './gateway';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** PayPal's REST host (PAYPAL_API's sandbox or live, or a fake of it in tests). */
  apiUrl: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

export const PAYPAL_API = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

const unavailable = () =>
  new ApiError(
    502,
    'payment_gateway_error',
    'The payment service could not be reached. Nothing was charged; please try again.',
  );

/** PayPal amounts are decimal strings ("123.45"). */
export const toPayPalValue = (cents: number): string => (cents / 100).toFixed(2);
const fromPayPalValue = (value: string): number => Math.round(Number(value) * 100);

interface PayPalError {
  name?: string;
  details?: Array<{ issue?: string }>;
}

interface PayPalCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
}

interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: Array<{ payments?: { captures?: PayPalCapture[] } }>;
}

interface PayPalRefund {
  id: string;
  status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED';
  status_details?: { reason?: string };
}

/** A refund's answer: COMPLETED and PENDING are carried out (or being), CANCELLED and FAILED are not. */
function refundResult(refund: PayPalRefund): RefundResult {
  if (refund.status === 'COMPLETED') return { outcome: 'completed', refundId: refund.id };
  if (refund.status === 'PENDING') return { outcome: 'pending', refundId: refund.id };
  return { outcome: 'failed', reason: refund.status_details?.reason ?? refund.status };
}

/** The order's completed capture, if any. */
function completedCapture(order: PayPalOrder): CaptureResult {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED') {
    return {
      outcome: 'completed',
      amountCents: fromPayPalValue(capture.amount.value),
      currency: capture.amount.currency_code,
      captureId: capture.id,
    };
  }
  if (order.status === 'CREATED' || order.status === 'SAVED' || order.status === 'PAYER_ACTION_REQUIRED') {
    return { outcome: 'not_approved' };
  }
  return { outcome: 'declined', reason: capture?.status ?? order.status };
}

export function createPayPalGateway(options: PayPalOptions): PaymentGateway {
  const base = options.apiUrl;
  const doFetch = options.fetch ?? globalThis.fetch;
  let token: { value: string; expiresAt: number } | undefined;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch {
      // Network failure or timeout: nothing is known to have changed; the caller may retry.
      throw unavailable();
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw unavailable();
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renew a minute early so a token never expires mid-request.
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function authorized(
    path: string,
    method: 'GET' | 'POST',
    requestId?: string,
    body?: unknown,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    return call(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  }

  return {
    kind: 'paypal',
    async createOrder(order) {
      const response = await authorized('/v2/checkout/orders', 'POST', `order-${order.paymentId}`, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.bookingId,
            custom_id: order.bookingId,
            description: order.description.slice(0, 127),
            soft_descriptor: order.name.slice(0, 22),
            amount: { currency_code: order.currency, value: toPayPalValue(order.amountCents) },
          },
        ],
      });
      if (!response.ok) throw unavailable();
      const body = (await response.json()) as PayPalOrder;
      return body.id;
    },

    async captureOrder({ orderId }) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const response = await authorized(`${path}/capture`, 'POST', `capture-${orderId}`, {});
      if (response.ok) return completedCapture((await response.json()) as PayPalOrder);
      if (response.status === 404) return { outcome: 'declined', reason: 'ORDER_NOT_FOUND' };
      if (response.status === 422) {
        const error = (await response.json().catch(() => ({}))) as PayPalError;
        const issue = error.details?.[0]?.issue ?? error.name ?? 'UNPROCESSABLE_ENTITY';
        if (issue === 'ORDER_NOT_APPROVED') return { outcome: 'not_approved' };
        if (issue === 'ORDER_ALREADY_CAPTURED') {
          const current = await authorized(path, 'GET');
          if (!current.ok) throw unavailable();
          return completedCapture((await current.json()) as PayPalOrder);
        }
        return { outcome: 'declined', reason: issue };
      }
      throw unavailable();
    },

    async refund({ captureId, amountCents, currency, idempotencyKey }) {
      const response = await authorized(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        'POST',
        idempotencyKey,
        { amount: { currency_code: currency, value: toPayPalValue(amountCents) } },
      );
      if (response.ok) return refundResult((await response.json()) as PayPalRefund);
      if (response.status === 404) return { outcome: 'failed', reason: 'CAPTURE_NOT_FOUND' };
      if (response.status === 422 || response.status === 400 || response.status === 403) {
        // E.g. CAPTURE_FULLY_REFUNDED, REFUND_AMOUNT_EXCEEDED, TRANSACTION_REFUSED: kept as the failure's reason.
        const error = (await response.json().catch(() => ({}))) as PayPalError;
        return { outcome: 'failed', reason: error.details?.[0]?.issue ?? error.name ?? `HTTP_${response.status}` };
      }
      throw unavailable();
    },

    async refundStatus(refundId) {
      const response = await authorized(`/v2/payments/refunds/${encodeURIComponent(refundId)}`, 'GET');
      if (response.ok) return refundResult((await response.json()) as PayPalRefund);
      if (response.status === 404) return { outcome: 'failed', reason: 'REFUND_NOT_FOUND' };
      throw unavailable();
    },
  };
}
