/**
 * The pricing rule of spec §9, computed once for the car card, the checkout and the server.
 *
 * - One day count (`rentalDays`, rounded up) is used for the display, the per-day extras and the
 *   charge. BookCars charged floored days plus hours and floored the per-day extras while showing
 *   ceiled days; that inconsistency is deliberately not repeated.
 * - Money is integer cents. Every unit price (rental blocks and extras, not the deposit) carries
 *   the supplier's price change rate, so the breakdown lines always sum to the total.
 * - The car's hourly prices are not used: a started day is a day.
 */

/** The optional extras of a car, in display order. */
export const EXTRA_NAMES = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const;

/** Name of an optional extra. */
export type ExtraName = (typeof EXTRA_NAMES)[number];

/** The extras charged per rental day; the others (cancellation, amendments) are charged once. */
export const PER_DAY_EXTRAS: ReadonlySet<ExtraName> = new Set<ExtraName>([
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
]);

/** A day range with its own daily price (date-based pricing); dates are compared by UTC calendar day. */
export interface DateBasedPrice {
  startDate: string;
  endDate: string;
  dailyPrice: number;
}

/**
 * The price fields of a car as the API sends them, in euros of the base currency. A block price is
 * "present" when it is a number above 0; the discounted variant wins when present.
 * Extras: −1 unavailable, 0 included, above 0 the price.
 */
export interface PricedCar {
  dailyPrice: number;
  discountedDailyPrice?: number | null;
  /** Price of a 3-day block ("bi-weekly" is BookCars' name). */
  biWeeklyPrice?: number | null;
  discountedBiWeeklyPrice?: number | null;
  weeklyPrice?: number | null;
  discountedWeeklyPrice?: number | null;
  monthlyPrice?: number | null;
  discountedMonthlyPrice?: number | null;
  isDateBasedPrice?: boolean;
  dateBasedPrices?: DateBasedPrice[] | null;
  deposit: number;
  cancellation: number;
  amendments: number;
  theftProtection: number;
  collisionDamageWaiver: number;
  fullInsurance: number;
  additionalDriver: number;
  /** Supplier mark-up (or mark-down when negative) in percent. */
  supplier?: { priceChangeRate?: number | null } | null;
}

/** The extras the driver switched on. Included extras (value 0) are on whatever this says. */
export type ExtrasChoice = Partial<Record<ExtraName, boolean>>;

/** One line of a price breakdown; `amountCents = unitCents × count`. */
export interface PriceLine {
  kind: 'month' | 'week' | 'threeDays' | 'day' | 'dateBased' | ExtraName;
  /** Blocks, days, or 1 for a one-off extra. */
  count: number;
  unitCents: number;
  amountCents: number;
  /** The discounted variant of the price was used. */
  discounted?: boolean;
  /** First day (YYYY-MM-DD, UTC) of a date-based-mode line. */
  date?: string;
  /** A per-day extra (count = days). */
  perDay?: boolean;
  /** An extra included in the car (amount 0). */
  included?: boolean;
}

/** The full price of a rental, in cents of the base currency. */
export interface PriceBreakdown {
  days: number;
  rentalLines: PriceLine[];
  extraLines: PriceLine[];
  rentalCents: number;
  extrasCents: number;
  totalCents: number;
  /** The car's deposit, without the price change rate (it is not a price). */
  depositCents: number;
  /** round(totalCents / days), 0 when days = 0. */
  perDayCents: number;
}

/** Thrown when an extra the car does not offer (value −1) is chosen; the server answers 400. */
export class ExtraUnavailableError extends Error {
  readonly code = 'EXTRA_UNAVAILABLE';
  readonly extra: ExtraName;

  constructor(extra: ExtraName) {
    super(`${extra} is not available for this car`);
    this.name = 'ExtraUnavailableError';
    this.extra = extra;
  }
}

const MS_PER_DAY = 86_400_000;

