/**
 * A booking's receipt (issue 39): a PDF, made with pdfkit, of the booking's priced lines, each
 * payment captured online and each refund with its date, and the amounts still due — all from the booking's one
 * money model (src/domain/bookingMoney.ts through storedMoney.ts), so its totals are the booking
 * page's. Served by getBookingReceipt and attached to the confirmation e-mail (receiptAttachment).
 *
 * Texts are in the driver's language; amounts in the charge currency, formatted as the app formats
 * them (src/domain/money.ts). The font is Roboto, embedded: the PDF standard fonts lack characters
 * that dates and amounts use in French and Spanish (U+00A0, ’, €). Roboto lacks the narrow no-break
 * space (U+202F) Intl puts in times ("10:00 AM") and French numbers: it is drawn as a no-break
 * space, which keeps its meaning (never a line break) at a slightly wider width.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { bookingMoneyRows } from '../../../src/domain/bookingMoney';
import { formatLocationTime } from '../../../src/domain/locationTime';
import { formatMoney } from '../../../src/domain/money';
import type { PriceBreakdown, PriceLine } from '../../../src/domain/pricing';
import { CHARGE_CURRENCY } from '../checkout/createBooking';
import { storedBookingMoney } from '../checkout/storedMoney';
import type { Db } from '../db/index';
import { isId } from '../ids';
import type { Language } from '../validation';
import { RECEIPT_COPY, type ReceiptCopy } from './receiptTexts';

type Names = { en: string } & Partial<Record<Language, string>>;

interface ReceiptRow {
  id: string;
  driver_id: string;
  status: string;
  from: Date;
  to: Date;
  price: number;
  deposit: number;
  paid_online: number;
  is_deposit: boolean;
  is_payed_in_full: boolean;
  price_lines: PriceBreakdown | null;
  updated_at: Date;
  car: string;
  supplier: string;
  driver: string;
  pickup: Names;
  drop_off: Names;
  pickup_time_zone: string;
  drop_off_time_zone: string;
}

interface RefundRow {
  amount_cents: number;
  status: 'pending' | 'done' | 'failed';
  /** When it was done, else when it was decided. */
  dated_at: Date;
}

interface PaymentRow {
  gateway: 'test' | 'paypal';
  amount: number;
  card_brand: string | null;
  card_last4: string | null;
  amendment_id: string | null;
  paid_at: Date;
}

export interface ReceiptOptions {
  siteName: string;
  /** Only this driver's booking (another driver's is as missing). */
  driverId?: string;
  /** False in tests, so the text stays readable in the file. */
  compress?: boolean;
}

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
};

/** Text as the embedded font can draw it (see the file comment). */
const drawable = (text: string) => text.replace(/\u202f/g, '\u00a0');

async function loadReceipt(db: Db, bookingId: string, driverId: string | undefined) {
  if (!isId(bookingId)) return null;
  const { rows } = await db.query<ReceiptRow>(
    `SELECT b.id, b.driver_id, b.status, b."from", b."to", b.price, b.deposit, b.paid_online, b.is_deposit, b.is_payed_in_full,
            b.price_lines, b.updated_at, c.name AS car, s.full_name AS supplier, u.full_name AS driver,
            pl.names AS pickup, dl.names AS drop_off, pl.time_zone AS pickup_time_zone, dl.time_zone AS drop_off_time_zone
       FROM bookings b
       JOIN cars c ON c.id = b.car_id
       JOIN suppliers s ON s.id = b.supplier_id
       JOIN users u ON u.id = b.driver_id
       JOIN locations pl ON pl.id = b.pickup_location_id
       JOIN locations dl ON dl.id = b.drop_off_location_id
      WHERE b.id = $1`,
    [bookingId],
  );
  const row = rows[0];
  if (!row || (driverId !== undefined && row.driver_id !== driverId)) return null;
  // Captured payments only: the money the driver actually handed over, in the order it was taken.
  const { rows: payments } = await db.query<PaymentRow>(
    `SELECT gateway, amount, card_brand, card_last4, amendment_id, updated_at AS paid_at
       FROM payments WHERE booking_id = $1 AND status = 'completed' ORDER BY updated_at, id`,
    [bookingId],
  );
  // Every refund decided: a done one on the day it was carried out, the others as decided (with their state).
  const { rows: refunds } = await db.query<RefundRow>(
    `SELECT amount_cents, status, COALESCE(completed_at, created_at) AS dated_at
       FROM refunds WHERE booking_id = $1 ORDER BY created_at, id`,
    [bookingId],
  );
  return { row, payments, refunds };
}

