/**
 * Paying a temporary booking (status void, holding its car until `expire_at`): create the order for
 * the amount the booking records (never the amount a request says), let the buyer approve it, then
 * capture it and confirm the booking (status deposit or paid, confirmation e-mail, notification).
 * A declined or failed payment closes its order but keeps the booking holding the car until its hold
 * ends, so the driver can retry (a new order for the same booking) or choose another option.
 *
 * Gateway calls are never made inside a database transaction (PGlite has one connection and a
 * PostgreSQL transaction must not wait on the network); the booking is re-checked after them.
 */
import { isCarFreeForPeriod } from '../carSearch';
import type { Db } from '../db/index';
import { ApiError, badRequest, notFound } from '../errors';
import { newId } from '../ids';
import { paymentGateway, type PaymentStatus } from '../payments/gateway';
import { decideTestCard, type CardDecision, type TestCard } from '../payments/testGateway';
import type { AppDeps } from '../types';
import { applyAmendment, dropAmendment, isAwaitingPayment, loadAmendment } from './amendments';
import { recordMoneyEvent, sendMoneyEventMail } from './moneyEvents';
import { carTaken, CHARGE_CURRENCY } from './createBooking';

interface TempBooking {
  id: string;
  car_id: string;
  driver_id: string | null;
  status: string;
  from: Date;
  to: Date;
  amount_due: number;
  is_deposit: boolean;
  expire_at: Date | null;
  guest_account: boolean;
}

interface PaymentRow {
  id: string;
  booking_id: string;
  /** The amendment whose difference this pays, or null for the booking's own payment. */
  amendment_id: string | null;
  gateway: 'test' | 'paypal';
  order_id: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
}

const BOOKING_COLUMNS =
  'b.id, b.car_id, b.driver_id, b.status, b."from", b."to", b.amount_due, b.is_deposit, b.expire_at, b.guest_account';

const cents = (euros: number) => Math.round(euros * 100);
const paymentFailed = () => badRequest('payment_failed', 'Payment failed.');
const amendmentExpired = () =>
  new ApiError(409, 'amendment_expired', 'The time to pay this change is over. Please change your booking again.');
const bookingExpired = () =>
  new ApiError(409, 'booking_expired', 'The time to pay this booking is over. Please book again.');

async function loadBooking(db: Db, bookingId: string): Promise<TempBooking | undefined> {
  const { rows } = await db.query<TempBooking>(`SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE b.id = $1`, [
    bookingId,
  ]);
  return rows[0];
}

async function loadPayment(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>(
    'SELECT id, booking_id, amendment_id, gateway, order_id, amount, currency, status FROM payments WHERE order_id = $1',
    [orderId],
  );
  return rows[0];
}

const isHolding = (booking: TempBooking, now: Date) =>
  booking.status === 'void' && booking.expire_at !== null && booking.expire_at.getTime() > now.getTime();

/** Closes a payment that did not go through; its booking keeps holding the car for a retry. */
async function closePayment(db: Db, paymentId: string, status: PaymentStatus, failureCode: string): Promise<void> {
  await db.query('UPDATE payments SET status = $2, failure_code = $3, updated_at = now() WHERE id = $1', [
    paymentId,
    status,
    failureCode,
  ]);
}

/** Stops a temporary booking holding its car and closes the payment. */
async function release(
  db: Db,
  bookingId: string,
  paymentId: string | null,
  status: PaymentStatus,
  failureCode: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("UPDATE bookings SET expire_at = now(), updated_at = now() WHERE id = $1 AND status = 'void'", [
      bookingId,
    ]);
    if (paymentId) {
      await tx.query('UPDATE payments SET status = $2, failure_code = $3, updated_at = now() WHERE id = $1', [
        paymentId,
        status,
        failureCode,
      ]);
    }
  });
}

export interface OrderRequest {
  bookingId: string;
  /** Pays this amendment's difference instead of the booking's amount due. */
  amendmentId?: string;
  /** Checked against the booking when given. */
  amount?: number;
  currency?: string;
  name?: string;
  description?: string;
}

