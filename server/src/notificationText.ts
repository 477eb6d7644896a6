/**
 * A notification's sentence in the reader's language, as the app writes it (the app's catalogs, the
 * same choice of sentence: src/domain/notificationSentence.ts), for clients that read
 * a `message` (BookCars' customer app) rather than writing one from `type` and `params`.
 * Amounts are in the base currency; dates are the booking's, in UTC (the server has no reader's clock).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../src/i18n/messages/en.json' with { type: 'json' };
import es from '../../src/i18n/messages/es.json' with { type: 'json' };
import fr from '../../src/i18n/messages/fr.json' with { type: 'json' };
import { formatMoney } from '../../src/domain/money';
import { notificationMessageId, notificationSentence } from '../../src/domain/notificationSentence';
import type { Schemas } from './contract';
import type { Language } from './validation';

const CATALOGS: Record<Language, Record<string, string>> = { en, fr, es };

/** What the server stores of a notification: its type and parameters. */
type StoredNotification = Required<Pick<Schemas['Notification'], 'type' | 'params'>>;

export function notificationText({ type, params }: StoredNotification, language: Language): string {
  const sentence = notificationSentence(type, params.amountCents);
  if (!sentence) return params.text ?? '';
  const catalog = CATALOGS[language];
  const text = (id: unknown) => catalog[String(id)] ?? en[String(id) as keyof typeof en] ?? '';
  const date = (value: string | undefined) =>
    value ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value)) : '';
  const values = {
    car: params.carName ?? '',
    from: date(params.from),
    to: date(params.to),
    amount: formatMoney((params.amountCents ?? 0) / 100, 'EUR', language),
    // BookCars' two paid statuses read as one, as in the app (statusMessages).
    status: params.status ? text(`bookings.status.${params.status === 'paidInFull' ? 'paid' : params.status}`) : '',
  };
  return String(new IntlMessageFormat(text(notificationMessageId(sentence)), language).format(values));
}
