import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { errorToastMiddleware } from '@/api/errorToastMiddleware';
import { sessionSlice } from '@/features/auth/session/sessionSlice';
import { searchDraftSlice } from '@/features/cars/searchDraftSlice';
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

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
