import { chakra, Link, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Disclosure } from '@/components/ui/Disclosure';
import { MenuIcon } from '@/components/ui/icons';
import { headerButtonProps, narrowHiddenProps } from './headerButton';
import { menuLinks, navMessages } from './navigation';

/** The header's main menu: a disclosure showing a link to every page. */
export function SiteMenu() {
  const intl = useIntl();
  return (
    <Disclosure
      triggerProps={headerButtonProps}
      trigger={
        <>
          <MenuIcon />
          <chakra.span {...narrowHiddenProps}>
            <FormattedMessage id="header.menu" defaultMessage="Menu" description="Button opening the site menu" />
          </chakra.span>
        </>
      }
    >
      {(close) => (
        <nav aria-label={intl.formatMessage(navMessages.siteMenu)}>
          <Stack as="ul" gap="0" listStyleType="none">
            {menuLinks.map((link) => (
              <li key={link.to}>
                <Link asChild display="block" px="4" py="2" color="fg" _hover={{ bg: 'bg.muted' }} onClick={close}>
                  <RouterLink to={link.to}>{intl.formatMessage(link.label)}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        </nav>
      )}
    </Disclosure>
  );
}
