import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE } from '@/domain/language';

/**
 * The intl object of the rendered app, for code that runs outside React (the error-toast
 * middleware). Until the app renders it is an English instance with default messages, made on
 * first use: creating it starts the browser's Intl machinery, which start-up leaves to a worker
 * (see warmUpIntl.ts).
 */
let current: IntlShape | undefined;

export function setCurrentIntl(intl: IntlShape): void {
  current = intl;
}

export function getCurrentIntl(): IntlShape {
  current ??= createIntl({ locale: DEFAULT_LANGUAGE, messages: {} }, createIntlCache());
  return current;
}
