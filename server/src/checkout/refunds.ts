/**
 * Refunds carried out through the gateway that took the money (issue 39).
 *
 * - `decideRefund` runs inside the transaction that lowers what a booking keeps (an amendment that
 *   lowers its price, a confirmed cancellation): it draws the amount from the booking's captures in
 *   order (checkout first, then paid differences), minus what earlier refunds already took from
 *   each, stores one `pending` row per capture and lowers `paid_online` by the amount.
 * - `carryOutRefunds` runs after that transaction commits (a gateway call never holds one open):
 *   each row is claimed by one attempt, sent with its idempotency key, and becomes `done`, stays
 *   `pending` (the gateway answered PENDING) or `failed` with the reason. A failure is logged for
 *   support and stays on the booking until a retry (the driver's, support's, or the next start).
 * - `resumeRefunds` (at start and every quarter of an hour) also asks the gateway about refunds it
 *   answered PENDING, and records them done or failed (a failed one is then retried like any other).
 *
 * A refund is never issued twice: one attempt at a time per row (the claim), and every attempt of
 * a row whose outcome is unknown (gateway unreachable) reuses its key, so PayPal answers the refund
 * it already made. Only after a definite refusal does a retry send a new key.
 */
import type { Db } from '../db/index';
import { newId } from '../ids';
import { paymentGateway, type RefundResult } from '../payments/gateway';
import type { AppDeps } from '../types';

export type RefundStatus = 'pending' | 'done' | 'failed';
export type RefundCause = 'amendment' | 'cancellation';

/** The reason of a failure whose outcome is unknown: its retry must reuse the same key. */
const UNREACHABLE = 'gateway_unreachable';
/** An attempt older than this that never answered may be claimed again (a crash mid-call). */
const STALE_ATTEMPT = "interval '2 minutes'";

