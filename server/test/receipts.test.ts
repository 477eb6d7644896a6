/**
 * Issue 39: a booking's receipt. A booking made and paid through the real checkout and test
 * gateway downloads as a PDF whose text states the booking page's amounts (bookingMoney), each
 * payment and refund with its date, in the driver's language and money formatting; only the booking's driver gets it; the confirmation
 * e-mail's attachment is the same file.
 */
import { bookingMoney, paymentChoice } from '../../src/domain/bookingMoney';
import { formatLocationTime } from '../../src/domain/locationTime';
import { formatMoney } from '../../src/domain/money';
import { receiptAttachment } from '../src/receipts/index';
import type { Schemas } from '../src/contract';
import { callApi } from './support/api';
import { pathOf } from './support/apiRequest';
import { createDriver, type Driver } from './support/bookingFixtures';
import { checkoutBody, payWithTestCard, period, pickCar } from './support/checkout';
import { pdfTextLines } from './support/pdfText';
import { receiptPdfForTests } from './support/receiptPdf';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let driver: Driver;
let other: Driver;
let bookingId: string;

/** A booking with its deposit paid online by card, and an extra. */
async function paidBooking(): Promise<string> {
  const car = await pickCar(t, { licenseRequired: false, deposit: 'some', amendable: true });
  const body = await checkoutBody(t, car, period(200, 9), {
    option: 'deposit',
    extras: { amendments: true },
  });
  const response = await callApi(t.app, 'checkout', { body, cookie: driver.cookie });
  expect(response.status).toBe(200);
  const { bookingId: id, amountDue } = response.body;
  const { approved, captured: capture } = await payWithTestCard(t, driver.cookie, { bookingId: id, amount: amountDue });
  expect(approved.status).toBe(200);
  expect(capture.status).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  driver = await createDriver(t, 'fr');
  other = await createDriver(t, 'fr');
  bookingId = await paidBooking();
});
afterAll(async () => {
  await t.close();
});

// The contract cannot describe a PDF body: the download is read with app.inject (see support/api.ts).
const download = (id: string, language: 'en' | 'fr' | 'es', cookie = driver.cookie) =>
  t.app.inject({ method: 'GET', url: pathOf('getBookingReceipt', { id, language }), headers: { cookie } });

const receiptText = async (language: 'en' | 'fr' | 'es') =>
  pdfTextLines(await receiptPdfForTests(t, bookingId, language));

/** The receipt draws U+202F as a no-break space (its font lacks it). */
const drawn = (text: string) => text.replace(/\u202f/g, '\u00a0');

/**
 * The text right after `label` in the receipt: cells are drawn left to right, and a cell wrapped
 * over several lines is found whole.
 */
const after = (lines: string[], label: string) => {
  for (let start = 0; start < lines.length; start++) {
    // A wrapped line keeps the space it broke at.
    let text = lines[start]!.trimEnd();
    let end = start;
    while (text !== label && label.startsWith(`${text} `) && end + 1 < lines.length)
      text += ` ${lines[++end]!.trimEnd()}`;
    if (text === label) return lines[end + 1];
  }
  throw new Error(`"${label}" is not in the receipt:\n${lines.join('\n')}`);
};

