import { createCurrencyConverter } from '@/domain/currency';
import {
  httpJsonProvider,
  parseFrankfurter,
  parseOpenErApi,
  parseSnapshot,
  type FetchJson,
  type RateProvider,
  type RatesResult,
} from '@/domain/rateProviders';
import { RATE_CACHE_SECONDS } from '@/config/constants';
import { env } from '@/config/env';
import { baseApi } from './baseApi';

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

const converter = createCurrencyConverter({
  providers: [...env.rateProviders.flatMap((name) => EXTERNAL_PROVIDERS[name] ?? []), snapshotProvider],
  cacheSeconds: RATE_CACHE_SECONDS,
  now: () => Date.now(),
});

/** Exchange rates per base currency: fetched once per base and kept for an hour, never per amount. */
export const ratesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRates: build.query<RatesResult, string>({
      queryFn: async (base) => {
        try {
          return { data: await converter.getRates(base) };
        } catch (error) {
          return {
            error: {
              status: 0,
              code: 'rates_unavailable',
              message: error instanceof Error ? error.message : String(error),
            },
          };
        }
      },
      keepUnusedDataFor: RATE_CACHE_SECONDS,
      // Money falls back to the base currency with a notice; no toast.
      extraOptions: { handlesErrors: true },
    }),
  }),
});

export const { useGetExchangeRatesQuery } = ratesApi;