function toTime(value: Date | string, label: string): number {
  const time = typeof value === 'string' ? Date.parse(value) : value instanceof Date ? value.getTime() : NaN;
  if (!Number.isFinite(time)) throw new RangeError(`Invalid ${label} date: ${String(value)}`);
  return time;
}

/**
 * Rental days between pick-up and drop-off: the difference rounded up to whole days of
 * 86,400,000 ms, 0 when drop-off is not after pick-up. Strings are read with `Date.parse`
 * (send ISO 8601 with an offset). Throws a RangeError on an invalid date.
 */
export function rentalDays(from: Date | string, to: Date | string): number {
  const start = toTime(from, 'pick-up');
  const end = toTime(to, 'drop-off');
  return end <= start ? 0 : Math.ceil((end - start) / MS_PER_DAY);
}

function isPresent(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

interface Effective {
  price: number;
  discounted: boolean;
}

function effective(regular: number | null | undefined, discounted: number | null | undefined): Effective | null {
  if (isPresent(discounted)) return { price: discounted, discounted: true };
  if (isPresent(regular)) return { price: regular, discounted: false };
  return null;
}

function effectiveDaily(car: PricedCar): Effective {
  const daily = effective(car.dailyPrice, car.discountedDailyPrice);
  if (daily) return daily;
  // A daily price of 0 is a free car, not a missing price: every other block relies on it.
  if (car.dailyPrice === 0) return { price: 0, discounted: false };
  throw new RangeError(`dailyPrice must be a non-negative number, got ${String(car.dailyPrice)}`);
}

function priceChangeRate(car: PricedCar): number {
  const rate = car.supplier?.priceChangeRate;
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : 0;
}

/**
 * Unit price in cents with the change rate: round(price × 100 × (1 + rate / 100)). The price is
 * taken to whole cents first so float noise (1.005 × 100 = 100.4999…) cannot move a cent, and the
 * rate is applied as `cents × (100 + rate) / 100`, exact for whole-percent rates. Floored at 0 so
 * a rate below −100 % cannot produce negative prices.
 */
function unitCents(price: number, rate: number): number {
  const cents = Math.round(price * 100);
  return Math.max(0, Math.round((cents * (100 + rate)) / 100));
}

const BLOCKS = [
  { kind: 'month', size: 30, regular: 'monthlyPrice', discounted: 'discountedMonthlyPrice' },
  { kind: 'week', size: 7, regular: 'weeklyPrice', discounted: 'discountedWeeklyPrice' },
  { kind: 'threeDays', size: 3, regular: 'biWeeklyPrice', discounted: 'discountedBiWeeklyPrice' },
] as const;

function line(kind: PriceLine['kind'], count: number, unit: number, discounted: boolean): PriceLine {
  const result: PriceLine = { kind, count, unitCents: unit, amountCents: unit * count };
  if (discounted) result.discounted = true;
  return result;
}

function blockLines(car: PricedCar, days: number, rate: number): PriceLine[] {
  const lines: PriceLine[] = [];
  let remaining = days;
  for (const block of BLOCKS) {
    const price = effective(car[block.regular], car[block.discounted]);
    // A missing block price lets its days flow down to the next, smaller block.
    if (!price || remaining < block.size) continue;
    const count = Math.floor(remaining / block.size);
    remaining -= count * block.size;
    lines.push(line(block.kind, count, unitCents(price.price, rate), price.discounted));
  }
  if (remaining > 0) {
    const daily = effectiveDaily(car);
    lines.push(line('day', remaining, unitCents(daily.price, rate), daily.discounted));
  }
  return lines;
}

function utcDay(value: string): number {
  const time = Date.parse(value);
  return Number.isFinite(time) ? Math.floor(time / MS_PER_DAY) : NaN;
}

function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Date-based mode: each day from the pick-up's UTC calendar date takes the price of the first
 * range containing it, else the effective daily price. Consecutive days from the same source (same
 * range, or the daily price) are grouped into one line dated by its first day, so a month is a few
 * lines rather than thirty; the sum is the same either way. A range with an invalid date or a
 * price that is not above 0 never matches (0 means "not set" throughout the car's prices).
 */
function dateBasedLines(car: PricedCar, from: Date | string, days: number, rate: number): PriceLine[] {
  const ranges = (car.dateBasedPrices ?? []).map((range) => ({
    start: utcDay(range.startDate),
    end: utcDay(range.endDate),
    price: range.dailyPrice,
  }));
  const daily = effectiveDaily(car);
  const dailyUnit = unitCents(daily.price, rate);
  const firstDay = Math.floor(toTime(from, 'pick-up') / MS_PER_DAY);
  const lines: PriceLine[] = [];
  let lastSource = -2;
  for (let day = firstDay; day < firstDay + days; day += 1) {
    const source = ranges.findIndex((r) => isPresent(r.price) && r.start <= day && day <= r.end);
    const range = ranges[source];
    const unit = range ? unitCents(range.price, rate) : dailyUnit;
    const last = lines[lines.length - 1];
    if (last && source === lastSource && last.unitCents === unit) {
      last.count += 1;
      last.amountCents += unit;
      continue;
    }
    const next = range ? line('dateBased', 1, unit, false) : line('day', 1, unit, daily.discounted);
    next.date = isoDate(day);
    lines.push(next);
    lastSource = source;
  }
  return lines;
}

function extraLines(car: PricedCar, extras: ExtrasChoice, days: number, rate: number): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const name of EXTRA_NAMES) {
    const value = car[name];
    const chosen = extras[name] === true;
    const available = typeof value === 'number' && Number.isFinite(value) && value >= 0;
    if (!available) {
      if (chosen) throw new ExtraUnavailableError(name);
      continue;
    }
    // An included extra is part of the car: listed (at 0) whether or not it was switched on.
    if (value > 0 && !chosen) continue;
    const perDay = PER_DAY_EXTRAS.has(name);
    const result = line(name, perDay ? days : 1, value === 0 ? 0 : unitCents(value, rate), false);
    if (perDay) result.perDay = true;
    if (value === 0) result.included = true;
    lines.push(result);
  }
  return lines;
}

