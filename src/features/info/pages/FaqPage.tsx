import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FaqList } from '@/components/FaqList';

/** FAQ (/faq): every question of the FAQ list, then a way to ask another one. */
export function FaqPage() {
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <Stack gap={8}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <FormattedMessage
            id="info.faq.title"
            defaultMessage="Frequently asked questions"
            description="Main heading of the FAQ page"
          />
        </Heading>
        <FaqList headingLevel="h2" />
        <Text fontSize="lg">
          <FormattedMessage
            id="info.faq.more"
            defaultMessage="<link>More questions? Contact us</link>"
            description="Link from the FAQ page to the contact page, shown below the questions"
            values={{
              link: (chunks: React.ReactNode[]) => (
                <Link asChild variant="underline" fontWeight="semibold">
                  <RouterLink to="/contact">{chunks}</RouterLink>
                </Link>
              ),
            }}
          />
        </Text>
      </Stack>
    </Container>
  );
}
