/** Signs a test caller in without the sign-in operation: a session row and its cookie. */
import { newId } from '../../src/ids';
import { AUTH_COOKIE, signSessionToken } from '../../src/sessions';
import type { TestApp } from './testApp';

export async function sessionCookie(
  t: Pick<TestApp, 'db' | 'config'>,
  userId: string,
  options: { expiresAt?: Date; revoked?: boolean } = {},
): Promise<{ cookie: string; sessionId: string }> {
  const sessionId = newId();
  const expiresAt = options.expiresAt ?? new Date(Date.now() + 3_600_000);
  await t.db.query('INSERT INTO sessions (id, user_id, expires_at, revoked_at) VALUES ($1, $2, $3, $4)', [
    sessionId,
    userId,
    expiresAt,
    options.revoked ? new Date() : null,
  ]);
  const token = await signSessionToken(
    t.config.jwtSecret,
    userId,
    sessionId,
    new Date(Math.max(expiresAt.getTime(), Date.now() + 60_000)),
  );
  return { cookie: `${AUTH_COOKIE}=${token}`, sessionId };
}
