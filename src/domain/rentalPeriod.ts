/**
 * The rental period rule (spec §5), one home for the app and the server: the pick-up at least the
 * minimum notice ahead, the rental at least the minimum length, pick-up and drop-off within the
 * opening hours (at each location's wall-clock time), and at least the supplier's minimum days.
 * The app uses it to explain (the search form, /search opened from a link whose dates no longer
 * work), the server to enforce (checkout, amendments): a refusal's code is a `PeriodProblem`.
 */
import { fromZonedInput, toZonedInput } from './locationTime';
import { rentalDays } from './pricing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The settings the rule reads (the settings API's fields, the `settings` table's columns). */
export interface PeriodRules {
  /** The pick-up at least this many hours from now. */
  minPickupHours: number;
  /** The rental at least this many hours long. */
  minRentalHours: number;
  /** Pick-up and drop-off from this hour (00 minutes) to the end of `maxPickupDropoffHour` (59 minutes). */
  minPickupDropoffHour: number;
  maxPickupDropoffHour: number;
}

/**
 * A period as booked: its instants, the IANA zones of its locations (null while none is chosen:
 * the opening hours are then not checked) and the supplier's minimum days (null: none).
 */
export interface RentalPeriod {
  from: Date;
  to: Date;
  pickupTimeZone: string | null;
  dropOffTimeZone: string | null;
  minimumDays?: number | null;
}

/** What is wrong with a period: the machine code the API answers and the app explains. */
export type PeriodProblem =
  'pickup_too_soon' | 'rental_too_short' | 'pickup_outside_hours' | 'drop_off_outside_hours' | 'below_minimum_days';

/** The field of a period form a problem is about. */
export const PROBLEM_FIELD: Record<PeriodProblem, 'from' | 'to'> = {
  pickup_too_soon: 'from',
  pickup_outside_hours: 'from',
  rental_too_short: 'to',
  drop_off_outside_hours: 'to',
  below_minimum_days: 'to',
};

export function pickupIsFarEnough(from: Date, rules: Pick<PeriodRules, 'minPickupHours'>, now: Date): boolean {
  return from.getTime() >= now.getTime() + rules.minPickupHours * HOUR;
}

/** The drop-off strictly after the pick-up (a period the wrong way round names that problem). */
export function dropOffIsAfterPickup(from: Date, to: Date): boolean {
  return to.getTime() > from.getTime();
}

/** A drop-off after the pick-up (whatever the minimum), by at least the minimum length. */
export function rentalIsLongEnough(from: Date, to: Date, rules: Pick<PeriodRules, 'minRentalHours'>): boolean {
  return dropOffIsAfterPickup(from, to) && to.getTime() - from.getTime() >= rules.minRentalHours * HOUR;
}

/**
 * The drop-off once the pick-up of `period` moves to `pickup`: where it is while the rental still
 * lasts the minimum; else (the pick-up moved past it, or too close) moved along with the pick-up,
 * keeping the rental's length (a day, or the minimum when longer, if that length was too short).
 */
export function dropOffFollowingPickup(
  period: { from: Date; to: Date },
  pickup: Date,
  rules: Pick<PeriodRules, 'minRentalHours'>,
): Date {
  if (rentalIsLongEnough(pickup, period.to, rules)) return period.to;
  const length = rentalIsLongEnough(period.from, period.to, rules)
    ? period.to.getTime() - period.from.getTime()
    : Math.max(DAY, rules.minRentalHours * HOUR);
  return new Date(pickup.getTime() + length);
}

/** The hour of day (0–23) of an instant at a location. */
function hourAt(instant: Date, timeZone: string): number {
  return Number(toZonedInput(instant, timeZone).slice(11, 13));
}

/** Whether the wall-clock hour at the location is within the opening hours (both hours included). */
export function isWithinOpeningHours(instant: Date, timeZone: string, rules: PeriodRules): boolean {
  const hour = hourAt(instant, timeZone);
  return hour >= rules.minPickupDropoffHour && hour <= rules.maxPickupDropoffHour;
}

