/**
 * A date-time field's value: local wall-clock time written `YYYY-MM-DDTHH:mm` (the format of
 * `<input type="datetime-local">`), converted to and from instants at the edges.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a date in local time. */
export function toLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function toLocalInput(date: Date): string {
  return `${toLocalDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a local date-time value, or null when it is empty or invalid. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date (`YYYY-MM-DD`) and time (`HH:mm`) parts of a value; either may be empty. */
export function splitLocalInput(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.split('T');
  return { date, time };
}

export const joinLocalInput = (date: string, time: string) => `${date}T${time}`;
