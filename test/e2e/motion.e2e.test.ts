import type { Browser, Page } from 'playwright-core';
import { DEMO, signIn } from './support/accounts';
import { axeViolations, launchBrowser, open } from './support/browser';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;

const DAY = 86_400_000;
const from = new Date(Date.now() + 20 * DAY);
from.setUTCHours(10, 0, 0, 0);
const to = new Date(from.getTime() + 4 * DAY);

async function searchUrl(): Promise<string> {
  const response = await fetch(`${server.url}/api/locations/1/1/en?s=${encodeURIComponent('Paris Charles')}`);
  const [page1] = (await response.json()) as [{ resultData: { _id: string }[] }];
  return `${server.url}/search?pickup=${page1.resultData[0]!._id}&from=${from.toISOString()}&to=${to.toISOString()}`;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

/** The motion parts load on the first interaction with the page: a pointer over it, here. */
async function loadMotion(page: Page): Promise<void> {
  const loaded = page.waitForResponse((response) => /\/assets\/motion\.[^/]+\.js$/.test(response.url()));
  await page.mouse.move(5, 5);
  await page.mouse.move(20, 20);
  await (await loaded).finished();
  // Loaded once the page has run the chunk (its own task after the download).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Whether the elements matching `selector` (or their parents, where motion wraps them) were ever
 * seen moving or fading (a transform, an opacity under 1, a running animation) from `action` until
 * `settled`: sampled as each is added to the page (before it is painted) and on every frame.
 */
async function sawMotion(page: Page, selector: string, action: () => Promise<void>, settled: () => Promise<void>) {
  await page.evaluate((watched) => {
    const w = window as unknown as { __motion: { seen: boolean; watching: boolean } };
    w.__motion = { seen: false, watching: true };
    const sample = () => {
      for (const element of document.querySelectorAll(watched))
        for (const part of [element, element.parentElement]) {
          if (!part) continue;
          const style = getComputedStyle(part);
          if (Number(style.opacity) < 1 || style.transform !== 'none' || part.getAnimations().length > 0)
            w.__motion.seen = true;
        }
    };
    new MutationObserver(sample).observe(document.body, { childList: true, subtree: true });
    const frame = () => {
      sample();
      if (w.__motion.watching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
  await action();
  await settled();
  return page.evaluate(() => {
    const w = window as unknown as { __motion: { seen: boolean; watching: boolean } };
    w.__motion.watching = false;
    return w.__motion.seen;
  });
}

/** Resolves once no animation is running on the page. */
const stillness = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** Every layout shift the page has had without a recent input, with the elements that moved. */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        }
        const describe = (node?: Node) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : String(node);
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Shift[])
              .filter((shift) => !shift.hadRecentInput)
              .map(
                (shift) =>
                  `${shift.value.toFixed(4)} ${shift.sources.map((source) => describe(source.node)).join(' ')}`,
              ),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // A page without shifts gets no callback: answer after the buffered ones would have come.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

describe('the search page does not move under the driver’s eyes', () => {
  it.each([
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('on a %s, once the results and the filters’ supplier counts have arrived', async (_name, viewport) => {
    const page = await newPage(viewport);
    await open(page, await searchUrl());
    await page.getByRole('article').first().waitFor();
    if (viewport.width > 1024) await page.locator('#search-filters fieldset').first().waitFor();
    // The page's first seconds: every request made, answered and painted.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1000))));
    expect(await layoutShifts(page)).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ['with motion', 'no-preference', true],
  ['with reduced motion', 'reduce', false],
] as const)('%s', (_name, reducedMotion, moves) => {
  it(`cars shown by "Show more cars" arrive ${moves ? 'fading in' : 'at once'}, and all of them show`, async () => {
    const page = await newPage(DESKTOP);
    await page.emulateMedia({ reducedMotion });
    await open(page, await searchUrl());
    await page.getByRole('article').first().waitFor();
    await loadMotion(page);
    const before = await page.getByRole('article').count();
    const more = page.getByRole('button', { name: 'Show more cars' });
    const moved = await sawMotion(
      page,
      'article',
      () => more.click(),
      async () => {
        await page.waitForFunction((count) => document.querySelectorAll('article').length > count, before);
        await page.waitForLoadState('networkidle');
        await stillness(page);
      },
    );
    expect(moved).toBe(moves);
    // Every card arrived and is fully shown.
    const shown = await page.$$eval('article', (cards) =>
      cards.map(
        (card) => Number(getComputedStyle(card.parentElement!).opacity) * Number(getComputedStyle(card).opacity),
      ),
    );
    expect(shown.length).toBeGreaterThan(before);
    expect(shown.every((opacity) => opacity === 1)).toBe(true);
    await page.context().close();
  });

  it(`on a phone, the filters open ${moves ? 'with motion' : 'at once'}, usable and axe clean`, async () => {
    const page = await newPage(PHONE);
    await page.emulateMedia({ reducedMotion });
    await open(page, await searchUrl());
    await loadMotion(page);
    const button = page.getByRole('button', { name: 'Show filters' });
    const moved = await sawMotion(
      page,
      '#search-filters > div',
      () => button.click(),
      async () => {
        await page.locator('#search-filters fieldset').first().waitFor();
        await stillness(page);
      },
    );
    expect(moved).toBe(moves);
    expect(await page.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('group', { name: 'Gearbox' }).getByRole('checkbox').first().click();
    await page.waitForURL(/gearbox=/);
    await page.waitForLoadState('networkidle');
    await stillness(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it(`a car's price breakdown expands ${moves ? 'with motion' : 'at once'}`, async () => {
    const page = await newPage(DESKTOP);
    await page.emulateMedia({ reducedMotion });
    await open(page, await searchUrl());
    await loadMotion(page);
    const card = page.getByRole('article').first();
    const details = card.getByRole('button', { expanded: false });
    const moved = await sawMotion(
      page,
      // The breakdown's box, whose child opens.
      'article [id$="-details"] > *',
      () => details.click(),
      async () => {
        await card.getByRole('table').waitFor();
        await stillness(page);
      },
    );
    expect(moved).toBe(moves);
    expect(await card.getByRole('table').isVisible()).toBe(true);
    await page.context().close();
  });

  it(`a deleted notification leaves ${moves ? 'with motion' : 'at once'}, and the others stay`, async () => {
    const page = await newPage(DESKTOP);
    await page.emulateMedia({ reducedMotion });
    await signIn(page, server, DEMO);
    await page.goto(`${server.url}/notifications`);
    await page.getByTestId('notification').first().waitFor();
    await loadMotion(page);
    // The list decides on motion as it mounts: open it again, in the app, now that motion is loaded.
    await page.locator('header a[href="/"]').first().click();
    await page.getByRole('link', { name: /^Notifications/ }).click();
    const items = page.getByTestId('notification');
    await items.first().waitFor();
    const count = await items.count();
    const first = await items.first().innerText();
    const moved = await sawMotion(
      page,
      '[data-testid="notification"]',
      () => items.first().getByRole('button', { name: 'Delete' }).click(),
      async () => {
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="notification"]').length < n, count);
        await stillness(page);
      },
    );
    expect(moved).toBe(moves);
    expect(await items.count()).toBe(count - 1);
    expect(await items.allInnerTexts()).not.toContain(first);
    await page.context().close();
  });
});
