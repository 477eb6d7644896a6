import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { BASE_CURRENCY, RATE_CACHE_SECONDS } from '@/config/constants';
import { rememberLanguageForServer } from '@/i18n/serverCookies';
import { currencyChanged, languageChanged } from '@/i18n/preferencesSlice';
import { STORAGE_KEYS, writeStored } from '@/i18n/storage';

/** Preferences survive the visit (spec §3 keeps the language and currency in local storage). */
export function startPreferenceListeners(listener: ListenerMiddlewareInstance) {
  listener.startListening({
    actionCreator: languageChanged,
    effect: (action) => {
      writeStored(STORAGE_KEYS.language, action.payload);
      rememberLanguageForServer(action.payload);
    },
  });
  listener.startListening({
    actionCreator: currencyChanged,
    effect: async (action, api) => {
      writeStored(STORAGE_KEYS.currency, action.payload);
      if (action.payload === BASE_CURRENCY) return;
      // The rates start loading with the choice itself, not once every price on the page has re-rendered
      // (useMoney then finds them on their way); rates younger than their cache time are kept. The
      // rates' code is imported, not bundled with the app's start: a page with prices has it already.
      const { ratesApi } = await import('@/api/ratesApi');
      api.dispatch(ratesApi.util.prefetch('getExchangeRates', BASE_CURRENCY, { ifOlderThan: RATE_CACHE_SECONDS }));
    },
  });
}
