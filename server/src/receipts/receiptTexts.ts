/**
 * The receipt's words, in en, fr and es, listed in translatedTexts.ts so that `npm run i18n:check`
 * holds them to the glossary. The server shares only src/domain with the app, so the labels the
 * booking page also shows (price lines, extras, amounts) are written here with the page's wording
 * (src/i18n/messages: price.*, bookings.money.*, bookings.extra.*, bookings.payment.*).
 */
import type { BookingMoneyRowKey, PaymentChoice } from '../../../src/domain/bookingMoney';
import type { ExtraName } from '../../../src/domain/pricing';
import type { Language } from '../validation';

/** Counts of a receipt are at least 1: "one" is exactly 1 in all three languages. */
const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

export interface ReceiptCopy {
  title: string;
  number: (id: string) => string;
  /** When the amounts were last changed: the receipt states the booking as of then. */
  asOf: (date: string) => string;
  facts: {
    reference: string;
    driver: string;
    car: string;
    supplier: string;
    pickup: string;
    dropOff: string;
    payment: string;
  };
  choice: Record<PaymentChoice | 'inProgress', string>;
  price: { title: string; item: string; unit: string; amount: string; included: string; total: string };
  lines: {
    month: (count: number) => string;
    week: (count: number) => string;
    threeDays: (count: number) => string;
    day: (count: number) => string;
    dateBased: (count: number, date: string) => string;
    extraPerDay: (name: string, count: number) => string;
    extraOnce: (name: string) => string;
  };
  extras: Record<ExtraName, string>;
  payments: string;
  date: string;
  method: string;
  noPayment: string;
  /** Paid online before payments were recorded one by one (older bookings): the amount, no detail. */
  unrecorded: string;
  card: (brand: string, last4: string) => string;
  paypal: string;
  /** A payment of an amendment's price difference. */
  changePayment: (method: string) => string;
  /** A refund's row, by its state (the booking page's bookings.refund.* words). */
  refund: Record<'pending' | 'done' | 'failed', string>;
  amounts: string;
  money: Record<BookingMoneyRowKey | 'noDeposit', string>;
  /** The charge currency (server/src/checkout/createBooking.ts's CHARGE_CURRENCY). */
  currencyNote: string;
}

