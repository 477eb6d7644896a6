import type { Browser, Locator, Page } from 'playwright-core';
import { formatMoney } from '@/domain/money';
import { priceRental } from '@/domain/pricing';
import type { Schemas } from '../../server/src/contract';
import { DEMO, signIn } from './support/accounts';
import { api } from './support/api';
import { axeViolations, launchBrowser } from './support/browser';
import { LANGUAGES, text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';
import { unreadCount as readUnreadCount, until } from './support/unread';

let server: TestServer;
let browser: Browser;
let page: Page;

const rows = () => page.getByTestId('booking-row');
const rowWith = (button: string) =>
  rows()
    .filter({ has: page.getByRole('button', { name: button, exact: true }) })
    .first();
const unreadCount = () => readUnreadCount(page);
const priceOf = async (row: Locator) => (await row.getByTestId('row-price').innerText()).trim();

async function openBookings(query = '') {
  await page.goto(`${server.url}/bookings${query}`);
  await rows().first().waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ AUTH_CLIENT_RATE_LIMIT: '1000' }), launchBrowser()]);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, server, DEMO);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('a booking made through checkout appears with the right price and status, and brings a notification', async () => {
  const [locations] = await api(server.url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: 'Paris Charles de Gaulle Airport' },
  });
  const pickup = locations!.resultData[0]!._id;
  const from = new Date(Date.now() + 50 * 86_400_000);
  from.setUTCHours(10, 0, 0, 0);
  const dates = { from: from.toISOString(), to: new Date(from.getTime() + 3 * 86_400_000).toISOString() };
  const [result] = await api(server.url, 'getFrontendCars', {
    params: { page: 1, size: 100 },
    body: { pickupLocation: pickup, ...dates },
  });
  let car: Schemas['CarDetails'] | undefined;
  for (const listed of result!.resultData.filter((item) => item.available && !item.fullyBooked && !item.comingSoon)) {
    const details = await api(server.url, 'getCar', { params: { id: listed._id, language: 'en' } });
    if (details.supplier.payLater && !details.supplier.licenseRequired) {
      car = details;
      break;
    }
  }
  if (!car) throw new Error('no pay-later car');
  const expected = formatMoney(priceRental(car, dates.from, dates.to).totalCents / 100, 'EUR', 'en');

  await page.goto(`${server.url}/bookings`);
  await rows().first().waitFor();
  const unread = await unreadCount();
  await page.goto(
    `${server.url}/checkout?car=${car._id}&pickup=${pickup}&from=${encodeURIComponent(dates.from)}&to=${encodeURIComponent(dates.to)}`,
  );
  await page.getByRole('radio', { name: /Pay later at the counter/ }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.waitForURL(/\/booking\?b=/);
  const id = new URL(page.url()).searchParams.get('b');
  expect(await page.getByTestId('booking-confirmation').innerText()).toContain(
    'Congratulations! Your booking is registered',
  );
  expect(await page.locator('[data-money="rental"] dd').innerText()).toBe(expected);
  await until(unreadCount, unread + 1);

  await openBookings();
  const row = page.locator(`[data-booking="${id}"]`);
  expect(await priceOf(row)).toBe(expected);
  expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('pending');
  expect(await row.locator('[data-status]').innerText()).toBe('Reserved — pay at pick-up');
});

it("lists the driver's bookings with translated statuses, and is axe clean", async () => {
  await openBookings();
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('My bookings');
  expect(await page.getByTestId('bookings-count').innerText()).toMatch(/^\d+ bookings?$/);
  expect(await rows().count()).toBeGreaterThan(0);
  // Every row names its status in words.
  for (const row of await rows().all()) expect((await row.locator('[data-status]').innerText()).trim()).not.toBe('');
  expect(await axeViolations(page)).toEqual([]);
});

