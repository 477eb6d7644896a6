import { readFileSync } from 'node:fs';
import path from 'node:path';

const MESSAGES = path.resolve(process.cwd(), 'src/i18n/messages');
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(readFileSync(path.join(MESSAGES, `${language}.json`), 'utf8'))]),
) as Record<Language, Record<string, string>>;

/** Values the pages put into their messages. */
const DEFAULT_VALUES: Record<string, string> = { siteName: 'DriveMarket' };

/** A message as the user sees it, with simple `{name}` placeholders filled in. */
export function format(language: Language, id: string, values: Record<string, string> = {}): string {
  const message = catalogs[language][id];
  if (message === undefined) throw new Error(`no message ${id} in ${language}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? DEFAULT_VALUES[name] ?? `{${name}}`);
}

/** A message without caller-specific values (the site name is filled in). */
export function text(language: Language, id: string): string {
  return format(language, id);
}

/**
 * A pattern for names that start with `words`. Playwright matches a pattern against a name whose
 * spaces are normalised to plain ones, French narrow no-break spaces included, so any space matches.
 */
export function startingWith(words: string): RegExp {
  return new RegExp(`^${words.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&').replace(/\s+/g, '\\s+')}`);
}
