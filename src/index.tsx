import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { startTransition } from 'react';
import { env } from '@/config/env';
import { initialPreferences } from '@/i18n/initialPreferences';
import { loadMessages } from '@/i18n/loadMessages';
import { applyColorMode } from '@/theme/colorMode';

/** Ends the current task, so the browser can paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up runs in steps, each its own task: evaluating the routes (and starting the page's
 * download), then the theme system, then React DOM, then the app's modules, then the first render. The `eager` imports are in the first download (no extra
 * request); only their evaluation moves out of one long task that would block the main thread.
 * `webpackExports` names what is used, so the libraries stay tree-shaken.
 */
async function start() {
  applyColorMode();
  // The first catalog loads before the first render, so the page never flashes another language.
  const ready = initialPreferences({ search: window.location.search, setLanguageFromIp: env.setLanguageFromIp }).then(async (preferences) => ({
    preferences,
    messages: await loadMessages(preferences.language).catch(() => ({})),
  }));
  await nextTask();
  const [{ RouterProvider, matchRoutes }, { createAppRouter, routes }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["RouterProvider", "matchRoutes"] */ 'react-router'),
    import(/* webpackMode: "eager", webpackExports: ["createAppRouter", "routes"] */ '@/app/router'),
  ]);
  // The page's own (lazy) code starts downloading now, while the rest of start-up is evaluated,
  // instead of once the router starts; the router then finds it loaded or on its way.
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["system"] */ '@/theme/system');
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ AppProviders }, { setupStore }, { setupAnalytics }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["AppProviders"] */ '@/app/AppProviders'),
    import(/* webpackMode: "eager", webpackExports: ["setupStore"] */ '@/app/store'),
    import(/* webpackMode: "eager", webpackExports: ["setupAnalytics"] */ '@/app/analytics'),
  ]);
  await nextTask();
  const { preferences, messages } = await ready;
  const store = setupStore({ preferences });
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root')!);
  // A transition render is time-sliced: the first render yields to the browser every few
  // milliseconds instead of blocking the main thread for its whole length.
  startTransition(() =>
    root.render(
      <AppProviders store={store} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  setupAnalytics(env.analyticsId);
}

void start();
