/**
 * Serves the app's public pages rendered to HTML by the app's own server build
 * (dist/ssr/renderPage.cjs, from src/app/renderPage.tsx): the browser paints the page before any
 * script has run, then hydrates it. Every other path, and any failure here, gets the plain
 * index.html, which the browser renders alone.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_COOKIE,
  LANGUAGE_COOKIE,
  RENDERED_LANGUAGE_ATTRIBUTE,
  SERVER_ANSWERS_ID,
  type PageRequest,
  type PageStatus,
  type RenderedPage,
  type RenderPage,
} from '../../src/domain/serverRendering';

const RENDERER_FILE = path.join('ssr', 'renderPage.cjs');

export interface PageRenderer {
  /** The page's whole HTML document, or null when the browser alone should render this URL. */
  render(
    request: Pick<PageRequest, 'url' | 'serverFetch'>,
    cookies: Record<string, string | undefined>,
    log: FastifyBaseLogger,
  ): Promise<string | null>;
  /** The page's HTTP status, from the app's routes: 404 for a path the app has no page for. */
  status: PageStatus;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The renderer's API requests, answered in process by the server's own routes (validation, rate
 * limit and all) as if the visitor had made them: the browser then has no need to.
 */
export function inProcessFetch(app: FastifyInstance, visitorAddress: string): PageRequest['serverFetch'] {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    // The caller's timeout aborts the request: the page is then sent without this answer.
    request.signal.throwIfAborted();
    const aborted = new Promise<never>((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
    });
    aborted.catch(() => {}); // an abort after the answer came is no one's concern
    const answer = await Promise.race([
      app.inject({
        method: request.method as InjectOptions['method'],
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        ...(body && { payload: body }),
        remoteAddress: visitorAddress,
      }),
      aborted,
    ]);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, String(item));
    }
    return new Response(NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** JSON inside a <script> element: no `<` can close it early. */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const HTML_TAG = /<html lang="?[a-z-]+"?/;
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const DEFERRED_SCRIPT = /<script defer(?:="?defer"?)? src="?([^"\s>]+)"?><\/script>/g;
/** index.html's image preloads (the home page's cover), for the pages the browser renders alone. */
const IMAGE_PRELOAD = /<link rel="?preload"? as="?image"?[^>]*>/g;

/**
 * On a server-rendered page the app's scripts run only once the browser reports the page's first
 * contentful paint: the first paint waits for none of their work. That report comes when the frame
 * is on screen, after the task that painted it, so start-up no longer begins in between. (Not the
 * load event: it can come before the paint.) They start downloading then too, so that on a slow
 * link the page's HTML, styles, fonts and images have the bandwidth to themselves until it is on
 * screen (Lighthouse's mobile simulation put /about's LCP at 2.4 s when the head preloaded the
 * scripts, 1.3 s without). A browser without paint timing runs them after the next frame; a page in
 * a background tab, which does not paint, runs them at once, or as soon as it is hidden if that
 * comes before its paint.
 */
export function scriptLoader(indexHtml: string): string {
  const sources = [...indexHtml.matchAll(DEFERRED_SCRIPT)].map(([, source]) => source!);
  return (
    `(function(){var started=false;function load(){if(started)return;started=true;` +
    `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)})}` +
    `var P=window.PerformanceObserver;if(document.visibilityState==="hidden")load();` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}}).observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",load)}` +
    `else requestAnimationFrame(function(){setTimeout(load,0)})})()`
  );
}

/** Text for a double-quoted attribute. */
function attributeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Puts a page into the app's (minified) index.html: its language, the visitor's colour mode choice
 * (from its cookie: 'light', 'dark', else 'system'), the images it paints first (in place of
 * index.html's, which another page may not show, and so first of the head's downloads: over
 * HTTP/1.1 the browser fetches six at a time, and the page's largest paint must not queue behind
 * the fonts), the API answers it shows, its styles and content, and its scripts, which the loader
 * adds once it is painted (see scriptLoader). (A JSON script element is data: the
 * Content-Security-Policy lets it be.)
 */
export function composeDocument(indexHtml: string, page: RenderedPage, colorModeCookie?: string): string {
  const imagesAt = indexHtml.search(IMAGE_PRELOAD);
  if (!HTML_TAG.test(indexHtml) || !EMPTY_ROOT.test(indexHtml) || imagesAt < 0)
    throw new Error('index.html has no <html lang>, no empty root element or no image preload');
  const preloads = page.preloadImages
    .map((href) => `<link rel="preload" as="image" href="${attributeText(href)}" fetchpriority="high">`)
    .join('');
  const answers = `<script type="application/json" id="${SERVER_ANSWERS_ID}">${scriptSafeJson(page.answers)}</script>`;
  const colorMode = colorModeCookie === 'light' || colorModeCookie === 'dark' ? colorModeCookie : 'system';
  return indexHtml
    .replace(IMAGE_PRELOAD, (_, offset: number) => (offset === imagesAt ? preloads : ''))
    .replace(HTML_TAG, `<html lang="${page.language}" ${COLOR_MODE_ATTRIBUTE}="${colorMode}"`)
    .replace(DEFERRED_SCRIPT, '')
    .replace('</head>', `${page.content.styles}</head>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root" ${RENDERED_LANGUAGE_ATTRIBUTE}="${page.language}">${page.content.html}</div>${answers}<script>${scriptLoader(indexHtml)}</script>`,
    );
}

/**
 * The Content-Security-Policy sources of the pages' inline scripts, by their hashes: the colour
 * mode's (src/theme/colorModeScript.ts), as the minifier left it, and the script loader.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const scripts = [...indexHtml.matchAll(/<script>([^<]+)<\/script>/g)].map(([, code]) => code!);
  return [...scripts, scriptLoader(indexHtml)].map(
    (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

/** The renderer of a built app, or null when the build has none (development builds). */
export function loadPageRenderer(appDist: string, indexHtml: string): PageRenderer | null {
  const file = path.join(appDist, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const { renderPage, pageStatus } = createRequire(import.meta.url)(file) as {
    renderPage: RenderPage;
    pageStatus: PageStatus;
  };
  return {
    status: pageStatus,
    async render(request, cookies, log) {
      try {
        const page = await renderPage({ ...request, languageCookie: cookies[LANGUAGE_COOKIE] });
        return page && composeDocument(indexHtml, page, cookies[COLOR_MODE_COOKIE]);
      } catch (error) {
        // The page still works: the browser renders it, only later.
        log.error({ err: error }, 'server rendering failed');
        return null;
      }
    },
  };
}
