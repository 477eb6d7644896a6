import fc from 'fast-check';
import {
  EXTRA_NAMES,
  ExtraUnavailableError,
  PER_DAY_EXTRAS,
  priceRental,
  rentalDays,
  type ExtraName,
  type ExtrasChoice,
  type PriceBreakdown,
  type PricedCar,
  type PriceLine,
} from './pricing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FROM = '2024-03-01T10:00:00.000Z';

/** Drop-off `days` days and `hours` hours after FROM. */
const after = (days: number, hours = 0): string => new Date(Date.parse(FROM) + days * DAY + hours * HOUR).toISOString();

const car = (overrides: Partial<PricedCar> = {}): PricedCar => ({
  dailyPrice: 50,
  biWeeklyPrice: 135,
  weeklyPrice: 300,
  monthlyPrice: 1100,
  deposit: 500,
  cancellation: 20,
  amendments: 10,
  theftProtection: 8,
  collisionDamageWaiver: 12,
  fullInsurance: 25,
  additionalDriver: 5,
  ...overrides,
});

const summary = (lines: PriceLine[]) => lines.map((l) => [l.kind, l.count, l.unitCents]);
const allLines = (b: PriceBreakdown) => [...b.rentalLines, ...b.extraLines];
const BLOCK_DAYS: Record<string, number> = { month: 30, week: 7, threeDays: 3, day: 1, dateBased: 1 };

describe('rentalDays', () => {
  it.each([
    [after(0, 1), 1],
    [after(1), 1],
    [new Date(Date.parse(after(1)) + 1).toISOString(), 2],
    [after(2, 5), 3],
    [after(30), 30],
  ])('rounds the duration up to whole days (to %s → %i)', (to, expected) => {
    expect(rentalDays(FROM, to)).toBe(expected);
  });

  it('is 0 when drop-off is not after pick-up', () => {
    expect(rentalDays(FROM, FROM)).toBe(0);
    expect(rentalDays(after(2), FROM)).toBe(0);
  });

  it('accepts Date objects and strings alike', () => {
    expect(rentalDays(new Date(FROM), new Date(after(3, 1)))).toBe(rentalDays(FROM, after(3, 1)));
  });

  it('throws a RangeError on an invalid date', () => {
    expect(() => rentalDays('not a date', FROM)).toThrow(RangeError);
    expect(() => rentalDays(FROM, new Date(NaN))).toThrow(RangeError);
  });
});

describe('priceRental — standard mode blocks', () => {
  it.each([
    [1, [['day', 1, 5000]], 5000],
    [2, [['day', 2, 5000]], 10000],
    [3, [['threeDays', 1, 13500]], 13500],
    [
      4,
      [
        ['threeDays', 1, 13500],
        ['day', 1, 5000],
      ],
      18500,
    ],
    [6, [['threeDays', 2, 13500]], 27000],
    [
      10,
      [
        ['week', 1, 30000],
        ['threeDays', 1, 13500],
      ],
      43500,
    ],
    [
      37,
      [
        ['month', 1, 110000],
        ['week', 1, 30000],
      ],
      140000,
    ],
    // 45 = 30 + 2 × 7 + 1
    [
      45,
      [
        ['month', 1, 110000],
        ['week', 2, 30000],
        ['day', 1, 5000],
      ],
      175000,
    ],
    [60, [['month', 2, 110000]], 220000],
  ])('%i days → %j', (days, lines, total) => {
    const price = priceRental(car(), FROM, after(days));
    expect(price.days).toBe(days);
    expect(summary(price.rentalLines)).toEqual(lines);
    expect(price.rentalCents).toBe(total);
    expect(price.totalCents).toBe(total);
    expect(price.extraLines).toEqual([]);
    expect(price.perDayCents).toBe(Math.round(total / days));
  });

  it('uses the discounted price of a block when present', () => {
    const price = priceRental(car({ discountedWeeklyPrice: 280, discountedDailyPrice: 45 }), FROM, after(8));
    expect(price.rentalLines).toEqual([
      { kind: 'week', count: 1, unitCents: 28000, amountCents: 28000, discounted: true },
      { kind: 'day', count: 1, unitCents: 4500, amountCents: 4500, discounted: true },
    ]);
  });

  it.each([0, null, undefined])('uses the regular price when the discounted one is %p', (discounted) => {
    const price = priceRental(
      car({ discountedWeeklyPrice: discounted, discountedDailyPrice: discounted }),
      FROM,
      after(8),
    );
    expect(price.rentalLines).toEqual([
      { kind: 'week', count: 1, unitCents: 30000, amountCents: 30000 },
      { kind: 'day', count: 1, unitCents: 5000, amountCents: 5000 },
    ]);
  });

  it.each([null, undefined, 0])(
    'lets the days of a missing weekly price (%p) flow to 3-day blocks and daily',
    (weekly) => {
      const price = priceRental(car({ weeklyPrice: weekly }), FROM, after(7));
      expect(summary(price.rentalLines)).toEqual([
        ['threeDays', 2, 13500],
        ['day', 1, 5000],
      ]);
    },
  );

  it('uses the daily price only when no block price exists', () => {
    const price = priceRental(car({ monthlyPrice: null, weeklyPrice: null, biWeeklyPrice: null }), FROM, after(40));
    expect(summary(price.rentalLines)).toEqual([['day', 40, 5000]]);
  });

  it('charges a started day as a whole day, and per-day extras for the same day count', () => {
    const price = priceRental(car(), FROM, after(2, 5), { theftProtection: true });
    expect(price.days).toBe(3);
    expect(summary(price.rentalLines)).toEqual([['threeDays', 1, 13500]]);
    expect(price.extraLines).toEqual([
      { kind: 'theftProtection', count: 3, unitCents: 800, amountCents: 2400, perDay: true },
    ]);
    expect(price.totalCents).toBe(13500 + 2400);
  });

  it('also charges a rental shorter than a day one day, with its per-day extras', () => {
    const price = priceRental(car(), FROM, after(0, 2), { collisionDamageWaiver: true });
    expect(price.days).toBe(1);
    expect(price.totalCents).toBe(5000 + 1200);
  });

  it('keeps money exact in cents', () => {
    const price = priceRental(
      car({ dailyPrice: 0.1, biWeeklyPrice: null, weeklyPrice: null, monthlyPrice: null }),
      FROM,
      after(3),
    );
    expect(price.totalCents).toBe(30);
  });
});