export const RECEIPT_COPY: Record<Language, ReceiptCopy> = {
  en: {
    title: 'Receipt',
    number: (id) => `Booking ${id}`,
    asOf: (date) => `Amounts as of ${date}`,
    facts: {
      reference: 'Booking reference',
      driver: 'Driver',
      car: 'Car',
      supplier: 'Supplier',
      pickup: 'Pick-up',
      dropOff: 'Drop-off',
      payment: 'Payment option',
    },
    choice: {
      payLater: 'Pay later at the counter',
      deposit: 'Deposit paid online',
      full: 'Paid in full online',
      inProgress: 'Online payment not completed',
    },
    price: {
      title: 'Price breakdown',
      item: 'Item',
      unit: 'Unit price',
      amount: 'Amount',
      included: 'Included',
      total: 'Total',
    },
    lines: {
      month: (n) => plural(n, '1 month (30 days)', `${n} months (30 days each)`),
      week: (n) => plural(n, '1 week', `${n} weeks`),
      threeDays: (n) => plural(n, '3 days', `${n} periods of 3 days`),
      day: (n) => plural(n, '1 day', `${n} days`),
      dateBased: (n, date) => `${plural(n, '1 day', `${n} days`)} from ${date}`,
      extraPerDay: (name, n) => `${name}, ${plural(n, '1 day', `${n} days`)}`,
      extraOnce: (name) => `${name} (once)`,
    },
    extras: {
      cancellation: 'Cancellation',
      amendments: 'Amendments',
      theftProtection: 'Theft protection',
      collisionDamageWaiver: 'Collision damage waiver',
      fullInsurance: 'Full insurance',
      additionalDriver: 'Additional driver',
    },
    payments: 'Payments',
    date: 'Date',
    method: 'Payment',
    noPayment: 'Nothing has been paid online for this booking.',
    unrecorded: 'Paid online (no detail recorded)',
    card: (brand, last4) => `${brand} card ending in ${last4}`,
    paypal: 'PayPal',
    changePayment: (method) => `${method} (change of the booking)`,
    refund: { done: 'Refund', pending: 'Refund in progress', failed: 'Refund failed (will be retried)' },
    amounts: 'Amounts',
    money: {
      rental: 'Rental total',
      deposit: 'Deposit',
      noDeposit: 'No deposit',
      paidOnline: 'Paid online',
      dueOnline: 'To pay online',
      atPickup: 'Due at pick-up',
      refund: 'To be refunded',
    },
    currencyNote: 'All amounts are in euros (EUR), the currency payments are made in.',
  },
  fr: {
    title: 'Reçu',
    number: (id) => `Réservation ${id}`,
    asOf: (date) => `Montants au ${date}`,
    facts: {
      reference: 'Référence de réservation',
      driver: 'Conducteur',
      car: 'Véhicule',
      supplier: 'Loueur',
      pickup: 'Retrait',
      dropOff: 'Restitution',
      payment: 'Mode de paiement',
    },
    choice: {
      payLater: 'Paiement plus tard au comptoir',
      deposit: 'Caution payée en ligne',
      full: 'Payée en totalité en ligne',
      inProgress: 'Paiement en ligne non terminé',
    },
    price: {
      title: 'Détail du prix',
      item: 'Élément',
      unit: 'Prix unitaire',
      amount: 'Montant',
      included: 'Inclus',
      total: 'Total',
    },
    lines: {
      month: (n) => plural(n, '1 mois (30 jours)', `${n} mois (30 jours chacun)`),
      week: (n) => plural(n, '1 semaine', `${n} semaines`),
      threeDays: (n) => plural(n, '3 jours', `${n} périodes de 3 jours`),
      day: (n) => plural(n, '1 jour', `${n} jours`),
      dateBased: (n, date) => `${plural(n, '1 jour', `${n} jours`)} à partir du ${date}`,
      extraPerDay: (name, n) => `${name}, ${plural(n, '1 jour', `${n} jours`)}`,
      extraOnce: (name) => `${name} (une fois)`,
    },
    extras: {
      cancellation: 'Annulation',
      amendments: 'Modifications',
      theftProtection: 'Protection contre le vol',
      collisionDamageWaiver: 'Rachat de franchise collision',
      fullInsurance: 'Assurance tous risques',
      additionalDriver: 'Conducteur supplémentaire',
    },
    payments: 'Paiements',
    date: 'Date',
    method: 'Paiement',
    noPayment: 'Rien n’a été payé en ligne pour cette réservation.',
    unrecorded: 'Payé en ligne (sans détail enregistré)',
    card: (brand, last4) => `Carte ${brand} se terminant par ${last4}`,
    paypal: 'PayPal',
    changePayment: (method) => `${method} (modification de la réservation)`,
    refund: {
      done: 'Remboursement',
      pending: 'Remboursement en cours',
      failed: 'Remboursement en échec (sera relancé)',
    },
    amounts: 'Montants',
    money: {
      rental: 'Total de la location',
      deposit: 'Caution',
      noDeposit: 'Pas de caution',
      paidOnline: 'Payé en ligne',
      dueOnline: 'À payer en ligne',
      atPickup: 'À payer au retrait',
      refund: 'À vous rembourser',
    },
    currencyNote: 'Tous les montants sont en euros (EUR), la devise des paiements.',
  },
  es: {
    title: 'Recibo',
    number: (id) => `Reserva ${id}`,
    asOf: (date) => `Importes a ${date}`,
    facts: {
      reference: 'Referencia de la reserva',
      driver: 'Conductor',
      car: 'Coche',
      supplier: 'Proveedor',
      pickup: 'Recogida',
      dropOff: 'Devolución',
      payment: 'Forma de pago',
    },
    choice: {
      payLater: 'Pago más tarde en el mostrador',
      deposit: 'Fianza pagada en línea',
      full: 'Pagada en su totalidad en línea',
      inProgress: 'Pago en línea no completado',
    },
    price: {
      title: 'Desglose del precio',
      item: 'Concepto',
      unit: 'Precio unitario',
      amount: 'Importe',
      included: 'Incluido',
      total: 'Total',
    },
    lines: {
      month: (n) => plural(n, '1 mes (30 días)', `${n} meses (30 días cada uno)`),
      week: (n) => plural(n, '1 semana', `${n} semanas`),
      threeDays: (n) => plural(n, '3 días', `${n} periodos de 3 días`),
      day: (n) => plural(n, '1 día', `${n} días`),
      dateBased: (n, date) => `${plural(n, '1 día', `${n} días`)} desde el ${date}`,
      extraPerDay: (name, n) => `${name}, ${plural(n, '1 día', `${n} días`)}`,
      extraOnce: (name) => `${name} (una vez)`,
    },
    extras: {
      cancellation: 'Cancelación',
      amendments: 'Modificaciones',
      theftProtection: 'Protección contra robo',
      collisionDamageWaiver: 'Cobertura de daños por colisión',
      fullInsurance: 'Seguro a todo riesgo',
      additionalDriver: 'Conductor adicional',
    },
    payments: 'Pagos',
    date: 'Fecha',
    method: 'Pago',
    noPayment: 'No se ha pagado nada en línea por esta reserva.',
    unrecorded: 'Pagado en línea (sin detalle registrado)',
    card: (brand, last4) => `Tarjeta ${brand} terminada en ${last4}`,
    paypal: 'PayPal',
    changePayment: (method) => `${method} (modificación de la reserva)`,
    refund: { done: 'Reembolso', pending: 'Reembolso en curso', failed: 'Reembolso fallido (se volverá a intentar)' },
    amounts: 'Importes',
    money: {
      rental: 'Total del alquiler',
      deposit: 'Fianza',
      noDeposit: 'Sin fianza',
      paidOnline: 'Pagado en línea',
      dueOnline: 'A pagar en línea',
      atPickup: 'A pagar en la recogida',
      refund: 'A reembolsarle',
    },
    currencyNote: 'Todos los importes están en euros (EUR), la moneda de los pagos.',
  },
};
