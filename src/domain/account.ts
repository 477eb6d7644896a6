/**
 * Account rules shared by the app and the server (spec §5): password length, phone format and the
 * driver's minimum age. Pure functions; dates are ISO strings or Date objects, never "today" implicitly.
 */
export const PASSWORD_MIN_LENGTH = 6;

/** Digits with an optional leading +, and spaces, dots, dashes or brackets between groups; 7 to 15 digits. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Full years between a birth date (YYYY-MM-DD or ISO) and `now`, in calendar terms (UTC dates). */
export function ageOn(birthDate: string | Date, now: Date): number {
  const birth =
    typeof birthDate === 'string'
      ? new Date(birthDate.length === 10 ? `${birthDate}T00:00:00Z` : birthDate)
      : birthDate;
  if (Number.isNaN(birth.getTime())) return Number.NaN;
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Whether someone born on `birthDate` is at least `minimumAge` years old on `now`. */
export function isOldEnough(birthDate: string | Date, minimumAge: number, now: Date): boolean {
  const age = ageOn(birthDate, now);
  return Number.isFinite(age) && age >= minimumAge;
}

/** A date input's value (YYYY-MM-DD) as the ISO instant sent to the API (midnight UTC keeps the day). */
export function dateInputToIso(value: string): string {
  return `${value}T00:00:00.000Z`;
}

/** The YYYY-MM-DD of an ISO instant from the API, for a date input ('' when absent). */
export function isoToDateInput(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}