it('amends the dates of a booking: the server reprices, the driver sees the difference and confirms', async () => {
  await openBookings();
  const row = rowWith('Edit');
  const id = await row.getAttribute('data-booking');
  const before = await priceOf(row);
  const unread = await unreadCount();
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Change your booking/ });
  // Drop-off two days later, chosen on the calendar with the keyboard. Escape closes the calendar,
  // not the booking's dialog.
  await dialog.getByRole('button', { name: /^Drop-off date and time/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Drop-off date and time' });
  await until(
    () => calendar.getByRole('button', { pressed: true }).evaluate((day) => day === document.activeElement),
    true,
  );
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await calendar.waitFor({ state: 'detached' });
  expect(await dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Check the new price' }).click();
  const preview = dialog.getByTestId('amend-preview');
  await preview.waitFor();
  expect(await preview.innerText()).toMatch(/New price: .+ \(was .+\)/);
  // The newest booking with Edit is the pay-later one booked above: the new amount is due at pick-up.
  expect(await preview.innerText()).toMatch(/You will pay .+ at pick-up\./);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm the change' }).click();
  expect(await page.getByTestId('action-notice').innerText()).toContain('Your booking was changed.');
  const changed = page.locator(`[data-booking="${id}"]`);
  await until(
    () => priceOf(changed),
    (value) => value !== before,
  );
  // The amendment created a notification: the header count follows without a reload.
  await until(unreadCount, unread + 1);
});

it('requests a cancellation after showing the 24-hour terms, with the keyboard', async () => {
  await openBookings();
  const row = rowWith('Cancel');
  const id = await row.getAttribute('data-booking');
  const cancel = row.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  expect(await dialog.getByTestId('cancellation-terms').innerText()).toContain(
    'at least 24 hours before the start of the rental may be fully refunded',
  );
  await until(
    () => dialog.getByRole('button', { name: 'Go back' }).evaluate((element) => element === document.activeElement),
    true,
  );
  // Escape closes without doing anything and gives focus back.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await until(() => cancel.evaluate((element) => element === document.activeElement), true);

  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Request cancellation' }).click();
  expect(await page.getByTestId('action-notice').innerText()).toContain(
    'Your cancel request has been submitted. The provider will contact you to finalize the cancellation.',
  );
  const same = page.locator(`[data-booking="${id}"]`);
  await same.getByText('Cancel request submitted').waitFor();
  expect(await same.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
});

it('deletes a cancelled booking after confirming', async () => {
  await openBookings('?status=cancelled');
  const row = rowWith('Delete');
  const id = await row.getAttribute('data-booking');
  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  expect(await page.getByTestId('action-notice').innerText()).toContain('The booking was deleted.');
  await page.locator(`[data-booking="${id}"]`).waitFor({ state: 'detached' });
  // Its page says so, with HTTP 404 (the request carries the session), and leads back to the list.
  const response = await page.goto(`${server.url}/booking?b=${id}`);
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'This booking cannot be found' }).waitFor();
  await page.getByRole('link', { name: 'Go to My bookings' }).click();
  await page.waitForURL((url) => url.pathname === '/bookings');
});

it('bulk-cancels a selection that includes ineligible rows and reports what was skipped and why', async () => {
  await openBookings();
  const selectAll = page.getByRole('checkbox', { name: 'Select all the bookings shown' });
  await selectAll.focus();
  await page.keyboard.press('Space');
  const selected = await rows().count();
  expect(await page.getByTestId('selection-count').innerText()).toBe(`${selected} bookings selected`);
  await page
    .getByRole('group', { name: 'Actions on the selected bookings' })
    .getByRole('button', { name: 'Request cancellation' })
    .click();
  const dialog = page.getByRole('alertdialog');
  expect(await dialog.innerText()).toMatch(/the others will be skipped/);
  await dialog.getByRole('button', { name: 'Request cancellation' }).click();
  const notice = page.getByTestId('action-notice');
  expect(await notice.innerText()).toMatch(/skipped:/);
  // Each skipped booking is listed with its reason.
  expect(await notice.getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await notice.getByRole('listitem').first().innerText()).toMatch(/\(reference .+\): ./);
  expect(await page.getByTestId('selection-count').innerText()).toBe('No booking selected');
});

it('keeps the filters in the URL', async () => {
  await openBookings('?status=cancelled');
  expect(await page.getByRole('checkbox', { name: 'Cancelled' }).isChecked()).toBe(true);
  for (const row of await rows().all())
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('cancelled');
  await page.getByLabel('Keyword').fill('no-such-booking-anywhere');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/q=no-such-booking-anywhere/);
  await page.getByText('No booking matches these filters.').waitFor();
  await page.reload();
  await page.getByText('No booking matches these filters.').waitFor();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await rows().first().waitFor();
});

describe.each(LANGUAGES)('in %s', (language) => {
  it('shows the list and a booking with its price breakdown, axe clean', async () => {
    await openBookings(`?l=${language}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(text(language, 'bookings.list.title'));
    expect(await axeViolations(page)).toEqual([]);
    const id = await rows().first().getAttribute('data-booking');
    await page.goto(`${server.url}/booking?b=${id}&l=${language}`);
    await page.getByRole('heading', { level: 1, name: text(language, 'bookings.booking.title') }).waitFor();
    await page.getByRole('table', { name: text(language, 'price.caption') }).waitFor();
    await page.getByRole('heading', { level: 2, name: text(language, 'bookings.details.history') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The car's picture and the supplier's logo are shown, not broken.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const images = await page
      .locator('main img')
      .evaluateAll((all) =>
        all.map((image) => [(image as HTMLImageElement).src, (image as HTMLImageElement).naturalWidth > 0]),
      );
    expect(images.map(([src]) => String(src).replace(/\/[^/]+$/, ''))).toEqual([
      `${server.url}/cdn/cars`,
      `${server.url}/cdn/suppliers`,
    ]);
    expect(images.every(([, loaded]) => loaded)).toBe(true);
  });
});
