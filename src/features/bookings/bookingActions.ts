import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Booking } from './api/bookingsApi';

/**
 * Which actions a driver may take on a booking, and why not when they may not. The server checks
 * the same rules (it has the last word); the UI uses them to offer only what will work and to say
 * why something is not offered.
 */
export type BookingAction = 'amend' | 'cancel' | 'delete';

export type Refusal =
  | 'cancelled'
  | 'notConfirmed'
  | 'cancelRequested'
  | 'noCancellationOption'
  | 'noAmendmentsOption'
  | 'started'
  | 'startsWithin24Hours'
  | 'notDeletable';

export type Eligibility = { allowed: true } | { allowed: false; reason: Refusal };

const AMEND_NOTICE_MS = 24 * 3_600_000;
const ALLOWED: Eligibility = { allowed: true };
const refuse = (reason: Refusal): Eligibility => ({ allowed: false, reason });

/** Pay-later bookings come with free amendments and cancellation (spec §4). */
export function isPayLater(booking: Booking): boolean {
  const flag = (booking as Booking & { payLater?: boolean }).payLater;
  return typeof flag === 'boolean' ? flag : booking.status === 'pending' && !booking.isDeposit && !booking.isPayedInFull;
}

/** Refusals shared by cancel and amend: nothing to change on a cancelled, unconfirmed or already-cancelling booking. */
function changeRefusal(booking: Booking): Refusal | null {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'void') return 'notConfirmed';
  if (booking.cancelRequest) return 'cancelRequested';
  return null;
}

export function canCancel(booking: Booking, now: number): Eligibility {
  const refusal = changeRefusal(booking);
  if (refusal) return refuse(refusal);
  if (!booking.cancellation && !isPayLater(booking)) return refuse('noCancellationOption');
  if (Date.parse(booking.from) <= now) return refuse('started');
  return ALLOWED;
}

export function canAmend(booking: Booking, now: number): Eligibility {
  const refusal = changeRefusal(booking);
  if (refusal) return refuse(refusal);
  if (!booking.amendments && !isPayLater(booking)) return refuse('noAmendmentsOption');
  if (Date.parse(booking.from) <= now) return refuse('started');
  if (Date.parse(booking.from) - now <= AMEND_NOTICE_MS) return refuse('startsWithin24Hours');
  return ALLOWED;
}

export function canDelete(booking: Booking): Eligibility {
  return booking.status === 'void' || booking.status === 'cancelled' ? ALLOWED : refuse('notDeletable');
}

export function eligibility(booking: Booking, action: BookingAction, now: number): Eligibility {
  if (action === 'amend') return canAmend(booking, now);
  if (action === 'cancel') return canCancel(booking, now);
  return canDelete(booking);
}

/** Why an action is not offered, as the driver reads it. */
export const refusalMessages = defineMessages({
  cancelled: { id: 'bookings.refusal.cancelled', defaultMessage: 'This booking is cancelled.', description: 'Why an action is not offered' },
  notConfirmed: { id: 'bookings.refusal.notConfirmed', defaultMessage: 'This booking was never confirmed.', description: 'Why an action is not offered: void booking' },
  cancelRequested: {
    id: 'bookings.refusal.cancelRequested',
    defaultMessage: 'A cancel request is already waiting for the provider.',
    description: 'Why an action is not offered',
  },
  noCancellationOption: {
    id: 'bookings.refusal.noCancellationOption',
    defaultMessage: 'The cancellation option was not taken for this booking.',
    description: 'Why cancel is not offered',
  },
  noAmendmentsOption: {
    id: 'bookings.refusal.noAmendmentsOption',
    defaultMessage: 'The amendments option was not taken for this booking.',
    description: 'Why edit is not offered',
  },
  started: { id: 'bookings.refusal.started', defaultMessage: 'The rental has already started.', description: 'Why an action is not offered' },
  startsWithin24Hours: {
    id: 'bookings.refusal.startsWithin24Hours',
    defaultMessage: 'Changes are possible only until 24 hours before pick-up.',
    description: 'Why edit is not offered',
  },
  notDeletable: {
    id: 'bookings.refusal.notDeletable',
    defaultMessage: 'Only void or cancelled bookings can be deleted.',
    description: 'Why delete is not offered',
  },
}) satisfies Record<Refusal, MessageDescriptor>;
