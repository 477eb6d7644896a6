import { createCurrencyConverter } from '@/domain/currencyConverter';
import {
  httpJsonProvider,
  parseFrankfurter,
  parseOpenErApi,
  parseSnapshot,
  type FetchJson,
  type RateProvider,
} from '@/domain/rateProviders';
import { RATE_CACHE_SECONDS } from '@/config/constants';
import { env } from '@/config/env';

const fetchJson: FetchJson = async (url, { timeoutMs }) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, body: response.status === 204 ? null : await response.json().catch(() => null) };
};

/** External providers that may be configured, by name (their hosts must be allowed by the CSP). */
const EXTERNAL_PROVIDERS: Record<string, RateProvider> = {
  frankfurter: httpJsonProvider({
    name: 'frankfurter',
    url: (base) => `https://api.frankfurter.app/latest?from=${encodeURIComponent(base)}`,
    parse: parseFrankfurter,
    fetchJson,
  }),
  'open-er-api': httpJsonProvider({
    name: 'open-er-api',
    url: (base) => `https://open.er-api.com/v6/latest/${encodeURIComponent(base)}`,
    parse: parseOpenErApi,
    fetchJson,
  }),
};

/** The reference server's dated snapshot: the last provider, so prices convert offline too. */
const snapshotProvider = httpJsonProvider({
  name: 'snapshot',
  url: (base) => `/api/currency-rates/${encodeURIComponent(base)}`,
  parse: parseSnapshot,
  fetchJson,
});

/** The providers in the configured order, each base's rates cached for RATE_CACHE_SECONDS. */
export const converter = createCurrencyConverter({
  providers: [...env.rateProviders.flatMap((name) => EXTERNAL_PROVIDERS[name] ?? []), snapshotProvider],
  cacheSeconds: RATE_CACHE_SECONDS,
  now: () => Date.now(),
});
