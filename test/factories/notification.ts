// Test data: a notification as getNotifications sends it.
import type { Notification } from '@/features/notifications/api/notificationsApi';

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    user: 'u1',
    booking: 'b1',
    car: 'car1',
    type: 'paid',
    params: {
      carName: 'Peugeot 208',
      from: '2030-06-10T10:00:00.000Z',
      to: '2030-06-13T10:00:00.000Z',
      amountCents: 12_000,
    },
    message:
      'We have received your payment of €120.00 for the Peugeot 208 (Jun 10, 2030 – Jun 13, 2030): your booking is paid.',
    isRead: false,
    createdAt: '2030-06-01T10:00:00.000Z',
    ...overrides,
  };
}
