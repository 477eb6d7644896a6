-- One money model per booking (issue 26): what was captured online, the priced lines the booking was
-- sold with, and amendments that settle their difference.

-- Captured online for the booking, all payments together (checkout's and amendments' differences), in
-- the base currency. With `price` (the rental total as last sold), `deposit` and the payment option,
-- src/domain/bookingMoney.ts derives what is due online, due at pick-up and to refund.
ALTER TABLE bookings ADD COLUMN paid_online numeric(10, 2) NOT NULL DEFAULT 0 CHECK (paid_online >= 0);
UPDATE bookings b SET paid_online = p.total
  FROM (SELECT booking_id, sum(amount) AS total FROM payments WHERE status = 'completed' GROUP BY booking_id) p
 WHERE p.booking_id = b.id;
-- Bookings confirmed without a payment row (seeded before this column): what their status says was paid.
UPDATE bookings b SET paid_online = CASE
    WHEN b.is_payed_in_full OR b.status IN ('paid', 'paidInFull') THEN b.price + b.deposit
    WHEN b.is_deposit OR b.status = 'deposit' THEN b.deposit
    ELSE 0 END
 WHERE b.status <> 'void' AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status = 'completed');

-- The priced lines of the booking (src/domain/pricing.ts's PriceBreakdown) as sold at checkout and
-- replaced by each applied amendment: a booking's breakdown never follows the car's later prices.
-- NULL for bookings made before they were stored (the app then shows no breakdown).
ALTER TABLE bookings ADD COLUMN price_lines jsonb;

-- Every confirmed change of a booking, with its price and how its difference was settled. A change
-- whose difference must be paid online waits (`awaiting_payment`) until its payment is captured, then
-- is `applied`; a declined, failed or abandoned payment leaves it `dropped` and the booking unchanged.
CREATE TABLE booking_amendments (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'applied', 'dropped')),
  "from" timestamptz NOT NULL,
  "to" timestamptz NOT NULL,
  pickup_location_id text NOT NULL REFERENCES locations (id),
  drop_off_location_id text NOT NULL REFERENCES locations (id),
  theft_protection boolean NOT NULL,
  collision_damage_waiver boolean NOT NULL,
  full_insurance boolean NOT NULL,
  additional_driver boolean NOT NULL,
  previous_price numeric(10, 2) NOT NULL CHECK (previous_price >= 0),
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  price_lines jsonb NOT NULL,
  settlement text NOT NULL CHECK (settlement IN ('none', 'pay', 'refund', 'atPickup')),
  settlement_amount numeric(10, 2) NOT NULL DEFAULT 0 CHECK (settlement_amount >= 0),
  -- The time to pay the difference (awaiting_payment only).
  expire_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz
);
CREATE INDEX booking_amendments_booking_idx ON booking_amendments (booking_id, created_at DESC);
-- At most one change waits for its payment per booking (a new confirm drops the previous one).
CREATE UNIQUE INDEX booking_amendments_awaiting_key ON booking_amendments (booking_id) WHERE status = 'awaiting_payment';

-- The payment of an amendment's difference (NULL: the booking's own payment at checkout).
ALTER TABLE payments ADD COLUMN amendment_id text REFERENCES booking_amendments (id) ON DELETE CASCADE;
