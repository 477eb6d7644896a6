/**
 * Exchange-rate providers, tried in order (spec §8 rate provider messages). The domain never
 * talks to the network: an HTTP provider receives a `fetchJson` function from the app (browser
 * fetch) or the tests (a fake).
 */

/** A table of exchange rates: 1 `base` = `rates[code]` of each code. */
export interface RatesResult {
  base: string;
  rates: Record<string, number>;
  /** Date of the rates, ISO 8601 (a date or a date-time). */
  date: string;
  /** Name of the provider the rates came from. */
  provider: string;
  /** The rates come from a dated snapshot (the UI then shows their date). */
  snapshot: boolean;
}

/** A source of exchange rates. */
export interface RateProvider {
  name: string;
  fetchRates(base: string): Promise<RatesResult>;
}

/** A provider failure the next provider may make up for (bad answer, refused query, no data). */
export class RateProviderError extends Error {
  /** The provider's error code or HTTP status, or 'NO_DATA'. */
  readonly code: number | 'NO_DATA';
  /** The HTTP status when the code is one (400–599). */
  readonly status: number | undefined;
  provider: string | undefined;

  constructor(message: string, code: number | 'NO_DATA', provider?: string) {
    super(message);
    this.name = 'RateProviderError';
    this.code = code;
    this.status = typeof code === 'number' && code >= 400 && code <= 599 ? code : undefined;
    this.provider = provider;
  }
}

// Spec §8 messages; 101, 105 and 201 are error codes some providers put in a 200 body.
const PROVIDER_MESSAGES: Record<number, string> = {
  400: 'Malformed query.',
  404: 'Currency not found',
  101: 'Invalid API key!',
  401: 'Invalid API key!',
  201: 'Invalid base currency.',
  105: 'A paid plan is required to use this feature.',
};

/** The error for an HTTP status or a provider error code, with the spec §8 message when it has one. */
export function providerError(statusOrCode: number, provider?: string): RateProviderError {
  const message = PROVIDER_MESSAGES[statusOrCode] ?? `Rate provider request failed (${statusOrCode}).`;
  return new RateProviderError(message, statusOrCode, provider);
}

/** The error for an answer without usable rates. */
export function noDataError(provider?: string): RateProviderError {
  return new RateProviderError('No data returned for rate fetch.', 'NO_DATA', provider);
}

/**
 * Whether a provider failure lets the next provider be tried: a RateProviderError, a network
 * failure (fetch rejects with a TypeError) or a timeout (an AbortError, or the TimeoutError of
 * `AbortSignal.timeout`). Anything else is a bug and must surface.
 */
export function isHandledProviderError(error: unknown): boolean {
  if (error instanceof RateProviderError || error instanceof TypeError) return true;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'AbortError' || name === 'TimeoutError';
}

/**
 * One provider trying `providers` in order: a handled failure (see `isHandledProviderError`)
 * moves on to the next, any other error propagates at once, and when all fail the last handled
 * error is thrown.
 */
