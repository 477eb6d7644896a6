/**
 * BookCars' own customer app (8.7.0, built unchanged) against the reference server, on one origin,
 * driven as a driver would (issue 42). Nothing the app sends or receives is rewritten: the proxy in
 * support/bookcarsPeer.ts passes /api and /cdn through and records each /api call with its status.
 * The steps share one browser page and run in order, as one journey.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { bookcarsBuild, startPeer, type Peer } from './support/bookcarsPeer';
import { freePort, startServer, type TestServer } from './support/server';

const BUILD = bookcarsBuild();
const DRIVER = {
  fullName: 'Jeanne Routier',
  email: `jeanne.routier.${Date.now()}@e2e.example`,
  phone: '+33612345678',
  password: 'route-des-vins-42',
};

let server: TestServer;
let peer: Peer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  if (!BUILD) throw new Error('BookCars customer app not found: ../shared/peers/bookcars-customer-app/build');
  const port = await freePort();
  // State-changing requests are refused from an origin other than PUBLIC_URL's: the proxy's is the app's.
  // BookCars' app has no page for the sign-up e-mail's link: the server answers it itself.
  server = await startServer({ PUBLIC_URL: `http://127.0.0.1:${port}`, CONFIRM_EMAIL_LINK: 'api' });
  peer = await startPeer(BUILD, server.url, port);
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  page = await context.newPage();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await peer?.stop();
  await server?.stop();
  // The calls, for the note: `BOOKCARS_CALLS=1` prints them.
  if (process.env.BOOKCARS_CALLS)
    console.log(peer?.calls.map((call) => `${call.status} ${call.method} ${call.path}`).join('\n'));
});

/** The app's /api calls since `from`, as "METHOD /path status". */
function callsSince(from: number): string[] {
  return peer.calls.slice(from).map((call) => `${call.method} ${call.path} ${call.status}`);
}

/** Retries `probe` until it gives a value other than undefined (10 s at most). */
async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Waits for the app's answer to a call whose path matches `pattern`. */
function answerTo(pattern: RegExp, method = 'GET') {
  return page.waitForResponse(
    (response) => response.request().method() === method && pattern.test(new URL(response.url()).pathname),
  );
}

it('home: the search form and every supplier logo show', async () => {
  await page.goto(`${peer.url}/`);
  await page.getByRole('combobox', { name: 'Pick-up location' }).waitFor();
  const logos = page
    .getByRole('heading', { name: 'Connecting you to the Biggest Brands' })
    .locator('xpath=..')
    .getByRole('img');
  await logos.first().waitFor();
  expect(await logos.count()).toBeGreaterThan(3);
  // Every logo loads from /cdn/users/<file> (a broken one has no natural width); they load lazily.
  await until(async () => {
    const loaded = await logos.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
    );
    return loaded.every(Boolean) ? true : undefined;
  }, 'every supplier logo');
});

