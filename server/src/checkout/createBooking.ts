/**
 * The `checkout` operation's rules: the server prices the rental itself (src/domain pricing, the
 * same function the app shows), refuses a client price that differs, checks the car is free and
 * writes the booking in ONE transaction that first locks the car's row (`isCarFreeForPeriod`), so
 * competing checkouts of a car run one after the other and two drivers never hold it for
 * overlapping dates. A client idempotency key makes retries and double clicks book once.
 *
 * Pay later: status pending at once. Online (deposit or in full): a temporary booking (status void)
 * holding the car for PAYMENT_HOLD_MINUTES until `bookingPayments.ts` captures its payment.
 */
import { createHash } from 'node:crypto';
import { isOldEnough } from '../../../src/domain/account';
import { agreedPriceCents, onlineShareCents, type PaymentChoice } from '../../../src/domain/bookingMoney';
import { paymentOptionRefusal, type PaymentOptionRefusal } from '../../../src/domain/paymentOptions';
import { EXTRA_NAMES, type ExtrasChoice, type PriceBreakdown, type PricedCar } from '../../../src/domain/pricing';
import { checkPhone, createUnverifiedDriver } from '../accounts';
import { holdsCarDuring, isCarFreeForPeriod } from '../carSearch';
import type { RequestBody, Schemas } from '../contract';
import type { Db } from '../db/index';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { newId } from '../ids';
import { attachTempLicense } from '../licenses';
import { onlinePaymentUnavailable, paymentGateway } from '../payments/gateway';
import type { AppDeps, AuthContext } from '../types';
import { isEmail } from '../validation';
import { checkLocations, checkPeriod, priceBooking } from './bookingRules';
import { recordMoneyEvent, type RecordedMoneyEvent } from './moneyEvents';

/** The `checkout` request, as the contract types it. */
type CheckoutBody = RequestBody<'checkout'>;

/** What the `checkout` operation answers; the handler adds `user` when it signs a visitor in. */
type CheckoutResult = Omit<Schemas['CheckoutResult'], 'user'>;

export interface CheckoutOutcome {
  result: CheckoutResult;
  /** The driver's account id. */
  driverId: string;
  /** A visitor's account was created by this request (send the activation e-mail, sign in). */
  newAccount: boolean;
  /** An earlier request with the same key answered this (nothing was written now). */
  replayed: boolean;
  /** A pay-later booking confirmed now: its e-mail, to send once the booking is saved. */
  confirmation?: RecordedMoneyEvent | null;
}

/** Charges are made in the base currency. */
export const CHARGE_CURRENCY = 'EUR' as const;

/** Another booking holds the car for these dates (a competing checkout, or one whose payment is pending). */
export const carTaken = () => new ApiError(409, 'car_unavailable', 'This car is no longer available for these dates.');

/** Exactly one payment option: pay later, the deposit online or the full amount online. */
function paymentOption(body: Pick<CheckoutBody, 'payLater' | 'booking'>): PaymentChoice {
  const deposit = body.booking.isDeposit === true;
  const full = body.booking.isPayedInFull === true;
  const chosen = Number(body.payLater) + Number(deposit) + Number(full);
  if (chosen !== 1) {
    throw badRequest(
      'payment_option_required',
      'Choose one way to pay: at pick-up, the deposit online, or the full amount online.',
    );
  }
  return body.payLater ? 'payLater' : deposit ? 'deposit' : 'full';
}

/** The answer to an option the car does not allow (src/domain/paymentOptions.ts decides). */
const PAYMENT_OPTION_REFUSED: Record<PaymentOptionRefusal, () => ApiError> = {
  pay_later_unavailable: () => badRequest('pay_later_unavailable', 'This supplier does not offer paying at pick-up.'),
  deposit_unavailable: () => badRequest('deposit_unavailable', 'This car has no deposit to pay online.'),
  online_payment_unavailable: onlinePaymentUnavailable,
};

