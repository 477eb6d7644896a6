-- My bookings and notifications: the driver's notification centre, the booking status history and
-- the time of a cancel request.

-- One notification per booking event, written in the recipient's language at the time of the event
-- (the `event` stays, so a client may also render its own text).
CREATE TABLE notifications (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  booking_id text REFERENCES bookings (id) ON DELETE SET NULL,
  event text NOT NULL
    CHECK (event IN ('created', 'paid', 'deposit', 'cancelRequested', 'statusChanged', 'amended')),
  message text NOT NULL CHECK (length(message) <= 1000),
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The list: a driver's notifications newest first, 30 a page (id breaks ties of the same instant).
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
-- The header counter: only the unread rows of one driver are read.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE NOT is_read;
CREATE INDEX notifications_booking_id_idx ON notifications (booking_id);

-- When the driver asked to cancel (the status does not change until the supplier acts).
ALTER TABLE bookings ADD COLUMN cancel_requested_at timestamptz;

-- My bookings lists a driver's bookings newest first.
CREATE INDEX bookings_driver_created_idx ON bookings (driver_id, created_at DESC, id DESC);

-- Every status a booking went through, written by a trigger so that no code path (checkout, payment
-- checks, supplier tools, SQL fixtures) can change a status without leaving a trace.
CREATE TABLE booking_status_history (
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  status text NOT NULL
    CHECK (status IN ('void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled')),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_status_history_booking_idx ON booking_status_history (booking_id, changed_at);

CREATE FUNCTION record_booking_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO booking_status_history (booking_id, status, changed_at)
    VALUES (NEW.id, NEW.status, CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER bookings_status_history
  AFTER INSERT OR UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION record_booking_status();
