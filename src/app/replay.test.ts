import { readFileSync } from 'node:fs';
import { isApiReadOnly, setApiReadOnly } from '@/api/readOnly';
import { settingsApi } from '@/features/settings/api/settingsApi';
import '@/features/support/replay/allEndpoints';
import { buildDiagnostics } from '@/features/support/diagnostics/buildDiagnostics';
import { DIAGNOSTICS_FORMAT_VERSION } from '@/features/support/diagnostics/diagnosticsFormat';
import { readReplayFile, type ReplayLog } from '@/features/support/replay/replayFile';
import { showReplayStep } from '@/features/support/replay/replaySession';
import { STATE_SCHEMA_VERSION } from '@/features/support/stateSchema';
import { setupStore } from './store';

const SLICES = Object.keys(setupStore().getState());
const fixture = (name: string) => readFileSync(`test/fixtures/support/${name}`, 'utf8');
const context = {
  app: { name: 'driver-web', version: '0.1.0', commit: 'abc123' },
  route: '/bookings',
  colorMode: 'light',
  viewport: { width: 1280, height: 900 },
  createdAt: '2026-11-26T12:00:00.000Z',
};

function loaded(text: string): ReplayLog {
  const result = readReplayFile(text, SLICES);
  if ('problem' in result) throw new Error(JSON.stringify(result.problem));
  return result.log;
}

afterEach(() => setApiReadOnly(false));

describe('the replay reads', () => {
  it('a Redux DevTools monitor export (lifted state), at the step the monitor was on', () => {
    const log = loaded(fixture('devtools-monitor-export.json'));
    expect(log.source).toBe('devtools');
    // Its 12 states, as the driver's steps: the store's bookkeeping folded into the step it follows.
    expect(log.steps.map((step) => step.label)).toEqual([
      { kind: 'start' },
      { kind: 'change', endpoint: expect.any(String) },
      ...log.steps.slice(2, -1).map(() => expect.anything()),
      { kind: 'currency', currency: 'USD' },
    ]);
    expect(log.steps.flatMap((step) => step.actionTypes)).toHaveLength(11);
    expect(log.steps.length).toBeLessThan(12);
    expect(log.initialIndex).toBe(log.steps.length - 1);
    const store = setupStore();
    showReplayStep(store.dispatch, log, log.initialIndex);
    expect(store.getState().preferences.currency).toBe('USD');
    expect(store.getState().session.user?.fullName).toBe('Driver 1');
    expect(isApiReadOnly()).toBe(true);
  });

  it('the page-side DevTools export (raw actions as a JSON string), redacted on the way in', () => {
    const text = fixture('devtools-page-export.json');
    expect(text).toContain('drive-demo-2025');
    const log = loaded(text);
    expect(JSON.stringify(log)).not.toContain('drive-demo-2025');
    expect(JSON.stringify(log)).not.toContain('demo.driver@example.com');
    const store = setupStore();
    showReplayStep(store.dispatch, log, log.initialIndex);
    expect(store.getState().session.user?.email).toBe('driver1@example.com');
    expect(Object.values(store.getState().api.queries).filter((query) => query?.status === 'fulfilled')).toHaveLength(
      3,
    );
  });

  it('a diagnostics file: step k is the screen after action k, the last as the store held it', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('true', { headers: { 'content-type': 'application/json' } }));
    const driver = setupStore();
    await driver.dispatch(settingsApi.endpoints.hasPassword.initiate({ userId: 'u1' }));
    const log = loaded(buildDiagnostics(driver.getState(), driver.actionLog.entries(), context));
    // The query's bookkeeping is no step of the driver's: one step, showing the answer.
    expect(log.steps).toHaveLength(1);
    expect(log.steps[0]).toMatchObject({
      label: { kind: 'start' },
      actionTypes: ['api/config/middlewareRegistered', 'api/executeQuery/pending', 'api/executeQuery/fulfilled'],
    });
    const support = setupStore();
    showReplayStep(support.dispatch, log, 0);
    expect(support.getState().api.queries).toEqual(driver.getState().api.queries);
    // Sealed: a refetch asks nothing of the network, and the recorded answer stays on screen.
    const fetches = jest.mocked(globalThis.fetch).mock.calls.length;
    await support.dispatch(settingsApi.endpoints.hasPassword.initiate({ userId: 'u1' }, { forceRefetch: true }));
    expect(jest.mocked(globalThis.fetch).mock.calls.length).toBe(fetches);
    expect(support.getState().api.queries).toEqual(driver.getState().api.queries);
    // Data the file lacks fails at once, saying so; a change says nothing was sent.
    const missing = await support.dispatch(settingsApi.endpoints.hasPassword.initiate({ userId: 'u2' }));
    expect(missing.error).toMatchObject({ code: 'not_in_file' });
    const change = await support.dispatch(
      settingsApi.endpoints.updateLanguage.initiate({ body: { id: 'u1', language: 'fr' } }),
    );
    expect(change.error).toMatchObject({ code: 'read_only' });
    expect(jest.mocked(globalThis.fetch).mock.calls.length).toBe(fetches);
  });
});

