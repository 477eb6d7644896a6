import type { SupportedLanguage } from './language';

/**
 * What the app's server renderer (src/app/renderPage.tsx, built into dist/ssr/renderPage.cjs) and
 * the reference server that calls it (server/src/renderedPages.ts) agree on.
 */

/** The cookie in which the app keeps its language for the server (local storage never reaches it). */
export const LANGUAGE_COOKIE = 'bc-fe-language';

/** Set on the root element of a server-rendered page, with the language it was rendered in. */
export const RENDERED_LANGUAGE_ATTRIBUTE = 'data-rendered-language';

export interface RenderedPage {
  language: SupportedLanguage;
  /** The content of the root element. */
  html: string;
  /** A <style> element with the page's styles, for the head. */
  styles: string;
}

/** Renders a page to HTML, or gives null when the browser alone should render this URL. */
export type RenderPage = (request: { url: string; languageCookie?: string }) => Promise<RenderedPage | null>;
