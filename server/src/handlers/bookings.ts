/**
 * Tag `bookings`: the signed-in driver's bookings — list with filters, one booking with its status
 * history, cancel request, amendment (repriced, availability-checked), deletion and bulk actions.
 *
 * Every query is scoped to the caller (`driver_id = request.auth.userId`): another driver's booking
 * is indistinguishable from a missing one (404 `not_found`, or `not_found` in a bulk result).
 * What the driver may do with a booking is decided by src/domain/bookingActions.ts, enforced here
 * and sent with every booking, so the app shows an action only when the server would accept it.
 */
import {
  AMEND_NOTICE_MS,
  amendRefusal,
  bookingActions,
  BULK_ACTION_RULE,
  cancelRefusal,
  deleteRefusal,
  type BookingActionFacts,
  type BookingActionReason,
} from '../../../src/domain/bookingActions';
import { amendmentSettlement } from '../../../src/domain/bookingMoney';
import { rentalDays, type ExtrasChoice, type PriceBreakdown, type PricedCar } from '../../../src/domain/pricing';
import { CAR_COLUMNS, isCarFreeForPeriod } from '../carSearch';
import { applyAmendment, recordAmendment } from '../checkout/amendments';
import {
  cancellationRequested,
  recordMoneyEvent,
  sendMoneyEventMail,
  type RecordedMoneyEvent,
} from '../checkout/moneyEvents';
import { bookingRefunds, carryOutRefunds, type RefundRow } from '../checkout/refunds';
import { checkLocations, checkPeriod, priceBooking } from '../checkout/bookingRules';
import { storedBookingMoney } from '../checkout/storedMoney';
import type { Db } from '../db/index';
import { ApiError, badRequest, notFound } from '../errors';
import { isId } from '../ids';
import { bookingReceiptPdf, receiptFilename } from '../receipts/index';
import { onlinePaymentUnavailable, paymentGateway } from '../payments/gateway';
import { caller } from '../sessions';
import { toLanguage, type Language } from '../validation';
import { carBase, dateBasedPrices, extraFields, localized, paginated, type CarRow } from './cars';
import type { Handlers } from './types';
import type { RequestBody, Schemas } from '../contract';

type Status = Schemas['BookingStatus'];

/** The facts the booking action rules read, off a booking's row. */
function actionFacts(row: BookingRow): BookingActionFacts {
  return {
    status: row.status,
    from: row.from,
    cancellation: row.cancellation,
    amendments: row.amendments,
    payLater: row.pay_later,
    cancelRequest: row.cancel_request,
  };
}

// ----- reading ---------------------------------------------------------------------------------

type Names = { en: string } & Partial<Record<Language, string>>;

interface BookingRow {
  id: string;
  status: Status;
  from: Date;
  cancellation: boolean;
  amendments: boolean;
  pay_later: boolean;
  cancel_request: boolean;
  supplier_id: string;
  car_id: string;
  driver_id: string;
  pickup_location_id: string;
  drop_off_location_id: string;
  to: Date;
  theft_protection: boolean;
  collision_damage_waiver: boolean;
  full_insurance: boolean;
  additional_driver: boolean;
  price: number;
  deposit: number;
  is_deposit: boolean;
  is_payed_in_full: boolean;
  paid_online: number;
  price_lines: PriceBreakdown | null;
  cancel_requested_at: Date | null;
  created_at: Date;
  supplier_full_name: string;
  supplier_avatar: string | null;
  supplier_price_change_rate: number;
  supplier_pay_later: boolean;
  supplier_minimum_rental_days: number | null;
  pickup_names: Names;
  drop_off_names: Names;
  pickup_time_zone: string;
  drop_off_time_zone: string;
  driver_full_name: string;
  driver_email: string;
  driver_phone: string | null;
  driver_birth_date: string | null;
}

