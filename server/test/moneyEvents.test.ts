/**
 * Issue 39: the written record of money. One booking's life through the API — a checkout paid with
 * the test gateway, an amendment up with its difference paid, an amendment down (a refund), a
 * cancel request — sends exactly one e-mail and stores exactly one notification per money event,
 * each stating that event's amount, in the driver's language. `cancellationConfirmed` has no
 * route yet and is checked through `recordMoneyEvent` itself.
 */
import { formatMoney } from '../../src/domain/money';
import { recordMoneyEvent, sendMoneyEventMail } from '../src/checkout/moneyEvents';
import type { RequestBody } from '../src/contract';
import type { MailMessage } from '../src/mail/index';
import { callApi } from './support/api';
import { createDriver, type Driver } from './support/bookingFixtures';
import { checkoutBody, payWithTestCard, period, pickCar } from './support/checkout';
import { createTestApp, type TestApp } from './support/testApp';

type Language = 'en' | 'fr' | 'es';

let t: TestApp;
let carsTaken = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NARROW_NBSP = '\u202f';
const DAY = 86_400_000;

interface StoredNotification {
  type: string;
  params: { amountCents?: number };
}

/** The driver's e-mails and notifications about the booking, oldest first. */
async function recordOf(driver: Driver, email: string, bookingId: string) {
  const { rows } = await t.db.query<StoredNotification>(
    'SELECT type, params FROM notifications WHERE user_id = $1 AND booking_id = $2 ORDER BY created_at, id',
    [driver.id, bookingId],
  );
  const mails = t.mailer.sent.filter((m) => m.to === email && m.text.includes(bookingId));
  return { mails, notifications: rows };
}

const emailOf = async (driver: Driver) =>
  (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [driver.id])).rows[0]!.email;

/** A driver in `language` and their booking paid in full (amendments and cancellation bought), 3 days long. */
async function paidBooking(language: Language) {
  const driver = await createDriver(t, language);
  const email = await emailOf(driver);
  const car = await pickCar(
    t,
    { licenseRequired: false, deposit: 'some', amendable: true, cancellable: true },
    carsTaken++,
  );
  const when = period(330 + carsTaken * 10, 3);
  const body = await checkoutBody(t, car, when, { option: 'full', extras: { amendments: true, cancellation: true } });
  const checkout = await callApi(t.app, 'checkout', { body, cookie: driver.cookie });
  expect(checkout.status).toBe(200);
  const { bookingId, amountDue } = checkout.body;
  await pay(driver, bookingId, amountDue);
  return { driver, email, bookingId, when, amountDueCents: Math.round(amountDue * 100) };
}

async function pay(driver: Driver, bookingId: string, amount: number, amendmentId?: string) {
  const { order, approved, captured } = await payWithTestCard(t, driver.cookie, { bookingId, amount, amendmentId });
  expect(order.status).toBe(200);
  expect(approved.status).toBe(200);
  expect(captured.status).toBe(200);
}

async function amend(driver: Driver, id: string, change: Omit<RequestBody<'amendBooking'>, 'mode'>) {
  const preview = await callApi(t.app, 'amendBooking', {
    params: { id },
    body: { mode: 'preview', ...change },
    cookie: driver.cookie,
  });
  expect(preview.status).toBe(200);
  const confirmed = await callApi(t.app, 'amendBooking', {
    params: { id },
    body: { mode: 'confirm', ...change, expectedPrice: preview.body.price },
    cookie: driver.cookie,
  });
  expect(confirmed.status).toBe(200);
  return { settlement: preview.body.settlement!, amendmentId: confirmed.body.amendmentId };
}

/** What the driver is told, per language: subject and the sentence giving the event's amount. */
const EXPECTED: Record<
  Language,
  { paid: RegExp; difference: RegExp; refund: RegExp; cancel: RegExp; amount: (a: string) => Record<string, string> }
