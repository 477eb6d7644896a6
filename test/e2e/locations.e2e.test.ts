import type { Browser, Page } from 'playwright-core';
import { api } from './support/api';
import { axeViolations, launchBrowser, open } from './support/browser';
import { LANGUAGES, text, type Language } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

// The e2e server runs without a Google Maps key: the map is the honest, accessible list.

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterEach(async () => {
  await page?.context().close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until `read()` gives `expected` (the page updates asynchronously), then asserts it. */
async function until<T>(read: () => Promise<T>, expected: T, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!Object.is(value, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toBe(expected);
}

/** A `{count, plural, …}` message as the page shows it (the catalogs helper fills simple values only). */
function plural(language: Language, id: string, count: number): string {
  const message = text(language, id);
  const options = Object.fromEntries(
    [...message.matchAll(/(=\d+|\w+) \{([^{}]*)\}/g)].map((match) => [match[1], match[2]]),
  );
  const chosen = options[`=${count}`] ?? options[new Intl.PluralRules(language).select(count)] ?? options.other;
  if (chosen === undefined) throw new Error(`not a plural message: ${id}`);
  return chosen.replace('#', String(count));
}

/** The accessible name of a "Set … as pick-up" button (its location name is visually hidden). */
function actionName(language: Language, id: 'cars.map.setPickup' | 'cars.map.setDropOff', name: string): string {
  return text(language, id)
    .replace(/<\/?hidden>/g, '')
    .replace('{name}', name);
}

describe.each(LANGUAGES)('in %s', (language) => {
  it('/locations lists the locations with their count, filters as one types, and has no axe violation', async () => {
    const all = await api(server.url, 'getLocations', { params: { page: 1, size: 30, language } });
    const tirana = await api(server.url, 'getLocations', {
      params: { page: 1, size: 30, language },
      query: { s: 'tirana' },
    });
    const total = all[0]!.pageInfo[0]!.totalRecords;
    expect(total).toBeGreaterThan(30);

    await open(page, `${server.url}/locations?l=${language}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      text(language, 'cars.locations.title'),
    );
    const results = page.getByRole('list', { name: text(language, 'cars.locations.listLabel') });
    await page
      .getByRole('status')
      .filter({ hasText: plural(language, 'cars.locations.count', total) })
      .waitFor();
    expect(await results.getByRole('listitem').count()).toBe(30);
    const first = all[0]!.resultData[0]!.name;
    await results
      .getByRole('button', { name: actionName(language, 'cars.map.setPickup', first), exact: true })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('searchbox', { name: text(language, 'cars.locations.searchLabel') })
      .pressSequentially('tirana');
    const expected = tirana[0]!.resultData.map((location) => location.name);
    expect(expected.length).toBeGreaterThan(0);
    await page
      .getByRole('status')
      .filter({ hasText: plural(language, 'cars.locations.count', expected.length) })
      .waitFor();
    await until(() => results.getByRole('listitem').count(), expected.length);
    for (const name of expected) {
      await results
        .getByRole('button', { name: actionName(language, 'cars.map.setDropOff', name), exact: true })
        .waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/locations offers the map as a list, and "Set … as pick-up" works with the keyboard alone', async () => {
    const positioned = await api(server.url, 'getLocationsWithPosition', { params: { language } });
    const target = positioned.find((location) => /tirana/i.test(location.name))!;
    const buttonName = actionName(language, 'cars.map.setPickup', target.name);

    await open(page, `${server.url}/locations?l=${language}`);
    const map = page.getByRole('region', { name: text(language, 'cars.locations.mapTitle') });
    await map.getByText(text(language, 'cars.map.noKey')).waitFor();
    const button = map.getByRole('button', { name: buttonName, exact: true });
    await button.waitFor();
    expect(
      await map
        .getByRole('button', { name: actionName(language, 'cars.map.setDropOff', target.name), exact: true })
        .count(),
    ).toBe(1);

    let focused = false;
    for (let presses = 0; presses < 400 && !focused; presses++) {
      await page.keyboard.press('Tab');
      focused = await button.evaluate((element) => element === document.activeElement);
    }
    expect(focused).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/`);
  });

  it('/suppliers lists every supplier with its logo and its number of cars, with no axe violation', async () => {
    // Every seeded supplier has a logo; one without shows none (the else branch below).
    const suppliers = await api(server.url, 'getAllSuppliers');

    await open(page, `${server.url}/suppliers?l=${language}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      text(language, 'cars.suppliers.title'),
    );
    const items = page.getByRole('main').getByRole('listitem');
    await until(() => items.count(), suppliers.length);

    for (const supplier of suppliers) {
      const item = items.filter({ has: page.getByRole('heading', { level: 2, name: supplier.fullName, exact: true }) });
      expect(await item.count()).toBe(1);
      expect(await item.textContent()).toContain(plural(language, 'cars.suppliers.carCount', supplier.carCount));
      if (supplier.avatar) {
        const logo = item.getByRole('img', { name: supplier.fullName, exact: true });
        await until(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), true);
        expect(await logo.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().height)).toBe(30);
      } else {
        expect(await item.getByRole('img').count()).toBe(0);
      }
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

it('keeps both pages free of axe violations in dark mode', async () => {
  const dark = await (await browser.newContext({ colorScheme: 'dark' })).newPage();
  try {
    await open(dark, `${server.url}/locations`);
    await dark
      .getByRole('list', { name: text('en', 'cars.locations.listLabel') })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(await dark.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await axeViolations(dark)).toEqual([]);

    await open(dark, `${server.url}/suppliers`);
    await dark.getByRole('main').getByRole('listitem').first().waitFor();
    expect(await axeViolations(dark)).toEqual([]);
  } finally {
    await dark.context().close();
  }
});
