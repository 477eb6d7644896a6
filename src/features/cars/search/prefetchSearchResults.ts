import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { carImageUrl } from '@/config/cdn';
import { CARS_PAGE_SIZE, DEPOSIT_FILTER_VALUES } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { SupportedLanguage } from '@/domain/language';
import { periodProblem } from '@/domain/rentalPeriod';
import { infoApi } from '@/features/info/api/infoApi';
import { carsApi } from '../api/carsApi';
import {
  parsePage,
  parseSearch,
  toCarsPayload,
  toSupplierCountsPayload,
  type CarFilters,
  type SearchCriteria,
} from './searchParams';
import { DEFAULT_PERIOD_RULES } from './useSearchRules';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type ResultsRequest = Parameters<typeof carsApi.endpoints.getFrontendCars.initiate>[0];

/** A /search address's criteria and the request of its first page of results (as the page makes it), or null. */
function searchOf({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): { criteria: SearchCriteria; filters: CarFilters; request: ResultsRequest } | null {
  if (pathname !== paths.search) return null;
  const params = new URLSearchParams(search);
  const { criteria, filters } = parseSearch(params, DEPOSIT_FILTER_VALUES);
  // Dates that cannot be booked show no results (SearchPage), so there is nothing to ask for.
  if (!criteria) return null;
  // The locations' zones are not known yet: the page checks the opening hours.
  const period = {
    from: new Date(criteria.from),
    to: new Date(criteria.to),
    pickupTimeZone: null,
    dropOffTimeZone: null,
  };
  if (periodProblem(period, DEFAULT_PERIOD_RULES, new Date())) return null;
  const page = env.paginationMode === 'classic' ? parsePage(params) : 1;
  return { criteria, filters, request: { page, size: CARS_PAGE_SIZE, body: toCarsPayload(criteria, filters) } };
}

/** Starts downloading an image the page is about to show, at high priority (a <link rel="preload">), unless the page's HTML does already. */
function preloadImage(url: string): void {
  if (
    [...document.head.querySelectorAll('link[rel="preload"]')].some((preload) => preload.getAttribute('href') === url)
  )
    return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = url;
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * On a /search address, asks for the first page of results while the app is still starting, so
 * the answer is on its way before the page renders (the page's query, made with the same
 * arguments, then uses it). The cars are what a driver came for, and on a phone the first car is
 * the largest thing the page paints: its image is asked for as soon as the answer names it, while
 * the page renders. (When the server sent the answer along with the page, it is there already.)
 */
export function prefetchSearchResults(dispatch: Dispatch, location: { pathname: string; search: string }): void {
  const search = searchOf(location);
  if (!search) return;
  void dispatch(carsApi.endpoints.getFrontendCars.initiate(search.request, { subscribe: false })).then(({ data }) => {
    const image = data?.[0]?.resultData[0]?.image;
    if (image) preloadImage(carImageUrl(image));
  });
}

/**
 * The answers a /search address shows as it opens (the first results, the locations' names, the
 * form's rules, and the filters' supplier counts, so the filters unfold complete rather than move
 * when the counts arrive), asked for on the server, which sends them along with the page. Gives
 * the images to preload: the first car's.
 */
export async function loadSearchAnswers(dispatch: Dispatch, url: URL, language: SupportedLanguage): Promise<string[]> {
  const search = searchOf(url);
  if (!search) return [];
  const locations = [search.criteria.pickup, search.criteria.dropOff].filter((id): id is string => Boolean(id));
  const [results] = await Promise.all([
    dispatch(carsApi.endpoints.getFrontendCars.initiate(search.request, { subscribe: false })),
    dispatch(infoApi.endpoints.getSettings.initiate(undefined, { subscribe: false })),
    ...locations.map((id) => dispatch(carsApi.endpoints.getLocation.initiate({ id, language }, { subscribe: false }))),
    ...(env.hideSuppliers
      ? []
      : [
          dispatch(
            carsApi.endpoints.getFrontendSuppliers.initiate(
              { body: toSupplierCountsPayload(search.criteria, search.filters) },
              { subscribe: false },
            ),
          ),
        ]),
  ]);
  const image = results.data?.[0]?.resultData[0]?.image;
  return image ? [carImageUrl(image)] : [];
}
