/**
 * The booking confirmation e-mail, in the driver's language (en, fr, es). Sent after a pay-later
 * checkout and after a captured payment. Plain text turned into escaped HTML (`textToHtml`), so
 * names typed by drivers or suppliers can never inject markup.
 */
import { formatLocationTime } from '../../../src/domain/locationTime';
import { formatMoney } from '../../../src/domain/money';
import { rentalDays } from '../../../src/domain/pricing';
import type { Db } from '../db/index';
import { textToHtml, type Mailer } from '../mail/index';
import { toLanguage, type Language } from '../validation';
import { storedBookingMoney } from './storedMoney';

interface Names {
  en: string;
  fr?: string;
  es?: string;
}

interface ConfirmationRow {
  id: string;
  status: string;
  from: Date;
  to: Date;
  price: number;
  deposit: number;
  paid_online: number;
  is_deposit: boolean;
  is_payed_in_full: boolean;
  car: string;
  supplier: string;
  pickup: Names;
  drop_off: Names;
  pickup_time_zone: string;
  drop_off_time_zone: string;
  email: string;
  full_name: string;
  language: string;
}

interface Copy {
  subject: (car: string) => string;
  hello: (name: string) => string;
  pending: (atPickup: string) => string;
  deposit: (paid: string, atPickup: string) => string;
  paid: (paid: string) => string;
  labels: {
    number: string;
    car: string;
    supplier: string;
    pickup: string;
    dropOff: string;
    days: string;
    total: string;
    deposit: string;
    paidOnline: string;
    atPickup: string;
    view: string;
  };
  checklist: string;
  locale: string;
}

export const COPY: Record<Language, Copy> = {
  en: {
    subject: (car) => `Your booking of the ${car}`,
    hello: (name) => `Hello ${name},`,
    pending: (atPickup) =>
      `Your booking is registered. You will pay ${atPickup} at the counter when you pick up the car.`,
    deposit: (paid, atPickup) =>
      `We have received your deposit of ${paid}: your booking is confirmed. You will pay the rental (${atPickup}) at the counter.`,
    paid: (paid) => `We have received your payment of ${paid}: your booking is paid.`,
    labels: {
      number: 'Booking number',
      car: 'Car',
      supplier: 'Supplier',
      pickup: 'Pick-up',
      dropOff: 'Drop-off',
      days: 'Days',
      total: 'Rental total',
      deposit: 'Deposit',
      paidOnline: 'Paid online',
      atPickup: 'Due at pick-up',
      view: 'See your booking',
    },
    checklist:
      'Your pick-up checklist: arrive on time, and bring a passport or national ID card and your driver’s licence.',
    locale: 'en-GB',
  },
  fr: {
    subject: (car) => `Votre réservation du véhicule ${car}`,
    hello: (name) => `Bonjour ${name},`,
    pending: (atPickup) =>
      `Votre réservation est enregistrée. Vous paierez ${atPickup} au comptoir en prenant le véhicule.`,
    deposit: (paid, atPickup) =>
      `Nous avons reçu votre caution (${paid}) : votre réservation est confirmée. Vous paierez la location (${atPickup}) au comptoir.`,
    paid: (paid) => `Nous avons reçu votre paiement (${paid}) : votre réservation est payée.`,
    labels: {
      number: 'Numéro de réservation',
      car: 'Véhicule',
      supplier: 'Loueur',
      pickup: 'Retrait',
      dropOff: 'Restitution',
      days: 'Jours',
      total: 'Total de la location',
      deposit: 'Caution',
      paidOnline: 'Payé en ligne',
      atPickup: 'À payer au retrait',
      view: 'Voir votre réservation',
    },
    checklist:
      'Avant le retrait : arrivez à l’heure et apportez un passeport ou une carte d’identité ainsi que votre permis de conduire.',
    locale: 'fr-FR',
  },
  es: {
    subject: (car) => `Su reserva del ${car}`,
    hello: (name) => `Hola ${name}:`,
    pending: (atPickup) => `Su reserva está registrada. Pagará ${atPickup} en el mostrador al recoger el coche.`,
    deposit: (paid, atPickup) =>
      `Hemos recibido su fianza de ${paid}: su reserva está confirmada. Pagará el alquiler (${atPickup}) en el mostrador.`,
    paid: (paid) => `Hemos recibido su pago de ${paid}: su reserva está pagada.`,
    labels: {
      number: 'Número de reserva',
      car: 'Coche',
      supplier: 'Proveedor',
      pickup: 'Recogida',
      dropOff: 'Devolución',
      days: 'Días',
      total: 'Total del alquiler',
      deposit: 'Fianza',
      paidOnline: 'Pagado en línea',
      atPickup: 'A pagar en la recogida',
      view: 'Ver su reserva',
    },
    checklist:
      'Para la recogida: llegue a tiempo y lleve un pasaporte o documento de identidad y su permiso de conducir.',
    locale: 'es-ES',
  },
};

