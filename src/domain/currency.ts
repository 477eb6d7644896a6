/**
 * Currency codes, validation and conversion (spec §5, §9). Rates are fetched once per base
 * currency, shared by concurrent callers and cached, so a page of amounts costs one request at
 * most (BookCars made one uncached request per displayed amount).
 */
import { chainProviders, providerError, type RateProvider, type RatesResult } from './rateProviders';

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

/** Default lifetime of cached rates (spec §9). */
export const DEFAULT_CACHE_SECONDS = 3600;

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

// Display amounts may be 0 (an included extra, a free day); see convertAmount.
function displayAmount(amount: unknown): number {
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

/** Validated rate cache options. */
export interface CacheOptions {
  cache: boolean;
  cacheSeconds: number;
}

/**
 * Validates the rate cache options: `cache` must be a boolean ('cache option should be a
 * boolean'), `cacheSeconds` a positive finite number ('cache duration should be a positive
 * number'). Defaults: cache on, 3600 seconds.
 */
export function validateCacheOptions(options: { cache?: unknown; cacheSeconds?: unknown } = {}): CacheOptions {
  const { cache = true, cacheSeconds = DEFAULT_CACHE_SECONDS } = options;
  if (typeof cache !== 'boolean') throw new CurrencyError('INVALID_CACHE_OPTION', 'cache option should be a boolean');
  if (typeof cacheSeconds !== 'number' || !Number.isFinite(cacheSeconds) || cacheSeconds <= 0) {
    throw new CurrencyError('INVALID_CACHE_DURATION', 'cache duration should be a positive number');
  }
  return { cache, cacheSeconds };
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

/** Options of `createCurrencyConverter`. */
export interface CurrencyConverterOptions {
  /** Tried in order (see `chainProviders`). */
  providers: RateProvider[];
  /** Cache the rates of each base currency; default true. */
  cache?: boolean;
  /** Lifetime of cached rates; default 3600. */
  cacheSeconds?: number;
  /** Current time in ms (injected: the domain never reads the clock itself). */
  now: () => number;
}

/** Rates and conversions backed by providers, a cache and shared in-flight requests. */
export interface CurrencyConverter {
  /** The rates of `base`: from the cache, a request already under way, or one new request. */
  getRates(base: string): Promise<RatesResult>;
  /** 1 for equal codes (no request); else from a cached table, else from the rates of `from`. */
  getRate(from: string, to: string): Promise<number>;
  /** `amount` in `to`; 0 and equal codes need no request. */
  convert(amount: number, from: string, to: string): Promise<number>;
}

/**
 * Creates a converter. Rates are fetched once per base currency and kept `cacheSeconds`;
 * concurrent requests for one base share a single provider call, even with the cache off (they
 * would get the same answer). A failed fetch is not cached. `getRate` first looks for a fresh
 * cached table holding both currencies (the table of `from`, then of `to`, then any other) and
 * derives the rate from it, so converting back to the base costs no second request.
 */
export function createCurrencyConverter(options: CurrencyConverterOptions): CurrencyConverter {
  const { cache, cacheSeconds } = validateCacheOptions(options);
  const { now } = options;
  if (typeof now !== 'function') throw new TypeError('createCurrencyConverter needs a now() clock');
  const provider = chainProviders(options.providers);
  const cached = new Map<string, { result: RatesResult; expiresAt: number }>();
  const inFlight = new Map<string, Promise<RatesResult>>();

  const fresh = (base: string): RatesResult | undefined => {
    const entry = cached.get(base);
    if (entry && now() < entry.expiresAt) return entry.result;
    if (entry) cached.delete(base);
    return undefined;
  };

  const getRates = async (baseCode: string): Promise<RatesResult> => {
    const base = validateCurrencyCode(baseCode);
    const hit = cache ? fresh(base) : undefined;
    if (hit) return hit;
    let request = inFlight.get(base);
    if (!request) {
      request = provider
        .fetchRates(base)
        .then((result) => {
          if (cache) cached.set(base, { result, expiresAt: now() + cacheSeconds * 1000 });
          return result;
        })
        .finally(() => inFlight.delete(base));
      inFlight.set(base, request);
    }
    return request;
  };

  const cachedRate = (from: CurrencyCode, to: CurrencyCode): number | undefined => {
    if (!cache) return undefined;
    for (const base of new Set([from, to, ...cached.keys()])) {
      const table = fresh(base);
      if (!table) continue;
      try {
        return rateFromTable(table, from, to);
      } catch {
        // This table lacks one of the currencies; try the next.
      }
    }
    return undefined;
  };

  const getRate = async (from: string, to: string): Promise<number> => {
    const source = validateCurrencyCode(from);
    const target = validateCurrencyCode(to);
    if (source === target) return 1;
    return cachedRate(source, target) ?? rateFromTable(await getRates(source), source, target);
  };

  const convert = async (amount: number, from: string, to: string): Promise<number> => {
    const source = validateCurrencyCode(from);
    const target = validateCurrencyCode(to);
    if (displayAmount(amount) === 0 || source === target) return amount;
    return convertAmount(amount, await getRate(source, target));
  };

  return { getRates, getRate, convert };
}

/** The step of round limits in a display currency ("Less than £200", not "£211.02"). */
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