/** A price line as the booking page's table words it (src/components/money/PriceBreakdownTable.tsx). */
function lineLabel(line: PriceLine, copy: ReceiptCopy, language: Language): string {
  switch (line.kind) {
    case 'month':
    case 'week':
    case 'threeDays':
    case 'day':
      return copy.lines[line.kind](line.count);
    case 'dateBased': {
      const date = line.date
        ? new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
            new Date(line.date),
          )
        : '';
      return copy.lines.dateBased(line.count, date);
    }
    default:
      return line.perDay
        ? copy.lines.extraPerDay(copy.extras[line.kind], line.count)
        : copy.lines.extraOnce(copy.extras[line.kind]);
  }
}

/** The test gateway stores brands in lower case ("visa", "mastercard"); they are names. */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

interface Cell {
  text: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
}

/**
 * The receipt of `bookingId` in `language` as a PDF, or null when there is no such booking (or it is
 * another driver's). The same booking state gives the same bytes: the file's dates are the booking's.
 */
export async function bookingReceiptPdf(
  db: Db,
  bookingId: string,
  language: Language,
  options: ReceiptOptions,
): Promise<Buffer | null> {
  const loaded = await loadReceipt(db, bookingId, options.driverId);
  if (!loaded) return null;
  const { row, payments, refunds } = loaded;
  const copy = RECEIPT_COPY[language];
  const money = (cents: number) => formatMoney(cents / 100, CHARGE_CURRENCY, language);
  const name = (names: Names) => names[language] || names.en;
  // Every time of the receipt at the pick-up location, naming its zone, as the app shows pick-up times.
  const dateTime = (date: Date) => formatLocationTime(date, row.pickup_time_zone, language);
  const amounts = storedBookingMoney(row);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${copy.title} — ${copy.number(row.id)}`,
      Author: options.siteName,
      Creator: options.siteName,
      Producer: options.siteName,
      CreationDate: row.updated_at,
      ModDate: row.updated_at,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

  const left = doc.page.margins.left;
  const contentWidth = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const muted = '#555555';

  /** One row of cells side by side, on a new page when it does not fit. */
  const addRow = (cells: Cell[], size = 10, gap = 4) => {
    const height = Math.max(
      ...cells.map((cell) =>
        doc
          .font(cell.bold ? 'bold' : 'regular')
          .fontSize(size)
          .heightOfString(drawable(cell.text), { width: cell.width * contentWidth - 6 }),
      ),
    );
    if (doc.y + height > bottom()) doc.addPage();
    const y = doc.y;
    let x = left;
    for (const cell of cells) {
      doc
        .font(cell.bold ? 'bold' : 'regular')
        .fontSize(size)
        .fillColor('black')
        .text(drawable(cell.text), x + (cell.align === 'right' ? 6 : 0), y, {
          width: cell.width * contentWidth - 6,
          align: cell.align ?? 'left',
        });
      x += cell.width * contentWidth;
    }
    doc.x = left;
    doc.y = y + height + gap;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + contentWidth, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y += 6;
  };
  const heading = (text: string) => {
    if (doc.y + 40 > bottom()) doc.addPage();
    doc.y += 10;
    doc.font('bold').fontSize(13).fillColor('black').text(drawable(text), left, doc.y, { width: contentWidth });
    doc.y += 4;
  };

  // Header: who issues it, what it is, as of when.
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('black')
    .text(drawable(options.siteName), left, doc.y, { width: contentWidth });
  doc
    .font('bold')
    .fontSize(15)
    .text(drawable(`${copy.title} — ${copy.number(row.id)}`), { width: contentWidth });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(muted)
    .text(drawable(copy.asOf(dateTime(row.updated_at))), { width: contentWidth });
  doc.y += 10;
  rule();

  const fact = (label: string, value: string) =>
    addRow([
      { text: label, width: 0.28, bold: true },
      { text: value, width: 0.72 },
    ]);
  fact(copy.facts.reference, row.id);
  fact(copy.facts.driver, row.driver);
  fact(copy.facts.car, row.car);
  fact(copy.facts.supplier, row.supplier);
  // Times at the locations, naming their zones, as the booking page shows them.
  fact(copy.facts.pickup, `${name(row.pickup)}\n${formatLocationTime(row.from, row.pickup_time_zone, language)}`);
  fact(copy.facts.dropOff, `${name(row.drop_off)}\n${formatLocationTime(row.to, row.drop_off_time_zone, language)}`);
  fact(copy.facts.payment, copy.choice[row.status === 'void' ? 'inProgress' : amounts.choice]);

  // The lines the booking was sold with (none stored for old bookings: the page shows none either).
  const breakdown = row.price_lines;
  if (breakdown) {
    heading(copy.price.title);
    addRow(
      [
        { text: copy.price.item, width: 0.56, bold: true },
        { text: copy.price.unit, width: 0.22, align: 'right', bold: true },
        { text: copy.price.amount, width: 0.22, align: 'right', bold: true },
      ],
      10,
      2,
    );
    rule();
    for (const line of [...breakdown.rentalLines, ...breakdown.extraLines]) {
      addRow([
        { text: lineLabel(line, copy, language), width: 0.56 },
        { text: line.included ? copy.price.included : money(line.unitCents), width: 0.22, align: 'right' },
        { text: money(line.amountCents), width: 0.22, align: 'right' },
      ]);
    }
    rule();
    addRow([
      { text: copy.price.total, width: 0.78, bold: true },
      { text: money(breakdown.totalCents), width: 0.22, align: 'right', bold: true },
    ]);
  }

  heading(copy.payments);
  // Payments less refunds add up to what the booking records as paid online (a decided refund already
  // lowered it); older bookings recorded only the sum.
  const recordedCents = payments.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.amount_cents, 0);
  const unrecordedCents = amounts.paidOnlineCents - (recordedCents - refundedCents);
  if (amounts.paidOnlineCents === 0 && payments.length === 0) {
    addRow([{ text: copy.noPayment, width: 1 }]);
  } else {
    addRow(
      [
        { text: copy.date, width: 0.38, bold: true },
        { text: copy.method, width: 0.4, bold: true },
        { text: copy.price.amount, width: 0.22, align: 'right', bold: true },
      ],
      10,
      2,
    );
    rule();
    for (const payment of payments) {
      const method =
        payment.gateway === 'paypal'
          ? copy.paypal
          : copy.card(brandName(payment.card_brand ?? ''), payment.card_last4 ?? '');
      addRow([
        { text: dateTime(payment.paid_at), width: 0.38 },
        { text: payment.amendment_id ? copy.changePayment(method) : method, width: 0.4 },
        { text: money(Math.round(payment.amount * 100)), width: 0.22, align: 'right' },
      ]);
    }
    if (unrecordedCents > 0) {
      addRow([
        { text: '—', width: 0.38 },
        { text: copy.unrecorded, width: 0.4 },
        { text: money(unrecordedCents), width: 0.22, align: 'right' },
      ]);
    }
    // Refunds take money back: shown as negative amounts, with what became of each (as the booking page says).
    for (const refund of refunds) {
      addRow([
        { text: dateTime(refund.dated_at), width: 0.38 },
        { text: copy.refund[refund.status], width: 0.4 },
        { text: money(-refund.amount_cents), width: 0.22, align: 'right' },
      ]);
    }
  }

  // The booking page's amounts, in its order and words.
  heading(copy.amounts);
  for (const { key, cents } of bookingMoneyRows(amounts)) {
    const owed = key === 'atPickup' || key === 'dueOnline' || key === 'refund';
    addRow([
      { text: copy.money[key], width: 0.78, bold: owed },
      {
        text: key === 'deposit' && cents === 0 ? copy.money.noDeposit : money(cents),
        width: 0.22,
        align: 'right',
        bold: owed,
      },
    ]);
  }
  doc.y += 8;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(muted)
    .text(drawable(copy.currencyNote), left, doc.y, { width: contentWidth });

  doc.end();
  return done;
}

export interface ReceiptAttachment {
  filename: string;
  content: Buffer;
  contentType: 'application/pdf';
}

/** The receipt's file name, the same for the download and the e-mail. */
export const receiptFilename = (bookingId: string) => `receipt-${bookingId}.pdf`;

/** The receipt as an e-mail attachment (the confirmation e-mail carries it), or null without the booking. */
export async function receiptAttachment(
  db: Db,
  bookingId: string,
  language: Language,
  siteName: string,
): Promise<ReceiptAttachment | null> {
  const content = await bookingReceiptPdf(db, bookingId, language, { siteName });
  return content && { filename: receiptFilename(bookingId), content, contentType: 'application/pdf' };
}
