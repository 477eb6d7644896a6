import type { SupportedLanguage } from '@/domain/language';
import { LANGUAGE_COOKIE } from '@/domain/serverRendering';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Copies the language in use to a cookie, so the server renders pages in it (local storage, where
 * spec §3 keeps it, never reaches the server). The cookie holds no personal data.
 */
export function rememberLanguageForServer(language: SupportedLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
