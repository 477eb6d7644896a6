import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Runs axe with every WCAG 2.0–2.2 A and AA rule; returns readable violations (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Let opening transitions (dialogs fading in) end first: mid-fade colours fail contrast checks.
  // Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Marks the current document, to prove later that no full page reload happened. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __e2eMark: boolean }).__e2eMark = true));
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean((window as unknown as { __e2eMark?: boolean }).__e2eMark));
}

/**
 * Opens a URL and waits until the app has rendered its page (its main heading) and, for a page the
 * server rendered, until React has taken it over (src/index.tsx drops the server's mark then).
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => !document.querySelector('#root[data-rendered-language]'));
}
