import { createListenerMiddleware } from '@reduxjs/toolkit';
import { startSessionListeners } from '@/features/auth/session/sessionListeners';
import { startPreferenceListeners } from './preferenceListeners';

export const listenerMiddleware = createListenerMiddleware();

startPreferenceListeners(listenerMiddleware);
/** The signed-in driver's local copy and profile language (spec §3). */
startSessionListeners(listenerMiddleware);
