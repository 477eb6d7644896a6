-- Uploaded files (avatars, drivers' licences) when several instances share one PostgreSQL
-- database (fileStore.ts); the embedded database keeps them in the data folder instead.
CREATE TABLE stored_files (
  area text NOT NULL CHECK (area IN ('avatars', 'licenses', 'temp-licenses')),
  name text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area, name)
);
