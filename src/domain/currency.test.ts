import fc from 'fast-check';
import {
  convertAmount,
  convertWithRates,
  CURRENCY_CODES,
  CurrencyError,
  isCurrencyCode,
  rateFromTable,
  roundedLimit,
  validateAmount,
  validateCurrencyCode,
} from './currency';
import { createCurrencyConverter, DEFAULT_CACHE_SECONDS, validateCacheOptions } from './currencyConverter';
import { providerError, RateProviderError, type RateProvider, type RatesResult } from './rateProviders';

const EUR_TABLE: RatesResult = {
  base: 'EUR',
  rates: { USD: 1.0783, GBP: 0.8612, AUD: 1.6317, JPY: 168.2 },
  date: '2024-05-10',
  provider: 'fake',
  snapshot: false,
};

const TABLES: Record<string, RatesResult> = {
  EUR: EUR_TABLE,
  USD: {
    base: 'USD',
    rates: { EUR: 1 / 1.0783, GBP: 0.8612 / 1.0783 },
    date: '2024-05-10',
    provider: 'fake',
    snapshot: false,
  },
};

/** A provider answering from TABLES, counting its calls. */
const fakeProvider = () => {
  const fetchRates = jest.fn(async (base: string) => {
    const table = TABLES[base];
    if (!table) throw providerError(404);
    return table;
  });
  const provider: RateProvider = { name: 'fake', fetchRates };
  return { provider, fetchRates };
};

/** A clock the test moves by hand. */
const clock = (start = 1_000_000) => {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
};

/** Catches the error a function throws. */
const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

const expectCurrencyError = (fn: () => unknown, message: string, code: string) => {
  const error = thrown(fn);
  expect(error).toBeInstanceOf(CurrencyError);
  expect(error).toBeInstanceOf(Error);
  expect((error as CurrencyError).message).toBe(message);
  expect((error as CurrencyError).code).toBe(code);
};

describe('CURRENCY_CODES', () => {
  it('lists about 150 unique ISO codes, USD first', () => {
    expect(CURRENCY_CODES[0]).toBe('USD');
    expect(CURRENCY_CODES.length).toBeGreaterThanOrEqual(145);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
    for (const code of ['EUR', 'GBP', 'AUD', 'JPY', 'CHF', 'CAD', 'CNY', 'MAD', 'ALL', 'XOF']) {
      expect(isCurrencyCode(code)).toBe(true);
    }
  });
});

describe('validateCurrencyCode', () => {
  it('accepts a listed code, trimmed and upper-cased', () => {
    expect(validateCurrencyCode('EUR')).toBe('EUR');
    expect(validateCurrencyCode(' gbp ')).toBe('GBP');
  });

  it.each(['', '   ', null, undefined])('refuses %p as an empty code', (code) => {
    expectCurrencyError(
      () => validateCurrencyCode(code),
      'currency code cannot be an empty string',
      'EMPTY_CURRENCY_CODE',
    );
  });

  it.each([
    ['XYZ', 'XYZ is not a valid currency code'],
    ['euro', 'euro is not a valid currency code'],
    [' ABC ', 'ABC is not a valid currency code'],
    [42, '42 is not a valid currency code'],
    [true, 'true is not a valid currency code'],
  ])('refuses %p', (code, message) => {
    expectCurrencyError(() => validateCurrencyCode(code), message, 'INVALID_CURRENCY_CODE');
  });
});

describe('validateAmount', () => {
  it('accepts a positive number', () => {
    expect(validateAmount(12.5)).toBe(12.5);
  });

  it.each(['12', NaN, Infinity, null, undefined, {}])('refuses %p as not a number', (amount) => {
    expectCurrencyError(() => validateAmount(amount), 'amount should be a number', 'AMOUNT_NOT_A_NUMBER');
  });

  it.each([0, -1, -0.01])('refuses %p as not positive', (amount) => {
    expectCurrencyError(() => validateAmount(amount), 'amount should be a positive number', 'AMOUNT_NOT_POSITIVE');
  });
});

describe('validateCacheOptions', () => {
  it('defaults to a 3600-second cache', () => {
    expect(DEFAULT_CACHE_SECONDS).toBe(3600);
    expect(validateCacheOptions()).toEqual({ cache: true, cacheSeconds: 3600 });
    expect(validateCacheOptions({ cache: false, cacheSeconds: 60 })).toEqual({ cache: false, cacheSeconds: 60 });
  });

  it.each(['yes', 1, null])('refuses cache = %p', (cache) => {
    expectCurrencyError(
      () => validateCacheOptions({ cache }),
      'cache option should be a boolean',
      'INVALID_CACHE_OPTION',
    );
  });

  it.each([0, -5, '60', NaN, Infinity, null])('refuses cacheSeconds = %p', (cacheSeconds) => {
    expectCurrencyError(
      () => validateCacheOptions({ cacheSeconds }),
      'cache duration should be a positive number',
      'INVALID_CACHE_DURATION',
    );
  });

  it('is applied when creating a converter', () => {
    const { provider } = fakeProvider();
    expect(() => createCurrencyConverter({ providers: [provider], now: Date.now, cacheSeconds: 0 })).toThrow(
      'cache duration should be a positive number',
    );
  });
});

