import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Booking, BookingActionReason, BookingActions, BookingActionState } from './api/bookingsApi';

/**
 * What a driver may do with a booking, and why not. The reference server decides and sends
 * `actions` with every booking (so the app offers only what it will accept); `normalized` in the
 * API module fills them in for a BookCars host, which does not send them.
 */
export type BookingAction = keyof BookingActions;

const AMEND_NOTICE_MS = 24 * 3_600_000;
const ALLOWED: BookingActionState = { allowed: true };
const refuse = (reason: BookingActionReason): BookingActionState => ({ allowed: false, reason });

interface RuleFields {
  status: Booking['status'];
  from: string;
  cancellation: boolean;
  amendments: boolean;
  cancelRequest?: boolean;
  isDeposit?: boolean;
  isPayedInFull?: boolean;
  payLater?: boolean;
}

/** Pay-later bookings come with free amendments and cancellation (spec §4). */
function isPayLater(booking: RuleFields): boolean {
  return booking.payLater ?? (booking.status === 'pending' && !booking.isDeposit && !booking.isPayedInFull);
}

function changeRefusal(booking: RuleFields): BookingActionReason | null {
  if (booking.status === 'cancelled') return 'already_cancelled';
  if (booking.status === 'void') return 'payment_incomplete';
  if (booking.cancelRequest) return 'cancel_already_requested';
  return null;
}

/** The rules of issue 6, for a host that does not send `actions` (BookCars). */
export function computeActions(booking: RuleFields, now: number): BookingActions {
  const from = Date.parse(booking.from);
  const change = changeRefusal(booking);
  const cancel: BookingActionReason | null =
    change ??
    (!booking.cancellation && !isPayLater(booking) ? 'no_cancellation_option' : from <= now ? 'already_started' : null);
  const amend: BookingActionReason | null =
    change ??
    (!booking.amendments && !isPayLater(booking)
      ? 'no_amendments_option'
      : from <= now
        ? 'already_started'
        : from - now <= AMEND_NOTICE_MS
          ? 'starts_within_24_hours'
          : null);
  return {
    cancel: cancel ? refuse(cancel) : ALLOWED,
    amend: amend ? refuse(amend) : ALLOWED,
    delete: booking.status === 'void' || booking.status === 'cancelled' ? ALLOWED : refuse('not_void_or_cancelled'),
  };
}

/** Why an action is not offered or did not happen, as the driver reads it (by the API's reason code). */
export const refusalMessages = defineMessages({
  already_cancelled: {
    id: 'bookings.refusal.cancelled',
    defaultMessage: 'This booking is cancelled.',
    description: 'Why an action is not offered',
  },
  payment_incomplete: {
    id: 'bookings.refusal.notConfirmed',
    defaultMessage: 'The payment of this booking was not completed.',
    description: 'Why an action is not offered: void booking',
  },
  cancel_already_requested: {
    id: 'bookings.refusal.cancelRequested',
    defaultMessage: 'A cancel request is already waiting for the provider.',
    description: 'Why an action is not offered',
  },
  no_cancellation_option: {
    id: 'bookings.refusal.noCancellationOption',
    defaultMessage: 'The cancellation option was not taken for this booking.',
    description: 'Why cancel is not offered',
  },
  no_amendments_option: {
    id: 'bookings.refusal.noAmendmentsOption',
    defaultMessage: 'The amendments option was not taken for this booking.',
    description: 'Why edit is not offered',
  },
  already_started: {
    id: 'bookings.refusal.started',
    defaultMessage: 'The rental has already started.',
    description: 'Why an action is not offered',
  },
  starts_within_24_hours: {
    id: 'bookings.refusal.startsWithin24Hours',
    defaultMessage: 'Changes are possible only until 24 hours before pick-up.',
    description: 'Why edit is not offered',
  },
  not_void_or_cancelled: {
    id: 'bookings.refusal.notDeletable',
    defaultMessage: 'Only void or cancelled bookings can be deleted.',
    description: 'Why delete is not offered',
  },
  not_found: {
    id: 'bookings.refusal.notFound',
    defaultMessage: 'This booking no longer exists.',
    description: 'Why a bulk action skipped a booking',
  },
  car_unavailable: {
    id: 'bookings.refusal.carUnavailable',
    defaultMessage: 'The car is not available for these dates.',
    description: 'Amendment refused: the car is booked by someone else',
  },
  price_changed: {
    id: 'bookings.refusal.priceChanged',
    defaultMessage: 'The price changed meanwhile. Check the new price and confirm again.',
    description: 'Amendment refused: the price is not the one shown',
  },
  pickup_too_soon: {
    id: 'bookings.refusal.pickupTooSoon',
    defaultMessage: 'The new pick-up time must be more than 24 hours from now.',
    description: 'Amendment refused: new pick-up too soon',
  },
  invalid_location: {
    id: 'bookings.refusal.invalidLocation',
    defaultMessage: 'The car cannot be picked up or returned at this location.',
    description: 'Amendment refused: location not served',
  },
  extra_unavailable: {
    id: 'bookings.refusal.extraUnavailable',
    defaultMessage: 'One of the chosen extras is not available for this car.',
    description: 'Amendment refused: extra unavailable',
  },
  unknown: {
    id: 'bookings.refusal.unknown',
    defaultMessage: 'This is not possible for this booking.',
    description: 'Fallback reason an action is refused',
  },
});

export function refusalMessage(reason: string | undefined): MessageDescriptor {
  return reason && reason in refusalMessages
    ? refusalMessages[reason as keyof typeof refusalMessages]
    : refusalMessages.unknown;
}
