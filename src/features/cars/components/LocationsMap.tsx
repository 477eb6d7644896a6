import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { env } from '@/config/env';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@/config/constants';
import { selectLanguage } from '@/i18n/preferencesSlice';
import type { GoogleMapViewProps } from './map/GoogleMapView';
import { LocationList } from './map/LocationList';
import type { MapLoader, MapLocation, MapScriptStatus } from './map/types';

export type { MapLoader, MapLoaderProps, MapLocation, MapScriptStatus } from './map/types';

/** Our own limit for the map script (the loader alone may wait much longer): past it, the list is shown. */
export const MAP_LOAD_TIMEOUT_MS = 8000;

export interface LocationsMapProps {
  locations: MapLocation[];
  onSetPickup: (location: MapLocation) => void;
  onSetDropOff: (location: MapLocation) => void;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** Replaces the Google Maps script loader (`@googlemaps/react-wrapper`'s `Wrapper`), for tests. */
  loader?: MapLoader;
  /** Level of the country headings of the list, so it fits the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

type MapState = 'loading' | 'ready' | 'failed';

function Note({ children, live }: { children: React.ReactNode; live?: boolean }) {
  return (
    <Alert.Root status="info" role={live ? 'status' : 'note'} mb="4">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * The locations on a map, where a marker offers "Set as pick-up" and "Set as drop-off". The map is
 * an enhancement: without a Maps key, or when the script fails or takes longer than
 * MAP_LOAD_TIMEOUT_MS, an accessible list with the same actions replaces it and says why; with a
 * map, the same list stays one button away for keyboard and screen reader users.
 */
export function LocationsMap({
  locations,
  onSetPickup,
  onSetDropOff,
  center = MAP_DEFAULT_CENTER,
  zoom = MAP_DEFAULT_ZOOM,
  loader,
  headingLevel = 'h3',
}: LocationsMapProps) {
  const apiKey = env.googleMapsApiKey;
  const language = useAppSelector(selectLanguage);
  const [state, setState] = useState<MapState>('loading');
  const [View, setView] = useState<ComponentType<GoogleMapViewProps> | null>(null);
  const [listShown, setListShown] = useState(false);
  const listId = useId();

  // The Google branch is fetched only when a key is configured; a failed fetch is a failed map.
  useEffect(() => {
    if (!apiKey) return;
    let active = true;
    import('./map/GoogleMapView').then(
      (module) => active && setView(() => module.GoogleMapView),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [apiKey]);

  useEffect(() => {
    if (!apiKey || state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), MAP_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [apiKey, state]);

  // Once failed, the list stays: a map appearing late would move the content under the visitor.
  const onStatus = useCallback((status: MapScriptStatus) => {
    if (status === 'SUCCESS') setState((current) => (current === 'loading' ? 'ready' : current));
    if (status === 'FAILURE') setState('failed');
  }, []);

  const list = (
    <LocationList
      locations={locations}
      onSetPickup={onSetPickup}
      onSetDropOff={onSetDropOff}
      headingLevel={headingLevel}
    />
  );

  if (!apiKey) {
    return (
      <Box>
        <Note>
          <FormattedMessage
            id="cars.map.noKey"
            defaultMessage="The map is not available here: choose a location from the list."
            description="Note replacing the map when the site has no Google Maps key (said without technical words); the list of locations follows"
          />
        </Note>
        {list}
      </Box>
    );
  }

  if (state === 'failed') {
    return (
      <Box>
        <Note live>
          <FormattedMessage
            id="cars.map.failed"
            defaultMessage="The map could not be loaded — choose from the list."
            description="Note replacing the map when the map script failed or took too long; the list of locations follows"
          />
        </Note>
        {list}
      </Box>
    );
  }

  const placeholder = (
    <Box position="relative" h={{ base: '320px', md: '440px' }}>
      <Skeleton h="100%" borderRadius="md" />
      <Text
        role="status"
        position="absolute"
        inset="0"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="medium"
      >
        <FormattedMessage
          id="cars.map.loading"
          defaultMessage="Loading the map…"
          description="Shown where the map will appear while it loads"
        />
      </Text>
    </Box>
  );

  return (
    <Stack gap="3">
      {View ? (
        <View
          apiKey={apiKey}
          language={language}
          loader={loader}
          locations={locations}
          center={center}
          zoom={zoom}
          onSetPickup={onSetPickup}
          onSetDropOff={onSetDropOff}
          onStatus={onStatus}
          placeholder={placeholder}
        />
      ) : (
        placeholder
      )}
      <Box>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={listShown}
          aria-controls={listId}
          onClick={() => setListShown((shown) => !shown)}
        >
          {listShown ? (
            <FormattedMessage
              id="cars.map.hideList"
              defaultMessage="Hide the list of locations"
              description="Button hiding the list shown under the map"
            />
          ) : (
            <FormattedMessage
              id="cars.map.showList"
              defaultMessage="Choose from a list instead"
              description="Button showing, under the map, the list of locations with the same actions as the markers"
            />
          )}
        </Button>
      </Box>
      <Box id={listId} hidden={!listShown}>
        {listShown && list}
      </Box>
    </Stack>
  );
}