export interface OrderCreated {
  orderId: string;
  bookingId: string;
  amount: number;
  currency: typeof CHARGE_CURRENCY;
  testMode: boolean;
  expiresAt: string;
}

/**
 * The booking's payment order: the open one if there is one (a double click creates one order),
 * otherwise a new order at the gateway for the booking's amount due.
 */
export async function createOrder(deps: AppDeps, request: OrderRequest, now = new Date()): Promise<OrderCreated> {
  const payable =
    request.amendmentId === undefined
      ? await payableBooking(deps.db, request.bookingId, now)
      : await payableAmendment(deps.db, request, now);
  const dueCents = payable.dueCents;
  if (request.currency !== undefined && request.currency.toUpperCase() !== CHARGE_CURRENCY) {
    throw badRequest('unsupported_currency', `Payments are made in ${CHARGE_CURRENCY}.`);
  }
  if (request.amount !== undefined && cents(request.amount) !== dueCents) {
    throw badRequest(
      'amount_mismatch',
      `The amount to pay for this booking is ${(dueCents / 100).toFixed(2)} ${CHARGE_CURRENCY}.`,
    );
  }
  const gateway = paymentGateway(deps);
  const bookingId = request.bookingId;
  const amendmentId = request.amendmentId ?? null;
  const answer = (orderId: string): OrderCreated => ({
    orderId,
    bookingId,
    amount: dueCents / 100,
    currency: CHARGE_CURRENCY,
    testMode: gateway.kind === 'test',
    expiresAt: payable.expiresAt.toISOString(),
  });
  const { rows: open } = await deps.db.query<{ order_id: string }>(
    `SELECT order_id FROM payments WHERE booking_id = $1 AND gateway = $2 AND status IN ('created', 'approved')
        AND amendment_id IS NOT DISTINCT FROM $3 ORDER BY created_at DESC LIMIT 1`,
    [bookingId, gateway.kind, amendmentId],
  );
  if (open[0]) return answer(open[0].order_id);

  const paymentId = newId(now);
  const orderId = await gateway.createOrder({
    bookingId,
    paymentId,
    amountCents: dueCents,
    currency: CHARGE_CURRENCY,
    name: request.name ?? deps.config.siteName,
    description: request.description ?? `${deps.config.siteName} booking ${bookingId}${amendmentId ? ' (change)' : ''}`,
  });
  await deps.db.query(
    'INSERT INTO payments (id, booking_id, gateway, order_id, amount, currency, amendment_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [paymentId, bookingId, gateway.kind, orderId, dueCents / 100, CHARGE_CURRENCY, amendmentId],
  );
  return answer(orderId);
}

interface Payable {
  dueCents: number;
  expiresAt: Date;
}

/** A temporary booking still holding its car: its amount due. */
async function payableBooking(db: Db, bookingId: string, now: Date): Promise<Payable> {
  const booking = await loadBooking(db, bookingId);
  if (!booking || booking.status !== 'void') throw notFound('No temporary booking with this id.');
  if (!isHolding(booking, now)) throw bookingExpired();
  return { dueCents: cents(booking.amount_due), expiresAt: booking.expire_at! };
}

/** An amendment of this booking waiting for its difference. */
async function payableAmendment(db: Db, request: OrderRequest, now: Date): Promise<Payable> {
  const amendment = await loadAmendment(db, request.amendmentId!);
  if (!amendment || amendment.booking_id !== request.bookingId)
    throw notFound('No change of this booking with this id.');
  if (!isAwaitingPayment(amendment, now)) throw amendmentExpired();
  return { dueCents: cents(amendment.settlement_amount), expiresAt: amendment.expire_at! };
}

/**
 * Test mode: the buyer approves an order by paying it with a test card. A card that fails the
 * checks changes nothing (400); a declined card closes the order (402 `payment_declined`), the
 * booking stays held for a retry.
 */
