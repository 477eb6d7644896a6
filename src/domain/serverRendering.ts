import type { SupportedLanguage } from './language';

/**
 * What the app's server renderer (src/app/renderPage.tsx, built into dist/ssr/renderPage.cjs) and
 * the reference server that calls it (server/src/renderedPages.ts) agree on.
 */

/** The cookie in which the app keeps its language for the server (local storage never reaches it). */
export const LANGUAGE_COOKIE = 'bc-fe-language';

/**
 * The cookie in which the app keeps the visitor's explicit colour mode choice, 'light' or 'dark',
 * for the server (absent: the system's).
 */
export const COLOR_MODE_COOKIE = 'bc-fe-color-mode';

/**
 * Set by the server on a rendered page's <html>: the colour mode choice it read from the cookie,
 * 'light', 'dark' or 'system', so the page's first paint need not wait for local storage.
 */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';

/** Set on the root element of a server-rendered page, with the language it was rendered in. */
export const RENDERED_LANGUAGE_ATTRIBUTE = 'data-rendered-language';

/** The id of the (JSON) script element carrying the API answers a page was rendered with. */
export const SERVER_ANSWERS_ID = 'server-answers';

export interface RenderedPage {
  language: SupportedLanguage;
  /** The content of the root element and a <style> element for the head. */
  content: { html: string; styles: string };
  /** The API answers the page shows as it opens (plain JSON data), for the browser's store. */
  answers: unknown;
  /** Images the page paints first, to ask for along with the page. */
  preloadImages: string[];
}

export interface PageRequest {
  url: string;
  languageCookie?: string;
  /** Answers the page's API requests, as `fetch` would (only the path and query of their URL count). */
  serverFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/** Renders a page to HTML (or only asks for its answers), or gives null when the browser alone should handle this URL. */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage | null>;

/** The HTTP status of the page at this URL (path and query): 404 when the app has no page there. */
export type PageStatus = (url: string) => 200 | 404;
