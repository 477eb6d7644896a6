import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, open } from './support/browser';
import { format, text } from './support/catalogs';
import { until } from './support/unread';
import { startServer, type TestServer } from './support/server';

// The server renders the public pages (and the not-found page); the browser paints that HTML first, then React hydrates it.
let server: TestServer;
let browser: Browser;
/** A search's address (path and query), with results on more than one page. */
let searchPath: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const [locations] = await api(server.url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: 'Paris Charles de Gaulle Airport' },
  });
  const from = new Date(Date.now() + 30 * 86_400_000);
  from.setUTCHours(10, 0, 0, 0);
  const to = new Date(from.getTime() + 3 * 86_400_000);
  searchPath = `/search?pickup=${locations!.resultData[0]!._id}&from=${from.toISOString()}&to=${to.toISOString()}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose scripts never load: what a visitor sees before any JavaScript has run. */
async function withoutScripts(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.route('**/*.js', (route) => route.abort());
  return context.newPage();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

it("paints the home page in the visitor's language before any script has run", async () => {
  const page = await withoutScripts();
  await page.goto(`${server.url}/`);
  expect(await heading(page)).toBe(text('en', 'cars.home.title'));
  // Styled, not bare HTML: the heading has the theme's font.
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily),
  ).toMatch(/Roboto/);
  // The sizes' "from" prices, which come from the API, are in the page already.
  expect(await page.getByText(/^From \d+(\.\d\d)? € per day$/).count()).toBe(3);
  // Its largest paint, the cover, is asked for along with the page.
  const cover = await page.locator('main img').first().getAttribute('src');
  expect(await page.locator(`head link[rel="preload"][as="image"][href="${cover}"]`).count()).toBe(1);
  // So are the theme's fonts, so that the page is laid out once, in them.
  const fonts = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(fonts).toHaveLength(3);
  for (const font of fonts) expect((await fetch(font)).headers.get('content-type')).toBe('font/woff2');

  // The language cookie the app keeps (as it keeps local storage) chooses the language…
  await page.context().addCookies([{ name: 'bc-fe-language', value: 'fr', url: server.url }]);
  await page.goto(`${server.url}/`);
  expect(await heading(page)).toBe(text('fr', 'cars.home.title'));
  expect(await page.getAttribute('html', 'lang')).toBe('fr');
  // …and the URL's `l` comes first, as in the app.
  await page.goto(`${server.url}/?l=es`);
  expect(await heading(page)).toBe(text('es', 'cars.home.title'));

  // Pages that need an account are rendered by the browser alone.
  await page.goto(`${server.url}/bookings`);
  expect(await page.locator('#root').innerHTML()).toBe('');
  await page.context().close();
});

it.each([
  ['/about', 'info.about.title'],
  ['/tos', 'info.tos.title'],
  ['/privacy', 'info.privacy.title'],
  ['/cookie-policy', 'info.cookies.title'],
  ['/faq', 'info.faq.title'],
  ['/contact', 'contact.title'],
  ['/locations', 'cars.locations.title'],
  ['/suppliers', 'cars.suppliers.title'],
  ['/sign-in', 'auth.signIn.title'],
  ['/sign-up', 'auth.signUp.title'],
  ['/forgot-password', 'auth.forgot.title'],
  ['/activate?u=1&e=driver%40example.com&t=token', 'auth.activate.title'],
  ['/reset-password?u=1&e=driver%40example.com&t=token', 'auth.reset.title'],
])('paints %s before any script has run', async (pagePath, title) => {
  const page = await withoutScripts();
  const response = await page.goto(`${server.url}${pagePath}`);
  expect(response?.status()).toBe(200);
  expect(await heading(page)).toBe(text('en', title));
  await page.context().close();
});

it('paints the lists of /locations and /suppliers, which come from the API, before any script has run', async () => {
  const [locations] = await api(server.url, 'getLocations', { params: { page: 1, size: 30, language: 'en' } });
  const suppliers = await api(server.url, 'getAllSuppliers');
  const page = await withoutScripts();
  await page.goto(`${server.url}/locations`);
  expect(await page.getByText(locations!.resultData[0]!.name, { exact: true }).count()).toBeGreaterThan(0);
  await page.goto(`${server.url}/suppliers`);
  expect(await page.getByText(suppliers[0]!.fullName, { exact: true }).count()).toBeGreaterThan(0);
  await page.context().close();
});

it('answers an unknown path with HTTP 404 and the not-found page, before its scripts and once live', async () => {
  const page = await withoutScripts();
  const response = await page.goto(`${server.url}/no/such/page?l=fr`);
  expect(response?.status()).toBe(404);
  expect(await heading(page)).toBe(text('fr', 'notFound.title'));
  await page.context().close();

  const live = await browser.newPage();
  const errors: string[] = [];
  live.on('pageerror', (error) => errors.push(error.message));
  await open(live, `${server.url}/no/such/page`);
  expect(await heading(live)).toBe(text('en', 'notFound.title'));
  await live.getByRole('link', { name: text('en', 'notFound.home') }).click();
  await live.waitForURL(`${server.url}/`);
  expect(errors).toEqual([]);
  await live.close();
  // A known page is found, even one the browser renders alone.
  expect((await fetch(`${server.url}/bookings`)).status).toBe(200);
});

it('keeps what a driver typed into the sign-in form before the app ran, and signs in with it', async () => {
  const context = await browser.newContext();
  // The app's scripts arrive only once the driver has typed.
  let typed!: () => void;
  const done = new Promise<void>((resolve) => (typed = resolve));
  await context.route('**/*.js', async (route) => {
    await done;
    await route.continue();
  });
  const page = await context.newPage();
  // (Not until the load event, which waits for those scripts.)
  await page.goto(`${server.url}/sign-in`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: text('en', 'auth.field.email') }).fill('demo.driver@example.com');
  await page.locator('input[name="password"]').fill('drive-demo-2025');
  typed();
  await page.getByRole('button', { name: text('en', 'auth.signIn.submit') }).click();
  await page.getByRole('button', { name: /^Account menu/ }).waitFor();
  await context.close();
});

it('does not send a server-rendered sign-in form before the app runs, which would put the password in the address', async () => {
  const page = await withoutScripts();
  await page.goto(`${server.url}/sign-in`);
  await page.getByRole('textbox', { name: text('en', 'auth.field.email') }).fill('driver@example.com');
  await page.locator('input[name="password"]').fill('a secret');
  await page.locator('input[name="password"]').press('Enter');
  expect(await page.getByRole('button', { name: text('en', 'auth.signIn.submit') }).isDisabled()).toBe(true);
  await page.waitForLoadState('load');
  expect(page.url()).toBe(`${server.url}/sign-in`);
  await page.context().close();
});

it('paints the first cars of a search, with their count, before any script has run', async () => {
  const page = await withoutScripts({ viewport: { width: 412, height: 823 } });
  await page.goto(`${server.url}${searchPath}`);
  expect(await heading(page)).toBe(text('en', 'cars.search.results'));
  expect(await page.getByTestId('result-count').innerText()).toMatch(
    /^\d+ cars(?: available|, \d+ available for your dates), lowest price first$/,
  );
  // The first five cards, more than a screen of them; the others follow once the app runs.
  expect(await page.getByRole('article').count()).toBe(5);
  const card = page.getByRole('article').first();
  expect(await card.getByRole('link', { name: text('en', 'cars.card.choose') }).isVisible()).toBe(true);
  // Its image is the largest thing a phone paints first: the head asks for it before the fonts
  // and scripts.
  const image = await card.locator('img').first().getAttribute('src');
  expect(await page.locator('head link[rel="preload"]').first().getAttribute('href')).toBe(image);
  // Not the home page's cover, which this page does not show.
  expect(await page.locator('head link[rel="preload"][href*="cover"]').count()).toBe(0);
  // The screen's width is unknown to the server: the filters start folded, as on a phone.
  expect(await page.getByRole('button', { name: text('en', 'cars.filters.show') }).getAttribute('aria-expanded')).toBe(
    'false',
  );
  await page.context().close();
});

it('shows a server-rendered search before its scripts start, then makes it live', async () => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // When the first of the app's scripts is put into the page.
  await context.addInitScript(() => {
    new MutationObserver((records, observer) => {
      if (
        !records.some((record) => [...record.addedNodes].some((node) => node instanceof HTMLScriptElement && node.src))
      )
        return;
      (window as unknown as { scriptsAddedAt: number }).scriptsAddedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await open(page, `${server.url}${searchPath}`);
  const [shown, scriptsAdded] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    (window as unknown as { scriptsAddedAt: number }).scriptsAddedAt,
  ]);
  expect(scriptsAdded).toBeGreaterThanOrEqual(shown!);
  await context.close();
});

it('keeps a server-rendered search still while it becomes live on a desktop', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The sum of the unexpected layout shifts (Cumulative Layout Shift), as the browser reports them.
  await context.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) page.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await open(page, `${server.url}${searchPath}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: text('en', 'cars.filters.hide') }).waitFor();
  // The server's HTML has more cards than the screen shows: those added as the driver scrolls
  // never push anything in view down (the footer below the cards once moved, 0.2).
  expect(await page.getByRole('article').count()).toBe(5);
  await page.getByRole('article').nth(3).scrollIntoViewIfNeeded();
  await page.getByRole('article').nth(14).waitFor();
  expect(await page.evaluate('window.layoutShift')).toBeLessThan(0.05);
  await context.close();
});

