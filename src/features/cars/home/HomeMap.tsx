import { Box, Heading } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { answerOnly } from '@/api/answerOnly';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useGetLocationsWithPositionQuery } from '../api/carsApi';
import { LocationsMap } from '../components/LocationsMap';
import { useChooseLocation } from './useChooseLocation';

/** The map of locations (or its accessible list offline); a location can start the search. */
export function HomeMap() {
  const language = useAppSelector(selectLanguage);
  const { data } = useGetLocationsWithPositionQuery({ language }, { selectFromResult: answerOnly });
  const { setPickup, setDropOff } = useChooseLocation();
  return (
    <Box as="section" aria-labelledby="map-title">
      <Heading as="h2" size="xl" id="map-title" mb="4">
        <FormattedMessage
          id="cars.home.map"
          defaultMessage="Map of our locations"
          description="Heading of the map section"
        />
      </Heading>
      <LocationsMap
        locations={(data ?? []).map((location) => ({ ...location, countryName: location.country?.name }))}
        onSetPickup={setPickup}
        onSetDropOff={setDropOff}
        headingLevel="h3"
      />
    </Box>
  );
}
