/**
 * The written record of money (design §10): every money event of a booking — confirmed (paid,
 * deposit or pay at pick-up), difference paid, refund, cancellation requested, cancellation
 * confirmed — sends one e-mail in the driver's language and stores one notification, both stating
 * the event's amount, computed once here from the stored booking (`storedMoney.ts`, i.e.
 * `src/domain/bookingMoney.ts`).
 *
 * A caller that changes the booking in a transaction records the event in it (`recordMoneyEvent`:
 * the notification is saved with the change, the e-mail composed from what the change wrote) and
 * sends the e-mail once the transaction has committed (`sendMoneyEventMail`): a rolled-back change
 * never mails. `announceMoneyEvent` does both for a caller without a transaction. A mail failure is
 * logged and never undoes the event.
 */
import { cancellationRefundCents, type BookingMoney } from '../../../src/domain/bookingMoney';
import { formatLocationTime } from '../../../src/domain/locationTime';
import { formatMoney } from '../../../src/domain/money';
import { rentalDays } from '../../../src/domain/pricing';
import type { Db } from '../db/index';
import { composeMail, type MailMessage, type Mailer } from '../mail/index';
import { notifyBookingEvent, type BookingEvent } from '../notifications';
import { receiptAttachment } from '../receipts/index';
import { toLanguage, type Language } from '../validation';
import { storedBookingMoney } from './storedMoney';

export type MoneyEvent =
  | { kind: 'bookingConfirmed' }
  | { kind: 'differencePaid'; amountCents: number }
  | { kind: 'refund'; amountCents: number }
  | { kind: 'cancellationRequested'; refundCents: number }
  | { kind: 'cancellationConfirmed'; refundCents: number };

/** What a cancel request of a booking with this money would refund once confirmed (`bookingMoney.ts`). */
export const cancellationRequested = (money: BookingMoney): MoneyEvent => ({
  kind: 'cancellationRequested',
  refundCents: cancellationRefundCents(money),
});

interface Names {
  en: string;
  fr?: string;
  es?: string;
}

interface BookingRow {
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
  driver_id: string;
  email: string;
  full_name: string;
  language: string;
}

interface Copy {
  subject: {
    confirmed: (car: string) => string;
    amended: (car: string) => string;
    cancellationRequested: (car: string) => string;
    cancellationConfirmed: (car: string) => string;
  };
  hello: (name: string) => string;
  pending: (atPickup: string) => string;
  deposit: (paid: string, atPickup: string) => string;
  paid: (paid: string) => string;
  differencePaid: (amount: string) => string;
  refund: (amount: string) => string;
  /** `refund` null: nothing was paid online, so nothing to refund. */
  cancellationRequested: (refund: string | null) => string;
  cancellationConfirmed: (refund: string) => string;
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
    differencePaid: string;
    refund: string;
    refundIfConfirmed: string;
    view: string;
  };
  checklist: string;
}