export async function approveTestPayment(
  deps: AppDeps,
  orderId: string,
  card: TestCard,
  now = new Date(),
): Promise<void> {
  const payment = paymentGateway(deps).kind === 'test' ? await loadPayment(deps.db, orderId) : undefined;
  if (!payment || payment.gateway !== 'test') throw notFound('No test payment with this id.');
  const decision = decideTestCard(card, now);
  if (payment.status === 'approved' || payment.status === 'completed') return;
  if (payment.amendment_id) return approveAmendmentPayment(deps.db, payment, payment.amendment_id, decision, now);
  const booking = await loadBooking(deps.db, payment.booking_id);
  if (payment.status !== 'created' || !booking || !isHolding(booking, now)) {
    throw bookingExpired();
  }
  await deps.db.query('UPDATE payments SET card_brand = $2, card_last4 = $3, updated_at = now() WHERE id = $1', [
    payment.id,
    decision.brand,
    decision.last4,
  ]);
  if (!decision.approved) {
    await closePayment(deps.db, payment.id, 'declined', decision.reason);
    throw new ApiError(402, 'payment_declined', 'Payment failed.');
  }
  await deps.db.query(
    "UPDATE payments SET status = 'approved', updated_at = now() WHERE id = $1 AND status = 'created'",
    [payment.id],
  );
}

/** The test-card decision for an amendment's order: a declined card drops the change, the booking stays as it was. */
async function approveAmendmentPayment(
  db: Db,
  payment: PaymentRow,
  amendmentId: string,
  decision: CardDecision,
  now: Date,
): Promise<void> {
  const amendment = await loadAmendment(db, amendmentId);
  if (payment.status !== 'created' || !amendment || !isAwaitingPayment(amendment, now)) throw amendmentExpired();
  await db.query('UPDATE payments SET card_brand = $2, card_last4 = $3, updated_at = now() WHERE id = $1', [
    payment.id,
    decision.brand,
    decision.last4,
  ]);
  if (!decision.approved) {
    await closeAmendmentPayment(db, payment.id, amendmentId, 'declined', decision.reason);
    throw new ApiError(402, 'payment_declined', 'Payment failed.');
  }
  await db.query("UPDATE payments SET status = 'approved', updated_at = now() WHERE id = $1 AND status = 'created'", [
    payment.id,
  ]);
}

/** Drops an amendment whose payment did not go through, and closes that payment. */
async function closeAmendmentPayment(
  db: Db,
  paymentId: string,
  amendmentId: string,
  status: PaymentStatus,
  failureCode: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await dropAmendment(tx, amendmentId);
    await tx.query('UPDATE payments SET status = $2, failure_code = $3, updated_at = now() WHERE id = $1', [
      paymentId,
      status,
      failureCode,
    ]);
  });
}

/**
 * Captures an amendment's difference and applies the change. The car is checked free for the new
 * period before the capture; a conflict after it (a checkout in between) leaves a captured payment
 * that needs a refund, logged like an amount mismatch.
 */