const sum = (lines: PriceLine[]): number => lines.reduce((total, l) => total + l.amountCents, 0);

/**
 * Prices a rental of `car` from `from` to `to` with the chosen extras (spec §9).
 *
 * Standard mode: greedy 30-day, 7-day and 3-day blocks, then daily; date-based mode: day by day.
 * A zero-length rental costs nothing (no rental and no extra lines), but choosing an unavailable
 * extra still throws `ExtraUnavailableError`. Throws a RangeError on invalid dates.
 */
export function priceRental(
  car: PricedCar,
  from: Date | string,
  to: Date | string,
  extras: ExtrasChoice = {},
): PriceBreakdown {
  const days = rentalDays(from, to);
  const rate = priceChangeRate(car);
  const extrasList = extraLines(car, extras, days, rate);
  const rentalLines =
    days === 0 ? [] : car.isDateBasedPrice ? dateBasedLines(car, from, days, rate) : blockLines(car, days, rate);
  const chargedExtras = days === 0 ? [] : extrasList;
  const rentalCents = sum(rentalLines);
  const extrasCents = sum(chargedExtras);
  const totalCents = rentalCents + extrasCents;
  const deposit = car.deposit;
  return {
    days,
    rentalLines,
    extraLines: chargedExtras,
    rentalCents,
    extrasCents,
    totalCents,
    depositCents:
      typeof deposit === 'number' && Number.isFinite(deposit) && deposit > 0 ? Math.round(deposit * 100) : 0,
    perDayCents: days === 0 ? 0 : Math.round(totalCents / days),
  };
}
