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
    expect(log.steps).toHaveLength(12);
    expect(log.initialIndex).toBe(11);
    expect(log.steps.map((step) => step.actionType).slice(0, 3)).toEqual([
      null,
      'api/config/middlewareRegistered',
      'api/executeMutation/pending',
    ]);
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
    expect(log.steps.map((step) => step.actionType)).toEqual([
      null,
      'api/config/middlewareRegistered',
      'api/executeQuery/pending',
      'api/executeQuery/fulfilled',
    ]);
    expect(log.steps.every((step) => step.route === '/' || step.route === '/bookings')).toBe(true);
    const support = setupStore();
    showReplayStep(support.dispatch, log, 2);
    expect(Object.values(support.getState().api.queries)[0]?.status).toBe('pending');
    showReplayStep(support.dispatch, log, 3);
    expect(support.getState().api.queries).toEqual(driver.getState().api.queries);
    // Read-only: a refetch asks nothing of the network.
    const fetches = jest.mocked(globalThis.fetch).mock.calls.length;
    const result = await support.dispatch(
      settingsApi.endpoints.hasPassword.initiate({ userId: 'u1' }, { forceRefetch: true }),
    );
    expect(result.error).toMatchObject({ code: 'read_only' });
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
