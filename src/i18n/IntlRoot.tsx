import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useAppSelector } from '@/api/hooks';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from '@/domain/language';
import { setCurrentIntl } from './currentIntl';
import { loadMessages, type Messages } from './loadMessages';
import { selectLanguage } from './preferencesSlice';

interface Loaded {
  language: SupportedLanguage;
  messages: Messages;
}

/** Publishes the live intl object to code outside React (toasts raised by middleware). */
function PublishIntl() {
  const intl = useIntl();
  useEffect(() => setCurrentIntl(intl), [intl]);
  return null;
}

/**
 * Provides react-intl for the language in the store (and, in a replay, the driver's time zone). On a switch the page keeps showing the
 * previous language until the new catalog has arrived, then re-renders in place (no reload).
 */
export function IntlRoot({
  children,
  initialMessages,
  timeZone,
}: {
  children: ReactNode;
  initialMessages?: Messages;
  /** Times are shown in it (a support replay shows the driver's); the browser's by default. */
  timeZone?: string;
}) {
  const language = useAppSelector(selectLanguage);
  const [loaded, setLoaded] = useState<Loaded | null>(initialMessages ? { language, messages: initialMessages } : null);

  useEffect(() => {
    if (loaded?.language === language) return;
    let cancelled = false;
    loadMessages(language)
      .catch(() => ({}) as Messages) // A catalog that fails to load leaves the English defaults.
      .then((messages) => {
        if (!cancelled) setLoaded({ language, messages });
      });
    return () => {
      cancelled = true;
    };
  }, [language, loaded?.language]);

  useEffect(() => {
    // Only a real change: setting it, even to the same value, makes the browser recheck every
    // element's styles (`:lang()`), which on a server-rendered page is the whole page.
    if (loaded && document.documentElement.lang !== loaded.language) document.documentElement.lang = loaded.language;
  }, [loaded]);

  if (!loaded) return null;
  return (
    <IntlProvider
      locale={loaded.language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={loaded.messages}
      timeZone={timeZone}
      onError={(error) => {
        // English renders from default messages by design; only real problems are reported.
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      }}
    >
      <PublishIntl />
      {children}
    </IntlProvider>
  );
}
