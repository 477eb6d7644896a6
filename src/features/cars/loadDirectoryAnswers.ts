import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { PAGE_SIZE } from '@/config/constants';
import type { SupportedLanguage } from '@/domain/language';
import { carsApi } from './api/carsApi';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Asks for what /locations shows as it opens (the first page of the list and the located ones for
 * the map), so the server renders the list, not its placeholders. A failed request is left to the
 * browser's page to make again.
 */
export async function loadLocationsAnswers(
  dispatch: Dispatch,
  _url: URL,
  language: SupportedLanguage,
): Promise<string[]> {
  await Promise.all([
    dispatch(
      carsApi.endpoints.getLocations.initiate(
        { page: 1, size: PAGE_SIZE, language, s: undefined },
        { subscribe: false },
      ),
    ),
    dispatch(carsApi.endpoints.getLocationsWithPosition.initiate({ language }, { subscribe: false })),
  ]);
  return [];
}

/** Asks for the suppliers /suppliers lists, likewise. */
export async function loadSuppliersAnswers(dispatch: Dispatch): Promise<string[]> {
  await dispatch(carsApi.endpoints.getAllSuppliers.initiate(undefined, { subscribe: false }));
  return [];
}
