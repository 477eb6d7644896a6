import { useIntl } from 'react-intl';
import { useMoney } from '@/components/money/useMoney';
import { statusMessages } from '@/features/bookings/api/bookingsApi';
import type { Notification } from '../api/notificationsApi';
import { notificationMessage } from '../notificationMessages';

/** Writes notifications in the reader's current language, dates and amounts formatted for it. */
export function useNotificationText(): (notification: Notification) => string {
  const intl = useIntl();
  const money = useMoney();
  return (notification) => {
    const message = notificationMessage(notification);
    const { params } = notification;
    // Stored as text (legacy), or written by a BookCars server (its `message` alone).
    if (!message || !params) return params?.text ?? notification.message;
    const date = (value: string | undefined) => (value ? intl.formatDate(value, { dateStyle: 'medium' }) : '');
    return intl.formatMessage(message, {
      car: params.carName,
      from: date(params.from),
      to: date(params.to),
      amount: money.format(params.amountCents ?? 0),
      status: params.status ? intl.formatMessage(statusMessages[params.status]) : '',
    });
  };
}
