import '@/theme/roboto.css';
import { startTransition } from 'react';
import { inReplayFrame } from '@/api/readOnly';
import { readServerAnswers } from '@/app/serverRendered';
import { evaluateStartupModules, nextTask, openSessionStorage } from '@/app/startupSteps';
import { env } from '@/config/env';
import { RENDERED_LANGUAGE_ATTRIBUTE } from '@/domain/serverRendering';
import { initialPreferences } from '@/i18n/initialPreferences';
import { rememberLanguageForServer } from '@/i18n/serverCookies';
import { loadMessages } from '@/i18n/loadMessages';
import { warmUpIntl } from '@/i18n/warmUpIntl';
import { applyColorMode } from '@/theme/colorMode';

/**
 * Start-up runs in short tasks, so none blocks input for long: the modules of the first download
 * are evaluated a few at a time (see evaluateStartupModules), first those the store, the search's
 * prefetch and the routes need, so the page's own requests start early; then the rest (the theme,
 * React DOM, the providers); then a time-sliced first render. The `eager` imports are in the first
 * download.
 */
async function start() {
  // This script's own evaluation is a long enough task: starting the worker (10 ms and more on a
  // slow machine) and the first read of the browser's storage (which waits on the browser process,
  // up to 10 ms here) come in the next two.
  await nextTask();
  const intlReady = warmUpIntl();
  await nextTask();
  applyColorMode();
  // The first catalog loads before the first render, so the page never flashes another language.
  const preferencesReady = initialPreferences({
    search: window.location.search,
    setLanguageFromIp: env.setLanguageFromIp,
  });
  const messagesReady = preferencesReady.then((preferences) => loadMessages(preferences.language).catch(() => ({})));
  await nextTask();
  await evaluateStartupModules(require.resolveWeak('@/app/router'));
  // Each import below finds its module evaluated: it costs a microtask, not a task. Awaiting them
  // one by one lets webpack see which exports are used (a Promise.all would keep them all).
  const { RouterProvider, matchRoutes } = await import(/* webpackMode: "eager" */ 'react-router');
  const { serverRenderState, setupStore, sharedWithServer } = await import(/* webpackMode: "eager" */ '@/app/store');
  const { prefetchSearchResults } = await import(
    /* webpackMode: "eager" */ '@/features/cars/search/prefetchSearchResults'
  );
  const { createAppRouter, routes } = await import(/* webpackMode: "eager" */ '@/app/router');
  const preferences = await preferencesReady;
  rememberLanguageForServer(preferences.language);
  // The server may have rendered the page, in a language (src/app/renderPage.tsx), with the API's
  // answers it shows. In the same language, React adopts that HTML; otherwise it renders afresh.
  const container = document.getElementById('root')!;
  // The replay page's frame renders afresh: its router is in memory (see createAppRouter).
  const hydrating = !inReplayFrame && container.getAttribute(RENDERED_LANGUAGE_ATTRIBUTE) === preferences.language;
  // The mark stays while React adopts the server's HTML (useHydrated reads it).
  if (!hydrating) container.removeAttribute(RENDERED_LANGUAGE_ATTRIBUTE);
  await nextTask();
  const serverState = serverRenderState(preferences.language, readServerAnswers());
  const store = setupStore({ ...sharedWithServer(serverState), preferences });
  // A search's results are asked for now, not once the page has rendered (a server-rendered page
  // came with them).
  if (!hydrating) prefetchSearchResults(store, window.location);
  await nextTask();
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
  await evaluateStartupModules();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const { AppProviders } = await import(/* webpackMode: "eager" */ '@/app/AppProviders');
  const { setupAnalytics } = await import(/* webpackMode: "eager" */ '@/app/analytics');
  const { systemBuildSteps } = await import(/* webpackMode: "eager" */ '@/theme/system');
  for (const step of systemBuildSteps) {
    await nextTask();
    step();
  }
  await nextTask();
  const [messages] = await Promise.all([messagesReady, intlReady, pageLoaded]);
  // Else the router would be made in the task that settled the last of these (the worker's
  // message, or the page's code), and make it long.
  await nextTask();
  openSessionStorage();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <AppProviders store={store} messages={messages} serverState={hydrating ? serverState : undefined}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // A transition render is time-sliced: the first render, or hydration, yields to the browser
  // every few milliseconds instead of blocking the main thread for its whole length.
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  setupAnalytics(env.analyticsId);
}

void start();
