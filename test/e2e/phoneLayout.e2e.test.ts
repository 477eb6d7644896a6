/**
 * Issue 40's layout items on phones (390 and 320 px) in English, French and Spanish: My bookings as
 * cards, whole location names in the type-ahead, a one-row header whose menus stay on screen, names
 * that wrap, and cars that cannot be booked set apart, with the pay-at-pick-up status in words.
 * With SHOTS_DIR set, the 320 px pages are also saved there as PNG (bookings-320-fr.png…).
 */
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO, signIn } from './support/accounts';
import { api } from './support/api';
import { axeViolations, launchBrowser, open } from './support/browser';
import { LANGUAGES, text, type Language } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

const WIDTHS = [390, 320] as const;
/** The phones: 390×844 and 320×640. */
const HEIGHT = { 390: 844, 320: 640 } as const;
const DAY = 86_400_000;
const from = new Date(Date.now() + 20 * DAY);
from.setUTCHours(10, 0, 0, 0);
const to = new Date(from.getTime() + 4 * DAY);

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pickup: string;

async function locationId(url: string, keyword: string): Promise<string> {
  const [page1] = await api(url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: keyword },
  });
  return page1!.resultData[0]!._id;
}

const searchPath = (extra = '') => `/search?pickup=${pickup}&from=${from.toISOString()}&to=${to.toISOString()}${extra}`;
const at = (url: string, language: Language) => `${url}${url.includes('?') ? '&' : '?'}l=${language}`;

async function shot(name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

/** Where an element lies across the window: its edges, and the window's width. */
const across = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: Math.round(box.left), right: Math.round(box.right), width: window.innerWidth };
  });

