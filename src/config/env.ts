import { FALLBACK_MINIMUM_DRIVER_AGE, MINIMUM_DRIVER_AGE } from './constants';

/**
 * Deployment configuration, read from the environment at build time (webpack's DefinePlugin replaces
 * each `process.env.X`; jest reads the real environment). The server reads the same variable names,
 * so `npm start` builds and serves with one configuration.
 */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

/** The configured minimum driver age; falls back to 21 when the value cannot be parsed (spec §5). */
export function parseMinimumAge(value: string | undefined): number {
  if (value === undefined || value === '') return MINIMUM_DRIVER_AGE;
  const age = Number(value);
  return Number.isInteger(age) && age > 0 ? age : FALLBACK_MINIMUM_DRIVER_AGE;
}

export const env = {
  siteName: process.env.SITE_NAME || 'DriveMarket',
  contactEmail: process.env.CONTACT_EMAIL || 'contact@drivemarket.example',
  hideSuppliers: flag(process.env.HIDE_SUPPLIERS, false),
  setLanguageFromIp: flag(process.env.SET_LANGUAGE_FROM_IP, false),
  /** GA4 measurement id; analytics does nothing without it. */
  analyticsId: process.env.ANALYTICS_ID || '',
  paginationMode: (process.env.PAGINATION_MODE === 'classic' ? 'classic' : 'infinite') as 'classic' | 'infinite',
  minimumAge: parseMinimumAge(process.env.MINIMUM_AGE),
  googleMapsApiKey: process.env.GOOGLE_MAPS_API_KEY || '',
  googleClientId: process.env.GOOGLE_CLIENT_ID || '',
  recaptchaSiteKey: process.env.RECAPTCHA_SITE_KEY || '',
  /** External exchange-rate providers tried before the server's dated snapshot, in order. */
  rateProviders: (process.env.RATE_PROVIDERS || '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
} as const;
