// Test data: a driver as getUser sends it, as signing in answers, and the local copy the app keeps;
// and a driver as the API takes one (signing up, checking out as a guest, an additional driver, the profile).
import { randomUUID } from 'node:crypto';
import type { LocalUser } from '@/api/session';
import type { SignUpPayload, UserSummary } from '@/features/auth/api/authApi';
import type { AdditionalDriver, GuestDriver } from '@/features/checkout/api/checkoutApi';
import type { UpdateUserPayload, User } from '@/features/settings/api/settingsApi';

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

/** An address no account has yet: the API refuses to sign up or check out twice with one. */
export function aNewEmail(prefix = 'driver'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/** A valid signUp body for a new account. */
export function aSignUp(overrides: Partial<SignUpPayload> = {}): SignUpPayload {
  return {
    email: aNewEmail('new.driver'),
    phone: '+33 6 12 34 56 78',
    password: 'secret-123',
    fullName: 'Camille Durand',
    birthDate: '1995-06-15T00:00:00.000Z',
    language: 'fr',
    ...overrides,
  };
}

/** The driver of a checkout without an account (checkout creates one). */
export function aGuestDriver(overrides: Partial<GuestDriver> = {}): GuestDriver {
  return {
    email: aNewEmail('guest'),
    phone: '+33 6 12 34 56 78',
    fullName: 'Camille Durand',
    birthDate: '1990-06-15T00:00:00.000Z',
    language: 'fr',
    ...overrides,
  };
}

/** A checkout's or amendment's additional driver. */
export function anAdditionalDriver(overrides: Partial<AdditionalDriver> = {}): AdditionalDriver {
  return {
    fullName: 'Second Driver',
    email: 'second@example.com',
    phone: '+33612345670',
    birthDate: '1985-02-03T00:00:00.000Z',
    ...overrides,
  };
}

/** An updateUser body for the user `_id`. */
export function aProfileUpdate(_id: string, overrides: Partial<UpdateUserPayload> = {}): UpdateUserPayload {
  return {
    _id,
    fullName: 'Alex Martin-Dupont',
    phone: '+33 6 98 76 54 32',
    birthDate: '1989-02-03T00:00:00.000Z',
    ...overrides,
  };
}