const BOOKING_SELECT = `SELECT b.id, b.supplier_id, b.car_id, b.driver_id, b.pickup_location_id, b.drop_off_location_id,
    b."from", b."to", b.status, b.cancellation, b.amendments, b.theft_protection, b.collision_damage_waiver,
    b.full_insurance, b.additional_driver, b.price, b.deposit, b.is_deposit, b.is_payed_in_full, b.pay_later, b.paid_online, b.price_lines,
    b.cancel_request, b.cancel_requested_at, b.created_at,
    s.full_name AS supplier_full_name, s.avatar AS supplier_avatar,
    s.price_change_rate AS supplier_price_change_rate, s.pay_later AS supplier_pay_later,
    s.minimum_rental_days AS supplier_minimum_rental_days,
    pl.names AS pickup_names, dl.names AS drop_off_names, pl.time_zone AS pickup_time_zone, dl.time_zone AS drop_off_time_zone,
    u.full_name AS driver_full_name, u.email AS driver_email, u.phone AS driver_phone, u.birth_date AS driver_birth_date
  FROM bookings b
  JOIN suppliers s ON s.id = b.supplier_id
  JOIN locations pl ON pl.id = b.pickup_location_id
  JOIN locations dl ON dl.id = b.drop_off_location_id
  JOIN users u ON u.id = b.driver_id`;

/** A payment still in progress is not a booking yet: My bookings leaves it out. */
const LISTED = `NOT (b.status = 'void' AND b.expire_at IS NOT NULL AND b.expire_at > now())`;

const CAR_SELECT = `SELECT ${CAR_COLUMNS.join(', ')} FROM cars WHERE id = ANY($1::text[])`;

/** The cars of `rows` as CarBase objects, by id. */
async function carsById(db: Db, carIds: string[]): Promise<Map<string, ReturnType<typeof carBase>>> {
  const unique = [...new Set(carIds)];
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<CarRow>(CAR_SELECT, [unique]);
  const prices = await dateBasedPrices(
    db,
    rows.filter((r) => r.is_date_based_price).map((r) => r.id),
  );
  return new Map(rows.map((row) => [row.id, carBase(row, prices.get(row.id), row.fully_booked)]));
}

function isoDate(date: string): string;
function isoDate(date: string | null): string | null;
function isoDate(date: string | null) {
  return date ? `${date}T00:00:00.000Z` : null;
}

function bookingBody(row: BookingRow, car: Schemas['CarBase'], language: Language, now: Date): Schemas['Booking'] {
  const supplier = {
    _id: row.supplier_id,
    fullName: row.supplier_full_name,
    avatar: row.supplier_avatar,
    priceChangeRate: row.supplier_price_change_rate,
    payLater: row.supplier_pay_later,
  };
  return {
    _id: row.id,
    supplier,
    // The car carries its supplier too, as BookCars' answer does (its booking page reads car.supplier).
    car: { ...car, supplier },
    driver: {
      _id: row.driver_id,
      fullName: row.driver_full_name,
      email: row.driver_email,
      phone: row.driver_phone,
      birthDate: isoDate(row.driver_birth_date),
    },
    pickupLocation: {
      _id: row.pickup_location_id,
      name: localized(row.pickup_names, language),
      timeZone: row.pickup_time_zone,
    },
    dropOffLocation: {
      _id: row.drop_off_location_id,
      name: localized(row.drop_off_names, language),
      timeZone: row.drop_off_time_zone,
    },
    from: row.from.toISOString(),
    to: row.to.toISOString(),
    status: row.status,
    ...extraFields(row),
    price: row.price,
    paidOnline: row.paid_online,
    ...(row.price_lines ? { priceBreakdown: row.price_lines } : {}),
    deposit: row.deposit,
    isDeposit: row.is_deposit,
    isPayedInFull: row.is_payed_in_full,
    payLater: row.pay_later,
    cancelRequest: row.cancel_request,
    cancelRequestedAt: row.cancel_requested_at ? row.cancel_requested_at.toISOString() : null,
    days: rentalDays(row.from, row.to),
    actions: bookingActions(actionFacts(row), now),
    createdAt: row.created_at.toISOString(),
  };
}