/**
 * The amount the driver agrees to for an option (what `booking.price` must be) and the part paid
 * online now, in cents: pay later = the rental total, paid at the counter; deposit = the deposit;
 * in full = the rental total plus the deposit.
 */
function optionAmounts(option: PaymentChoice, price: PriceBreakdown): { agreedCents: number; dueNowCents: number } {
  return {
    agreedCents: agreedPriceCents(option, price.totalCents, price.depositCents),
    dueNowCents: onlineShareCents(option, price.totalCents, price.depositCents),
  };
}

/** The booking's status once its payment (if any) is done. */
const CONFIRMED_STATUS: Record<PaymentChoice, 'pending' | 'deposit' | 'paid'> = {
  payLater: 'pending',
  deposit: 'deposit',
  full: 'paid',
};

/** A stable hash of what was asked (key order does not matter), to recognise a replayed request. */
function requestHash(body: CheckoutBody): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  const { driver, booking, additionalDriver, payLater } = body;
  return createHash('sha256')
    .update(JSON.stringify(canonical({ driver, booking, additionalDriver, payLater })))
    .digest('hex');
}

interface CarRow {
  id: string;
  supplier_id: string;
  minimum_age: number;
  daily_price: number;
  discounted_daily_price: number | null;
  bi_weekly_price: number | null;
  discounted_bi_weekly_price: number | null;
  weekly_price: number | null;
  discounted_weekly_price: number | null;
  monthly_price: number | null;
  discounted_monthly_price: number | null;
  is_date_based_price: boolean;
  deposit: number;
  available: boolean;
  coming_soon: boolean;
  cancellation: number;
  amendments: number;
  theft_protection: number;
  collision_damage_waiver: number;
  full_insurance: number;
  additional_driver: number;
  pay_later: boolean;
  license_required: boolean;
  price_change_rate: number;
  minimum_rental_days: number | null;
}

async function loadCar(tx: Db, carId: string): Promise<{ car: CarRow; priced: PricedCar }> {
  const { rows } = await tx.query<CarRow>(
    `SELECT c.id, c.supplier_id, c.minimum_age, c.daily_price, c.discounted_daily_price, c.bi_weekly_price,
            c.discounted_bi_weekly_price, c.weekly_price, c.discounted_weekly_price, c.monthly_price,
            c.discounted_monthly_price, c.is_date_based_price, c.deposit, c.available, c.coming_soon,
            c.cancellation, c.amendments, c.theft_protection, c.collision_damage_waiver, c.full_insurance,
            c.additional_driver, s.pay_later, s.license_required, s.price_change_rate, s.minimum_rental_days
       FROM cars c JOIN suppliers s ON s.id = c.supplier_id
      WHERE c.id = $1 AND NOT s.blacklisted`,
    [carId],
  );
  const car = rows[0];
  if (!car) throw notFound('No such car.');
  const dates = car.is_date_based_price
    ? (
        await tx.query<{ start_date: Date; end_date: Date; daily_price: number }>(
          'SELECT start_date, end_date, daily_price FROM date_based_prices WHERE car_id = $1 ORDER BY start_date',
          [carId],
        )
      ).rows
    : [];
  const priced: PricedCar = {
    dailyPrice: car.daily_price,
    discountedDailyPrice: car.discounted_daily_price,
    biWeeklyPrice: car.bi_weekly_price,
    discountedBiWeeklyPrice: car.discounted_bi_weekly_price,
    weeklyPrice: car.weekly_price,
    discountedWeeklyPrice: car.discounted_weekly_price,
    monthlyPrice: car.monthly_price,
    discountedMonthlyPrice: car.discounted_monthly_price,
    isDateBasedPrice: car.is_date_based_price,
    dateBasedPrices: dates.map((d) => ({
      startDate: d.start_date.toISOString(),
      endDate: d.end_date.toISOString(),
      dailyPrice: d.daily_price,
    })),
    deposit: car.deposit,
    cancellation: car.cancellation,
    amendments: car.amendments,
    theftProtection: car.theft_protection,
    collisionDamageWaiver: car.collision_damage_waiver,
    fullInsurance: car.full_insurance,
    additionalDriver: car.additional_driver,
    supplier: { priceChangeRate: car.price_change_rate },
  };
  return { car, priced };
}

