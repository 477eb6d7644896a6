/**
 * The rules a booking's period, locations and extras must follow, shared by checkout
 * (`createBooking.ts`) and amendments (`handlers/bookings.ts`) so both refuse the same things with
 * the same codes and messages.
 */
import {
  ExtraUnavailableError,
  priceRental,
  type ExtrasChoice,
  type PriceBreakdown,
  type PricedCar,
} from '../../../src/domain/pricing';
import { pickupLocationIds } from '../carSearch';
import type { Db } from '../db/index';
import { badRequest } from '../errors';
import { isId } from '../ids';

/** How long before the pick-up time a booking may still start (or move), and what a later one is told. */
export interface PickupNotice {
  ms: number;
  code: string;
  message: string;
}

/** A checkout's pick-up only needs to be in the future. */
export const CHECKOUT_NOTICE: PickupNotice = {
  ms: 0,
  code: 'invalid_dates',
  message: 'The pick-up time must be in the future.',
};

/**
 * The period: at least one hour long, far enough ahead (`notice`), and at least the supplier's
 * minimum number of days (`days` as priced).
 */
export function checkPeriod(
  from: Date,
  to: Date,
  days: number,
  minimumDays: number | null,
  now: Date,
  notice: PickupNotice,
): void {
  if (to.getTime() - from.getTime() < 3_600_000) {
    throw badRequest('invalid_dates', 'The drop-off time must be at least 1 hour after the pick-up time.');
  }
  if (from.getTime() - now.getTime() <= notice.ms) throw badRequest(notice.code, notice.message);
  if (minimumDays !== null && days < minimumDays) {
    throw badRequest('invalid_dates', `This supplier rents for at least ${minimumDays} days.`);
  }
}

/**
 * The locations given (an amendment passes only the changed ones): the car is offered at the pick-up
 * location, the searched one, or at one of its sub-locations; the drop-off location exists.
 */
export async function checkLocations(
  db: Db,
  carId: string,
  locations: { pickup?: string; dropOff?: string },
): Promise<void> {
  const { pickup, dropOff } = locations;
  if (pickup === undefined && dropOff === undefined) return;
  const ids = pickup !== undefined && isId(pickup) ? await pickupLocationIds(db, pickup) : [];
  const { rows } = await db.query<{ here: boolean; drop_off: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM car_locations WHERE car_id = $1 AND location_id = ANY($2::text[])) AS here,
            EXISTS (SELECT 1 FROM locations WHERE id = $3) AS drop_off`,
    [carId, ids, dropOff ?? null],
  );
  if (pickup !== undefined && !rows[0]?.here)
    throw badRequest('location_unavailable', 'This car is not offered at this pick-up location.');
  if (dropOff !== undefined && !rows[0]?.drop_off)
    throw badRequest('location_unavailable', 'No such drop-off location.');
}

/** `priceRental`, with an extra the car does not offer answered as a 400. */
export function priceBooking(car: PricedCar, from: Date, to: Date, extras: ExtrasChoice): PriceBreakdown {
  try {
    return priceRental(car, from, to, extras);
  } catch (error) {
    if (error instanceof ExtraUnavailableError) {
      throw badRequest('extra_unavailable', `This option is not available for this car: ${error.extra}.`);
    }
    throw error;
  }
}
