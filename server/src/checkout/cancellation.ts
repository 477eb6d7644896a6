/**
 * Confirming a driver's cancel request (issue 39). A driver only requests a cancellation
 * (`cancelBooking`); the supplier or an administrator confirms it — BookCars' admin app sets the
 * booking's status to cancelled. This server has no admin app, so support confirms with
 * `npm run bookings:confirm-cancellation -- <booking id>` (README "Operating the server").
 *
 * The confirmation and the refund it decides are one transaction; the refund is carried out
 * through the gateway after it commits (refunds.ts).
 */
import { cancellationRefundCents } from '../../../src/domain/bookingMoney';
import { ApiError, notFound } from '../errors';
import type { AppDeps } from '../types';
import { dropAwaitingAmendments } from './amendments';
import { recordMoneyEvent, sendMoneyEventMail } from './moneyEvents';
import { carryOutRefunds, decideRefund, type RefundRow } from './refunds';
import { storedBookingMoney } from './storedMoney';

export interface CancellationConfirmed {
  bookingId: string;
  /** Decided refund, in cents (what the booking kept online). */
  refundCents: number;
  /** The refunds' rows after their first attempt. */
  refunds: RefundRow[];
}

/** Cancels a booking whose driver asked to, and refunds what it kept online. */
export async function confirmCancellation(deps: AppDeps, bookingId: string): Promise<CancellationConfirmed> {
  const { drawn, mail } = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      status: string;
      cancel_request: boolean;
      driver_id: string | null;
      price: number;
      deposit: number;
      paid_online: number;
      is_deposit: boolean;
      is_payed_in_full: boolean;
    }>(
      `SELECT status, cancel_request, driver_id, price, deposit, paid_online, is_deposit, is_payed_in_full
         FROM bookings WHERE id = $1 FOR UPDATE`,
      [bookingId],
    );
    const booking = rows[0];
    if (!booking) throw notFound('No booking with this id.');
    if (booking.status === 'cancelled') throw new ApiError(409, 'already_cancelled', 'This booking is cancelled.');
    if (!booking.cancel_request) {
      throw new ApiError(409, 'no_cancel_request', 'The driver has not asked to cancel this booking.');
    }
    await dropAwaitingAmendments(tx, bookingId);
    const refund = cancellationRefundCents(storedBookingMoney(booking));
    const drawn = refund > 0 ? await decideRefund(tx, { bookingId, amountCents: refund, cause: 'cancellation' }) : 0;
    await tx.query("UPDATE bookings SET status = 'cancelled', updated_at = now() WHERE id = $1", [bookingId]);
    // The driver's notification and e-mail state what the cancellation refunds.
    const mail = await recordMoneyEvent(tx, bookingId, { kind: 'cancellationConfirmed', refundCents: refund });
    return { drawn, mail };
  });
  const refunds = await carryOutRefunds(deps, bookingId);
  await sendMoneyEventMail(deps, mail);
  return { bookingId, refundCents: drawn, refunds };
}
