/**
 * A notification's sentence in the reader's language, as the app writes it (same catalogs, same
 * choice of sentence: src/features/notifications/notificationMessages.ts), for clients that read
 * a `message` (BookCars' customer app) rather than writing one from `type` and `params`.
 * Amounts are in the base currency; dates are the booking's, in UTC (the server has no reader's clock).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../src/i18n/messages/en.json';
import es from '../../src/i18n/messages/es.json';
import fr from '../../src/i18n/messages/fr.json';
import { formatMoney } from '../../src/domain/money';
import { statusMessages } from '../../src/features/bookings/bookingMessages';
import { notificationMessage } from '../../src/features/notifications/notificationMessages';
import type { Schemas } from './contract';
import type { Language } from './validation';

const CATALOGS: Record<Language, Record<string, string>> = { en, fr, es };

type Notification = Pick<Schemas['Notification'], 'type' | 'params'>;

export function notificationText({ type, params }: Notification, language: Language): string {
  const message = notificationMessage({ type, params });
  if (!message) return params.text ?? '';
  const catalog = CATALOGS[language];
  const text = (id: unknown) => catalog[String(id)] ?? en[String(id) as keyof typeof en] ?? '';
  const date = (value: string | undefined) =>
    value ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value)) : '';
  const values = {
    car: params.carName ?? '',
    from: date(params.from),
    to: date(params.to),
    amount: formatMoney((params.amountCents ?? 0) / 100, 'EUR', language),
    status: params.status ? text(statusMessages[params.status].id) : '',
  };
  return String(new IntlMessageFormat(text(message.id), language).format(values));
}