async function captureAmendment(
  deps: AppDeps,
  payment: PaymentRow,
  amendmentId: string,
  now: Date,
): Promise<CaptureOutcome> {
  const amendment = await loadAmendment(deps.db, amendmentId);
  if (
    !amendment ||
    payment.status === 'declined' ||
    payment.status === 'failed' ||
    payment.status === 'cancelled' ||
    !isAwaitingPayment(amendment, now)
  ) {
    throw paymentFailed();
  }
  const carFree = (tx: Db) =>
    tx
      .query<{ car_id: string }>('SELECT car_id FROM bookings WHERE id = $1', [amendment.booking_id])
      .then(({ rows }) => isCarFreeForPeriod(tx, rows[0]!.car_id, amendment.from, amendment.to, amendment.booking_id));
  if (!(await deps.db.transaction(carFree))) {
    await closeAmendmentPayment(deps.db, payment.id, amendmentId, 'cancelled', 'car_unavailable');
    throw carTaken();
  }
  const result = await paymentGateway(deps).captureOrder({
    orderId: payment.order_id,
    paymentStatus: payment.status,
    amountCents: cents(payment.amount),
    currency: payment.currency,
  });
  if (result.outcome !== 'completed') {
    await closeAmendmentPayment(
      deps.db,
      payment.id,
      amendmentId,
      result.outcome === 'declined' ? 'declined' : 'failed',
      result.outcome === 'declined' ? result.reason : 'not_approved',
    );
    throw paymentFailed();
  }
  const applied = await deps.db.transaction(async (tx) => {
    await tx.query("UPDATE payments SET status = 'completed', capture_id = $2, updated_at = now() WHERE id = $1", [
      payment.id,
      result.captureId,
    ]);
    const paidRight = result.amountCents === cents(payment.amount) && result.currency === payment.currency;
    if (!paidRight || !(await carFree(tx))) return false;
    return { mail: await applyAmendment(tx, amendmentId, result.amountCents) };
  });
  if (!applied) {
    console.error(
      `Payment ${payment.id} (order ${payment.order_id}): captured for amendment ${amendmentId} of booking ${amendment.booking_id}, which was not applied; refund needed.`,
    );
    await dropAmendment(deps.db, amendmentId);
    throw paymentFailed();
  }
  await sendMoneyEventMail(deps, applied.mail);
  return 'confirmed';
}

/**
 * Re-holds the car for the capture when the hold ran out meanwhile and nobody took it; refuses
 * (and releases) when another booking holds it now. Runs under the car's lock.
 */
async function ensureHold(deps: AppDeps, booking: TempBooking, payment: PaymentRow, now: Date): Promise<void> {
  if (isHolding(booking, now)) return;
  const free = await deps.db.transaction(async (tx) => {
    const ok = await isCarFreeForPeriod(tx, booking.car_id, booking.from, booking.to, booking.id);
    if (ok) {
      await tx.query("UPDATE bookings SET expire_at = $2, updated_at = now() WHERE id = $1 AND status = 'void'", [
        booking.id,
        new Date(now.getTime() + deps.config.paymentHoldMinutes * 60_000),
      ]);
    }
    return ok;
  });
  if (!free) {
    await release(deps.db, booking.id, payment.id, 'cancelled', 'car_unavailable');
    throw carTaken();
  }
}

export type CaptureOutcome = 'confirmed' | 'unknown';

/**
 * Captures the order and confirms its booking. Idempotent: an order already completed answers
 * `confirmed` again. 'unknown' = no such order (for this booking, when one is given).
 */
