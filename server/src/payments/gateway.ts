/**
 * The payment seam: one small interface with two implementations chosen by configuration —
 * PayPal's Orders API v2 when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, otherwise the
 * reference server's test gateway (test cards, no real payment). The booking logic
 * (`bookingPayments.ts`) only talks to this interface, so both follow the same flow:
 * create an order → the buyer approves it (PayPal's buttons, or approveTestPayment) → capture.
 */
import { badRequest } from '../errors';
import type { AppDeps } from '../types';
import { createPayPalGateway } from './paypal';
import { testGateway } from './testGateway';

export interface NewOrder {
  bookingId: string;
  /** Our payment row's id: the idempotency key of the order's creation. */
  paymentId: string;
  amountCents: number;
  currency: string;
  name: string;
  description: string;
}

/** The state of our payment row, which the test gateway uses as its order store. */
export type PaymentStatus = 'created' | 'approved' | 'completed' | 'declined' | 'failed' | 'cancelled';

export interface CaptureInput {
  orderId: string;
  paymentStatus: PaymentStatus;
  amountCents: number;
  currency: string;
}

export type CaptureResult =
  | { outcome: 'completed'; amountCents: number; currency: string; captureId: string }
  /** The buyer has not approved the order (yet). */
  | { outcome: 'not_approved' }
  /** The funding source was declined or the capture failed for good. */
  | { outcome: 'declined'; reason: string };

export interface RefundInput {
  /** The gateway's capture id (PayPal: the capture's id, refunded by POST /v2/payments/captures/{id}/refund). */
  captureId: string;
  amountCents: number;
  currency: string;
  /** Our refund row's key: every attempt of one refund is one request (PayPal-Request-Id). */
  idempotencyKey: string;
}

export type RefundResult =
  /** COMPLETED: the money is on its way back to the buyer's card or PayPal balance. */
  | { outcome: 'completed'; refundId: string }
  /** PENDING: accepted, the gateway finishes it later (e.g. an eCheck payment not cleared yet). */
  | { outcome: 'pending'; refundId: string }
  /** Refused or not carried out; `reason` is the gateway's issue (e.g. TRANSACTION_REFUSED). */
  | { outcome: 'failed'; reason: string };

export interface PaymentGateway {
  /** 'none': no PayPal and TEST_PAYMENTS off (production default): only pay later is possible. */
  readonly kind: 'test' | 'paypal' | 'none';
  /** Creates an order for the amount; returns the gateway's order id. */
  createOrder(order: NewOrder): Promise<string>;
  /** Captures an approved order; idempotent (an order captured before answers `completed` again). */
  captureOrder(input: CaptureInput): Promise<CaptureResult>;
  /** Refunds (part of) a capture; idempotent by `idempotencyKey`. Throws 502 when the gateway cannot be reached. */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * The current state of a refund the gateway answered PENDING (PayPal: GET /v2/payments/refunds/{id}).
   * Throws 502 when the gateway cannot be reached: the refund stays pending and is asked again later.
   */
  refundStatus(refundId: string): Promise<RefundResult>;
}

export const onlinePaymentUnavailable = () =>
  badRequest('online_payment_unavailable', 'Online payment is not available on this site.');

/** Refuses every payment: a production server without PayPal never confirms an unpaid booking. */
const noGateway: PaymentGateway = {
  kind: 'none',
  async createOrder() {
    throw onlinePaymentUnavailable();
  },
  async captureOrder() {
    return { outcome: 'declined', reason: 'online_payment_unavailable' };
  },
  async refund() {
    return { outcome: 'failed', reason: 'online_payment_unavailable' };
  },
  async refundStatus() {
    return { outcome: 'failed', reason: 'online_payment_unavailable' };
  },
};

const gateways = new WeakMap<AppDeps, PaymentGateway>();

/** The gateway of this server (built once from its configuration). */
export function paymentGateway(deps: AppDeps): PaymentGateway {
  let gateway = gateways.get(deps);
  if (!gateway) {
    const { paypalClientId, paypalClientSecret, paypalApiUrl, paypalTimeoutMs, testPayments } = deps.config;
    gateway =
      paypalClientId && paypalClientSecret
        ? createPayPalGateway({
            clientId: paypalClientId,
            clientSecret: paypalClientSecret,
            apiUrl: paypalApiUrl,
            timeoutMs: paypalTimeoutMs,
          })
        : testPayments
          ? testGateway
          : noGateway;
    gateways.set(deps, gateway);
  }
  return gateway;
}

/** What the settings tell the app (PaymentCapabilities): the app offers exactly what works. */
export function paymentCapabilities(deps: AppDeps): { online: PaymentGateway['kind']; paypalClientId?: string } {
  const online = paymentGateway(deps).kind;
  return online === 'paypal' && deps.config.paypalClientId
    ? { online, paypalClientId: deps.config.paypalClientId }
    : { online };
}

/** Replaces the gateway of a server (tests: PayPal through a fake `fetch`). */
export function usePaymentGateway(deps: AppDeps, gateway: PaymentGateway): void {
  gateways.set(deps, gateway);
}
