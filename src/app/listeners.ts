import { createListenerMiddleware } from '@reduxjs/toolkit';
import { startSessionListeners } from '@/features/auth/session/sessionListeners';
import { rememberLanguageForServer } from '@/i18n/serverCookies';
import { currencyChanged, languageChanged } from '@/i18n/preferencesSlice';
import { STORAGE_KEYS, writeStored } from '@/i18n/storage';

export const listenerMiddleware = createListenerMiddleware();

/** Preferences survive the visit: spec §3 keeps the language and currency in local storage. */
listenerMiddleware.startListening({
  actionCreator: languageChanged,
  effect: (action) => {
    writeStored(STORAGE_KEYS.language, action.payload);
    rememberLanguageForServer(action.payload);
  },
});
listenerMiddleware.startListening({
  actionCreator: currencyChanged,
  effect: (action) => writeStored(STORAGE_KEYS.currency, action.payload),
});

/** The signed-in driver's local copy and profile language (spec §3). */
startSessionListeners(listenerMiddleware);
