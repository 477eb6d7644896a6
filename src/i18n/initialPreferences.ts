import { languageFromCountry, resolveLanguage, type SupportedLanguage } from '@/domain/language';
import type { Currency } from '@/config/constants';
import { BASE_CURRENCY } from '@/config/constants';
import { isSupportedCurrency } from './preferencesSlice';
import { readStored, readStoredJson, STORAGE_KEYS } from './storage';

const COUNTRY_LOOKUP_TIMEOUT_MS = 1500;

/** Asks the API for the visitor's country; gives up quickly so the first paint is never held long. */
async function fetchCountryCode(): Promise<string | null> {
  try {
    const response = await fetch('/api/country-code', { signal: AbortSignal.timeout(COUNTRY_LOOKUP_TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as string) : null;
  } catch {
    return null;
  }
}

/** The language and currency to start with (spec §5 order for the language). */
export async function initialPreferences(options: {
  search: string;
  setLanguageFromIp: boolean;
}): Promise<{ language: SupportedLanguage; currency: Currency }> {
  const user = readStoredJson<{ _id?: string; language?: string }>(STORAGE_KEYS.user);
  const decision = resolveLanguage(
    {
      queryLanguage: new URLSearchParams(options.search).get('l'),
      userLanguage: user?.language,
      storedLanguage: readStored(STORAGE_KEYS.language),
    },
    { setLanguageFromIp: options.setLanguageFromIp, signedIn: Boolean(user?._id) },
  );
  const language = 'askCountry' in decision ? languageFromCountry(await fetchCountryCode()) : decision.language;
  const storedCurrency = readStored(STORAGE_KEYS.currency);
  return { language, currency: isSupportedCurrency(storedCurrency) ? storedCurrency : BASE_CURRENCY };
}