describe('the receipt of a paid booking', () => {
  it('downloads as a PDF attachment named after the booking', async () => {
    const response = await download(bookingId, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${bookingId}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The same booking state gives the same file.
    expect((await download(bookingId, 'fr')).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("states the booking page's amounts, lines and payment, in French", async () => {
    const booking: Schemas['Booking'] = (
      await callApi(t.app, 'getBooking', { params: { id: bookingId, language: 'fr' }, cookie: driver.cookie })
    ).body;
    const money = bookingMoney({
      choice: paymentChoice(booking),
      rentalCents: Math.round(booking.price * 100),
      depositCents: Math.round(booking.deposit! * 100),
      paidOnlineCents: Math.round(booking.paidOnline! * 100),
    });
    const eur = (cents: number) => formatMoney(cents / 100, 'EUR', 'fr');
    expect(money.paidOnlineCents).toBe(money.depositCents);
    expect(money.dueAtPickupCents).toBeGreaterThan(0);

    const lines = await receiptText('fr');
    expect(lines).toContain(`Reçu — Réservation ${bookingId}`);
    expect(after(lines, 'Total de la location')).toBe(eur(money.rentalCents));
    expect(after(lines, 'Caution')).toBe(eur(money.depositCents));
    expect(after(lines, 'Payé en ligne')).toBe(eur(money.paidOnlineCents));
    expect(after(lines, 'À payer au retrait')).toBe(eur(money.dueAtPickupCents));
    expect(lines).not.toContain('À vous rembourser');
    expect(eur(money.dueAtPickupCents)).toMatch(/^\d[\d ]*(,\d\d)? €$/);

    // The priced lines the booking was sold with, summing to the page's total.
    const breakdown = booking.priceBreakdown!;
    expect(after(lines, 'Total')).toBe(eur(breakdown.totalCents));
    expect(breakdown.totalCents).toBe(money.rentalCents);
    expect(lines.some((line) => line.startsWith('Modifications'))).toBe(true);
    for (const line of [...breakdown.rentalLines, ...breakdown.extraLines])
      expect(lines).toContain(eur(line.amountCents));

    // The card payment, with its date at the pick-up location.
    const { rows } = await t.db.query<{ updated_at: Date }>(
      "SELECT updated_at FROM payments WHERE booking_id = $1 AND status = 'completed'",
      [bookingId],
    );
    const paidAt = drawn(formatLocationTime(rows[0]!.updated_at, booking.pickupLocation.timeZone!, 'fr'));
    expect(after(lines, paidAt)).toBe('Carte Visa se terminant par 4242');
    expect(after(lines, 'Carte Visa se terminant par 4242')).toBe(eur(money.paidOnlineCents));
    expect(after(lines, booking.pickupLocation.name)).toBe(
      drawn(formatLocationTime(booking.from, booking.pickupLocation.timeZone!, 'fr')),
    );
    // Every character was drawn from the font (none replaced).
    expect(lines.join('')).not.toContain('\uFFFD');
  });

  it('speaks the language asked for', async () => {
    const lines = await receiptText('es');
    expect(lines).toContain(`Recibo — Reserva ${bookingId}`);
    expect(lines).toContain('A pagar en la recogida');
  });

  it('is attached to e-mails as the same file', async () => {
    const attachment = await receiptAttachment(t.db, bookingId, 'fr', t.config.siteName);
    expect(attachment).toMatchObject({ filename: `receipt-${bookingId}.pdf`, contentType: 'application/pdf' });
    expect(attachment!.content.equals((await download(bookingId, 'fr')).rawPayload)).toBe(true);
  });
});

describe('the receipt of a booking with a refund', () => {
  it('lists the refund after the payment, each with its date, in French and Spanish', async () => {
    // Paid in full, then shortened by a day: the difference is refunded through the test gateway.
    const car = await pickCar(t, { licenseRequired: false, deposit: 'some', amendable: true }, 1);
    const when = period(220, 4);
    const body = await checkoutBody(t, car, when, { option: 'full', extras: { amendments: true } });
    const { bookingId: id, amountDue } = (await callApi(t.app, 'checkout', { body, cookie: driver.cookie })).body;
    expect((await payWithTestCard(t, driver.cookie, { bookingId: id, amount: amountDue })).captured.status).toBe(200);
    const to = new Date(when.to.getTime() - 86_400_000).toISOString();
    const preview = await callApi(t.app, 'amendBooking', {
      params: { id },
      body: { mode: 'preview', to },
      cookie: driver.cookie,
    });
    expect(preview.body.settlement?.kind).toBe('refund');
    const confirmed = await callApi(t.app, 'amendBooking', {
      params: { id },
      body: { mode: 'confirm', to, expectedPrice: preview.body.price },
      cookie: driver.cookie,
    });
    const booking = confirmed.body.booking!;
    const [refund] = booking.refunds!;
    expect(refund).toMatchObject({ status: 'done' });
    const refundCents = Math.round(refund!.amount * 100);
    const { rows } = await t.db.query<{ updated_at: Date }>(
      "SELECT updated_at FROM payments WHERE booking_id = $1 AND status = 'completed'",
      [id],
    );
    const zone = booking.pickupLocation.timeZone!;

    const fr = pdfTextLines(await receiptPdfForTests(t, id, 'fr'));
    const eur = (cents: number) => formatMoney(cents / 100, 'EUR', 'fr');
    const paidAt = drawn(formatLocationTime(rows[0]!.updated_at, zone, 'fr'));
    const refundedAt = drawn(formatLocationTime(refund!.completedAt!, zone, 'fr'));
    expect(after(fr, paidAt)).toBe('Carte Visa se terminant par 4242');
    expect(after(fr, 'Carte Visa se terminant par 4242')).toBe(eur(Math.round(amountDue * 100)));
    // Its row, after the payment's (which may share its minute): date, what it is, the amount taken back.
    const afterPayment = (lines: string[], method: string) => lines.slice(lines.indexOf(method) + 2);
    const frRest = afterPayment(fr, 'Carte Visa se terminant par 4242');
    expect(after(frRest, refundedAt)).toBe('Remboursement');
    expect(after(frRest, 'Remboursement')).toBe(eur(-refundCents));
    expect(after(fr, 'Payé en ligne')).toBe(eur(Math.round(booking.paidOnline! * 100)));
    expect(Math.round(booking.paidOnline! * 100)).toBe(Math.round(amountDue * 100) - refundCents);
    // Nothing "paid online, no detail": payments less refunds are the booking's paid online.
    expect(fr.join('\n')).not.toContain('sans détail');

    const es = pdfTextLines(await receiptPdfForTests(t, id, 'es'));
    const refundedAtEs = drawn(formatLocationTime(refund!.completedAt!, zone, 'es'));
    const esRest = afterPayment(es, 'Tarjeta Visa terminada en 4242');
    expect(after(esRest, refundedAtEs)).toBe('Reembolso');
    expect(after(esRest, 'Reembolso')).toBe(formatMoney(-refundCents / 100, 'EUR', 'es'));
  });
});

describe('who gets a receipt', () => {
  it("answers another driver's booking like a missing one", async () => {
    const stranger = await callApi(t.app, 'getBookingReceipt', {
      params: { id: bookingId, language: 'fr' },
      cookie: other.cookie,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.error.code).toBe('not_found');
    const missing = await callApi(t.app, 'getBookingReceipt', {
      params: { id: '0123456789abcdef01234567', language: 'fr' },
      cookie: driver.cookie,
    });
    expect(missing.status).toBe(404);
    expect(missing.error.code).toBe('not_found');
  });

  it('needs a session, as the booking does', async () => {
    const anonymous = await callApi(t.app, 'getBookingReceipt', { params: { id: bookingId, language: 'fr' } });
    const booking = await callApi(t.app, 'getBooking', { params: { id: bookingId, language: 'fr' } });
    expect(anonymous.status).toBeGreaterThanOrEqual(401);
    expect(anonymous.status).toBe(booking.status);
    expect(anonymous.response.headers['content-type']).toMatch(/^application\/json/);
  });
});
