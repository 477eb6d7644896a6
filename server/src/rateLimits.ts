/**
 * Brute-force and e-mail-flood protection of the account operations: events (a failed sign-in, an
 * account e-mail) are counted per e-mail address and per client IP over a sliding window, in the
 * database so every server process and restart sees the same counts. Over the limit → 429
 * `rate_limited`, which the app translates.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export type RateBucket =
  'sign-in' | 'account-mail' | 'account-lookup' | `unverified-${'signUp' | 'sendEmail' | 'checkout'}`;

interface Keys {
  /** The e-mail address concerned, if any (compared case-insensitively). */
  address?: string | undefined;
  /** The client's budget instead of AUTH_CLIENT_RATE_LIMIT. */
  clientLimit?: number;
}

const keysOf = (request: FastifyRequest, keys: Keys) => {
  const list = [{ key: `ip:${request.ip}`, limit: keys.clientLimit ?? request.server.deps.config.authClientRateLimit }];
  if (keys.address)
    list.push({ key: `address:${keys.address.trim().toLowerCase()}`, limit: request.server.deps.config.authRateLimit });
  return list;
};

/** Throws 429 `rate_limited` (with Retry-After) when the address or the client used up its budget. */
export async function assertNotLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: RateBucket,
  keys: Keys = {},
): Promise<void> {
  const { db, config } = request.server.deps;
  const windowSeconds = config.authRateWindowSeconds;
  for (const { key, limit } of keysOf(request, keys)) {
    const { rows } = await db.query<{ n: number; oldest: Date | null }>(
      `SELECT count(*)::int AS n, min(at) AS oldest FROM rate_limit_events
        WHERE bucket = $1 AND key = $2 AND at > now() - make_interval(secs => $3)`,
      [bucket, key, windowSeconds],
    );
    const { n, oldest } = rows[0] ?? { n: 0, oldest: null };
    if (n >= limit) {
      const retryAfter = oldest
        ? Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - Date.now()) / 1000))
        : windowSeconds;
      const minutes = Math.ceil(retryAfter / 60);
      reply.header('retry-after', String(retryAfter));
      throw new ApiError(
        429,
        'rate_limited',
        `Too many attempts. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
      );
    }
  }
}

/**
 * Counts one event for the client and the address. Events older than the window no longer count
 * anywhere, so they are pruned here: the table only ever holds one window of events.
 */
export async function recordEvent(request: FastifyRequest, bucket: RateBucket, keys: Keys = {}): Promise<void> {
  const { db, config } = request.server.deps;
  await db.query('DELETE FROM rate_limit_events WHERE at <= now() - make_interval(secs => $1)', [
    config.authRateWindowSeconds,
  ]);
  for (const { key } of keysOf(request, keys)) {
    await db.query('INSERT INTO rate_limit_events (bucket, key) VALUES ($1, $2)', [bucket, key]);
  }
}

/** Both: for operations where every call counts (each one sends an e-mail or answers a lookup). */
export async function consumeRate(
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: RateBucket,
  keys: Keys = {},
): Promise<void> {
  await assertNotLimited(request, reply, bucket, keys);
  await recordEvent(request, bucket, keys);
}
