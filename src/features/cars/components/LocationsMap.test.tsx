import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import {
  LocationsMap,
  MAP_LOAD_TIMEOUT_MS,
  type MapLoaderProps,
  type MapLocation,
  type MapScriptStatus,
} from './LocationsMap';
import type { MapsNamespace } from './map/types';

const LOCATIONS: MapLocation[] = [
  {
    _id: 'l1',
    name: 'Tirana Airport',
    timeZone: 'Europe/Tirane',
    latitude: 41.41,
    longitude: 19.72,
    countryName: 'Albania',
  },
  {
    _id: 'l2',
    name: 'Durrës Port',
    timeZone: 'Europe/Tirane',
    latitude: 41.31,
    longitude: 19.44,
    countryName: 'Albania',
  },
  {
    _id: 'l3',
    name: 'Rabat City Centre',
    timeZone: 'Africa/Casablanca',
    latitude: 34.02,
    longitude: -6.84,
    countryName: 'Morocco',
  },
  { _id: 'l4', name: 'Somewhere', timeZone: 'UTC', latitude: null, longitude: null },
];

/** A stand-in for `@googlemaps/react-wrapper`'s Wrapper whose status the test sets. */
function controllableLoader() {
  let setStatus: (status: MapScriptStatus) => void = () => {};
  const props: MapLoaderProps[] = [];
  function FakeLoader(loaderProps: MapLoaderProps) {
    const [status, set] = useState<MapScriptStatus>('LOADING');
    setStatus = set;
    props.push(loaderProps);
    const { callback } = loaderProps;
    useEffect(() => callback(status), [callback, status]);
    return status === 'SUCCESS' ? <>{loaderProps.children}</> : loaderProps.render(status);
  }
  return {
    FakeLoader,
    props,
    /** Resolves once the Google branch has been fetched and mounted the loader. */
    mounted: () => waitFor(() => expect(props.length).toBeGreaterThan(0)),
    setStatus: (status: MapScriptStatus) => act(() => setStatus(status)),
  };
}

/** A fake `google.maps` namespace recording the map and its markers. */
function fakeGoogleMaps() {
  const maps: { element: HTMLElement; options: unknown }[] = [];
  const markers: { title: string; position: unknown; click: () => void; removed: boolean }[] = [];
  const namespace: MapsNamespace = {
    Map: class {
      constructor(element: HTMLElement, options: unknown) {
        maps.push({ element, options });
      }
    } as unknown as MapsNamespace['Map'],
    Marker: class {
      record: (typeof markers)[number];
      constructor({ title, position }: { title: string; position: unknown }) {
        this.record = { title, position, click: () => {}, removed: false };
        markers.push(this.record);
      }
      addListener(_event: 'click', handler: () => void) {
        this.record.click = handler;
        return { remove: () => {} };
      }
      setMap(map: unknown) {
        if (map === null) this.record.removed = true;
      }
    },
  };
  (globalThis as { google?: unknown }).google = { maps: namespace };
  return { maps, markers };
}

function renderMap(extra: Partial<React.ComponentProps<typeof LocationsMap>> = {}, language: 'en' | 'fr' = 'en') {
  const onSetPickup = jest.fn();
  const onSetDropOff = jest.fn();
  const utils = renderWithProviders({
    routes: [
      {
        path: '/',
        element: (
          <LocationsMap locations={LOCATIONS} onSetPickup={onSetPickup} onSetDropOff={onSetDropOff} {...extra} />
        ),
      },
    ],
    preloadedState: { preferences: { language, currency: 'EUR' } },
  });
  return { ...utils, onSetPickup, onSetDropOff };
}

beforeEach(() => fakeApi({}));
afterEach(() => {
  delete (globalThis as { google?: unknown }).google;
  jest.useRealTimers();
});

describe('without a map key', () => {
  it('shows the locations as a list grouped by country, with a note saying why', async () => {
    const { user, onSetPickup, onSetDropOff } = renderMap();
    expect(
      await screen.findByText('The map is not available here: choose a location from the list.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the locations' })).not.toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Albania', 'Morocco', 'Other locations']);
    const albania = screen.getByRole('list', { name: 'Albania' });
    expect(
      within(albania)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Tirana Airport', 'Durrës Port']);

    await user.click(screen.getByRole('button', { name: 'Set Tirana Airport as pick-up' }));
    expect(onSetPickup).toHaveBeenCalledWith(LOCATIONS[0]);
    await user.click(screen.getByRole('button', { name: 'Set Rabat City Centre as drop-off' }));
    expect(onSetDropOff).toHaveBeenCalledWith(LOCATIONS[2]);
  });

  it('keeps the buttons short on screen', async () => {
    renderMap();
    const button = await screen.findByRole('button', { name: 'Set Durrës Port as pick-up' });
    expect(button).toHaveTextContent('Set Durrës Port as pick-up');
    expect(within(button).getByText('Durrës Port')).toHaveStyle({ position: 'absolute' });
  });
});