describe('priceRental — date-based mode', () => {
  const dated = (overrides: Partial<PricedCar> = {}) =>
    car({
      isDateBasedPrice: true,
      discountedDailyPrice: 45,
      dateBasedPrices: [{ startDate: '2024-03-02', endDate: '2024-03-03', dailyPrice: 80 }],
      ...overrides,
    });

  it('prices each day by the range containing it, across range boundaries, grouping equal days', () => {
    const price = priceRental(dated(), FROM, after(4));
    expect(price.rentalLines).toEqual([
      { kind: 'day', count: 1, unitCents: 4500, amountCents: 4500, discounted: true, date: '2024-03-01' },
      { kind: 'dateBased', count: 2, unitCents: 8000, amountCents: 16000, date: '2024-03-02' },
      { kind: 'day', count: 1, unitCents: 4500, amountCents: 4500, discounted: true, date: '2024-03-04' },
    ]);
    expect(price.rentalCents).toBe(25000);
  });

  it('starts on the pick-up calendar date (UTC), whatever the time of day', () => {
    // 23:00 on 1 March + 1 h 30 → 1 day, priced on 1 March, not 2 March.
    const price = priceRental(dated(), '2024-03-01T23:00:00Z', '2024-03-02T00:30:00Z');
    expect(summary(price.rentalLines)).toEqual([['day', 1, 4500]]);
    expect(price.rentalLines[0]?.date).toBe('2024-03-01');
  });

  it('uses the first matching range and keeps adjacent ranges as separate lines', () => {
    const price = priceRental(
      dated({
        dateBasedPrices: [
          { startDate: '2024-03-01T00:00:00.000Z', endDate: '2024-03-02T00:00:00.000Z', dailyPrice: 60 },
          { startDate: '2024-03-02', endDate: '2024-03-10', dailyPrice: 70 },
          { startDate: '2024-03-04', endDate: '2024-03-04', dailyPrice: 70 },
        ],
      }),
      FROM,
      after(4),
    );
    expect(price.rentalLines.map((l) => [l.kind, l.count, l.unitCents, l.date])).toEqual([
      ['dateBased', 2, 6000, '2024-03-01'],
      ['dateBased', 2, 7000, '2024-03-03'],
    ]);
  });

  it('uses the discounted daily price for a day outside every range, and the regular one without discount', () => {
    expect(priceRental(dated(), '2024-05-01T08:00:00Z', '2024-05-02T08:00:00Z').rentalCents).toBe(4500);
    expect(
      priceRental(dated({ discountedDailyPrice: null }), '2024-05-01T08:00:00Z', '2024-05-02T08:00:00Z').rentalCents,
    ).toBe(5000);
  });

  it('ignores block prices in this mode', () => {
    const price = priceRental(dated({ dateBasedPrices: null }), FROM, after(31));
    expect(summary(price.rentalLines)).toEqual([['day', 31, 4500]]);
  });

  it('never matches a range with an invalid date or without a price', () => {
    const price = priceRental(
      dated({
        dateBasedPrices: [
          { startDate: 'nope', endDate: '2024-03-10', dailyPrice: 10 },
          { startDate: '2024-03-01', endDate: '2024-03-10', dailyPrice: 0 },
        ],
      }),
      FROM,
      after(2),
    );
    expect(summary(price.rentalLines)).toEqual([['day', 2, 4500]]);
  });

  it('charges per-day extras for the same day count', () => {
    const price = priceRental(dated(), FROM, after(3, 2), { fullInsurance: true });
    expect(price.days).toBe(4);
    expect(price.extraLines[0]).toMatchObject({ kind: 'fullInsurance', count: 4, amountCents: 10000 });
  });
});

