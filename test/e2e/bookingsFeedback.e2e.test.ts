import type { Browser, Page, Route } from 'playwright-core';
import { DEMO, signIn } from './support/accounts';
import { launchBrowser, open } from './support/browser';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

const rows = () => page.getByTestId('booking-row');
const busyTable = () => page.locator('[data-testid="bookings-table"][aria-busy="true"]');
const busyRows = () => busyTable().getByTestId('booking-row');
const ids = (locator: ReturnType<Page['locator']>) =>
  locator.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-booking')));

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ AUTH_CLIENT_RATE_LIMIT: '1000' }), launchBrowser()]);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, server, DEMO);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Holds the answers to the requests matching `url` until `release()`; resolves `held` once one is waiting. */
async function holdAnswers(url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldOne = () => {};
  const held = new Promise<void>((resolve) => (heldOne = resolve));
  // Once released, the route lets every later request through at once.
  await page.route(url, async (route: Route) => {
    heldOne();
    await released;
    await route.continue();
  });
  return { held, release };
}

it('My bookings shows its page with a busy skeleton at once, then the rows', async () => {
  await open(page, `${server.url}/`);
  const answer = await holdAnswers('**/api/bookings/*/*/*');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('link', { name: 'My bookings' }).click();
  await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
  await answer.held;
  await page.locator('[data-testid="bookings-table"] tr[aria-busy="true"]').waitFor();
  expect(await rows().count()).toBe(0);

  answer.release();
  await rows().first().waitFor();
  expect(await page.locator('[data-testid="bookings-table"] [aria-busy="true"]').count()).toBe(0);
});

it('keeps the rows already shown, dimmed and busy, while the list for new filters loads', async () => {
  await page.goto(`${server.url}/bookings`);
  await rows().first().waitFor();
  const before = await ids(rows());
  expect(await busyRows().count()).toBe(0);

  const answer = await holdAnswers('**/api/bookings/*/*/*');
  await page.getByRole('checkbox', { name: 'Cancelled' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/status=cancelled/);
  await answer.held;
  // No skeleton and no blank table: the previous rows stay, inside a region that says it is busy.
  await busyRows().first().waitFor();
  expect(await ids(busyRows())).toEqual(before);

  answer.release();
  await busyTable().waitFor({ state: 'detached' });
  const statuses = await rows()
    .locator('[data-status]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-status')));
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['cancelled']));
});

it('"Check the new price" is disabled and busy, saying it is checking, until the price arrives', async () => {
  await page.goto(`${server.url}/bookings`);
  const row = rows()
    .filter({ has: page.getByRole('button', { name: 'Edit', exact: true }) })
    .first();
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Change your booking/ });

  const answer = await holdAnswers('**/api/amend-booking/*');
  await dialog.getByRole('button', { name: 'Check the new price' }).click();
  await answer.held;
  const pending = dialog.getByRole('button', { name: 'Checking…' });
  await pending.waitFor();
  expect(await pending.isDisabled()).toBe(true);
  expect(await pending.getAttribute('aria-busy')).toBe('true');

  answer.release();
  await dialog.getByTestId('amend-preview').waitFor();
  const confirm = dialog.getByRole('button', { name: 'Confirm the change' });
  expect(await confirm.isDisabled()).toBe(false);
  expect(await confirm.getAttribute('aria-busy')).not.toBe('true');
});