describe('with a map key', () => {
  beforeEach(() => jest.replaceProperty(env, 'googleMapsApiKey', 'test-key'));

  it('shows a loading state, then the map with a marker per located place', async () => {
    const { maps, markers } = fakeGoogleMaps();
    const loader = controllableLoader();
    const { user, onSetPickup } = renderMap({ loader: loader.FakeLoader });

    expect(await screen.findByText('Loading the map…')).toBeInTheDocument();
    await loader.mounted();
    expect(loader.props.at(-1)).toMatchObject({ apiKey: 'test-key', language: 'en' });
    loader.setStatus('SUCCESS');

    expect(await screen.findByRole('region', { name: 'Map of the locations' })).toBeInTheDocument();
    expect(maps).toHaveLength(1);
    expect(maps[0]!.options).toEqual({ center: { lat: 41.33, lng: 19.82 }, zoom: 10, clickableIcons: false });
    expect(markers.map((marker) => marker.title)).toEqual(['Tirana Airport', 'Durrës Port', 'Rabat City Centre']);
    expect(screen.queryByText(/choose from the list/)).not.toBeInTheDocument();

    // A marker opens a panel with the same two actions, and focus goes there.
    act(() => markers[1]!.click());
    const panel = await screen.findByRole('group', { name: 'Durrës Port' });
    expect(panel).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Set Durrës Port as pick-up' }));
    expect(onSetPickup).toHaveBeenCalledWith(LOCATIONS[1]);
  });

  it('offers the list under the map for keyboard and screen reader users', async () => {
    fakeGoogleMaps();
    const loader = controllableLoader();
    const { user, onSetDropOff } = renderMap({ loader: loader.FakeLoader });
    await loader.mounted();
    loader.setStatus('SUCCESS');
    await screen.findByRole('region', { name: 'Map of the locations' });

    const toggle = screen.getByRole('button', { name: 'Choose from a list instead' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Set Tirana Airport as drop-off' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Set Tirana Airport as drop-off' }));
    expect(onSetDropOff).toHaveBeenCalledWith(LOCATIONS[0]);
  });

  it('replaces the map by the list when the script fails', async () => {
    const loader = controllableLoader();
    renderMap({ loader: loader.FakeLoader });
    await screen.findByText('Loading the map…');
    await loader.mounted();
    loader.setStatus('FAILURE');

    expect(await screen.findByRole('status')).toHaveTextContent('The map could not be loaded — choose from the list.');
    expect(screen.getByRole('button', { name: 'Set Tirana Airport as pick-up' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the locations' })).not.toBeInTheDocument();
  });

  it('replaces the map by the list when the script is there but cannot draw a map', async () => {
    const loader = controllableLoader();
    renderMap({ loader: loader.FakeLoader });
    await screen.findByText('Loading the map…');
    await loader.mounted();
    loader.setStatus('SUCCESS'); // no window.google

    expect(await screen.findByText('The map could not be loaded — choose from the list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Rabat City Centre as pick-up' })).toBeInTheDocument();
  });

  it('gives up waiting after its own timeout and shows the list', async () => {
    jest.useFakeTimers();
    const loader = controllableLoader();
    renderMap({ loader: loader.FakeLoader });
    expect(await screen.findByText('Loading the map…')).toBeInTheDocument();
    await loader.mounted();

    act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS - 100));
    expect(screen.getByText('Loading the map…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('The map could not be loaded — choose from the list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Durrës Port as drop-off' })).toBeInTheDocument();

    // A script arriving late does not pull the list away from under the visitor.
    loader.setStatus('SUCCESS');
    expect(screen.getByText('The map could not be loaded — choose from the list.')).toBeInTheDocument();
  });

  it('uses the real Wrapper by default, whose script never arrives in jsdom, and falls back in time', async () => {
    jest.useFakeTimers();
    renderMap();
    expect(await screen.findByText('Loading the map…')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('script[src*="maps.googleapis.com"]')).not.toBeNull());
    expect(document.querySelector('script[src*="maps.googleapis.com"]')!.getAttribute('src')).toContain('key=test-key');

    act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS));
    expect(screen.getByText('The map could not be loaded — choose from the list.')).toBeInTheDocument();
  });
});
