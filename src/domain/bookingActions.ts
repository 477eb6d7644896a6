/**
 * What a driver may do with a booking now — request its cancellation, amend it, delete it — and
 * why not (issue 6). The server enforces these rules and sends their verdict with every booking;
 * the app explains the verdict, and computes it itself for a BookCars host, which sends none.
 *
 * - Cancel and amend need the option bought at checkout, or a pay-later booking (spec §4: paying
 *   at the counter comes with free amendments and cancellation); never once the rental started, on
 *   a void or cancelled booking, or while a cancel request waits for the supplier.
 * - Amendments close 24 hours before pick-up.
 * - Only a void or cancelled booking (it holds nothing and costs nothing) may be deleted.
 */

/** Amendments close this long before pick-up. */
export const AMEND_NOTICE_MS = 24 * 3_600_000;

/** A booking's status (the contract's BookingStatus; the server checks they stay equal). */
export type BookingStatus = 'void' | 'pending' | 'deposit' | 'paid' | 'paidInFull' | 'reserved' | 'cancelled';

/**
 * Why an action on a booking is refused: the contract's BookingActionReason (the server checks
 * they stay equal), sent as the `code` of a 409 and in `actions`. The rules below give all but
 * three: `not_found` (a missing or another driver's booking), `car_unavailable` and `price_changed`
 * (an amendment's new period or price), which need the database.
 */
export type BookingActionReason =
  | 'not_found'
  | 'no_cancellation_option'
  | 'no_amendments_option'
  | 'already_started'
  | 'starts_within_24_hours'
  | 'cancel_already_requested'
  | 'already_cancelled'
  | 'payment_incomplete'
  | 'not_void_or_cancelled'
  | 'car_unavailable'
  | 'price_changed';

/** The booking facts the rules read. */
export interface BookingActionFacts {
  status: BookingStatus;
  /** Pick-up time. */
  from: Date;
  /** The cancellation option was bought. */
  cancellation: boolean;
  /** The amendments option was bought. */
  amendments: boolean;
  /** Booked to pay at the counter. */
  payLater: boolean;
  /** A cancel request waits for the supplier. */
  cancelRequest: boolean;
}

/** Refusals shared by cancel and amend: the booking is over, was never paid, or is being cancelled. */
function changeRefusal(b: BookingActionFacts): BookingActionReason | null {
  if (b.status === 'cancelled') return 'already_cancelled';
  if (b.status === 'void') return 'payment_incomplete';
  if (b.cancelRequest) return 'cancel_already_requested';
  return null;
}

const started = (b: BookingActionFacts, now: Date) => b.from.getTime() <= now.getTime();

/** Why a cancel request is refused now, or null when it is allowed. */
export function cancelRefusal(b: BookingActionFacts, now: Date): BookingActionReason | null {
  const change = changeRefusal(b);
  if (change) return change;
  if (!b.cancellation && !b.payLater) return 'no_cancellation_option';
  if (started(b, now)) return 'already_started';
  return null;
}

/** Why an amendment is refused now, or null when it is allowed. */
export function amendRefusal(b: BookingActionFacts, now: Date): BookingActionReason | null {
  const change = changeRefusal(b);
  if (change) return change;
  if (!b.amendments && !b.payLater) return 'no_amendments_option';
  if (started(b, now)) return 'already_started';
  if (b.from.getTime() - now.getTime() <= AMEND_NOTICE_MS) return 'starts_within_24_hours';
  return null;
}

/** Why deleting is refused, or null when it is allowed. */
export function deleteRefusal(b: Pick<BookingActionFacts, 'status'>): BookingActionReason | null {
  return b.status === 'void' || b.status === 'cancelled' ? null : 'not_void_or_cancelled';
}

/** One action's verdict, as the contract's BookingActionState. */
export interface BookingActionState {
  allowed: boolean;
  reason?: BookingActionReason;
}

/** The verdict on every action, as the contract's BookingActions. */
export interface BookingActions {
  cancel: BookingActionState;
  amend: BookingActionState;
  delete: BookingActionState;
}

export type BookingAction = keyof BookingActions;

const verdict = (reason: BookingActionReason | null): BookingActionState =>
  reason ? { allowed: false, reason } : { allowed: true };

export function bookingActions(b: BookingActionFacts, now: Date): BookingActions {
  return {
    cancel: verdict(cancelRefusal(b, now)),
    amend: verdict(amendRefusal(b, now)),
    delete: verdict(deleteRefusal(b)),
  };
}

/** A bulk action (the contract's BulkBookingActionPayload `action`) applies this action's rule to each booking. */
export const BULK_ACTION_RULE = { cancelRequest: 'cancel', delete: 'delete' } as const satisfies Record<
  string,
  BookingAction
>;

export type BulkAction = keyof typeof BULK_ACTION_RULE;
