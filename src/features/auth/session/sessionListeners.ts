import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { toaster } from '@/components/ui/toaster';
import { getCurrentIntl } from '@/i18n/currentIntl';
import { languageChanged, type PreferencesState } from '@/i18n/preferencesSlice';
import { STORAGE_KEYS, writeStored } from '@/i18n/storage';
import { settingsApi } from '@/features/settings/api/settingsApi';
import { authMessages } from '../authMessages';
import { localUserUpdated, signedIn, signedOut, type SessionState } from './sessionSlice';

interface State {
  session: SessionState;
  preferences: PreferencesState;
}

/**
 * Keeps the spec §3 local copy in step with the session, and the profile's language with the
 * language the driver picks: started once by the app's listener middleware.
 */
export function startSessionListeners(listener: ListenerMiddlewareInstance) {
  listener.startListening({
    matcher: isAnyOf(signedIn, localUserUpdated),
    effect: (action, api) => {
      const { user } = (api.getState() as State).session;
      writeStored(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
      if (signedIn.match(action)) {
        writeStored(STORAGE_KEYS.stayConnected, JSON.stringify(action.payload.stayConnected));
        // The profile's language wins over the visitor's choice (spec §5 order).
        if ((api.getState() as State).preferences.language !== action.payload.user.language) {
          api.dispatch(languageChanged(action.payload.user.language));
        }
      }
    },
  });

  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, api) => {
      writeStored(STORAGE_KEYS.user, null);
      writeStored(STORAGE_KEYS.stayConnected, null);
      try {
        window.sessionStorage.clear();
      } catch {
        // Storage unavailable: nothing was kept there.
      }
      // Drop every cached answer that belonged to the driver (bookings, notifications, profile).
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  // A signed-in driver's language lives in the profile too; the local copy follows on success only.
  listener.startListening({
    actionCreator: languageChanged,
    effect: async (action, api) => {
      const { user } = (api.getState() as State).session;
      if (!user || user.language === action.payload) return;
      const result = await api.dispatch(
        settingsApi.endpoints.updateLanguage.initiate({
          body: { id: user._id, language: action.payload },
        }),
      );
      if ('error' in result) {
        toaster.create({
          type: 'error',
          title: getCurrentIntl().formatMessage(authMessages.languageFailed),
        });
      } else {
        api.dispatch(localUserUpdated({ language: action.payload }));
      }
    },
  });
}