/** The caller's booking `id` (row-locked when `lock`), or null — also for another driver's booking. */
async function ownBooking(db: Db, id: string, userId: string, lock = false): Promise<BookingRow | null> {
  if (!isId(id)) return null;
  const { rows } = await db.query<BookingRow>(
    `${BOOKING_SELECT} WHERE b.id = $1 AND b.driver_id = $2${lock ? ' FOR UPDATE OF b' : ''}`,
    [id, userId],
  );
  return rows[0] ?? null;
}

const refundBody = (r: RefundRow): Schemas['BookingRefund'] => ({
  _id: r.id,
  amount: r.amount_cents / 100,
  currency: r.currency,
  status: r.status,
  cause: r.cause,
  createdAt: r.created_at.toISOString(),
  completedAt: r.completed_at ? r.completed_at.toISOString() : null,
});

async function fullBooking(db: Db, row: BookingRow, language: Language, now: Date) {
  const cars = await carsById(db, [row.car_id]);
  const { rows: history } = await db.query<{ status: Status; changed_at: Date }>(
    'SELECT status, changed_at FROM booking_status_history WHERE booking_id = $1 ORDER BY changed_at, ctid',
    [row.id],
  );
  const { rows: drivers } = await db.query<{ full_name: string; email: string; phone: string; birth_date: string }>(
    'SELECT full_name, email, phone, birth_date FROM booking_additional_drivers WHERE booking_id = $1',
    [row.id],
  );
  const extraDriver = row.additional_driver ? drivers[0] : undefined;
  return {
    ...bookingBody(row, cars.get(row.car_id)!, language, now),
    ...(extraDriver
      ? {
          _additionalDriver: {
            fullName: extraDriver.full_name,
            email: extraDriver.email,
            phone: extraDriver.phone,
            birthDate: isoDate(extraDriver.birth_date),
          },
        }
      : {}),
    statusHistory: history.map((h) => ({ status: h.status, changedAt: h.changed_at.toISOString() })),
    refunds: (await bookingRefunds(db, row.id)).map(refundBody),
  };
}

// ----- the list --------------------------------------------------------------------------------

type BookingsBody = RequestBody<'getBookings'>;

/** `%`, `_` and `\` match themselves in the keyword. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function parseTime(value: string, name: string, code = 'invalid_request'): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(code, `${name} must be a valid date.`);
  return date;
}

/** The WHERE clause (on bookings `b` only) of the caller's list with the body's filters; `params[0]` is the caller. */
export function bookingListWhere(userId: string, body: BookingsBody): { where: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = ['b.driver_id = $1', LISTED];
  // An absent list means no filter; an empty list matches nothing (the contract's BookCars rule).
  if (Array.isArray(body.statuses)) where.push(`b.status = ANY(${add(body.statuses)}::text[])`);
  if (Array.isArray(body.suppliers)) where.push(`b.supplier_id = ANY(${add(body.suppliers)}::text[])`);
  const filter = body.filter ?? {};
  if (filter.from) where.push(`b."from" >= ${add(parseTime(filter.from, 'filter.from'))}`);
  if (filter.to) where.push(`b."to" <= ${add(parseTime(filter.to, 'filter.to'))}`);
  if (filter.dateBetween) {
    const at = add(parseTime(filter.dateBetween, 'filter.dateBetween'));
    where.push(`b."from" <= ${at} AND b."to" >= ${at}`);
  }
  if (filter.pickupLocation) where.push(`b.pickup_location_id = ${add(filter.pickupLocation)}`);
  if (filter.dropOffLocation) where.push(`b.drop_off_location_id = ${add(filter.dropOffLocation)}`);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const exact = add(keyword.toLowerCase());
    const like = add(likePattern(keyword));
    // EXISTS keeps the clause on `b` alone: the count and the page read bookings only.
    where.push(
      `(b.id = ${exact} OR EXISTS (SELECT 1 FROM cars c WHERE c.id = b.car_id AND c.name ILIKE ${like})` +
        ` OR EXISTS (SELECT 1 FROM suppliers s WHERE s.id = b.supplier_id AND s.full_name ILIKE ${like}))`,
    );
  }
  return { where: where.join(' AND '), params };
}

