-- The API rate limits (API_RATE_LIMIT, CONTACT_RATE_LIMIT) counted in the database when several
-- instances share one PostgreSQL server (apiRateLimitStore.ts): one row per counter and per fixed
-- window. Unlogged: counters need no crash safety, and a request's count then writes no WAL.
CREATE UNLOGGED TABLE api_rate_counts (
  key text NOT NULL,
  window_start bigint NOT NULL, -- milliseconds since the epoch, a multiple of the window
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
