import {
  chainProviders,
  httpJsonProvider,
  isHandledProviderError,
  noDataError,
  parseFrankfurter,
  parseOpenErApi,
  parseSnapshot,
  providerError,
  RateProviderError,
  type FetchJson,
  type RateProvider,
  type RatesResult,
} from './rateProviders';

const rates = (provider: string, base = 'EUR'): RatesResult => ({
  base,
  rates: { USD: 1.08, GBP: 0.85 },
  date: '2024-05-10',
  provider,
  snapshot: false,
});

const succeeding = (name: string): RateProvider => ({
  name,
  fetchRates: jest.fn(async (base: string) => rates(name, base)),
});
const failing = (name: string, error: unknown): RateProvider => ({
  name,
  fetchRates: jest.fn(async () => {
    throw error;
  }),
});

const abortError = () => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
const timeoutError = () => Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' });

/** Resolves with the error a promise rejects with. */
const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe('providerError and noDataError', () => {
  it.each([
    [400, 'Malformed query.', 400],
    [404, 'Currency not found', 404],
    [101, 'Invalid API key!', undefined],
    [401, 'Invalid API key!', 401],
    [201, 'Invalid base currency.', undefined],
  ])('maps %i to %p', (code, message, status) => {
    const error = providerError(code);
    expect(error).toBeInstanceOf(RateProviderError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it('maps 105 to the paid plan message', () => {
    expect(providerError(105).message).toBe('A paid plan is required to use this feature.');
    expect(providerError(105).message.startsWith('A paid plan is required')).toBe(true);
  });

  it('gives other statuses a generic provider error', () => {
    const error = providerError(503, 'frankfurter');
    expect(error).toBeInstanceOf(RateProviderError);
    expect(error.message).toBe('Rate provider request failed (503).');
    expect(error).toMatchObject({ code: 503, status: 503, provider: 'frankfurter', name: 'RateProviderError' });
  });

  it('reports missing data', () => {
    const error = noDataError();
    expect(error.message).toBe('No data returned for rate fetch.');
    expect(error.code).toBe('NO_DATA');
    expect(error.status).toBeUndefined();
  });
});

describe('isHandledProviderError', () => {
  it.each([
    ['a provider error', providerError(404), true],
    ['a network failure', new TypeError('Failed to fetch'), true],
    ['an abort', abortError(), true],
    ['a timeout', timeoutError(), true],
    ['a programming error', new RangeError('oops'), false],
    ['a plain error', new Error('oops'), false],
    ['a string', 'oops', false],
    ['null', null, false],
  ])('%s → %p', (_label, error, handled) => {
    expect(isHandledProviderError(error)).toBe(handled);
  });
});

describe('chainProviders', () => {
  it('uses the first provider that answers and does not call the rest', async () => {
    const first = succeeding('first');
    const second = succeeding('second');
    const chain = chainProviders([first, second]);
    await expect(chain.fetchRates('EUR')).resolves.toMatchObject({ provider: 'first', base: 'EUR' });
    expect(first.fetchRates).toHaveBeenCalledWith('EUR');
    expect(second.fetchRates).not.toHaveBeenCalled();
    expect(chain.name).toBe('first > second');
  });

  it.each([
    ['a provider error', providerError(401)],
    ['no data', noDataError()],
    ['a network failure', new TypeError('fetch failed')],
    ['an abort (timeout)', abortError()],
    ['a TimeoutError', timeoutError()],
  ])('falls back to the next provider on %s', async (_label, error) => {
    const first = failing('first', error);
    const second = succeeding('second');
    await expect(chainProviders([first, second]).fetchRates('USD')).resolves.toMatchObject({
      provider: 'second',
      base: 'USD',
    });
    expect(first.fetchRates).toHaveBeenCalledTimes(1);
    expect(second.fetchRates).toHaveBeenCalledTimes(1);
  });

  it('tries the providers in order', async () => {
    const calls: string[] = [];
    const track = (provider: RateProvider): RateProvider => ({
      name: provider.name,
      fetchRates: (base) => {
        calls.push(provider.name);
        return provider.fetchRates(base);
      },
    });
    const chain = chainProviders([
      track(failing('a', noDataError())),
      track(failing('b', providerError(404))),
      track(succeeding('c')),
    ]);
    await expect(chain.fetchRates('EUR')).resolves.toMatchObject({ provider: 'c' });
    expect(calls).toEqual(['a', 'b', 'c']);
  });

  it('lets an unexpected error propagate at once', async () => {
    const bug = new RangeError('bug');
    const next = succeeding('next');
    await expect(chainProviders([failing('buggy', bug), next]).fetchRates('EUR')).rejects.toBe(bug);
    expect(next.fetchRates).not.toHaveBeenCalled();
  });

  it('throws the last handled error when all fail', async () => {
    const last = providerError(404);
    await expect(
      chainProviders([failing('a', new TypeError('offline')), failing('b', last)]).fetchRates('EUR'),
    ).rejects.toBe(last);
  });

  it('refuses an empty list', () => {
    expect(() => chainProviders([])).toThrow(RangeError);
  });
});

describe('httpJsonProvider', () => {
  const frankfurterBody = { amount: 1, base: 'EUR', date: '2024-05-10', rates: { USD: 1.0783, GBP: 0.8612 } };
  const provider = (answer: { status: number; body: unknown } | Error, timeoutMs?: number) => {
    const fetchJson = jest.fn<ReturnType<FetchJson>, Parameters<FetchJson>>(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const p = httpJsonProvider({
      name: 'frankfurter',
      url: (base) => `https://rates.example/latest?base=${base}`,
      parse: parseFrankfurter,
      fetchJson,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    return { p, fetchJson };
  };

  it('fetches the URL of the base with the timeout and parses the rates', async () => {
    const { p, fetchJson } = provider({ status: 200, body: frankfurterBody });
    await expect(p.fetchRates('EUR')).resolves.toEqual({
      base: 'EUR',
      rates: { USD: 1.0783, GBP: 0.8612 },
      date: '2024-05-10',
      provider: 'frankfurter',
      snapshot: false,
    });
    expect(fetchJson).toHaveBeenCalledWith('https://rates.example/latest?base=EUR', { timeoutMs: 3000 });
  });

  it('passes a custom timeout', async () => {
    const { p, fetchJson } = provider({ status: 200, body: frankfurterBody }, 500);
    await p.fetchRates('EUR');
    expect(fetchJson).toHaveBeenCalledWith(expect.any(String), { timeoutMs: 500 });
  });

  it.each([
    [{ status: 401, body: { message: 'unauthorised' } }, 'Invalid API key!'],
    [{ status: 404, body: { message: 'not found' } }, 'Currency not found'],
    [{ status: 400, body: null }, 'Malformed query.'],
    [{ status: 500, body: null }, 'Rate provider request failed (500).'],
    [{ status: 200, body: { success: false, error: { code: 101, type: 'invalid_access_key' } } }, 'Invalid API key!'],
    [
      { status: 200, body: { success: false, error: { code: 105, type: 'function_access_restricted' } } },
      'A paid plan is required to use this feature.',
    ],
    [
      { status: 200, body: { success: false, error: { code: 201, type: 'invalid_base_currency' } } },
      'Invalid base currency.',
    ],
    [{ status: 200, body: { result: 'error', 'error-type': 'unsupported-code' } }, 'Currency not found'],
    [{ status: 200, body: { result: 'error', 'error-type': 'invalid-key' } }, 'Invalid API key!'],
    [{ status: 200, body: { result: 'error' } }, 'Malformed query.'],
    [{ status: 200, body: { base: 'EUR', date: '2024-05-10', rates: {} } }, 'No data returned for rate fetch.'],
    [{ status: 200, body: { base: 'EUR', date: '2024-05-10' } }, 'No data returned for rate fetch.'],
    [{ status: 200, body: { base: 'EUR', rates: { USD: 'x', GBP: -1 } } }, 'No data returned for rate fetch.'],
    [{ status: 200, body: null }, 'No data returned for rate fetch.'],
    [{ status: 200, body: 'not json' }, 'No data returned for rate fetch.'],
    [{ status: 200, body: { ...frankfurterBody, base: 'USD' } }, 'Invalid base currency.'],
  ])('maps %j to %p', async (answer, message) => {
    const error = await rejection(provider(answer).p.fetchRates('EUR'));
    expect(error).toBeInstanceOf(RateProviderError);
    expect((error as RateProviderError).message).toBe(message);
    expect((error as RateProviderError).provider).toBe('frankfurter');
  });

  it('lets network failures and timeouts through for the chain', async () => {
    const offline = new TypeError('Failed to fetch');
    await expect(provider(offline).p.fetchRates('EUR')).rejects.toBe(offline);
    const timeout = abortError();
    await expect(provider(timeout).p.fetchRates('EUR')).rejects.toBe(timeout);
  });

  it('does not let a parser bug pass for a network failure', async () => {
    const p = httpJsonProvider({
      name: 'buggy',
      url: () => 'https://rates.example',
      parse: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'rates')");
      },
      fetchJson: async () => ({ status: 200, body: frankfurterBody }),
    });
    const error = await rejection(p.fetchRates('EUR'));
    expect(isHandledProviderError(error)).toBe(false);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('drops unusable rates but keeps the good ones', async () => {
    const { p } = provider({ status: 200, body: { ...frankfurterBody, rates: { USD: 1.08, XXX: 0, YYY: null } } });
    await expect(p.fetchRates('EUR')).resolves.toMatchObject({ rates: { USD: 1.08 } });
  });

  it('falls back through a chain on a provider error', async () => {
    const down = provider({ status: 503, body: null }).p;
    const up = provider({ status: 200, body: frankfurterBody }).p;
    await expect(chainProviders([down, up]).fetchRates('EUR')).resolves.toMatchObject({ rates: { USD: 1.0783 } });
  });
});

describe('parsers', () => {
  it('parses Frankfurter', () => {
    expect(parseFrankfurter({ amount: 1, base: 'EUR', date: '2024-05-10', rates: { USD: 1.0783 } }, 'EUR')).toEqual({
      base: 'EUR',
      rates: { USD: 1.0783 },
      date: '2024-05-10',
      provider: 'frankfurter',
      snapshot: false,
    });
  });

  it('parses open.er-api.com', () => {
    const body = {
      result: 'success',
      provider: 'https://www.exchangerate-api.com',
      time_last_update_unix: 1715299351,
      time_last_update_utc: 'Fri, 10 May 2024 00:02:31 +0000',
      base_code: 'USD',
      rates: { USD: 1, EUR: 0.928, GBP: 0.798 },
    };
    expect(parseOpenErApi(body, 'USD')).toEqual({
      base: 'USD',
      rates: { USD: 1, EUR: 0.928, GBP: 0.798 },
      date: '2024-05-10T00:02:31.000Z',
      provider: 'open.er-api',
      snapshot: false,
    });
    const { time_last_update_unix: _unix, ...withoutUnix } = body;
    expect(parseOpenErApi(withoutUnix, 'USD').date).toBe('2024-05-10T00:02:31.000Z');
  });

  it('parses our snapshot as a dated snapshot', () => {
    expect(parseSnapshot({ base: 'EUR', date: '2024-05-01', rates: { USD: 1.07, AUD: 1.63 } }, 'EUR')).toEqual({
      base: 'EUR',
      rates: { USD: 1.07, AUD: 1.63 },
      date: '2024-05-01',
      provider: 'snapshot',
      snapshot: true,
    });
  });

  it.each([
    ['Frankfurter', parseFrankfurter],
    ['open.er-api', parseOpenErApi],
    ['snapshot', parseSnapshot],
  ])('%s throws noDataError on a body without rates', (_name, parse) => {
    expect(() => parse({ base: 'EUR' }, 'EUR')).toThrow('No data returned for rate fetch.');
    expect(() => parse(null, 'EUR')).toThrow(RateProviderError);
    expect(() => parse({ base: 'EUR', rates: {} }, 'EUR')).toThrow('No data returned for rate fetch.');
  });
});