const euros = (cents: number) => (cents / 100).toFixed(2);

function tooYoung(minimumAge: number, who: 'driver' | 'additional'): ApiError {
  return who === 'driver'
    ? badRequest('too_young', `The driver must be at least ${minimumAge} years old.`)
    : badRequest('additional_driver_too_young', `The additional driver must be at least ${minimumAge} years old.`);
}

interface DriverRow {
  id: string;
  type: string;
  birth_date: string | null;
  license: string | null;
}

function checkAdditionalDriver(body: CheckoutBody, car: CarRow, now: Date): Schemas['AdditionalDriver'] | null {
  const taken = body.booking.additionalDriver === true || car.additional_driver === 0;
  const details = body.additionalDriver;
  // Chosen by the driver (a paid extra): the details are required. Included: optional.
  if (body.booking.additionalDriver === true && car.additional_driver > 0 && !details) {
    throw badRequest('additional_driver_required', 'Please fill in the additional driver’s details.');
  }
  if (!taken || !details) return null;
  if (!isEmail(details.email.trim())) throw badRequest('invalid_email', 'Invalid email address');
  const phone = checkPhone(details.phone);
  const fullName = details.fullName.trim();
  if (!fullName) throw badRequest('invalid_full_name', 'Please fill in the field(s): full name');
  if (!isOldEnough(details.birthDate, car.minimum_age, now)) throw tooYoung(car.minimum_age, 'additional');
  return { fullName, email: details.email.trim(), phone, birthDate: details.birthDate };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

interface ExistingBooking {
  id: string;
  status: Schemas['BookingStatus'];
  driver_id: string | null;
  request_hash: string;
  amount_due: number;
  expire_at: Date | null;
  guest_account: boolean;
  created_at: Date;
}

/** The booking made with this idempotency key; none without a key (BookCars' client sends none). */
async function findByKey(db: Db, key: string | undefined): Promise<ExistingBooking | undefined> {
  if (key === undefined) return undefined;
  const { rows } = await db.query<ExistingBooking>(
    `SELECT id, status, driver_id, request_hash, amount_due, expire_at, guest_account, created_at
       FROM bookings WHERE idempotency_key = $1`,
    [key],
  );
  return rows[0];
}

/**
 * The first request's answer for a retried key, when it is the same request by the same caller
 * (the account's session, or no session for a visitor's checkout) within the payment hold's time
 * of the first request. A replay never signs anyone in (the handler issues sessions for new
 * accounts only): the key and the body are no password. After the hold the key is spent: 409
 * `idempotency_key_expired`, and nothing is booked twice (the key stays unique).
 */
function replay(
  existing: ExistingBooking,
  hash: string,
  auth: AuthContext | null,
  holdMinutes: number,
  now: Date,
): CheckoutOutcome {
  const sameCaller = auth ? existing.driver_id === auth.userId : existing.guest_account;
  if (existing.request_hash !== hash || !sameCaller || !existing.driver_id) {
    throw new ApiError(409, 'idempotency_key_reused', 'This idempotency key was already used for another checkout.');
  }
  if (now.getTime() >= existing.created_at.getTime() + holdMinutes * 60_000) {
    throw new ApiError(
      409,
      'idempotency_key_expired',
      'This checkout was made too long ago to be sent again. Your bookings list shows what was booked.',
    );
  }
  return {
    result: {
      bookingId: existing.id,
      status: existing.status,
      amountDue: existing.amount_due,
      currency: CHARGE_CURRENCY,
      paymentExpiresAt: existing.status === 'void' && existing.expire_at ? existing.expire_at.toISOString() : null,
    },
    driverId: existing.driver_id,
    newAccount: false,
    replayed: true,
  };
}

/**
 * A driver booking a car again (after a declined card, with another option or other extras) while
 * their own unpaid booking of it still holds it: that hold ends, or it would refuse them their own
 * car. A booking with an approved or captured payment is money on its way and is kept.
 */
async function releaseOwnHolds(tx: Db, carId: string, driverId: string, from: Date, to: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE bookings b SET expire_at = now(), updated_at = now()
      WHERE b.car_id = $1 AND b.driver_id = $2 AND b.status = 'void' AND ${holdsCarDuring('b', '$3', '$4')}
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status IN ('approved', 'completed'))
      RETURNING b.id`,
    [carId, driverId, from, to],
  );
  return rows.length > 0;
}

/** Whether a checkout with this idempotency key was already made (its retry needs no new human check). */
export async function idempotencyKeyUsed(db: Db, key: string | undefined): Promise<boolean> {
  return (await findByKey(db, key)) !== undefined;
}

/**
 * Creates the booking (see the file comment). `deps.db` is used for one transaction; e-mails and
 * the visitor's session are the caller's, after it commits.
 */
export async function createBooking(
  deps: AppDeps,
  auth: AuthContext | null,
  body: CheckoutBody,
  now = new Date(),
): Promise<CheckoutOutcome> {
  const hash = requestHash(body);
  const b = body.booking;
  const option = paymentOption(body);
  const from = new Date(b.from);
  const to = new Date(b.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    throw badRequest('invalid_dates', 'from and to must be valid dates.');
  if (auth && auth.type !== 'user') throw forbidden('forbidden', 'Only driver accounts can book a car.');
  if (!auth && !body.driver) throw badRequest('driver_required', 'Please fill in the driver’s details, or sign in.');

  try {
    return await deps.db.transaction(async (tx) => {
      // Locks the car's row first: competing checkouts of this car wait here, then see each other's bookings.
      let free = await isCarFreeForPeriod(tx, b.car, from, to);
      const existing = await findByKey(tx, body.idempotencyKey);
      if (existing) return replay(existing, hash, auth, deps.config.paymentHoldMinutes, now);
      if (!free && auth && (await releaseOwnHolds(tx, b.car, auth.userId, from, to)))
        free = await isCarFreeForPeriod(tx, b.car, from, to);

      const { car, priced } = await loadCar(tx, b.car);
      if (car.supplier_id !== b.supplier)
        throw badRequest('invalid_request', 'The car does not belong to this supplier.');
      const extras: ExtrasChoice = Object.fromEntries(EXTRA_NAMES.map((name) => [name, b[name] === true]));
      const price = priceBooking(priced, from, to, extras);
      await checkLocations(tx, car.id, { pickup: b.pickupLocation, dropOff: b.dropOffLocation });
      const period = { from, to, pickupLocation: b.pickupLocation, dropOffLocation: b.dropOffLocation };
      await checkPeriod(tx, { ...period, minimumDays: car.minimum_rental_days }, now);

      const refusal = paymentOptionRefusal(option, {
        supplierPayLater: car.pay_later,
        depositCents: price.depositCents,
        online: paymentGateway(deps).kind,
      });
      if (refusal) throw PAYMENT_OPTION_REFUSED[refusal]();
      const { agreedCents, dueNowCents } = optionAmounts(option, price);
      if (Math.round(b.price * 100) !== agreedCents) {
        throw badRequest(
          'price_changed',
          `The price has changed: the amount for this booking is now ${euros(agreedCents)} ${CHARGE_CURRENCY}.`,
        );
      }

      // The driver: the signed-in caller, or a new unverified account for a visitor.
      let driver: DriverRow | undefined;
      if (auth) {
        const { rows } = await tx.query<DriverRow>('SELECT id, type, birth_date, license FROM users WHERE id = $1', [
          auth.userId,
        ]);
        driver = rows[0];
        if (!driver) throw forbidden('forbidden', 'Only driver accounts can book a car.');
        if (!driver.birth_date)
          throw badRequest('birth_date_required', 'Please add your birth date in your settings before booking.');
        if (!isOldEnough(driver.birth_date, car.minimum_age, now)) throw tooYoung(car.minimum_age, 'driver');
        if (car.license_required && !driver.license) throw badRequest('license_required', "Driver's license required");
      } else {
        const guest = body.driver!;
        if (!isOldEnough(guest.birthDate, car.minimum_age, now)) throw tooYoung(car.minimum_age, 'driver');
        if (car.license_required && !guest.license) throw badRequest('license_required', "Driver's license required");
      }
      const additional = checkAdditionalDriver(body, car, now);
      if (!free || car.coming_soon) throw carTaken();

      let driverId: string;
      if (driver) {
        driverId = driver.id;
      } else {
        const guest = body.driver!;
        try {
          driverId = (await createUnverifiedDriver({ ...deps, db: tx }, guest)).id;
        } catch (error) {
          if (error instanceof ApiError && error.code === 'email_taken') {
            throw badRequest(
              'email_taken',
              'This email address is already registered. Please sign in to book with this account.',
            );
          }
          throw error;
        }
        // Moved to the new account's private licence storage (never a public folder).
        if (
          guest.license &&
          !(await attachTempLicense({ ...deps, db: tx }, guest.license, driverId)) &&
          car.license_required
        ) {
          throw badRequest('license_required', "Driver's license required");
        }
      }

      const online = option !== 'payLater' && dueNowCents > 0;
      const status = online ? 'void' : CONFIRMED_STATUS[option];
      const expireAt = online ? new Date(now.getTime() + deps.config.paymentHoldMinutes * 60_000) : null;
      const bookingId = newId(now);
      const chosen = (name: (typeof EXTRA_NAMES)[number]) => b[name] === true || priced[name] === 0;
      await tx.query(
        `INSERT INTO bookings (id, supplier_id, car_id, driver_id, pickup_location_id, drop_off_location_id, "from", "to",
            status, cancellation, amendments, theft_protection, collision_damage_waiver, full_insurance, additional_driver,
            price, deposit, amount_due, is_deposit, is_payed_in_full, pay_later, expire_at, idempotency_key, request_hash,
            guest_account, price_lines)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)`,
        [
          bookingId,
          car.supplier_id,
          car.id,
          driverId,
          b.pickupLocation,
          b.dropOffLocation,
          from,
          to,
          status,
          chosen('cancellation'),
          chosen('amendments'),
          chosen('theftProtection'),
          chosen('collisionDamageWaiver'),
          chosen('fullInsurance'),
          chosen('additionalDriver'),
          price.totalCents / 100,
          price.depositCents / 100,
          dueNowCents / 100,
          option === 'deposit',
          option === 'full',
          option === 'payLater',
          expireAt,
          body.idempotencyKey ?? null,
          hash,
          !driver,
          JSON.stringify(price),
        ],
      );
      if (additional) {
        await tx.query(
          'INSERT INTO booking_additional_drivers (booking_id, full_name, email, phone, birth_date) VALUES ($1, $2, $3, $4, $5)',
          [
            bookingId,
            additional.fullName,
            additional.email,
            additional.phone,
            new Date(additional.birthDate).toISOString().slice(0, 10),
          ],
        );
      }
      const confirmation = online ? null : await recordMoneyEvent(tx, bookingId, { kind: 'bookingConfirmed' });
      return {
        result: {
          bookingId,
          status,
          amountDue: dueNowCents / 100,
          currency: CHARGE_CURRENCY,
          paymentExpiresAt: expireAt ? expireAt.toISOString() : null,
        },
        driverId,
        newAccount: !driver,
        replayed: false,
        confirmation,
      };
    });
  } catch (error) {
    // Same key sent twice at once for different cars (not serialized by the car lock): the second
    // insert hits the unique key; answer as a retry would.
    if (isUniqueViolation(error)) {
      const existing = await findByKey(deps.db, body.idempotencyKey);
      if (existing) return replay(existing, hash, auth, deps.config.paymentHoldMinutes, now);
    }
    throw error;
  }
}
