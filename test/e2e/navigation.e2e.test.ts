/**
 * Issue 40's scrolling, dates, deposit and language items, as a driver meets them on a phone
 * (390 and 320 px): a filter keeps the scroll position, a new page opens at its top, Back and
 * Forward restore where the driver was; moving the pick-up carries the drop-off along; the deposit
 * filter says what it does; a language chosen just before signing in is kept.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, open } from './support/browser';
import { LANGUAGES, text, type Language } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const DAY = 86_400_000;
const from = new Date(Date.now() + 20 * DAY);
from.setUTCHours(10, 0, 0, 0);
const to = new Date(from.getTime() + 4 * DAY);

let pickup: string;
const searchPath = (extra = '') => `/search?pickup=${pickup}&from=${from.toISOString()}&to=${to.toISOString()}${extra}`;

beforeAll(async () => {
  // Many pages in three languages, each page's API answers counted against one visitor's limit.
  [server, browser] = await Promise.all([
    startServer({ AUTH_CLIENT_RATE_LIMIT: '500', API_RATE_LIMIT: '5000' }),
    launchBrowser(),
  ]);
  const [locations] = await api(server.url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: 'Paris Charles de Gaulle Airport' },
  });
  pickup = locations!.resultData[0]!._id;
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

/** Whether the element's box is within the window (its top at least). */
const topInViewport = (selector: ReturnType<Page['locator']>) =>
  selector.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

/** Waits for the results of the current search: their count, their first cards, no skeleton. */
async function resultsShown() {
  await page.waitForFunction(
    () =>
      /\d/.test(document.querySelector('[data-testid="result-count"]')?.textContent ?? '') &&
      document.querySelector('article') &&
      !document.querySelector('[aria-busy="true"]'),
  );
}

describe.each(LANGUAGES)('in %s', (language: Language) => {
  it.each([390, 320])('item 5: a filter tap at %i px keeps the driver where they were', async (width) => {
    await page.setViewportSize({ width, height: 844 });
    await open(page, `${server.url}${searchPath()}&l=${language}`);
    await resultsShown();
    await page.getByRole('button', { name: text(language, 'cars.filters.show') }).click();
    const gearbox = page.getByRole('group', { name: text(language, 'cars.filters.gearbox') });
    const automatic = gearbox.getByRole('checkbox', {
      name: new RegExp(`^${text(language, 'cars.gearbox.automatic')}`),
    });
    // The driver has scrolled down to the filter, well below the top of the page.
    await automatic.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect(await scrollY()).toBeGreaterThan(300);
    // Where the option is on the screen: the counts of other options can change above it, and
    // the browser keeps what the driver sees in place (scroll anchoring), not the scroll offset.
    const before = (await automatic.boundingBox())!.y;
    const url = page.url();
    const count = await page.getByTestId('result-count').innerText();
    await automatic.click();
    await page.waitForURL((address) => address.href !== url);
    // The address changes first; the narrower results (and the page's scrolling) come after.
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="result-count"]')?.textContent !== before,
      count,
    );
    await resultsShown();
    await expect(automatic.isChecked()).resolves.toBe(true);
    expect(Math.abs((await automatic.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
    expect(await scrollY()).toBeGreaterThan(300);
  });

  it.each([390, 320])(
    'item 6: at %i px a page opened by its address or by a link starts at its top; Back and Forward restore',
    async (width) => {
      await page.setViewportSize({ width, height: 844 });
      const heading = page.getByRole('heading', { level: 1 });
      const toBottom = async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const y = await scrollY();
        expect(y).toBeGreaterThan(300);
        return y;
      };
      const restored = async (y: number) => {
        await page
          .waitForFunction((wanted) => Math.round(window.scrollY) === wanted, y, { timeout: 5_000 })
          .catch(() => {});
        expect(await scrollY()).toBe(y);
      };

      // A page loaded by its address (an e-mail's link, a typed URL) after another one scrolled down.
      await open(page, `${server.url}/faq?l=${language}`);
      const faqBottom = await toBottom();
      await open(page, `${server.url}/activate?l=${language}`);
      expect(await scrollY()).toBe(0);
      await expect(topInViewport(heading)).resolves.toBe(true);
      await page.goBack();
      await page.waitForURL(/\/faq/);
      await restored(faqBottom);
      // The app has taken the page over again (before, a link would load a document).
      await page.waitForFunction(() => !document.querySelector('#root[data-rendered-language]'));

      // A link in the footer of a page scrolled to its end.
      await toBottom();
      const faqTitle = await heading.innerText();
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(language, 'nav.about'), exact: true })
        .click();
      await page.waitForURL(/\/about/);
      // The address changes first; the new page (and where it is scrolled) comes with its render.
      await page.waitForFunction((before) => document.querySelector('h1')?.textContent !== before, faqTitle);
      expect(await scrollY()).toBe(0);
      await expect(topInViewport(heading)).resolves.toBe(true);
      // Part-way down the about page, Back returns to the bottom of the FAQ, Forward to where the
      // about page was left.
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.waitForTimeout(200);
      await page.goBack();
      await page.waitForURL(/\/faq/);
      await restored(faqBottom);
      await page.goForward();
      await page.waitForURL(/\/about/);
      await restored(400);
    },
  );
});
