import type { Browser, Page } from 'playwright-core';
import { api } from './support/api';
import { axeViolations, documentIsMarked, launchBrowser, markDocument, open } from './support/browser';
import { LANGUAGES, text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CODE = '**/assets/*.js';

/** From now on no script can be downloaded, as when the connection drops. */
const blockCode = (page: Page) => page.route(CODE, (route) => route.abort('internetdisconnected'));

async function newPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

describe.each(LANGUAGES)('in %s', (language) => {
  it("a page whose code cannot be downloaded keeps the layout, says so in the driver's language and comes back on retry", async () => {
    const page = await newPage();
    await open(page, `${server.url}/?l=${language}`);
    await markDocument(page);
    await blockCode(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: text(language, 'nav.signIn') })
      .click();

    const heading = page.getByRole('heading', { level: 1, name: text(language, 'routeError.download.title') });
    await heading.waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('main').textContent()).not.toMatch(/ChunkLoadError|Loading chunk|at \w+ \(/);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: text(language, 'diagnostics.link') })
        .count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(CODE);
    await page
      .getByRole('main')
      .getByRole('button', { name: text(language, 'routeError.retry') })
      .click();
    await page.getByRole('heading', { level: 1, name: text(language, 'auth.signIn.title') }).waitFor();
    expect(await documentIsMarked(page)).toBe(true); // the import was retried, the page not reloaded
    await page.context().close();
  });
});

it('a part of the layout whose code cannot be downloaded says so in place, and comes back on retry', async () => {
  const page = await newPage();
  await open(page, `${server.url}/about?l=es`);
  await markDocument(page);
  await blockCode(page);
  // The footer's newsletter form loads its code when scrolled to.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer
    .getByRole('alert')
    .filter({ hasText: text('es', 'partError.download') })
    .waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text('es', 'info.about.title'));

  await page.unroute(CODE);
  await footer.getByRole('button', { name: text('es', 'routeError.retry') }).click();
  await footer.getByRole('textbox').waitFor();
  expect(await footer.getByRole('alert').count()).toBe(0);
  expect(await documentIsMarked(page)).toBe(true);
  await page.context().close();
});

describe.each(LANGUAGES)('offline in %s', (language) => {
  it('a search whose calls all fail says it in the list and in one toast, not the same error twice', async () => {
    const page = await newPage();
    const [locations] = await api(server.url, 'getLocations', {
      params: { page: 1, size: 1, language: 'en' },
      query: { s: 'Agadir' },
    });
    const from = new Date(Date.now() + 14 * 86_400_000);
    from.setUTCHours(10, 0, 0, 0);
    const to = new Date(from.getTime() + 3 * 86_400_000);
    await open(
      page,
      `${server.url}/search?pickup=${locations!.resultData[0]!._id}&from=${from.toISOString()}&to=${to.toISOString()}&l=${language}`,
    );
    // This page's code is all here; only the API is out of reach.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('checkbox', { name: text(language, 'cars.gearbox.automatic') }).click();
    await page.getByText(text(language, 'cars.list.error')).waitFor();
    const network = page
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: text(language, 'errors.network') });
    await network.first().waitFor();
    // Both the list and the supplier filter asked; the failure is told once.
    await page.waitForTimeout(1000);
    expect(await network.count()).toBe(1);
    await page.context().close();
  });
});
