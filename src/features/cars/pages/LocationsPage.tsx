import {
  Box,
  Button,
  Container,
  Field,
  Flex,
  Grid,
  Heading,
  Image,
  Input,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { useNavigate } from 'react-router';
import { locationImageUrl } from '@/config/cdn';
import { PAGE_SIZE } from '@/config/constants';
import { paths } from '@/config/paths';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useGetLocationsQuery, useGetLocationsWithPositionQuery, type Language, type Location } from '../api/carsApi';
import { LocationsMap } from '../components/LocationsMap';
import { LocationActions } from '../components/map/LocationActions';
import { QueryError } from '../components/map/QueryError';
import type { MapLocation } from '../components/map/types';
import { dropOffLocationChosen, locationChoice, pickupLocationChosen, type LocationChoice } from '../searchDraftSlice';

/** How long typing must pause before the list is asked for again. */
export const SEARCH_DEBOUNCE_MS = 250;

function useDebouncedValue<T>(value: T, delay: number): [T, (value: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return [debounced, setDebounced];
}

/** Sets the search form's location and goes to the home page, whose search form shows it. */
function useChooseLocation() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const choose = (action: typeof pickupLocationChosen | typeof dropOffLocationChosen) => (location: LocationChoice) => {
    dispatch(action(locationChoice(location)));
    navigate(paths.home);
  };
  return {
    onSetPickup: choose(pickupLocationChosen),
    onSetDropOff: choose(dropOffLocationChosen),
  };
}

interface ItemsProps {
  locations: Location[];
  parentNames: Map<string, string>;
  onSetPickup: (location: LocationChoice) => void;
  onSetDropOff: (location: LocationChoice) => void;
}

