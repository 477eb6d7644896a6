import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { env } from '@/config/env';
import { lazyWhenVisible } from '@/components/LazyWhenVisible';
import { offScreenUntilNear } from '@/components/offScreenUntilNear';
import { DownloadDiagnostics } from '@/features/support/components/DownloadDiagnostics';
import { footerGroups } from './navigation';

// The form brings Formik and Yup, which the first paint of most pages does not need.
const NewsletterForm = lazyWhenVisible(
  () => import('@/features/info/components/NewsletterForm').then((module) => module.NewsletterForm),
  '8rem',
);

/** The footer of every page: link groups, the contact address, the newsletter and the copyright. */
export function Footer() {
  const intl = useIntl();
  return (
    <Box
      as="footer"
      bg="brand.900"
      color="white"
      mt="auto"
      py="8"
      {...offScreenUntilNear({ base: '690px', sm: '410px', lg: '250px' })}
    >
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {footerGroups.map((group) => (
            <Box as="nav" key={group.title.id} aria-label={intl.formatMessage(group.title)}>
              <Heading as="h2" size="sm" mb="2">
                {intl.formatMessage(group.title)}
              </Heading>
              <Stack as="ul" gap="1" listStyleType="none">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link asChild color="inherit">
                      <RouterLink to={link.to}>{intl.formatMessage(link.label)}</RouterLink>
                    </Link>
                  </li>
                ))}
                {group.showContactEmail && (
                  <>
                    <li>
                      <Link href={`mailto:${env.contactEmail}`} color="inherit">
                        {env.contactEmail}
                      </Link>
                    </li>
                    <li>
                      <DownloadDiagnostics />
                    </li>
                  </>
                )}
              </Stack>
            </Box>
          ))}
          <NewsletterForm />
        </SimpleGrid>
        <Text fontSize="sm" mt="8" color="gray.300">
          <FormattedMessage
            id="footer.copyright"
            defaultMessage="© {year} {siteName}. All rights reserved."
            description="Copyright line of the footer"
            values={{ year: new Date().getFullYear(), siteName: env.siteName }}
          />
        </Text>
      </Container>
    </Box>
  );
}
