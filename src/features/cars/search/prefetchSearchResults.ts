import { CARS_PAGE_SIZE, DEPOSIT_FILTER_VALUES } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { carsApi } from '../api/carsApi';
import { carImageUrl } from '../carImage';
import { parsePage, parseSearch, toCarsPayload } from './searchParams';

/** Starts downloading an image the page is about to show, at high priority (a <link rel="preload">). */
function preloadImage(url: string): void {
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
 * the page renders.
 */
export function prefetchSearchResults(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  { pathname, search }: { pathname: string; search: string },
): void {
  if (pathname !== paths.search) return;
  const params = new URLSearchParams(search);
  const { criteria, filters } = parseSearch(params, DEPOSIT_FILTER_VALUES);
  if (!criteria) return;
  const page = env.paginationMode === 'classic' ? parsePage(params) : 1;
  const answer = dispatch(carsApi.endpoints.getFrontendCars.initiate({ page, size: CARS_PAGE_SIZE, body: toCarsPayload(criteria, filters) }, { subscribe: false }));
  void answer.then(({ data }) => {
    const image = data?.[0]?.resultData[0]?.image;
    if (image) preloadImage(carImageUrl(image));
  });
}
