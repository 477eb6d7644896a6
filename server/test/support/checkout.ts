/** Shared by the checkout tests: picking cars of the seed, pricing them like the app, and bodies. */
import { randomUUID } from 'node:crypto';
import { aCheckoutBooking } from '@test/factories/booking';
import { priceRental, type ExtrasChoice } from '../../../src/domain/pricing';
import type { RequestBody, Schemas } from '../../src/contract';
import { seedId } from '../../src/db/seed';
import { callApi } from './api';
import type { TestApp } from './testApp';

export const DEMO_DRIVER_ID = seedId('user', 0);
export const DAY = 86_400_000;

export interface CarPick {
  id: string;
  supplierId: string;
  locationId: string;
  deposit: number;
}

/**
 * A bookable car (no booking at all, so any future period is free) whose supplier matches the
 * conditions (and, with `timeZone`, whose first location is in that zone); each call with `skip` returns a different one.
 */
export async function pickCar(
  t: TestApp,
  where: {
    payLater?: boolean;
    licenseRequired?: boolean;
    deposit?: 'some' | 'none';
    extraUnavailable?: boolean;
    amendable?: boolean;
    cancellable?: boolean;
    timeZone?: string;
  } = {},
  skip = 0,
): Promise<CarPick> {
  const conditions = [
    'c.available',
    'NOT c.coming_soon',
    'NOT c.fully_booked',
    'NOT s.blacklisted',
    'c.minimum_age <= 25',
  ];
  conditions.push('NOT EXISTS (SELECT 1 FROM bookings b WHERE b.car_id = c.id)');
  if (where.payLater !== undefined) conditions.push(`s.pay_later = ${where.payLater}`);
  if (where.licenseRequired !== undefined) conditions.push(`s.license_required = ${where.licenseRequired}`);
  if (where.deposit === 'some') conditions.push('c.deposit > 0');
  if (where.deposit === 'none') conditions.push('c.deposit = 0');
  if (where.extraUnavailable) conditions.push('c.theft_protection = -1');
  if (where.amendable) conditions.push('c.amendments >= 0');
  if (where.cancellable) conditions.push('c.cancellation >= 0');
  const firstLocation = '(SELECT min(location_id) FROM car_locations cl WHERE cl.car_id = c.id)';
  const params: unknown[] = [skip];
  if (where.timeZone)
    conditions.push(
      `(SELECT time_zone FROM locations l WHERE l.id = ${firstLocation}) = $${params.push(where.timeZone)}`,
    );
  const { rows } = await t.db.query<{ id: string; supplier_id: string; location_id: string; deposit: number }>(
    `SELECT c.id, c.supplier_id, c.deposit, ${firstLocation} AS location_id
       FROM cars c JOIN suppliers s ON s.id = c.supplier_id
      WHERE ${conditions.join(' AND ')} AND s.minimum_rental_days IS NULL
      ORDER BY c.id OFFSET $1 LIMIT 1`,
    params,
  );
  const row = rows[0];
  if (!row) throw new Error(`No seed car matches ${JSON.stringify(where)}`);
  return { id: row.id, supplierId: row.supplier_id, locationId: row.location_id, deposit: row.deposit };
}

/** The car as the app gets it (getCar), priced with the shared domain pricing, as the app does. */
export async function appPrice(t: TestApp, carId: string, from: Date, to: Date, extras: ExtrasChoice = {}) {
  const { body: car } = await callApi(t.app, 'getCar', { params: { id: carId, language: 'en' } });
  return priceRental(car, from, to, extras);
}

/** A period `startDays` from now, `days` long, at 10:00 UTC. */
export function period(startDays: number, days: number): { from: Date; to: Date } {
  const start = new Date(Date.now() + startDays * DAY);
  start.setUTCHours(10, 0, 0, 0);
  return { from: start, to: new Date(start.getTime() + days * DAY) };
}

export type Option = 'payLater' | 'deposit' | 'full';

export interface BodyOptions {
  option?: Option;
  extras?: ExtrasChoice;
  price?: number;
  driver?: Schemas['GuestDriver'];
  additionalDriver?: Schemas['AdditionalDriver'];
  key?: string;
}

/** A checkout body priced like the app does it. */
export async function checkoutBody(
  t: TestApp,
  car: CarPick,
  when: { from: Date; to: Date },
  options: BodyOptions = {},
): Promise<RequestBody<'checkout'>> {
  const option = options.option ?? 'payLater';
  const extras = options.extras ?? {};
  const price = await appPrice(t, car.id, when.from, when.to, extras);
  const agreed =
    option === 'payLater'
      ? price.totalCents
      : option === 'deposit'
        ? price.depositCents
        : price.totalCents + price.depositCents;
  return {
    idempotencyKey: options.key ?? randomUUID(),
    ...(options.driver ? { driver: options.driver } : {}),
    ...(options.additionalDriver ? { additionalDriver: options.additionalDriver } : {}),
    payLater: option === 'payLater',
    booking: aCheckoutBooking(
      { supplier: car.supplierId, car: car.id, location: car.locationId, ...when },
      options.price ?? agreed / 100,
      extras,
      { isDeposit: option === 'deposit', isPayedInFull: option === 'full' },
    ),
  };
}

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
export const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };

/**
 * Pays `amount` of a booking (or of one of its amendments) as the checkout page does with the test
 * gateway: an order, the card, then the capture. Returns each step's answer for the caller to check.
 */
export async function payWithTestCard(
  t: TestApp,
  cookie: string,
  { bookingId, amount, amendmentId }: { bookingId: string; amount: number; amendmentId?: string },
  card = GOOD_CARD,
) {
  const order = await callApi(t.app, 'createPayPalOrder', {
    body: {
      bookingId,
      amount,
      currency: 'EUR',
      name: 'DriveMarket',
      description: 'test',
      ...(amendmentId ? { amendmentId } : {}),
    },
    cookie,
  });
  const approved = await callApi(t.app, 'approveTestPayment', { params: { orderId: order.body }, body: card, cookie });
  const captured = await callApi(t.app, 'checkPayPalOrder', { params: { bookingId, orderId: order.body }, cookie });
  return { order, approved, captured };
}
