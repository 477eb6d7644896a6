/** Ends the current task so the browser can paint and handle input, then carries on. */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  // scheduler.yield resumes ahead of other queued work, and without setTimeout's 4 ms clamp.
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type ModuleId = string | number;
declare const __webpack_require__: ((id: ModuleId) => unknown) & { startupOrder?: ModuleId[] };

/**
 * A task this long still counts as short (under 50 ms) for a phone four times slower than this
 * machine, with room for the module evaluated last, which can run longer than the step.
 */
const STEP_MS = 5;
let evaluated = 0;

/**
 * Evaluates the first download's modules, in the order importing them would (see
 * config/webpack/StartupModuleOrderPlugin.ts), up to and including `lastId` (by default all of
 * them), ending the task every few milliseconds. The imports that follow then cost nothing.
 * Without the build's order (development, tests) it does nothing and the imports do the work.
 */
export async function evaluateStartupModules(lastId?: ModuleId): Promise<void> {
  const order = typeof __webpack_require__ === 'function' ? __webpack_require__.startupOrder : undefined;
  if (!order) return;
  const end = lastId === undefined ? order.length - 1 : order.indexOf(lastId);
  let stepStart = performance.now();
  for (; evaluated <= end; evaluated += 1) {
    __webpack_require__(order[evaluated]!);
    if (performance.now() - stepStart > STEP_MS) {
      await nextTask();
      stepStart = performance.now();
    }
  }
}

/**
 * Opens the tab's sessionStorage, which React Router reads as it starts (and ScrollRestoration
 * after it): the browser's first access to it waits on the browser process, 2 to 25 ms on this
 * machine, which is better spent in a task of its own than in the router's.
 */
export function openSessionStorage(): void {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage is disabled: the router copes, and so does the app.
  }
}
