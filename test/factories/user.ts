// Test data: a driver as getUser sends it, as signing in answers, and the local copy the app keeps.
import type { LocalUser, UserSummary } from '@/features/auth/api/authApi';
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

/** The session's copy of `user` (Redux session.user, localStorage `bc-fe-user`). */
export function aLocalUser(user: User = aUser()): LocalUser {
  const { _id, email, fullName, language, verified, avatar } = user;
  return { _id, email, fullName, language, verified: verified !== false, avatar: avatar ?? null };
}

/** What signing in answers for `user` (signIn, socialSignIn, checkout's new session). */
export function aUserSummary(user: User = aUser()): UserSummary {
  const { _id, email, fullName, language, enableEmailNotifications, blacklisted, avatar, verified } = user;
  return { _id, email, fullName, language, enableEmailNotifications, blacklisted, avatar, verified };
}