export function chainProviders(providers: RateProvider[]): RateProvider {
  if (providers.length === 0) throw new RangeError('chainProviders needs at least one provider');
  const list = [...providers];
  return {
    name: list.map((p) => p.name).join(' > '),
    async fetchRates(base) {
      let lastError: unknown;
      for (const provider of list) {
        try {
          return await provider.fetchRates(base);
        } catch (error) {
          if (!isHandledProviderError(error)) throw error;
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}

/** What `fetchJson` answers: the HTTP status and the parsed JSON body (null when not JSON). */
export interface JsonResponse {
  status: number;
  body: unknown;
}

/** Fetches a URL as JSON, giving up after `timeoutMs` (rejecting with an AbortError/TimeoutError). */
export type FetchJson = (url: string, options: { timeoutMs: number }) => Promise<JsonResponse>;

/** Options of `httpJsonProvider`. */
export interface HttpJsonProviderOptions {
  name: string;
  url: (base: string) => string;
  parse: (json: unknown, base: string) => RatesResult;
  fetchJson: FetchJson;
  /** Default 3000 ms. */
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// open.er-api.com answers `{ result: 'error', 'error-type': … }` with a 200 status.
const ERROR_TYPE_CODES: Record<string, number> = {
  'unsupported-code': 404,
  'malformed-request': 400,
  'invalid-key': 401,
  'inactive-account': 401,
  'quota-reached': 429,
};

/**
 * The error code an error-carrying 2xx body holds, null when the body is not an error. An error
 * body without a recognisable code counts as a refused query (400).
 */
function bodyErrorCode(body: Record<string, unknown>): number | null {
  const error = body.error;
  if (isRecord(error) && typeof error.code === 'number') return error.code;
  if (typeof error === 'number') return error;
  if (body.result === 'error') {
    const type = body['error-type'];
    return (typeof type === 'string' && ERROR_TYPE_CODES[type]) || 400;
  }
  if (body.success === false || (error !== undefined && error !== null)) return 400;
  return null;
}

/**
 * A provider behind an HTTP JSON API: a non-2xx status gives `providerError(status)`, a body
 * carrying an error code (`{ success: false, error: { code } }`, `{ result: 'error' }`) gives
 * `providerError(code)`, and empty or malformed rates give `noDataError()`. Network failures and
 * timeouts from `fetchJson` pass through for the chain to handle. A non-provider error thrown by
 * `parse` is wrapped in a plain Error so a parser bug is not mistaken for a network failure.
 */
export function httpJsonProvider({
  name,
  url,
  parse,
  fetchJson,
  timeoutMs = 3000,
}: HttpJsonProviderOptions): RateProvider {
  return {
    name,
    async fetchRates(base) {
      const response = await fetchJson(url(base), { timeoutMs });
      if (response.status < 200 || response.status > 299) throw providerError(response.status, name);
      const body = response.body;
      if (!isRecord(body)) throw noDataError(name);
      const code = bodyErrorCode(body);
      if (code !== null) throw providerError(code, name);
      let result: RatesResult;
      try {
        result = parse(body, base);
      } catch (error) {
        if (error instanceof RateProviderError) {
          error.provider ??= name;
          throw error;
        }
        throw new Error(`Rate parser of ${name} failed`, { cause: error });
      }
      return { ...checkRates(result, base, name), provider: name };
    },
  };
}

/** Keeps the positive finite rates of a table; throws when none remain or the base differs. */
function checkRates(result: RatesResult, base: string, provider?: string): RatesResult {
  if (!isRecord(result) || !isRecord(result.rates)) throw noDataError(provider);
  if (typeof result.base === 'string' && result.base.toUpperCase() !== base.toUpperCase()) {
    throw providerError(201, provider);
  }
  const rates: Record<string, number> = {};
  for (const [code, rate] of Object.entries(result.rates)) {
    if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[code.toUpperCase()] = rate;
  }
  if (Object.keys(rates).length === 0) throw noDataError(provider);
  return { ...result, base: base.toUpperCase(), rates };
}

function tableOf(json: unknown): { body: Record<string, unknown>; rates: Record<string, number> } {
  if (!isRecord(json) || !isRecord(json.rates)) throw noDataError();
  return { body: json, rates: json.rates as Record<string, number> };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Parses Frankfurter's answer (ECB reference rates): `{ amount, base, date: 'YYYY-MM-DD', rates }`.
 * Its rates omit the base itself.
 */
export function parseFrankfurter(json: unknown, base: string): RatesResult {
  const { body, rates } = tableOf(json);
  return checkRates(
    { base: text(body.base) ?? base, rates, date: text(body.date) ?? '', provider: 'frankfurter', snapshot: false },
    base,
  );
}

/**
 * Parses open.er-api.com's answer: `{ result: 'success', base_code, time_last_update_unix,
 * time_last_update_utc, rates }`; the date is taken from the Unix time, else the UTC text.
 */
export function parseOpenErApi(json: unknown, base: string): RatesResult {
  const { body, rates } = tableOf(json);
  if (body.result !== undefined && body.result !== 'success') throw noDataError();
  const unix = body.time_last_update_unix;
  const parsed = typeof unix === 'number' ? unix * 1000 : Date.parse(text(body.time_last_update_utc) ?? '');
  const date = Number.isFinite(parsed) ? new Date(parsed).toISOString() : '';
  return checkRates(
    { base: text(body.base_code) ?? base, rates, date, provider: 'open.er-api', snapshot: false },
    base,
  );
}

/** Parses our server's dated snapshot `{ base, date, rates }` (snapshot: true, so the UI shows the date). */
export function parseSnapshot(json: unknown, base: string): RatesResult {
  const { body, rates } = tableOf(json);
  return checkRates(
    { base: text(body.base) ?? base, rates, date: text(body.date) ?? '', provider: 'snapshot', snapshot: true },
    base,
  );
}