it("keeps a search's cards in place on a phone while their pictures and logos arrive", async () => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // The pictures wait until the page is live and has been measured.
  const held: (() => Promise<void>)[] = [];
  await context.route('**/cdn/**', (route) => void held.push(() => route.continue()));
  const page = await context.newPage();
  // Not open(): the page's load event waits for the pictures.
  await page.goto(`${server.url}${searchPath}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => !document.querySelector('#root[data-rendered-language]'));
  const card = page.getByRole('article').first();
  const picture = card.getByRole('img', { name: await card.getByRole('heading').innerText() });
  const logo = card.locator('img[alt=""]');
  const positions = () =>
    Promise.all(
      [picture, logo, card.getByRole('heading'), card.getByTestId('car-total')].map((element) => element.boundingBox()),
    );
  const before = await positions();
  // The picture's box is there already, a phone's width wide and two thirds as high.
  expect(before[0]!.width).toBeGreaterThan(300);
  expect(before[0]!.height).toBeCloseTo((before[0]!.width * 2) / 3, 0);
  expect(held.length).toBeGreaterThan(1);
  await Promise.all(held.splice(0).map((release) => release()));
  await until(
    () =>
      card
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    true,
  );
  expect(await positions()).toEqual(before);
  await context.close();
});

it('keeps the language chosen in the app for the next server-rendered visit', async () => {
  const page = await (await browser.newContext()).newPage();
  await open(page, `${server.url}/`);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'es');

  const html = await (await page.request.get(`${server.url}/`)).text();
  expect(html).toContain(text('es', 'cars.home.title'));
  expect(html).toContain('<html lang="es"');
  await page.context().close();
});

it('applies the dark colour mode before the first paint, within the Content-Security-Policy', async () => {
  const page = await withoutScripts({ colorScheme: 'dark' });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('net::ERR_FAILED')) violations.push(message.text());
  });
  await page.goto(`${server.url}/`);
  expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
  expect(violations).toEqual([]);
  await page.context().close();
});

it("keeps the visitor's colour mode choice from page to page, the server's pages painting in it at once", async () => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await open(page, `${server.url}/about`);
  await page.getByRole('button', { name: text('en', 'header.darkMode') }).click();
  await page.getByRole('button', { name: text('en', 'header.lightMode') }).waitFor();
  // The choice travels to the server in a cookie…
  const cookie = (await context.cookies()).find(({ name }) => name === 'bc-fe-color-mode');
  expect(cookie?.value).toBe('dark');
  await context.close();
  // …so a rendered page is dark from its first paint, without local storage and before (here,
  // without) its scripts.
  const later = await withoutScripts({ colorScheme: 'light' });
  await later.context().addCookies([cookie!]);
  await later.goto(`${server.url}/`);
  expect(
    await later.evaluate(() => [
      localStorage.length,
      document.documentElement.className,
      getComputedStyle(document.documentElement).colorScheme,
    ]),
  ).toEqual([0, 'dark', 'dark']);
  await later.context().close();
});

/** The root's content as a user meets it: elements, attributes (React's generated ids aside), text and form values. */
function visibleTree(page: Page): Promise<string> {
  // A string, so the test runner's compiler adds nothing to the function run in the page.
  return page.evaluate(`(() => {
    const lines = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent.trim()) lines.push(JSON.stringify(node.textContent));
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      // React preloads a high-priority image from the server's HTML; the head preloads it already.
      if (node.tagName === 'LINK' && node.getAttribute('rel') === 'preload') return;
      // Whether content arriving later has a motion wrapper depends on when motion loaded (src/components/motion).
      if (node.hasAttribute('data-motion')) return node.childNodes.forEach(walk);
      const attributes = [...node.attributes]
        .filter((attribute) => attribute.name !== 'data-rendered-language')
        .map((attribute) => attribute.name + '=' + (attribute.name === 'style' ? node.style.cssText : attribute.value.replace(/_[rR]_[a-zA-Z0-9]*_/g, 'id')))
        .sort();
      if (node instanceof HTMLInputElement) attributes.push('value:' + node.value, 'checked:' + node.checked);
      lines.push('<' + node.tagName + ' ' + attributes.join(' ') + '>');
      node.childNodes.forEach(walk);
    };
    walk(document.getElementById('root'));
    return lines.join('\\n');
  })()`);
}

const plainIndex = () => readFileSync(path.resolve(process.env.APP_DIST ?? 'dist', 'index.html'), 'utf8');

/** Opens a page and waits until it has settled; with `browserOnly`, the server's HTML is not used. */
async function settledTree(
  url: string,
  options: BrowserContextOptions,
  browserOnly: boolean,
): Promise<{ tree: string; errors: string[]; apiPaths: string[] }> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => localStorage.setItem('bc-fe-currency', 'USD'));
  const page = await context.newPage();
  const errors: string[] = [];
  // The not-found page's own 404 status is reported too: it is what the page means.
  page.on(
    'console',
    (message) => message.type() === 'error' && message.location().url !== url && errors.push(message.text()),
  );
  page.on('pageerror', (error) => errors.push(error.message));
  const apiPaths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiPaths.push(pathname);
  });
  if (browserOnly) {
    await page.route(url, (route) => route.fulfill({ body: plainIndex(), contentType: 'text/html; charset=utf-8' }));
  } else {
    // Proof that this page was indeed server-rendered.
    const response = await page.request.get(url);
    expect(await response.text()).toContain('data-rendered-language="en"');
  }
  await open(page, url);
  await page.waitForLoadState('networkidle');
  // The amounts are in the driver's own currency once the page is live.
  // (On a phone the currency is in the header's preferences button.)
  await page
    .getByRole('button', { name: format('en', 'header.currency', { currency: 'USD' }) })
    .or(
      page.getByRole('button', {
        name: format('en', 'header.phonePreferences', { language: 'English', currency: 'USD' }),
      }),
    )
    .waitFor();
  // Scrolled through a part of a screen at a time, every section below the fold comes into view and
  // loads (a jump to the end would skip some): the whole page is compared, whatever was near the
  // viewport when each section first looked.
  // Done once the end has been in view through a whole round, with nothing more loading in.
  const position = () =>
    page.evaluate(() => ({
      end: window.scrollY + window.innerHeight >= document.body.scrollHeight - 1,
      height: document.body.scrollHeight,
    }));
  for (
    let [previous, current] = [{ end: false, height: -1 }, await position()];
    !(previous.end && current.end && previous.height === current.height);
  ) {
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    [previous, current] = [current, await position()];
  }
  const tree = await visibleTree(page);
  await context.close();
  return { tree, errors, apiPaths };
}

describe.each([
  ['a phone, in UTC', { viewport: { width: 412, height: 823 }, timezoneId: 'UTC' }],
  [
    'a dark desktop, in Paris',
    { viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Paris', colorScheme: 'dark' as const },
  ],
])('on %s', (_name, options) => {
  // The answers each page shows at once, which come with the server's page.
  it.each([
    ['home', () => '/', ['/api/settings', '/api/range-prices']],
    ['search', () => searchPath, ['/api/settings', '/api/frontend-cars/1/15']],
    ['sign-in', () => '/sign-in', []],
    ['locations', () => '/locations', ['/api/locations/1/30/en', '/api/locations-with-position/en']],
    ['not-found', () => '/no/such/page', []],
  ])(
    'hydrates the %s page into exactly the page the browser alone renders, without an error',
    async (_page, path, answers) => {
      const hydrated = await settledTree(`${server.url}${path()}`, options, false);
      const browserOnly = await settledTree(`${server.url}${path()}`, options, true);
      expect(hydrated.errors).toEqual([]);
      expect(hydrated.tree).toBe(browserOnly.tree);
      // The browser asks for the answers only when it renders alone.
      expect(browserOnly.apiPaths).toEqual(expect.arrayContaining(answers));
      for (const answer of answers) expect(hydrated.apiPaths).not.toContain(answer);
    },
  );
});