it('search: the home form finds the cars at a pick-up location, and a car-type filter changes them', async () => {
  const location = page.getByRole('combobox', { name: 'Pick-up location' });
  await location.click();
  await location.pressSequentially('Paris', { delay: 50 });
  await page.getByText('Paris Orly Airport', { exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/search/);
  const count = page.getByText(/\(\d+ cars? available\)/);
  await count.waitFor();
  const before = Number((await count.textContent())!.match(/\((\d+) car/)![1]);
  expect(before).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Show Filters' }).click();
  // The car types sit in the "Range" accordion, folded at first.
  await page.getByRole('button', { name: 'Range', exact: true }).click();
  await page.getByRole('button', { name: 'Scooter', exact: true }).click();
  await until(async () => {
    const after = Number(((await count.textContent()) ?? '').match(/\((\d+) car/)?.[1]);
    return after < before ? after : undefined;
  }, 'fewer cars');
});

it('sign-up: the registration form creates the account and signs the driver in', async () => {
  await page.goto(`${peer.url}/sign-up`);
  const field = (label: RegExp) =>
    page.locator('.MuiFormControl-root').filter({ hasText: label }).locator('input').first();
  await field(/^Full name/).waitFor();
  await field(/^Full name/).fill(DRIVER.fullName);
  await field(/^Email/).fill(DRIVER.email);
  await field(/^Phone/).fill(DRIVER.phone);
  await page.getByRole('group', { name: 'Birth date' }).getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type('03141990');
  await field(/^Password/).fill(DRIVER.password);
  await field(/^Confirm Password/).fill(DRIVER.password);
  await page
    .getByRole('row', { name: /Terms of Use/ })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // Signed in: the header no longer offers "Sign in" (it shows the account's avatar instead).
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
  expect(peer.calls.some((call) => call.path === '/api/sign-up' && call.status === 200)).toBe(true);
});

it('activation: the e-mail link confirms the address, and the app stops asking for it', async () => {
  // BookCars' app asks a signed-in driver whose address is unconfirmed to use the e-mailed link.
  const banner = page.getByText(/^A validation email has been sent to your email address/);
  await banner.waitFor();
  // The server runs with CONFIRM_EMAIL_LINK=api: the link is BookCars' /api/confirm-email/….
  const mail = await until(() => server.outbox().find((message) => message.to === DRIVER.email), 'the e-mail');
  const link = mail.text.match(/https?:\/\/\S+\/api\/confirm-email\/\S+/)?.[0];
  expect(link?.startsWith(`${peer.url}/api/confirm-email/`)).toBe(true);
  await page.goto(link!);
  await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
  await page.getByRole('link', { name: 'Continue to the site' }).click();
  await page.getByRole('button', { name: 'account' }).waitFor();
  await page.getByRole('combobox', { name: 'Pick-up location' }).waitFor();
  expect(await banner.count()).toBe(0);
});

it('sign-in: the new driver signs in from the sign-in page', async () => {
  await context.close();
  context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  page = await context.newPage();
  await page.goto(`${peer.url}/sign-in`);
  const field = (label: RegExp) =>
    page.locator('.MuiFormControl-root').filter({ hasText: label }).locator('input').first();
  await field(/^Email/).fill(DRIVER.email);
  await field(/^Password/).fill(DRIVER.password);
  await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'account' }).waitFor();
});

it('a page change keeps the driver signed in', async () => {
  const from = peer.calls.length;
  await page.goto(`${peer.url}/search`);
  // The app checks the session on every page and signs the driver out when the check fails.
  await until(
    () => (callsSince(from).includes('POST /api/validate-access-token 200') ? true : undefined),
    'the session check',
  );
  await page.getByRole('button', { name: 'account' }).waitFor();
  expect(callsSince(from)).not.toContain('POST /api/sign-out 200');
});

let carName = '';
let bookingId = '';
it('checkout: the driver books a car and pays at pick-up', async () => {
  await page.goto(`${peer.url}/`);
  const location = page.getByRole('combobox', { name: 'Pick-up location' });
  await location.click();
  await location.pressSequentially('Paris', { delay: 50 });
  await page.getByText('Paris Orly Airport', { exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Azur Location lets drivers pay at pick-up and asks for no licence.
  const car = page.getByRole('article').filter({ hasText: 'Azur Location' }).first();
  await car.waitFor();
  carName = (await car.getByRole('img').first().getAttribute('alt')) ?? '';
  await car.getByRole('button', { name: 'Choose this car' }).click();
  await page.waitForURL(/\/checkout/);
  await page.getByRole('radio', { name: /^Pay at pickup/ }).check();
  const answer = answerTo(/^\/api\/checkout$/i, 'POST');
  await page.getByRole('button', { name: 'Checkout' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  bookingId = ((await response.json()) as { bookingId: string }).bookingId;
  await page.getByText('Your booking was successfully done. We sent you a confirmation email.').waitFor();
});

// BookCars' "Pay without deposit" charges the rental online and leaves the deposit for the counter, a
// fourth option our spec does not have (and whose wording misleads): the server refuses it with a 400,
// which BookCars' app reports as it reports any refused checkout. The driver can pick another option.
it('checkout: BookCars\' "Pay without deposit" is refused, the app says so, and nothing is booked', async () => {
  await page.goto(`${peer.url}/`);
  const location = page.getByRole('combobox', { name: 'Pick-up location' });
  await location.click();
  await location.pressSequentially('Paris', { delay: 50 });
  await page.getByText('Paris Orly Airport', { exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const car = page.getByRole('article').filter({ hasText: 'Azur Location' }).first();
  await car.waitFor();
  await car.getByRole('button', { name: 'Choose this car' }).click();
  await page.waitForURL(/\/checkout/);
  await page.getByRole('radio', { name: /^Pay without deposit/ }).check();
  const answer = answerTo(/^\/api\/checkout$/i, 'POST');
  await page.getByRole('button', { name: 'Checkout' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'payment_option_required' });
  await page.getByText('An unhandled error occurred.').waitFor();
});

/** The new booking's row in My bookings (the search's default dates: 2 to 5 December). */
const bookingRow = () => page.getByRole('row').filter({ hasText: carName }).filter({ hasText: '02-12-2026' });

it('My bookings lists the new booking, pending, and nothing from the refused checkout', async () => {
  await page.goto(`${peer.url}/bookings`);
  await bookingRow().first().waitFor();
  expect(await bookingRow().count()).toBe(1);
  await expect(bookingRow().getByRole('gridcell', { name: 'Pending' }).count()).resolves.toBe(1);
});

it('the booking page shows the booked car', async () => {
  await bookingRow().getByRole('button', { name: 'View this booking' }).click();
  await page.waitForURL(new RegExp(`/booking\\?b=${bookingId}`));
  await page.getByText(carName).first().waitFor();
  await page.getByText('Azur Location').first().waitFor();
});

it('a cancellation request is sent from My bookings', async () => {
  await page.goto(`${peer.url}/bookings`);
  await bookingRow().getByRole('button', { name: 'Cancel this booking' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to cancel this booking?').waitFor();
  const answer = answerTo(/^\/api\/cancel-booking\//i, 'POST');
  await dialog.getByRole('button').last().click();
  expect((await answer).status()).toBe(200);
});

it('notifications list their sentences', async () => {
  await page.goto(`${peer.url}/notifications`);
  // The newest two: the cancellation request and the booking just made, in words.
  await page.getByText(`Your cancel request for the ${carName}`).first().waitFor();
  await page
    .getByText(new RegExp(`Your booking of the ${carName} from Dec 2, 2026`))
    .first()
    .waitFor();
});

it('settings: the driver changes the phone number and it is saved', async () => {
  await page.goto(`${peer.url}/settings`);
  const phone = page
    .locator('.MuiFormControl-root')
    .filter({ hasText: /^Phone/ })
    .locator('input')
    .first();
  await phone.waitFor();
  await phone.fill('+33698765432');
  const answer = answerTo(/^\/api\/update-user$/i, 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await page.reload();
  await expect(phone.inputValue()).resolves.toBe('+33698765432');
});

it('newsletter: the footer form subscribes an address', async () => {
  await page.goto(`${peer.url}/`);
  const form = page.locator('.newsletter, form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
  await form.locator('input').first().fill('jeanne.news@e2e.example');
  const answer = answerTo(/^\/api\/(send-email|newsletter)/i, 'POST');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await answer).status()).toBe(200);
});

it('sign-out: the header offers sign-in again and the old session is refused', async () => {
  const cookies = await context.cookies(peer.url);
  await page.getByRole('button', { name: 'account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  const replay = await fetch(`${peer.url}/api/validate-access-token`, {
    method: 'POST',
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), origin: peer.url },
  });
  expect([401, 403]).toContain(replay.status);
});
