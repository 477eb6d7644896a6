const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Default dates: pick-up three days from now at 10:00 (later when the minimum pick-up notice
 * needs it), drop-off three days later (longer when the minimum rental needs it).
 */
export function defaultDates(now: Date, minPickupHours: number, minRentalHours: number): { from: Date; to: Date } {
  const from = new Date(now.getTime() + Math.max(3 * DAY, (Math.ceil(minPickupHours / 24) + 1) * DAY));
  from.setHours(10, 0, 0, 0);
  const to = new Date(from.getTime() + Math.max(3 * DAY, (Math.ceil(minRentalHours / 24) + 1) * DAY));
  return { from, to };
}