// ----- changes ---------------------------------------------------------------------------------

type Outcome = { ok: true } | { ok: false; reason: BookingActionReason };

const conflict = (reason: BookingActionReason, message: string) => new ApiError(409, reason, message);

const REASON_MESSAGES: Record<BookingActionReason, string> = {
  not_found: 'Not found.',
  no_cancellation_option: 'This booking was made without the cancellation option.',
  no_amendments_option: 'This booking was made without the amendments option.',
  already_started: 'The rental has already started.',
  starts_within_24_hours: 'Changes are possible until 24 hours before pick-up.',
  cancel_already_requested: 'A cancel request is already pending for this booking.',
  already_cancelled: 'This booking is cancelled.',
  payment_incomplete: 'The payment of this booking was not completed.',
  not_void_or_cancelled: 'Only void or cancelled bookings can be deleted.',
  car_unavailable: 'The car is not available for these dates.',
  price_changed: 'The price changed since the preview; please review it again.',
};

const failure = (reason: BookingActionReason): ApiError =>
  reason === 'not_found' ? notFound() : conflict(reason, REASON_MESSAGES[reason]);

export const CANCEL_REQUEST_MESSAGE =
  'Your cancel request has been submitted. The provider will contact you to finalize the cancellation.';

/**
 * Records a cancel request of the caller's booking, with its notification, in one transaction; the
 * e-mail (stating what a confirmed cancellation refunds) is sent after it.
 */
async function requestCancel(
  db: Db,
  userId: string,
  id: string,
): Promise<Outcome & { at?: Date; mail?: RecordedMoneyEvent | null }> {
  return db.transaction(async (tx) => {
    const row = await ownBooking(tx, id, userId, true);
    if (!row) return { ok: false, reason: 'not_found' };
    const reason = cancelRefusal(actionFacts(row), new Date());
    if (reason) return { ok: false, reason };
    const { rows } = await tx.query<{ cancel_requested_at: Date }>(
      `UPDATE bookings SET cancel_request = true, cancel_requested_at = now(), updated_at = now()
        WHERE id = $1 RETURNING cancel_requested_at`,
      [id],
    );
    const mail = await recordMoneyEvent(tx, id, cancellationRequested(storedBookingMoney(row)));
    return { ok: true, at: rows[0]!.cancel_requested_at, mail };
  });
}

/** Deletes the caller's void or cancelled booking. */
async function deleteOwn(db: Db, userId: string, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const row = await ownBooking(tx, id, userId, true);
    if (!row) return { ok: false, reason: 'not_found' };
    const reason = deleteRefusal(row);
    if (reason) return { ok: false, reason };
    await tx.query('DELETE FROM bookings WHERE id = $1', [id]);
    return { ok: true };
  });
}

const cents = (euros: number) => Math.round(euros * 100);

/** A new pick-up time needs the notice that amending at all needs (or the settings', if longer). */
const AMEND_NOTICE_HOURS = AMEND_NOTICE_MS / 3_600_000;

// ----- handlers --------------------------------------------------------------------------------

