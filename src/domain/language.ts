/**
 * Language resolution per spec §5: the URL's `l` parameter when supported, else the signed-in
 * user's saved language, else the saved language, else (when the IP-language setting is on, the
 * visitor is not signed in and nothing is saved) the visitor's country, else the default.
 */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export interface LanguageSources {
  /** The `l` query parameter of the URL, if any. */
  queryLanguage?: string | null;
  /** The language saved with the signed-in user's local copy, if any. */
  userLanguage?: string | null;
  /** The 2-letter language saved locally, if any. */
  storedLanguage?: string | null;
}

export type LanguageDecision =
  { language: SupportedLanguage; source: 'query' | 'user' | 'stored' | 'default' } | { askCountry: true };

/** Decides the language from local sources, or says that the visitor's country must decide. */
export function resolveLanguage(
  sources: LanguageSources,
  options: { setLanguageFromIp: boolean; signedIn: boolean },
): LanguageDecision {
  if (isSupportedLanguage(sources.queryLanguage)) return { language: sources.queryLanguage, source: 'query' };
  if (isSupportedLanguage(sources.userLanguage)) return { language: sources.userLanguage, source: 'user' };
  if (isSupportedLanguage(sources.storedLanguage)) return { language: sources.storedLanguage, source: 'stored' };
  if (options.setLanguageFromIp && !options.signedIn) return { askCountry: true };
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

/** FR or MA gives French; US, GB or AU gives English; anything else the default. */
export function languageFromCountry(countryCode: string | null | undefined): SupportedLanguage {
  const code = (countryCode ?? '').toUpperCase();
  if (code === 'FR' || code === 'MA') return 'fr';
  if (code === 'US' || code === 'GB' || code === 'AU') return 'en';
  return DEFAULT_LANGUAGE;
}