> = {
  en: {
    paid: /^Your booking of the /,
    difference: /^Your booking of the .+ has been changed$/,
    refund: /^Your booking of the .+ has been changed$/,
    cancel: /^Your cancel request for the /,
    amount: (a) => ({
      paid: `We have received your payment of ${a}`,
      difference: `Difference paid: ${a}`,
      refund: `Refund: ${a}`,
      cancel: `Refund if the cancellation is confirmed: ${a}`,
    }),
  },
  fr: {
    paid: /^Votre réservation du véhicule /,
    difference: /^Votre réservation du véhicule .+ a été modifiée$/,
    refund: /^Votre réservation du véhicule .+ a été modifiée$/,
    cancel: /^Votre demande d’annulation pour le véhicule /,
    amount: (a) => ({
      paid: `Nous avons reçu votre paiement (${a})`,
      difference: `Différence payée${NARROW_NBSP}: ${a}`,
      refund: `Remboursement${NARROW_NBSP}: ${a}`,
      cancel: `Remboursement si l’annulation est confirmée${NARROW_NBSP}: ${a}`,
    }),
  },
  es: {
    paid: /^Su reserva del /,
    difference: /^Su reserva del .+ ha sido modificada$/,
    refund: /^Su reserva del .+ ha sido modificada$/,
    cancel: /^Su solicitud de cancelación del /,
    amount: (a) => ({
      paid: `Hemos recibido su pago de ${a}`,
      difference: `Diferencia pagada: ${a}`,
      refund: `Reembolso: ${a}`,
      cancel: `Reembolso si se confirma la cancelación: ${a}`,
    }),
  },
};

describe.each(['en', 'fr', 'es'] as const)("a booking's life, in %s", (language) => {
  const money = (cents: number) => formatMoney(cents / 100, 'EUR', language);
  const expected = EXPECTED[language];

  it('sends one e-mail and one notification per money event, each stating its amount', async () => {
    const { driver, email, bookingId, when, amountDueCents } = await paidBooking(language);
    const seen = { mails: 0, notifications: 0 };
    /** The event's single new e-mail and notification. */
    const next = async () => {
      const { mails, notifications } = await recordOf(driver, email, bookingId);
      expect(mails).toHaveLength(seen.mails + 1);
      expect(notifications).toHaveLength(seen.notifications + 1);
      seen.mails = mails.length;
      seen.notifications = notifications.length;
      return { mail: mails.at(-1)!, notification: notifications.at(-1)! };
    };

    // 1. Paid at checkout: the amount paid online.
    const confirmed = await next();
    expect(confirmed.mail.subject).toMatch(expected.paid);
    expect(confirmed.mail.text).toContain(expected.amount(money(amountDueCents)).paid);
    expect(confirmed.notification).toEqual({
      type: 'paid',
      params: expect.objectContaining({ amountCents: amountDueCents }),
    });

    // 2. Two days more, the difference paid in the dialog.
    const up = await amend(driver, bookingId, { to: new Date(when.to.getTime() + 2 * DAY).toISOString() });
    expect(up.settlement.kind).toBe('pay');
    await pay(driver, bookingId, up.settlement.amount, up.amendmentId);
    const differenceCents = Math.round(up.settlement.amount * 100);
    const difference = await next();
    expect(difference.mail.subject).toMatch(expected.difference);
    expect(difference.mail.text).toContain(expected.amount(money(differenceCents)).difference);
    expect(difference.notification).toEqual({
      type: 'differencePaid',
      params: expect.objectContaining({ amountCents: differenceCents }),
    });

    // 3. Back to one day less than first booked: the price falls below what was paid, a refund.
    const down = await amend(driver, bookingId, { to: new Date(when.to.getTime() - DAY).toISOString() });
    expect(down.settlement.kind).toBe('refund');
    const refundCents = Math.round(down.settlement.amount * 100);
    const refund = await next();
    expect(refund.mail.subject).toMatch(expected.refund);
    expect(refund.mail.text).toContain(expected.amount(money(refundCents)).refund);
    expect(refund.notification).toEqual({
      type: 'refund',
      params: expect.objectContaining({ amountCents: refundCents }),
    });

    // 4. A cancel request: what a confirmed cancellation refunds, everything the booking still keeps
    // online (what was paid, less the refund already made).
    const cancel = await callApi(t.app, 'cancelBooking', { params: { id: bookingId }, cookie: driver.cookie });
    expect(cancel.status).toBe(200);
    const paidOnlineCents = amountDueCents + differenceCents - refundCents;
    const request = await next();
    expect(request.mail.subject).toMatch(expected.cancel);
    expect(request.mail.text).toContain(expected.amount(money(paidOnlineCents)).cancel);
    expect(request.notification).toEqual({
      type: 'cancelRequested',
      params: expect.objectContaining({ amountCents: paidOnlineCents }),
    });

    for (const mail of [confirmed, difference, refund, request].map((e) => e.mail))
      expectReadsLikeTheApp(mail, language, bookingId);
  });
});

