/**
 * The server’s own translated texts (the e-mails, the receipt), written out with sample values, so that
 * `npm run i18n:check` holds them to the same glossary as the app's catalogs. The samples start
 * with a vowel, so a template that puts a name after a French "de" shows up as "de Alex".
 */
import { ACTIVATION_MAIL, RESET_MAIL } from './accounts';
import { COPY as MONEY_EVENT_MAIL } from './checkout/moneyEvents';
import { EMAIL_CONFIRMATION_COPY } from './emailConfirmationPage';
import { WELCOME as NEWSLETTER_WELCOME } from './handlers/info';
import { RECEIPT_COPY } from './receipts/receiptTexts';
import type { Language } from './validation';

const SAMPLES = ['Alex', 'Autoloc', 'https://example.com/link', '24'] as const;

/** Every text of `tree` by its path, templates called with the samples. */
function flatten(prefix: string, tree: unknown, into: Record<string, string>): void {
  if (typeof tree === 'string') into[prefix] = tree;
  else if (typeof tree === 'function') into[prefix] = String((tree as (...values: string[]) => unknown)(...SAMPLES));
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(`${prefix}.${key}`, value, into);
}

export function serverTexts(language: Language): Record<string, string> {
  const texts: Record<string, string> = {};
  flatten('server.mail.activation', ACTIVATION_MAIL[language], texts);
  flatten('server.mail.reset', RESET_MAIL[language], texts);
  flatten('server.mail.moneyEvent', MONEY_EVENT_MAIL[language], texts);
  flatten('server.mail.newsletter', NEWSLETTER_WELCOME[language], texts);
  flatten('server.emailConfirmation', EMAIL_CONFIRMATION_COPY[language], texts);
  flatten('server.receipt', RECEIPT_COPY[language], texts);
  return texts;
}
