import { Field, SimpleGrid } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@/config/constants';
import { isSupportedLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/domain/language';
import {
  currencyChanged,
  isSupportedCurrency,
  languageChanged,
  selectCurrency,
  selectLanguage,
} from '@/i18n/preferencesSlice';

const labels = defineMessages({
  language: {
    id: 'settings.language',
    defaultMessage: 'Language',
    description: 'Label of the language choice on the settings page',
  },
  currency: {
    id: 'settings.currency',
    defaultMessage: 'Currency',
    description: 'Label of the currency choice on the settings page',
  },
});

/** Each language named in itself, so a driver finds their own whatever the current language. */
const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
};

/** A native select labelled explicitly: Chakra does not wire a plain <select> to Field. */
function LabelledSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect id={id} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </Field.Root>
  );
}

/**
 * Language and currency, the same preferences as the header menus. A signed-in driver's language
 * is saved in the profile too (by the session listener), so it follows them to other devices.
 */
export function DisplayPreferences() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const currency = useAppSelector(selectCurrency);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <LabelledSelect
        label={intl.formatMessage(labels.language)}
        value={language}
        onChange={(value) => isSupportedLanguage(value) && dispatch(languageChanged(value))}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label={intl.formatMessage(labels.currency)}
        value={currency}
        onChange={(value) => isSupportedCurrency(value) && dispatch(currencyChanged(value as Currency))}
      >
        {CURRENCIES.map((code) => {
          const label = `${code} (${CURRENCY_SYMBOLS[code]})`;
          return (
            <option key={code} value={code}>
              {label}
            </option>
          );
        })}
      </LabelledSelect>
    </SimpleGrid>
  );
}
