import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { LocationActions } from './LocationActions';
import type { MapLocation } from './types';

export interface LocationListProps<T extends MapLocation> {
  locations: T[];
  onSetPickup: (location: T) => void;
  onSetDropOff: (location: T) => void;
  /** Level of the country headings, so the list fits the page's outline. */
  headingLevel: 'h2' | 'h3' | 'h4';
}

interface Group<T> {
  country: string | null;
  locations: T[];
}

/** Groups by country (sorted by name in the current language), keeping the given order inside a group. */
function groupByCountry<T extends MapLocation>(locations: T[], locale: string): Group<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const location of locations) {
    const key = location.countryName?.trim() || null;
    const list = groups.get(key) ?? [];
    list.push(location);
    groups.set(key, list);
  }
  const collator = new Intl.Collator(locale);
  return [...groups.entries()]
    .map(([country, items]) => ({ country, locations: items }))
    .sort((a, b) => (a.country === null ? 1 : b.country === null ? -1 : collator.compare(a.country, b.country)));
}

function Rows<T extends MapLocation>({
  locations,
  onSetPickup,
  onSetDropOff,
  labelledBy,
}: Omit<LocationListProps<T>, 'headingLevel'> & { labelledBy?: string }) {
  return (
    <Box as="ul" listStyleType="none" aria-labelledby={labelledBy} borderTopWidth="1px" borderColor="border">
      {locations.map((location) => (
        <Flex
          as="li"
          key={location._id}
          py="2"
          gap="3"
          align={{ base: 'start', sm: 'center' }}
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          borderBottomWidth="1px"
          borderColor="border"
        >
          <Text fontWeight="medium">{location.name}</Text>
          <LocationActions location={location} onSetPickup={onSetPickup} onSetDropOff={onSetDropOff} />
        </Flex>
      ))}
    </Box>
  );
}

/** The map's text alternative: every location with the same two actions, grouped by country. */
export function LocationList<T extends MapLocation>({
  locations,
  onSetPickup,
  onSetDropOff,
  headingLevel,
}: LocationListProps<T>) {
  const intl = useIntl();
  const baseId = useId();
  const groups = useMemo(() => groupByCountry(locations, intl.locale), [locations, intl.locale]);
  if (groups.length === 1 && groups[0]!.country === null) {
    return <Rows locations={groups[0]!.locations} onSetPickup={onSetPickup} onSetDropOff={onSetDropOff} />;
  }
  return (
    <Stack gap="5">
      {groups.map((group, index) => {
        const headingId = `${baseId}-${index}`;
        return (
          <Box key={group.country ?? ''}>
            <Heading as={headingLevel} id={headingId} size="md" mb="2">
              {group.country ??
                intl.formatMessage({
                  id: 'cars.map.otherCountry',
                  defaultMessage: 'Other locations',
                  description:
                    'Heading of the group of locations whose country is not known, in the list replacing the map',
                })}
            </Heading>
            <Rows
              locations={group.locations}
              onSetPickup={onSetPickup}
              onSetDropOff={onSetDropOff}
              labelledBy={headingId}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
