import { createListenerMiddleware } from '@reduxjs/toolkit';
import { aLocalUser, aUser } from '@test/factories/user';
import configureMockStore from 'redux-mock-store';
import { baseApi } from './baseApi';
import { languageChanged, type PreferencesState } from '@/i18n/preferencesSlice';
import { startSessionListeners } from './sessionListeners';
import { sessionEnded, signedIn, signedOut, type SessionState } from './session';

interface State {
  session: SessionState;
  preferences: PreferencesState;
}

const driver = aLocalUser(aUser({ email: 'driver@example.com', fullName: 'Dana Driver', language: 'fr' }));

/** A mock store in this state, whose only middleware is the session's listeners: it records what they dispatch. */
function storeWith(state: State) {
  const listener = createListenerMiddleware();
  startSessionListeners(listener);
  return configureMockStore<State>([listener.middleware])(state);
}

it('drops every cached answer of the driver on sign-out', async () => {
  const store = storeWith({ session: { user: driver }, preferences: { language: 'fr', currency: 'EUR' } });
  store.dispatch(signedOut());
  await Promise.resolve();
  expect(store.getActions()).toEqual([signedOut(), baseApi.util.resetApiState()]);
});

it("switches to the profile's language when a driver signs in, and only then", async () => {
  const store = storeWith({ session: { user: driver }, preferences: { language: 'en', currency: 'EUR' } });
  store.dispatch(signedIn({ user: driver, stayConnected: false }));
  await Promise.resolve();
  expect(store.getActions()).toEqual([signedIn({ user: driver, stayConnected: false }), languageChanged('fr')]);

  const sameLanguage = storeWith({ session: { user: driver }, preferences: { language: 'fr', currency: 'EUR' } });
  sameLanguage.dispatch(signedIn({ user: driver, stayConnected: true }));
  await Promise.resolve();
  expect(sameLanguage.getActions()).toEqual([signedIn({ user: driver, stayConnected: true })]);
});

it('keeps a language picked while signed out when the driver then signs in, once', async () => {
  const store = storeWith({ session: { user: null }, preferences: { language: 'en', currency: 'EUR' } });
  store.dispatch(languageChanged('es'));
  store.dispatch(signedIn({ user: driver, stayConnected: false }));
  await Promise.resolve();
  // Dispatched again once signed in, so that the profile listener saves it to the account.
  expect(store.getActions()).toEqual([
    languageChanged('es'),
    signedIn({ user: driver, stayConnected: false }),
    languageChanged('es'),
  ]);

  // Changed while signed in (the profile's business): the next sign-in follows the profile.
  const later = storeWith({ session: { user: driver }, preferences: { language: 'es', currency: 'EUR' } });
  later.dispatch(languageChanged('es'));
  later.dispatch(signedIn({ user: driver, stayConnected: false }));
  await Promise.resolve();
  expect(later.getActions()).toEqual([
    languageChanged('es'),
    signedIn({ user: driver, stayConnected: false }),
    languageChanged('fr'),
  ]);
});

it('forgets a session that ended elsewhere without clearing what this tab keeps', async () => {
  window.sessionStorage.setItem('checkout-draft:/checkout?car=1', '{"license":""}');
  window.localStorage.setItem('bc-fe-user', JSON.stringify(driver));
  const store = storeWith({ session: { user: null }, preferences: { language: 'fr', currency: 'EUR' } });
  store.dispatch(sessionEnded());
  await Promise.resolve();
  expect(window.localStorage.getItem('bc-fe-user')).toBeNull();
  expect(window.sessionStorage.getItem('checkout-draft:/checkout?car=1')).not.toBeNull();
  // The driver's answers are dropped, the page's public data is not reset.
  expect(store.getActions()).toEqual([
    sessionEnded(),
    baseApi.util.invalidateTags(['auth', 'settings', 'bookings', 'notifications'] as never),
  ]);
});
