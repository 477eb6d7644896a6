/**
 * Payment options in each payment mode, and declined payments. Three servers: the test gateway
 * (development), production without PayPal (no online gateway), and PayPal configured with its
 * REST endpoints served by a local fake (PayPal's JavaScript SDK cannot load offline: the browser
 * part is its honest failure, the server's create and capture run against the fake).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { priceRental } from '@/domain/pricing';
import { aCheckoutBooking } from '@test/factories/booking';
import type { ResponseBody, Schemas } from '../../server/src/contract';
import { DEMO, signIn } from './support/accounts';
import { api, cookieOf, request } from './support/api';
import { axeViolations, launchBrowser, open } from './support/browser';
import { startFakePayPal, type FakePayPal } from './support/fakePayPal';
import { startServer, type TestServer } from './support/server';

const DAY = 86_400_000;
const DECLINED = '4000 0000 0000 0002';
const ACCEPTED = '4242 4242 4242 4242';
const CANNOT_PAY = 'Cannot be booked with the payment options available';

type ApiCar = Schemas['CarDetails'];

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
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
});

/** Dates `offset` days from now at 10:00 UTC, three days long. */
function period(offset: number) {
  const from = new Date(Date.now() + offset * DAY);
  from.setUTCHours(10, 0, 0, 0);
  return { from: from.toISOString(), to: new Date(from.getTime() + 3 * DAY).toISOString() };
}

/** The cars of one server, as the tests need them. */
function catalogOf(server: TestServer) {
  const used = new Set<string>();
  return {
    async pickup(name: string): Promise<string> {
      const [locations] = await api(server.url, 'getLocations', {
        params: { page: 1, size: 1, language: 'en' },
        query: { s: name },
      });
      return locations!.resultData[0]!._id;
    },
    async cars(pickup: string, dates: { from: string; to: string }): Promise<Schemas['Car'][]> {
      const [result] = await api(server.url, 'getFrontendCars', {
        params: { page: 1, size: 100 },
        body: { pickupLocation: pickup, ...dates },
      });
      return result!.resultData;
    },
    /** A bookable car of the pick-up place whose supplier matches (each test books its own car). */
    async car(pickup: string, dates: { from: string; to: string }, wanted: (car: ApiCar) => boolean): Promise<ApiCar> {
      for (const listed of await this.cars(pickup, dates)) {
        if (used.has(listed._id) || !listed.available || listed.fullyBooked || listed.comingSoon) continue;
        const car = await api(server.url, 'getCar', { params: { id: listed._id, language: 'en' } });
        if (!car.supplier.licenseRequired && wanted(car)) {
          used.add(car._id);
          return car;
        }
      }
      throw new Error('no matching car');
    },
  };
}

const checkoutPath = (car: ApiCar, pickup: string, dates: { from: string; to: string }) =>
  `/checkout?car=${car._id}&pickup=${pickup}&from=${encodeURIComponent(dates.from)}&to=${encodeURIComponent(dates.to)}`;

async function openCheckout(server: TestServer, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('region', { name: 'Your booking details' }).waitFor();
}

async function fillVisitor(name: string, email: string) {
  const section = page.getByRole('region', { name: 'Driver details' });
  await section.getByRole('textbox', { name: /^Full name/ }).fill(name);
  await section.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await section.getByRole('textbox', { name: /^Phone/ }).fill('+33 6 12 34 56 78');
  await section.getByLabel(/^Birth date/).fill('1988-02-03');
  await section.getByRole('checkbox', { name: /terms of use/ }).check();
}

async function payWithCard(number: string) {
  await page.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('12/35');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await page.getByRole('button', { name: /^Pay .* and book$/ }).click();
}

/** 'Payment failed.' is said in the payment section, which has the focus, with how long the car stays reserved. */
async function expectPaymentFailed() {
  const alert = page.getByRole('region', { name: 'Secure payment' }).getByRole('alert');
  await alert.filter({ hasText: 'Payment failed.' }).waitFor();
  expect(await alert.innerText()).toMatch(/Your car stays reserved for you until \d\d:\d\d/);
  await page.waitForFunction(
    () => document.activeElement?.closest('[role="alert"]')?.textContent?.includes('Payment failed.') === true,
  );
  expect(page.url()).toContain('/checkout?');
}