function LocationItems({ locations, parentNames, onSetPickup, onSetDropOff }: ItemsProps) {
  return locations.map((location) => {
    const parent = location.parentLocation;
    const parentName = typeof parent === 'object' ? parent.name : parent ? parentNames.get(parent) : undefined;
    return (
      <Flex
        as="li"
        key={location._id}
        gap="3"
        py="3"
        align={{ base: 'start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        borderBottomWidth="1px"
        borderColor="border"
      >
        <Flex gap="3" align="center" flex="1" minW="0">
          {location.image ? (
            <Image
              src={locationImageUrl(location.image)}
              alt=""
              width="64px"
              height="48px"
              objectFit="cover"
              borderRadius="sm"
              loading="lazy"
              flexShrink={0}
            />
          ) : (
            <Box width="64px" height="48px" borderRadius="sm" bg="bg.muted" flexShrink={0} aria-hidden="true" />
          )}
          <Box minW="0">
            <Text fontWeight="semibold">{location.name}</Text>
            {location.country?.name && (
              <Text fontSize="sm" color="fg.muted">
                {location.country.name}
              </Text>
            )}
            {parentName && (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="cars.locations.partOf"
                  defaultMessage="Part of {parent}"
                  description="Under a location that belongs to a larger one, e.g. a terminal of an airport"
                  values={{ parent: parentName }}
                />
              </Text>
            )}
          </Box>
        </Flex>
        <LocationActions location={location} onSetPickup={onSetPickup} onSetDropOff={onSetDropOff} />
      </Flex>
    );
  });
}

/** Page 2, 3… of the list, fetched when the visitor asks for more. */
function MoreLocations({
  page,
  search,
  language,
  ...items
}: Omit<ItemsProps, 'locations'> & {
  page: number;
  search: string;
  language: Language;
}) {
  const query = useGetLocationsQuery({
    page,
    size: PAGE_SIZE,
    language,
    s: search || undefined,
  });
  if (query.isError) {
    return (
      <Box as="li" py="3">
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Box>
    );
  }
  if (!query.currentData) {
    return (
      <Flex as="li" py="3" justify="center">
        <Spinner size="sm" />
      </Flex>
    );
  }
  return <LocationItems locations={query.currentData[0]?.resultData ?? []} {...items} />;
}

/**
 * /locations: a searchable pick-list of every location with the number found, and the map of
 * located ones. Choosing a location as pick-up or drop-off fills the search form on the home page.
 */
export function LocationsPage() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const { onSetPickup, onSetDropOff } = useChooseLocation();
  const searchHeadingId = useId();
  const mapHeadingId = useId();
  const [keyword, setKeyword] = useState('');
  const [search, setSearchNow] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [more, setMore] = useState({ search: '', pages: 1 });
  const pages = more.search === search ? more.pages : 1;

  // One cache entry per keyword and language: an answer for an older keyword never replaces the
  // current one, and going back to a keyword already seen answers from the cache.
  const list = useGetLocationsQuery({
    page: 1,
    size: PAGE_SIZE,
    language,
    s: search || undefined,
  });
  const positioned = useGetLocationsWithPositionQuery({ language });

  const firstPage = list.data?.[0];
  const total = firstPage?.pageInfo[0]?.totalRecords ?? 0;
  const parentNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const location of [...(positioned.data ?? []), ...(firstPage?.resultData ?? [])])
      names.set(location._id, location.name);
    return names;
  }, [positioned.data, firstPage]);
  const mapLocations = useMemo<MapLocation[]>(
    () =>
      (positioned.data ?? []).map(({ _id, name, timeZone, latitude, longitude, country }) => ({
        _id,
        name,
        timeZone,
        latitude,
        longitude,
        countryName: country?.name,
      })),
    [positioned.data],
  );

  const items = { parentNames, onSetPickup, onSetDropOff };

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        <FormattedMessage
          id="cars.locations.title"
          defaultMessage="Our locations"
          description="Main heading of the locations page"
        />
      </Heading>
      <Text color="fg.muted" mb="8" maxW="3xl">
        <FormattedMessage
          id="cars.locations.intro"
          defaultMessage="Find where you would like to pick up or return your car, then set it as your pick-up or drop-off location: the search form is filled in for you."
          description="Introduction of the locations page"
        />
      </Text>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: 10, lg: 8 }}
        alignItems="start"
      >
        <Box as="section" aria-labelledby={searchHeadingId}>
          <Heading as="h2" id={searchHeadingId} size="xl" mb="4">
            <FormattedMessage
              id="cars.locations.searchTitle"
              defaultMessage="Find a location"
              description="Heading of the searchable list of locations"
            />
          </Heading>
          <Box
            as="form"
            role="search"
            mb="3"
            onSubmit={(event: React.FormEvent) => {
              event.preventDefault();
              setSearchNow(keyword.trim());
            }}
          >
            <Field.Root>
              <Field.Label>
                <FormattedMessage
                  id="cars.locations.searchLabel"
                  defaultMessage="Search by name"
                  description="Label of the field filtering the locations"
                />
              </Field.Label>
              <Input
                type="search"
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                autoComplete="off"
              />
            </Field.Root>
          </Box>
          <Text role="status" fontWeight="medium" mb="2" minH="6">
            {list.isError ? null : firstPage ? (
              <FormattedMessage
                id="cars.locations.count"
                defaultMessage="{count, plural, one {# location} other {# locations}}"
                description="Number of locations matching the search, announced when it changes"
                values={{ count: total }}
              />
            ) : (
              <FormattedMessage
                id="cars.locations.loading"
                defaultMessage="Loading locations…"
                description="Shown while the locations load"
              />
            )}
          </Text>
          {list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : !firstPage ? (
            <Stack gap="3" aria-hidden="true">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} h="16" />
              ))}
            </Stack>
          ) : total === 0 ? (
            <Text py="4">
              {search ? (
                <FormattedMessage
                  id="cars.locations.noMatch"
                  defaultMessage="No location matches “{keyword}”. Try another name."
                  description="Shown when no location matches the search"
                  values={{ keyword: search }}
                />
              ) : (
                <FormattedMessage
                  id="cars.locations.empty"
                  defaultMessage="There are no locations yet."
                  description="Shown when the marketplace has no location"
                />
              )}
            </Text>
          ) : (
            <>
              <Box
                as="ul"
                listStyleType="none"
                aria-label={intl.formatMessage({
                  id: 'cars.locations.listLabel',
                  defaultMessage: 'Matching locations',
                  description: 'Accessible name of the list of locations matching the search',
                })}
                aria-busy={list.isFetching}
                opacity={list.isFetching ? 0.6 : 1}
                transition="opacity 0.2s"
                borderTopWidth="1px"
                borderColor="border"
              >
                <LocationItems locations={firstPage.resultData} {...items} />
                {Array.from({ length: pages - 1 }, (_, index) => (
                  <MoreLocations key={index + 2} page={index + 2} search={search} language={language} {...items} />
                ))}
              </Box>
              {pages * PAGE_SIZE < total && (
                <Button mt="4" variant="outline" onClick={() => setMore({ search, pages: pages + 1 })}>
                  <FormattedMessage
                    id="cars.locations.more"
                    defaultMessage="Show more locations"
                    description="Button adding the next page of locations to the list"
                  />
                </Button>
              )}
            </>
          )}
        </Box>
        <Box as="section" aria-labelledby={mapHeadingId}>
          <Heading as="h2" id={mapHeadingId} size="xl" mb="4">
            <FormattedMessage
              id="cars.locations.mapTitle"
              defaultMessage="On the map"
              description="Heading of the map of locations (or of the list replacing it)"
            />
          </Heading>
          {positioned.isError ? (
            <QueryError
              error={positioned.error}
              onRetry={() => void positioned.refetch()}
              retrying={positioned.isFetching}
            />
          ) : !positioned.data ? (
            <Skeleton h={{ base: '320px', md: '440px' }} borderRadius="md" />
          ) : mapLocations.length === 0 ? (
            <Text>
              <FormattedMessage
                id="cars.locations.noPosition"
                defaultMessage="No location can be shown on the map yet."
                description="Shown instead of the map when no location has coordinates"
              />
            </Text>
          ) : (
            <LocationsMap
              locations={mapLocations}
              onSetPickup={onSetPickup}
              onSetDropOff={onSetDropOff}
              headingLevel="h3"
            />
          )}
        </Box>
      </Grid>
    </Container>
  );
}
