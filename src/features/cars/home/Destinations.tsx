import { Box, Button, Heading, Image, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { answerOnly } from '@/api/answerOnly';
import { locationImageUrl } from '@/config/cdn';
import { MIN_LOCATIONS } from '@/config/constants';
import { selectLanguage } from '@/i18n/preferencesSlice';
import { useGetCountriesWithLocationsQuery } from '../api/carsApi';
import { useChooseLocation } from './useChooseLocation';

const hidden = (chunks: ReactNode[]) => (
  <Box as="span" srOnly>
    {chunks}
  </Box>
);

/** Countries with at least MIN_LOCATIONS locations, one tab each; a location can start the search. */
export function Destinations() {
  const language = useAppSelector(selectLanguage);
  const { data } = useGetCountriesWithLocationsQuery(
    { language, imageRequired: false, minLocations: MIN_LOCATIONS },
    { selectFromResult: answerOnly },
  );
  const { setPickup } = useChooseLocation();
  if (!data?.length) return null;
  return (
    <Box as="section" aria-labelledby="destinations-title">
      <Heading as="h2" size="xl" id="destinations-title" mb="4">
        <FormattedMessage
          id="cars.home.destinations"
          defaultMessage="Destinations"
          description="Heading of the destinations section"
        />
      </Heading>
      <Tabs.Root defaultValue={data[0]!._id} variant="line" lazyMount>
        <Tabs.List flexWrap="wrap">
          {data.map((country) => (
            <Tabs.Trigger key={country._id} value={country._id}>
              {country.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {data.map((country) => (
          <Tabs.Content key={country._id} value={country._id}>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none">
              {(country.locations ?? []).map((location) => (
                <Stack as="li" key={location._id} bg="bg" borderWidth="1px" borderRadius="lg" p="3" gap="2">
                  {location.image && (
                    <Image
                      src={locationImageUrl(location.image)}
                      alt=""
                      height="120px"
                      objectFit="cover"
                      borderRadius="md"
                      loading="lazy"
                    />
                  )}
                  <Text fontWeight="semibold">{location.name}</Text>
                  <Button size="sm" variant="outline" onClick={() => setPickup(location)}>
                    {/* The location's name is read out but not shown (it is right above), so the
                        accessible name contains the visible text. */}
                    <FormattedMessage
                      id="cars.home.pickHereShort"
                      defaultMessage="Pick up here<hidden> ({name})</hidden>"
                      description="Text of a destination button; <hidden> is read by screen readers only"
                      values={{ name: location.name, hidden }}
                    />
                  </Button>
                </Stack>
              ))}
            </SimpleGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
