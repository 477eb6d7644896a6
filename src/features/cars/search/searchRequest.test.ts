import type { RatesResult } from '@/domain/rateProviders';
import type { GetCarsPayload } from '../api/carsApi';
import { NO_FILTERS } from './searchParams';
import { searchBody, supplierCountsBody, type SearchMoney } from './searchRequest';

const criteria = { pickup: 'loc1', from: '2030-06-01T10:00:00.000Z', to: '2030-06-04T10:00:00.000Z' };
const inEuros: SearchMoney = { currency: 'EUR', rates: undefined, ratesPending: false };
const rates: RatesResult = {
  base: 'EUR',
  rates: { USD: 1.08 },
  date: '2026-11-20',
  provider: 'test',
  snapshot: false,
};

it('builds the API body with -1 for "any"', () => {
  // Typed by the contract, so a renamed request field fails typecheck here too.
  const expected: GetCarsPayload = {
    pickupLocation: 'loc1',
    from: criteria.from,
    to: criteria.to,
    suppliers: [],
    ranges: [],
    carType: [],
    gearbox: [],
    mileage: [],
    fuelPolicy: [],
    multimedia: [],
    carSpecs: { aircon: true, moreThanFiveSeats: true },
    rating: -1,
    seats: 6,
    deposit: -1,
    includeComingSoonCars: true,
  };
  expect(searchBody(criteria, { ...NO_FILTERS, specs: ['aircon', 'moreThanFiveSeats'], seats: 6 }, inEuros)).toEqual(
    expected,
  );
});

describe('the deposit limit', () => {
  const filters = { ...NO_FILTERS, deposit: 500, suppliers: ['s1'] };

  it('is the filter itself in the base currency', () => {
    expect(searchBody(criteria, filters, inEuros)?.deposit).toBe(500);
  });

  it('is the round amount the driver reads in another currency, back in the base currency', () => {
    // 500 € is $540, shown as "less than $550": the search filters with $550 in euros.
    const body = searchBody(criteria, filters, { currency: 'USD', rates, ratesPending: false });
    expect(body?.deposit).toBeCloseTo(550 / 1.08, 2);
    expect(supplierCountsBody(criteria, filters, { currency: 'USD', rates, ratesPending: false })?.deposit).toBe(
      body?.deposit,
    );
  });

  it('is not known while the rates are on their way, so nothing is asked with a wrong limit', () => {
    const pending: SearchMoney = { currency: 'EUR', rates: undefined, ratesPending: true };
    expect(searchBody(criteria, filters, pending)).toBeNull();
    expect(supplierCountsBody(criteria, filters, pending)).toBeNull();
    // Without a deposit filter the rates change nothing: the search goes at once.
    expect(searchBody(criteria, NO_FILTERS, pending)?.deposit).toBe(-1);
  });
});

it('leaves the supplier choice out of the supplier counts, which it does not narrow', () => {
  expect(supplierCountsBody(criteria, { ...NO_FILTERS, suppliers: ['s1'] }, inEuros)).not.toHaveProperty('suppliers');
});
