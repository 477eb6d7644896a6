import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ColorModeButton } from './ColorModeButton';
import { CurrencyMenu } from './CurrencyMenu';
import { HeaderAccount, UnverifiedBanner } from './HeaderAccount';
import { LanguageMenu } from './LanguageMenu';
import { PhonePreferencesMenu } from './PhonePreferencesMenu';
import { SiteMenu } from './SiteMenu';

/** The header of every page: menu, site name, currency, language, colour scheme, account entries. */
export function Header() {
  const intl = useIntl();
  return (
    <Box as="header">
      <Box bg="brand.900" color="white" px={{ base: 2, md: 4 }} py="2">
        <Flex align="center" gap={{ base: 1, md: 2 }} wrap="wrap">
          <SiteMenu />
          <Link asChild color="inherit" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} mr="auto">
            <RouterLink to={paths.home}>{env.siteName}</RouterLink>
          </Link>
          {/* On a phone the tools are icons and the preferences one menu, so the header stays one
              row at 320 px; should they still not fit they wrap rather than widen the page. */}
          <HStack
            as="nav"
            gap="1"
            wrap="wrap"
            justify="end"
            minW="0"
            aria-label={intl.formatMessage({
              id: 'header.preferences',
              defaultMessage: 'Preferences and account',
              description: 'Landmark name of the header tools',
            })}
          >
            {/* Both are in the page, CSS shows one: the server renders without knowing the width. */}
            <HStack gap="1" hideBelow="md">
              <CurrencyMenu />
              <LanguageMenu />
              <ColorModeButton />
            </HStack>
            <Box hideFrom="md">
              <PhonePreferencesMenu />
            </Box>
            <HeaderAccount />
          </HStack>
        </Flex>
      </Box>
      <UnverifiedBanner />
    </Box>
  );
}
