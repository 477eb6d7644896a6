import { defineMessages, type MessageDescriptor } from 'react-intl';
import { notificationSentence, type NotificationEvent, type NotificationSentence } from '@/domain/notificationSentence';
import type { Notification } from './api/notificationsApi';

/** One sentence per booking event, written from the notification's parameters in the reader's language. */
const eventMessages = defineMessages({
  created: {
    id: 'notifications.event.created',
    defaultMessage: 'Your booking of the {car} from {from} to {to} has been created.',
    description: 'Notification: a booking was made. {car} is the car name, {from} and {to} the rental dates',
  },
  paid: {
    id: 'notifications.event.paid',
    defaultMessage: 'We have received your payment of {amount} for the {car} ({from} – {to}): your booking is paid.',
    description: 'Notification: the online payment was received. {amount} is what was paid online',
  },
  deposit: {
    id: 'notifications.event.deposit',
    defaultMessage:
      'We have received your deposit of {amount} for the {car} ({from} – {to}): your booking is confirmed.',
    description: 'Notification: the deposit was paid online. {amount} is what was paid online',
  },
  cancelRequested: {
    id: 'notifications.event.cancelRequested',
    defaultMessage:
      'Your cancel request for the {car} ({from} – {to}) has been submitted. The supplier will contact you to finalize the cancellation.',
    description: 'Notification: the driver asked to cancel a booking',
  },
  statusChanged: {
    id: 'notifications.event.statusChanged',
    defaultMessage: 'The status of your booking of the {car} ({from} – {to}) is now: {status}.',
    description: 'Notification: the booking status changed. {status} is the new status name',
  },
  amended: {
    id: 'notifications.event.amended',
    defaultMessage: 'Your booking of the {car} has been amended: {from} – {to}.',
    description: 'Notification: the booking was changed. {from} and {to} are the new rental dates',
  },
  differencePaid: {
    id: 'notifications.event.differencePaid',
    defaultMessage:
      'We have received the difference of {amount} for the {car}: your booking has been changed ({from} – {to}).',
    description: 'Notification: the driver paid the difference of an amendment. {amount} is the difference paid',
  },
  refund: {
    id: 'notifications.event.refund',
    defaultMessage:
      'Your booking of the {car} has been changed ({from} – {to}) and now costs less: {amount} will be refunded to you.',
    description: 'Notification: an amendment lowered the price. {amount} is what will be refunded',
  },
  cancellationConfirmed: {
    id: 'notifications.event.cancellationConfirmed',
    defaultMessage:
      'The supplier has confirmed the cancellation of your booking of the {car} ({from} – {to}): {amount} will be refunded to you.',
    description: 'Notification: the supplier confirmed a cancellation. {amount} is what will be refunded',
  },
}) satisfies Record<NotificationEvent, MessageDescriptor>;

/** The sentences of events that state their amount (see notificationSentence). */
const withAmountMessages = defineMessages({
  createdPayLater: {
    id: 'notifications.event.createdPayLater',
    defaultMessage: 'Your booking of the {car} from {from} to {to} has been created. You will pay {amount} at pick-up.',
    description: 'Notification: a pay-at-pick-up booking was made. {amount} is what is due at pick-up',
  },
  cancelRequestedRefund: {
    id: 'notifications.event.cancelRequestedRefund',
    defaultMessage:
      'Your cancel request for the {car} ({from} – {to}) has been submitted. The supplier will contact you to finalize the cancellation. If the cancellation is confirmed, {amount} will be refunded to you.',
    description:
      'Notification: the driver asked to cancel a booking. {amount} is what a confirmed cancellation refunds (paid online)',
  },
});

/** Each sentence's message: its id is `notificationMessageId(sentence)` (a test checks). */
export const sentenceMessages: Record<NotificationSentence, MessageDescriptor> = {
  ...eventMessages,
  ...withAmountMessages,
};

/** The message of a notification's sentence (none: see notificationSentence). */
export function notificationMessage({ type, params }: Pick<Notification, 'type' | 'params'>): MessageDescriptor | null {
  const sentence = notificationSentence(type, params?.amountCents);
  return sentence && params ? sentenceMessages[sentence] : null;
}
