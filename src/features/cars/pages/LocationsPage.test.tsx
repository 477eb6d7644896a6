import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeHandler } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { aLocation } from '@test/factories/location';
import type { Location } from '../api/carsApi';
import { LocationsPage } from './LocationsPage';

const albania = { _id: 'c-al', name: 'Albania' };
const morocco = { _id: 'c-ma', name: 'Morocco' };
const LOCATIONS: Location[] = [
  aLocation({
    _id: 'l1',
    name: 'Rabat City Centre',
    timeZone: 'Africa/Casablanca',
    latitude: 34.02,
    longitude: -6.84,
    country: morocco,
  }),
  aLocation({
    _id: 'l2',
    name: 'Tirana Airport',
    timeZone: 'Europe/Tirane',
    latitude: 41.41,
    longitude: 19.72,
    country: albania,
    image: 'tirana airport.svg',
  }),
  aLocation({
    _id: 'l3',
    name: 'Tirana Airport – Terminal 1',
    timeZone: 'Europe/Tirane',
    latitude: 41.42,
    longitude: 19.72,
    country: albania,
    parentLocation: 'l2',
  }),
  aLocation({
    _id: 'l4',
    name: 'Tirana City Centre',
    timeZone: 'Europe/Tirane',
    latitude: 41.33,
    longitude: 19.82,
    country: albania,
  }),
];

const page = (items: Location[], total = items.length) => ({
  status: 200,
  body: [{ resultData: items, pageInfo: total ? [{ totalRecords: total }] : [] }],
});
const matching = (keyword: string | null) =>
  LOCATIONS.filter((l) => l.name.toLowerCase().includes((keyword ?? '').toLowerCase()));

/** Every locations request the page made, as URLs (the fake records paths only; the spy has the query). */
function locationRequests(): URL[] {
  return jest
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/locations/'));
}

/**
 * The fake answers by path; the keyword of each locations request is taken, in order, from the
 * requests the fetch spy saw (requests are answered in the order they were made).
 */
function fakeLocationsApi({
  list,
  positioned,
}: { list?: (keyword: string | null, page: number) => ReturnType<FakeHandler>; positioned?: FakeHandler } = {}) {
  let answered = 0;
  const listHandler: FakeHandler = () => {
    const url = locationRequests()[answered++]!;
    const pageNumber = Number(url.pathname.split('/')[3]);
    return list ? list(url.searchParams.get('s'), pageNumber) : page(matching(url.searchParams.get('s')));
  };
  const handlers: Record<string, FakeHandler> = {
    'GET /api/locations-with-position/en': positioned ?? (() => ({ status: 200, body: LOCATIONS })),
  };
  for (const n of [1, 2, 3]) handlers[`GET /api/locations/${n}/30/en`] = listHandler;
  return fakeApi(handlers);
}

function renderPage() {
  return renderWithProviders({
    path: '/locations',
    routes: [
      { path: '/locations', element: <LocationsPage /> },
      { path: '/', element: <p>home</p> },
    ],
  });
}

const results = () => screen.getByRole('list', { name: 'Matching locations' });
const resultNames = () =>
  within(results())
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/./)[0]!.textContent);

it('lists the locations with their country and parent, and says how many there are', async () => {
  fakeLocationsApi();
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Our locations' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading locations…');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 locations'));

  expect(resultNames()).toEqual([
    'Rabat City Centre',
    'Tirana Airport',
    'Tirana Airport – Terminal 1',
    'Tirana City Centre',
  ]);
  const terminal = within(results()).getAllByRole('listitem')[2]!;
  expect(terminal).toHaveTextContent('Albania');
  expect(terminal).toHaveTextContent('Part of Tirana Airport');
  // Location pictures come from the CDN folder the server serves, and are decorative next to the name.
  const airport = within(results()).getAllByRole('listitem')[1]!;
  expect(airport.querySelector('img')).toHaveAttribute('src', '/cdn/locations/tirana%20airport.svg');
  expect(airport.querySelector('img')).toHaveAttribute('alt', '');
  expect(locationRequests().map((url) => url.searchParams.get('s'))).toEqual([null]);
});

it('filters as the visitor types, asking once typing pauses', async () => {
  fakeLocationsApi();
  renderPage();
  await screen.findByText('4 locations');

  // Keys typed back to back, with no pause a timer could fall into however busy the machine is.
  const typist = userEvent.setup({ delay: null });
  await typist.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'tirana c');
  await waitFor(() => expect(screen.getByText('1 location')).toBeInTheDocument());
  expect(resultNames()).toEqual(['Tirana City Centre']);
  // One request for the page, one for what was typed: not one per key.
  expect(locationRequests().map((url) => url.searchParams.get('s'))).toEqual([null, 'tirana c']);
});

