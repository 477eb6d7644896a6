import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { composeDocument, inlineScriptHashes, inProcessFetch, scriptLoader } from '../src/renderedPages';
import { createTestApp } from './support/testApp';

// What html-webpack-plugin writes, minified, with one inline script, the cover's preload and the
// app's scripts.
const INDEX =
  '<!doctype html><html lang=en><head><script>var x=1</script><link rel=preload as=image href=/assets/cover.1.svg fetchpriority=high><script defer src=/assets/runtime.1.js></script><script defer src=/assets/main.2.js></script></head><body><div id=root></div></body></html>';
const PAGE = {
  language: 'fr' as const,
  content: { html: '<h1>Bonjour</h1>', styles: '<style data-server-styles="a">.dm-a{color:red}</style>' },
  answers: { note: '</script>' },
  preloadImages: [],
};
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('composeDocument', () => {
  it('puts the page, its language and its styles into index.html', () => {
    const document = composeDocument(INDEX, PAGE);
    expect(document).toContain('<html lang="fr" data-color-mode="system">');
    expect(document).toContain('<style data-server-styles="a">.dm-a{color:red}</style></head>');
    expect(document).toContain('<div id="root" data-rendered-language="fr"><h1>Bonjour</h1></div>');
  });

  it('leaves the scripts to the loader, after the content: the page asks for none of them before it paints', () => {
    const document = composeDocument(INDEX, PAGE);
    expect(document).toContain(`</script><script>${scriptLoader(INDEX)}</script></body>`);
    const withoutLoader = document.replace(scriptLoader(INDEX), '');
    expect(withoutLoader).not.toContain('/assets/runtime.1.js');
    expect(withoutLoader).not.toContain('/assets/main.2.js');
  });

  it('sends the answers the page shows as JSON data, which no string inside can end early', () => {
    const document = composeDocument(INDEX, PAGE);
    const [, json] = document.match(/<script type="application\/json" id="server-answers">(.*?)<\/script>/)!;
    expect(JSON.parse(json!)).toEqual({ note: '</script>' });
  });

  it('asks for the images the page paints first before anything else the head downloads', () => {
    const document = composeDocument(INDEX, { ...PAGE, preloadImages: ['/cdn/cars/a"b.jpg'] });
    expect(document).toContain(
      '<script>var x=1</script><link rel="preload" as="image" href="/cdn/cars/a&quot;b.jpg" fetchpriority="high">',
    );
    // Not the home page's cover, which this page may not show.
    expect(document).not.toContain('cover');
  });

  it("writes the visitor's colour mode choice, from its cookie, on the page for its colour mode script", () => {
    expect(composeDocument(INDEX, PAGE, 'dark')).toContain('<html lang="fr" data-color-mode="dark">');
    expect(composeDocument(INDEX, PAGE, 'light')).toContain('<html lang="fr" data-color-mode="light">');
    // No choice, or a cookie the app did not write: the system's.
    expect(composeDocument(INDEX, PAGE)).toContain('<html lang="fr" data-color-mode="system">');
    expect(composeDocument(INDEX, PAGE, '"><script>alert(1)</script>')).toContain(
      '<html lang="fr" data-color-mode="system">',
    );
  });

  it('refuses an index.html it does not recognise, rather than serve a broken page', () => {
    expect(() => composeDocument('<html><body><main id=root></main></body></html>', PAGE)).toThrow(/root/);
    expect(() => composeDocument(INDEX.replace(/<link[^>]*>/, ''), PAGE)).toThrow(/image preload/);
  });
});

/**
 * Runs the loader against the few browser APIs it uses: `paintTiming` says whether the browser
 * reports paints. Frames, timers and the document's events run only when the test says.
 */
function loaderIn({ hidden = false, paintTiming = true } = {}) {
  const added: string[] = [];
  const queued: (() => void)[] = [];
  const events = new Map<string, () => void>();
  let reportPaint: (name: string) => void = () => undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['layout-shift', 'paint'] : ['layout-shift'];
    disconnected = false;
    constructor(
      callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PerformanceObserver) => void,
    ) {
      reportPaint = (name) =>
        void (
          this.disconnected || callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this)
        );
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    addEventListener: (type: string, listener: () => void) => void events.set(type, listener),
    createElement: () => ({}),
    head: {
      appendChild: (script: { src: string; async: boolean }) =>
        void added.push(`${script.src}${script.async ? ' async' : ''}`),
    },
  };
  const browser: Record<string, unknown> = {
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => void queued.push(callback),
    setTimeout: (callback: () => void) => void queued.push(callback),
  };
  browser.window = browser;
  runInNewContext(scriptLoader(INDEX), browser);
  const runQueued = () => {
    while (queued.length) queued.shift()!();
  };
  return {
    added,
    runQueued,
    reportPaint: (name: string) => reportPaint(name),
    fire: (type: string) => events.get(type)?.(),
  };
}

describe('scriptLoader', () => {
  const SCRIPTS = ['/assets/runtime.1.js', '/assets/main.2.js'];

  it('runs the scripts, in their order, once the browser reports the first contentful paint', () => {
    const loader = loaderIn();
    loader.runQueued();
    loader.reportPaint('first-paint');
    expect(loader.added).toEqual([]);
    loader.reportPaint('first-contentful-paint');
    expect(loader.added).toEqual(SCRIPTS);
    // Once only, whatever comes next.
    loader.fire('visibilitychange');
    loader.reportPaint('first-contentful-paint');
    expect(loader.added).toEqual(SCRIPTS);
  });

  it('runs them at once if the page is hidden before it paints', () => {
    const loader = loaderIn();
    loader.fire('visibilitychange');
    expect(loader.added).toEqual(SCRIPTS);
  });

  it('runs them at once in a background tab', () => {
    expect(loaderIn({ hidden: true }).added).toEqual(SCRIPTS);
  });

  it('runs them after the next frame in a browser without paint timing', () => {
    const loader = loaderIn({ paintTiming: false });
    expect(loader.added).toEqual([]);
    loader.runQueued();
    expect(loader.added).toEqual(SCRIPTS);
  });
});

describe('inlineScriptHashes', () => {
  it("gives the hash of each inline script and of the loader, and not the app's files", () => {
    expect(inlineScriptHashes(INDEX)).toEqual([sha256('var x=1'), sha256(scriptLoader(INDEX))]);
  });
});

describe('inProcessFetch', () => {
  it("answers the renderer's requests through the API's own routes, counted against the visitor's rate limit", async () => {
    const t = await createTestApp({ config: { apiRateLimit: 2 } });
    try {
      const visitorFetch = inProcessFetch(t.app, '203.0.113.7');
      const settings = await visitorFetch('http://server.internal/api/settings');
      expect(settings.status).toBe(200);
      expect(await settings.json()).toMatchObject({ minPickupHours: expect.any(Number) });
      // A body and a 4xx answer come through as they would over the network.
      const invalid = await visitorFetch('http://server.internal/api/frontend-cars/1/15', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({ code: expect.any(String) });
      // The visitor's two requests a minute are spent; another visitor's are not.
      expect((await visitorFetch('http://server.internal/api/settings')).status).toBe(429);
      expect((await inProcessFetch(t.app, '203.0.113.8')('http://server.internal/api/settings')).status).toBe(200);
      // The caller gives up on an answer by aborting, as with fetch.
      const signal = AbortSignal.abort(new Error('too slow'));
      await expect(
        inProcessFetch(t.app, '203.0.113.9')('http://server.internal/api/settings', { signal }),
      ).rejects.toThrow('too slow');
    } finally {
      await t.close();
    }
  });
});
