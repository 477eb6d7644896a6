import { isApiReadOnly } from '@/api/readOnly';
import type { SupportedLanguage } from '@/domain/language';
import { COLOR_MODE_COOKIE, LANGUAGE_COOKIE } from '@/domain/serverRendering';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Preferences copied to cookies, so the server renders pages with them (local storage, where
 * spec §3 keeps them, never reaches the server). The cookies hold no personal data.
 */
function rememberForServer(name: string, value: string): void {
  // A support replay persists nothing (see readOnly.ts).
  if (isApiReadOnly()) return;
  document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

export function rememberLanguageForServer(language: SupportedLanguage): void {
  rememberForServer(LANGUAGE_COOKIE, language);
}

/** The visitor's explicit colour mode choice; without one, the server's pages follow the system. */
export function rememberColorModeForServer(choice: 'light' | 'dark'): void {
  rememberForServer(COLOR_MODE_COOKIE, choice);
}
