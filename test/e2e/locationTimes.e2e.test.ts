/**
 * Times at the locations, with the browser in New York: a time picked for Paris means 10:00 in
 * Paris, and checkout, the booking page (in en, fr, es) and the amend dialog show 10:00 and name
 * Paris's zone, not the reader's.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO, signIn } from './support/accounts';
import { api } from './support/api';
import { axeViolations, launchBrowser, open } from './support/browser';
import { format, text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ AUTH_CLIENT_RATE_LIMIT: '1000' }), launchBrowser()]);
  page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' })
  ).newPage();
  await signIn(page, server, DEMO);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** A car at the pick-up location that can be booked with pay later and no licence upload. */
async function payLaterCar(pickup: string, from: string, to: string): Promise<string> {
  const [result] = await api(server.url, 'getFrontendCars', {
    params: { page: 1, size: 100 },
    body: { pickupLocation: pickup, from, to },
  });
  for (const listed of result!.resultData.filter((item) => item.available && !item.fullyBooked && !item.comingSoon)) {
    const details = await api(server.url, 'getCar', { params: { id: listed._id, language: 'en' } });
    if (details.supplier.payLater && !details.supplier.licenseRequired) return details._id;
  }
  throw new Error('no pay-later car');
}

it('reads the picked time at the location and shows it there, naming the zone, on every page of the booking', async () => {
  // The search form's default pick-up time, 10:00, is 10:00 in Paris, not in New York.
  await open(page, `${server.url}/?l=en`);
  const pickupField = page.getByRole('combobox', { name: 'Pick-up location' });
  await pickupField.focus();
  await page.keyboard.type('Paris Charles');
  await page
    .getByRole('option', { name: /^Paris Charles de Gaulle Airport/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  const [from, to, pickup] = [params.get('from')!, params.get('to')!, params.get('pickup')!];
  expect(parisTime(from)).toBe('10:00');
  expect(parisTime(to)).toBe('10:00');

  // Checkout's summary.
  const car = await payLaterCar(pickup, from, to);
  await page.goto(
    `${server.url}/checkout?car=${car}&pickup=${pickup}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  const summary = page.locator('#checkout-details-title').locator('..');
  await summary
    .getByText(/10:00 AM \(Central European Time\)/)
    .first()
    .waitFor();
  expect(await summary.innerText()).not.toMatch(/4:00 AM|5:00 AM/);

  // The confirmation (the booking's page), in the three languages.
  await page.getByRole('radio', { name: /Pay later at the counter/ }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.waitForURL(/\/booking\?b=/);
  const bookingUrl = page.url();
  const pickupFact = page.locator('dt', { hasText: /^Pick-up$/ }).locator('xpath=following-sibling::dd[1]');
  expect(await pickupFact.innerText()).toMatch(/10:00 AM \(Central European Time\)/);
  for (const [language, zone] of [
    ['fr', '10:00 (heure d’Europe centrale)'],
    ['es', '10:00 (hora de Europa central)'],
  ] as const) {
    await open(page, `${bookingUrl}&l=${language}`);
    const fact = page
      .locator('dt', { hasText: new RegExp(`^${text(language, 'bookings.details.pickup')}$`) })
      .locator('xpath=following-sibling::dd[1]');
    expect(await fact.innerText()).toContain(zone);
  }

  // The amend dialog shows the same wall-clock time and says whose time it is.
  const id = new URL(bookingUrl).searchParams.get('b')!;
  await page.goto(`${server.url}/bookings?l=en`);
  const row = page.locator(`[data-booking="${id}"]`);
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Change your booking/ });
  const pickupTime = dialog.getByRole('button', { name: /^Pick-up date and time/ });
  expect(await pickupTime.innerText()).toContain('10:00 AM');
  const description = await pickupTime.evaluate((button) =>
    (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((hint) => document.getElementById(hint)?.textContent)
      .join(' '),
  );
  expect(description).toBe(format('en', 'bookings.amend.zone', { zone: 'Central European Time' }));
  expect(await axeViolations(page)).toEqual([]);
});
