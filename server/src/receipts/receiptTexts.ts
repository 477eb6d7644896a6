/**
 * The receipt's words. What the booking page also shows (price lines, extras, amounts, labels) is
 * read from the app's own catalogs (src/i18n/messages), so the receipt words a line exactly as the
 * page does; only the receipt's own texts are here, listed in translatedTexts.ts so that
 * `npm run i18n:check` holds them to the glossary.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import es from '../../../src/i18n/messages/es.json' with { type: 'json' };
import fr from '../../../src/i18n/messages/fr.json' with { type: 'json' };
import type { Language } from '../validation';

export interface ReceiptCopy {
  title: string;
  number: (id: string) => string;
  car: string;
  supplier: string;
  /** When the amounts were last changed: the receipt states the booking as of then. */
  asOf: (date: string) => string;
  payments: string;
  date: string;
  method: string;
  noPayment: string;
  card: (brand: string, last4: string) => string;
  paypal: string;
  /** A payment of an amendment's price difference. */
  changePayment: (method: string) => string;
  amounts: string;
  /** The charge currency (server/src/checkout/createBooking.ts's CHARGE_CURRENCY). */
  currencyNote: string;
}

export const RECEIPT_COPY: Record<Language, ReceiptCopy> = {
  en: {
    title: 'Receipt',
    number: (id) => `Booking ${id}`,
    car: 'Car',
    supplier: 'Supplier',
    asOf: (date) => `Amounts as of ${date}`,
    payments: 'Payments',
    date: 'Date',
    method: 'Payment',
    noPayment: 'Nothing has been paid online for this booking.',
    card: (brand, last4) => `${brand} card ending in ${last4}`,
    paypal: 'PayPal',
    changePayment: (method) => `${method} (change of the booking)`,
    amounts: 'Amounts',
    currencyNote: 'All amounts are in euros (EUR), the currency payments are made in.',
  },
  fr: {
    title: 'Reçu',
    number: (id) => `Réservation ${id}`,
    car: 'Véhicule',
    supplier: 'Loueur',
    asOf: (date) => `Montants au ${date}`,
    payments: 'Paiements',
    date: 'Date',
    method: 'Paiement',
    noPayment: 'Rien n’a été payé en ligne pour cette réservation.',
    card: (brand, last4) => `Carte ${brand} se terminant par ${last4}`,
    paypal: 'PayPal',
    changePayment: (method) => `${method} (modification de la réservation)`,
    amounts: 'Montants',
    currencyNote: 'Tous les montants sont en euros (EUR), la devise des paiements.',
  },
  es: {
    title: 'Recibo',
    number: (id) => `Reserva ${id}`,
    car: 'Coche',
    supplier: 'Proveedor',
    asOf: (date) => `Importes a ${date}`,
    payments: 'Pagos',
    date: 'Fecha',
    method: 'Pago',
    noPayment: 'No se ha pagado nada en línea por esta reserva.',
    card: (brand, last4) => `Tarjeta ${brand} terminada en ${last4}`,
    paypal: 'PayPal',
    changePayment: (method) => `${method} (modificación de la reserva)`,
    amounts: 'Importes',
    currencyNote: 'Todos los importes están en euros (EUR), la moneda de los pagos.',
  },
};

const CATALOGS: Record<Language, Record<string, string>> = {
  en,
  fr: { ...en, ...fr },
  es: { ...en, ...es },
};
const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/** The app's formatters in `language` (its locale is the app's: en, fr, es). */
export function appIntl(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, defaultLocale: 'en', messages: CATALOGS[language] }, cache);
    intls.set(language, intl);
  }
  return intl;
}

/**
 * The app's message `id` in `language`, with `values`. Read from the catalog by id at run time (the
 * app's own `formatMessage` calls are static, for extraction); an unknown id is a bug, never a text.
 */
export function appText(language: Language, id: string, values?: Record<string, string | number>): string {
  const message = CATALOGS[language][id];
  if (message === undefined) throw new Error(`No app message ${id}`);
  const intl = appIntl(language);
  return String(intl.formatters.getMessageFormat(message, intl.locale).format(values));
}
