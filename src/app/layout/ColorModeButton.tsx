import { Button, type ButtonProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { useColorMode } from '@/theme/colorMode';
import { headerButtonProps } from './headerButton';

/**
 * The colour scheme switch: an icon named by its label on the header bar, or the icon and the
 * label written out (`withText`) in the phone's preferences panel.
 */
export function ColorModeButton({ withText = false, ...props }: ButtonProps & { withText?: boolean }) {
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
  const icon = colorMode === 'dark' ? <SunIcon /> : <MoonIcon />;
  return withText ? (
    <Button onClick={toggleColorMode} {...props}>
      {icon}
      {label}
    </Button>
  ) : (
    <Button {...headerButtonProps} aria-label={label} title={label} onClick={toggleColorMode} {...props}>
      {icon}
    </Button>
  );
}
