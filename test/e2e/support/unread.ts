import type { Page } from 'playwright-core';

/**
 * The header's unread count as the driver sees it (0 when the badge is gone). Read in one step:
 * the badge may disappear between a "does it exist" check and reading it.
 */
export function unreadCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const shown = document.querySelector('[data-testid="unread-count"] [aria-hidden="true"]')?.textContent ?? '';
    return Number(shown.replace(/\D/g, '')) || 0;
  });
}

/** Waits until `read()` gives `expected` (the UI updates after a refetch). */
export async function until<T>(
  read: () => Promise<T>,
  expected: T | ((value: T) => boolean),
  timeout = 10_000,
): Promise<void> {
  const ok = (value: T) =>
    typeof expected === 'function' ? (expected as (value: T) => boolean)(value) : value === expected;
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toEqual(typeof expected === 'function' ? value : expected);
  if (!ok(value)) throw new Error(`still ${String(value)}`);
}
