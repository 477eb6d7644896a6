/**
 * Card checks of the reference server's test gateway (spec §5: 'Invalid card number', 'Invalid
 * expiry date', 'Invalid Card Validation Code'), shared by the checkout form and the server so
 * both accept and refuse the same input. Pure: "now" is always passed in.
 */

/** The digits of a card number typed with optional spaces or dashes; null when anything else is in it. */
export function cardDigits(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** 12 to 19 digits passing the Luhn checksum (ISO/IEC 7812). */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (!digits || digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Month and full year of an expiry typed MM/YY, MM/YYYY or MMYY; null when it is not one. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * An expiry as it is typed: the '/' comes by itself once the month's two digits are followed by
 * another (phones' numeric keyboards have no '/'), so `1234` reads `12/34`. A '/' the driver typed
 * is kept as typed.
 */
export function formatExpiryInput(typed: string): string {
  if (typed.includes('/')) return typed;
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is valid until the end of its expiry month (UTC), and at most 20 years ahead. */
export function isValidExpiry(value: string, now: Date): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const last = expiry.year * 12 + (expiry.month - 1);
  return last >= current && last <= current + 20 * 12;
}

/** 3 or 4 digits. */
export function isValidCvc(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}
