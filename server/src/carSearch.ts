/**
 * The car search of getFrontendCars and getFrontendSuppliers as SQL: one filter, one definition of
 * "matching car" and of "fully booked for these dates", so the supplier counts always equal what
 * the search lists. Exported separately from the handlers so tests can EXPLAIN the exact query.
 */
import type { Schemas } from './contract';
import type { Db } from './db/index';
import { badRequest } from './errors';
import { rentalCentsSql } from './rentalPriceSql';

/** The request body (GetCarsPayload; CarFilter for the supplier counts), as validated by the contract. */
export type CarFilterBody = Schemas['GetCarsPayload'];

/** A filter whose dates were checked (`to` after `from`). */
export interface CarFilter extends CarFilterBody {
  fromDate: Date;
  toDate: Date;
}

/** Checks the period: both dates valid and drop-off after pick-up, else 400 invalid_request. */
export function parseCarFilter(body: CarFilterBody): CarFilter {
  const fromDate = new Date(body.from);
  const toDate = new Date(body.to);
  if (Number.isNaN(fromDate.getTime()) || Number.isNaN(toDate.getTime())) {
    throw badRequest('invalid_request', 'from and to must be valid dates.');
  }
  if (toDate.getTime() <= fromDate.getTime()) {
    throw badRequest('invalid_request', 'The drop-off time (to) must be after the pick-up time (from).');
  }
  return { ...body, fromDate, toDate };
}

/** Booking statuses that hold a car (a void booking only while its payment is in progress). */
export const HOLDING_STATUSES = ['void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved'] as const;

/**
 * The overlap rule, as an SQL condition on booking `alias`: the booking holds its car (a holding
 * status; a void one only until its payment expires) during part of the period [from, to).
 * `from`/`to` are SQL expressions (parameters). The search, checkout and amendments all use it.
 */
export function holdsCarDuring(alias: string, from: string, to: string): string {
  const holding = HOLDING_STATUSES.map((s) => `'${s}'`).join(', ');
  return `${alias}.status IN (${holding})
          AND (${alias}.status <> 'void' OR ${alias}.expire_at > now())
          AND ${alias}."from" < ${to} AND ${alias}."to" > ${from}`;
}

/**
 * Whether the car can be booked from `from` to `to`: it exists, is available and not marked fully
 * booked, and no other booking holds it then (`excludeBookingId`: the booking being amended).
 * Locks the car's row first, so two transactions booking the same car run one after the other
 * (call it inside the transaction that then writes the booking).
 */
export async function isCarFreeForPeriod(
  tx: Db,
  carId: string,
  from: Date,
  to: Date,
  excludeBookingId: string | null = null,
): Promise<boolean> {
  const { rows } = await tx.query<{ available: boolean; fully_booked: boolean }>(
    'SELECT available, fully_booked FROM cars WHERE id = $1 FOR UPDATE',
    [carId],
  );
  const car = rows[0];
  if (!car || !car.available || car.fully_booked) return false;
  const held = await tx.query(
    `SELECT 1 FROM bookings b
      WHERE b.car_id = $1 AND ($4::text IS NULL OR b.id <> $4)
        AND ${holdsCarDuring('b', '$2', '$3')}
      LIMIT 1`,
    [carId, from, to, excludeBookingId],
  );
  return held.rows.length === 0;
}

/** The public columns of a car (CarBase), as selected by every car answer. */
export const CAR_COLUMNS = [
  'id',
  'name',
  'minimum_age',
  'daily_price',
  'discounted_daily_price',
  'hourly_price',
  'discounted_hourly_price',
  'bi_weekly_price',
  'discounted_bi_weekly_price',
  'weekly_price',
  'discounted_weekly_price',
  'monthly_price',
  'discounted_monthly_price',
  'is_date_based_price',
  'deposit',
  'available',
  'fully_booked',
  'coming_soon',
  'type',
  'gearbox',
  'aircon',
  'image',
  'seats',
  'doors',
  'fuel_policy',
  'mileage',
  'cancellation',
  'amendments',
  'theft_protection',
  'collision_damage_waiver',
  'full_insurance',
  'additional_driver',
  'range',
  'multimedia',
  'rating',
  'trips',
  'co2',
] as const;

