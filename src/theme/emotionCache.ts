import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of every Emotion style (class names `dm-…`), on the server and in the browser alike. */
export const EMOTION_KEY = 'dm';

/**
 * The <style> element of a server-rendered page lists the styles it holds in this attribute. Not
 * Emotion's own `data-emotion`: Emotion moves such elements within the head when it starts, and
 * each move makes the browser recompute every style of the page.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

function createBrowserCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  // The server's styles are in place already: marked as inserted, they are never inserted twice.
  const serverStyles = document
    .querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)
    ?.getAttribute(SERVER_STYLES_ATTRIBUTE);
  for (const name of serverStyles?.split(' ') ?? []) cache.inserted[name] = true;
  return cache;
}

/** The browser's style cache (none on the server, which takes one per page: see renderPage). */
export const browserEmotionCache: EmotionCache | undefined =
  typeof document === 'undefined' ? undefined : createBrowserCache();