describe('priceRental — extras', () => {
  it('charges cancellation and amendments once and the others per day, in display order', () => {
    const all: ExtrasChoice = Object.fromEntries(EXTRA_NAMES.map((n) => [n, true]));
    const price = priceRental(car(), FROM, after(5), all);
    expect(price.extraLines).toEqual([
      { kind: 'cancellation', count: 1, unitCents: 2000, amountCents: 2000 },
      { kind: 'amendments', count: 1, unitCents: 1000, amountCents: 1000 },
      { kind: 'theftProtection', count: 5, unitCents: 800, amountCents: 4000, perDay: true },
      { kind: 'collisionDamageWaiver', count: 5, unitCents: 1200, amountCents: 6000, perDay: true },
      { kind: 'fullInsurance', count: 5, unitCents: 2500, amountCents: 12500, perDay: true },
      { kind: 'additionalDriver', count: 5, unitCents: 500, amountCents: 2500, perDay: true },
    ]);
    expect(price.extrasCents).toBe(28000);
    expect(price.totalCents).toBe(price.rentalCents + 28000);
  });

  it('leaves out extras that were not chosen', () => {
    const price = priceRental(car(), FROM, after(5), { amendments: false });
    expect(price.extraLines).toEqual([]);
  });

  it('lists an included extra (0) at 0, even when not chosen', () => {
    const price = priceRental(car({ cancellation: 0, fullInsurance: 0 }), FROM, after(2));
    expect(price.extraLines).toEqual([
      { kind: 'cancellation', count: 1, unitCents: 0, amountCents: 0, included: true },
      { kind: 'fullInsurance', count: 2, unitCents: 0, amountCents: 0, perDay: true, included: true },
    ]);
    expect(price.totalCents).toBe(10000);
  });

  it('throws ExtraUnavailableError when an unavailable extra (−1) is chosen', () => {
    const unavailable = car({ additionalDriver: -1 });
    expect(() => priceRental(unavailable, FROM, after(2), { additionalDriver: true })).toThrow(ExtraUnavailableError);
    try {
      priceRental(unavailable, FROM, after(2), { additionalDriver: true });
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({
        name: 'ExtraUnavailableError',
        code: 'EXTRA_UNAVAILABLE',
        extra: 'additionalDriver',
      });
    }
    // Not chosen: simply absent.
    expect(priceRental(unavailable, FROM, after(2), { additionalDriver: false }).extraLines).toEqual([]);
  });

  it('lists the per-day extras', () => {
    expect([...PER_DAY_EXTRAS].sort()).toEqual([
      'additionalDriver',
      'collisionDamageWaiver',
      'fullInsurance',
      'theftProtection',
    ]);
  });
});