/** At least the supplier's minimum days, counted as pricing counts them. */
export function meetsMinimumDays(from: Date, to: Date, minimumDays: number | null | undefined): boolean {
  return minimumDays == null || rentalDays(from, to) >= minimumDays;
}

/** Every problem of a period, in the order the API reports them (it answers the first). */
export function periodProblems(period: RentalPeriod, rules: PeriodRules, now: Date): PeriodProblem[] {
  const { from, to, pickupTimeZone, dropOffTimeZone } = period;
  const problems: PeriodProblem[] = [];
  if (!pickupIsFarEnough(from, rules, now)) problems.push('pickup_too_soon');
  if (!rentalIsLongEnough(from, to, rules)) problems.push('rental_too_short');
  if (pickupTimeZone && !isWithinOpeningHours(from, pickupTimeZone, rules)) problems.push('pickup_outside_hours');
  if (dropOffTimeZone && !isWithinOpeningHours(to, dropOffTimeZone, rules)) problems.push('drop_off_outside_hours');
  if (!meetsMinimumDays(from, to, period.minimumDays)) problems.push('below_minimum_days');
  return problems;
}

/** The first problem of a period, or null when it can be searched and booked. */
export function periodProblem(period: RentalPeriod, rules: PeriodRules, now: Date): PeriodProblem | null {
  return periodProblems(period, rules, now)[0] ?? null;
}

/** The zone a period's times are read in: the location's, or the reader's own while none is chosen. */
const zoneOf = (timeZone: string | null) => timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The instant `days` calendar days later at `hour`:`minute` (or the same time) at the location. */
function shifted(instant: Date, timeZone: string, days: number, hour?: number): Date {
  const wall = new Date(`${toZonedInput(instant, timeZone)}Z`);
  wall.setUTCDate(wall.getUTCDate() + days);
  if (hour !== undefined) wall.setUTCHours(hour, 0);
  return fromZonedInput(wall.toISOString().slice(0, 16), timeZone) ?? instant;
}

/**
 * The period to offer instead of one with a problem: the pick-up moved into the opening hours and
 * to the same time of day on the first day far enough ahead (calendar days at the location, so the
 * clock time survives a daylight-saving change), for the same length (a day, or the minimum rental
 * or days when longer, when that length was too short), the drop-off moved later into the opening
 * hours.
 */
export function nearestValidPeriod(period: RentalPeriod, rules: PeriodRules, now: Date): { from: Date; to: Date } {
  const { from, to } = period;
  const pickupZone = zoneOf(period.pickupTimeZone);
  const dropOffZone = zoneOf(period.dropOffTimeZone);
  const open = rules.minPickupDropoffHour;
  const close = rules.maxPickupDropoffHour;
  let pickup = from;
  const pickupHour = hourAt(pickup, pickupZone);
  if (pickupHour < open || pickupHour > close)
    pickup = shifted(pickup, pickupZone, 0, pickupHour < open ? open : close);
  const behind = now.getTime() + rules.minPickupHours * HOUR - pickup.getTime();
  if (behind > 0) pickup = shifted(pickup, pickupZone, Math.ceil(behind / DAY));
  // A daylight-saving change can leave it an hour short.
  while (!pickupIsFarEnough(pickup, rules, now)) pickup = shifted(pickup, pickupZone, 1);
  const shortest = Math.max(rules.minRentalHours * HOUR, (period.minimumDays ?? 0) * DAY);
  const length =
    rentalIsLongEnough(from, to, rules) && meetsMinimumDays(from, to, period.minimumDays)
      ? to.getTime() - from.getTime()
      : Math.max(DAY, shortest);
  let dropOff = new Date(pickup.getTime() + length);
  const dropOffHour = hourAt(dropOff, dropOffZone);
  if (dropOffHour < open) dropOff = shifted(dropOff, dropOffZone, 0, open);
  if (dropOffHour > close) dropOff = shifted(dropOff, dropOffZone, 1, open);
  return { from: pickup, to: dropOff };
}
