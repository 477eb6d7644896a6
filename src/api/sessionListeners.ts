import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { SupportedLanguage } from '@/domain/language';
import { languageChanged, type PreferencesState } from '@/i18n/preferencesSlice';
import { STORAGE_KEYS, writeStored } from '@/i18n/storage';
import { baseApi } from './baseApi';
import { localUserUpdated, sessionEnded, signedIn, signedOut, type SessionState } from './session';

interface State {
  session: SessionState;
  preferences: PreferencesState;
}

/** Data that depends on who is signed in: refreshed when a driver signs in, dropped when a session ends. */
export const SESSION_TAGS = ['auth', 'settings', 'bookings', 'notifications'] as const;
const sessionApi = baseApi.enhanceEndpoints({ addTagTypes: SESSION_TAGS });

/**
 * Keeps the spec §3 local copy in step with the session, and the app's language with a driver's
 * profile on sign-in (or the profile with the language just picked): started once by the app's
 * listener middleware.
 */
export function startSessionListeners(listener: ListenerMiddlewareInstance) {
  // A language the visitor picked while signed out since the page loaded (only the visitor changes
  // it then: the profile's language comes with a sign-in).
  let chosenSignedOut: SupportedLanguage | null = null;
  listener.startListening({
    actionCreator: languageChanged,
    effect: (action, api) => {
      if (!(api.getState() as State).session.user) chosenSignedOut = action.payload;
    },
  });

  listener.startListening({
    matcher: isAnyOf(signedIn, localUserUpdated),
    effect: (action, api) => {
      const { user } = (api.getState() as State).session;
      writeStored(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
      if (signedIn.match(action)) {
        writeStored(STORAGE_KEYS.stayConnected, JSON.stringify(action.payload.stayConnected));
        const chosen = chosenSignedOut;
        chosenSignedOut = null;
        const profile = action.payload.user.language;
        // The profile's language wins over the visitor's stored preference (spec §5 order), but not
        // over a language picked just before signing in, on this page: that one is kept, and the
        // profile listener (features/settings/profileLanguage.ts) saves it to the account.
        if (chosen && chosen !== profile) api.dispatch(languageChanged(chosen));
        else if (!chosen && (api.getState() as State).preferences.language !== profile) {
          api.dispatch(languageChanged(profile));
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

  // A session that ended elsewhere: the tab's drafts (sessionStorage) and the page's public data
  // stay, so the driver can sign in again or go on as a visitor; only the driver's answers go.
  listener.startListening({
    actionCreator: sessionEnded,
    effect: (_action, api) => {
      writeStored(STORAGE_KEYS.user, null);
      writeStored(STORAGE_KEYS.stayConnected, null);
      api.dispatch(sessionApi.util.invalidateTags([...SESSION_TAGS]));
    },
  });
}