export const COPY: Record<Language, Copy> = {
  en: {
    subject: {
      confirmed: (car) => `Your booking of the ${car}`,
      amended: (car) => `Your booking of the ${car} has been changed`,
      cancellationRequested: (car) => `Your cancel request for the ${car}`,
      cancellationConfirmed: (car) => `Your booking of the ${car} is cancelled`,
    },
    hello: (name) => `Hello ${name},`,
    pending: (atPickup) =>
      `Your booking is registered. You will pay ${atPickup} at the counter when you pick up the car.`,
    deposit: (paid, atPickup) =>
      `We have received your deposit of ${paid}: your booking is confirmed. You will pay the rental (${atPickup}) at the counter.`,
    paid: (paid) => `We have received your payment of ${paid}: your booking is paid.`,
    differencePaid: (amount) => `We have received the difference of ${amount}: your booking has been changed.`,
    refund: (amount) => `Your booking has been changed and now costs less: ${amount} will be refunded to you.`,
    cancellationRequested: (refund) =>
      `Your cancel request has been submitted. The supplier will contact you to finalize the cancellation.${refund ? ` If the cancellation is confirmed, ${refund} will be refunded to you.` : ''}`,
    cancellationConfirmed: (refund) =>
      `The supplier has confirmed the cancellation of your booking: ${refund} will be refunded to you.`,
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
      differencePaid: 'Difference paid',
      refund: 'Refund',
      refundIfConfirmed: 'Refund if the cancellation is confirmed',
      view: 'See your booking',
    },
    checklist:
      'Your pick-up checklist: arrive on time, and bring a passport or national ID card and your driver’s license.',
  },
  fr: {
    subject: {
      confirmed: (car) => `Votre réservation du véhicule ${car}`,
      amended: (car) => `Votre réservation du véhicule ${car} a été modifiée`,
      cancellationRequested: (car) => `Votre demande d’annulation pour le véhicule ${car}`,
      cancellationConfirmed: (car) => `Votre réservation du véhicule ${car} est annulée`,
    },
    hello: (name) => `Bonjour ${name},`,
    pending: (atPickup) =>
      `Votre réservation est enregistrée. Vous paierez ${atPickup} au comptoir en prenant le véhicule.`,
    deposit: (paid, atPickup) =>
      `Nous avons reçu votre caution (${paid}) : votre réservation est confirmée. Vous paierez la location (${atPickup}) au comptoir.`,
    paid: (paid) => `Nous avons reçu votre paiement (${paid}) : votre réservation est payée.`,
    differencePaid: (amount) => `Nous avons reçu la différence (${amount}) : votre réservation a été modifiée.`,
    refund: (amount) =>
      `Votre réservation a été modifiée et coûte désormais moins cher : ${amount} vous sera remboursé.`,
    cancellationRequested: (refund) =>
      `Votre demande d’annulation a été envoyée. Le loueur vous contactera pour finaliser l’annulation.${refund ? ` Si l’annulation est confirmée, ${refund} vous sera remboursé.` : ''}`,
    cancellationConfirmed: (refund) =>
      `Le loueur a confirmé l’annulation de votre réservation : ${refund} vous sera remboursé.`,
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
      differencePaid: 'Différence payée',
      refund: 'Remboursement',
      refundIfConfirmed: 'Remboursement si l’annulation est confirmée',
      view: 'Voir votre réservation',
    },
    checklist:
      'Avant le retrait : arrivez à l’heure et apportez un passeport ou une carte d’identité ainsi que votre permis de conduire.',
  },
  es: {
    subject: {
      confirmed: (car) => `Su reserva del ${car}`,
      amended: (car) => `Su reserva del ${car} ha sido modificada`,
      cancellationRequested: (car) => `Su solicitud de cancelación del ${car}`,
      cancellationConfirmed: (car) => `Su reserva del ${car} está cancelada`,
    },
    hello: (name) => `Hola ${name}:`,
    pending: (atPickup) => `Su reserva está registrada. Pagará ${atPickup} en el mostrador al recoger el coche.`,
    deposit: (paid, atPickup) =>
      `Hemos recibido su fianza de ${paid}: su reserva está confirmada. Pagará el alquiler (${atPickup}) en el mostrador.`,
    paid: (paid) => `Hemos recibido su pago de ${paid}: su reserva está pagada.`,
    differencePaid: (amount) => `Hemos recibido la diferencia de ${amount}: su reserva ha sido modificada.`,
    refund: (amount) => `Su reserva ha sido modificada y ahora cuesta menos: le reembolsaremos ${amount}.`,
    cancellationRequested: (refund) =>
      `Se ha enviado su solicitud de cancelación. El proveedor se pondrá en contacto con usted para finalizar la cancelación.${refund ? ` Si se confirma la cancelación, le reembolsaremos ${refund}.` : ''}`,
    cancellationConfirmed: (refund) =>
      `El proveedor ha confirmado la cancelación de su reserva: le reembolsaremos ${refund}.`,
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
      differencePaid: 'Diferencia pagada',
      refund: 'Reembolso',
      refundIfConfirmed: 'Reembolso si se confirma la cancelación',
      view: 'Ver su reserva',
    },
    checklist:
      'Para la recogida: llegue a tiempo y lleve un pasaporte o documento de identidad y su permiso de conducir.',
  },
};

