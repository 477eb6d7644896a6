import type { Browser, Page } from 'playwright-core';
import { toZonedInput } from '@/domain/locationTime';
import { priceRental } from '@/domain/pricing';
import { formatMoney } from '@/domain/money';
import type { Schemas } from '../../server/src/contract';
import { api } from './support/api';
import { axeViolations, documentIsMarked, launchBrowser, markDocument, open } from './support/browser';
import { format, LANGUAGES, text, type Language } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

const DAY = 86_400_000;
const from = new Date(Date.now() + 20 * DAY);
from.setUTCHours(10, 0, 0, 0);
const to = new Date(from.getTime() + 4 * DAY);

async function locationId(keyword: string): Promise<string> {
  const [page1] = await api(server.url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: keyword },
  });
  return page1!.resultData[0]!._id;
}

const searchUrl = (pickup: string, extra = '') =>
  `${server.url}/search?pickup=${pickup}&from=${from.toISOString()}&to=${to.toISOString()}${extra}`;
const cards = () => page.getByRole('article');
const resultCount = async () => {
  const count = page.getByTestId('result-count');
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="result-count"]')?.textContent ?? ''),
  );
  return Number((await count.innerText()).match(/\d+/)?.[0] ?? 0);
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The words of a message before its first value: what a page shows whatever the values. */
const opening = (language: Language, id: string) => format(language, id).split('{')[0]!;
/** A message with any text in place of its simple values. */
const pattern = (language: Language, id: string) =>
  new RegExp(
    format(language, id)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '.+'),
  );

