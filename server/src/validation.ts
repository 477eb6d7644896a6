/** Input rules shared by handlers. */

/**
 * A practical e-mail check (what the forms accept): one @, no spaces or angle brackets, a dotted
 * domain, at most 254 characters.
 */
export function isEmail(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 254 &&
    /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/.test(value)
  );
}

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function toLanguage(value: unknown, fallback: Language = 'en'): Language {
  return LANGUAGES.includes(value as Language) ? (value as Language) : fallback;
}
