import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { startTransition } from 'react';
import { env } from '@/config/env';
import { initialPreferences } from '@/i18n/initialPreferences';
import { loadMessages } from '@/i18n/loadMessages';
import { warmUpIntl } from '@/i18n/warmUpIntl';
import { applyColorMode } from '@/theme/colorMode';

/** Ends the current task, so the browser can paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up runs in steps, each its own short task, so no single task blocks input for long:
 * react-router, the store, the layout, the routes (which also start the page's download), the
 * theme's parts, the theme system, React DOM, the providers, then a time-sliced first render.
 * The `eager` imports are in the first download (no extra request); only their evaluation is
 * spread out. Where an import is not destructured, `webpackExports` names what is used.
 */
async function start() {
  const intlReady = warmUpIntl();
  applyColorMode();
  // The first catalog loads before the first render, so the page never flashes another language.
  const preferencesReady = initialPreferences({ search: window.location.search, setLanguageFromIp: env.setLanguageFromIp });
  const messagesReady = preferencesReady.then((preferences) => loadMessages(preferences.language).catch(() => ({})));
  await nextTask();
  const { RouterProvider, matchRoutes } = await import(/* webpackMode: "eager" */ 'react-router');
  await nextTask();
  // The router module pulls in the store, the API client and the layout: each is evaluated first
  // in a task of its own, so the router's own step stays short.
  const [{ setupStore }, { prefetchSearchResults }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@/app/store'),
    import(/* webpackMode: "eager" */ '@/features/cars/search/prefetchSearchResults'),
  ]);
  const store = setupStore({ preferences: await preferencesReady });
  // A search's results are asked for now, not once the page has rendered.
  prefetchSearchResults(store.dispatch, window.location);
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["AppLayout"] */ '@/app/layout/AppLayout');
  await nextTask();
  const { createAppRouter, routes } = await import(/* webpackMode: "eager" */ '@/app/router');
  // The page's own (lazy) code starts downloading now, while the rest of start-up is evaluated.
  // It is in place before the router starts (React Router's advice for lazy routes), so the first
  // render is the page itself: no loading fallback, then a second render of the whole layout.
  const pageLoaded = Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      // On failure the route keeps its `lazy`, and the router shows the error as it would anyway.
      const loaded = await Promise.resolve(route.lazy()).catch(() => undefined);
      if (loaded) Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/theme/chakraTheme');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["system"] */ '@/theme/system');
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ AppProviders }, { setupAnalytics }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["AppProviders"] */ '@/app/AppProviders'),
    import(/* webpackMode: "eager", webpackExports: ["setupAnalytics"] */ '@/app/analytics'),
  ]);
  await nextTask();
  const [messages] = await Promise.all([messagesReady, intlReady, pageLoaded]);
  const router = createAppRouter();
  await nextTask();
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
