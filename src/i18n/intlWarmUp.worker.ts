// Builds Chromium's ICU locale data off the main thread (see warmUpIntl.ts): one use of each Intl
// service the app calls, in each of its languages.
import { SUPPORTED_LANGUAGES } from '@/domain/language';

for (const locale of SUPPORTED_LANGUAGES) {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1234.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(2);
  new Intl.ListFormat(locale).format(['a', 'b']);
  new Intl.Collator(locale).compare('a', 'b');
}
Intl.NumberFormat.supportedLocalesOf(SUPPORTED_LANGUAGES);
Intl.DateTimeFormat.supportedLocalesOf(SUPPORTED_LANGUAGES);
// The global scope here is a worker's: its postMessage takes the message alone.
self.postMessage('ready');
