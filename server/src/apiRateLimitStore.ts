/**
 * The per-IP API rate limits counted in the database (table api_rate_counts), so that instances
 * sharing one PostgreSQL server share the count: a client spreading its requests over N instances
 * gets API_RATE_LIMIT per minute, not N times it. Fixed windows on the database's clock (one for
 * every instance); one upsert per request. The embedded PGlite serves one process, whose
 * in-memory count is the whole count: it keeps @fastify/rate-limit's default store.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from './db/index';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

const INCREMENT = `
  WITH now AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
  INSERT INTO api_rate_counts AS c (key, window_start, count)
  SELECT $1, ms - ms % $2, 1 FROM now
  ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1
  RETURNING c.count, c.window_start, (c.window_start + $2 - (SELECT ms FROM now))::int AS ttl`;

class DatabaseStore implements FastifyRateLimitStore {
  /** The window in which this instance last pruned the older ones. */
  private prunedIn = -1;

  constructor(
    private readonly db: Db,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  private async count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const { rows } = await this.db.query<{ count: number; window_start: number; ttl: number }>(INCREMENT, [
      `${this.prefix}${key}`,
      timeWindow,
    ]);
    const { count, window_start: windowStart, ttl } = rows[0]!;
    // Once per window and instance: earlier windows no longer count anywhere.
    if (windowStart !== this.prunedIn) {
      this.prunedIn = windowStart;
      await this.db.query('DELETE FROM api_rate_counts WHERE window_start < $1', [windowStart]);
    }
    return { current: count, ttl };
  }

  /** A route with its own limit (the contact forms) counts apart. */
  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // At run time the plugin passes its options with the route as `routeInfo`, which its types leave out.
    const route: { method?: unknown; url?: unknown } =
      'routeInfo' in options && typeof options.routeInfo === 'object' && options.routeInfo !== null
        ? options.routeInfo
        : {};
    return new DatabaseStore(this.db, `${String(route.method)} ${String(route.url)}:`);
  }
}

/** The store class @fastify/rate-limit instantiates (it passes only its options). */
export function databaseRateLimitStore(db: Db) {
  return class extends DatabaseStore {
    constructor() {
      super(db, '');
    }
  };
}
