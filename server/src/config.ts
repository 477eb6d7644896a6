/**
 * Runtime configuration of the reference server: every environment variable, its default and its
 * meaning, read once into one typed object. `describeConfig()` is the list the README documents.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAYPAL_API } from './payments/paypal';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite files, outbox, generated assets, dev JWT secret). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of this instance's PostgreSQL pool (DATABASE_URL only). */
  pgPoolMax: number;
  /** PostgreSQL cancels a statement running longer than this (0 = never). */
  pgStatementTimeoutMs: number;
  /** Absolute path of the built web app. */
  appDist: string;
  contactEmail: string;
  siteName: string;
  mailFrom: string;
  jwtSecret: string;
  cookieSecure: boolean;
  smtpUrl: string | undefined;
  defaultCountry: string;
  ipLookupUrl: string | undefined;
  ipLookupTimeoutMs: number;
  /** Requests per minute and per IP on the contact form and the newsletter. */
  contactRateLimit: number;
  /** Requests per minute and per IP on every other API operation. */
  apiRateLimit: number;
  trustProxy: boolean;
  logLevel: LogLevel;
  googleMapsApiKey: string | undefined;
  paypalClientId: string | undefined;
  /** PayPal REST secret; with PAYPAL_CLIENT_ID payments go to PayPal, without both to the test gateway. */
  paypalClientSecret: string | undefined;
  /** PayPal's REST host: PAYPAL_API_URL, else PAYPAL_ENVIRONMENT's (tests point it at a local fake). */
  paypalApiUrl: string;
  paypalTimeoutMs: number;
  /** How long an unpaid online booking holds its car, in minutes. */
  paymentHoldMinutes: number;
  /** Without PayPal, online payments use the test gateway; off by default in production (no free "paid" bookings). */
  testPayments: boolean;
  googleClientId: string | undefined;
  recaptchaSiteKey: string | undefined;
  /** reCAPTCHA secret; human checks run only when both the site key and this are set. */
  recaptchaSecret: string | undefined;
  recaptchaVerifyUrl: string;
  recaptchaTimeoutMs: number;
  /** Sign-ups, contact messages and checkouts each accepted per client in AUTH_RATE_WINDOW_SECONDS from Safari without a token. */
  recaptchaSafariRateLimit: number;
  googleJwksUrl: string;
  googleTimeoutMs: number;
  /** Origin of the web app, for links in e-mails (activation, password reset). */
  publicUrl: string;
  /** Where the sign-up e-mail's confirmation link points: the app's /activate page, or the API's page. */
  confirmEmailLink: 'app' | 'api';
  /** Minimum driver age at sign-up (18; 21 when MINIMUM_AGE cannot be parsed). */
  minimumAge: number;
  /** Lifetime of activation and password-reset links, in seconds. */
  accountLinkTtlSeconds: number;
  /** Sign-in failures and account e-mails allowed per address in AUTH_RATE_WINDOW_SECONDS. */
  authRateLimit: number;
  /** The same per client (IP address). */
  authClientRateLimit: number;
  authRateWindowSeconds: number;
  /** Extra origins the browser may fetch from (e.g. currency-rate providers), space-separated. */
  cspConnectSrc: string[];
  /** Whether the seeded demo drivers get a password (see seed.ts demoPasswordFor). */
  demoAccounts: boolean;
}

export interface ConfigEntry {
  name: string;
  default: string;
  meaning: string;
}

