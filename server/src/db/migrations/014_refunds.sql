-- Refunds carried out through the gateway that took the money (issue 39). A refund is decided in the
-- transaction that lowers what the booking keeps (an amendment that lowers the price, a confirmed
-- cancellation): one row per capture it draws from, `pending`, and the booking's `paid_online` drops
-- by the same amount at once, so `paid_online` is what the booking keeps online and a later change
-- never owes the same money twice. The gateway is called after that transaction commits; the row
-- then becomes `done`, stays `pending` (the gateway answered PENDING), or `failed` with its reason,
-- and a failed row is retried (driver, support, next start) under the same idempotency key, so it
-- is never issued twice.
CREATE TABLE refunds (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  -- The payment whose capture this refunds (the gateway that took the money).
  payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  -- Why: an amendment that lowered the price, or a confirmed cancellation.
  cause text NOT NULL CHECK (cause IN ('amendment', 'cancellation')),
  amendment_id text REFERENCES booking_amendments (id) ON DELETE SET NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  failure_reason text,
  gateway_refund_id text,
  -- Sent as PayPal-Request-Id: every attempt of this refund is the same request to the gateway.
  idempotency_key text NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  -- When an attempt last started: a row claimed by an attempt is not claimed again meanwhile.
  attempted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX refunds_booking_idx ON refunds (booking_id, created_at);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
-- The refunds still to carry out (new, in flight, failed), read at start.
CREATE INDEX refunds_open_idx ON refunds (status) WHERE status <> 'done';
