/**
 * Issue 26: one money model for a booking. The demo driver amends a booking paid in full (the
 * difference is paid with a test card before the change applies; a declined card changes nothing;
 * a cheaper change is refunded through the test gateway), and one booking in each payment option shows the
 * same amounts on its page, in My bookings and in its confirmation e-mail.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { bookingMoney, type PaymentChoice } from '@/domain/bookingMoney';
import { aCheckoutBooking } from '@test/factories/booking';
import { formatMoney } from '@/domain/money';
import { priceRental } from '@/domain/pricing';
import { DEMO, signIn } from './support/accounts';
import { api, cookieOf } from './support/api';
import { axeViolations, launchBrowser } from './support/browser';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ AUTH_CLIENT_RATE_LIMIT: '1000' }), launchBrowser()]);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, server, DEMO);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MONEY_KEYS = ['rental', 'deposit', 'paidOnline', 'dueOnline', 'atPickup', 'refund'] as const;
type Shown = Partial<Record<(typeof MONEY_KEYS)[number], string>>;

/** The amounts a money list (booking page or My bookings row) shows, by line. */
async function amountsIn(scope: Locator): Promise<Shown> {
  const shown: Shown = {};
  for (const key of MONEY_KEYS) {
    const line = scope.locator(`[data-money="${key}"] dd`);
    if ((await line.count()) > 0) shown[key] = (await line.innerText()).trim();
  }
  return shown;
}

async function bookingPageAmounts(id: string): Promise<Shown> {
  await page.goto(`${server.url}/booking?b=${id}`);
  await page.locator('[data-money="rental"]').waitFor();
  return amountsIn(page.locator('dl').first());
}

async function myBookingsAmounts(id: string): Promise<Shown> {
  await page.goto(`${server.url}/bookings`);
  const row = page.locator(`[data-booking="${id}"]`);
  await row.waitFor();
  return {
    rental: (await row.getByTestId('row-price').innerText()).trim(),
    ...(await amountsIn(row.getByTestId('booking-money'))),
  };
}

