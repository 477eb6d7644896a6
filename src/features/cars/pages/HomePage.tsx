import { Badge, Box, Button, Container, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import cover from '@/assets/cover.svg';
import { lazyWhenVisible } from '@/components/LazyWhenVisible';
import { offScreenUntilNear } from '@/components/offScreenUntilNear';
import { paths } from '@/config/paths';
import type { CarRange } from '../api/carsApi';
import { rangeMessages } from '../carMessages';
import { CarSizes } from '../home/CarSizes';
import { SearchForm } from '../components/SearchForm';
import { NO_FILTERS } from '../search/searchParams';

// Below the fold: each section's code and data load when it comes near the viewport.
const SuppliersStrip = lazyWhenVisible(() => import('../home/SuppliersStrip').then((m) => m.SuppliersStrip), '6rem');
const Destinations = lazyWhenVisible(() => import('../home/Destinations').then((m) => m.Destinations), '20rem');
const HomeMap = lazyWhenVisible(() => import('../home/HomeMap').then((m) => m.HomeMap), '24rem');
const HomeFaq = lazyWhenVisible(
  () => import('@/components/FaqList').then((m) => () => <m.FaqList limit={4} />),
  '16rem',
);

const REASONS = Object.values(
  defineMessages({
    price: {
      id: 'cars.home.reason.price',
      defaultMessage: 'The price you see is the price you pay: every extra is shown, nothing is pre-selected.',
      description: 'Reason to book',
    },
    cancel: {
      id: 'cars.home.reason.cancel',
      defaultMessage: 'Free cancellation on many cars, and pay-at-pick-up options.',
      description: 'Reason to book',
    },
    choice: {
      id: 'cars.home.reason.choice',
      defaultMessage: 'Cars from several local suppliers, compared side by side.',
      description: 'Reason to book',
    },
    support: {
      id: 'cars.home.reason.support',
      defaultMessage: 'Real people answer your questions, in English, French and Spanish.',
      description: 'Reason to book',
    },
  }),
);

/** /: the search form on the cover, then sizes, suppliers, destinations, the map, reasons, care, FAQ. */
export function HomePage() {
  const intl = useIntl();
  const [range, setRange] = useState<CarRange | null>(null);
  return (
    <>
      <Box position="relative" bg="brand.900" color="white">
        <img
          src={cover}
          alt=""
          width="1200"
          height="400"
          fetchPriority="high"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <Container maxW="6xl" position="relative" py={{ base: 8, md: 16 }}>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} maxW="2xl">
            <FormattedMessage
              id="cars.home.title"
              defaultMessage="Rent the right car, at an honest price"
              description="Main heading of the home page"
            />
          </Heading>
          <Text fontSize="lg" mt="2" mb="6" maxW="2xl">
            <FormattedMessage
              id="cars.home.tagline"
              defaultMessage="Compare cars from local suppliers. The total for your dates, before you book."
              description="Tagline of the home page"
            />
          </Text>
          <Box bg="bg" color="fg" borderRadius="lg" p={{ base: 4, md: 6 }} maxW="3xl" boxShadow="lg">
            {range && (
              <HStack mb="3">
                <Badge size="lg">
                  {intl.formatMessage(
                    {
                      id: 'cars.home.onlySize',
                      defaultMessage: 'Only {size}',
                      description: 'Tag of the chosen car size',
                    },
                    { size: intl.formatMessage(rangeMessages[range]) },
                  )}
                </Badge>
                <Button size="xs" variant="ghost" onClick={() => setRange(null)}>
                  <FormattedMessage
                    id="cars.home.anySize"
                    defaultMessage="Any size"
                    description="Button removing the car size choice"
                  />
                </Button>
              </HStack>
            )}
            <SearchForm filters={range ? { ...NO_FILTERS, ranges: [range] } : NO_FILTERS} />
          </Box>
        </Container>
      </Box>
      <Container maxW="6xl" py="10">
        <Stack gap="12">
          <CarSizes
            selected={range}
            onSelect={(next) => {
              setRange(next);
              document.querySelector<HTMLInputElement>('input[data-location-field="pickup"]')?.focus();
            }}
          />
          <SuppliersStrip />
          <Destinations />
          <HomeMap />
          <Box as="section" aria-labelledby="reasons-title" {...offScreenUntilNear({ base: '440px', md: '220px' })}>
            <Heading as="h2" size="xl" id="reasons-title" mb="4">
              <FormattedMessage
                id="cars.home.reasons"
                defaultMessage="Why book with us"
                description="Heading of the reasons section"
              />
            </Heading>
            <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none">
              {REASONS.map((reason) => (
                <Box as="li" key={reason.id} bg="bg" borderWidth="1px" borderRadius="lg" p="4">
                  {intl.formatMessage(reason)}
                </Box>
              ))}
            </SimpleGrid>
          </Box>
          <Box
            as="section"
            aria-labelledby="care-title"
            bg="bg"
            borderWidth="1px"
            borderRadius="lg"
            p="6"
            {...offScreenUntilNear({ base: '300px', md: '230px' })}
          >
            <Heading as="h2" size="xl" id="care-title" mb="3">
              <FormattedMessage
                id="cars.home.care"
                defaultMessage="Customer care"
                description="Heading of the customer care section"
              />
            </Heading>
            <List.Root ps="5" gap="1" mb="4">
              <List.Item>
                <FormattedMessage
                  id="cars.home.care.before"
                  defaultMessage="Help choosing a car and its options before you book."
                  description="Customer care point"
                />
              </List.Item>
              <List.Item>
                <FormattedMessage
                  id="cars.home.care.changes"
                  defaultMessage="Changes and cancellations handled with the supplier."
                  description="Customer care point"
                />
              </List.Item>
              <List.Item>
                <FormattedMessage
                  id="cars.home.care.answers"
                  defaultMessage="An answer by e-mail, usually within one working day."
                  description="Customer care point"
                />
              </List.Item>
            </List.Root>
            <Button asChild variant="outline">
              <RouterLink to={paths.contact}>
                <FormattedMessage
                  id="cars.home.contact"
                  defaultMessage="Contact us"
                  description="Link to the contact page"
                />
              </RouterLink>
            </Button>
          </Box>
          <Box as="section" aria-labelledby="faq-title" {...offScreenUntilNear({ base: '300px' })}>
            <Heading as="h2" size="xl" id="faq-title" mb="4">
              <FormattedMessage
                id="cars.home.faq"
                defaultMessage="Questions drivers ask"
                description="Heading of the FAQ section on the home page"
              />
            </Heading>
            <HomeFaq />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
