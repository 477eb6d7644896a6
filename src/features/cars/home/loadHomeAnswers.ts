import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import cover from '@/assets/cover.svg';
import { infoApi } from '@/features/info/api/infoApi';
import { carsApi } from '../api/carsApi';

/**
 * Asks for the answers the home page shows as it opens: the search's rules (from the settings)
 * and the sizes' "from" prices. The server renders the page with them, so the browser has none
 * to ask for and nothing to re-render once the page is live. A failed request is left to the
 * browser's page to make again. The image to preload is the cover, the page's largest paint.
 */
export async function loadHomeAnswers(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): Promise<string[]> {
  await Promise.all([
    dispatch(infoApi.endpoints.getSettings.initiate(undefined, { subscribe: false })),
    dispatch(carsApi.endpoints.getRangePrices.initiate(undefined, { subscribe: false })),
  ]);
  return [cover];
}