describe('convertAmount and convertWithRates', () => {
  it('converts 0 to 0 without complaint (BookCars threw here)', () => {
    expect(convertAmount(0, 1.08)).toBe(0);
    expect(convertWithRates(0, 'EUR', 'USD', EUR_TABLE)).toBe(0);
  });

  it('still refuses non-numbers and negative amounts with the spec messages', () => {
    expectCurrencyError(() => convertAmount(Number.NaN, 1.08), 'amount should be a number', 'AMOUNT_NOT_A_NUMBER');
    expectCurrencyError(
      () => convertWithRates(-3, 'EUR', 'USD', EUR_TABLE),
      'amount should be a positive number',
      'AMOUNT_NOT_POSITIVE',
    );
    expectCurrencyError(
      () => convertWithRates(3, 'EUR', 'XYZ', EUR_TABLE),
      'XYZ is not a valid currency code',
      'INVALID_CURRENCY_CODE',
    );
  });

  it('converts from the base, to the base and across', () => {
    expect(convertWithRates(100, 'EUR', 'USD', EUR_TABLE)).toBeCloseTo(107.83, 10);
    expect(convertWithRates(107.83, 'USD', 'EUR', EUR_TABLE)).toBeCloseTo(100, 10);
    expect(convertWithRates(100, 'USD', 'GBP', EUR_TABLE)).toBeCloseTo((100 / 1.0783) * 0.8612, 10);
    expect(convertWithRates(100, 'usd', 'usd', EUR_TABLE)).toBe(100);
  });

  it('derives cross rates consistently', () => {
    expect(rateFromTable(EUR_TABLE, 'GBP', 'AUD')).toBeCloseTo(1.6317 / 0.8612, 12);
    expect(rateFromTable(EUR_TABLE, 'GBP', 'AUD') * rateFromTable(EUR_TABLE, 'AUD', 'GBP')).toBeCloseTo(1, 12);
    expect(rateFromTable(EUR_TABLE, 'EUR', 'EUR')).toBe(1);
  });

  it('answers Currency not found for a code missing from the table', () => {
    const error = thrown(() => convertWithRates(5, 'EUR', 'CHF', EUR_TABLE));
    expect(error).toBeInstanceOf(RateProviderError);
    expect((error as Error).message).toBe('Currency not found');
  });
});

