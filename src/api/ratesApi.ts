import type { RatesResult } from '@/domain/rateProviders';
import { RATE_CACHE_SECONDS } from '@/config/constants';
import { baseApi } from './baseApi';

/** Exchange rates per base currency: fetched once per base and kept for an hour, never per amount. */
export const ratesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRates: build.query<RatesResult, string>({
      queryFn: async (base) => {
        try {
          // The providers' code comes with the first request for rates: a visitor who keeps the
          // base currency never needs it. Offline, a failed download is rates unavailable too.
          const { converter } = await import('./rateConverter');
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