describe('priceRental — supplier price change rate', () => {
  const choice: ExtrasChoice = { cancellation: true, theftProtection: true };

  it('applies +10 % to every line but not to the deposit', () => {
    const price = priceRental(car({ supplier: { priceChangeRate: 10 } }), FROM, after(4), choice);
    expect(summary(price.rentalLines)).toEqual([
      ['threeDays', 1, 14850],
      ['day', 1, 5500],
    ]);
    expect(summary(price.extraLines)).toEqual([
      ['cancellation', 1, 2200],
      ['theftProtection', 4, 880],
    ]);
    expect(price.totalCents).toBe(14850 + 5500 + 2200 + 4 * 880);
    expect(price.depositCents).toBe(50000);
  });

  it('applies −5 % to every line but not to the deposit', () => {
    const price = priceRental(car({ supplier: { priceChangeRate: -5 } }), FROM, after(4), choice);
    expect(summary(allLines(price))).toEqual([
      ['threeDays', 1, 12825],
      ['day', 1, 4750],
      ['cancellation', 1, 1900],
      ['theftProtection', 4, 760],
    ]);
    expect(price.totalCents).toBe(12825 + 4750 + 1900 + 4 * 760);
    expect(price.depositCents).toBe(50000);
  });

  it('rounds each unit price to the cent, so lines still sum to the total', () => {
    // 19.99 × 1.075 = 21.48925 → 21.49
    const price = priceRental(
      car({ dailyPrice: 19.99, biWeeklyPrice: null, supplier: { priceChangeRate: 7.5 } }),
      FROM,
      after(2),
    );
    expect(summary(price.rentalLines)).toEqual([['day', 2, 2149]]);
    expect(price.totalCents).toBe(4298);
  });

  it('treats an absent rate as 0', () => {
    expect(priceRental(car({ supplier: { priceChangeRate: null } }), FROM, after(1)).totalCents).toBe(5000);
    expect(priceRental(car({ supplier: null }), FROM, after(1)).totalCents).toBe(5000);
  });
});

describe('priceRental — zero-length rental', () => {
  it('costs nothing and has no lines, but still reports the deposit', () => {
    const price = priceRental(car({ fullInsurance: 0 }), FROM, FROM, { cancellation: true });
    expect(price).toEqual({
      days: 0,
      rentalLines: [],
      extraLines: [],
      rentalCents: 0,
      extrasCents: 0,
      totalCents: 0,
      depositCents: 50000,
      perDayCents: 0,
    });
  });

  it('still refuses an unavailable extra', () => {
    expect(() => priceRental(car({ amendments: -1 }), FROM, FROM, { amendments: true })).toThrow(ExtraUnavailableError);
  });
});

// ——— Properties ———

const MAX_CENTS = 200_000;
const money = fc.integer({ min: 1, max: MAX_CENTS }).map((c) => c / 100);
const optionalMoney = fc.oneof(fc.constant(null), fc.constant(undefined), fc.constant(0), money);
const extraValue = fc.oneof(
  fc.constant(-1),
  fc.constant(0),
  fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100),
);
const BASE_DAY = Date.parse('2024-01-01T00:00:00Z') / DAY;
const dateRange = fc
  .record({ start: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 0, max: 40 }), price: money })
  .map(({ start, length, price }) => ({
    startDate: new Date((BASE_DAY + start) * DAY).toISOString().slice(0, 10),
    endDate: new Date((BASE_DAY + start + length) * DAY).toISOString().slice(0, 10),
    dailyPrice: price,
  }));

const carArb: fc.Arbitrary<PricedCar> = fc.record({
  dailyPrice: money,
  discountedDailyPrice: optionalMoney,
  biWeeklyPrice: optionalMoney,
  discountedBiWeeklyPrice: optionalMoney,
  weeklyPrice: optionalMoney,
  discountedWeeklyPrice: optionalMoney,
  monthlyPrice: optionalMoney,
  discountedMonthlyPrice: optionalMoney,
  isDateBasedPrice: fc.boolean(),
  dateBasedPrices: fc.oneof(fc.constant(null), fc.array(dateRange, { maxLength: 4 })),
  deposit: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
  cancellation: extraValue,
  amendments: extraValue,
  theftProtection: extraValue,
  collisionDamageWaiver: extraValue,
  fullInsurance: extraValue,
  additionalDriver: extraValue,
});

const rateArb = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -50, max: 50 }),
  fc.double({ min: -20, max: 20, noNaN: true }),
);
const fromArb = fc.integer({ min: 0, max: 180 * DAY }).map((ms) => new Date(BASE_DAY * DAY + ms));
const durationArb = fc.integer({ min: 1, max: 120 * DAY });

/** The extras of a car that may be chosen, chosen at random. */
const choiceFor = (c: PricedCar, picks: boolean[]): ExtrasChoice =>
  Object.fromEntries(EXTRA_NAMES.map((name, i) => [name, c[name] >= 0 && picks[i] === true]));
const picksArb = fc.array(fc.boolean(), { minLength: 6, maxLength: 6 });