const ENTRIES: ConfigEntry[] = [
  {
    name: 'NODE_ENV',
    default: 'development',
    meaning: '`production` makes cookies Secure, enables HSTS and requires JWT_SECRET.',
  },
  { name: 'PORT', default: '3000', meaning: 'Port serving both /api and the built app.' },
  { name: 'HOST', default: 'localhost', meaning: 'Interface to listen on; use 0.0.0.0 to accept remote connections.' },
  {
    name: 'DATA_DIR',
    default: '.data',
    meaning: 'Data folder: embedded database (pgdata/), e-mail outbox (outbox/), seed and uploaded images (cdn/).',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning: 'postgres://… to use a PostgreSQL server instead of the embedded PGlite database.',
  },
  {
    name: 'PG_POOL_MAX',
    default: '10',
    meaning:
      'With DATABASE_URL: connections each instance opens at most (keep instances × PG_POOL_MAX below the server’s max_connections).',
  },
  {
    name: 'PG_STATEMENT_TIMEOUT_MS',
    default: '30000',
    meaning: 'With DATABASE_URL: PostgreSQL cancels a statement running longer (0 = never); the request answers 503.',
  },
  { name: 'APP_DIST', default: 'dist', meaning: 'Folder of the built web app served at / with history fallback.' },
  { name: 'CONTACT_EMAIL', default: 'contact@drivemarket.example', meaning: 'The only recipient of the contact form.' },
  { name: 'SITE_NAME', default: 'DriveMarket', meaning: 'Site name used in e-mails.' },
  {
    name: 'MAIL_FROM',
    default: 'no-reply@drivemarket.example',
    meaning: 'Sender address of every e-mail the server sends.',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    meaning:
      'Secret signing session tokens. Generated once and kept in DATA_DIR/jwt-secret when unset; required in production.',
  },
  {
    name: 'COOKIE_SECURE',
    default: 'true in production, else false',
    meaning: 'Marks the session cookie Secure (HTTPS only).',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning: 'smtp(s)://user:pass@host:port to send real e-mail; unset = write each message to DATA_DIR/outbox.',
  },
  {
    name: 'DEFAULT_COUNTRY',
    default: 'US',
    meaning: 'Country code answered when the visitor’s country cannot be found.',
  },
  {
    name: 'IP_LOOKUP_URL',
    default: '(unset)',
    meaning:
      'IP-to-country service, `{ip}` is replaced by the caller’s address (e.g. https://ipinfo.io/{ip}/country). Unset = always DEFAULT_COUNTRY.',
  },
  { name: 'IP_LOOKUP_TIMEOUT_MS', default: '1500', meaning: 'Timeout of the IP lookup.' },
  {
    name: 'CONTACT_RATE_LIMIT',
    default: '5',
    meaning: 'Contact-form and newsletter requests allowed per minute and per IP.',
  },
  {
    name: 'API_RATE_LIMIT',
    default: '300',
    meaning: 'Requests allowed per minute and per IP on every other API operation.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning: 'Trust X-Forwarded-For (set when running behind a reverse proxy).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    meaning: 'Log level of the JSON logs (fatal, error, warn, info, debug, trace, silent).',
  },
  {
    name: 'GOOGLE_MAPS_API_KEY',
    default: '(unset)',
    meaning: 'Google Maps key; when set the Content-Security-Policy allows the Maps hosts.',
  },
  {
    name: 'PAYPAL_CLIENT_ID',
    default: '(unset)',
    meaning:
      'PayPal public client id, sent to the app in the settings; when set the Content-Security-Policy allows the PayPal hosts.',
  },
  {
    name: 'PAYPAL_CLIENT_SECRET',
    default: '(unset)',
    meaning:
      'PayPal REST secret. With PAYPAL_CLIENT_ID, payments use PayPal’s Orders API v2; without both, the server’s test gateway (test cards, no real payment). Required when PAYPAL_CLIENT_ID is set.',
  },
  {
    name: 'PAYPAL_ENVIRONMENT',
    default: 'sandbox',
    meaning: '`sandbox` (api-m.sandbox.paypal.com) or `live` (api-m.paypal.com).',
  },
  {
    name: 'PAYPAL_API_URL',
    default: 'PAYPAL_ENVIRONMENT’s host',
    meaning: 'PayPal’s REST host, replacing the one PAYPAL_ENVIRONMENT names (e.g. a local fake of PayPal in tests).',
  },
  {
    name: 'PAYPAL_TIMEOUT_MS',
    default: '10000',
    meaning: 'Timeout of each call to PayPal; a timeout answers 502 and changes nothing.',
  },
  {
    name: 'PAYMENT_HOLD_MINUTES',
    default: '15',
    meaning: 'How long an unpaid online booking holds its car before it expires.',
  },
  {
    name: 'TEST_PAYMENTS',
    default: 'true, false in production',
    meaning:
      'Without PayPal credentials, online payments use the test gateway (test cards, no real money). When false and PayPal is not configured, only pay-later bookings are possible.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset)',
    meaning: 'Google sign-in client id; when set the Content-Security-Policy allows Google Identity.',
  },
  {
    name: 'RECAPTCHA_SITE_KEY',
    default: '(unset)',
    meaning: 'reCAPTCHA site key; when set the Content-Security-Policy allows reCAPTCHA.',
  },
  {
    name: 'RECAPTCHA_SECRET',
    default: '(unset)',
    meaning:
      'reCAPTCHA secret key; with RECAPTCHA_SITE_KEY the server checks the token and the caller’s IP on sign-up, contact and checkout. Required when RECAPTCHA_SITE_KEY is set.',
  },
  {
    name: 'RECAPTCHA_VERIFY_URL',
    default: 'https://www.google.com/recaptcha/api/siteverify',
    meaning: 'reCAPTCHA verification endpoint.',
  },
  {
    name: 'RECAPTCHA_TIMEOUT_MS',
    default: '3000',
    meaning: 'Timeout of a reCAPTCHA verification; a timeout refuses the check.',
  },
  {
    name: 'RECAPTCHA_SAFARI_RATE_LIMIT',
    default: '3',
    meaning:
      'With reCAPTCHA on: sign-ups, contact messages and checkouts each accepted per client IP per AUTH_RATE_WINDOW_SECONDS from Safari, which sends no token (the app skips reCAPTCHA there).',
  },
  {
    name: 'GOOGLE_JWKS_URL',
    default: 'https://www.googleapis.com/oauth2/v3/certs',
    meaning: 'Google’s signing keys, used to verify Google sign-in ID tokens.',
  },
  { name: 'GOOGLE_TIMEOUT_MS', default: '3000', meaning: 'Timeout of fetching Google’s signing keys.' },
  {
    name: 'PUBLIC_URL',
    default: 'http://HOST:PORT',
    meaning:
      'Origin of the web app used in links sent by e-mail (activation, password reset); with `npm run dev` set it to the dev server, e.g. http://127.0.0.1:8080.',
  },
  {
    name: 'CONFIRM_EMAIL_LINK',
    default: 'app',
    meaning:
      'Where the sign-up e-mail’s confirmation link points: `app`, this app’s /activate page; `api`, GET /api/confirm-email/…, which confirms and answers a page itself (for BookCars’ customer app, which has no page for it).',
  },
  {
    name: 'MINIMUM_AGE',
    default: '18',
    meaning: 'Minimum driver age, checked by the sign-up form and the server (21 when the value cannot be parsed).',
  },
  {
    name: 'ACCOUNT_LINK_TTL_SECONDS',
    default: '86400',
    meaning: 'Lifetime of activation and password-reset links (one day).',
  },
  {
    name: 'AUTH_RATE_LIMIT',
    default: '10',
    meaning: 'Failed sign-ins and account e-mails (activation, password reset) allowed per e-mail address per window.',
  },
  { name: 'AUTH_CLIENT_RATE_LIMIT', default: '30', meaning: 'The same, per client IP address.' },
  { name: 'AUTH_RATE_WINDOW_SECONDS', default: '900', meaning: 'Window of the two limits above (15 minutes).' },
  {
    name: 'DEMO_ACCOUNTS',
    default: 'true, false in production',
    meaning:
      'Whether the demo drivers seeded with a new database can sign in: with the documented password drive-demo-2025 in development, with a random one printed once in production. When false they have no password and nobody can sign in as them.',
  },
  {
    name: 'CSP_CONNECT_SRC',
    default: '(unset)',
    meaning: 'Extra origins (space-separated) the app may fetch from, e.g. currency-rate providers.',
  },
];

