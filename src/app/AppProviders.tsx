import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useReplaySession } from '@/features/support/replay/replaySession';
import { IntlRoot } from '@/i18n/IntlRoot';
import type { Messages } from '@/i18n/loadMessages';
import { browserEmotionCache } from '@/theme/emotionCache';
import { appSystem } from '@/theme/system';
import { ServerMarkRemover } from './serverRendered';
import type { AppStore, RootState } from './store';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  messages?: Messages;
  /** The state the server rendered from, when hydrating its HTML (see serverRenderState). */
  serverState?: RootState;
  /** The server's style cache for one page; the browser's own by default. */
  emotionCache?: EmotionCache;
}

/**
 * Store, styles, theme and translations: everything a page needs around it (tests reuse this).
 * During a support replay, times are shown in the driver's recorded time zone.
 */
export function AppProviders({
  store,
  children,
  messages,
  serverState,
  emotionCache = browserEmotionCache,
}: AppProvidersProps) {
  // '' when the replayed file does not say: the staff's own zone then.
  const replayedZone = useReplaySession()?.details?.timeZone || undefined;
  return (
    <Provider store={store} serverState={serverState}>
      <CacheProvider value={emotionCache!}>
        <ChakraProvider value={appSystem()}>
          <IntlRoot initialMessages={messages} timeZone={replayedZone}>
            {children}
          </IntlRoot>
          <ServerMarkRemover />
        </ChakraProvider>
      </CacheProvider>
    </Provider>
  );
}
