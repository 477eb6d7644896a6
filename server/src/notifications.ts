/**
 * Booking notifications: one row per booking event, addressed to the booking's driver and stored as
 * what happened — a type and its parameters (car name, rental dates, new status, the event's amount) — so
 * the app writes it in whatever language the reader has chosen when reading it.
 *
 * Call `notifyBookingEvent` with the transaction that changed the booking (or right after it), so a
 * booking change and its notification are saved together.
 */
import type { Schemas } from './contract';
import type { Db } from './db/index';
import { newId } from './ids';

export const BOOKING_EVENTS = [
  'created',
  'paid',
  'deposit',
  'cancelRequested',
  'statusChanged',
  'amended',
  'differencePaid',
  'refund',
  'cancellationConfirmed',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export interface BookingEventInput {
  /** The driver to notify. */
  userId: string;
  bookingId: string;
  event: BookingEvent;
  /** The amount of a money event (checkout/moneyEvents.ts), in cents; paid and deposit default to what was paid online. */
  amountCents?: number;
}

/** The contract's parameters of a booking notification: every booking event names the car and the dates. */
type NotificationParams = Schemas['NotificationParams'] &
  Required<Pick<Schemas['NotificationParams'], 'carName' | 'from' | 'to'>>;

/** The booking as the event leaves it. */
export interface EventBooking {
  carName: string;
  from: Date;
  to: Date;
  status: Schemas['BookingStatus'];
  /** Paid online, in units of the base currency. */
  paidOnline: number;
}

/** What a notification of `event` records about `booking` (exported for the seed). */
export function bookingEventParams(
  event: BookingEvent,
  booking: EventBooking,
  amountCents?: number,
): NotificationParams {
  const params: NotificationParams = {
    carName: booking.carName,
    from: booking.from.toISOString(),
    to: booking.to.toISOString(),
  };
  if (event === 'statusChanged') params.status = booking.status;
  if (amountCents !== undefined) params.amountCents = amountCents;
  else if (event === 'paid' || event === 'deposit') params.amountCents = Math.round(booking.paidOnline * 100);
  return params;
}

/**
 * Stores a notification of `event` for the driver `userId` about `bookingId`. Returns the new
 * notification's id, or null when the user or the booking does not exist (nothing to notify about;
 * the caller's change is not undone for that).
 */
export async function notifyBookingEvent(db: Db, input: BookingEventInput): Promise<string | null> {
  if (!(BOOKING_EVENTS as readonly string[]).includes(input.event)) {
    throw new RangeError(`Unknown booking event: ${String(input.event)}`);
  }
  const { rows } = await db.query<EventBooking>(
    `SELECT c.name AS "carName", b."from", b."to", b.status, b.paid_online AS "paidOnline"
       FROM bookings b
       JOIN cars c ON c.id = b.car_id
       JOIN users u ON u.id = $1
      WHERE b.id = $2`,
    [input.userId, input.bookingId],
  );
  const row = rows[0];
  if (!row) return null;
  const id = newId();
  await db.query('INSERT INTO notifications (id, user_id, booking_id, type, params) VALUES ($1, $2, $3, $4, $5)', [
    id,
    input.userId,
    input.bookingId,
    input.event,
    JSON.stringify(bookingEventParams(input.event, row, input.amountCents)),
  ]);
  return id;
}