/** The signed-in driver's bookings of a car, as My bookings lists them. */
async function bookingsOf(server: TestServer, carId: string): Promise<Schemas['Booking'][]> {
  const [list] = await api(server.url, 'getBookings', {
    params: { page: 1, size: 50, language: 'en' },
    body: {},
    cookie: await cookieOf(page, server.url),
  });
  return list!.resultData.filter((booking) => booking.car._id === carId);
}

/** The bookings the page's checkout requests were answered with, in order. */
function checkoutAnswers(): string[] {
  const ids: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/checkout' && response.ok())
      void response.json().then((body: ResponseBody<'checkout'>) => ids.push(body.bookingId));
  });
  return ids;
}

describe('test gateway (development)', () => {
  let server: TestServer;
  let catalog: ReturnType<typeof catalogOf>;
  let pickup: string;

  beforeAll(async () => {
    server = await startServer({ AUTH_CLIENT_RATE_LIMIT: '500' });
    catalog = catalogOf(server);
    pickup = await catalog.pickup('Paris Orly Airport');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("a visitor's declined card keeps the checkout filled and signed in, says 'Payment failed.' at the payment, and 4242 pays the same held booking", async () => {
    const dates = period(31);
    const car = await catalog.car(pickup, dates, (item) => item.deposit > 0);
    const booked = checkoutAnswers();
    await openCheckout(server, checkoutPath(car, pickup, dates));
    await fillVisitor('Dana Declined', 'dana.declined@example.com');
    await page.getByRole('radio', { name: /Pay in full online/ }).check();
    await payWithCard(DECLINED);

    await expectPaymentFailed();
    expect(await axeViolations(page)).toEqual([]);
    // Signed in to the account the checkout made, on the same form, with what was typed but the card.
    await page.getByRole('button', { name: /^Account menu/ }).waitFor();
    const driver = page.getByRole('region', { name: 'Driver details' });
    expect(await driver.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe('Dana Declined');
    expect(await driver.getByRole('textbox', { name: /^Phone/ }).inputValue()).toBe('+33 6 12 34 56 78');
    expect(await page.getByRole('radio', { name: /Pay in full online/ }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Card number/ }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: /^Security code/ }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: /^Expiry date/ }).inputValue()).toBe('12/35');
    // The car stays held for this driver: nobody else sees it free meanwhile.
    expect((await catalog.cars(pickup, dates)).find((item) => item._id === car._id)?.fullyBooked).toBe(true);

    await payWithCard(ACCEPTED);
    await page.waitForURL(/\/booking\?b=/);
    await page.getByText(/Congratulations/).waitFor();
    // Paying again answered the same held booking, which is now paid.
    expect(booked).toHaveLength(2);
    expect(booked[1]).toBe(booked[0]);
    expect(new URL(page.url()).searchParams.get('b')).toBe(booked[0]);
    expect(await bookingsOf(server, car._id)).toEqual([expect.objectContaining({ _id: booked[0], status: 'paid' })]);
  });

  it('a signed-in driver whose card is declined switches to the deposit and pays it with 4242: a new booking replaces the held one', async () => {
    const dates = period(41);
    const car = await catalog.car(pickup, dates, (item) => item.deposit > 0);
    const booked = checkoutAnswers();
    await signIn(page, server, DEMO);
    await openCheckout(server, checkoutPath(car, pickup, dates));
    await page.getByRole('radio', { name: /Pay in full online/ }).check();
    await payWithCard(DECLINED);
    await expectPaymentFailed();

    await page.getByRole('radio', { name: /Pay the deposit online/ }).check();
    await payWithCard(ACCEPTED);
    await page.waitForURL(/\/booking\?b=/);
    await page.getByText(/Congratulations/).waitFor();
    // Another option is another booking; the held one gave way to it and stays unpaid.
    expect(booked).toHaveLength(2);
    expect(booked[1]).not.toBe(booked[0]);
    expect(new URL(page.url()).searchParams.get('b')).toBe(booked[1]);
    const statuses = Object.fromEntries(
      (await bookingsOf(server, car._id)).map((booking) => [booking._id, booking.status]),
    );
    expect(statuses).toEqual({ [booked[0]!]: 'void', [booked[1]!]: 'deposit' });
  });
});

