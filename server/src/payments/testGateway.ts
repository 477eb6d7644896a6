/**
 * The reference server's test gateway: used when no PayPal credentials are configured, clearly
 * labelled "Test mode — no real payment" by the app. Its orders live in our `payments` table
 * (the row's status is the order's state), the buyer "approves" an order by paying it with one of
 * the documented test cards (approveTestPayment), and capture completes approved orders only.
 * Refunds answer like PayPal's refund of a capture (COMPLETED, or PENDING / refused when queued by
 * queueTestRefundOutcomes), once per idempotency key.
 *
 * Card checks are the same pure rules the checkout form uses (src/domain/paymentCard.ts). The card
 * number and security code are never stored or logged: only the brand and the last four digits.
 */
import { randomBytes } from 'node:crypto';
import { cardDigits, isValidCardNumber, isValidCvc, isValidExpiry } from '../../../src/domain/paymentCard';
import { badRequest } from '../errors';
import type { PaymentGateway, RefundInput, RefundResult } from './gateway';

/** The documented test cards (README "Payments"). Any other valid number is declined. */
export const TEST_CARDS = {
  '4242424242424242': { outcome: 'approved', brand: 'visa' },
  '5555555555554444': { outcome: 'approved', brand: 'mastercard' },
  '4000000000000002': { outcome: 'declined', brand: 'visa', reason: 'card_declined' },
  '4000000000009995': { outcome: 'declined', brand: 'visa', reason: 'insufficient_funds' },
} as const satisfies Record<string, { outcome: 'approved' | 'declined'; brand: string; reason?: string }>;

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardDecision =
  { approved: true; brand: string; last4: string } | { approved: false; brand: string; last4: string; reason: string };

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/**
 * Checks the card (400 `invalid_card_number` 'Invalid card number', `invalid_expiry_date`
 * 'Invalid expiry date', `invalid_cvc` 'Invalid Card Validation Code') and decides it by the test
 * card table. Only the brand and last four digits leave this function.
 */
export function decideTestCard(card: TestCard, now: Date = new Date()): CardDecision {
  if (!isValidCardNumber(card.cardNumber)) throw badRequest('invalid_card_number', 'Invalid card number');
  if (!isValidExpiry(card.expiry, now)) throw badRequest('invalid_expiry_date', 'Invalid expiry date');
  if (!isValidCvc(card.cvc)) throw badRequest('invalid_cvc', 'Invalid Card Validation Code');
  const digits = cardDigits(card.cardNumber)!;
  const last4 = digits.slice(-4);
  const known = (TEST_CARDS as Record<string, { outcome: string; brand: string; reason?: string }>)[digits];
  if (known?.outcome === 'approved') return { approved: true, brand: known.brand, last4 };
  // A real card number is not a test card: never pretend it was charged.
  return { approved: false, brand: known?.brand ?? brandOf(digits), last4, reason: known?.reason ?? 'not_a_test_card' };
}

export interface TestRefund extends RefundInput {
  refundId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  /** Why a pending refund failed later (PayPal's status_details.reason). */
  reason?: string;
}

/**
 * The refunds the test gateway issued, by idempotency key (PayPal-Request-Id): the same key answers
 * the refund it issued, never a second one. Kept for the process's life, as PayPal keeps them.
 */
const testRefunds = new Map<string, TestRefund>();
/** Outcomes the next refund requests take (tests and demos), else COMPLETED. */
const nextRefundOutcomes: Array<'PENDING' | { failed: string }> = [];

/**
 * Makes the test gateway's next refund requests end as given, in order: 'PENDING', or failed with
 * PayPal's issue (e.g. `{ failed: 'TRANSACTION_REFUSED' }`) — as the declined test cards do for payments.
 */
export function queueTestRefundOutcomes(...outcomes: Array<'PENDING' | { failed: string }>): void {
  nextRefundOutcomes.push(...outcomes);
}

/**
 * Ends a refund the test gateway answered PENDING, as PayPal finishes one later: COMPLETED, or
 * failed with PayPal's reason (e.g. `{ failed: 'ECHECK' }`). The next status request answers it.
 */
export function settleTestRefund(refundId: string, outcome: 'COMPLETED' | { failed: string }): void {
  const refund = [...testRefunds.values()].find((r) => r.refundId === refundId && r.status === 'PENDING');
  if (!refund) throw new Error(`No pending test refund ${refundId}`);
  if (outcome === 'COMPLETED') refund.status = 'COMPLETED';
  else Object.assign(refund, { status: 'FAILED', reason: outcome.failed });
}

/** A test refund's answer, as PayPal words a refund's status. */
function testRefundResult(refund: TestRefund): RefundResult {
  if (refund.status === 'FAILED') return { outcome: 'failed', reason: refund.reason ?? 'FAILED' };
  return refund.status === 'PENDING'
    ? { outcome: 'pending', refundId: refund.refundId }
    : { outcome: 'completed', refundId: refund.refundId };
}

/** Every refund the test gateway issued, oldest first. */
export const issuedTestRefunds = (): TestRefund[] => [...testRefunds.values()];

export const testGateway: PaymentGateway = {
  kind: 'test',
  async createOrder() {
    return `TEST-${randomBytes(16).toString('hex').toUpperCase()}`;
  },
  async captureOrder({ orderId, paymentStatus, amountCents, currency }) {
    if (paymentStatus === 'approved' || paymentStatus === 'completed') {
      return { outcome: 'completed', amountCents, currency, captureId: `${orderId}-CAPTURE` };
    }
    if (paymentStatus === 'created') return { outcome: 'not_approved' };
    return { outcome: 'declined', reason: paymentStatus };
  },
  async refund(input): Promise<RefundResult> {
    const issued = testRefunds.get(input.idempotencyKey);
    if (!issued) {
      const next = nextRefundOutcomes.shift();
      // A refused refund issues nothing: PayPal answers 422 with its issue.
      if (typeof next === 'object') return { outcome: 'failed', reason: next.failed };
      const refundId = `TEST-REFUND-${randomBytes(8).toString('hex').toUpperCase()}`;
      testRefunds.set(input.idempotencyKey, { ...input, refundId, status: next ?? 'COMPLETED' });
      return testRefundResult(testRefunds.get(input.idempotencyKey)!);
    }
    return testRefundResult(issued);
  },
  async refundStatus(refundId) {
    const refund = [...testRefunds.values()].find((r) => r.refundId === refundId);
    return refund ? testRefundResult(refund) : { outcome: 'failed', reason: 'REFUND_NOT_FOUND' };
  },
};
