import type { BookingFilter } from '../api/bookingsApi';
import { NO_FILTERS, parseFilters, toBookingsPayload, toFilterParams } from './bookingFilters';

it('reads the filters from the URL and writes them back unchanged', () => {
  const params = new URLSearchParams(
    'status=paid&status=cancelled&status=bogus&supplier=s1&from=2026-03-01&to=2026-03-31&q=%20Peugeot%20',
  );
  const filters = parseFilters(params);
  expect(filters).toEqual({
    statuses: ['paid', 'cancelled'],
    suppliers: ['s1'],
    from: '2026-03-01',
    to: '2026-03-31',
    keyword: 'Peugeot',
  });
  expect(parseFilters(toFilterParams(filters))).toEqual(filters);
});

it('ignores malformed dates and sends lists only when something is ticked', () => {
  expect(parseFilters(new URLSearchParams('from=yesterday&to=2026-13-45'))).toEqual(NO_FILTERS);
  expect(toBookingsPayload(NO_FILTERS)).toEqual({});
});

it('covers whole days of the date range', () => {
  const body = toBookingsPayload({ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-31', keyword: 'b1' });
  // The unit tests run in UTC.
  expect(body.filter).toEqual({
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-03-31T23:59:59.999Z',
    keyword: 'b1',
  } satisfies BookingFilter);
});

it('asks for both of the API\'s paid statuses when "Paid" is ticked (drivers read them as one)', () => {
  expect(toBookingsPayload({ ...NO_FILTERS, statuses: ['void', 'paid'] }).statuses).toEqual([
    'void',
    'paid',
    'paidInFull',
  ]);
  expect(parseFilters(new URLSearchParams('status=paidInFull')).statuses).toEqual([]);
});
