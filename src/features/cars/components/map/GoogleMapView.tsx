/**
 * The Google Maps branch of the locations map. It is imported dynamically, and only when a Maps
 * key is configured, so neither this code nor `@googlemaps/react-wrapper` is in the main bundle.
 */
import { Box, CloseButton, Flex, Text } from '@chakra-ui/react';
import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LocationActions } from './LocationActions';
import {
  hasPosition,
  mapsNamespace,
  type MapLoader,
  type MapLoaderProps,
  type MapLocation,
  type MapScriptStatus,
} from './types';

const toStatus = (status: Status): MapScriptStatus =>
  status === Status.SUCCESS ? 'SUCCESS' : status === Status.FAILURE ? 'FAILURE' : 'LOADING';

/**
 * The Maps loader is a singleton that throws when asked again with other options, and a loaded
 * script cannot change language: the first language asked for stays until the page reloads.
 */
let scriptLanguage: string | undefined;

/** The real map-script loader: `@googlemaps/react-wrapper`'s `Wrapper`. */
export function WrapperLoader({ apiKey, language, render, callback, children }: MapLoaderProps) {
  const [pinnedLanguage] = useState(() => (scriptLanguage ??= language));
  return (
    <Wrapper
      apiKey={apiKey}
      language={pinnedLanguage}
      render={(status) => render(toStatus(status))}
      callback={(status) => callback(toStatus(status))}
    >
      {children}
    </Wrapper>
  );
}

export interface GoogleMapViewProps {
  apiKey: string;
  language: string;
  loader?: MapLoader;
  locations: MapLocation[];
  center: { lat: number; lng: number };
  zoom: number;
  onSetPickup: (location: MapLocation) => void;
  onSetDropOff: (location: MapLocation) => void;
  /** Every status of the script, plus FAILURE when the loaded script cannot draw a map. */
  onStatus: (status: MapScriptStatus) => void;
  /** Shown while the script loads. */
  placeholder: React.ReactElement;
}

export function GoogleMapView({
  apiKey,
  language,
  loader: Loader = WrapperLoader,
  onStatus,
  placeholder,
  ...canvas
}: GoogleMapViewProps) {
  return (
    <Loader
      apiKey={apiKey}
      language={language}
      callback={onStatus}
      render={(status) => (status === 'FAILURE' ? <></> : placeholder)}
    >
      <MapCanvas {...canvas} onUnavailable={() => onStatus('FAILURE')} />
    </Loader>
  );
}

interface MapCanvasProps extends Pick<
  GoogleMapViewProps,
  'locations' | 'center' | 'zoom' | 'onSetPickup' | 'onSetDropOff'
> {
  onUnavailable: () => void;
}

/** The map with a marker per located place; a marker opens a panel with the place's two actions. */
function MapCanvas({ locations, center, zoom, onSetPickup, onSetDropOff, onUnavailable }: MapCanvasProps) {
  const intl = useIntl();
  const element = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelTitleId = useId();
  const [map, setMap] = useState<unknown>(null);
  const [selected, setSelected] = useState<MapLocation | null>(null);
  const initial = useRef({ center, zoom, onUnavailable });

  // The map is created once; later centre and zoom changes are the visitor's own panning.
  useEffect(() => {
    const maps = mapsNamespace();
    const { center: startCenter, zoom: startZoom, onUnavailable: fail } = initial.current;
    if (!maps || !element.current) {
      fail();
      return;
    }
    try {
      setMap(
        new maps.Map(element.current, {
          center: startCenter,
          zoom: startZoom,
          clickableIcons: false,
        }),
      );
    } catch {
      fail();
    }
  }, []);

  useEffect(() => {
    const maps = mapsNamespace();
    if (!map || !maps) return;
    const markers = locations.filter(hasPosition).map((location) => {
      // A titled marker with a click listener is focusable and named for screen readers by Maps.
      const marker = new maps.Marker({
        map,
        position: { lat: location.latitude, lng: location.longitude },
        title: location.name,
      });
      const listener = marker.addListener('click', () => setSelected(location));
      return { marker, listener };
    });
    return () =>
      markers.forEach(({ marker, listener }) => {
        listener.remove();
        marker.setMap(null);
      });
  }, [map, locations]);

  // A marker chosen with the keyboard (Enter) or a pointer moves focus to its actions.
  useEffect(() => {
    if (selected) panel.current?.focus();
  }, [selected]);

  return (
    <Box>
      <Box
        ref={element}
        role="region"
        aria-label={intl.formatMessage({
          id: 'cars.map.label',
          defaultMessage: 'Map of the locations',
          description: 'Accessible name of the map showing the locations',
        })}
        h={{ base: '320px', md: '440px' }}
        borderRadius="md"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
      />
      {selected && (
        <Flex
          ref={panel}
          tabIndex={-1}
          role="group"
          aria-labelledby={panelTitleId}
          mt="3"
          p="3"
          gap="3"
          align="center"
          wrap="wrap"
          justify="space-between"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          outline="none"
          _focusVisible={{
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
          }}
        >
          <Text id={panelTitleId} fontWeight="semibold">
            {selected.name}
          </Text>
          <Flex gap="2" align="center">
            <LocationActions location={selected} onSetPickup={onSetPickup} onSetDropOff={onSetDropOff} />
            <CloseButton
              size="sm"
              aria-label={intl.formatMessage({
                id: 'cars.map.closePanel',
                defaultMessage: 'Close',
                description: 'Accessible label of the button closing the panel of the location chosen on the map',
              })}
              onClick={() => setSelected(null)}
            />
          </Flex>
        </Flex>
      )}
    </Box>
  );
}
