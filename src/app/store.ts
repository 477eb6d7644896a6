import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import type { ApiExtra } from '@/api/baseQuery';
import { errorToastMiddleware } from '@/api/errorToastMiddleware';
import { unlessSealed } from '@/api/readOnly';
import { sessionSlice } from '@/api/session';
import { searchDraftSlice } from '@/features/cars/searchDraftSlice';
import { BASE_CURRENCY } from '@/config/constants';
import type { SupportedLanguage } from '@/domain/language';
import { preferencesSlice } from '@/i18n/preferencesSlice';
import { createActionLog } from '@/features/support/actionLog';
import { createRedactor } from '@/features/support/redaction/redactor';
import { withReplay } from '@/features/support/replay/replaySession';
import { listenerMiddleware } from './listeners';

const rootReducer = combineSlices(baseApi, preferencesSlice, searchDraftSlice, sessionSlice);
/** Also shows a state support replays (src/features/support). */
const appReducer = withReplay(rootReducer);

/**
 * Redux DevTools: in development, or in a production build made with DEVTOOLS_IN_PRODUCTION=true.
 * Literal comparisons, so that a production build without the opt-in has no DevTools code at all.
 */
const DEVTOOLS_ON = process.env.NODE_ENV !== 'production' || process.env.DEVTOOLS_IN_PRODUCTION === 'true';
/** Actions the DevTools monitor keeps (older ones are committed), so a long session stays light. */
const DEVTOOLS_MAX_AGE = 100;

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the one store. `preloadedState` lets tests start from a given state: everything in it is
 * plain serializable data. `extra` is for the server's renderer (see ApiExtra). The store keeps
 * its last actions for a diagnostics file (`actionLog`).
 */
export function setupStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  const actionLog = createActionLog();
  // One redactor for the page's life: a value gets the same pseudonym in every action and state.
  const redactor = createRedactor();
  const store = configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        // A replay's actions persist nothing and call nothing (see readOnly.ts).
        .prepend(unlessSealed(listenerMiddleware.middleware))
        // On the server nobody would see a toast: a failed request is the browser's to make again.
        .concat(baseApi.middleware, ...(extra.serverFetch ? [] : [errorToastMiddleware]), actionLog.middleware),
    devTools: DEVTOOLS_ON && {
      name: 'Driver web app',
      maxAge: DEVTOOLS_MAX_AGE,
      actionSanitizer: (action) => redactor.redact(action),
      stateSanitizer: (state) => redactor.redact(state),
      // Export the monitor's (redacted) copy, not the page's raw state.
      features: { export: true, import: 'custom', jump: true, skip: true, reorder: false, dispatch: false },
    },
  });
  setupListeners(store.dispatch);
  return Object.assign(store, { actionLog });
}

/** The API's answers a page was rendered with on the server, sent along with it for the browser's store. */
export type ServerAnswers = Pick<RootState[typeof baseApi.reducerPath], 'queries' | 'provided'>;

/** The answers in a state (failed or pending requests are the browser's to make again). */
export function serverAnswers(state: RootState): ServerAnswers {
  const { queries, provided } = state[baseApi.reducerPath];
  return {
    queries: Object.fromEntries(Object.entries(queries).filter(([, query]) => query?.status === 'fulfilled')),
    provided,
  };
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
export function sharedWithServer({
  preferences: _preferences,
  session: _session,
  ...shared
}: RootState): Partial<RootState> {
  return shared;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

// The typed hooks (src/api/hooks) know the store from here, so nothing below the app imports it.
declare module '@/api/hooks' {
  interface AppStoreTypes {
    state: RootState;
    dispatch: AppDispatch;
    store: AppStore;
  }
}
