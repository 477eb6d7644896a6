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
import { periodProblem, type PeriodProblem, type PeriodRules } from '../../../src/domain/rentalPeriod';
import { pickupLocationIds } from '../carSearch';
import type { Db } from '../db/index';
import { badRequest } from '../errors';
import { isId } from '../ids';

/** The rental period's settings, read at each request: an operator's change applies to the next one, on every instance. */
export async function periodRules(db: Db): Promise<PeriodRules> {
  const { rows } = await db.query<{
    min_pickup_hours: number;
    min_rental_hours: number;
    min_pickup_dropoff_hour: number;
    max_pickup_dropoff_hour: number;
  }>(
    'SELECT min_pickup_hours, min_rental_hours, min_pickup_dropoff_hour, max_pickup_dropoff_hour FROM settings LIMIT 1',
  );
  const row = rows[0];
  // The columns' defaults (migration 001), for a database without its settings row.
  if (!row) return { minPickupHours: 1, minRentalHours: 1, minPickupDropoffHour: 0, maxPickupDropoffHour: 23 };
  return {
    minPickupHours: row.min_pickup_hours,
    minRentalHours: row.min_rental_hours,
    minPickupDropoffHour: row.min_pickup_dropoff_hour,
    maxPickupDropoffHour: row.max_pickup_dropoff_hour,
  };
}

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
const hh = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The English reason of each problem, for logs and support (the app shows its own, by code). */
const PROBLEM_MESSAGES: Record<PeriodProblem, (rules: PeriodRules, minimumDays: number | null) => string> = {
  pickup_too_soon: (rules) => `The pick-up time must be at least ${hours(rules.minPickupHours)} from now.`,
  rental_too_short: (rules) =>
    `The drop-off time must be at least ${hours(rules.minRentalHours)} after the pick-up time.`,
  pickup_outside_hours: (rules) =>
    `Pick-up is possible from ${hh(rules.minPickupDropoffHour, 0)} to ${hh(rules.maxPickupDropoffHour, 59)}, local time at the pick-up location.`,
  drop_off_outside_hours: (rules) =>
    `Drop-off is possible from ${hh(rules.minPickupDropoffHour, 0)} to ${hh(rules.maxPickupDropoffHour, 59)}, local time at the drop-off location.`,
  below_minimum_days: (_rules, minimumDays) => `This supplier rents for at least ${minimumDays} days.`,
};

/** A booked period, its (existing) locations and its supplier's minimum days (null: none). */
export interface BookedPeriod {
  from: Date;
  to: Date;
  pickupLocation: string;
  dropOffLocation: string;
  minimumDays: number | null;
}

/**
 * The rental period rule of src/domain/rentalPeriod.ts with the settings of the database, each
 * time read at the location's clock; a problem is a 400 whose code is the domain's. `minNoticeHours`
 * raises the settings' notice (an amendment's).
 */
export async function checkPeriod(db: Db, period: BookedPeriod, now: Date, minNoticeHours = 0): Promise<void> {
  const settings = await periodRules(db);
  const rules = { ...settings, minPickupHours: Math.max(settings.minPickupHours, minNoticeHours) };
  const { rows } = await db.query<{ id: string; time_zone: string }>(
    'SELECT id, time_zone FROM locations WHERE id IN ($1, $2)',
    [period.pickupLocation, period.dropOffLocation],
  );
  const zoneOf = (id: string) => {
    const zone = rows.find((row) => row.id === id)?.time_zone;
    if (!zone) throw badRequest('location_unavailable', 'No such location.');
    return zone;
  };
  const problem = periodProblem(
    {
      from: period.from,
      to: period.to,
      pickupTimeZone: zoneOf(period.pickupLocation),
      dropOffTimeZone: zoneOf(period.dropOffLocation),
      minimumDays: period.minimumDays,
    },
    rules,
    now,
  );
  if (problem) throw badRequest(problem, PROBLEM_MESSAGES[problem](rules, period.minimumDays));
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
