import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { ratesApi } from '@/api/ratesApi';
import { carImageUrl } from '@/config/cdn';
import { BASE_CURRENCY, CARS_PAGE_SIZE, DEPOSIT_FILTER_VALUES, type Currency } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { SupportedLanguage } from '@/domain/language';
import { periodProblem } from '@/domain/rentalPeriod';
import { infoApi } from '@/features/info/api/infoApi';
import { selectCurrency, type PreferencesState } from '@/i18n/preferencesSlice';
import { carsApi } from '../api/carsApi';
import { parsePage, parseSearch, type CarFilters, type SearchCriteria } from './searchParams';
import { searchBody, supplierCountsBody, type SearchMoney } from './searchRequest';
import { DEFAULT_PERIOD_RULES } from './useSearchRules';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type ResultsRequest = Parameters<typeof carsApi.endpoints.getFrontendCars.initiate>[0];

/** Amounts in the base currency: how the server renders every page (serverRenderState). */
const BASE_MONEY: SearchMoney = { currency: BASE_CURRENCY, rates: undefined, ratesPending: false };

/** A /search address's criteria and filters, when it has results to ask for; or null. */
function searchOf({ pathname, search }: { pathname: string; search: string }) {
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
  return { criteria, filters, page };
}

/** The request of a search's first page of results, as the page makes it (CarList). */
function resultsRequest(
  { criteria, filters, page }: { criteria: SearchCriteria; filters: CarFilters; page: number },
  money: SearchMoney,
): ResultsRequest | null {
  const body = searchBody(criteria, filters, money);
  return body && { page, size: CARS_PAGE_SIZE, body };
}

/**
 * The display currency as the page will know it (useMoney) once the rates the search needs have
 * answered: a deposit limit is a round amount of it. Without rates, amounts stay in the base currency.
 */
async function settledMoney(dispatch: Dispatch, currency: Currency, filters: CarFilters): Promise<SearchMoney> {
  if (currency === BASE_CURRENCY || filters.deposit === null) return BASE_MONEY;
  const { data: rates } = await dispatch(
    ratesApi.endpoints.getExchangeRates.initiate(BASE_CURRENCY, { subscribe: false }),
  );
  return rates ? { currency, rates, ratesPending: false } : BASE_MONEY;
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
export function prefetchSearchResults(
  store: { dispatch: Dispatch; getState: () => { preferences: PreferencesState } },
  location: { pathname: string; search: string },
): void {
  const search = searchOf(location);
  if (!search) return;
  const { dispatch } = store;
  void settledMoney(dispatch, selectCurrency(store.getState()), search.filters).then(async (money) => {
    const request = resultsRequest(search, money);
    if (!request) return;
    const { data } = await dispatch(carsApi.endpoints.getFrontendCars.initiate(request, { subscribe: false }));
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
  const request = resultsRequest(search, BASE_MONEY);
  const counts = supplierCountsBody(search.criteria, search.filters, BASE_MONEY);
  const [results] = await Promise.all([
    request && dispatch(carsApi.endpoints.getFrontendCars.initiate(request, { subscribe: false })),
    dispatch(infoApi.endpoints.getSettings.initiate(undefined, { subscribe: false })),
    ...locations.map((id) => dispatch(carsApi.endpoints.getLocation.initiate({ id, language }, { subscribe: false }))),
    ...(env.hideSuppliers || !counts
      ? []
      : [dispatch(carsApi.endpoints.getFrontendSuppliers.initiate({ body: counts }, { subscribe: false }))]),
  ]);
  const image = results?.data?.[0]?.resultData[0]?.image;
  return image ? [carImageUrl(image)] : [];
}