export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The e-mail of a booking, or null when the booking or its driver is gone. */
export async function bookingConfirmationMail(
  db: Db,
  bookingId: string,
  publicUrl: string,
): Promise<ConfirmationMail | null> {
  const { rows } = await db.query<ConfirmationRow>(
    `SELECT b.id, b.status, b."from", b."to", b.price, b.deposit, b.paid_online, b.is_deposit, b.is_payed_in_full, c.name AS car, s.full_name AS supplier,
            pl.names AS pickup, dl.names AS drop_off, pl.time_zone AS pickup_time_zone, dl.time_zone AS drop_off_time_zone, u.email, u.full_name, u.language
       FROM bookings b
       JOIN cars c ON c.id = b.car_id
       JOIN suppliers s ON s.id = b.supplier_id
       JOIN locations pl ON pl.id = b.pickup_location_id
       JOIN locations dl ON dl.id = b.drop_off_location_id
       JOIN users u ON u.id = b.driver_id
      WHERE b.id = $1`,
    [bookingId],
  );
  const row = rows[0];
  if (!row) return null;
  const language = toLanguage(row.language);
  const copy = COPY[language];
  const money = (cents: number) => formatMoney(cents / 100, 'EUR', language);
  const name = (names: Names) => names[language] || names.en;
  const amounts = storedBookingMoney(row);
  const summary =
    amounts.choice === 'deposit'
      ? copy.deposit(money(amounts.paidOnlineCents), money(amounts.dueAtPickupCents))
      : amounts.choice === 'payLater'
        ? copy.pending(money(amounts.dueAtPickupCents))
        : copy.paid(money(amounts.paidOnlineCents));
  const l = copy.labels;
  const details = [
    `${l.number}: ${row.id}`,
    `${l.car}: ${row.car}`,
    `${l.supplier}: ${row.supplier}`,
    // Times at the locations, naming their zones, as the app shows them.
    `${l.pickup}: ${name(row.pickup)}, ${formatLocationTime(row.from, row.pickup_time_zone, copy.locale)}`,
    `${l.dropOff}: ${name(row.drop_off)}, ${formatLocationTime(row.to, row.drop_off_time_zone, copy.locale)}`,
    `${l.days}: ${rentalDays(row.from, row.to)}`,
    `${l.total}: ${money(amounts.rentalCents)}`,
    ...(amounts.depositCents > 0 ? [`${l.deposit}: ${money(amounts.depositCents)}`] : []),
    `${l.paidOnline}: ${money(amounts.paidOnlineCents)}`,
    `${l.atPickup}: ${money(amounts.dueAtPickupCents)}`,
  ].join('\n');
  const link = `${publicUrl}/booking?b=${row.id}`;
  const text = [copy.hello(row.full_name), summary, details, `${l.view}: ${link}`, copy.checklist].join('\n\n');
  return { to: row.email, subject: copy.subject(row.car), text, html: textToHtml(text) };
}

/** Sends the confirmation; a mail failure is logged by the caller, never undoes the booking. */
export async function sendBookingConfirmation(
  deps: { db: Db; mailer: Mailer; config: { publicUrl: string } },
  bookingId: string,
): Promise<void> {
  const mail = await bookingConfirmationMail(deps.db, bookingId, deps.config.publicUrl);
  if (mail) await deps.mailer.send(mail);
}
