import { loadHomeAnswers } from '@/features/cars/home/loadHomeAnswers';
import { serverAnswers, serverRenderState, setupStore, sharedWithServer } from './store';

const settings = {
  minPickupHours: 2,
  minRentalHours: 24,
  minPickupDropoffHour: 0,
  maxPickupDropoffHour: 23,
  payments: { online: 'paypal' },
};

/** A store whose API answered the settings and failed the range prices. */
function storeWithAnswers() {
  const serverFetch = jest.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    return pathname === '/api/settings'
      ? new Response(JSON.stringify(settings), { headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ code: 'unavailable', message: 'Down' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
  });
  return { store: setupStore(serverRenderState('fr'), { serverFetch }), serverFetch };
}

describe('the state a server-rendered page travels with', () => {
  it("asks the server's own API through serverFetch and keeps only its answers, not its failures", async () => {
    const { store, serverFetch } = storeWithAnswers();
    await loadHomeAnswers(store.dispatch);
    expect(serverFetch).toHaveBeenCalledTimes(2);
    const answers = serverAnswers(store.getState());
    expect(Object.values(answers.queries).map((query) => [query?.endpointName, query?.data])).toEqual([
      ['getSettings', settings],
    ]);
    // Through JSON and back, as in the page.
    expect(serverRenderState('fr', JSON.parse(JSON.stringify(answers))).api.queries).toEqual(answers.queries);
  });

  it("starts the browser's store from the same objects, with the visitor's own preferences and session", () => {
    const serverState = serverRenderState('es');
    const store = setupStore({ ...sharedWithServer(serverState), preferences: { language: 'es', currency: 'USD' } });
    expect(store.getState().searchDraft).toBe(serverState.searchDraft);
    expect(store.getState().preferences.currency).toBe('USD');
    expect(serverState.preferences.currency).toBe('EUR');
  });
});
