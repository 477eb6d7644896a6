import { setApiReadOnly } from '@/api/readOnly';
import { signedIn } from '@/api/session';
import '@/features/support/replay/allEndpoints';
import { buildDiagnostics } from '@/features/support/diagnostics/buildDiagnostics';
import { readReplayFile } from '@/features/support/replay/replayFile';
import { showReplayStep } from '@/features/support/replay/replaySession';
import { currencyChanged, languageChanged } from '@/i18n/preferencesSlice';
import { setupStore } from './store';

const driver = { _id: 'driver-1', email: 'driver1@example.com', fullName: 'Driver 1', language: 'fr', verified: true };

/** A replay on a fresh store, from a diagnostics file of a signed-in French driver. */
function replaying() {
  const recorded = setupStore();
  recorded.dispatch(signedIn({ user: { ...driver, language: 'fr' }, stayConnected: true }));
  const text = buildDiagnostics(recorded.getState(), [], {
    app: { name: 'driver-web', version: '', commit: '' },
    route: '/settings',
    colorMode: 'light',
    viewport: { width: 390, height: 844 },
    createdAt: '2026-11-26T12:00:00.000Z',
  });
  const store = setupStore();
  const result = readReplayFile(text, Object.keys(store.getState()));
  if ('problem' in result) throw new Error(result.problem.kind);
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
  showReplayStep(store.dispatch, result.log, result.log.initialIndex, 'en');
  return store;
}

afterEach(() => setApiReadOnly(false));

it('during a replay, what the app does persists nothing and asks nothing of the API', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch');
  const store = replaying();
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  store.dispatch(signedIn({ user: { ...driver, language: 'es' }, stayConnected: true }));
  store.dispatch(languageChanged('es'));
  store.dispatch(currencyChanged('USD'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.getState().preferences).toMatchObject({ language: 'es', currency: 'USD' });
  expect(setItem).not.toHaveBeenCalled();
  expect(window.localStorage.length).toBe(0);
  expect(document.cookie).toBe('');
  expect(fetch).not.toHaveBeenCalled();
});

it('once the replay is off, the same actions are persisted again', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
  const store = replaying();
  setApiReadOnly(false);
  store.dispatch(languageChanged('es'));
  store.dispatch(currencyChanged('EUR'));
  expect(window.localStorage.getItem('bc-fe-language')).toBe('es');
  expect(document.cookie).toContain('es');
});
