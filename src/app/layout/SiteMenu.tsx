import { Button, Menu, Portal } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '@/components/ui/icons';
import { menuLinks } from './navigation';

/** The header's main menu: a link to every page (keyboard: Enter opens, arrows move, Enter follows). */
export function SiteMenu() {
  const intl = useIntl();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="inherit" _hover={{ bg: 'whiteAlpha.200' }}>
          <MenuIcon />
          <FormattedMessage id="header.menu" defaultMessage="Menu" description="Button opening the site menu" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {menuLinks.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to}>{intl.formatMessage(link.label)}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