/** Item 4: a clickable link, the app's date style and spelling, French spacing. */
function expectReadsLikeTheApp(mail: MailMessage, language: Language, bookingId: string) {
  expect(mail.html).toMatch(
    new RegExp(`<a href="http[^"]+/booking\\?b=${bookingId}">http[^<]+/booking\\?b=${bookingId}</a>`),
  );
  if (language === 'en') {
    // The app's English: month before day ("Dec 17"), and "license".
    expect(mail.text).toMatch(/Pick-up: .+, \w{3}, [A-Z][a-z]{2} \d{1,2}, \d{4}, /);
    expect(mail.text).not.toMatch(/licence/);
  }
  if (language === 'fr') {
    expect(mail.text).not.toMatch(/ [:;!?]/);
    expect(mail.subject).not.toMatch(/ [:;!?]/);
    expect(mail.text).toContain(`Bonjour`);
    expect(mail.text).toContain(`Avant le retrait${NARROW_NBSP}:`);
  }
}

it('a cancel request of a booking paid at pick-up promises no refund of 0 €', async () => {
  const driver = await createDriver(t, 'en');
  const email = await emailOf(driver);
  const car = await pickCar(t, { licenseRequired: false, payLater: true, cancellable: true }, carsTaken++);
  const body = await checkoutBody(t, car, period(330 + carsTaken * 10, 3), {
    option: 'payLater',
    extras: { cancellation: true },
  });
  const checkout = await callApi(t.app, 'checkout', { body, cookie: driver.cookie });
  expect(checkout.status).toBe(200);
  const { bookingId } = checkout.body;
  const before = t.mailer.sent.length;
  const cancel = await callApi(t.app, 'cancelBooking', { params: { id: bookingId }, cookie: driver.cookie });
  expect(cancel.status).toBe(200);
  const mails = t.mailer.sent.slice(before).filter((mail) => mail.to === email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('The supplier will contact you to finalize the cancellation.');
  expect(mails[0]!.text).not.toMatch(/refunded|Refund if/);
});

describe('cancellationConfirmed (called when the supplier confirms a cancellation)', () => {
  it('states the refund in the e-mail and the notification, once', async () => {
    const { driver, email, bookingId } = await paidBooking('es');
    const before = await recordOf(driver, email, bookingId);
    const recorded = await t.db.transaction((tx) =>
      recordMoneyEvent(tx, bookingId, { kind: 'cancellationConfirmed', refundCents: 12_345 }),
    );
    await sendMoneyEventMail({ db: t.db, mailer: t.mailer, config: t.config }, recorded);
    const after = await recordOf(driver, email, bookingId);
    expect(after.mails).toHaveLength(before.mails.length + 1);
    expect(after.notifications).toHaveLength(before.notifications.length + 1);
    const mail = after.mails.at(-1)!;
    expect(mail.subject).toMatch(/^Su reserva del .+ está cancelada$/);
    expect(mail.text).toContain(`le reembolsaremos ${formatMoney(123.45, 'EUR', 'es')}`);
    expect(mail.text).toContain(`Reembolso: ${formatMoney(123.45, 'EUR', 'es')}`);
    // A cancelled booking needs no pick-up checklist.
    expect(mail.text).not.toContain('Para la recogida');
    expect(after.notifications.at(-1)).toEqual({
      type: 'cancellationConfirmed',
      params: expect.objectContaining({ amountCents: 12_345 }),
    });
  });

  it('records nothing for a booking that does not exist', async () => {
    expect(
      await recordMoneyEvent(t.db, 'nosuchbooking', { kind: 'cancellationConfirmed', refundCents: 100 }),
    ).toBeNull();
  });
});
