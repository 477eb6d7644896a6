import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { preferencesSlice } from '@/i18n/preferencesSlice';
import { CARS_PAGE_SIZE } from '@/config/constants';
import { aCar } from '@test/factories/car';
import { fakeApi } from '@test/support/fakeApi';
import { carsApi, type GetCarsPayload } from '../api/carsApi';
import { loadSearchAnswers, prefetchSearchResults } from './prefetchSearchResults';
import { parseSearch } from './searchParams';
import { supplierCountsBody } from './searchRequest';

/** A store with the API and the preferences (the display currency): all this module needs. */
const apiStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [preferencesSlice.reducerPath]: preferencesSlice.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
const search = '?pickup=loc1&from=2030-06-01T10:00:00.000Z&to=2030-06-04T10:00:00.000Z';
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => preloads().forEach((link) => link.remove()));

describe('prefetchSearchResults', () => {
  it("asks for a search's first page at once, and for the first car's image as soon as the answer names it", async () => {
    const cars = [aCar({ _id: 'car1', image: 'first.jpg' }), aCar({ _id: 'car2', image: 'second.jpg' })];
    const api = fakeApi({
      [`POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`]: () => ({
        status: 200,
        body: [{ resultData: cars, pageInfo: [{ totalRecords: 2 }] }],
      }),
    });
    prefetchSearchResults(apiStore(), { pathname: '/search', search });
    await waitForPreload();
    expect(api.calls.map((call) => call.path)).toEqual([`/api/frontend-cars/1/${CARS_PAGE_SIZE}`]);
    expect(preloads().map((link) => [new URL(link.href).pathname, link.getAttribute('fetchpriority')])).toEqual([
      ['/cdn/cars/first.jpg', 'high'],
    ]);
  });

  it("adds no second preload of an image the server's page preloads already", async () => {
    const fromServer = Object.assign(document.createElement('link'), { rel: 'preload', href: '/cdn/cars/first.jpg' });
    fromServer.setAttribute('as', 'image');
    document.head.append(fromServer);
    const api = fakeApi({
      [`POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`]: () => ({
        status: 200,
        body: [{ resultData: [aCar({ _id: 'car1', image: 'first.jpg' })], pageInfo: [{ totalRecords: 1 }] }],
      }),
    });
    prefetchSearchResults(apiStore(), { pathname: '/search', search });
    for (let tries = 0; tries < 50 && api.calls.length === 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloads()).toEqual([fromServer]);
  });

  it('asks for nothing on another page, or for a search without its criteria', async () => {
    const api = fakeApi({});
    prefetchSearchResults(apiStore(), { pathname: '/', search });
    prefetchSearchResults(apiStore(), { pathname: '/search', search: '?pickup=loc1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});

/** The answer comes back in later microtasks and tasks. */
async function waitForPreload() {
  for (let tries = 0; tries < 50 && preloads().length === 0; tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('loadSearchAnswers', () => {
  it("has the filters' supplier counts, under the other filters, as the filters panel asks for them", async () => {
    const counts = [{ _id: 's1', fullName: 'Supplier One', carCount: 3 }];
    const api = fakeApi({
      [`POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`]: () => ({
        status: 200,
        body: [{ resultData: [], pageInfo: [] }],
      }),
      'POST /api/frontend-suppliers': () => ({ status: 200, body: counts }),
    });
    const store = apiStore();
    const url = new URL(`http://localhost/search${search}&gearbox=automatic&supplier=s1`);
    await loadSearchAnswers(store.dispatch, url, 'en');
    const { criteria, filters } = parseSearch(url.searchParams, []);
    if (!criteria) throw new Error('the search has its criteria');
    const panelArg = {
      body: supplierCountsBody(criteria, filters, { currency: 'EUR', rates: undefined, ratesPending: false })!,
    };
    // The panel's query finds the answer there: no second request.
    const { data } = await store.dispatch(
      carsApi.endpoints.getFrontendSuppliers.initiate(panelArg, { subscribe: false }),
    );
    expect(data).toEqual(counts);
    const asked = api.calls.filter((call) => call.path === '/api/frontend-suppliers');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({ gearbox: ['automatic'] } satisfies Partial<GetCarsPayload>);
    expect(asked[0]?.body).not.toHaveProperty('suppliers');
  });
});
