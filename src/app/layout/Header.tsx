import { Box, Button, Flex, HStack, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useColorMode } from '@/theme/colorMode';
import { CurrencyMenu } from './CurrencyMenu';
import { HeaderAccount, UnverifiedBanner } from './HeaderAccount';
import { headerButtonProps } from './headerButton';
import { LanguageMenu } from './LanguageMenu';
import { SiteMenu } from './SiteMenu';

function ColorModeButton() {
  const intl = useIntl();
  const { colorMode, toggleColorMode } = useColorMode();
  const label =
    colorMode === 'dark'
      ? intl.formatMessage({
          id: 'header.lightMode',
          defaultMessage: 'Switch to light colours',
          description: 'Colour scheme switch',
        })
      : intl.formatMessage({
          id: 'header.darkMode',
          defaultMessage: 'Switch to dark colours',
          description: 'Colour scheme switch',
        });
  return (
    <Button {...headerButtonProps} aria-label={label} title={label} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}

/** The header of every page: menu, site name, currency, language, colour scheme, account entries. */
export function Header() {
  const intl = useIntl();
  return (
    <Box as="header">
      <Box bg="brand.900" color="white" px={{ base: 2, md: 4 }} py="2">
        <Flex align="center" gap="2" wrap="wrap">
          <SiteMenu />
          <Link asChild color="inherit" fontWeight="bold" fontSize="lg" mr="auto">
            <RouterLink to={paths.home}>{env.siteName}</RouterLink>
          </Link>
          {/* On a phone in French or Spanish the tools do not fit beside the site name: they wrap
              (to the right) rather than widen the page. */}
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
            <CurrencyMenu />
            <LanguageMenu />
            <ColorModeButton />
            <HeaderAccount />
          </HStack>
        </Flex>
      </Box>
      <UnverifiedBanner />
    </Box>
  );
}