/** A money event recorded with its booking as the event left it: what its e-mail is written from. */
export interface RecordedMoneyEvent {
  event: MoneyEvent;
  /** The amount the e-mail and the notification state, in cents of the base currency. */
  amountCents: number;
  booking: BookingRow;
  money: BookingMoney;
}

/** The event's amount: what it moved (a confirmation: paid online, or due at pick-up when nothing was). */
function eventAmountCents(event: MoneyEvent, money: BookingMoney): number {
  switch (event.kind) {
    case 'bookingConfirmed':
      return money.choice === 'payLater' ? money.dueAtPickupCents : money.paidOnlineCents;
    case 'differencePaid':
    case 'refund':
      return event.amountCents;
    case 'cancellationRequested':
    case 'cancellationConfirmed':
      return event.refundCents;
  }
}

/** The notification type of an event (the app writes each in the reader's language). */
function notificationType(event: MoneyEvent, money: BookingMoney): BookingEvent {
  switch (event.kind) {
    case 'bookingConfirmed':
      return money.choice === 'payLater' ? 'created' : money.choice === 'deposit' ? 'deposit' : 'paid';
    case 'differencePaid':
      return 'differencePaid';
    case 'refund':
      return 'refund';
    case 'cancellationRequested':
      return 'cancelRequested';
    case 'cancellationConfirmed':
      return 'cancellationConfirmed';
  }
}

/**
 * Stores the event's notification for the booking's driver in `tx` (the transaction that made the
 * event) and returns what its e-mail is written from; null when the booking or its driver is gone.
 */
export async function recordMoneyEvent(
  tx: Db,
  bookingId: string,
  event: MoneyEvent,
): Promise<RecordedMoneyEvent | null> {
  const { rows } = await tx.query<BookingRow>(
    `SELECT b.id, b.status, b."from", b."to", b.price, b.deposit, b.paid_online, b.is_deposit, b.is_payed_in_full, c.name AS car, s.full_name AS supplier,
            pl.names AS pickup, dl.names AS drop_off, pl.time_zone AS pickup_time_zone, dl.time_zone AS drop_off_time_zone,
            u.id AS driver_id, u.email, u.full_name, u.language
       FROM bookings b
       JOIN cars c ON c.id = b.car_id
       JOIN suppliers s ON s.id = b.supplier_id
       JOIN locations pl ON pl.id = b.pickup_location_id
       JOIN locations dl ON dl.id = b.drop_off_location_id
       JOIN users u ON u.id = b.driver_id
      WHERE b.id = $1`,
    [bookingId],
  );
  const booking = rows[0];
  if (!booking) return null;
  const money = storedBookingMoney(booking);
  const amountCents = eventAmountCents(event, money);
  await notifyBookingEvent(tx, {
    userId: booking.driver_id,
    bookingId,
    event: notificationType(event, money),
    amountCents,
  });
  return { event, amountCents, booking, money };
}

