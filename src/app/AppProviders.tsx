import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { IntlRoot } from '@/i18n/IntlRoot';
import type { Messages } from '@/i18n/loadMessages';
import { system } from '@/theme/system';
import type { AppStore } from './store';

/** Store, theme and translations: everything a page needs around it (tests reuse this). */
export function AppProviders({ store, children, messages }: { store: AppStore; children: ReactNode; messages?: Messages }) {
  return (
    <Provider store={store}>
      <ChakraProvider value={system}>
        <IntlRoot initialMessages={messages}>{children}</IntlRoot>
      </ChakraProvider>
    </Provider>
  );
}
