import type { BookingStatus, GetBookingsPayload } from '../api/bookingsApi';

/** The statuses a driver can filter on, in the order shown ("paid" covers paidInFull, which reads the same). */
export const FILTER_STATUSES: BookingStatus[] = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'];

/**
 * The list's filters as they live in the URL (`/bookings?status=paid&status=pending&supplier=…&from=2026-01-01&to=…&q=…`),
 * so a reload, back/forward or a shared link shows the same list. Dates are calendar days (YYYY-MM-DD).
 */
export interface BookingFilters {
  statuses: BookingStatus[];
  suppliers: string[];
  from: string;
  to: string;
  keyword: string;
}

export const NO_FILTERS: BookingFilters = { statuses: [], suppliers: [], from: '', to: '', keyword: '' };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(value));

export function parseFilters(params: URLSearchParams): BookingFilters {
  const statuses = params
    .getAll('status')
    .filter((status): status is BookingStatus => (FILTER_STATUSES as string[]).includes(status));
  return {
    statuses: FILTER_STATUSES.filter((status) => statuses.includes(status)),
    suppliers: [...new Set(params.getAll('supplier').filter(Boolean))],
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
    keyword: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

export function toFilterParams(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  filters.statuses.forEach((status) => params.append('status', status));
  filters.suppliers.forEach((supplier) => params.append('supplier', supplier));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.keyword.trim()) params.set('q', filters.keyword.trim());
  return params;
}

export function hasFilters(filters: BookingFilters): boolean {
  return toFilterParams(filters).toString() !== '';
}

/**
 * The API body. Lists are sent only when something is ticked (an empty list would match nothing).
 * The date range covers whole local days: from the start of `from` to the end of `to`.
 */
export function toBookingsPayload(filters: BookingFilters): GetBookingsPayload {
  const body: GetBookingsPayload = {};
  if (filters.statuses.length)
    body.statuses = filters.statuses.flatMap((status): BookingStatus[] =>
      status === 'paid' ? ['paid', 'paidInFull'] : [status],
    );
  if (filters.suppliers.length) body.suppliers = filters.suppliers;
  const filter: NonNullable<GetBookingsPayload['filter']> = {};
  if (filters.from) filter.from = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) filter.to = new Date(`${filters.to}T23:59:59.999`).toISOString();
  if (filters.keyword) filter.keyword = filters.keyword;
  if (Object.keys(filter).length) body.filter = filter;
  return body;
}