/** Moves the amend dialog's drop-off by whole days on its calendar, with the keyboard. */
async function moveDropOff(dialog: Locator, days: number) {
  await dialog.getByRole('button', { name: /^Drop-off date and time/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Drop-off date and time' });
  await calendar.getByRole('button', { pressed: true }).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-pressed') === 'true');
  for (let i = 0; i < Math.abs(days); i++) await page.keyboard.press(days > 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await calendar.waitFor({ state: 'detached' });
}

/** The demo driver's seeded booking paid in full with the amendments option (My bookings row). */
async function openPaidBookingEditor(): Promise<{ id: string; dialog: Locator }> {
  await page.goto(`${server.url}/bookings`);
  const row = page
    .getByTestId('booking-row')
    .filter({ has: page.locator('[data-status="paid"]') })
    .filter({ has: page.getByRole('button', { name: 'Edit', exact: true }) })
    .first();
  await row.waitFor();
  const id = (await row.getAttribute('data-booking'))!;
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  return { id, dialog: page.getByRole('dialog', { name: /^Change your booking/ }) };
}

async function payWith(dialog: Locator, cardNumber: string) {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

describe('amending a booking paid in full', () => {
  it('a later drop-off asks for the difference: a declined card leaves the booking unchanged, a test card pays it and applies the change', async () => {
    let { id, dialog } = await openPaidBookingEditor();
    const before = await bookingPageAmounts(id);
    ({ id, dialog } = await openPaidBookingEditor());
    await moveDropOff(dialog, 2);
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    const preview = dialog.getByTestId('amend-preview');
    await preview.waitFor();
    const [, difference] = /You will pay (.+) more online now\./.exec(await preview.innerText())!;
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    // The change waits for its difference.
    await dialog.getByText(`Pay the difference of ${difference!} to confirm the change`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await payWith(dialog, '4000 0000 0000 0002');
    await dialog.getByText('Payment failed. Your booking was not changed.').waitFor();
    expect(await dialog.getByLabel('Card number').count()).toBe(0);
    expect(await bookingPageAmounts(id)).toEqual(before);

    ({ dialog } = await openPaidBookingEditor());
    await moveDropOff(dialog, 2);
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    await dialog.getByTestId('amend-preview').waitFor();
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    await payWith(dialog, '4242 4242 4242 4242');
    expect(await page.getByTestId('action-notice').innerText()).toContain(
      'The difference was paid and your booking was changed.',
    );

    const after = await bookingPageAmounts(id);
    const euros = (shown: string) => Number(shown.replace(/[^\d.]/g, ''));
    expect(euros(after.paidOnline!)).toBeCloseTo(euros(before.paidOnline!) + euros(difference!), 2);
    expect(euros(after.rental!)).toBeCloseTo(euros(before.rental!) + euros(difference!), 2);
    expect(after.atPickup).toBe('0 €');
    expect(after.refund).toBeUndefined();
  });

  it('an earlier drop-off is applied and its difference refunded through the test gateway', async () => {
    // The booking the test above lengthened: the refund draws from that difference's capture.
    const { id, dialog } = await openPaidBookingEditor();
    await moveDropOff(dialog, -1);
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    const preview = dialog.getByTestId('amend-preview');
    await preview.waitFor();
    const text = await preview.innerText();
    const [, refund] = /(.+) will be refunded to you\./.exec(text)!;
    expect(text).toContain('The money goes back to the card or PayPal account you paid with');
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    expect(await page.getByTestId('action-notice').innerText()).toContain('Your booking was changed.');
    // Refunded at once: nothing is left owed, the booking keeps what it now costs, and says when it was refunded.
    const after = await bookingPageAmounts(id);
    expect(after.refund).toBeUndefined();
    const euros = (shown: string) => Number(shown.replace(/[^\d.]/g, ''));
    expect(euros(after.paidOnline!)).toBeCloseTo(euros(after.rental!) + euros(after.deposit!), 2);
    expect(await page.getByTestId('booking-refunds').innerText()).toContain(`Refunded ${refund!} on`);
    expect((await myBookingsAmounts(id)).refund).toBeUndefined();
  });
});

/** Books a car with a deposit through the API as the signed-in driver, paying online with a test card. */
async function book(choice: PaymentChoice, startDays: number): Promise<string> {
  const cookie = await cookieOf(page, server.url);
  const [locations] = await api(server.url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: 'Paris Orly Airport' },
  });
  const pickup = locations!.resultData[0]!._id;
  const from = new Date(Date.now() + startDays * 86_400_000);
  from.setUTCHours(10, 0, 0, 0);
  const to = new Date(from.getTime() + 3 * 86_400_000);
  const [result] = await api(server.url, 'getFrontendCars', {
    params: { page: 1, size: 100 },
    body: { pickupLocation: pickup, from: from.toISOString(), to: to.toISOString() },
    cookie,
  });
  for (const listed of result!.resultData.filter(
    (c) => c.available && !c.fullyBooked && !c.comingSoon && c.deposit > 0,
  )) {
    const car = await api(server.url, 'getCar', { params: { id: listed._id, language: 'en' }, cookie });
    if (car.supplier.licenseRequired || (choice === 'payLater' && !car.supplier.payLater)) continue;
    const price = priceRental(car, from, to);
    const agreed =
      choice === 'payLater'
        ? price.totalCents
        : choice === 'deposit'
          ? price.depositCents
          : price.totalCents + price.depositCents;
    const booking = aCheckoutBooking(
      { supplier: car.supplier._id, car: car._id, location: pickup, from, to },
      agreed / 100,
      {},
      { isDeposit: choice === 'deposit', isPayedInFull: choice === 'full' },
    );
    const checkout = await api(server.url, 'checkout', {
      body: { idempotencyKey: randomUUID(), payLater: choice === 'payLater', booking },
      cookie,
    });
    if (choice !== 'payLater') {
      const orderId = await api(server.url, 'createPayPalOrder', {
        body: {
          bookingId: checkout.bookingId,
          amount: checkout.amountDue,
          currency: 'EUR',
          name: 'car',
          description: 'car',
        },
        cookie,
      });
      await api(server.url, 'approveTestPayment', {
        params: { orderId },
        body: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
        cookie,
      });
      await api(server.url, 'checkPayPalOrder', { params: { bookingId: checkout.bookingId, orderId }, cookie });
    }
    return checkout.bookingId;
  }
  throw new Error(`no car for ${choice}`);
}

/** The amounts of the booking's confirmation e-mail, by line. */
function emailAmounts(id: string): Shown {
  const mail = server.outbox().find((m) => m.text.includes(id));
  if (!mail) throw new Error(`no e-mail for booking ${id}`);
  const line = (label: string) => new RegExp(`^${label}: (.+)$`, 'm').exec(mail.text)?.[1];
  return {
    rental: line('Rental total'),
    deposit: line('Deposit'),
    paidOnline: line('Paid online'),
    atPickup: line('Due at pick-up'),
  };
}

it('shows the same amounts on the booking page, in My bookings and in the e-mail, for each payment option', async () => {
  const table: string[] = [];
  for (const [choice, startDays] of [
    ['payLater', 40],
    ['deposit', 45],
    ['full', 50],
  ] as const) {
    const id = await book(choice, startDays);
    const onPage = await bookingPageAmounts(id);
    const inList = await myBookingsAmounts(id);
    const inMail = emailAmounts(id);
    expect(inList).toEqual(onPage);
    expect(inMail).toEqual({
      rental: onPage.rental,
      deposit: onPage.deposit,
      paidOnline: onPage.paidOnline,
      atPickup: onPage.atPickup,
    });
    // And they are the money model's, in integer cents.
    const cents = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
    const model = bookingMoney({
      choice,
      rentalCents: cents(onPage.rental!),
      depositCents: cents(onPage.deposit!),
      paidOnlineCents: cents(onPage.paidOnline!),
    });
    expect(onPage.atPickup).toBe(formatMoney(model.dueAtPickupCents / 100, 'EUR', 'en'));
    expect(model.paidOnlineCents).toBe({ payLater: 0, deposit: model.depositCents, full: model.totalCents }[choice]);
    table.push(`| ${choice} | ${JSON.stringify(onPage)} | ${JSON.stringify(inMail)} | ${JSON.stringify(inList)} |`);
  }
  console.log(['| option | booking page | e-mail | My bookings |', ...table].join('\n'));
});