export const bookingsHandlers: Handlers = {
  async getBookings(request) {
    const { userId } = caller(request);
    const { page, size, language: lang } = request.params;
    const language = toLanguage(lang);
    const db = request.server.deps.db;
    const { where, params } = bookingListWhere(userId, request.body);
    const n = params.length;
    // The page's ids first (driver index, newest first), then the joins for those rows only.
    const [{ rows }, count] = await Promise.all([
      db.query<BookingRow>(
        `WITH page AS (
           SELECT b.id, b.created_at FROM bookings b WHERE ${where}
           ORDER BY b.created_at DESC, b.id DESC LIMIT $${n + 1} OFFSET $${n + 2}
         )
         ${BOOKING_SELECT} JOIN page p ON p.id = b.id ORDER BY p.created_at DESC, p.id DESC`,
        [...params, size, (page - 1) * size],
      ),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings b WHERE ${where}`, params),
    ]);
    const cars = await carsById(
      db,
      rows.map((r) => r.car_id),
    );
    const now = new Date();
    return paginated(
      rows.map((row) => bookingBody(row, cars.get(row.car_id)!, language, now)),
      count.rows[0]?.n ?? 0,
    );
  },

  async getBooking(request) {
    const { userId } = caller(request);
    const { id, language } = request.params;
    const db = request.server.deps.db;
    const row = await ownBooking(db, id, userId);
    if (!row) throw notFound();
    return fullBooking(db, row, toLanguage(language), new Date());
  },

  async getBookingReceipt(request, reply) {
    const { userId } = caller(request);
    const { id, language } = request.params;
    const { db, config } = request.server.deps;
    const pdf = await bookingReceiptPdf(db, id, toLanguage(language), { siteName: config.siteName, driverId: userId });
    if (!pdf) throw notFound();
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFilename(id)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  },

  async cancelBooking(request) {
    const { userId } = caller(request);
    const { id } = request.params;
    const outcome = await requestCancel(request.server.deps.db, userId, id);
    if (!outcome.ok) throw failure(outcome.reason);
    await sendMoneyEventMail(request.server.deps, outcome.mail ?? null);
    return {
      _id: id,
      cancelRequest: true,
      cancelRequestedAt: outcome.at!.toISOString(),
      message: CANCEL_REQUEST_MESSAGE,
    };
  },

  async retryBookingRefunds(request) {
    const { userId } = caller(request);
    const { id } = request.params;
    const deps = request.server.deps;
    if (!(await ownBooking(deps.db, id, userId))) throw notFound();
    await carryOutRefunds(deps, id, { retryFailed: true });
    return (await bookingRefunds(deps.db, id)).map(refundBody);
  },

  async deleteBooking(request) {
    const { userId } = caller(request);
    const { id } = request.params;
    const outcome = await deleteOwn(request.server.deps.db, userId, id);
    if (!outcome.ok) throw failure(outcome.reason);
    return true;
  },

  async bulkBookingAction(request) {
    const { userId } = caller(request);
    const { ids, action } = request.body;
    const db = request.server.deps.db;
    const results: Array<{ _id: string; ok: boolean; reason?: BookingActionReason }> = [];
    const apply = { cancel: requestCancel, delete: deleteOwn }[BULK_ACTION_RULE[action]];
    // One transaction per booking: an ineligible or vanished row never undoes the others.
    for (const id of ids) {
      const outcome = await apply(db, userId, id);
      results.push(outcome.ok ? { _id: id, ok: true } : { _id: id, ok: false, reason: outcome.reason });
    }
    return { results };
  },

  async amendBooking(request) {
    const { userId, language } = caller(request);
    const { id } = request.params;
    const body = request.body;
    const db = request.server.deps.db;
    // One transaction holding the booking's and the car's rows: the availability check and the
    // write cannot interleave with a checkout or another amendment of the same car.
    const { answer, mail } = await db.transaction(async (tx) => {
      const row = await ownBooking(tx, id, userId, true);
      if (!row) throw notFound();
      const now = new Date();
      const blocker = amendRefusal(actionFacts(row), now);
      if (blocker) throw failure(blocker);

      const from = body.from ? parseTime(body.from, 'from', 'invalid_dates') : row.from;
      const to = body.to ? parseTime(body.to, 'to', 'invalid_dates') : row.to;
      const pickup = body.pickupLocation ?? row.pickup_location_id;
      const dropOff = body.dropOffLocation ?? row.drop_off_location_id;
      // Only changed locations are checked: a booking keeps its own even if the car has since left them.
      await checkLocations(tx, row.car_id, {
        pickup: pickup === row.pickup_location_id ? undefined : pickup,
        dropOff: dropOff === row.drop_off_location_id ? undefined : dropOff,
      });
      const period = { from, to, pickupLocation: pickup, dropOffLocation: dropOff };
      await checkPeriod(tx, { ...period, minimumDays: row.supplier_minimum_rental_days }, now, AMEND_NOTICE_HOURS);
      // The additional driver's identity is collected at checkout; an amendment can only drop the extra.
      if (body.additionalDriver === true && !row.additional_driver) {
        throw badRequest('additional_driver_not_amendable', 'An additional driver can only be added at checkout.');
      }
      const extras: ExtrasChoice = {
        cancellation: row.cancellation,
        amendments: row.amendments,
        theftProtection: body.theftProtection ?? row.theft_protection,
        collisionDamageWaiver: body.collisionDamageWaiver ?? row.collision_damage_waiver,
        fullInsurance: body.fullInsurance ?? row.full_insurance,
        additionalDriver: body.additionalDriver ?? row.additional_driver,
      };
      const car = (await carsById(tx, [row.car_id])).get(row.car_id)!;
      const priced: PricedCar = { ...car, supplier: { priceChangeRate: row.supplier_price_change_rate } };
      const breakdown = priceBooking(priced, from, to, extras);
      const { totalCents: priceCents, days } = breakdown;
      if (!(await isCarFreeForPeriod(tx, row.car_id, from, to, row.id))) throw failure('car_unavailable');

      const settlement = amendmentSettlement(storedBookingMoney(row), priceCents);
      const result = {
        mode: body.mode,
        price: priceCents / 100,
        previousPrice: row.price,
        difference: (priceCents - cents(row.price)) / 100,
        days,
        settlement: { kind: settlement.kind, amount: settlement.kind === 'none' ? 0 : settlement.amountCents / 100 },
      };
      if (body.mode === 'preview') return { answer: result, mail: null };
      if (body.expectedPrice !== undefined && cents(body.expectedPrice) !== priceCents) throw failure('price_changed');
      if (settlement.kind === 'pay' && paymentGateway(request.server.deps).kind === 'none')
        throw onlinePaymentUnavailable();

      const amendmentId = await recordAmendment(
        tx,
        {
          bookingId: id,
          from,
          to,
          pickupLocationId: pickup,
          dropOffLocationId: dropOff,
          theftProtection: extras.theftProtection === true,
          collisionDamageWaiver: extras.collisionDamageWaiver === true,
          fullInsurance: extras.fullInsurance === true,
          additionalDriver: extras.additionalDriver === true,
          previousPrice: row.price,
          breakdown,
          settlement,
        },
        request.server.deps.config.paymentHoldMinutes,
        now,
      );
      // The difference is paid first (createPayPalOrder with the amendment's id); the booking stays as it is.
      if (settlement.kind === 'pay') return { answer: { ...result, amendmentId }, mail: null };
      const mail = await applyAmendment(tx, amendmentId, 0);
      return { answer: result, mail };
    });
    if (body.mode === 'preview' || answer.settlement.kind === 'pay') return answer;
    // Once the change is saved: the refund a lower price decided is carried out, then its e-mail.
    if (answer.settlement.kind === 'refund') await carryOutRefunds(request.server.deps, id);
    await sendMoneyEventMail(request.server.deps, mail);
    const updated = (await ownBooking(db, id, userId))!;
    return { ...answer, booking: await fullBooking(db, updated, toLanguage(language), new Date()) };
  },
};
