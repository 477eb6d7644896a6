/**
 * Times at a location. A pick-up or drop-off time means the wall-clock time at that location (its
 * IANA time zone): the search form reads a picked time that way, the API stores the instant, and
 * pages and e-mails show it back in the location's zone, naming the zone, whatever the reader's own.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const pad = (value: number) => String(value).padStart(2, '0');

const fieldFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant's calendar fields in `timeZone`, as if they were UTC (milliseconds, minute precision). */
function wallClock(instant: number, timeZone: string): number {
  let format = fieldFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    fieldFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/** `YYYY-MM-DDTHH:mm` (the value of a date-time field) of an instant at a location. */
export function toZonedInput(instant: Date, timeZone: string): string {
  const wall = new Date(wallClock(instant.getTime(), timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The instant of a wall-clock time at a location, or null when the value is not a date-time. A time
 * the spring change skips is moved forward by the gap (02:30 becomes 03:30); a time the autumn change
 * repeats is the first of the two.
 */
export function fromZonedInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // A zone's offset changes at most once around a given day: the offsets a day before and after
  // are the only candidates.
  const offsetBefore = wallClock(wall - DAY, timeZone) - (wall - DAY);
  const offsetAfter = wallClock(wall + DAY, timeZone) - (wall + DAY);
  const matching = [wall - offsetBefore, wall - offsetAfter].filter((instant) => wallClock(instant, timeZone) === wall);
  return new Date(matching.length > 0 ? Math.min(...matching) : wall - offsetBefore);
}

const displayFormats = new Map<
  string,
  { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }
>();

function formatsOf(timeZone: string, locale: string) {
  const key = `${locale}|${timeZone}`;
  let formats = displayFormats.get(key);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
      // The language's usual way of writing a time (10:00 AM, 03:00, 3:00).
      time: new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }),
      zone: new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }),
    };
    displayFormats.set(key, formats);
  }
  return formats;
}

/** The zone's name in the reader's language ("Central European Time", "heure d’Europe centrale"). */
export function timeZoneLabel(timeZone: string, locale: string, at: Date | string = new Date()): string {
  return (
    formatsOf(timeZone, locale)
      .zone.formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * A pick-up or drop-off date and time in the reader's language, at the location's wall-clock time,
 * with the zone's name: "Thu, Jun 10, 2027, 10:00 AM (Central European Time)".
 */
export function formatLocationTime(instant: Date | string, timeZone: string, locale: string): string {
  const formats = formatsOf(timeZone, locale);
  const date = new Date(instant);
  return `${formats.date.format(date)}, ${formats.time.format(date)} (${timeZoneLabel(timeZone, locale, date)})`;
}
