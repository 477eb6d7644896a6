// Test data: a notification as getNotifications sends it.
import type { Notification } from '@/features/notifications/api/notificationsApi';

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    user: 'u1',
    message: 'Your booking of the Peugeot 208 is paid.',
    booking: 'b1',
    car: 'car1',
    event: 'paid',
    isRead: false,
    createdAt: '2030-06-01T10:00:00.000Z',
    ...overrides,
  };
}
