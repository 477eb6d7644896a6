import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { localUserUpdated, type SessionState } from '@/api/session';
import { toaster } from '@/components/ui/toaster';
import { getCurrentIntl } from '@/i18n/currentIntl';
import { languageChanged } from '@/i18n/preferencesSlice';
import { settingsApi } from './api/settingsApi';
import { settingsMessages } from './settingsMessages';

/**
 * A signed-in driver's language lives in the profile too: the language the driver picks is saved
 * there, and the local copy follows on success only. Started once by the app's listener middleware.
 */
export function startProfileLanguageListener(listener: ListenerMiddlewareInstance) {
  listener.startListening({
    actionCreator: languageChanged,
    effect: async (action, api) => {
      const { user } = (api.getState() as { session: SessionState }).session;
      if (!user || user.language === action.payload) return;
      const result = await api.dispatch(
        settingsApi.endpoints.updateLanguage.initiate({
          body: { id: user._id, language: action.payload },
        }),
      );
      if ('error' in result) {
        toaster.create({
          type: 'error',
          title: getCurrentIntl().formatMessage(settingsMessages.languageFailed),
        });
      } else {
        api.dispatch(localUserUpdated({ language: action.payload }));
      }
    },
  });
}
