import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/domain/language';
import { languageChanged, selectLanguage } from '@/i18n/preferencesSlice';
import { PreferenceMenu, type PreferenceChoice } from './PreferenceMenu';

/** Each language named in itself, so a visitor finds their own whatever the current language. */
export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = { en: 'English', fr: 'Français', es: 'Español' };

/** The language preference: its current value, the choices and how to change it. */
export function useLanguageChoice(): PreferenceChoice<SupportedLanguage> {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return {
    triggerLabel: intl.formatMessage(
      {
        id: 'header.language',
        defaultMessage: 'Language: {language}',
        description: 'Accessible name of the language menu button',
      },
      { language: LANGUAGE_NAMES[language] },
    ),
    // The visible text is part of the accessible name (WCAG 2.5.3): the language's own name.
    triggerText: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
    value: language,
    options: SUPPORTED_LANGUAGES.map((code) => ({
      value: code,
      label: <span lang={code}>{LANGUAGE_NAMES[code]}</span>,
    })),
    onChange: (code) => dispatch(languageChanged(code)),
  };
}

export function LanguageMenu() {
  return <PreferenceMenu {...useLanguageChoice()} />;
}
