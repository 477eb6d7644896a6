/**
 * The rental total a car's card shows for a period (`priceRental` of src/domain/pricing.ts without
 * extras, in cents) as an SQL expression on car `c` and supplier `s`, so the search can sort by the
 * price the driver reads. It reproduces the domain's arithmetic bit for bit: JavaScript numbers are
 * doubles, so the expression computes in float8, and Math.round(x) is floor(x + 0.5).
 *
 * The period is known when the query is built: its day count and first day are written into the
 * SQL as integers, and the greedy split into 30-, 7- and 3-day blocks becomes a small CASE tree on
 * which block prices the car has (at most eight branches), cheap for every matching car.
 */
import { rentalDays } from '../../src/domain/pricing';

const MS_PER_DAY = 86_400_000;

/**
 * A unit price in cents with the supplier's rate, never below 0 (the domain's `unitCents`), from a
 * price already in cents (the `*_cents` columns, migration 012) and the supplier's factor
 * (100 + rate): the same float8 operations, in the same order, as on the prices themselves.
 */
function unitCents(cents: string): string {
  return `GREATEST(0, floor((${cents} * s.price_factor) / 100 + 0.5))`;
}

/** The blocks, largest first, with each car's price for it in cents (NULL: the car has none). */
const BLOCKS = [
  { size: 30, cents: 'c.monthly_cents' },
  { size: 7, cents: 'c.weekly_cents' },
  { size: 3, cents: 'c.bi_weekly_cents' },
];

/** Standard mode: as many of the largest priced block as fit, then the next, then days. */
function blocksSql(days: number, blocks: typeof BLOCKS): string {
  const [block, ...smaller] = blocks;
  if (!block) return days > 0 ? `${days} * ${unitCents('c.daily_cents')}` : '0';
  if (days < block.size) return blocksSql(days, smaller);
  // A block without a price lets its days flow down to the next, smaller block.
  return `CASE WHEN ${block.cents} IS NULL THEN ${blocksSql(days, smaller)}
    ELSE ${Math.floor(days / block.size)} * ${unitCents(block.cents)} + ${blocksSql(days % block.size, smaller)} END`;
}

/**
 * Date-based mode: each day at the first range (by start) containing it with a price above 0, else
 * at the effective daily price. Written as every day at the daily price, corrected range by range
 * on the days the range is the first to contain: the ranges before it all start on or before its
 * first day, so those days are its own from the day after the furthest end of the earlier ones.
 * The same integer sum as day by day, from the car's few ranges, whatever the period's length.
 */
function dateBasedSql(firstDay: number, days: number): string {
  const daily = unitCents('c.daily_cents');
  const lastDay = firstDay + days - 1;
  return `(${days} * ${daily} + COALESCE((
      SELECT sum((season.cents - ${daily}) * GREATEST(0,
        LEAST(season.end_day, ${lastDay}) - GREATEST(season.start_day, season.earlier_end + 1, ${firstDay}) + 1))
      FROM (
        SELECT ${unitCents('p.daily_cents')} AS cents,
          floor(extract(epoch FROM p.start_date) / 86400) AS start_day,
          floor(extract(epoch FROM p.end_date) / 86400) AS end_day,
          COALESCE(max(floor(extract(epoch FROM p.end_date) / 86400)) OVER (
            ORDER BY p.start_date, p.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), ${firstDay - 1}) AS earlier_end
        FROM date_based_prices p
        WHERE p.car_id = c.id AND p.daily_price > 0
      ) season
    ), 0))`;
}

/** The expression (bigint cents) of the rental total from `from` to `to`; 0 for an empty period. */
export function rentalCentsSql(from: Date, to: Date): string {
  const days = rentalDays(from, to);
  if (days === 0) return '0';
  const firstDay = Math.floor(from.getTime() / MS_PER_DAY);
  return `(CASE WHEN c.is_date_based_price THEN ${dateBasedSql(firstDay, days)} ELSE ${blocksSql(days, BLOCKS)} END)::bigint`;
}
