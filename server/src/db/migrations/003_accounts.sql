-- Accounts (issue 4): Google identities, rate-limit events of the account operations, and licences
-- uploaded before an account exists (guest checkout).

-- The Google account ("sub" claim of its ID token) a driver signs in with; one driver per Google account.
ALTER TABLE users ADD COLUMN google_id text;
CREATE UNIQUE INDEX users_google_id_key ON users (google_id) WHERE google_id IS NOT NULL;

-- One row per counted event (a failed sign-in, an account e-mail) by bucket and key (an address or a
-- client IP); a sliding window counts the recent rows. Old rows are pruned as new ones arrive.
CREATE TABLE rate_limit_events (
  bucket text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_events_key_idx ON rate_limit_events (bucket, key, at);

-- Licence files uploaded by a visitor at checkout, kept until checkout attaches them to the new
-- account or the visitor deletes them; stale ones can be removed by age.
CREATE TABLE temp_licenses (
  file text PRIMARY KEY CHECK (file ~ '^[0-9a-f]{32}\.(pdf|jpg|png|webp)$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
