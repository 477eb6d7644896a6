/**
 * The server's entry (built by webpack into dist/ssr/renderPage.cjs): renders the public pages
 * (and the not-found page of unknown paths) to HTML, which the browser paints before any script has run and then hydrates (src/index.tsx).
 * The page is rendered as a first-time visitor sees it, with the API's answers it shows at once
 * (asked of the server's own API in process); they go along with the page to the browser's store.
 */
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { baseApi } from '@/api/baseApi';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { resolveLanguage, type SupportedLanguage } from '@/domain/language';
import type { PageStatus, RenderPage } from '@/domain/serverRendering';
import { loadHomeAnswers } from '@/features/cars/home/loadHomeAnswers';
import { loadLocationsAnswers, loadSuppliersAnswers } from '@/features/cars/loadDirectoryAnswers';
import { loadSearchAnswers } from '@/features/cars/search/prefetchSearchResults';
import { loadMessages, type Messages } from '@/i18n/loadMessages';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from '@/theme/emotionCache';
import { AppProviders } from './AppProviders';
import { routes } from './router';
import { serverAnswers, serverRenderState, setupStore, type AppStore } from './store';

/** Asks for the answers a page shows as it opens; gives the images to preload. */
type LoadAnswers = (dispatch: AppStore['dispatch'], url: URL, language: SupportedLanguage) => Promise<string[]>;

/** For the pages that show no API answer as they open. */
const noAnswers: LoadAnswers = () => Promise.resolve([]);

/**
 * The pages the server renders (every page a visitor without an account can open), with the
 * answers they show at once; the browser renders the others alone. What depends on the visitor's
 * clock, time zone or screen (the search form's dates, the filters' fold) is rendered after
 * hydration (useHydrated); so is what depends on the session (the header's account menu).
 */
const SERVER_PAGES = new Map<string, LoadAnswers>([
  [paths.home, loadHomeAnswers],
  [paths.search, loadSearchAnswers],
  [paths.locations, loadLocationsAnswers],
  [paths.suppliers, loadSuppliersAnswers],
  ...[
    paths.about,
    paths.tos,
    paths.privacy,
    paths.cookiePolicy,
    paths.faq,
    paths.contact,
    paths.signIn,
    paths.signUp,
    paths.activate,
    paths.resetPassword,
    paths.forgotPassword,
  ].map((path): [string, LoadAnswers] => [path, noAnswers]),
]);

/** Whether the app has a page at this path: the not-found page answers every other one. */
function knownPath(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return Boolean(leaf && leaf.path !== '*');
}

/** The HTTP status of a page: 404 for the paths the app has no page for. */
export const pageStatus: PageStatus = (url) => (knownPath(new URL(url, 'http://localhost').pathname) ? 200 : 404);

/**
 * The language the browser will choose (src/i18n/initialPreferences.ts), as far as the request
 * tells: the URL's `l`, else the language cookie. Null when only the visitor's country can decide:
 * rendering a language that is then replaced would flash.
 */
function languageOf(url: URL, languageCookie: string | undefined): SupportedLanguage | null {
  const decision = resolveLanguage(
    { queryLanguage: url.searchParams.get('l'), storedLanguage: languageCookie },
    { setLanguageFromIp: env.setLanguageFromIp, signedIn: false },
  );
  return 'language' in decision ? decision.language : null;
}

/** Renders a page to HTML, or gives null when the browser alone should handle this URL. */
export const renderPage: RenderPage = async (request) => {
  const url = new URL(request.url, 'http://localhost');
  const language = languageOf(url, request.languageCookie);
  const loadAnswers = knownPath(url.pathname) ? SERVER_PAGES.get(url.pathname) : noAnswers;
  if (!language || !loadAnswers) return null;
  const store = setupStore(serverRenderState(language), { serverFetch: request.serverFetch });
  const [messages, preloadImages] = await Promise.all([
    loadMessages(language),
    loadAnswers(store.dispatch, url, language),
  ]);
  const content = await renderContent(url, store, messages);
  const answers = serverAnswers(store.getState());
  // Clears the cache's removal timers, which would otherwise keep this store alive for a while.
  store.dispatch(baseApi.util.resetApiState());
  return content === undefined ? null : { language, content, answers, preloadImages };
};

/** The page's HTML and styles, or undefined when the router answers with a redirect or the like. */
async function renderContent(
  url: URL,
  store: AppStore,
  messages: Messages,
): Promise<{ html: string; styles: string } | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const styleCache = createCache({ key: EMOTION_KEY });
  // In this mode the cache keeps each style's rules instead of writing them next to the elements.
  styleCache.compat = true;
  const html = renderToString(
    <AppProviders store={store} messages={messages} emotionCache={styleCache}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  const rules = Object.entries(styleCache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  // The attribute lists the styles present, so the browser's cache does not insert them again.
  const styles = `<style ${SERVER_STYLES_ATTRIBUTE}="${rules.map(([name]) => name).join(' ')}">${rules.map(([, css]) => css).join('')}</style>`;
  return { html, styles };
}
