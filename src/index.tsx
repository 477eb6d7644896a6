import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupAnalytics } from '@/app/analytics';
import { AppProviders } from '@/app/AppProviders';
import { createAppRouter } from '@/app/router';
import { setupStore } from '@/app/store';
import { env } from '@/config/env';
import { initialPreferences } from '@/i18n/initialPreferences';
import { loadMessages } from '@/i18n/loadMessages';
import { applyColorMode } from '@/theme/colorMode';

async function start() {
  applyColorMode();
  const preferences = await initialPreferences({ search: window.location.search, setLanguageFromIp: env.setLanguageFromIp });
  // The first catalog loads before the first render, so the page never flashes another language.
  const messages = await loadMessages(preferences.language).catch(() => ({}));
  const store = setupStore({ preferences });
  const root = createRoot(document.getElementById('root')!);
  // A transition render is time-sliced: the first render yields to the browser every few
  // milliseconds instead of blocking the main thread for its whole length.
  startTransition(() =>
    root.render(
      <AppProviders store={store} messages={messages}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>,
    ),
  );
  setupAnalytics(env.analyticsId);
}

void start();
