// Test data: a signed-in driver as getUser sends it.
import type { User } from '@/features/settings/api/settingsApi';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    email: 'demo.driver@example.com',
    phone: '+355691234567',
    fullName: 'Demo Driver',
    verified: true,
    language: 'en',
    enableEmailNotifications: true,
    avatar: null,
    type: 'user',
    blacklisted: false,
    birthDate: '1990-04-12T00:00:00.000Z',
    license: null,
    ...overrides,
  };
}
