import type { Money } from '@/components/money/useMoney';
import type { GetCarsPayload } from '../api/carsApi';
import { depositLimit } from './depositLimit';
import type { CarFilters, SearchCriteria } from './searchParams';

/** What a search's request depends on of the display currency: the deposit filter's limit is a round amount of it. */
export type SearchMoney = Pick<Money, 'currency' | 'rates' | 'ratesPending'>;

/**
 * The API body of a search (BookCars' wire names; -1 means "any"), the one builder of it: the
 * results page, the start-up prefetch and the server's render all ask with it, so the same search
 * is the same cache entry. The deposit limit is a round amount of the display currency (see
 * depositLimit), so while that currency's rates are on their way the body is not known yet: null.
 */
export function searchBody(criteria: SearchCriteria, filters: CarFilters, money: SearchMoney): GetCarsPayload | null {
  if (filters.deposit !== null && money.ratesPending) return null;
  return {
    pickupLocation: criteria.pickup,
    from: criteria.from,
    to: criteria.to,
    suppliers: filters.suppliers,
    ranges: filters.ranges,
    carType: filters.types,
    gearbox: filters.gearbox,
    mileage: filters.mileage,
    fuelPolicy: filters.fuelPolicy,
    multimedia: filters.multimedia,
    carSpecs: Object.fromEntries(filters.specs.map((spec) => [spec, true])),
    rating: filters.rating ?? -1,
    seats: filters.seats ?? -1,
    deposit: filters.deposit === null ? -1 : depositLimit(money, filters.deposit).baseCents / 100,
    includeComingSoonCars: true,
  };
}

/** The body of the supplier counts: the search under every filter but the supplier choice, which does not narrow them. */
export function supplierCountsBody(
  criteria: SearchCriteria,
  filters: CarFilters,
  money: SearchMoney,
): Omit<GetCarsPayload, 'suppliers'> | null {
  const body = searchBody(criteria, filters, money);
  if (!body) return null;
  const { suppliers: _chosen, ...counted } = body;
  return counted;
}