describe.each(LANGUAGES)('in %s', (language) => {
  it('says when a shared link’s dates have passed, offers none of its cars, and searches the nearest dates that work instead', async () => {
    const pickup = await locationId('Paris Charles de Gaulle Airport');
    await open(
      page,
      `${server.url}/search?pickup=${pickup}&from=2020-01-01T10:00:00.000Z&to=2020-01-04T10:00:00.000Z&gearbox=automatic&l=${language}`,
    );
    const alert = page.getByRole('alert');
    expect(await alert.innerText()).toContain(opening(language, 'cars.search.datesPast'));
    expect(await cards().count()).toBe(0);
    expect(await page.getByRole('link', { name: text(language, 'cars.card.choose') }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await alert.getByRole('button', { name: pattern(language, 'cars.search.datesFix') }).click();
    await cards().first().waitFor();
    const params = new URL(page.url()).searchParams;
    const [newFrom, newTo] = [Date.parse(params.get('from')!), Date.parse(params.get('to')!)];
    expect(newFrom).toBeGreaterThan(Date.now());
    // The same time of day at the location (10:00 UTC in January is 11:00 in Paris, whatever the season now).
    expect(toZonedInput(new Date(newFrom), 'Europe/Paris').slice(11)).toBe('11:00');
    expect((newTo - newFrom) / DAY).toBe(3);
    expect(params.get('gearbox')).toBe('automatic');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('searches from the home page with the keyboard alone', async () => {
    await open(page, `${server.url}/?l=${language}`);
    expect(await axeViolations(page)).toEqual([]);
    const pickup = page.getByRole('combobox', { name: text(language, 'cars.search.pickup') });
    await pickup.focus();
    await page.keyboard.type('Par');
    await page
      .getByRole('option', { name: /Par[ií]s/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await pickup.inputValue()).toMatch(/Par[ií]s/);
    await page.keyboard.press('Tab'); // same-location checkbox
    await page.keyboard.press('Tab'); // pick-up date
    await page.keyboard.press('Tab'); // drop-off date: one day later on its calendar
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-pressed') === 'true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await page.keyboard.press('Tab'); // search button
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?pickup=/);
    const params = new URL(page.url()).searchParams;
    expect((Date.parse(params.get('to')!) - Date.parse(params.get('from')!)) / 86_400_000).toBe(4); // three by default, plus one
    await cards().first().waitFor();
    expect(await resultCount()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

it('says a drop-off before the pick-up cannot be booked, in the page the server sends too', async () => {
  const pickup = await locationId('Paris Charles de Gaulle Airport');
  const url = `${server.url}/search?pickup=${pickup}&from=${to.toISOString()}&to=${from.toISOString()}`;
  const html = await (await fetch(url)).text();
  expect(html).toContain(opening('en', 'cars.search.datesTooShort'));
  expect(html).not.toContain(text('en', 'cars.card.choose'));
  await open(page, url);
  expect(await page.getByRole('alert').innerText()).toContain(opening('en', 'cars.search.datesTooShort'));
  expect(await cards().count()).toBe(0);
  await page.getByRole('button', { name: pattern('en', 'cars.search.datesFix') }).click();
  await cards().first().waitFor();
  const params = new URL(page.url()).searchParams;
  expect(Date.parse(params.get('from')!)).toBe(to.getTime());
  expect(Date.parse(params.get('to')!) - to.getTime()).toBe(DAY);
});

it('says how many of the cars can be booked for the dates where some cannot, and offers only those', async () => {
  // The seed holds every other car at Charles de Gaulle from day +2 to day +9.
  const pickup = await locationId('Paris Charles de Gaulle Airport');
  const busyFrom = new Date(Date.now() + 3 * DAY);
  busyFrom.setUTCHours(10, 0, 0, 0);
  const period = { from: busyFrom.toISOString(), to: new Date(busyFrom.getTime() + 3 * DAY).toISOString() };
  const [result] = await api(server.url, 'getFrontendCars', {
    params: { page: 1, size: 15 },
    body: { pickupLocation: pickup, ...period, includeComingSoonCars: true },
  });
  const { totalRecords, bookableRecords } = result!.pageInfo[0]!;
  expect(bookableRecords).toBeGreaterThan(0);
  expect(bookableRecords).toBeLessThan(totalRecords);

  await open(page, `${server.url}/search?pickup=${pickup}&from=${period.from}&to=${period.to}`);
  await cards().first().waitFor();
  expect(await page.getByTestId('result-count').innerText()).toBe(
    `${totalRecords} cars, ${bookableRecords} available for your dates, lowest price first`,
  );
  // The cards that can be chosen come first, each with its button; then the others, without.
  const shown = await cards().all();
  const choosable = await Promise.all(
    shown.map((card) => card.getByRole('link', { name: text('en', 'cars.card.choose') }).count()),
  );
  expect(choosable).toEqual(shown.map((_, index) => (index < bookableRecords! ? 1 : 0)));
});

it('narrows the results with each filter, keeps them in the URL, and survives reload and back', async () => {
  const pickup = await locationId('Paris Charles de Gaulle Airport');
  await open(page, searchUrl(pickup));
  await cards().first().waitFor();
  const all = await resultCount();

  const allHeading = await page.getByTestId('result-count').innerText();
  await page.getByRole('checkbox', { name: 'Automatic' }).click();
  await page.waitForURL(/gearbox=automatic/);
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="result-count"]')?.textContent !== before,
    allHeading,
  );
  const automatic = await resultCount();
  expect(automatic).toBeLessThan(all);
  for (const card of await cards().all()) expect(await card.innerText()).toContain('Automatic');

  await page.getByRole('radio', { name: 'Up to 500 €' }).click();
  await page.waitForURL(/deposit=500/);
  await page.waitForTimeout(300);
  expect(await resultCount()).toBeLessThanOrEqual(automatic);

  await page.reload();
  await cards().first().waitFor();
  expect(await page.getByRole('checkbox', { name: 'Automatic' }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Up to 500 €' }).isChecked()).toBe(true);

  await page.goBack();
  await page.waitForURL((url) => !url.search.includes('deposit'));
  expect(await page.getByRole('radio', { name: 'Up to 500 €' }).isChecked()).toBe(false);
  expect(await page.getByRole('checkbox', { name: 'Automatic' }).isChecked()).toBe(true);
});

it('loads the next page when the list is scrolled to its end', async () => {
  const pickup = await locationId('Paris Charles de Gaulle Airport');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/frontend-cars/')) asked.push(pathname);
  });
  await open(page, searchUrl(pickup));
  await page.waitForLoadState('networkidle');
  expect(await resultCount()).toBeGreaterThan(15);
  // Five cards to begin with, the rest of the first page once its end comes near.
  expect(await cards().count()).toBe(5);
  await page.mouse.wheel(0, 100_000);
  await page.waitForFunction(() => document.querySelectorAll('article').length === 15);
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  // The next page waits for the end of the list.
  await page.mouse.wheel(0, 100_000);
  await page.waitForFunction(() => document.querySelectorAll('article').length > 15);
  // The first page came along with the page (the server asked for it): the browser asked for the next one only.
  expect(asked).toEqual(['/api/frontend-cars/2/15']);
});

it('shows more cars with the keyboard, from the same page first, without losing the place', async () => {
  const pickup = await locationId('Paris Charles de Gaulle Airport');
  await open(page, searchUrl(pickup));
  await page.waitForLoadState('networkidle');
  expect(await cards().count()).toBe(5);
  const more = page.getByRole('button', { name: 'Show more cars' });
  const focusedCard = () =>
    page.evaluate(() => [...document.querySelectorAll('article')].indexOf(document.activeElement as HTMLElement));
  await more.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('article').length === 15);
  // The focus is on the first car shown, where reading goes on; Tab leads to its buttons.
  expect(await focusedCard()).toBe(5);
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('article') === document.querySelectorAll('article')[5]),
  ).toBe(true);
  await more.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('article').length > 15);
  expect(await cards().count()).toBeLessThanOrEqual(20);
  await page.waitForFunction(() => document.activeElement === document.querySelectorAll('article')[15]);
});

it('goes on from the first car that scrolling began to show when "Show more cars" is pressed meanwhile', async () => {
  const pickup = await locationId('Paris Charles de Gaulle Airport');
  await open(page, searchUrl(pickup));
  await page.waitForLoadState('networkidle');
  // A slow phone: the cars that scrolling shows arrive one by one, slowly enough to press the
  // button while they do.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  const more = page.getByRole('button', { name: 'Show more cars' });
  await more.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('article').length > 5);
  await more.focus();
  await page.keyboard.press('Enter');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForFunction(() => document.querySelectorAll('article').length === 15);
  // The sixth car, not the one that had just arrived: the driver has read none of them yet.
  expect(
    await page.evaluate(() => [...document.querySelectorAll('article')].indexOf(document.activeElement as HTMLElement)),
  ).toBe(5);
});

it('shows the total of the domain price breakdown for a date-based car, and the details add up', async () => {
  const countries = await api(server.url, 'getCountriesWithLocations', {
    params: { language: 'en', imageRequired: false, minLocations: 1 },
  });
  let found: { car: Schemas['Car']; pickup: string } | null = null;
  for (const location of countries.flatMap((country) => country.locations)) {
    const [result] = await api(server.url, 'getFrontendCars', {
      params: { page: 1, size: 100 },
      body: {
        pickupLocation: location._id,
        from: from.toISOString(),
        to: to.toISOString(),
        includeComingSoonCars: true,
      },
    });
    const car = result!.resultData.find((item) => item.isDateBasedPrice && item.dateBasedPrices?.length);
    if (car) {
      found = { car, pickup: location._id };
      break;
    }
  }
  expect(found).not.toBeNull();
  const { car, pickup } = found!;
  const expected = priceRental(car, from.toISOString(), to.toISOString());
  await open(page, searchUrl(pickup, `&range=${car.range}`));
  await page.waitForLoadState('networkidle');
  // The car may be past the first cards shown: they appear as the list is scrolled.
  await page.mouse.wheel(0, 100_000);
  const card = page.getByRole('article', { name: car.name });
  await card.scrollIntoViewIfNeeded();
  expect(await card.getByTestId('car-total').innerText()).toBe(formatMoney(expected.totalCents / 100, 'EUR', 'en'));
  await card.getByRole('button', { name: 'Show price details' }).click();
  const totalRow = card.getByRole('row').filter({ hasText: 'Total' });
  expect(await totalRow.innerText()).toContain(formatMoney(expected.totalCents / 100, 'EUR', 'en'));
});

it('switches amounts to another currency without a reload, and says which rates it used', async () => {
  const pickup = await locationId('Paris Charles de Gaulle Airport');
  await open(page, searchUrl(pickup));
  const total = cards().first().getByTestId('car-total');
  await total.waitFor();
  expect(await total.innerText()).toMatch(/€$/);
  await markDocument(page);
  await page.getByRole('button', { name: 'Currency: EUR' }).click();
  await page.getByRole('button', { name: 'USD ($)' }).click();
  await page.waitForFunction(() => /^\$/.test(document.querySelector('[data-testid="car-total"]')?.textContent ?? ''));
  await page.getByText(/Prices converted from EUR at the exchange rates of/).waitFor();
  expect(await documentIsMarked(page)).toBe(true);
});

it('sets the pick-up from the offline map list on the home page', async () => {
  await open(page, `${server.url}/`);
  const mapSection = page.getByRole('region', { name: 'Map of our locations' });
  await page.getByRole('heading', { name: 'Why book with us' }).scrollIntoViewIfNeeded();
  await mapSection.scrollIntoViewIfNeeded();
  const setPickup = mapSection.getByRole('button', { name: /^Set .* as pick-up$/ }).first();
  await setPickup.waitFor();
  const name = (await setPickup.textContent()) ?? '';
  await setPickup.focus();
  await page.keyboard.press('Enter');
  const chosen = name.replace(/^Set /, '').replace(/ as pick-up$/, '');
  await page.waitForFunction(
    (value) =>
      (document.querySelector('input[data-location-field="pickup"]') as HTMLInputElement | null)?.value === value,
    chosen,
  );
});

it("says so when the calendar's code cannot be downloaded, keeps the form, and loads it on the next opening", async () => {
  await open(page, `${server.url}/`);
  await page.route('**/assets/date-time-picker.*.js', (route) => route.abort());
  await page.getByRole('combobox', { name: 'Pick-up location' }).fill('Par');
  const pickUp = page.getByRole('button', { name: /^Pick-up date and time/ });
  await pickUp.click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'The calendar could not be loaded. Check your connection, then open it again.' })
    .waitFor();
  await page.getByRole('button', { name: 'Done' }).click();
  expect(await page.getByRole('combobox', { name: 'Pick-up location' }).inputValue()).toBe('Par');

  await page.unroute('**/assets/date-time-picker.*.js');
  await pickUp.click();
  await page.getByRole('dialog', { name: 'Pick-up date and time' }).getByRole('combobox', { name: 'Time' }).waitFor();
});
