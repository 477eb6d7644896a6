-- Checkout and payment (issue 5): idempotent checkout, the additional driver, and the payment orders of
-- the test gateway and PayPal.

-- The client's idempotency key of the checkout that created the booking, and a hash of that request's
-- body: a retry with the same key answers like the first request (a double click books once), the
-- same key with another body is refused.
ALTER TABLE bookings ADD COLUMN idempotency_key text;
ALTER TABLE bookings ADD COLUMN request_hash text;
CREATE UNIQUE INDEX bookings_idempotency_key_key ON bookings (idempotency_key) WHERE idempotency_key IS NOT NULL;
-- What the driver pays online for this booking (0 when paying at the counter), in the base currency.
-- `price` stays the rental total (rental and extras), whatever the payment option.
ALTER TABLE bookings ADD COLUMN amount_due numeric(10, 2) NOT NULL DEFAULT 0 CHECK (amount_due >= 0);
-- The checkout created the driver's (unverified) account: abandoning the unpaid booking may remove it.
ALTER TABLE bookings ADD COLUMN guest_account boolean NOT NULL DEFAULT false;

-- The additional driver of a booking (the additional-driver extra), BookCars' `_additionalDriver`.
CREATE TABLE booking_additional_drivers (
  booking_id text PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  email text NOT NULL CHECK (length(email) <= 254),
  phone text NOT NULL,
  birth_date date NOT NULL
);

-- Payment orders: one per attempt to pay a booking online. Card numbers and security codes are never
-- stored; the test gateway keeps the brand and the last four digits, as a receipt would.
CREATE TABLE payments (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  gateway text NOT NULL CHECK (gateway IN ('test', 'paypal')),
  -- The gateway's order id (PayPal order id, or the test gateway's own); also the "session id" of
  -- the redirect-based flow.
  order_id text NOT NULL UNIQUE,
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- created → approved (the buyer approved it) → completed (captured); or declined / failed /
  -- cancelled, which release the booking's hold on the car.
  status text NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'approved', 'completed', 'declined', 'failed', 'cancelled')),
  card_brand text,
  card_last4 text CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$'),
  failure_code text,
  capture_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_booking_id_idx ON payments (booking_id, created_at DESC);
