-- Car search ("Find a car"): bookings (so availability is real), search indexes and the dated
-- exchange-rate snapshot served by getCurrencyRates.

-- Bookings, with BookCars' fields (checkout fills them). "from"/"to" keep BookCars' names (quoted:
-- both are SQL keywords). Prices are in the base currency (EUR).
CREATE TABLE bookings (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  supplier_id text NOT NULL REFERENCES suppliers (id),
  car_id text NOT NULL REFERENCES cars (id),
  driver_id text REFERENCES users (id) ON DELETE SET NULL,
  pickup_location_id text NOT NULL REFERENCES locations (id),
  drop_off_location_id text NOT NULL REFERENCES locations (id),
  "from" timestamptz NOT NULL,
  "to" timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled')),
  cancellation boolean NOT NULL DEFAULT false,
  amendments boolean NOT NULL DEFAULT false,
  theft_protection boolean NOT NULL DEFAULT false,
  collision_damage_waiver boolean NOT NULL DEFAULT false,
  full_insurance boolean NOT NULL DEFAULT false,
  additional_driver boolean NOT NULL DEFAULT false,
  -- Amount charged or due (BookCars' booking.price).
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  -- The car's deposit at the time of booking.
  deposit numeric(10, 2) NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  is_deposit boolean NOT NULL DEFAULT false,
  is_payed_in_full boolean NOT NULL DEFAULT false,
  pay_later boolean NOT NULL DEFAULT false,
  cancel_request boolean NOT NULL DEFAULT false,
  -- A void booking is a payment in progress: it holds the car until it expires.
  expire_at timestamptz,
  -- Payment session (test gateway, Stripe or PayPal) the booking waits for.
  session_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ("to" > "from")
);
-- The search's overlap check: bookings of a car that hold it, by period. Cancelled bookings never
-- hold a car, so they stay out of the index (the search repeats this exact predicate).
CREATE INDEX bookings_car_period_idx ON bookings (car_id, "from", "to")
  WHERE status IN ('void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved');
-- The same check done once for all cars (the planner hashes the cars booked in the period): past
-- bookings end before any search starts, so by end time only the current and future ones are read.
CREATE INDEX bookings_period_idx ON bookings ("to", "from")
  WHERE status IN ('void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved');
CREATE INDEX bookings_driver_id_idx ON bookings (driver_id, "from" DESC);
CREATE INDEX bookings_supplier_id_idx ON bookings (supplier_id);
CREATE UNIQUE INDEX bookings_session_id_key ON bookings (session_id) WHERE session_id IS NOT NULL;

-- Search order and "from" prices use the effective daily price (discounted when set, else daily).
-- The initial index sorted by the regular daily price, which the search no longer uses.
DROP INDEX cars_search_idx;
CREATE INDEX cars_effective_price_idx ON cars ((COALESCE(NULLIF(discounted_daily_price, 0), daily_price)), id)
  WHERE available;
-- Range filter and the per-range "from" prices of bookable cars.
CREATE INDEX cars_range_price_idx ON cars (range, (COALESCE(NULLIF(discounted_daily_price, 0), daily_price)))
  WHERE available AND NOT coming_soon AND NOT fully_booked;

-- A dated snapshot of exchange rates: 1 EUR = per_eur of each currency. Every other base is derived
-- from this one table (cross rates). Approximate reference rates of 2 June 2025, rounded: the app's
-- last rate provider so prices convert offline; never used to charge anyone (charges are in EUR).
CREATE TABLE currency_rates (
  currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
  per_eur numeric(18, 6) NOT NULL CHECK (per_eur > 0),
  as_of date NOT NULL
);
INSERT INTO currency_rates (currency, per_eur, as_of) VALUES
  ('EUR', 1, '2025-06-02'),
  ('USD', 1.1423, '2025-06-02'),
  ('GBP', 0.8441, '2025-06-02'),
  ('AUD', 1.7668, '2025-06-02'),
  ('CAD', 1.5672, '2025-06-02'),
  ('NZD', 1.9031, '2025-06-02'),
  ('CHF', 0.9356, '2025-06-02'),
  ('JPY', 163.42, '2025-06-02'),
  ('CNY', 8.2165, '2025-06-02'),
  ('HKD', 8.9585, '2025-06-02'),
  ('SGD', 1.4722, '2025-06-02'),
  ('KRW', 1573.8, '2025-06-02'),
  ('INR', 97.743, '2025-06-02'),
  ('IDR', 18617, '2025-06-02'),
  ('MYR', 4.8431, '2025-06-02'),
  ('PHP', 63.452, '2025-06-02'),
  ('THB', 37.301, '2025-06-02'),
  ('SEK', 10.9205, '2025-06-02'),
  ('NOK', 11.5625, '2025-06-02'),
  ('DKK', 7.4588, '2025-06-02'),
  ('ISK', 143.6, '2025-06-02'),
  ('PLN', 4.2685, '2025-06-02'),
  ('CZK', 24.876, '2025-06-02'),
  ('HUF', 403.58, '2025-06-02'),
  ('RON', 5.0412, '2025-06-02'),
  ('BGN', 1.9558, '2025-06-02'),
  ('TRY', 44.783, '2025-06-02'),
  ('ILS', 4.0124, '2025-06-02'),
  ('ZAR', 20.426, '2025-06-02'),
  ('MXN', 21.957, '2025-06-02'),
  ('BRL', 6.4803, '2025-06-02'),
  ('AED', 4.1951, '2025-06-02'),
  ('MAD', 10.3985, '2025-06-02'),
  ('ALL', 98.42, '2025-06-02');
