import { existsSync } from 'node:fs';
import { CHROMIUM } from './browser';

/**
 * Jest's global setup for the browser tests: without Chromium every test file would start its
 * server, fail to launch the browser and wait out its timeouts. Say so at once instead.
 */
export default function requireChromium(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(`The browser tests need Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH.`);
}