it("reads a diagnostics file's page details as far as they are well-formed, never more", () => {
  const file = JSON.parse(buildDiagnostics(setupStore().getState(), [], context)) as Record<string, unknown>;
  const log = loaded(JSON.stringify({ ...file, app: 'driver-web', route: 42, viewport: null }));
  expect(log.details).toMatchObject({
    app: { name: '', version: '', commit: '' },
    route: '',
    createdAt: context.createdAt,
  });
  expect(log.details?.viewport).toEqual({ width: 0, height: 0 });
  expect(log.steps.at(-1)?.route).toBeNull();
  expect(loaded(JSON.stringify(file)).details).toMatchObject(context);
});

it("reads the driver's time zone, or none for an older file or a zone this browser does not know", () => {
  const file = (timeZone?: string) =>
    JSON.stringify(JSON.parse(buildDiagnostics(setupStore().getState(), [], { ...context, timeZone })));
  expect(JSON.parse(file('Europe/Paris'))).toMatchObject({ timeZone: 'Europe/Paris' });
  expect(loaded(file('Europe/Paris')).details?.timeZone).toBe('Europe/Paris');
  expect(loaded(file()).details?.timeZone).toBe('');
  expect(loaded(file('Mars/Olympus_Mons')).details?.timeZone).toBe('');
});

describe('the replay refuses, saying why', () => {
  const diagnostics = () =>
    JSON.parse(buildDiagnostics(setupStore().getState(), [], context)) as Record<string, unknown>;

  it.each([
    ['a corrupt file', '{"format": "drivemarket-diagnostics", "formatVer', { kind: 'corrupt' }],
    ['a truncated diagnostics file', JSON.stringify({ ...diagnostics(), state: undefined }), { kind: 'corrupt' }],
    [
      'a diagnostics log entry without its action',
      JSON.stringify({ ...diagnostics(), log: { startState: diagnostics().state, actions: [{ route: '/' }] } }),
      { kind: 'corrupt' },
    ],
    [
      'a file of a newer format',
      JSON.stringify({ ...diagnostics(), formatVersion: DIAGNOSTICS_FORMAT_VERSION + 1 }),
      { kind: 'newerFormat', version: DIAGNOSTICS_FORMAT_VERSION + 1 },
    ],
    [
      'a state of a newer schema',
      JSON.stringify({ ...diagnostics(), stateSchemaVersion: STATE_SCHEMA_VERSION + 1 }),
      { kind: 'newerSchema', version: STATE_SCHEMA_VERSION + 1 },
    ],
    [
      'a file of another app',
      JSON.stringify({ payload: '[]', preloadedState: JSON.stringify({ todos: [] }) }),
      { kind: 'otherApp' },
    ],
    ['a 20 MB file', JSON.stringify({ padding: 'x'.repeat(20_000_000) }), { kind: 'tooLarge', bytes: 20_000_014 }],
  ])('%s', (_name, text, problem) => {
    expect(readReplayFile(text, SLICES)).toEqual({ problem });
  });
});
