import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import type { ApiExtra } from '@/api/baseQuery';
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
 * (a Redux DevTools export loads here): everything in it is plain serializable data. `extra` is
 * for the server's renderer (see ApiExtra).
 */
export function setupStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listenerMiddleware.middleware)
        // On the server nobody would see a toast: a failed request is the browser's to make again.
        .concat(baseApi.middleware, ...(extra.serverFetch ? [] : [errorToastMiddleware])),
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

/** The API's answers a page was rendered with on the server, sent along with it for the browser's store. */
export type ServerAnswers = Pick<RootState[typeof baseApi.reducerPath], 'queries' | 'provided'>;

/** The answers in a state (failed or pending requests are the browser's to make again). */
export function serverAnswers(state: RootState): ServerAnswers {
  const { queries, provided } = state[baseApi.reducerPath];
  return { queries: Object.fromEntries(Object.entries(queries).filter(([, query]) => query?.status === 'fulfilled')), provided };
}

/**
 * The state the server renders a page from, and the one hydration renders from too (react-redux's
 * `serverState`), so both agree: the API's answers the server had, nobody signed in, the base
 * currency. The browser's own state (a stored session or currency) shows in the render right after
 * hydration.
 */
export function serverRenderState(language: SupportedLanguage, answers?: ServerAnswers): RootState {
  const initial = rootReducer(undefined, { type: 'serverRender/init' });
  return {
    ...initial,
    [baseApi.reducerPath]: { ...initial[baseApi.reducerPath], ...answers },
    preferences: { language, currency: BASE_CURRENCY },
    session: { user: null },
  };
}

/**
 * What the browser's store shares with the state a page was server-rendered from: all but the
 * visitor's own preferences and session. The very same objects, so that hydration, comparing the
 * two, finds nothing else changed and renders nothing again.
 */
export function sharedWithServer({ preferences: _preferences, session: _session, ...shared }: RootState): Partial<RootState> {
  return shared;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
