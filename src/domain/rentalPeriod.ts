/**
 * The rules of spec §5 for a searched period — pick-up at least the minimum notice ahead, rental at
 * least the minimum length — used where dates are entered: the search form, and /search opened
 * from a link whose dates no longer work (an old shared link, or typed by hand).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The hours of the settings API (`minPickupHours`, `minRentalHours`). */
export interface PeriodRules {
  minPickupHours: number;
  minRentalHours: number;
}

/** What is wrong with a period: the pick-up is past or too soon, or the drop-off is not far enough after it. */
export type PeriodProblem = 'pickupTooSoon' | 'rentalTooShort';

export function pickupIsFarEnough(from: Date, rules: PeriodRules, now: Date): boolean {
  return from.getTime() >= now.getTime() + rules.minPickupHours * HOUR;
}

export function rentalIsLongEnough(from: Date, to: Date, rules: PeriodRules): boolean {
  return to.getTime() - from.getTime() >= rules.minRentalHours * HOUR;
}

/** The first problem of a period, or null when it can be searched and booked. */
export function periodProblem(from: Date, to: Date, rules: PeriodRules, now: Date): PeriodProblem | null {
  if (!pickupIsFarEnough(from, rules, now)) return 'pickupTooSoon';
  if (!rentalIsLongEnough(from, to, rules)) return 'rentalTooShort';
  return null;
}

/**
 * The period to offer instead of one with a problem: the same pick-up time of day on the first
 * day far enough ahead (calendar days, so the clock time survives a daylight-saving change), for
 * the same length, or a day (at least the minimum rental) when that length was too short.
 */
export function nearestValidPeriod(from: Date, to: Date, rules: PeriodRules, now: Date): { from: Date; to: Date } {
  const pickup = new Date(from);
  const behind = now.getTime() + rules.minPickupHours * HOUR - from.getTime();
  if (behind > 0) pickup.setDate(pickup.getDate() + Math.ceil(behind / DAY));
  // A daylight-saving change can leave it an hour short.
  while (!pickupIsFarEnough(pickup, rules, now)) pickup.setDate(pickup.getDate() + 1);
  const length = rentalIsLongEnough(from, to, rules)
    ? to.getTime() - from.getTime()
    : Math.max(DAY, rules.minRentalHours * HOUR);
  return { from: pickup, to: new Date(pickup.getTime() + length) };
}
