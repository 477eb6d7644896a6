import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ExtraName } from '@/domain/pricing';
import type { BookingStatus } from './api/bookingsApi';

const statusNames = defineMessages({
  void: {
    id: 'bookings.status.void',
    defaultMessage: 'Awaiting payment',
    description: 'Booking status: the online payment is not finished (temporary booking)',
  },
  pending: {
    id: 'bookings.status.pending',
    // Not "Pending": the booking is firm, only the payment waits for the counter.
    defaultMessage: 'Reserved — pay at pick-up',
    description: 'Booking status: booked, to pay at the counter when the car is picked up',
  },
  deposit: {
    id: 'bookings.status.deposit',
    defaultMessage: 'Deposit paid',
    description: 'Booking status: the deposit was paid online',
  },
  paid: {
    id: 'bookings.status.paid',
    defaultMessage: 'Paid',
    description: 'Booking status: the rental and the deposit were paid online',
  },
  reserved: {
    id: 'bookings.status.reserved',
    defaultMessage: 'Reserved',
    description: 'Booking status: reserved by the supplier',
  },
  cancelled: { id: 'bookings.status.cancelled', defaultMessage: 'Cancelled', description: 'Booking status: cancelled' },
});

/**
 * Names of the booking statuses as drivers read them (the badge shows the name, never colour
 * alone). The API's values stay as they are: BookCars' two "paid" statuses (paid, paidInFull)
 * mean the same to a driver and read as one.
 */
export const statusMessages: Record<BookingStatus, MessageDescriptor> = {
  ...statusNames,
  paidInFull: statusNames.paid,
};

const statusExplanations = defineMessages({
  void: {
    id: 'bookings.status.void.description',
    defaultMessage: 'Your online payment is not finished: the car is held for you for a few minutes, then released.',
    description: 'One-line explanation of the status "Awaiting payment"',
  },
  pending: {
    id: 'bookings.status.pending.description',
    defaultMessage: 'Booked: you pay at the counter when you pick up the car.',
    description: 'One-line explanation of the status "Reserved — pay at pick-up"',
  },
  deposit: {
    id: 'bookings.status.deposit.description',
    defaultMessage: 'Booked: the deposit was paid online, the rest is paid when you pick up the car.',
    description: 'One-line explanation of the status "Deposit paid"',
  },
  paid: {
    id: 'bookings.status.paid.description',
    defaultMessage: 'Booked: the rental and the deposit were paid online.',
    description: 'One-line explanation of the status "Paid"',
  },
  reserved: {
    id: 'bookings.status.reserved.description',
    defaultMessage: 'The supplier has set the car aside for your booking.',
    description: 'One-line explanation of the status "Reserved"',
  },
  cancelled: {
    id: 'bookings.status.cancelled.description',
    defaultMessage: 'This booking is cancelled: the car is no longer held for you.',
    description: 'One-line explanation of the status "Cancelled"',
  },
});

/** Each status explained in one line, where a status is shown (booking page, bookings filter). */
export const statusDescriptions: Record<BookingStatus, MessageDescriptor> = {
  ...statusExplanations,
  paidInFull: statusExplanations.paid,
};

/** Colour palette of each status badge (the label carries the meaning; colour only helps scanning). */
export const statusPalette: Record<BookingStatus, string> = {
  void: 'gray',
  pending: 'orange',
  deposit: 'purple',
  paid: 'green',
  paidInFull: 'teal',
  reserved: 'blue',
  cancelled: 'red',
};

