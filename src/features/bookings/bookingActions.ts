import { defineMessages, type MessageDescriptor } from 'react-intl';
import { bookingActions, type BookingActionReason, type BookingActions } from '@/domain/bookingActions';
import type { Booking } from './api/bookingsApi';

export type { BookingAction } from '@/domain/bookingActions';

/** The booking fields the rules are read from, as a host sends them (BookCars may leave some out). */
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

/** A BookCars host sends no `payLater`: a pending booking paid nothing online was booked to pay later. */
function isPayLater(booking: RuleFields): boolean {
  return booking.payLater ?? (booking.status === 'pending' && !booking.isDeposit && !booking.isPayedInFull);
}

/**
 * The domain's verdict (src/domain/bookingActions.ts), for a host that does not send `actions`
 * (BookCars); the reference server sends the same verdict with every booking.
 */
export function computeActions(booking: RuleFields, now: number): BookingActions {
  return bookingActions(
    {
      status: booking.status,
      from: new Date(booking.from),
      cancellation: booking.cancellation,
      amendments: booking.amendments,
      payLater: isPayLater(booking),
      cancelRequest: booking.cancelRequest === true,
    },
    new Date(now),
  );
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
}) satisfies Record<BookingActionReason | 'unknown', MessageDescriptor>;

export function refusalMessage(reason: string | undefined): MessageDescriptor {
  return reason && reason in refusalMessages
    ? refusalMessages[reason as keyof typeof refusalMessages]
    : refusalMessages.unknown;
}
