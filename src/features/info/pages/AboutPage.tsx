import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FREE_CANCELLATION_HOURS } from '@/config/constants';
import { env } from '@/config/env';

const messages = defineMessages({
  title: {
    id: 'info.about.title',
    defaultMessage: 'About {siteName}',
    description: 'Main heading of the about page. {siteName} is the name of the marketplace',
  },
  intro: {
    id: 'info.about.intro',
    defaultMessage:
      '{siteName} is a car rental marketplace. Independent rental companies list their cars here, and you compare them side by side and book the one that suits your trip, in a few minutes.',
    description: 'Introduction of the about page. {siteName} is the name of the marketplace',
  },

  howTitle: {
    id: 'info.about.how.title',
    defaultMessage: 'How it works',
    description: 'About page section heading: the booking steps',
  },
  howSearch: {
    id: 'info.about.how.search',
    defaultMessage:
      '<strong>Search.</strong> Tell us where and when you want to pick up the car, and where you will return it.',
    description: 'About page: first booking step (ordered list item). <strong> wraps the step name',
  },
  howCompare: {
    id: 'info.about.how.compare',
    defaultMessage:
      '<strong>Compare.</strong> Every car shows its total price for your dates, the deposit, the mileage, the fuel policy and which extras are included, so you can compare offers from different suppliers on equal terms.',
    description: 'About page: second booking step (ordered list item). <strong> wraps the step name',
  },
  howBook: {
    id: 'info.about.how.book',
    defaultMessage:
      '<strong>Book.</strong> Enter the driver’s details, add only the extras you want and choose how to pay: at the counter, the deposit online or the full amount online, depending on what the supplier offers.',
    description: 'About page: third booking step (ordered list item). <strong> wraps the step name',
  },
  howPickUp: {
    id: 'info.about.how.pickUp',
    defaultMessage:
      '<strong>Pick up.</strong> Go to the supplier’s counter at the time you booked with your driver’s license and a passport or national identity card, and drive away.',
    description: 'About page: fourth booking step (ordered list item). <strong> wraps the step name',
  },

  suppliersTitle: {
    id: 'info.about.suppliers.title',
    defaultMessage: 'Who you rent from',
    description: 'About page section heading: the role of the suppliers',
  },
  suppliersBody: {
    id: 'info.about.suppliers.body',
    defaultMessage:
      'Each car is rented by the supplier named on it. The supplier hands over the car, holds the deposit and is your contact on the spot. {siteName} runs the search, records your booking and, when you pay online, takes the payment.',
    description: 'About page: the marketplace and the suppliers. {siteName} is the name of the marketplace',
  },

  trustTitle: {
    id: 'info.about.trust.title',
    defaultMessage: 'Why you can book with confidence',
    description: 'About page section heading: reasons to trust the service',
  },
  trustServerPrice: {
    id: 'info.about.trust.serverPrice',
    defaultMessage:
      '<strong>The price is checked when you book.</strong> Our server calculates the price again before taking your booking. If it no longer matches what you saw, you are told and nothing is charged.',
    description: 'About page: reason to trust (list item). <strong> wraps the short statement',
  },
  trustNoExtras: {
    id: 'info.about.trust.noExtras',
    defaultMessage:
      '<strong>No pre-selected extras.</strong> Insurance cover, an additional driver and other options are never added for you: you tick only what you want.',
    description: 'About page: reason to trust (list item). <strong> wraps the short statement',
  },
  trustCancellation: {
    id: 'info.about.trust.cancellation',
    defaultMessage:
      '<strong>Free cancellation options.</strong> When you pay at the counter, changing or cancelling costs nothing. When you pay online, a cancellation made at least {hours, plural, one {# hour} other {# hours}} before the rental starts may be fully refunded.',
    description:
      'About page: reason to trust (list item). <strong> wraps the short statement; {hours} is the number of hours before the rental start',
  },
  trustDeposit: {
    id: 'info.about.trust.deposit',
    defaultMessage:
      '<strong>No surprise at the counter.</strong> The deposit the supplier will hold is shown on every car, and you can filter cars by deposit.',
    description: 'About page: reason to trust (list item). <strong> wraps the short statement',
  },

  ctaTitle: {
    id: 'info.about.cta.title',
    defaultMessage: 'Ready for the road?',
    description: 'About page section heading above the call to action',
  },
  ctaLink: {
    id: 'info.about.cta.link',
    defaultMessage: 'Find a car',
    description: 'About page call-to-action link to the home page search',
  },
});

/** About (/about): what the marketplace is, how booking works and why its prices can be trusted. */
export function AboutPage() {
  const intl = useIntl();
  const values = {
    siteName: env.siteName,
    hours: FREE_CANCELLATION_HOURS,
    strong: (chunks: React.ReactNode[]) => (
      <Text as="strong" fontWeight="semibold">
        {chunks}
      </Text>
    ),
  };
  const format = (message: MessageDescriptor) => intl.formatMessage(message, values);

  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <Stack gap={10}>
        <Stack gap={4}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {format(messages.title)}
          </Heading>
          <Text fontSize="lg">{format(messages.intro)}</Text>
        </Stack>

        <Box as="section">
          <Heading as="h2" size="xl" mb={3}>
            {format(messages.howTitle)}
          </Heading>
          <List.Root as="ol" ps={6} gap={3}>
            {[messages.howSearch, messages.howCompare, messages.howBook, messages.howPickUp].map((step) => (
              <List.Item key={step.id}>{format(step)}</List.Item>
            ))}
          </List.Root>
        </Box>

        <Box as="section">
          <Heading as="h2" size="xl" mb={3}>
            {format(messages.suppliersTitle)}
          </Heading>
          <Text>{format(messages.suppliersBody)}</Text>
        </Box>

        <Box as="section">
          <Heading as="h2" size="xl" mb={3}>
            {format(messages.trustTitle)}
          </Heading>
          <List.Root as="ul" ps={6} gap={3}>
            {[messages.trustServerPrice, messages.trustNoExtras, messages.trustCancellation, messages.trustDeposit].map(
              (reason) => (
                <List.Item key={reason.id}>{format(reason)}</List.Item>
              ),
            )}
          </List.Root>
        </Box>

        <Box as="section">
          <Heading as="h2" size="xl" mb={4}>
            {format(messages.ctaTitle)}
          </Heading>
          <Link
            asChild
            display="inline-block"
            bg="fg"
            color="bg"
            px={6}
            py={3}
            borderRadius="md"
            fontWeight="semibold"
            textDecoration="none"
            _hover={{ opacity: 0.9, textDecoration: 'none' }}
          >
            <RouterLink to="/">{format(messages.ctaLink)}</RouterLink>
          </Link>
        </Box>
      </Stack>
    </Container>
  );
}
