import fc from 'fast-check';
import {
  CAR_RANGES,
  FUEL_TYPES,
  NO_FILTERS,
  parsePage,
  parseSearch,
  toSearchParams,
  withPage,
  type CarFilters,
} from './searchParams';

const DEPOSITS = [250, 500, 750];
const criteria = { pickup: 'loc1', from: '2030-06-01T10:00:00.000Z', to: '2030-06-04T10:00:00.000Z' };

it('round-trips criteria and every filter through the URL', () => {
  const filters: CarFilters = {
    suppliers: ['s2', 's1'],
    ranges: ['mini', 'maxi'],
    types: ['electric'],
    gearbox: ['automatic'],
    mileage: ['unlimited'],
    fuelPolicy: ['fullToFull'],
    multimedia: ['bluetooth', 'appleCarPlay'],
    specs: ['aircon'],
    rating: 4,
    seats: 6,
    deposit: 500,
  };
  const parsed = parseSearch(toSearchParams({ ...criteria, dropOff: 'loc2' }, filters), DEPOSITS);
  expect(parsed.criteria).toEqual({ ...criteria, dropOff: 'loc2' });
  expect(parsed.filters).toEqual({
    ...filters,
    suppliers: ['s1', 's2'],
    ranges: ['maxi', 'mini'],
    multimedia: ['appleCarPlay', 'bluetooth'],
  });
});

it('writes the same URL for the same search whatever the order of choices', () => {
  const a = toSearchParams(criteria, { ...NO_FILTERS, ranges: ['midi', 'mini'] }).toString();
  const b = toSearchParams(criteria, { ...NO_FILTERS, ranges: ['mini', 'midi'] }).toString();
  expect(a).toBe(b);
  expect(a).toBe('pickup=loc1&from=2030-06-01T10%3A00%3A00.000Z&to=2030-06-04T10%3A00%3A00.000Z&range=midi&range=mini');
});

it('has no criteria when a field is missing or a date cannot be read', () => {
  expect(parseSearch(new URLSearchParams('from=2030-06-01&to=2030-06-02'), DEPOSITS).criteria).toBeNull();
  expect(parseSearch(new URLSearchParams('pickup=a&from=nope&to=2030-06-02'), DEPOSITS).criteria).toBeNull();
});

it('keeps dates that break the rules, for the page to say what is wrong with them', () => {
  expect(parseSearch(new URLSearchParams('pickup=a&from=2030-06-02&to=2030-06-01'), DEPOSITS).criteria).toEqual({
    pickup: 'a',
    from: '2030-06-02T00:00:00.000Z',
    to: '2030-06-01T00:00:00.000Z',
  });
});

it('drops the drop-off when it is the pick-up location', () => {
  expect(parseSearch(toSearchParams({ ...criteria, dropOff: 'loc1' }), DEPOSITS).criteria).toEqual(criteria);
});

it('ignores values a hand-edited URL may carry that the app does not offer', () => {
  const { filters } = parseSearch(
    new URLSearchParams('range=mini&range=spaceship&rating=9&seats=3&deposit=123&fuel=diesel'),
    DEPOSITS,
  );
  expect(filters).toEqual({ ...NO_FILTERS, ranges: ['mini'], types: ['diesel'] });
});

it('parses what it writes, for any filters', () => {
  fc.assert(
    fc.property(
      fc.subarray(CAR_RANGES),
      fc.subarray(FUEL_TYPES),
      fc.constantFrom(null, 1, 2, 3, 4),
      fc.constantFrom(null, ...DEPOSITS),
      (ranges, types, rating, deposit) => {
        const filters = { ...NO_FILTERS, ranges: [...ranges].sort(), types: [...types].sort(), rating, deposit };
        expect(parseSearch(toSearchParams(criteria, filters), DEPOSITS).filters).toEqual(filters);
      },
    ),
  );
});

it('reads the results page of classic pagination, and writes it only past the first page', () => {
  const params = toSearchParams(criteria);
  expect(parsePage(params)).toBe(1);
  expect(parsePage(withPage(params, 3))).toBe(3);
  expect(withPage(params, 3).get('page')).toBe('3');
  expect(withPage(withPage(params, 3), 1).has('page')).toBe(false);
  for (const bad of ['0', '-2', '1.5', 'two', '']) expect(parsePage(new URLSearchParams({ page: bad }))).toBe(1);
  // Criteria and filters are kept; a new search (toSearchParams) starts again at page 1.
  expect(parseSearch(withPage(params, 3), DEPOSITS).criteria).toEqual(criteria);
});
