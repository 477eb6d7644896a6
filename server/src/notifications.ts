/**
 * Booking notifications: one row per booking event, addressed to the booking's driver and written
 * in the driver's language at the time of the event (a notification is a record of what was said,
 * so it does not change when the driver later switches language).
 *
 * Call `notifyBookingEvent` with the transaction that changed the booking (or right after it), so a
 * booking change and its notification are saved together.
 */
import type { Db } from './db/index';
import { newId } from './ids';
import type { Language } from './validation';

export const BOOKING_EVENTS = ['created', 'paid', 'deposit', 'cancelRequested', 'statusChanged', 'amended'] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export interface BookingEventInput {
  /** The driver to notify. */
  userId: string;
  bookingId: string;
  event: BookingEvent;
}

type Status = 'void' | 'pending' | 'deposit' | 'paid' | 'paidInFull' | 'reserved' | 'cancelled';

/** Status labels as the app shows them (`bookings.status.*` in src/i18n/messages). */
const STATUS_LABELS: Record<Language, Record<Status, string>> = {
  en: { void: 'Void', pending: 'Pending', deposit: 'Deposit paid', paid: 'Paid', paidInFull: 'Paid in full', reserved: 'Reserved', cancelled: 'Cancelled' },
  fr: { void: 'Non confirmée', pending: 'En attente', deposit: 'Acompte payé', paid: 'Payée', paidInFull: 'Payée en totalité', reserved: 'Réservée', cancelled: 'Annulée' },
  es: { void: 'Sin confirmar', pending: 'Pendiente', deposit: 'Depósito pagado', paid: 'Pagada', paidInFull: 'Pagada en su totalidad', reserved: 'Reservada', cancelled: 'Cancelada' },
};

type Template = (values: { car: string; status: string }) => string;

const MESSAGES: Record<Language, Record<BookingEvent, Template>> = {
  en: {
    created: ({ car }) => `Your booking of the ${car} has been created.`,
    paid: ({ car }) => `Your payment for the ${car} has been received: your booking is paid.`,
    deposit: ({ car }) => `Your deposit for the ${car} has been received: your booking is confirmed.`,
    cancelRequested: ({ car }) =>
      `Your cancel request for the ${car} has been submitted. The provider will contact you to finalize the cancellation.`,
    statusChanged: ({ car, status }) => `The status of your booking of the ${car} is now: ${status}.`,
    amended: ({ car }) => `Your booking of the ${car} has been amended.`,
  },
  fr: {
    created: ({ car }) => `Votre réservation de la ${car} a été créée.`,
    paid: ({ car }) => `Votre paiement pour la ${car} a été reçu : votre réservation est payée.`,
    deposit: ({ car }) => `Votre acompte pour la ${car} a été reçu : votre réservation est confirmée.`,
    cancelRequested: ({ car }) =>
      `Votre demande d’annulation pour la ${car} a été envoyée. Le loueur vous contactera pour finaliser l’annulation.`,
    statusChanged: ({ car, status }) => `Le statut de votre réservation de la ${car} est désormais : ${status}.`,
    amended: ({ car }) => `Votre réservation de la ${car} a été modifiée.`,
  },
  es: {
    created: ({ car }) => `Se ha creado tu reserva del ${car}.`,
    paid: ({ car }) => `Hemos recibido tu pago del ${car}: tu reserva está pagada.`,
    deposit: ({ car }) => `Hemos recibido tu depósito del ${car}: tu reserva está confirmada.`,
    cancelRequested: ({ car }) =>
      `Se ha enviado tu solicitud de cancelación del ${car}. El proveedor se pondrá en contacto contigo para finalizar la cancelación.`,
    statusChanged: ({ car, status }) => `El estado de tu reserva del ${car} es ahora: ${status}.`,
    amended: ({ car }) => `Se ha modificado tu reserva del ${car}.`,
  },
};

/** The text of a booking event in `language` (exported for tests and the seed). */
export function bookingEventMessage(language: Language, event: BookingEvent, values: { car: string; status: Status }): string {
  return MESSAGES[language][event]({ car: values.car, status: STATUS_LABELS[language][values.status] });
}

/**
 * Stores a notification of `event` for the driver `userId` about `bookingId`, in the driver's
 * language. Returns the new notification's id, or null when the user or the booking does not exist
 * (nothing to notify about; the caller's change is not undone for that).
 */
export async function notifyBookingEvent(db: Db, input: BookingEventInput): Promise<string | null> {
  if (!(BOOKING_EVENTS as readonly string[]).includes(input.event)) {
    throw new RangeError(`Unknown booking event: ${String(input.event)}`);
  }
  const { rows } = await db.query<{ language: Language; car: string; status: Status }>(
    `SELECT u.language, c.name AS car, b.status
       FROM bookings b
       JOIN cars c ON c.id = b.car_id
       JOIN users u ON u.id = $1
      WHERE b.id = $2`,
    [input.userId, input.bookingId],
  );
  const row = rows[0];
  if (!row) return null;
  const id = newId();
  await db.query(
    'INSERT INTO notifications (id, user_id, booking_id, event, message) VALUES ($1, $2, $3, $4, $5)',
    [id, input.userId, input.bookingId, input.event, bookingEventMessage(row.language, input.event, row)],
  );
  return id;
}
