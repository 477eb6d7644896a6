/**
 * Sessions: a signed JWT (HS256 only) in the httpOnly cookie `bc-x-access-token-frontend`
 * (SameSite=Strict, Secure per config, path /), backed by a `sessions` row so sign-out and
 * suspension take effect at once. Claims: sub = user id, sid = session id, exp.
 * Stay connected = 30 days; otherwise 1 day. Never "no expiry".
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { ApiError, unauthorized } from './errors';
import { newId } from './ids';
import type { AuthContext } from './types';

export const AUTH_COOKIE = 'bc-x-access-token-frontend';
const DAY_MS = 86_400_000;
export const SESSION_DURATION_MS = { stayConnected: 30 * DAY_MS, default: DAY_MS } as const;
const ISSUER = 'driver-web-api';
const AUDIENCE = 'frontend';

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signSessionToken(
  secret: string,
  userId: string,
  sessionId: string,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/** Verifies signature (HS256 only), issuer, audience and expiry; returns the claims we use. */
export async function verifySessionToken(
  secret: string,
  token: string,
): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** Creates a session row and sets the cookie. Call after a successful sign-in. */
export async function issueSession(
  reply: FastifyReply,
  userId: string,
  stayConnected: boolean,
): Promise<{ sessionId: string; expiresAt: Date }> {
  const { db, config } = reply.server.deps;
  const sessionId = newId();
  const duration = stayConnected ? SESSION_DURATION_MS.stayConnected : SESSION_DURATION_MS.default;
  const expiresAt = new Date(Date.now() + duration);
  await db.query('INSERT INTO sessions (id, user_id, stay_connected, expires_at) VALUES ($1, $2, $3, $4)', [
    sessionId,
    userId,
    stayConnected,
    expiresAt,
  ]);
  const token = await signSessionToken(config.jwtSecret, userId, sessionId, expiresAt);
  reply.setCookie(AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: '/',
    maxAge: Math.floor(duration / 1000),
  });
  return { sessionId, expiresAt };
}

/** Revokes the caller's session (if any) and clears the cookie. Safe to call when signed out. */
export async function revokeSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, config } = reply.server.deps;
  const token = request.cookies[AUTH_COOKIE];
  const claims = token ? await verifySessionToken(config.jwtSecret, token) : null;
  if (claims) {
    await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [claims.sessionId]);
  }
  reply.clearCookie(AUTH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: '/' });
}

/** Revokes every session of a user (password change, suspension). */
export async function revokeAllSessions(reply: FastifyReply, userId: string): Promise<void> {
  await reply.server.deps.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}

/** Revokes every session of a user but one (after a password change, the caller stays signed in). */
export async function revokeOtherSessions(reply: FastifyReply, userId: string, keepSessionId: string): Promise<void> {
  await reply.server.deps.db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
    [userId, keepSessionId],
  );
}

interface SessionRow {
  session_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  user_id: string;
  email: string;
  full_name: string;
  language: string;
  type: AuthContext['type'];
  active: boolean;
  blacklisted: boolean;
}

/**
 * Resolves the caller from the cookie. As the contract says: no cookie → 403; a bad, expired or
 * revoked session → 401 `unauthorized`; a suspended account → 401 `account_suspended`.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  const { db, config } = request.server.deps;
  const token = request.cookies[AUTH_COOKIE];
  // BookCars' middleware words this case so; its clients read the status only, ours the code.
  if (!token) throw new ApiError(403, 'unauthorized', 'No token provided!');
  const claims = await verifySessionToken(config.jwtSecret, token);
  if (!claims) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.expires_at, s.revoked_at, u.id AS user_id, u.email, u.full_name,
            u.language, u.type, u.active, u.blacklisted
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2`,
    [claims.sessionId, claims.userId],
  );
  const row = rows[0];
  if (!row || row.revoked_at !== null || row.expires_at.getTime() <= Date.now() || !row.active) {
    throw unauthorized('Your session is invalid or has expired. Please sign in again.');
  }
  if (row.blacklisted) throw new ApiError(401, 'account_suspended', 'Your account is suspended.');
  return {
    userId: row.user_id,
    sessionId: row.session_id,
    email: row.email,
    fullName: row.full_name,
    language: row.language,
    type: row.type,
  };
}

/**
 * Security handler for the document's `cookieAuth` scheme; sets `request.auth`. Operations where
 * signing in is optional list `{}` as an alternative requirement: a visitor (or a caller whose
 * session is no longer valid) then passes with `request.auth` null.
 */
export async function cookieAuth(request: FastifyRequest): Promise<void> {
  try {
    request.auth = await authenticate(request);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.error({ err: error }, 'session lookup failed');
    throw new ApiError(500, 'internal_error', 'An unexpected error occurred. Please try again later.');
  }
}

/** The signed-in caller of an operation that requires a session (401 when `cookieAuth` let a visitor through). */
export function caller(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