/** Every environment variable the server reads, with its default and meaning. */
export function describeConfig(): ConfigEntry[] {
  return ENTRIES.map((e) => ({ ...e }));
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function int(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return n;
}

/** The configured minimum driver age; 21 when the value cannot be parsed (spec §5). */
function minimumAge(env: Env): number {
  const raw = str(env, 'MINIMUM_AGE');
  if (raw === undefined) return 18;
  const age = Number(raw);
  return Number.isInteger(age) && age > 0 ? age : 21;
}

function confirmEmailLink(env: Env): Config['confirmEmailLink'] {
  const value = str(env, 'CONFIRM_EMAIL_LINK') ?? 'app';
  if (value !== 'app' && value !== 'api') throw new Error(`CONFIRM_EMAIL_LINK must be app or api (got "${value}")`);
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const value = str(env, name) ?? fallback;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`${name} must be an http(s) URL (got "${value}")`);
  }
  return value.replace(/\/+$/, '');
}

/** The host of e-mailed links by default: the one the server listens on (any interface → localhost). */
function publicHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The development JWT secret: generated on first start and kept in the data folder so sessions
 * survive restarts. Production must configure JWT_SECRET explicitly.
 */
function devJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const nodeEnv = str(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(cwd, str(env, 'DATA_DIR') ?? '.data');
  const logLevel = (str(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  let jwtSecret = str(env, 'JWT_SECRET');
  if (jwtSecret === undefined) {
    if (production) throw new Error('JWT_SECRET must be set in production');
    jwtSecret = devJwtSecret(dataDir);
  } else if (jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters long');
  }
  const defaultCountry = (str(env, 'DEFAULT_COUNTRY') ?? 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(defaultCountry)) {
    throw new Error(`DEFAULT_COUNTRY must be a two-letter country code (got "${defaultCountry}")`);
  }
  const email = (name: string, fallback: string) => {
    const value = str(env, name) ?? fallback;
    if (!/^[^\s@<>]+@[^\s@<>]+$/.test(value)) throw new Error(`${name} must be an e-mail address (got "${value}")`);
    return value;
  };
  const port = int(env, 'PORT', 3000, 0, 65535);
  const recaptchaSiteKey = str(env, 'RECAPTCHA_SITE_KEY');
  const recaptchaSecret = str(env, 'RECAPTCHA_SECRET');
  if (recaptchaSiteKey && !recaptchaSecret) {
    // The browser would show a check the server cannot verify.
    throw new Error('RECAPTCHA_SECRET must be set when RECAPTCHA_SITE_KEY is set');
  }
  const paypalClientId = str(env, 'PAYPAL_CLIENT_ID');
  const paypalClientSecret = str(env, 'PAYPAL_CLIENT_SECRET');
  if (paypalClientId && !paypalClientSecret) {
    // The app would show PayPal's buttons for orders the server cannot create.
    throw new Error('PAYPAL_CLIENT_SECRET must be set when PAYPAL_CLIENT_ID is set');
  }
  const paypalEnvironment = str(env, 'PAYPAL_ENVIRONMENT') ?? 'sandbox';
  if (paypalEnvironment !== 'sandbox' && paypalEnvironment !== 'live') {
    throw new Error(`PAYPAL_ENVIRONMENT must be sandbox or live (got "${paypalEnvironment}")`);
  }
  return {
    nodeEnv,
    production,
    port,
    host: str(env, 'HOST') ?? 'localhost',
    dataDir,
    databaseUrl: str(env, 'DATABASE_URL'),
    pgPoolMax: int(env, 'PG_POOL_MAX', 10, 1, 1000),
    pgStatementTimeoutMs: int(env, 'PG_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
    appDist: path.resolve(cwd, str(env, 'APP_DIST') ?? 'dist'),
    contactEmail: email('CONTACT_EMAIL', 'contact@drivemarket.example'),
    siteName: str(env, 'SITE_NAME') ?? 'DriveMarket',
    mailFrom: email('MAIL_FROM', 'no-reply@drivemarket.example'),
    jwtSecret,
    cookieSecure: bool(env, 'COOKIE_SECURE', production),
    smtpUrl: str(env, 'SMTP_URL'),
    defaultCountry,
    ipLookupUrl: str(env, 'IP_LOOKUP_URL'),
    ipLookupTimeoutMs: int(env, 'IP_LOOKUP_TIMEOUT_MS', 1500, 1, 60_000),
    contactRateLimit: int(env, 'CONTACT_RATE_LIMIT', 5, 1),
    apiRateLimit: int(env, 'API_RATE_LIMIT', 300, 1),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel,
    googleMapsApiKey: str(env, 'GOOGLE_MAPS_API_KEY'),
    paypalClientId,
    paypalClientSecret,
    paypalApiUrl: url(env, 'PAYPAL_API_URL', PAYPAL_API[paypalEnvironment]),
    paypalTimeoutMs: int(env, 'PAYPAL_TIMEOUT_MS', 10_000, 1, 120_000),
    paymentHoldMinutes: int(env, 'PAYMENT_HOLD_MINUTES', 15, 1, 24 * 60),
    testPayments: bool(env, 'TEST_PAYMENTS', !production),
    googleClientId: str(env, 'GOOGLE_CLIENT_ID'),
    recaptchaSiteKey,
    recaptchaSecret,
    recaptchaVerifyUrl: url(env, 'RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
    recaptchaTimeoutMs: int(env, 'RECAPTCHA_TIMEOUT_MS', 3000, 1, 60_000),
    recaptchaSafariRateLimit: int(env, 'RECAPTCHA_SAFARI_RATE_LIMIT', 3, 1),
    googleJwksUrl: url(env, 'GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
    googleTimeoutMs: int(env, 'GOOGLE_TIMEOUT_MS', 3000, 1, 60_000),
    publicUrl: url(env, 'PUBLIC_URL', `http://${publicHost(str(env, 'HOST') ?? 'localhost')}:${port}`),
    confirmEmailLink: confirmEmailLink(env),
    minimumAge: minimumAge(env),
    accountLinkTtlSeconds: int(env, 'ACCOUNT_LINK_TTL_SECONDS', 86_400, 1),
    authRateLimit: int(env, 'AUTH_RATE_LIMIT', 10, 1),
    authClientRateLimit: int(env, 'AUTH_CLIENT_RATE_LIMIT', 30, 1),
    authRateWindowSeconds: int(env, 'AUTH_RATE_WINDOW_SECONDS', 900, 1),
    cspConnectSrc: (str(env, 'CSP_CONNECT_SRC') ?? '').split(/\s+/).filter(Boolean),
    demoAccounts: bool(env, 'DEMO_ACCOUNTS', !production),
  };
}