export async function captureAndConfirm(
  deps: AppDeps,
  orderId: string,
  bookingId: string | null,
  now = new Date(),
): Promise<CaptureOutcome> {
  const payment = await loadPayment(deps.db, orderId);
  if (!payment || (bookingId !== null && payment.booking_id !== bookingId)) return 'unknown';
  const booking = await loadBooking(deps.db, payment.booking_id);
  if (!booking) return 'unknown';
  if (payment.status === 'completed') return 'confirmed';
  if (payment.amendment_id) return captureAmendment(deps, payment, payment.amendment_id, now);
  if (
    payment.status === 'declined' ||
    payment.status === 'failed' ||
    payment.status === 'cancelled' ||
    booking.status !== 'void'
  ) {
    throw paymentFailed();
  }
  await ensureHold(deps, booking, payment, now);

  const result = await paymentGateway(deps).captureOrder({
    orderId,
    paymentStatus: payment.status,
    amountCents: cents(payment.amount),
    currency: payment.currency,
  });
  if (result.outcome === 'not_approved') {
    // PayPal's buyer has not approved yet (or closed the window): a failure of this attempt.
    await closePayment(deps.db, payment.id, 'failed', 'not_approved');
    throw paymentFailed();
  }
  if (result.outcome === 'declined') {
    await closePayment(deps.db, payment.id, 'declined', result.reason);
    throw paymentFailed();
  }
  if (result.amountCents !== cents(payment.amount) || result.currency !== payment.currency) {
    // Never confirm a booking for money other than what it costs; the capture needs a human (refund).
    console.error(
      `Payment ${payment.id} (order ${orderId}): captured ${(result.amountCents / 100).toFixed(2)} ${result.currency} instead of ` +
        `${payment.amount.toFixed(2)} ${payment.currency}; booking ${booking.id} not confirmed, refund needed.`,
    );
    await release(deps.db, booking.id, payment.id, 'failed', 'amount_mismatch');
    throw paymentFailed();
  }
  const status = booking.is_deposit ? 'deposit' : 'paid';
  const confirmed = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE bookings SET status = $2, expire_at = NULL, paid_online = paid_online + $3, updated_at = now()
        WHERE id = $1 AND status = 'void' RETURNING id`,
      [booking.id, status, result.amountCents / 100],
    );
    await tx.query("UPDATE payments SET status = 'completed', capture_id = $2, updated_at = now() WHERE id = $1", [
      payment.id,
      result.captureId,
    ]);
    if (!rows[0]) return null;
    await tx.query('UPDATE cars SET trips = trips + 1 WHERE id = $1', [booking.car_id]);
    return recordMoneyEvent(tx, booking.id, { kind: 'bookingConfirmed' });
  });
  await sendMoneyEventMail(deps, confirmed);
  return 'confirmed';
}

export interface PaymentStateAnswer {
  state: 'paid' | 'processing' | 'unpaid' | 'failed';
  heldUntil: string | null;
}

/**
 * Where an order of this booking stands, read without changing anything: what a buyer whose
 * answer was lost needs to know before trying again. Null when the order is not this booking's.
 */
export async function paymentState(
  db: Db,
  bookingId: string,
  orderId: string,
  now = new Date(),
): Promise<PaymentStateAnswer | null> {
  const payment = await loadPayment(db, orderId);
  if (!payment || payment.booking_id !== bookingId) return null;
  const booking = await loadBooking(db, bookingId);
  if (!booking) return null;
  const heldUntil = isHolding(booking, now) ? booking.expire_at!.toISOString() : null;
  if (payment.status === 'completed') return { state: 'paid', heldUntil: null };
  if (payment.status === 'approved') return { state: 'processing', heldUntil };
  if (payment.status === 'created') return { state: 'unpaid', heldUntil };
  return { state: 'failed', heldUntil };
}

/** The booking of a payment session (order id), or null. */
export async function bookingIdOfSession(db: Db, sessionId: string): Promise<string | null> {
  return (await loadPayment(db, sessionId))?.booking_id ?? null;
}

/**
 * Deletes an unpaid temporary booking, when the caller is its driver or knows one of its order
 * ids, and the unverified account its checkout created when that account has nothing else.
 * Returns whether something was deleted.
 */
export async function deleteTempBooking(
  db: Db,
  bookingId: string,
  sessionId: string,
  callerId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<TempBooking & { has_order: boolean; completed: boolean }>(
      `SELECT ${BOOKING_COLUMNS},
              EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.order_id = $2) AS has_order,
              EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status IN ('approved', 'completed')) AS completed
         FROM bookings b WHERE b.id = $1 FOR UPDATE`,
      [bookingId, sessionId],
    );
    const booking = rows[0];
    const allowed = booking && (booking.has_order || (callerId !== null && booking.driver_id === callerId));
    // An approved or captured payment is money on its way: such a booking is never deleted here.
    if (!booking || !allowed || booking.status !== 'void' || booking.completed) return false;
    await tx.query('DELETE FROM bookings WHERE id = $1', [booking.id]);
    if (booking.guest_account && booking.driver_id) {
      await tx.query(
        `DELETE FROM users u WHERE u.id = $1 AND NOT u.verified AND u.password_hash IS NULL
            AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.driver_id = u.id)`,
        [booking.driver_id],
      );
    }
    return true;
  });
}