/** Collects `$n` parameters. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const nonEmpty = (list: string[] | undefined): list is string[] => Array.isArray(list) && list.length > 0;

/**
 * The pick-up location and its descendants (terminals of an airport…). A separate small query, so
 * the search is planned with the real list of ids (a recursive CTE inside it is estimated at ~100
 * locations, which made the planner scan every car).
 */
export const PICKUP_LOCATIONS_SQL = `WITH RECURSIVE pickup(id) AS (
    SELECT id FROM locations WHERE id = $1
    UNION
    SELECT l.id FROM locations l JOIN pickup p ON l.parent_location_id = p.id
  )
  SELECT id FROM pickup`;

export async function pickupLocationIds(db: Db, locationId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(PICKUP_LOCATIONS_SQL, [locationId]);
  return rows.map((row) => row.id);
}

/** How long the search reuses a location's ids: the tree changes only when an operator edits it. */
const PICKUP_CACHE_MS = 60_000;
const pickupCaches = new WeakMap<Db, Map<string, { ids: string[]; until: number }>>();

/**
 * pickupLocationIds for the search, remembered per database for PICKUP_CACHE_MS: a search then
 * costs one round trip to the database, not two. Only existing locations are remembered (an
 * unknown id is asked again), so the cache holds at most one entry per location.
 */
