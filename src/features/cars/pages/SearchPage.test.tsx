import { screen } from '@testing-library/react';
import { CARS_PAGE_SIZE } from '@/config/constants';
import { aCar } from '@test/factories/car';
import { aLocation } from '@test/factories/location';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import type { GetCarsPayload } from '../api/carsApi';
import { prefetchSearchResults } from '../search/prefetchSearchResults';

const CARS = `/api/frontend-cars/1/${CARS_PAGE_SIZE}`;
const search = '?pickup=loc1&from=2030-06-01T10:00:00.000Z&to=2030-06-04T10:00:00.000Z&deposit=500';

it("uses the start-up prefetch's answer for a deposit filter in a currency other than the base: one request", async () => {
  const api = fakeApi({
    'GET /api/currency-rates/EUR': () => ({
      status: 200,
      body: { base: 'EUR', date: '2026-11-20', rates: { USD: 1.08 } },
    }),
    [`POST ${CARS}`]: () => ({
      status: 200,
      body: [{ resultData: [aCar({ _id: 'car1', name: 'Peugeot 208' })], pageInfo: [{ totalRecords: 1 }] }],
    }),
    'POST /api/frontend-suppliers': () => ({ status: 200, body: [] }),
    'GET /api/location/loc1/en': () => ({ status: 200, body: aLocation({ _id: 'loc1' }) }),
  });
  // As start-up does (src/index.tsx): the store with the stored currency, the prefetch, then the page.
  renderWithProviders({
    path: `/search${search}`,
    preloadedState: { preferences: { language: 'en', currency: 'USD' } },
    beforeRender: (store) => prefetchSearchResults(store, { pathname: '/search', search }),
  });

  expect(await screen.findByText(/Prices converted from EUR/)).toBeInTheDocument();
  expect(await screen.findByText('Peugeot 208')).toBeInTheDocument();
  const asked = api.calls.filter((call) => call.path === CARS);
  expect(asked).toHaveLength(1);
  // 500 € reads "less than $550" in dollars: the search filters with that amount, in euros.
  expect((asked[0]?.body as GetCarsPayload).deposit).toBeCloseTo(550 / 1.08, 2);
});
