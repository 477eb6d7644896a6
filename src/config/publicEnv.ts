/**
 * Configuration variables the browser code reads (see env.ts). Webpack embeds exactly these at
 * build time; everything else in the environment stays on the server.
 */
export const PUBLIC_ENV = [
  'SITE_NAME',
  'CONTACT_EMAIL',
  'HIDE_SUPPLIERS',
  'SET_LANGUAGE_FROM_IP',
  'ANALYTICS_ID',
  'PAGINATION_MODE',
  'MINIMUM_AGE',
  'GOOGLE_MAPS_API_KEY',
  'GOOGLE_CLIENT_ID',
  'RECAPTCHA_SITE_KEY',
  'RATE_PROVIDERS',
  'DEVTOOLS_IN_PRODUCTION',
] as const;
