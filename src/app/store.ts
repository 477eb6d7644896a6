import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { errorToastMiddleware } from '@/api/errorToastMiddleware';
import { sessionSlice } from '@/features/auth/session/sessionSlice';
import { searchDraftSlice } from '@/features/cars/searchDraftSlice';
import { BASE_CURRENCY } from '@/config/constants';
import type { SupportedLanguage } from '@/domain/language';
import { preferencesSlice } from '@/i18n/preferencesSlice';
import { redactSecrets } from './devToolsSanitizer';
import { listenerMiddleware } from './listeners';

const rootReducer = combineSlices(baseApi, preferencesSlice, searchDraftSlice, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the one store. `preloadedState` lets tests and support staff start from a given state
 * (a Redux DevTools export loads here): everything in it is plain serializable data.
 */
export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listenerMiddleware.middleware).concat(baseApi.middleware, errorToastMiddleware),
    devTools: {
      name: 'Driver web app',
      actionSanitizer: (action) => redactSecrets(action),
      stateSanitizer: (state) => redactSecrets(state),
      // Export the monitor's (sanitized) copy, not the page's raw state.
      features: { export: true, import: 'custom', jump: true, skip: true, reorder: false, dispatch: false },
    },
  });
  setupListeners(store.dispatch);
  return store;
}

/**
 * The state the server renders a page from, and the one hydration renders from too (react-redux's
 * `serverState`), so both agree: nothing asked of the API yet, nobody signed in, the base currency.
 * The browser's own state (a stored session or currency, answers already in) shows in the render
 * right after hydration.
 */
export function serverRenderState(language: SupportedLanguage): RootState {
  const initial = rootReducer(undefined, { type: 'serverRender/init' });
  return { ...initial, preferences: { language, currency: BASE_CURRENCY }, session: { user: null } };
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
