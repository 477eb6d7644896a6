/**
 * Money display per spec §9: thousands separated by a comma in English and a space otherwise,
 * two decimals only when the amount is fractional, `$` and `£` before the amount, every other
 * symbol after it. Intl.NumberFormat does not follow this rule (it puts € first in English and
 * uses narrow no-break spaces in French), so the rule is implemented here, once.
 */
export const CURRENCY_SYMBOLS = { USD: '$', EUR: '€', GBP: '£', AUD: '$' } as const;
export type DisplayCurrency = keyof typeof CURRENCY_SYMBOLS;

const SYMBOLS_BEFORE_AMOUNT = new Set(['$', '£']);

/** Formats a number with the language's thousands separator; 2 decimals when fractional. */
export function formatNumber(value: number, language: string): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const english = language === 'en';
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, english ? ',' : ' ');
  const sign = value < 0 && cents > 0 ? '-' : '';
  if (fraction === 0) return sign + grouped;
  // French and Spanish write decimals with a comma; the spec only fixes the thousands separator.
  return `${sign}${grouped}${english ? '.' : ','}${String(fraction).padStart(2, '0')}`;
}

/** Formats an amount in a currency, e.g. `$1,234.50` (en) or `1 234,50 €` (fr). */
export function formatMoney(value: number, currency: DisplayCurrency, language: string): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const amount = formatNumber(value, language);
  return SYMBOLS_BEFORE_AMOUNT.has(symbol) ? `${symbol}${amount}` : `${amount} ${symbol}`;
}
