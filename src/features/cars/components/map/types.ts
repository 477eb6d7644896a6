import type { ComponentType, ReactElement, ReactNode } from 'react';

/** A location as the map and its list need it: a name, and a position when it has one. */
export interface MapLocation {
  _id: string;
  name: string;
  timeZone: string;
  latitude?: number | null;
  longitude?: number | null;
  countryName?: string;
}

/** The states of the map script, as `@googlemaps/react-wrapper` reports them. */
export type MapScriptStatus = 'LOADING' | 'SUCCESS' | 'FAILURE';

/**
 * The map-script seam, shaped like `@googlemaps/react-wrapper`'s `Wrapper`: it loads the Google
 * Maps script, renders `render(status)` until the script is ready and `children` once it is, and
 * reports each status through `callback`. The default wraps the real `Wrapper`; tests inject a
 * fake one to drive LOADING, SUCCESS and FAILURE (the real loader never settles in jsdom).
 */
export interface MapLoaderProps {
  apiKey: string;
  language: string;
  render: (status: MapScriptStatus) => ReactElement;
  callback: (status: MapScriptStatus) => void;
  children: ReactNode;
}
export type MapLoader = ComponentType<MapLoaderProps>;

/**
 * The few parts of the `google.maps` namespace the map uses (the app has no `@types/google.maps`;
 * these match the Maps JavaScript API and let tests pass a fake namespace on `window.google`).
 */
export interface MapsListener {
  remove(): void;
}
export interface MapsMarker {
  addListener(event: 'click', handler: () => void): MapsListener;
  setMap(map: unknown): void;
}
export interface MapsNamespace {
  Map: new (
    element: HTMLElement,
    options: {
      center: { lat: number; lng: number };
      zoom: number;
      clickableIcons?: boolean;
    },
  ) => unknown;
  Marker: new (options: { map: unknown; position: { lat: number; lng: number }; title: string }) => MapsMarker;
}

/** The loaded Maps API, or undefined when the script is not there. */
export function mapsNamespace(): MapsNamespace | undefined {
  return (globalThis as { google?: { maps?: MapsNamespace } }).google?.maps;
}

/** Locations that can be placed on a map. */
export function hasPosition(location: MapLocation): location is MapLocation & { latitude: number; longitude: number } {
  return typeof location.latitude === 'number' && typeof location.longitude === 'number';
}
