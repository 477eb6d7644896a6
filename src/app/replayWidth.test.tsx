import { act, renderHook } from '@testing-library/react';
import { setApiReadOnly } from '@/api/readOnly';
import { setupStore } from './store';
import { buildDiagnostics } from '@/features/support/diagnostics/buildDiagnostics';
import { readReplayFile, type ReplayLog } from '@/features/support/replay/replayFile';
import { showAtDriverWidth, showReplayStep, useReplaySession } from '@/features/support/replay/replaySession';

const context = {
  app: { name: 'driver-web', version: '0.1.0', commit: 'abc123' },
  route: '/bookings',
  colorMode: 'light',
  viewport: { width: 390, height: 844 },
  createdAt: '2026-11-26T12:00:00.000Z',
};

function logOf(file: Record<string, unknown>): ReplayLog {
  const result = readReplayFile(JSON.stringify(file), Object.keys(setupStore().getState()));
  if ('problem' in result) throw new Error(JSON.stringify(result.problem));
  return result.log;
}

const diagnostics = () => JSON.parse(buildDiagnostics(setupStore().getState(), [], context)) as Record<string, unknown>;

afterEach(() => setApiReadOnly(false));

it("starts at the driver's recorded width (unless it is the staff's), keeps the staff's choice while stepping, and uses the staff's width when the file does not say", () => {
  const store = setupStore();
  const { result } = renderHook(() => useReplaySession());
  const log = logOf(diagnostics());
  act(() => showReplayStep(store.dispatch, log, 0, 'en'));
  expect(result.current?.atDriverWidth).toBe(true);

  act(() => showAtDriverWidth(false));
  act(() => showReplayStep(store.dispatch, result.current!, 0));
  expect(result.current?.atDriverWidth).toBe(false);
  act(() => showAtDriverWidth(true));
  expect(result.current?.atDriverWidth).toBe(true);

  // Recorded at the staff's own width: the same layout, shown without a frame unless asked for.
  act(() =>
    showReplayStep(
      store.dispatch,
      logOf({ ...diagnostics(), viewport: { width: window.innerWidth, height: 700 } }),
      0,
      'en',
    ),
  );
  expect(result.current?.atDriverWidth).toBe(false);
  act(() => showAtDriverWidth(true));
  expect(result.current?.atDriverWidth).toBe(true);

  // An older file, without the window size: no frame, and no way to ask for one.
  const { viewport: _unknown, ...withoutViewport } = diagnostics();
  act(() => showReplayStep(store.dispatch, logOf(withoutViewport), 0, 'en'));
  expect(result.current?.atDriverWidth).toBe(false);
  act(() => showAtDriverWidth(true));
  expect(result.current?.atDriverWidth).toBe(false);
});