it('never lets a slow answer for an older keyword replace a newer one', async () => {
  let releaseSlow: () => void = () => {};
  fakeLocationsApi({
    list: (keyword) =>
      keyword === 'tir'
        ? new Promise((resolve) => (releaseSlow = () => resolve(page(matching('tir')))))
        : page(matching(keyword)),
  });
  const { user } = renderPage();
  await screen.findByText('4 locations');
  const field = screen.getByRole('searchbox', { name: 'Search by name' });

  await user.type(field, 'tir');
  await waitFor(() => expect(locationRequests()).toHaveLength(2)); // "tir" is on its way, slowly
  await user.type(field, 'ana air');
  await waitFor(() => expect(screen.getByText('2 locations')).toBeInTheDocument());
  expect(resultNames()).toEqual(['Tirana Airport', 'Tirana Airport – Terminal 1']);

  releaseSlow();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText('2 locations')).toBeInTheDocument();
  expect(resultNames()).toEqual(['Tirana Airport', 'Tirana Airport – Terminal 1']);
  expect(locationRequests().at(-1)!.searchParams.get('s')).toBe('tirana air');
});

it('says when nothing matches', async () => {
  fakeLocationsApi();
  const { user } = renderPage();
  await screen.findByText('4 locations');
  await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
  expect(await screen.findByText('No location matches “zzz”. Try another name.')).toBeInTheDocument();
  expect(screen.getByText('0 locations')).toBeInTheDocument();
});

it('sets a location as pick-up and goes to the search form on the home page', async () => {
  fakeLocationsApi();
  const { user, store, router } = renderPage();
  await screen.findByText('4 locations');
  await user.click(within(results()).getByRole('button', { name: 'Set Tirana City Centre as pick-up' }));

  expect(await screen.findByText('home')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(store.getState().searchDraft.pickupLocation).toEqual({
    _id: 'l4',
    name: 'Tirana City Centre',
    timeZone: 'Europe/Tirane',
  });
});

it('sets a location as drop-off from the list that replaces the map', async () => {
  fakeLocationsApi();
  const { user, store, router } = renderPage();
  const mapSection = await screen.findByRole('region', { name: 'On the map' });
  expect(
    await within(mapSection).findByText('The map is not available here: choose a location from the list.'),
  ).toBeInTheDocument();
  expect(
    within(mapSection)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Albania', 'Morocco']);

  await user.click(within(mapSection).getByRole('button', { name: 'Set Rabat City Centre as drop-off' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(store.getState().searchDraft.dropOffLocation).toEqual({
    _id: 'l1',
    name: 'Rabat City Centre',
    timeZone: 'Africa/Casablanca',
  });
});

it('shows more locations on request', async () => {
  const many = Array.from({ length: 35 }, (_, i) =>
    aLocation({
      _id: `m${i}`,
      name: `Place ${String(i).padStart(2, '0')}`,
      timeZone: 'Europe/Tirane',
      country: albania,
    }),
  );
  fakeLocationsApi({ list: (_keyword, n) => page(many.slice((n - 1) * 30, n * 30), many.length) });
  const { user } = renderPage();
  expect(await screen.findByText('35 locations')).toBeInTheDocument();
  expect(within(results()).getAllByRole('listitem')).toHaveLength(30);

  await user.click(screen.getByRole('button', { name: 'Show more locations' }));
  await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(35));
  expect(within(results()).getAllByRole('listitem').at(-1)).toHaveTextContent('Place 34');
  expect(screen.queryByRole('button', { name: 'Show more locations' })).not.toBeInTheDocument();
  expect(locationRequests().map((url) => url.pathname)).toEqual(['/api/locations/1/30/en', '/api/locations/2/30/en']);
});

it('shows a failed list in place, with a retry that asks again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  let attempts = 0;
  fakeLocationsApi({
    list: (keyword) =>
      ++attempts === 1 ? { status: 500, body: { code: 'server_error', message: 'boom' } } : page(matching(keyword)),
  });
  const { user } = renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('An unhandled error occurred.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByText('4 locations')).toBeInTheDocument();
  expect(attempts).toBe(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('API error', expect.objectContaining({ code: 'server_error' }));
});

it('shows a failed map list in place, with a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let attempts = 0;
  fakeLocationsApi({
    positioned: () =>
      ++attempts === 1
        ? { status: 503, body: { code: 'unavailable', message: 'down' } }
        : { status: 200, body: LOCATIONS },
  });
  const { user } = renderPage();
  const mapSection = await screen.findByRole('region', { name: 'On the map' });
  const alert = await within(mapSection).findByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(mapSection).findByRole('button', { name: 'Set Tirana Airport as pick-up' })).toBeInTheDocument();
  expect(attempts).toBe(2);
});