export async function searchPickupLocationIds(db: Db, locationId: string): Promise<string[]> {
  let cache = pickupCaches.get(db);
  if (!cache) pickupCaches.set(db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(locationId);
  if (hit && hit.until > now) return hit.ids;
  const ids = await pickupLocationIds(db, locationId);
  if (ids.length > 0) cache.set(locationId, { ids, until: now + PICKUP_CACHE_MS });
  return ids;
}

/**
 * `matching`: the cars of the filter with `booked` (fully booked for the period), before the
 * "include fully booked" choice; `priced` adds `price_cents`, the rental total the car's card shows
 * for the period (rentalPriceSql.ts).
 */
function matchingCte(
  filter: CarFilter,
  locationIds: string[],
  params: Params,
  options: { withSuppliers: boolean; priced: boolean },
): string {
  const where: string[] = ['c.available', 'NOT s.blacklisted'];
  const list = (column: string, values: string[] | undefined) => {
    if (nonEmpty(values)) where.push(`${column} = ANY(${params.add(values)}::text[])`);
  };
  if (options.withSuppliers) list('c.supplier_id', filter.suppliers);
  list('c.type', filter.carType);
  list('c.gearbox', filter.gearbox);
  list('c.fuel_policy', filter.fuelPolicy);
  list('c.range', filter.ranges);
  if (nonEmpty(filter.multimedia)) where.push(`c.multimedia @> ${params.add(filter.multimedia)}::text[]`);

  const mileage = new Set(filter.mileage ?? []);
  if (mileage.has('limited') && !mileage.has('unlimited')) where.push('c.mileage > -1');
  if (mileage.has('unlimited') && !mileage.has('limited')) where.push('c.mileage = -1');

  if (typeof filter.deposit === 'number' && filter.deposit >= 0)
    where.push(`c.deposit <= ${params.add(filter.deposit)}`);
  if (typeof filter.rating === 'number' && filter.rating >= 0) where.push(`c.rating >= ${params.add(filter.rating)}`);
  if (typeof filter.seats === 'number' && filter.seats >= 0) {
    // 6 is the UI's "5+": more than five seats (the supplier counts use the same rule).
    where.push(filter.seats === 6 ? 'c.seats > 5' : `c.seats = ${params.add(filter.seats)}`);
  }
  if (filter.carSpecs?.aircon === true) where.push('c.aircon');
  if (filter.carSpecs?.moreThanFourDoors === true) where.push('c.doors > 4');
  if (filter.carSpecs?.moreThanFiveSeats === true) where.push('c.seats > 5');
  if (filter.includeComingSoonCars !== true) where.push('NOT c.coming_soon');

  const locations = params.add(locationIds);
  const from = params.add(filter.fromDate);
  const to = params.add(filter.toDate);
  const price = options.priced ? `${rentalCentsSql(filter.fromDate, filter.toDate)} AS price_cents,` : '';
  return `matching AS (
    SELECT c.id, c.supplier_id, c.coming_soon, s.pay_later, ${price}
      (c.fully_booked OR EXISTS (
        SELECT 1 FROM bookings b
        WHERE b.car_id = c.id
          AND ${holdsCarDuring('b', from, to)}
      )) AS booked
    FROM cars c
    JOIN suppliers s ON s.id = c.supplier_id
    WHERE c.location_ids && ${locations}::text[]
      AND ${where.join('\n      AND ')}
  )`;
}

/** `includeAlreadyBookedCars: false` leaves fully booked cars out; otherwise they are listed. */
const bookedClause = (filter: CarFilter) => (filter.includeAlreadyBookedCars === false ? 'WHERE NOT m.booked' : '');

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

/**
 * One page of cars: one row per car (CAR_COLUMNS + `booked` + supplier columns) with `total` and
 * `bookable` (the cars listed that can be booked), or a single row with only those (and a null id)
 * when the page is past the end or nothing matches. A car can be booked when it is neither fully
 * booked nor coming soon and a way of paying works for it: always with an online gateway, else
 * only at the counter, where its supplier allows pay-later (`onlinePayments`: the server has a
 * gateway, as getSettings says) — src/domain/paymentOptions.ts's `canPayFor`, written in SQL to sort. Those come first, then by the total their card shows for the
 * period, then id. Only the page's rows are joined back to cars and suppliers, after the sort,
 * with their date-based prices (`date_based_prices`, JSON): the page needs no second query.
 */
export function carSearchQuery(
  filter: CarFilter,
  locationIds: string[],
  page: number,
  size: number,
  onlinePayments = true,
): SqlQuery {
  const params = new Params();
  const matching = matchingCte(filter, locationIds, params, { withSuppliers: true, priced: true });
  const limit = params.add(size);
  const offset = params.add((page - 1) * size);
  const columns = CAR_COLUMNS.map((column) => `c.${column}`).join(', ');
  const unbookable = (alias: string) =>
    `(${alias}.booked OR ${alias}.coming_soon${onlinePayments ? '' : ` OR NOT ${alias}.pay_later`})`;
  const sql = `WITH ${matching},
  listed AS (SELECT m.* FROM matching m ${bookedClause(filter)}),
  total AS (SELECT count(*)::int AS n, (count(*) FILTER (WHERE NOT ${unbookable('listed')}))::int AS bookable FROM listed),
  page AS (
    SELECT * FROM listed l
    ORDER BY ${unbookable('l')}, l.price_cents, l.id
    LIMIT ${limit} OFFSET ${offset}
  )
  SELECT total.n AS total, total.bookable, ${columns}, c.supplier_id, p.booked,
    s.full_name AS supplier_full_name, s.avatar AS supplier_avatar, s.price_change_rate AS supplier_price_change_rate,
    s.pay_later AS supplier_pay_later,
    CASE WHEN c.is_date_based_price THEN (
      SELECT json_agg(json_build_object('start_date', d.start_date, 'end_date', d.end_date, 'daily_price', d.daily_price)
                      ORDER BY d.start_date, d.id)
      FROM date_based_prices d WHERE d.car_id = c.id
    ) END AS date_based_prices
  FROM total
  LEFT JOIN (page p JOIN cars c ON c.id = p.id JOIN suppliers s ON s.id = c.supplier_id) ON true
  ORDER BY ${unbookable('p')}, p.price_cents, p.id`;
  return { sql, params: params.values };
}

/** Matching cars per supplier (suppliers without a match do not appear), for the same filter minus suppliers. */
export function supplierCountQuery(filter: CarFilter, locationIds: string[]): SqlQuery {
  const params = new Params();
  const sql = `WITH ${matchingCte(filter, locationIds, params, { withSuppliers: false, priced: false })}
  SELECT s.id, s.full_name, s.avatar, count(*)::int AS car_count
  FROM matching m JOIN suppliers s ON s.id = m.supplier_id
  ${bookedClause(filter)}
  GROUP BY s.id, s.full_name, s.avatar`;
  return { sql, params: params.values };
}
