import { CARS_PAGE_SIZE, DEPOSIT_FILTER_VALUES } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { carsApi } from '../api/carsApi';
import { parsePage, parseSearch, toCarsPayload } from './searchParams';

type PrefetchDispatch = (action: ReturnType<typeof carsApi.util.prefetch<'getFrontendCars'>>) => unknown;

/**
 * On a /search address, asks for the first page of results while the app is still starting, so
 * the answer is on its way before the page renders (the page's query, made with the same
 * arguments, then uses it). The cars are what a driver came for, and on a phone the first car is
 * the largest thing the page paints.
 */
export function prefetchSearchResults(dispatch: PrefetchDispatch, { pathname, search }: { pathname: string; search: string }): void {
  if (pathname !== paths.search) return;
  const params = new URLSearchParams(search);
  const { criteria, filters } = parseSearch(params, DEPOSIT_FILTER_VALUES);
  if (!criteria) return;
  const page = env.paginationMode === 'classic' ? parsePage(params) : 1;
  dispatch(carsApi.util.prefetch('getFrontendCars', { page, size: CARS_PAGE_SIZE, body: toCarsPayload(criteria, filters) }, {}));
}
