-- Initial schema of the reference API. Identifiers are 24 lower-case hex characters (ObjectId-like) so
-- answers stay wire-compatible with BookCars clients. Money is stored in the base currency (EUR).
-- Extras: -1 = unavailable, 0 = included, > 0 = price.

CREATE TABLE users (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  email text NOT NULL CHECK (length(email) <= 254),
  password_hash text,
  full_name text NOT NULL,
  phone text,
  birth_date date,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es')),
  enable_email_notifications boolean NOT NULL DEFAULT true,
  avatar text,
  verified boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  blacklisted boolean NOT NULL DEFAULT false,
  type text NOT NULL DEFAULT 'user' CHECK (type IN ('admin', 'supplier', 'user')),
  license text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Server-side sessions behind the auth cookie: a token is valid only while its row exists, is not
-- revoked and has not expired (sign-out revokes it).
CREATE TABLE sessions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stay_connected boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- One-time tokens (activation, password reset). Only a SHA-256 of the token is stored.
CREATE TABLE tokens (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('activate', 'reset-password', 'verify-email')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX tokens_user_id_idx ON tokens (user_id);
CREATE UNIQUE INDEX tokens_token_hash_key ON tokens (token_hash);

CREATE TABLE suppliers (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  full_name text NOT NULL,
  email text,
  avatar text,
  pay_later boolean NOT NULL DEFAULT true,
  license_required boolean NOT NULL DEFAULT false,
  price_change_rate numeric(6, 2) NOT NULL DEFAULT 0,
  minimum_rental_days integer CHECK (minimum_rental_days IS NULL OR minimum_rental_days >= 1),
  blacklisted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX suppliers_full_name_idx ON suppliers (lower(full_name));

-- Localized names: {"en": "...", "fr": "...", "es": "..."}; English is mandatory.
CREATE TABLE countries (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE locations (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  country_id text NOT NULL REFERENCES countries (id),
  parent_location_id text REFERENCES locations (id),
  supplier_id text REFERENCES suppliers (id),
  names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_location_id IS NULL OR parent_location_id <> id),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
CREATE INDEX locations_country_id_idx ON locations (country_id);
CREATE INDEX locations_parent_location_id_idx ON locations (parent_location_id);

CREATE TABLE cars (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name text NOT NULL,
  license_plate text,
  supplier_id text NOT NULL REFERENCES suppliers (id),
  minimum_age integer NOT NULL DEFAULT 21 CHECK (minimum_age BETWEEN 18 AND 99),
  daily_price numeric(10, 2) NOT NULL CHECK (daily_price >= 0),
  discounted_daily_price numeric(10, 2) CHECK (discounted_daily_price >= 0),
  hourly_price numeric(10, 2) CHECK (hourly_price >= 0),
  discounted_hourly_price numeric(10, 2) CHECK (discounted_hourly_price >= 0),
  bi_weekly_price numeric(10, 2) CHECK (bi_weekly_price >= 0),
  discounted_bi_weekly_price numeric(10, 2) CHECK (discounted_bi_weekly_price >= 0),
  weekly_price numeric(10, 2) CHECK (weekly_price >= 0),
  discounted_weekly_price numeric(10, 2) CHECK (discounted_weekly_price >= 0),
  monthly_price numeric(10, 2) CHECK (monthly_price >= 0),
  discounted_monthly_price numeric(10, 2) CHECK (discounted_monthly_price >= 0),
  is_date_based_price boolean NOT NULL DEFAULT false,
  deposit numeric(10, 2) NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  available boolean NOT NULL DEFAULT true,
  fully_booked boolean NOT NULL DEFAULT false,
  coming_soon boolean NOT NULL DEFAULT false,
  type text NOT NULL CHECK (type IN ('diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown')),
  gearbox text NOT NULL CHECK (gearbox IN ('manual', 'automatic')),
  aircon boolean NOT NULL DEFAULT false,
  image text,
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 99),
  doors integer NOT NULL CHECK (doors BETWEEN 0 AND 9),
  fuel_policy text NOT NULL CHECK (fuel_policy IN ('likeForlike', 'freeTank', 'fullToFull', 'FullToEmpty')),
  mileage integer NOT NULL DEFAULT -1 CHECK (mileage = -1 OR mileage > 0),
  cancellation numeric(10, 2) NOT NULL DEFAULT -1 CHECK (cancellation >= -1),
  amendments numeric(10, 2) NOT NULL DEFAULT -1 CHECK (amendments >= -1),
  theft_protection numeric(10, 2) NOT NULL DEFAULT -1 CHECK (theft_protection >= -1),
  collision_damage_waiver numeric(10, 2) NOT NULL DEFAULT -1 CHECK (collision_damage_waiver >= -1),
  full_insurance numeric(10, 2) NOT NULL DEFAULT -1 CHECK (full_insurance >= -1),
  additional_driver numeric(10, 2) NOT NULL DEFAULT -1 CHECK (additional_driver >= -1),
  range text NOT NULL CHECK (range IN ('mini', 'midi', 'maxi', 'scooter')),
  multimedia text[] NOT NULL DEFAULT '{}'
    CHECK (multimedia <@ ARRAY['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay']::text[]),
  rating numeric(2, 1) CHECK (rating BETWEEN 1 AND 5),
  trips integer NOT NULL DEFAULT 0 CHECK (trips >= 0),
  co2 numeric(6, 1) CHECK (co2 >= 0),
  block_on_pay boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cars_supplier_id_idx ON cars (supplier_id);
-- The search lists bookable cars cheapest first.
CREATE INDEX cars_search_idx ON cars (daily_price, id) WHERE available AND NOT fully_booked;

CREATE TABLE car_locations (
  car_id text NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  location_id text NOT NULL REFERENCES locations (id),
  PRIMARY KEY (car_id, location_id)
);
CREATE INDEX car_locations_location_id_idx ON car_locations (location_id, car_id);

CREATE TABLE date_based_prices (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  car_id text NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  daily_price numeric(10, 2) NOT NULL CHECK (daily_price >= 0),
  CHECK (end_date >= start_date)
);
CREATE INDEX date_based_prices_car_id_idx ON date_based_prices (car_id, start_date);

-- Exactly one row (the unique index on a constant enforces it).
CREATE TABLE settings (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  min_pickup_hours integer NOT NULL DEFAULT 1 CHECK (min_pickup_hours >= 0),
  min_rental_hours integer NOT NULL DEFAULT 1 CHECK (min_rental_hours >= 0),
  min_pickup_dropoff_hour integer NOT NULL DEFAULT 0 CHECK (min_pickup_dropoff_hour BETWEEN 0 AND 23),
  max_pickup_dropoff_hour integer NOT NULL DEFAULT 23 CHECK (max_pickup_dropoff_hour BETWEEN 0 AND 23),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (min_pickup_dropoff_hour <= max_pickup_dropoff_hour)
);
CREATE UNIQUE INDEX settings_single_row ON settings ((true));
INSERT INTO settings (id) VALUES ('000000000000000000000001');

CREATE TABLE newsletter_subscriptions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  email text NOT NULL CHECK (length(email) <= 254),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email));
