/**
 * Rates fetched once per base currency, shared by concurrent callers and cached, so a page of
 * amounts costs one request at most (BookCars made one uncached request per displayed amount)
 * (spec §9).
 */
import {
  convertAmount,
  CurrencyError,
  displayAmount,
  rateFromTable,
  validateCurrencyCode,
  type CurrencyCode,
} from './currency';
import { chainProviders, type RateProvider, type RatesResult } from './rateProviders';

/** Default lifetime of cached rates (spec §9). */
export const DEFAULT_CACHE_SECONDS = 3600;

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