describe('createCurrencyConverter', () => {
  it('gives rate 1 and the same amount for equal currencies without calling a provider', async () => {
    const { provider, fetchRates } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [provider], now: clock().now });
    await expect(converter.getRate('EUR', 'eur')).resolves.toBe(1);
    await expect(converter.convert(42, 'GBP', 'GBP')).resolves.toBe(42);
    expect(fetchRates).not.toHaveBeenCalled();
  });

  it('converts 0 without calling a provider', async () => {
    const { provider, fetchRates } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [provider], now: clock().now });
    await expect(converter.convert(0, 'EUR', 'USD')).resolves.toBe(0);
    expect(fetchRates).not.toHaveBeenCalled();
  });

  it('rejects invalid input with the spec messages', async () => {
    const { provider } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [provider], now: clock().now });
    await expect(converter.getRates('')).rejects.toThrow('currency code cannot be an empty string');
    await expect(converter.getRate('EUR', 'XYZ')).rejects.toThrow('XYZ is not a valid currency code');
    await expect(converter.convert(Number.NaN, 'EUR', 'USD')).rejects.toThrow('amount should be a number');
    await expect(converter.convert(-1, 'EUR', 'USD')).rejects.toThrow('amount should be a positive number');
  });

  it('fetches the rates of a base once and serves them from the cache until they expire', async () => {
    const { provider, fetchRates } = fakeProvider();
    const time = clock();
    const converter = createCurrencyConverter({ providers: [provider], now: time.now, cacheSeconds: 60 });
    await expect(converter.getRates('EUR')).resolves.toBe(EUR_TABLE);
    time.advance(59_999);
    await converter.getRates('EUR');
    await converter.convert(10, 'EUR', 'USD');
    expect(fetchRates).toHaveBeenCalledTimes(1);
    time.advance(1);
    await converter.getRates('EUR');
    expect(fetchRates).toHaveBeenCalledTimes(2);
  });

  it('uses 3600 seconds by default', async () => {
    const { provider, fetchRates } = fakeProvider();
    const time = clock();
    const converter = createCurrencyConverter({ providers: [provider], now: time.now });
    await converter.getRates('EUR');
    time.advance(3_599_999);
    await converter.getRates('EUR');
    expect(fetchRates).toHaveBeenCalledTimes(1);
    time.advance(1);
    await converter.getRates('EUR');
    expect(fetchRates).toHaveBeenCalledTimes(2);
  });

  it('fetches on every call when the cache is off', async () => {
    const { provider, fetchRates } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [provider], now: clock().now, cache: false });
    await converter.getRates('EUR');
    await converter.getRate('EUR', 'USD');
    await converter.convert(5, 'EUR', 'GBP');
    expect(fetchRates).toHaveBeenCalledTimes(3);
  });

  it('shares one in-flight request between concurrent callers of a base', async () => {
    let release!: (table: RatesResult) => void;
    const fetchRates = jest.fn(() => new Promise<RatesResult>((resolve) => (release = resolve)));
    const converter = createCurrencyConverter({ providers: [{ name: 'slow', fetchRates }], now: clock().now });
    const pending = Promise.all([
      converter.getRates('EUR'),
      converter.getRates('eur'),
      converter.convert(10, 'EUR', 'USD'),
      converter.convert(20, 'EUR', 'GBP'),
    ]);
    release(EUR_TABLE);
    const [a, b, usd, gbp] = await pending;
    expect(fetchRates).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(usd).toBeCloseTo(10.783, 10);
    expect(gbp).toBeCloseTo(17.224, 10);
  });

  it('does not cache a failure', async () => {
    const fetchRates = jest
      .fn<Promise<RatesResult>, [string]>()
      .mockRejectedValueOnce(providerError(503))
      .mockResolvedValue(EUR_TABLE);
    const converter = createCurrencyConverter({ providers: [{ name: 'flaky', fetchRates }], now: clock().now });
    await expect(converter.getRates('EUR')).rejects.toThrow('Rate provider request failed (503).');
    await expect(converter.getRates('EUR')).resolves.toBe(EUR_TABLE);
    expect(fetchRates).toHaveBeenCalledTimes(2);
  });

  it('falls back to the next provider', async () => {
    const down: RateProvider = {
      name: 'down',
      fetchRates: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    };
    const { provider, fetchRates } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [down, provider], now: clock().now });
    await expect(converter.getRate('EUR', 'USD')).resolves.toBe(1.0783);
    expect(fetchRates).toHaveBeenCalledWith('EUR');
  });

  it('derives the reverse and cross rates from a cached table without a new request', async () => {
    const { provider, fetchRates } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [provider], now: clock().now });
    await converter.getRates('EUR');
    await expect(converter.getRate('USD', 'EUR')).resolves.toBeCloseTo(1 / 1.0783, 12);
    await expect(converter.getRate('GBP', 'AUD')).resolves.toBeCloseTo(1.6317 / 0.8612, 12);
    expect(fetchRates).toHaveBeenCalledTimes(1);
    expect(fetchRates).toHaveBeenCalledWith('EUR');
  });

  it('fetches the rates of the source currency when nothing cached holds the pair', async () => {
    const { provider, fetchRates } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [provider], now: clock().now });
    await expect(converter.getRate('USD', 'GBP')).resolves.toBeCloseTo(0.8612 / 1.0783, 12);
    expect(fetchRates).toHaveBeenCalledWith('USD');
  });

  it('round-trips EUR → USD → EUR within a cent', async () => {
    const { provider } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [provider], now: clock().now });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 100_000_000 }), async (cents) => {
        const amount = cents / 100;
        const usd = await converter.convert(amount, 'EUR', 'USD');
        const back = await converter.convert(Math.round(usd * 100) / 100, 'USD', 'EUR');
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(0.01);
      }),
    );
  });

  it('agrees with convertWithRates on the same table', async () => {
    const { provider } = fakeProvider();
    const converter = createCurrencyConverter({ providers: [provider], now: clock().now });
    const table = await converter.getRates('EUR');
    for (const [from, to] of [
      ['EUR', 'USD'],
      ['USD', 'EUR'],
      ['GBP', 'JPY'],
    ] as const) {
      expect(await converter.convert(250, from, to)).toBe(convertWithRates(250, from, to, table));
    }
  });
});

describe('roundedLimit', () => {
  it('shows a base-currency limit as a round amount of the display currency, and gives that amount back in base cents', () => {
    // 250 € is £215.30 at 0.8612: shown as £200, which is 232.23 €.
    expect(roundedLimit(250, 'EUR', 'GBP', EUR_TABLE)).toEqual({ shown: 200, baseCents: 23223 });
    expect(roundedLimit(750, 'EUR', 'GBP', EUR_TABLE).shown).toBe(650);
    expect(roundedLimit(250, 'EUR', 'EUR', EUR_TABLE)).toEqual({ shown: 250, baseCents: 25000 });
  });

  it('never rounds a limit down to nothing', () => {
    expect(roundedLimit(10, 'EUR', 'GBP', EUR_TABLE).shown).toBe(50);
  });

  it('always shows a multiple of the step, and filters at the base amount of what is shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('USD', 'GBP', 'AUD'), (amount, currency) => {
        const { shown, baseCents } = roundedLimit(amount, 'EUR', currency, EUR_TABLE);
        expect(shown % 50).toBe(0);
        expect(Math.abs(convertWithRates(baseCents / 100, 'EUR', currency, EUR_TABLE) - shown)).toBeLessThan(0.02);
      }),
    );
  });
});
