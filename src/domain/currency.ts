/**
 * Currency codes, validation and conversion with a table of rates (spec §5, §9). Fetching the
 * rates is currencyConverter.ts's: the pages that only show amounts do not download it.
 */
import { providerError, type RatesResult } from './rateProviders';

/** ISO 4217 codes the rate helper accepts: USD first, then the others alphabetically. */
// prettier-ignore
export const CURRENCY_CODES = [
  'USD',
  'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN',
  'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD',
  'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK',
  'DJF', 'DKK', 'DOP', 'DZD',
  'EGP', 'ERN', 'ETB', 'EUR',
  'FJD', 'FKP',
  'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD',
  'HKD', 'HNL', 'HTG', 'HUF',
  'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK',
  'JMD', 'JOD', 'JPY',
  'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD', 'KYD', 'KZT',
  'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD',
  'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN',
  'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD',
  'OMR',
  'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG',
  'QAR',
  'RON', 'RSD', 'RUB', 'RWF',
  'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL',
  'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS',
  'UAH', 'UGX', 'UYU', 'UZS',
  'VES', 'VND', 'VUV',
  'WST',
  'XAF', 'XCD', 'XOF', 'XPF',
  'YER',
  'ZAR', 'ZMW', 'ZWL',
] as const;

/** One of `CURRENCY_CODES`. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const CODES: ReadonlySet<string> = new Set(CURRENCY_CODES);

/** Machine-readable reason of a `CurrencyError`. */
export type CurrencyErrorCode =
  | 'EMPTY_CURRENCY_CODE'
  | 'INVALID_CURRENCY_CODE'
  | 'AMOUNT_NOT_A_NUMBER'
  | 'AMOUNT_NOT_POSITIVE'
  | 'INVALID_CACHE_OPTION'
  | 'INVALID_CACHE_DURATION';

/** A validation failure of the currency helper, with the spec §5 message. */
export class CurrencyError extends Error {
  readonly code: CurrencyErrorCode;

  constructor(code: CurrencyErrorCode, message: string) {
    super(message);
    this.name = 'CurrencyError';
    this.code = code;
  }
}

/** Whether `value` is a supported code as written (upper case, no spaces). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * Returns the code in upper case, trimmed (both sides of a conversion are normalised alike, unlike
 * BookCars). Throws `CurrencyError`: 'currency code cannot be an empty string' for an empty or
 * blank string, null or undefined (a currency that is not set); '{code} is not a valid currency
 * code' for an unknown code, and for any other non-string with `String(code)` as the code.
 */
export function validateCurrencyCode(code: unknown): CurrencyCode {
  if (code === null || code === undefined || (typeof code === 'string' && code.trim() === '')) {
    throw new CurrencyError('EMPTY_CURRENCY_CODE', 'currency code cannot be an empty string');
  }
  const normalised = typeof code === 'string' ? code.trim().toUpperCase() : null;
  if (!isCurrencyCode(normalised)) {
    const shown = typeof code === 'string' ? code.trim() : String(code);
    throw new CurrencyError('INVALID_CURRENCY_CODE', `${shown} is not a valid currency code`);
  }
  return normalised;
}

function requireNumber(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new CurrencyError('AMOUNT_NOT_A_NUMBER', 'amount should be a number');
  }
  return amount;
}

const notPositive = () => new CurrencyError('AMOUNT_NOT_POSITIVE', 'amount should be a positive number');

/** A display amount: a finite number, 0 included (an included extra, a free day); see convertAmount. */
export function displayAmount(amount: unknown): number {
  const value = requireNumber(amount);
  if (value < 0) throw notPositive();
  return value;
}

/**
 * The strict amount rule of the API surface (spec §5): 'amount should be a number' unless a
 * finite number, 'amount should be a positive number' when ≤ 0. Display conversion
 * (`convertAmount`, `convertWithRates`, `convert`) accepts 0 instead.
 */
export function validateAmount(amount: unknown): number {
  const value = requireNumber(amount);
  if (value <= 0) throw notPositive();
  return value;
}

/**
 * Converts an amount with a rate, for display. 0 converts to 0: BookCars threw 'amount should be
 * a positive number' when converting 0 to a non-base currency (e.g. an included extra), which we
 * do not repeat. Negative amounts and non-numbers still throw the spec messages. Not rounded:
 * the money formatter rounds to the cent.
 */
export function convertAmount(amount: number, rate: number): number {
  const value = displayAmount(amount);
  if (value === 0) return 0;
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Invalid exchange rate: ${rate}`);
  return value * rate;
}

/**
 * The rate from `from` to `to` in a rates table, deriving cross rates (rates[to] / rates[from])
 * when neither is the table's base. Throws the 'Currency not found' provider error when the table
 * lacks one of them.
 */
export function rateFromTable(table: RatesResult, from: string, to: string): number {
  const source = validateCurrencyCode(from);
  const target = validateCurrencyCode(to);
  if (source === target) return 1;
  const base = table.base.toUpperCase();
  const rateOf = (code: string): number => {
    const rate = code === base ? 1 : table.rates[code];
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) throw providerError(404, table.provider);
    return rate;
  };
  return rateOf(target) / rateOf(source);
}

/** Converts many amounts from one fetched table, synchronously (0 gives 0, equal codes the amount). */
export function convertWithRates(amount: number, from: string, to: string, rates: RatesResult): number {
  const source = validateCurrencyCode(from);
  const target = validateCurrencyCode(to);
  if (displayAmount(amount) === 0 || source === target) return amount;
  return convertAmount(amount, rateFromTable(rates, source, target));
}

/** The step of round limits in a display currency ("Up to £200", not "£211.02"). */
export const ROUND_LIMIT_STEP = 50;

/**
 * A limit set in the base currency, shown in another currency as a round amount there (to the
 * nearest ROUND_LIMIT_STEP, at least one step), and that shown amount back in the base currency in
 * cents, so filtering compares with exactly what the driver read.
 */
export function roundedLimit(
  baseAmount: number,
  base: string,
  shownIn: string,
  rates: RatesResult,
): { shown: number; baseCents: number } {
  if (validateCurrencyCode(base) === validateCurrencyCode(shownIn))
    return { shown: baseAmount, baseCents: Math.round(baseAmount * 100) };
  const shown = Math.max(
    ROUND_LIMIT_STEP,
    Math.round(convertWithRates(baseAmount, base, shownIn, rates) / ROUND_LIMIT_STEP) * ROUND_LIMIT_STEP,
  );
  return { shown, baseCents: Math.round(convertWithRates(shown, shownIn, base, rates) * 100) };
}
