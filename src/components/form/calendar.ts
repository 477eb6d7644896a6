/**
 * The date-time picker's arithmetic on local calendar dates written `YYYY-MM-DD`: no time zones,
 * so a day is a day even across a daylight-saving change.
 */
import { toLocalDate } from './localDateTime';

/** The local Date of a calendar day, at noon (never in a daylight-saving gap) or at `time`. */
export function calendarDate(day: string, time = '12:00'): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, date, hours, minutes);
}

export function addDays(day: string, days: number): string {
  const date = calendarDate(day);
  date.setDate(date.getDate() + days);
  return toLocalDate(date);
}

/** The same day of another month, or that month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const date = calendarDate(`${day.slice(0, 8)}01`);
  date.setMonth(date.getMonth() + months);
  const lastDay = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  date.setDate(Math.min(Number(day.slice(8)), lastDay));
  return toLocalDate(date);
}

/** The first day of the week holding `day`; `firstDay` 0 is Sunday, 1 Monday. */
export const weekStart = (day: string, firstDay: number) =>
  addDays(day, -((calendarDate(day).getDay() - firstDay + 7) % 7));

/**
 * The weeks of the month holding `day`, each seven days long from `firstDay`; days of the
 * neighbouring months are null.
 */
export function monthWeeks(day: string, firstDay: number): (string | null)[][] {
  const month = day.slice(0, 7);
  const weeks: (string | null)[][] = [];
  for (
    let start = weekStart(`${month}-01`, firstDay);
    weeks.length === 0 || start.startsWith(month);
    start = addDays(start, 7)
  ) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => addDays(start, index)).map((date) =>
        date.startsWith(month) ? date : null,
      ),
    );
  }
  return weeks;
}

/** The first day of the week where the language is spoken: Sunday in the US, Monday in France and Spain. */
export const firstDayOfWeek = (language: string) => (language === 'en' ? 0 : 1);

/** Times offered every half hour, plus `current` when it falls between them (a link's time). */
export function timeChoices(current: string): string[] {
  const times = Array.from(
    { length: 48 },
    (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
  );
  return /^\d{2}:\d{2}$/.test(current) && !times.includes(current) ? [...times, current].sort() : times;
}