export interface RefundRow {
  id: string;
  booking_id: string;
  payment_id: string;
  cause: RefundCause;
  amount_cents: number;
  currency: string;
  status: RefundStatus;
  failure_reason: string | null;
  gateway_refund_id: string | null;
  attempts: number;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

const REFUND_COLUMNS = `id, booking_id, payment_id, cause, amount_cents, currency, status, failure_reason,
  gateway_refund_id, attempts, created_at, updated_at, completed_at`;

/**
 * Decides a refund of `amountCents` of the booking (inside the deciding transaction). Returns the
 * cents it could draw from captures: less than asked only when the booking's online money was not
 * captured through a payment row (bookings seeded before payments were stored), logged for support.
 */
export async function decideRefund(
  tx: Db,
  refund: { bookingId: string; amountCents: number; cause: RefundCause; amendmentId?: string },
  now = new Date(),
): Promise<number> {
  const { rows: captures } = await tx.query<{ id: string; amount: number; currency: string; refunded: number }>(
    `SELECT p.id, p.amount, p.currency,
            COALESCE((SELECT sum(r.amount_cents) FROM refunds r WHERE r.payment_id = p.id), 0)::int AS refunded
       FROM payments p
      WHERE p.booking_id = $1 AND p.status = 'completed' AND p.capture_id IS NOT NULL
      ORDER BY p.created_at, p.id`,
    [refund.bookingId],
  );
  let left = refund.amountCents;
  for (const capture of captures) {
    const take = Math.min(left, Math.round(capture.amount * 100) - capture.refunded);
    if (take <= 0) continue;
    const id = newId(now);
    await tx.query(
      `INSERT INTO refunds (id, booking_id, payment_id, cause, amendment_id, amount_cents, currency, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        refund.bookingId,
        capture.id,
        refund.cause,
        refund.amendmentId ?? null,
        take,
        capture.currency,
        `refund-${id}`,
      ],
    );
    left -= take;
    if (left === 0) break;
  }
  const drawn = refund.amountCents - left;
  if (left > 0) {
    console.error(
      `Booking ${refund.bookingId}: ${(left / 100).toFixed(2)} to refund (${refund.cause}) has no capture to refund from; refund it by hand.`,
    );
  }
  if (drawn > 0) {
    await tx.query('UPDATE bookings SET paid_online = paid_online - $2, updated_at = now() WHERE id = $1', [
      refund.bookingId,
      drawn / 100,
    ]);
  }
  return drawn;
}

/** The refunds of a booking, oldest first. */
export async function bookingRefunds(db: Db, bookingId: string): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `SELECT ${REFUND_COLUMNS} FROM refunds WHERE booking_id = $1 ORDER BY created_at, id`,
    [bookingId],
  );
  return rows;
}

interface Claimed extends RefundRow {
  idempotency_key: string;
  capture_id: string;
  gateway: 'test' | 'paypal';
}

/**
 * Claims a refund for one attempt: a new one, a failed one (retry), or one whose attempt stalled.
 * A refused refund gets a new key (nothing was issued under the old one); any other keeps its key.
 */
async function claim(db: Db, refundId: string, retryFailed: boolean): Promise<Claimed | undefined> {
  const { rows } = await db.query<Claimed>(
    `UPDATE refunds r SET attempts = r.attempts + 1, attempted_at = now(), status = 'pending', updated_at = now(),
            idempotency_key = CASE WHEN r.status = 'failed' AND r.failure_reason <> '${UNREACHABLE}'
                                   THEN 'refund-' || r.id || '-' || (r.attempts + 1) ELSE r.idempotency_key END
       FROM payments p
      WHERE r.id = $1 AND p.id = r.payment_id AND r.gateway_refund_id IS NULL
        AND ((r.status = 'pending' AND (r.attempted_at IS NULL OR r.attempted_at < now() - ${STALE_ATTEMPT}))
             OR (r.status = 'failed' AND $2::boolean))
      RETURNING r.id, r.booking_id, r.payment_id, r.cause, r.amount_cents, r.currency, r.status, r.failure_reason,
                r.gateway_refund_id, r.attempts, r.created_at, r.updated_at, r.completed_at, r.idempotency_key,
                p.capture_id, p.gateway`,
    [refundId, retryFailed],
  );
  return rows[0];
}

/** One attempt of a claimed refund through the gateway that took its money. */
async function attempt(deps: AppDeps, refund: Claimed): Promise<RefundResult> {
  const gateway = paymentGateway(deps);
  // The money goes back the way it came: a capture of another gateway cannot be refunded here.
  if (gateway.kind !== refund.gateway) return { outcome: 'failed', reason: `${refund.gateway}_gateway_not_configured` };
  try {
    return await gateway.refund({
      captureId: refund.capture_id,
      amountCents: refund.amount_cents,
      currency: refund.currency,
      idempotencyKey: refund.idempotency_key,
    });
  } catch {
    return { outcome: 'failed', reason: UNREACHABLE };
  }
}

async function record(db: Db, refund: { id: string }, result: RefundResult): Promise<RefundRow> {
  const { rows } =
    result.outcome === 'failed'
      ? await db.query<RefundRow>(
          // No gateway refund stands any more (a PENDING one the gateway failed later): a retry may claim it.
          `UPDATE refunds SET status = 'failed', failure_reason = $2, gateway_refund_id = NULL, updated_at = now()
            WHERE id = $1 RETURNING ${REFUND_COLUMNS}`,
          [refund.id, result.reason],
        )
      : await db.query<RefundRow>(
          `UPDATE refunds SET status = $2, gateway_refund_id = $3, failure_reason = NULL, updated_at = now(),
                  completed_at = CASE WHEN $2 = 'done' THEN now() END
            WHERE id = $1 RETURNING ${REFUND_COLUMNS}`,
          [refund.id, result.outcome === 'completed' ? 'done' : 'pending', result.refundId],
        );
  const row = rows[0]!;
  if (row.status === 'failed') {
    // Support's record of a failed refund (the driver sees it on the booking, with a retry).
    console.error(
      `Refund ${row.id} of booking ${row.booking_id}: ${(row.amount_cents / 100).toFixed(2)} ${row.currency} ` +
        `failed (${row.failure_reason}, attempt ${row.attempts}); retry it from the booking or restart the server.`,
    );
  }
  return row;
}

/**
 * Carries out the booking's refunds that wait for an attempt — and its failed ones too when
 * `retryFailed` (a retry asked for) — one at a time. Returns the refunds whose attempt ended now.
 */
export async function carryOutRefunds(
  deps: AppDeps,
  bookingId: string,
  { retryFailed = false } = {},
): Promise<RefundRow[]> {
  const { rows } = await deps.db.query<{ id: string }>(
    `SELECT id FROM refunds WHERE booking_id = $1 AND status <> 'done' AND gateway_refund_id IS NULL
      ORDER BY created_at, id`,
    [bookingId],
  );
  const ended: RefundRow[] = [];
  for (const { id } of rows) {
    const claimed = await claim(deps.db, id, retryFailed);
    if (!claimed) continue; // done, in flight elsewhere, or a failure nobody asked to retry
    ended.push(await record(deps.db, claimed, await attempt(deps, claimed)));
  }
  return ended;
}

/**
 * Asks the gateway how the refunds it answered PENDING ended, and records those that did (done, or
 * failed: retriable). Unreachable, or still pending: asked again next time. Returns the refunds that ended.
 */
export async function settlePendingRefunds(deps: AppDeps): Promise<RefundRow[]> {
  const gateway = paymentGateway(deps);
  const { rows } = await deps.db.query<{ id: string; gateway_refund_id: string }>(
    `SELECT r.id, r.gateway_refund_id FROM refunds r JOIN payments p ON p.id = r.payment_id
      WHERE r.status = 'pending' AND r.gateway_refund_id IS NOT NULL AND p.gateway = $1
      ORDER BY r.created_at, r.id`,
    [gateway.kind],
  );
  const ended: RefundRow[] = [];
  for (const { id, gateway_refund_id } of rows) {
    let result: RefundResult;
    try {
      result = await gateway.refundStatus(gateway_refund_id);
    } catch {
      continue;
    }
    if (result.outcome === 'pending') continue;
    ended.push(await record(deps.db, { id }, result));
  }
  return ended;
}

/**
 * At start and every quarter of an hour: settles the refunds the gateway answered PENDING, then
 * carries out every refund decided but never attempted, stalled, or failed.
 */
export async function resumeRefunds(deps: AppDeps): Promise<void> {
  await settlePendingRefunds(deps);
  const { rows } = await deps.db.query<{ booking_id: string }>(
    "SELECT DISTINCT booking_id FROM refunds WHERE status <> 'done' AND gateway_refund_id IS NULL",
  );
  for (const { booking_id } of rows) await carryOutRefunds(deps, booking_id, { retryFailed: true });
}
