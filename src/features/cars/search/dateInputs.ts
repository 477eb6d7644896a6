/** Conversions between `<input type="datetime-local">` values (local time) and ISO instants. */
const pad = (value: number) => String(value).padStart(2, '0');

export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a local date-time input value, or null when it is empty or invalid. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

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

export { DAY, HOUR };