/** Each listed element whose whole box is not within the window's width, with what it says. */
async function outside(locators: Locator[]): Promise<string[]> {
  const problems = [];
  for (const locator of locators) {
    const box = await across(locator);
    if (box.left < 0 || box.right > box.width) {
      problems.push(`"${(await locator.innerText()).trim()}" at ${box.left}–${box.right} of ${box.width}`);
    }
  }
  return problems;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ AUTH_CLIENT_RATE_LIMIT: '500', API_RATE_LIMIT: '5000' }),
    launchBrowser(),
  ]);
  pickup = await locationId(server.url, 'Paris Charles de Gaulle Airport');
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(LANGUAGES)('in %s', (language: Language) => {
  it('item 1: on a phone every booking shows its link, price and status on screen, and can be selected for a bulk action', async () => {
    await signIn(page, server, DEMO);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      await open(page, at(`${server.url}/bookings`, language));
      const rows = page.getByTestId('booking-row');
      await rows.first().waitFor();
      const count = await rows.count();
      expect(count).toBeGreaterThan(1);
      const parts: Locator[] = [];
      for (let index = 0; index < count; index++) {
        const row = rows.nth(index);
        parts.push(
          row.getByRole('link', { name: text(language, 'bookings.action.view'), exact: true }),
          row.getByTestId('row-price'),
          row.locator('[data-status]'),
          row.getByRole('checkbox'),
        );
      }
      expect([width, await outside(parts)]).toEqual([width, []]);
      if (width === 320) {
        await rows.first().scrollIntoViewIfNeeded();
        await shot(`bookings-320-${language}`);
      }
      // Selecting a card by its checkbox (named after the car) enables the bulk actions, on screen.
      const first = rows.first();
      const car = (await first.getAttribute('data-booking'))!;
      const checkbox = first.getByRole('checkbox');
      expect(await checkbox.getAttribute('aria-label')).toBeTruthy();
      await checkbox.check();
      const bulk = page.getByRole('group', { name: text(language, 'bookings.bulk.label') });
      const cancel = bulk.getByRole('button', { name: text(language, 'bookings.bulk.cancel') });
      expect(await cancel.isEnabled()).toBe(true);
      expect([width, car, await outside([cancel, bulk.getByTestId('selection-count')])]).toEqual([width, car, []]);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('item 4: a booking paid at the counter reads "reserved, pay at pick-up", in the list and in the filter', async () => {
    await signIn(page, server, DEMO);
    await page.setViewportSize({ width: 320, height: HEIGHT[320] });
    await open(page, at(`${server.url}/bookings?status=pending`, language));
    const wording = text(language, 'bookings.status.pending');
    expect(wording).toMatch({ en: /pay at pick-up/, fr: /payer au retrait/, es: /pago en la recogida/ }[language]);
    const badges = page.getByTestId('booking-row').locator('[data-status="pending"]');
    await badges.first().waitFor();
    expect(new Set(await badges.allInnerTexts())).toEqual(new Set([wording]));
    expect(await page.getByRole('checkbox', { name: new RegExp(`^${wording}`) }).count()).toBe(1);
  });

  it('item 2: every location suggestion shows its whole name, each one distinct', async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      await open(page, at(`${server.url}${searchPath()}`, language));
      const input = page.getByRole('combobox').first();
      await input.fill('Charles de Gaulle');
      const options = page.getByRole('option').filter({ hasText: /Terminal/ });
      await options.first().waitFor();
      const shown = await options.evaluateAll((elements) =>
        elements.map((element) => ({
          text: (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          // Any part of the suggestion cut off, by an ellipsis or by its box.
          cut: [element, ...element.querySelectorAll('*')].some(
            (part) => part.scrollWidth > part.clientWidth || getComputedStyle(part).textOverflow === 'ellipsis',
          ),
          inside: element.getBoundingClientRect().left >= 0 && element.getBoundingClientRect().right <= innerWidth,
        })),
      );
      expect(shown.length).toBeGreaterThan(1);
      expect([width, shown.filter((option) => option.cut || !option.inside)]).toEqual([width, []]);
      expect(new Set(shown.map((option) => option.text)).size).toBe(shown.length);
      if (width === 320) await shot(`suggestions-320-${language}`);
    }
  });

  it('item 3: the header is one row at 320 px, signed out and in, and its menus open inside the screen', async () => {
    const check = async (signedIn: boolean) => {
      const header = page.locator('header > div').first();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT[width] });
        await open(page, at(`${server.url}/faq`, language));
        // One row: the height of its buttons (36 px) and the bar's padding, not two or three rows.
        if (width === 320) {
          const height = (await header.boundingBox())!.height;
          expect([signedIn, height, height < 60]).toEqual([signedIn, height, true]);
        }
        const triggers = header.locator('button[aria-expanded]:visible');
        const count = await triggers.count();
        expect(count).toBeGreaterThanOrEqual(signedIn ? 3 : 2);
        for (let index = 0; index < count; index++) {
          const trigger = triggers.nth(index);
          await trigger.click();
          const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
          await panel.waitFor();
          const box = await across(panel);
          expect([width, await trigger.getAttribute('aria-label'), box.left >= 0 && box.right <= box.width]).toEqual([
            width,
            await trigger.getAttribute('aria-label'),
            true,
          ]);
          if (index === 0 && width === 320) expect(await axeViolations(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await panel.waitFor({ state: 'hidden' });
        }
      }
    };
    await check(false);
    // A fresh browser signs in (the helper reads the English sign-in page).
    await context.close();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    await signIn(page, server, DEMO);
    await check(true);
  });

  it('item 3: supplier names wrap instead of being cut, and the terms link keeps its full stop', async () => {
    await page.setViewportSize({ width: 320, height: HEIGHT[320] });
    await open(page, at(`${server.url}${searchPath()}`, language));
    await page.getByRole('article').first().waitFor();
    await shot(`search-320-${language}`);
    await page.getByRole('article').first().scrollIntoViewIfNeeded();
    await shot(`search-cards-320-${language}`);
    const suppliers = (await api(server.url, 'getAllSuppliers')).map((supplier) => supplier.fullName);
    const cut = await page.getByRole('article').evaluateAll(
      (articles, names) =>
        articles.flatMap((article) =>
          [...article.querySelectorAll('*')]
            .filter((element) => names.includes(element.textContent ?? ''))
            .filter(
              (element) =>
                element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow === 'ellipsis',
            )
            .map((element) => element.textContent),
        ),
      suppliers,
    );
    expect(cut).toEqual([]);

    const [result] = await api(server.url, 'getFrontendCars', {
      params: { page: 1, size: 20 },
      body: { pickupLocation: pickup, from: from.toISOString(), to: to.toISOString() },
    });
    const car = result!.resultData.find((item) => item.available && !item.fullyBooked && !item.comingSoon)!;
    await open(
      page,
      at(
        `${server.url}/checkout?car=${car._id}&pickup=${pickup}&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
        language,
      ),
    );
    // The label ends with the link then a full stop: both on the same line, at every width.
    for (const width of [320, 340, 360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const lines = await page.locator('label[for="driver-accept-terms"]').evaluate((label) => {
        const link = label.querySelector('a')!;
        const after = link.nextSibling!;
        const range = document.createRange();
        range.selectNodeContents(after);
        const rects = [...link.getClientRects()];
        return { link: Math.round(rects[rects.length - 1]!.top), stop: Math.round(range.getClientRects()[0]!.top) };
      });
      expect([width, lines.stop]).toEqual([width, lines.link]);
    }
  });
});

describe('production without an online gateway', () => {
  let production: TestServer;
  let place: string;
  beforeAll(async () => {
    production = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-production-secret-of-at-least-32-chars',
      AUTH_CLIENT_RATE_LIMIT: '500',
      API_RATE_LIMIT: '5000',
    });
    place = await locationId(production.url, 'Paris Charles de Gaulle Airport');
  }, 180_000);
  afterAll(async () => {
    await production?.stop();
  });

  it.each(LANGUAGES)('item 4: a car that cannot be booked looks apart from one that can, in %s', async (language) => {
    const [result] = await api(production.url, 'getFrontendCars', {
      params: { page: 1, size: 100 },
      body: { pickupLocation: place, from: from.toISOString(), to: to.toISOString() },
    });
    const listed = result!.resultData.filter((car) => car.available && !car.fullyBooked && !car.comingSoon);
    const onlineOnly = listed.find((car) => car.supplier.payLater !== true)!;
    const payLater = listed.find((car) => car.supplier.payLater === true)!;
    expect([onlineOnly, payLater].every(Boolean)).toBe(true);
    const look = async (car: (typeof listed)[number]) => {
      const base = `/search?pickup=${place}&from=${from.toISOString()}&to=${to.toISOString()}&supplier=${car.supplier._id}`;
      await open(page, at(`${production.url}${base}`, language));
      const card = page.getByRole('article').first();
      await card.waitFor();
      const price = card.getByTestId('car-total');
      return {
        ...(await price.evaluate((element) => {
          const style = getComputedStyle(element);
          return { weight: Number(style.fontWeight), size: parseFloat(style.fontSize), color: style.color };
        })),
        badge: await card.getByTestId('car-unbookable').count(),
      };
    };
    await page.setViewportSize({ width: 320, height: HEIGHT[320] });
    const bookable = await look(payLater);
    const unbookable = await look(onlineOnly);
    expect(bookable.badge).toBe(0);
    expect(unbookable.badge).toBe(1);
    expect(await page.getByRole('article').first().getByTestId('car-unbookable').innerText()).toBe(
      text(language, 'cars.card.cannotPay'),
    );
    expect(unbookable.weight).toBeLessThan(bookable.weight);
    expect(unbookable.size).toBeLessThan(bookable.size);
    expect(unbookable.color).not.toBe(bookable.color);
    await page.getByRole('article').first().scrollIntoViewIfNeeded();
    await shot(`search-unbookable-320-${language}`);
    expect(await axeViolations(page)).toEqual([]);
  });
});