/** The e-mail of a recorded event, in the driver's language. */
export function moneyEventMail(
  { event, amountCents, booking, money }: RecordedMoneyEvent,
  publicUrl: string,
): MailMessage {
  const language = toLanguage(booking.language);
  const copy = COPY[language];
  const l = copy.labels;
  const format = (cents: number) => formatMoney(cents / 100, 'EUR', language);
  const amount = format(amountCents);
  const name = (names: Names) => names[language] || names.en;

  let subject: string;
  let summary: string;
  // The event's own amount line, above the booking's figures.
  let amountLine: string | null;
  switch (event.kind) {
    case 'bookingConfirmed':
      subject = copy.subject.confirmed(booking.car);
      summary =
        money.choice === 'deposit'
          ? copy.deposit(amount, format(money.dueAtPickupCents))
          : money.choice === 'payLater'
            ? copy.pending(amount)
            : copy.paid(amount);
      amountLine = null; // paid online and due at pick-up are among the figures
      break;
    case 'differencePaid':
      subject = copy.subject.amended(booking.car);
      summary = copy.differencePaid(amount);
      amountLine = `${l.differencePaid}: ${amount}`;
      break;
    case 'refund':
      subject = copy.subject.amended(booking.car);
      summary = copy.refund(amount);
      amountLine = `${l.refund}: ${amount}`;
      break;
    case 'cancellationRequested':
      subject = copy.subject.cancellationRequested(booking.car);
      // A booking paid at pick-up has nothing to refund: no sentence, no line of 0 €.
      summary = copy.cancellationRequested(amountCents > 0 ? amount : null);
      amountLine = amountCents > 0 ? `${l.refundIfConfirmed}: ${amount}` : null;
      break;
    case 'cancellationConfirmed':
      subject = copy.subject.cancellationConfirmed(booking.car);
      summary = copy.cancellationConfirmed(amount);
      amountLine = `${l.refund}: ${amount}`;
      break;
  }
  // Times at the locations, naming their zones, written as the app writes them in this language.
  const at = (instant: Date, timeZone: string) => formatLocationTime(instant, timeZone, language);
  const details = [
    ...(amountLine ? [amountLine] : []),
    `${l.number}: ${booking.id}`,
    `${l.car}: ${booking.car}`,
    `${l.supplier}: ${booking.supplier}`,
    `${l.pickup}: ${name(booking.pickup)}, ${at(booking.from, booking.pickup_time_zone)}`,
    `${l.dropOff}: ${name(booking.drop_off)}, ${at(booking.to, booking.drop_off_time_zone)}`,
    `${l.days}: ${rentalDays(booking.from, booking.to)}`,
    `${l.total}: ${format(money.rentalCents)}`,
    ...(money.depositCents > 0 ? [`${l.deposit}: ${format(money.depositCents)}`] : []),
    `${l.paidOnline}: ${format(money.paidOnlineCents)}`,
    `${l.atPickup}: ${format(money.dueAtPickupCents)}`,
  ].join('\n');
  const link = `${publicUrl}/booking?b=${booking.id}`;
  const cancelled = event.kind === 'cancellationConfirmed';
  const text = [
    copy.hello(booking.full_name),
    summary,
    details,
    `${l.view}: ${link}`,
    ...(cancelled ? [] : [copy.checklist]),
  ].join('\n\n');
  return composeMail(language, { to: booking.email, subject, text });
}

/**
 * Sends a recorded event's e-mail (after the transaction that recorded it), the confirmation with
 * the booking's receipt attached; a failure is logged, never thrown.
 */
export async function sendMoneyEventMail(
  deps: { db: Db; mailer: Mailer; config: { publicUrl: string; siteName: string } },
  recorded: RecordedMoneyEvent | null,
): Promise<void> {
  if (!recorded) return;
  try {
    const mail = moneyEventMail(recorded, deps.config.publicUrl);
    if (recorded.event.kind === 'bookingConfirmed') {
      const { id, language } = recorded.booking;
      const receipt = await receiptAttachment(deps.db, id, toLanguage(language), deps.config.siteName);
      if (receipt) mail.attachments = [receipt];
    }
    await deps.mailer.send(mail);
  } catch (error) {
    console.error(
      `Booking ${recorded.booking.id}: the ${recorded.event.kind} e-mail could not be sent:`,
      (error as Error).message,
    );
  }
}

/**
 * Records a money event of `bookingId` and sends its e-mail, for a caller outside a transaction
 * (one inside uses `recordMoneyEvent` and sends after it commits).
 */
export async function announceMoneyEvent(
  deps: { db: Db; mailer: Mailer; config: { publicUrl: string; siteName: string } },
  bookingId: string,
  event: MoneyEvent,
): Promise<void> {
  await sendMoneyEventMail(deps, await recordMoneyEvent(deps.db, bookingId, event));
}
