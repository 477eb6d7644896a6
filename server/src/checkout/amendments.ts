/**
 * Amendments that settle their difference (issue 26). A confirmed change is stored with its priced
 * lines and settlement (`booking_amendments`): applied at once when nothing is to be paid online
 * (a refund to record, a new amount due at pick-up, or no difference), otherwise left
 * `awaiting_payment` until `bookingPayments.ts` captures the difference, which applies it. The
 * booking itself is only ever changed by `applyAmendment`, so no change is applied unpaid.
 */
import type { Settlement } from '../../../src/domain/bookingMoney';
import type { PriceBreakdown } from '../../../src/domain/pricing';
import type { Db } from '../db/index';
import { newId } from '../ids';
import { notifyBookingEvent } from '../notifications';
import { recordMoneyEvent, type RecordedMoneyEvent } from './moneyEvents';
import { decideRefund } from './refunds';

export interface AmendmentChange {
  bookingId: string;
  from: Date;
  to: Date;
  pickupLocationId: string;
  dropOffLocationId: string;
  theftProtection: boolean;
  collisionDamageWaiver: boolean;
  fullInsurance: boolean;
  additionalDriver: boolean;
  previousPrice: number;
  breakdown: PriceBreakdown;
  settlement: Settlement;
}

export interface AmendmentRow {
  id: string;
  booking_id: string;
  status: 'awaiting_payment' | 'applied' | 'dropped';
  from: Date;
  to: Date;
  settlement_amount: number;
  expire_at: Date | null;
}

/** Stores a confirmed change: applied now, or waiting `holdMinutes` for its difference to be paid. */
export async function recordAmendment(
  tx: Db,
  change: AmendmentChange,
  holdMinutes: number,
  now = new Date(),
): Promise<string> {
  const awaiting = change.settlement.kind === 'pay';
  // A new change replaces one still waiting for its payment (its open order can no longer be paid).
  await dropAwaitingAmendments(tx, change.bookingId);
  const id = newId(now);
  await tx.query(
    `INSERT INTO booking_amendments (id, booking_id, status, "from", "to", pickup_location_id, drop_off_location_id,
        theft_protection, collision_damage_waiver, full_insurance, additional_driver, previous_price, price, price_lines,
        settlement, settlement_amount, expire_at)
     VALUES ($1, $2, 'awaiting_payment', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      change.bookingId,
      change.from,
      change.to,
      change.pickupLocationId,
      change.dropOffLocationId,
      change.theftProtection,
      change.collisionDamageWaiver,
      change.fullInsurance,
      change.additionalDriver,
      change.previousPrice,
      change.breakdown.totalCents / 100,
      JSON.stringify(change.breakdown),
      change.settlement.kind,
      change.settlement.kind === 'none' ? 0 : change.settlement.amountCents / 100,
      awaiting ? new Date(now.getTime() + holdMinutes * 60_000) : null,
    ],
  );
  return id;
}

/** Drops the booking's change waiting for payment, if any, and closes its open payment orders. */
export async function dropAwaitingAmendments(tx: Db, bookingId: string): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = 'cancelled', failure_code = 'amendment_replaced', updated_at = now()
      WHERE status IN ('created', 'approved')
        AND amendment_id IN (SELECT id FROM booking_amendments WHERE booking_id = $1 AND status = 'awaiting_payment')`,
    [bookingId],
  );
  await tx.query(
    "UPDATE booking_amendments SET status = 'dropped', expire_at = NULL WHERE booking_id = $1 AND status = 'awaiting_payment'",
    [bookingId],
  );
}

/** Drops one change waiting for payment (its payment was declined or failed): the booking stays as it was. */
export async function dropAmendment(db: Db, amendmentId: string): Promise<void> {
  await db.query(
    "UPDATE booking_amendments SET status = 'dropped', expire_at = NULL WHERE id = $1 AND status = 'awaiting_payment'",
    [amendmentId],
  );
}

export async function loadAmendment(db: Db, id: string): Promise<AmendmentRow | undefined> {
  const { rows } = await db.query<AmendmentRow>(
    'SELECT id, booking_id, status, "from", "to", settlement_amount, expire_at FROM booking_amendments WHERE id = $1',
    [id],
  );
  return rows[0];
}

export const isAwaitingPayment = (amendment: AmendmentRow, now: Date) =>
  amendment.status === 'awaiting_payment' &&
  amendment.expire_at !== null &&
  amendment.expire_at.getTime() > now.getTime();

/**
 * Applies a stored change to its booking (dates, locations, extras, price and priced lines), adds
 * `paidCents` (its captured difference) to what was paid online, decides the refund of a lowered
 * price (carried out after the transaction: carryOutRefunds), and notifies the driver: a money
 * event (difference paid, refund) whose e-mail the caller sends once `tx` commits, else a plain
 * notification of the change (null).
 */
export async function applyAmendment(
  tx: Db,
  amendmentId: string,
  paidCents: number,
): Promise<RecordedMoneyEvent | null> {
  const { rows } = await tx.query<{
    booking_id: string;
    driver_id: string;
    additional_driver: boolean;
    settlement: Settlement['kind'];
    settlement_amount: number;
  }>(
    `UPDATE bookings b SET "from" = a."from", "to" = a."to", pickup_location_id = a.pickup_location_id,
        drop_off_location_id = a.drop_off_location_id, theft_protection = a.theft_protection,
        collision_damage_waiver = a.collision_damage_waiver, full_insurance = a.full_insurance,
        additional_driver = a.additional_driver, price = a.price, price_lines = a.price_lines,
        paid_online = b.paid_online + $2, updated_at = now()
       FROM booking_amendments a
      WHERE a.id = $1 AND b.id = a.booking_id
      RETURNING b.id AS booking_id, b.driver_id, b.additional_driver, a.settlement, a.settlement_amount`,
    [amendmentId, paidCents / 100],
  );
  const booking = rows[0]!;
  await tx.query(
    "UPDATE booking_amendments SET status = 'applied', applied_at = now(), expire_at = NULL WHERE id = $1",
    [amendmentId],
  );
  if (!booking.additional_driver)
    await tx.query('DELETE FROM booking_additional_drivers WHERE booking_id = $1', [booking.booking_id]);
  if (paidCents > 0)
    return recordMoneyEvent(tx, booking.booking_id, { kind: 'differencePaid', amountCents: paidCents });
  // The refund the amendment recorded (bookingMoney's amendmentSettlement), as the dialog showed it.
  if (booking.settlement === 'refund') {
    const amountCents = Math.round(booking.settlement_amount * 100);
    await decideRefund(tx, { bookingId: booking.booking_id, amountCents, cause: 'amendment', amendmentId });
    return recordMoneyEvent(tx, booking.booking_id, { kind: 'refund', amountCents });
  }
  await notifyBookingEvent(tx, { userId: booking.driver_id, bookingId: booking.booking_id, event: 'amended' });
  return null;
}
