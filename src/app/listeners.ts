import { createListenerMiddleware } from '@reduxjs/toolkit';
import { startSessionListeners } from '@/api/sessionListeners';
import { startProfileLanguageListener } from '@/features/settings/profileLanguage';
import { startPreferenceListeners } from './preferenceListeners';

export const listenerMiddleware = createListenerMiddleware();

startPreferenceListeners(listenerMiddleware);
/** The signed-in driver's local copy (spec §3), and the profile's language. */
startSessionListeners(listenerMiddleware);
startProfileLanguageListener(listenerMiddleware);
