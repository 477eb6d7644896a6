import { Box, Separator, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Disclosure } from '@/components/ui/Disclosure';
import { GlobeIcon } from '@/components/ui/icons';
import { ColorModeButton } from './ColorModeButton';
import { useCurrencyChoice } from './CurrencyMenu';
import { headerButtonProps } from './headerButton';
import { LANGUAGE_NAMES, useLanguageChoice } from './LanguageMenu';
import { PreferenceOptions, type PreferenceChoice } from './PreferenceMenu';

function Group<T extends string>({
  title,
  choice,
  close,
}: {
  title: string;
  choice: PreferenceChoice<T>;
  close: () => void;
}) {
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Text id={titleId} px="4" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted">
        {title}
      </Text>
      <PreferenceOptions {...choice} onChosen={close} />
    </Box>
  );
}

/**
 * On a phone, language, currency and colours behind one globe button: three menus beside the site
 * name and the account entries would take two or three rows at 320 px.
 */
export function PhonePreferencesMenu() {
  const intl = useIntl();
  const language = useLanguageChoice();
  const currency = useCurrencyChoice();
  return (
    <Disclosure
      align="end"
      triggerProps={headerButtonProps}
      triggerLabel={intl.formatMessage(
        {
          id: 'header.phonePreferences',
          defaultMessage: 'Language, currency and colours: {language}, {currency}',
          description: 'Accessible name of the preferences button of the header on a phone',
        },
        { language: LANGUAGE_NAMES[language.value], currency: currency.value },
      )}
      trigger={<GlobeIcon />}
    >
      {(close) => (
        <Stack gap="1">
          <Group
            title={intl.formatMessage({
              id: 'header.phonePreferences.language',
              defaultMessage: 'Language',
              description: 'Title of the languages in the preferences panel on a phone',
            })}
            choice={language}
            close={close}
          />
          <Separator />
          <Group
            title={intl.formatMessage({
              id: 'header.phonePreferences.currency',
              defaultMessage: 'Currency',
              description: 'Title of the currencies in the preferences panel on a phone',
            })}
            choice={currency}
            close={close}
          />
          <Separator />
          <ColorModeButton withText variant="ghost" width="full" justifyContent="start" borderRadius="0" />
        </Stack>
      )}
    </Disclosure>
  );
}
