import { currentColorMode } from '@/theme/colorMode';
import type { StoreWithActionLog } from '../actionLog';
import { buildDiagnostics } from './buildDiagnostics';

/** The diagnostics file of the page as it is now (see buildDiagnostics). */
export function currentDiagnostics(store: StoreWithActionLog): string {
  return buildDiagnostics(store.getState() as Record<string, unknown>, store.actionLog.entries(), {
    app: { name: 'driver-web', version: process.env.APP_VERSION ?? '', commit: process.env.APP_COMMIT ?? '' },
    route: window.location.pathname + window.location.search,
    colorMode: currentColorMode(),
    viewport: { width: window.innerWidth, height: window.innerHeight },
    // The replay shows times as the driver saw them.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    createdAt: new Date().toISOString(),
  });
}

/** Hands the file to the browser to save: nothing is sent anywhere. */
export function saveDiagnostics(text: string, now = new Date()): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `diagnostics-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
