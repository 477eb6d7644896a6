import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '@/domain/money';
import { priceRental } from '@/domain/pricing';
import type { Schemas } from '../../server/src/contract';
import { DEMO, linkFromOutbox, signIn, signOut } from './support/accounts';
import { api, cookieOf } from './support/api';
import { axeViolations, launchBrowser } from './support/browser';
import { LANGUAGES, text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const DAY = 86_400_000;

type ApiCar = Schemas['CarDetails'];

let pickup: string;
const used = new Set<string>();

/** Dates of a booking, `offset` days from now at 10:00 UTC, for `days` days. */
function period(offset: number, days = 3) {
  const from = new Date(Date.now() + offset * DAY);
  from.setUTCHours(10, 0, 0, 0);
  return { from: from.toISOString(), to: new Date(from.getTime() + days * DAY).toISOString() };
}

/** A bookable car of the pick-up place, with its supplier's rules (each test books its own car). */
async function findCar(dates: { from: string; to: string }, wanted: (car: ApiCar) => boolean): Promise<ApiCar> {
  const [result] = await api(server.url, 'getFrontendCars', {
    params: { page: 1, size: 100 },
    body: { pickupLocation: pickup, ...dates },
  });
  for (const listed of result!.resultData) {
    if (used.has(listed._id) || !listed.available || listed.fullyBooked || listed.comingSoon) continue;
    const car = await api(server.url, 'getCar', { params: { id: listed._id, language: 'en' } });
    if (wanted(car)) {
      used.add(car._id);
      return car;
    }
  }
  throw new Error('no matching car');
}

const checkoutUrl = (car: ApiCar, dates: { from: string; to: string }, language = 'en') =>
  `/checkout?car=${car._id}&pickup=${pickup}&from=${encodeURIComponent(dates.from)}&to=${encodeURIComponent(dates.to)}&l=${language}`;
const euros = (cents: number) => formatMoney(cents / 100, 'EUR', 'en');

async function openCheckout(url: string) {
  await page.goto(`${server.url}${url}`);
  await page
    .getByRole('region', { name: /booking details|détails de votre réservation|detalles de su reserva/i })
    .waitFor();
}

async function fillVisitor(driver: { name: string; email: string }) {
  const section = page.getByRole('region', { name: 'Driver details' });
  await section.getByRole('textbox', { name: /^Full name/ }).fill(driver.name);
  await section.getByRole('textbox', { name: /^E-mail/ }).fill(driver.email);
  await section.getByRole('textbox', { name: /^Phone/ }).fill('+33 6 12 34 56 78');
  await section.getByLabel(/^Birth date/).fill('1988-02-03');
  const terms = section.getByRole('checkbox', { name: /terms of use/ });
  await terms.focus();
  await page.keyboard.press('Space');
}

async function payWithCard(number: string) {
  await page.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('12/35');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await page.getByRole('button', { name: /^Pay .* and book$/ }).click();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ AUTH_CLIENT_RATE_LIMIT: '500' }), launchBrowser()]);
  const [locations] = await api(server.url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: 'Paris Charles de Gaulle Airport' },
  });
  pickup = locations!.resultData[0]!._id;
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('a visitor books with pay later, lands on the booking, and activates the account from the outbox', async () => {
  const dates = period(30);
  const car = await findCar(
    dates,
    (item) => item.supplier.payLater === true && !item.supplier.licenseRequired && item.fullInsurance > 0,
  );
  const email = 'visitor.paylater@example.com';
  await openCheckout(checkoutUrl(car, dates));
  expect(await axeViolations(page)).toEqual([]);

  // The total follows the extras, and matches the domain's price.
  const total = page.getByTestId('checkout-grand-total');
  expect(await total.innerText()).toBe(euros(priceRental(car, dates.from, dates.to).totalCents));
  await page.getByRole('checkbox', { name: 'Full insurance' }).check();
  const withInsurance = priceRental(car, dates.from, dates.to, { fullInsurance: true }).totalCents;
  expect(await total.innerText()).toBe(euros(withInsurance));

  await fillVisitor({ name: 'Vera Visitor', email });
  expect(await page.getByRole('radio', { name: /Pay later at the counter/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Book now' }).dblclick();

  await page.waitForURL(/\/booking\?b=/);
  await page.getByText(/Congratulations/).waitFor();
  const [bookings] = await api(server.url, 'getBookings', {
    params: { page: 1, size: 20, language: 'en' },
    body: {},
    cookie: await cookieOf(page, server.url),
  });
  expect(bookings!.resultData).toHaveLength(1); // the double click booked once

  const link = await linkFromOutbox(server, email, '/activate');
  await page.goto(`${server.url}${link}`);
  // The account made at checkout has no password yet: activating sets one.
  await page.getByLabel(/^Password/).fill('visitor-pass-1');
  await page.getByLabel(/^Confirm password/).fill('visitor-pass-1');
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByText('Your account is activated.').waitFor();
});

it('a signed-in driver pays in full with a test card and sees the booking', async () => {
  const dates = period(40);
  const car = await findCar(dates, (item) => !item.supplier.licenseRequired && item.deposit > 0);
  await signIn(page, server, DEMO);
  await openCheckout(checkoutUrl(car, dates));
  await page.getByText(/You are booking as Alex Martin/).waitFor();
  await page.getByRole('radio', { name: /Pay in full online/ }).check();
  await page.getByText('Test mode — no real payment').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const breakdown = priceRental(car, dates.from, dates.to);
  expect(await page.getByTestId('checkout-now').innerText()).toBe(euros(breakdown.totalCents + breakdown.depositCents));
  await payWithCard('4242 4242 4242 4242');

  await page.waitForURL(/\/booking\?b=/);
  await page.getByText(/Congratulations/).waitFor();
  await page.getByText(car.name).first().waitFor();
});

it("a declined card shows 'Payment failed.' and keeps the car held for the driver, who books it with pay later at once", async () => {
  const dates = period(50);
  const car = await findCar(dates, (item) => !item.supplier.licenseRequired && item.supplier.payLater === true);
  await signIn(page, server, DEMO);
  await openCheckout(checkoutUrl(car, dates));
  await page.getByRole('radio', { name: /Pay in full online/ }).check();
  await payWithCard('4000 0000 0000 0002');
  await page.getByRole('alert').filter({ hasText: 'Payment failed.' }).waitFor();
  expect(page.url()).toContain('/checkout?');

  const [result] = await api(server.url, 'getFrontendCars', {
    params: { page: 1, size: 100 },
    body: { pickupLocation: pickup, ...dates },
  });
  expect(result!.resultData.find((item) => item._id === car._id)?.fullyBooked).toBe(true);
  // Their own hold gives way to their new choice.
  await page.getByRole('radio', { name: /Pay later at the counter/ }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.waitForURL(/\/booking\?b=/);
});

it('pays the deposit online', async () => {
  const dates = period(60);
  const car = await findCar(dates, (item) => !item.supplier.licenseRequired && item.deposit > 0);
  await signIn(page, server, DEMO);
  await openCheckout(checkoutUrl(car, dates));
  await page.getByRole('radio', { name: /Pay the deposit online/ }).check();
  expect(await page.getByTestId('checkout-now').innerText()).toBe(euros(Math.round(car.deposit * 100)));
  await payWithCard('5555 5555 5555 4444');
  await page.waitForURL(/\/booking\?b=/);
  await page.getByText(/Congratulations/).waitFor();
});

it('signing in from checkout comes back to the same checkout with what was typed', async () => {
  const dates = period(70);
  const car = await findCar(dates, (item) => !item.supplier.licenseRequired && item.theftProtection > 0);
  const url = checkoutUrl(car, dates);
  await openCheckout(url);
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Typed Before Sign-in');
  await page.getByRole('checkbox', { name: 'Theft protection' }).check();
  await page.getByRole('region', { name: 'Driver details' }).getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(/\/sign-in\?from=/);
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await page.waitForURL((current) => current.pathname === '/checkout' && current.search.includes(car._id));
  await page.getByText(/You are booking as Alex Martin/).waitFor();
  expect(await page.getByRole('checkbox', { name: 'Theft protection' }).isChecked()).toBe(true);
});

it('a visitor goes back to the same checkout with their typing after a detour', async () => {
  const dates = period(75);
  const car = await findCar(dates, (item) => !item.supplier.licenseRequired);
  const url = checkoutUrl(car, dates);
  await openCheckout(url);
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Kept Name');
  await page.getByRole('region', { name: 'Driver details' }).getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(/\/sign-in\?from=/);
  await page.goBack();
  await page.getByRole('textbox', { name: /^Full name/ }).waitFor();
  expect(await page.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe('Kept Name');
});

it('books with the keyboard alone', async () => {
  const dates = period(80);
  const car = await findCar(
    dates,
    (item) => !item.supplier.licenseRequired && item.supplier.payLater === true && item.theftProtection > 0,
  );
  await signIn(page, server, DEMO);
  await openCheckout(checkoutUrl(car, dates));
  await page.getByText(/You are booking as Alex Martin/).waitFor();
  const theft = page.getByRole('checkbox', { name: 'Theft protection' });
  await theft.focus();
  await page.keyboard.press('Space');
  expect(await theft.isChecked()).toBe(true);
  const payLater = page.getByRole('radio', { name: /Pay later at the counter/ });
  await payLater.focus();
  await page.keyboard.press('ArrowDown');
  const next = page.getByRole('radio', { checked: true });
  expect(await next.getAttribute('value')).not.toBe('payLater');
  await page.keyboard.press('ArrowUp');
  expect(await payLater.isChecked()).toBe(true);
  // From the last option, Tab reaches the submit button (nothing in between needs a mouse).
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('Tab');
    if (await page.getByRole('button', { name: 'Book now' }).evaluate((element) => element === document.activeElement))
      break;
  }
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/booking\?b=/);
});

it('a driver signed out in another tab is told the session ended, keeps what was typed, and signs in again to this checkout', async () => {
  const dates = period(100);
  const car = await findCar(dates, (item) => !item.supplier.licenseRequired && item.theftProtection > 0);
  await signIn(page, server, DEMO);
  await openCheckout(checkoutUrl(car, dates));
  await page.getByText(/You are booking as Alex Martin/).waitFor();
  await page.getByRole('checkbox', { name: 'Theft protection' }).check();
  await page.getByRole('radio', { name: /Pay in full online/ }).check();

  const other = await context.newPage();
  await other.goto(`${server.url}/`);
  await signOut(other);
  await other.close();

  await payWithCard('4242 4242 4242 4242');
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await ended.waitFor();
  expect(await ended.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // The app no longer shows the driver, and what was typed is still there.
  expect(await page.getByRole('button', { name: /^Account menu/ }).count()).toBe(0);
  expect(await page.getByRole('checkbox', { name: 'Theft protection' }).isChecked()).toBe(true);
  expect(await page.getByRole('textbox', { name: /^Card number/ }).inputValue()).toBe('4242 4242 4242 4242');
  expect(await axeViolations(page)).toEqual([]);

  await ended.getByRole('link', { name: 'Sign in again' }).click();
  await page.waitForURL(/\/sign-in\?from=/);
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((current) => current.pathname === '/checkout' && current.search.includes(car._id));
  await page.getByText(/You are booking as Alex Martin/).waitFor();
  expect(await page.getByRole('checkbox', { name: 'Theft protection' }).isChecked()).toBe(true);
  await payWithCard('4242 4242 4242 4242');
  await page.waitForURL(/\/booking\?b=/);
  await page.getByText(/Congratulations/).waitFor();
});

it('a driver signed out elsewhere can go on as a visitor, with the same choices', async () => {
  const dates = period(105);
  const car = await findCar(
    dates,
    (item) => !item.supplier.licenseRequired && item.supplier.payLater === true && item.theftProtection > 0,
  );
  await signIn(page, server, DEMO);
  await openCheckout(checkoutUrl(car, dates));
  await page.getByText(/You are booking as Alex Martin/).waitFor();
  await page.getByRole('checkbox', { name: 'Theft protection' }).check();
  await context.clearCookies();
  await page.getByRole('button', { name: 'Book now' }).click();
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await ended.waitFor();
  await ended.getByRole('button', { name: 'Continue as a visitor' }).click();
  const fullName = page.getByRole('region', { name: 'Driver details' }).getByRole('textbox', { name: /^Full name/ });
  expect(await fullName.evaluate((element) => element === document.activeElement)).toBe(true);
  await fillVisitor({ name: 'Ex Driver', email: 'ex.driver.visitor@example.com' });
  expect(await page.getByRole('checkbox', { name: 'Theft protection' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.waitForURL(/\/booking\?b=/);
  await page.getByText(/Congratulations/).waitFor();
});

/** Opens a signed-in driver's checkout of a car paid in full online. */
async function payInFullCheckout(offset: number) {
  const dates = period(offset);
  const car = await findCar(dates, (item) => !item.supplier.licenseRequired);
  await signIn(page, server, DEMO);
  await openCheckout(checkoutUrl(car, dates));
  await page.getByText(/You are booking as Alex Martin/).waitFor();
  await page.getByRole('radio', { name: /Pay in full online/ }).check();
  return car;
}

/** The server carries the request out, but its answer never reaches the browser. */
async function loseAnswerOf(url: string) {
  await page.route(
    url,
    async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
}

const lostAlert = () => page.getByRole('alert').filter({ hasText: 'The connection was lost while paying.' });

it('a lost answer after the card was accepted says so, not that the payment failed, and checking again finishes it', async () => {
  await payInFullCheckout(110);
  await loseAnswerOf('**/api/test-payment/**');
  await payWithCard('4242 4242 4242 4242');
  await lostAlert()
    .getByText(/accepted and is still being processed/)
    .waitFor();
  expect(await lostAlert().evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await page.getByText('Payment failed.').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await lostAlert().getByRole('button', { name: 'Check again' }).click();
  await page.waitForURL(/\/booking\?b=/);
  await page.getByText(/Congratulations/).waitFor();
});

it('a card that never reached the server: nothing was charged, and paying again books once', async () => {
  const car = await payInFullCheckout(115);
  await page.route('**/api/test-payment/**', (route) => route.abort('internetdisconnected'), { times: 1 });
  await payWithCard('4242 4242 4242 4242');
  await lostAlert()
    .getByText(/did not go through and nothing was charged/)
    .waitFor();
  // What was typed is still there: paying again is one click.
  expect(await page.getByRole('textbox', { name: /^Card number/ }).inputValue()).toBe('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay .* and book$/ }).click();
  await page.waitForURL(/\/booking\?b=/);
  await page.getByText(/Congratulations/).waitFor();
  const [bookings] = await api(server.url, 'getBookings', {
    params: { page: 1, size: 100, language: 'en' },
    body: {},
    cookie: await cookieOf(page, server.url),
  });
  expect(bookings!.resultData.filter((booking) => booking.car._id === car._id)).toHaveLength(1);
});

it('a lost answer of a payment the server completed shows the paid booking', async () => {
  await payInFullCheckout(120);
  await loseAnswerOf('**/api/check-paypal-order/**');
  await payWithCard('4242 4242 4242 4242');
  await page.waitForURL(/\/booking\?b=/);
  await page.getByText(/Congratulations/).waitFor();
});

it('card fields ask phones for a numeric keyboard and card autofill, and the expiry takes 1234 as 12/34', async () => {
  await payInFullCheckout(125);
  const number = page.getByRole('textbox', { name: /^Card number/ });
  const expiry = page.getByRole('textbox', { name: /^Expiry date/ });
  const cvc = page.getByRole('textbox', { name: /^Security code/ });
  const attributes = async (field: typeof number) => [
    await field.getAttribute('inputmode'),
    await field.getAttribute('autocomplete'),
  ];
  expect(await attributes(number)).toEqual(['numeric', 'cc-number']);
  expect(await attributes(expiry)).toEqual(['numeric', 'cc-exp']);
  expect(await attributes(cvc)).toEqual(['numeric', 'cc-csc']);
  await expiry.pressSequentially('1235');
  expect(await expiry.inputValue()).toBe('12/35');
  await expiry.fill('');
  await expiry.pressSequentially('12/35');
  expect(await expiry.inputValue()).toBe('12/35');
  await expiry.fill('');
  await expiry.pressSequentially('1235');
  await number.fill('4242 4242 4242 4242');
  await cvc.fill('123');
  await page.getByRole('button', { name: /^Pay .* and book$/ }).click();
  await page.waitForURL(/\/booking\?b=/);
});

describe.each(LANGUAGES)('in %s', (language) => {
  it('shows the checkout translated, axe clean, and asks to fix errors on an empty submit', async () => {
    const dates = period(90);
    const car = await findCar(dates, (item) => !item.supplier.licenseRequired && item.supplier.payLater === true);
    await openCheckout(checkoutUrl(car, dates, language));
    await page.getByRole('heading', { level: 1, name: text(language, 'checkout.title') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text(language, 'checkout.submit.book') }).click();
    await page.getByText(text(language, 'form.fixErrors')).waitFor();
    const fullName = page.getByRole('textbox', { name: new RegExp(`^${text(language, 'checkout.driver.fullName')}`) });
    expect(await fullName.evaluate((element) => element === document.activeElement)).toBe(true);
    // The spec's summary names the empty required fields, each a link to its field.
    const summary = page.getByRole('alert').filter({ hasText: text(language, 'form.fixErrors') });
    await summary.getByText(text(language, 'form.fillIn').replace('{fields}', '').trim()).waitFor();
    await summary.getByRole('link', { name: text(language, 'checkout.driver.email'), exact: true }).click();
    const email = page.getByRole('textbox', { name: text(language, 'checkout.driver.email'), exact: true });
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