describe('production without PayPal (no online gateway)', () => {
  let server: TestServer;
  let catalog: ReturnType<typeof catalogOf>;
  let pickup: string;

  // A fresh server seeds its database first: slow on a busy machine.
  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-production-secret-of-at-least-32-chars',
      AUTH_CLIENT_RATE_LIMIT: '500',
    });
    catalog = catalogOf(server);
    pickup = await catalog.pickup('Paris Charles de Gaulle Airport');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('search cards say which cars cannot be booked with the payment options available, and why; the count and the order put those last', async () => {
    const dates = period(20);
    const listed = await catalog.cars(pickup, dates);
    const payLater = new Map(listed.map((car) => [car.supplier.fullName, car.supplier.payLater === true]));
    expect([...payLater.values()]).toEqual(expect.arrayContaining([true, false]));
    // Once the app runs (open waits for the server's page to be hydrated): before, the button is only HTML.
    await open(page, `${server.url}/search?pickup=${pickup}&from=${dates.from}&to=${dates.to}`);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    // Every car of the place on screen, "Show more cars" until there are no more: how many of them
    // can be paid for moves with the dates (bookings, seasons), so a first page may hold only
    // payable cars, and only the whole list is sure to show both kinds.
    // The count comes with the total: until then the button cannot know whether there is more.
    await page.getByTestId('result-count').filter({ hasText: 'available for your dates' }).waitFor();
    const showMore = page.getByRole('button', { name: 'Show more cars' });
    while (await showMore.isVisible()) {
      const shown = await cards.count();
      // Bringing the button into view may let infinite scroll show the last cars and remove it
      // before the click lands: either way, more cards arrive or the button goes.
      await showMore.click({ timeout: 5_000 }).catch(() => undefined);
      await page.waitForFunction(
        (before) =>
          document.querySelectorAll('article').length > before ||
          ![...document.querySelectorAll('button')].some((button) => button.textContent === 'Show more cars'),
        shown,
      );
    }
    const payable: boolean[] = [];
    for (let index = 0; index < (await cards.count()); index++) {
      const card = cards.nth(index);
      // textContent: a card off screen is not laid out (content-visibility), so it has no innerText.
      const text = (await card.textContent()) ?? '';
      if (/Fully Booked|Coming Soon/.test(text)) {
        payable.push(false);
        continue;
      }
      const supplier = [...payLater.keys()].find((name) => text.includes(name))!;
      const choose = card.getByRole('link', { name: 'Choose this car' });
      if (payLater.get(supplier)) {
        expect(await choose.count()).toBe(1);
      } else {
        expect(text).toContain(
          `${CANNOT_PAY}: ${supplier} takes payment online only, and this site does not take online payments at the moment.`,
        );
        expect(await choose.count()).toBe(0);
      }
      payable.push(payLater.get(supplier)!);
    }
    expect([...new Set(payable)].sort()).toEqual([false, true]);
    // The cars that can be booked come first, and the heading counts them (over every page).
    const bookableHere = payable.filter(Boolean).length;
    expect(payable).toEqual(payable.map((_, index) => index < bookableHere));
    const bookable = listed.filter(
      (car) => !car.fullyBooked && !car.comingSoon && car.supplier.payLater === true,
    ).length;
    expect(await page.getByTestId('result-count').innerText()).toContain(`, ${bookable} available for your dates`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a supplier without pay-later: /checkout says the car cannot be booked before anything is filled', async () => {
    const dates = period(22);
    const car = await catalog.car(pickup, dates, (item) => item.supplier.payLater !== true);
    await page.goto(`${server.url}${checkoutPath(car, pickup, dates)}`);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'This car cannot be booked with the payment options available' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(`${car.supplier.fullName} takes payment online only`);
    // No booking form to fill (the footer's newsletter field is the page's only text box).
    expect(await page.getByRole('region', { name: 'Your booking details' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Driver details' }).count()).toBe(0);
    await alert.getByRole('link', { name: 'See other cars' }).click();
    await page.waitForURL(/\/search/);
  });

  it('a pay-later car offers pay later only, with no card field, and a visitor books it', async () => {
    const dates = period(24);
    const car = await catalog.car(pickup, dates, (item) => item.supplier.payLater === true && item.deposit > 0);
    await openCheckout(server, checkoutPath(car, pickup, dates));
    expect(await page.getByRole('radio', { name: /Pay later at the counter/ }).isChecked()).toBe(true);
    for (const name of [/Pay the deposit online/, /Pay in full online/]) {
      const radio = page.getByRole('radio', { name });
      expect(await radio.isDisabled()).toBe(true);
      expect(await radio.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).innerText())).toBe(
        'This site does not take online payments at the moment.',
      );
    }
    expect(await page.getByText('Test mode — no real payment').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /Card number/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await fillVisitor('Paula Later', 'paula.later@example.com');
    await page.getByRole('button', { name: 'Book now' }).click();
    await page.waitForURL(/\/booking\?b=/);
    await page.getByText(/Congratulations/).waitFor();
  });

  it('the settings say that no online payment works', async () => {
    const settings = await api(server.url, 'getSettings');
    expect(settings.payments).toEqual({ online: 'none' });
  });
});

describe('PayPal configured (PayPal REST served by a local fake)', () => {
  const credentials = { clientId: 'e2e-paypal-client', clientSecret: 'e2e-paypal-secret' };
  let paypal: FakePayPal;
  let server: TestServer;
  let catalog: ReturnType<typeof catalogOf>;
  let pickup: string;

  beforeAll(async () => {
    paypal = await startFakePayPal(credentials);
    server = await startServer({
      PAYPAL_CLIENT_ID: credentials.clientId,
      PAYPAL_CLIENT_SECRET: credentials.clientSecret,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_TIMEOUT_MS: '3000',
    });
    catalog = catalogOf(server);
    pickup = await catalog.pickup('Paris Charles de Gaulle Airport');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await paypal?.stop();
  });

  it("the checkout says so when PayPal's SDK cannot load, shows no card field of its own, and pay later still books", async () => {
    const dates = period(26);
    const car = await catalog.car(pickup, dates, (item) => item.supplier.payLater === true);
    // Offline, as here: PayPal's script never arrives.
    await context.route(/paypal\.com/, (route) => route.abort());
    await signIn(page, server, DEMO);
    await openCheckout(server, checkoutPath(car, pickup, dates));
    await page.getByRole('radio', { name: /Pay in full online/ }).check();
    await page.getByRole('alert').filter({ hasText: 'PayPal could not be loaded.' }).waitFor();
    expect(await page.getByText('Test mode — no real payment').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /Card number/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay .* and book$/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: /Pay later at the counter/ }).check();
    await page.getByRole('button', { name: 'Book now' }).click();
    await page.waitForURL(/\/booking\?b=/);
  });

  it('the server creates and captures PayPal orders for the booking amount; a declined capture keeps the booking held and a new order pays it', async () => {
    const settings = await api(server.url, 'getSettings');
    expect(settings.payments).toEqual({ online: 'paypal', paypalClientId: credentials.clientId });

    const dates = period(28);
    const car = await catalog.car(pickup, dates, (item) => item.deposit > 0);
    const signedIn = await request(server.url, 'signIn', {
      body: { email: DEMO.email, password: DEMO.password, stayConnected: false },
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const breakdown = priceRental(car, dates.from, dates.to);
    const full = (breakdown.totalCents + breakdown.depositCents) / 100;
    const booked = await request(server.url, 'checkout', {
      body: {
        idempotencyKey: `e2e-paypal-${Date.now()}`,
        booking: aCheckoutBooking(
          { supplier: car.supplier._id, car: car._id, location: pickup, ...dates },
          full,
          {},
          { isPayedInFull: true },
        ),
        payLater: false,
      },
      cookie,
    });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ status: 'void', amountDue: full });
    const { bookingId } = booked.body!;
    const order = () =>
      api(server.url, 'createPayPalOrder', {
        body: { bookingId, amount: full, currency: 'EUR', name: car.name, description: car.name },
        cookie,
      });
    // A POST without a body, as the app sends it (the operation declares none).
    const capture = async (orderId: string) => {
      const { status, body } = await request(server.url, 'checkPayPalOrder', {
        params: { bookingId, orderId },
        cookie,
      });
      return { status, body };
    };

    const first = await order();
    expect(paypal.orders.get(first)?.amount).toEqual({ currency_code: 'EUR', value: full.toFixed(2) });
    paypal.decline(first);
    expect(await capture(first)).toEqual({ status: 400, body: { code: 'payment_failed', message: 'Payment failed.' } });
    expect((await catalog.cars(pickup, dates)).find((item) => item._id === car._id)?.fullyBooked).toBe(true);

    const second = await order();
    expect(second).not.toBe(first);
    paypal.approve(second);
    expect(await capture(second)).toEqual({ status: 200, body: true });
    const booking = await api(server.url, 'getBooking', { params: { id: bookingId, language: 'en' }, cookie });
    expect(booking.status).toBe('paid');
  });
});