/** Names of the optional extras as the booking shows them. */
export const extraMessages = defineMessages({
  cancellation: { id: 'bookings.extra.cancellation', defaultMessage: 'Cancellation', description: 'Booking extra' },
  amendments: { id: 'bookings.extra.amendments', defaultMessage: 'Amendments', description: 'Booking extra' },
  theftProtection: {
    id: 'bookings.extra.theftProtection',
    defaultMessage: 'Theft protection',
    description: 'Booking extra',
  },
  collisionDamageWaiver: {
    id: 'bookings.extra.collisionDamageWaiver',
    defaultMessage: 'Collision damage waiver',
    description: 'Booking extra',
  },
  fullInsurance: { id: 'bookings.extra.fullInsurance', defaultMessage: 'Full insurance', description: 'Booking extra' },
  additionalDriver: {
    id: 'bookings.extra.additionalDriver',
    defaultMessage: 'Additional driver',
    description: 'Booking extra',
  },
}) satisfies Record<ExtraName, unknown>;

export const paymentMessages = defineMessages({
  payLater: {
    id: 'bookings.payment.payLater',
    defaultMessage: 'Pay later at the counter',
    description: 'Payment option of a booking',
  },
  deposit: {
    id: 'bookings.payment.deposit',
    defaultMessage: 'Deposit paid online',
    description: 'Payment option of a booking',
  },
  full: {
    id: 'bookings.payment.full',
    defaultMessage: 'Paid in full online',
    description: 'Payment option of a booking',
  },
  inProgress: {
    id: 'bookings.payment.inProgress',
    defaultMessage: 'Online payment not completed',
    description: 'Payment option of a booking whose payment is not finished',
  },
});

/** Title and message of the confirmation shown after checkout, by status. */
export const confirmationMessages = {
  paid: defineMessages({
    title: {
      id: 'bookings.confirmation.paid.title',
      defaultMessage: 'Your payment was successful',
      description: 'Confirmation title after paying online',
    },
    message: {
      id: 'bookings.confirmation.paid.message',
      defaultMessage: 'Your booking is confirmed. A confirmation e-mail with all the details is on its way.',
      description: 'Confirmation message after paying online',
    },
  }),
  deposit: defineMessages({
    title: {
      id: 'bookings.confirmation.deposit.title',
      defaultMessage: 'Your deposit was paid',
      description: 'Confirmation title after paying the deposit',
    },
    message: {
      id: 'bookings.confirmation.deposit.message',
      defaultMessage:
        'Your booking is confirmed. The rest of the price is paid when you pick up the car. A confirmation e-mail is on its way.',
      description: 'Confirmation message after paying the deposit',
    },
  }),
  pending: defineMessages({
    title: {
      id: 'bookings.confirmation.pending.title',
      defaultMessage: 'Your booking is registered',
      description: 'Confirmation title of a pay-later booking',
    },
    message: {
      id: 'bookings.confirmation.pending.message',
      defaultMessage:
        'You pay at the counter when you pick up the car. A confirmation e-mail with all the details is on its way.',
      description: 'Confirmation message of a pay-later booking',
    },
  }),
  void: defineMessages({
    title: {
      id: 'bookings.confirmation.void.title',
      defaultMessage: 'Checking in progress',
      description: 'Confirmation title while the payment is not confirmed yet',
    },
    message: {
      id: 'bookings.confirmation.void.message',
      defaultMessage: 'Your payment is being checked. This page will show the confirmation as soon as it is done.',
      description: 'Confirmation message while the payment is not confirmed yet',
    },
  }),
  other: defineMessages({
    title: {
      id: 'bookings.confirmation.other.title',
      defaultMessage: 'Your booking is registered',
      description: 'Confirmation title for other statuses',
    },
    message: {
      id: 'bookings.confirmation.other.message',
      defaultMessage: 'The current status of your booking is shown below.',
      description: 'Confirmation message for other statuses',
    },
  }),
};

export const loadErrorMessage = defineMessage({
  id: 'bookings.booking.loadError',
  defaultMessage: 'Something went wrong! Try again later',
  description: 'Spec message when a booking (or its confirmation) cannot be loaded',
});

export const retryMessage = defineMessage({
  id: 'common.retry',
  defaultMessage: 'Try again',
  description: 'Button retrying a failed request',
});
