/**
 * Chromium builds its ICU locale tables on the first use of any Intl API: 30–100 ms of work, which
 * on the main thread was one of the longest tasks of start-up. The tables are shared by the whole
 * renderer process, so a worker builds them while the app's code downloads and starts, and the
 * main thread's first Intl call finds them ready. Resolves when the worker is done, after
 * `timeoutMs`, or at once where workers are unavailable; never rejects.
 */
export function warmUpIntl(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const timer = setTimeout(() => done(), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    try {
      worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { name: 'intl-warm-up' });
      worker.onmessage = done;
      worker.onerror = done;
    } catch {
      done();
    }
  });
}
