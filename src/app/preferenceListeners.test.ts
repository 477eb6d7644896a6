import { combineSlices, createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import configureMockStore from 'redux-mock-store';
import { thunk } from 'redux-thunk';
import { baseApi } from '@/api/baseApi';
import { ratesApi } from '@/api/ratesApi';
import { currencyChanged, preferencesSlice } from '@/i18n/preferencesSlice';
import { fakeApi } from '@test/support/fakeApi';
import { startPreferenceListeners } from './preferenceListeners';

const reducer = combineSlices(baseApi, preferencesSlice);
type State = ReturnType<typeof reducer>;

const RATES = { base: 'EUR', date: '2026-11-20', rates: { USD: 1.08, GBP: 0.85 } };

/**
 * A mock store with the preference listeners, thunks and the API's middleware: it records every
 * action in order, and its state is the app's reducers applied to them, so RTK Query sees its own
 * requests.
 */
function mockStore() {
  const listener = createListenerMiddleware();
  startPreferenceListeners(listener);
  const initial = reducer(undefined, { type: '@@INIT' });
  return configureMockStore<State, ThunkDispatch<State, unknown, UnknownAction>>([
    listener.middleware,
    thunk,
    baseApi.middleware,
  ])((actions) => actions.reduce(reducer, initial));
}

/** What the store received, in order, without RTK Query's note that its middleware is there. */
function received(actions: UnknownAction[]): string[] {
  const rates = ratesApi.endpoints.getExchangeRates;
  return actions
    .filter((action) => !baseApi.internalActions.middlewareRegistered.match(action))
    .map((action) => {
      if (rates.matchPending(action)) return `getExchangeRates(${action.meta.arg.originalArgs}) pending`;
      if (rates.matchFulfilled(action)) return `getExchangeRates(${action.meta.arg.originalArgs}) fulfilled`;
      return `${action.type} ${String(action.payload)}`;
    });
}

beforeEach(() => {
  window.localStorage.clear();
});

it('loads the exchange rates when the driver changes to another currency, and keeps them for the next change', async () => {
  const { calls } = fakeApi({ 'GET /api/currency-rates/EUR': () => ({ status: 200, body: RATES }) });
  const store = mockStore();

  store.dispatch(currencyChanged('USD'));
  await waitFor(() => expect(received(store.getActions())).toHaveLength(3));
  expect(received(store.getActions())).toEqual([
    'preferences/currencyChanged USD',
    'getExchangeRates(EUR) pending',
    'getExchangeRates(EUR) fulfilled',
  ]);

  // (The mock store's state is made of its actions: they stay, so the rates stay in its cache.)
  store.dispatch(currencyChanged('GBP'));
  // Time for the listener to import the rates' module (loaded already) and decide.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(received(store.getActions()).slice(3)).toEqual(['preferences/currencyChanged GBP']);
  expect(calls).toHaveLength(1);
});

it('loads no rates when the driver goes back to the base currency', async () => {
  const { calls } = fakeApi({});
  const store = mockStore();
  store.dispatch(currencyChanged('EUR'));
  await Promise.resolve();
  expect(received(store.getActions())).toEqual(['preferences/currencyChanged EUR']);
  expect(calls).toEqual([]);
});