/** Cheapest and dearest effective per-day rates (cents) the car's configuration allows. */
function perDayBounds(c: PricedCar): [number, number] {
  const cents = (p: number | null | undefined) => (typeof p === 'number' && p > 0 ? Math.round(p * 100) : null);
  const eff = (regular: number | null | undefined, discounted: number | null | undefined) =>
    cents(discounted) ?? cents(regular);
  const rates = [eff(c.dailyPrice, c.discountedDailyPrice) ?? 0];
  if (c.isDateBasedPrice) {
    for (const range of c.dateBasedPrices ?? []) rates.push(cents(range.dailyPrice) ?? rates[0]!);
  } else {
    const blocks = [
      [eff(c.biWeeklyPrice, c.discountedBiWeeklyPrice), 3],
      [eff(c.weeklyPrice, c.discountedWeeklyPrice), 7],
      [eff(c.monthlyPrice, c.discountedMonthlyPrice), 30],
    ] as const;
    for (const [unit, size] of blocks) if (unit !== null) rates.push(unit / size);
  }
  return [Math.min(...rates), Math.max(...rates)];
}

describe('priceRental — properties', () => {
  it('sums its lines exactly, never goes below 0, and covers exactly the rental days', () => {
    fc.assert(
      fc.property(carArb, rateArb, fromArb, durationArb, picksArb, (c, rate, from, duration, picks) => {
        const priced = { ...c, supplier: { priceChangeRate: rate } };
        const to = new Date(from.getTime() + duration);
        const price = priceRental(priced, from, to, choiceFor(c, picks));
        const lines = allLines(price);
        expect(price.days).toBe(Math.ceil(duration / DAY));
        expect(price.totalCents).toBeGreaterThanOrEqual(0);
        expect(price.totalCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
        expect(price.rentalCents + price.extrasCents).toBe(price.totalCents);
        for (const l of lines) {
          expect(Number.isInteger(l.unitCents)).toBe(true);
          expect(l.amountCents).toBe(l.unitCents * l.count);
        }
        expect(price.rentalLines.reduce((s, l) => s + l.count * BLOCK_DAYS[l.kind]!, 0)).toBe(price.days);
        for (const l of price.extraLines) expect(l.count).toBe(l.perDay ? price.days : 1);
      }),
    );
  });

  it('never prices a day below the cheapest configured rate nor above the dearest', () => {
    fc.assert(
      fc.property(carArb, fromArb, durationArb, (c, from, duration) => {
        const price = priceRental(c, from, new Date(from.getTime() + duration));
        const [cheapest, dearest] = perDayBounds(c);
        const perDay = price.rentalCents / price.days;
        expect(perDay).toBeGreaterThanOrEqual(cheapest - 1e-9);
        expect(perDay).toBeLessThanOrEqual(dearest + 1e-9);
      }),
    );
  });

  it('applies the change rate to each line within half a cent per unit', () => {
    fc.assert(
      fc.property(carArb, rateArb, fromArb, durationArb, picksArb, (c, rate, from, duration, picks) => {
        const to = new Date(from.getTime() + duration);
        const base = priceRental(c, from, to, choiceFor(c, picks));
        const marked = priceRental({ ...c, supplier: { priceChangeRate: rate } }, from, to, choiceFor(c, picks));
        const factor = 1 + (rate ?? 0) / 100;
        const units = allLines(base).reduce((s, l) => s + l.count, 0);
        expect(Math.abs(marked.totalCents - base.totalCents * factor)).toBeLessThanOrEqual(units / 2 + 1e-6);
        expect(marked.depositCents).toBe(base.depositCents);
      }),
    );
  });

  it('never lowers the total when an extra is added', () => {
    fc.assert(
      fc.property(
        carArb,
        rateArb,
        fromArb,
        durationArb,
        picksArb,
        fc.constantFrom(...EXTRA_NAMES),
        (c, rate, from, duration, picks, added: ExtraName) => {
          fc.pre(c[added] >= 0);
          const priced = { ...c, supplier: { priceChangeRate: rate } };
          const to = new Date(from.getTime() + duration);
          const choice = choiceFor(c, picks);
          const without = priceRental(priced, from, to, { ...choice, [added]: false });
          const withExtra = priceRental(priced, from, to, { ...choice, [added]: true });
          expect(withExtra.totalCents).toBeGreaterThanOrEqual(without.totalCents);
        },
      ),
    );
  });

  it('is deterministic and reads Date objects and ISO strings alike', () => {
    fc.assert(
      fc.property(carArb, rateArb, fromArb, durationArb, picksArb, (c, rate, from, duration, picks) => {
        const priced = { ...c, supplier: { priceChangeRate: rate } };
        const to = new Date(from.getTime() + duration);
        const first = priceRental(priced, from, to, choiceFor(c, picks));
        expect(priceRental(priced, from, to, choiceFor(c, picks))).toEqual(first);
        expect(priceRental(priced, from.toISOString(), to.toISOString(), choiceFor(c, picks))).toEqual(first);
      }),
    );
  });
});
