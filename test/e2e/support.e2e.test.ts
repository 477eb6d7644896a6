import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { STATE_SCHEMA_VERSION } from '@/features/support/stateSchema';
import { DEMO, signIn } from './support/accounts';
import { api, cookieOf } from './support/api';
import { axeViolations, launchBrowser } from './support/browser';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let statics: { url: string; close: () => Promise<void> };

const DIST = path.join(process.cwd(), 'dist');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The built app alone, with no API behind it: what support opens once the API server is stopped. */
function serveBuiltApp(): Promise<typeof statics> {
  const http: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(DIST, path.normalize(pathname));
    let body: Buffer;
    try {
      body =
        file.startsWith(DIST) && pathname !== '/' ? readFileSync(file) : readFileSync(path.join(DIST, 'index.html'));
    } catch {
      body =
        pathname.startsWith('/api/') || pathname.startsWith('/cdn/') || path.extname(pathname)
          ? Buffer.alloc(0)
          : readFileSync(path.join(DIST, 'index.html'));
      if (!body.length) response.statusCode = 404;
    }
    response.setHeader('content-type', TYPES[path.extname(file)] ?? 'text/html');
    response.end(body);
  });
  return new Promise((resolve) =>
    http.listen(0, '127.0.0.1', () => {
      const address = http.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => http.close(() => done())),
      });
    }),
  );
}

const mainText = (page: Page) => page.locator('main').innerText();

/** Waits until the main region has stopped changing (lazy parts, answers arriving). */
async function settledMainText(page: Page): Promise<string> {
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt++) {
    await page.waitForTimeout(250);
    const text = await mainText(page);
    if (text === previous && !(await page.locator('main [aria-busy="true"]').count())) return text;
    previous = text;
  }
  return previous;
}

/** The driver's diagnostics file, made as a driver would: footer link, read the dialog, save. */
async function downloadDiagnostics(
  page: Page,
  checkAccessibility = false,
): Promise<{ text: string; file: Record<string, unknown> }> {
  await page.getByRole('button', { name: 'Download diagnostics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a diagnostics file' });
  await dialog.getByText('It contains:').waitFor();
  if (checkAccessibility) expect(await axeViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save the file' }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  return { text, file: JSON.parse(text) as Record<string, unknown> };
}

interface Recorded {
  name: string;
  route: string;
  text: string;
  diagnostics: string;
}

const recorded: Recorded[] = [];
/** The demo driver's own personal data, which the files replace by pseudonyms. */
let real: { fullName: string; phone: string };

beforeAll(async () => {
  [server, browser, statics] = await Promise.all([
    startServer({ AUTH_CLIENT_RATE_LIMIT: '1000' }),
    launchBrowser(),
    serveBuiltApp(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await statics?.close();
});

it('a driver saves a diagnostics file on each main screen, redacted and under 1 MB', async () => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, server, DEMO);
  const { _id } = JSON.parse((await page.evaluate(() => localStorage.getItem('bc-fe-user'))) ?? '{}') as {
    _id: string;
  };
  const { fullName, phone } = await api(server.url, 'getUser', {
    params: { id: _id },
    cookie: await cookieOf(page, server.url),
  });
  if (!phone) throw new Error('the demo driver has a phone number');
  real = { fullName, phone };
  const [locations] = await api(server.url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: 'Paris Charles de Gaulle Airport' },
  });
  const pickup = locations!.resultData[0]!._id;
  const from = new Date(Date.now() + 40 * 86_400_000);
  from.setUTCHours(10, 0, 0, 0);
  const to = new Date(from.getTime() + 3 * 86_400_000);
  const dates = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
  const [cars] = await api(server.url, 'getFrontendCars', {
    params: { page: 1, size: 20 },
    body: { pickupLocation: pickup, from: from.toISOString(), to: to.toISOString() },
  });
  const car = cars!.resultData.find((item) => item.available)!._id;

  await page.goto(`${server.url}/bookings`);
  await page.getByTestId('booking-row').first().waitFor();
  const booking = await page
    .getByTestId('booking-row')
    .first()
    .getByRole('link', { name: 'View' })
    .getAttribute('href');

  const screens = [
    {
      name: 'search results with filters',
      route: `/search?pickup=${pickup}&${dates}&gearbox=automatic`,
      ready: () => page.getByRole('article').first(),
    },
    {
      name: 'checkout for a car',
      route: `/checkout?car=${car}&pickup=${pickup}&${dates}`,
      ready: () => page.getByRole('button', { name: /Book now|Pay/ }).first(),
    },
    { name: 'my bookings', route: '/bookings', ready: () => page.getByTestId('booking-row').first() },
    { name: 'one booking', route: booking!, ready: () => page.locator('[data-money="rental"]') },
    { name: 'notifications', route: '/notifications', ready: () => page.getByRole('heading', { level: 1 }) },
    { name: 'settings', route: '/settings', ready: () => page.getByRole('button', { name: 'Save' }).first() },
    { name: 'change password', route: '/change-password', ready: () => page.getByLabel(/^Current password/) },
  ];
  for (const screen of screens) {
    await page.goto(`${server.url}${screen.route}`);
    await screen.ready().waitFor();
    const text = await settledMainText(page);
    const { text: diagnostics, file } = await downloadDiagnostics(page, screen === screens[0]);
    expect(Buffer.byteLength(diagnostics)).toBeLessThanOrEqual(1_000_000);
    expect(file).toMatchObject({
      format: 'drivemarket-diagnostics',
      formatVersion: 1,
      stateSchemaVersion: STATE_SCHEMA_VERSION,
      language: 'en',
      currency: 'EUR',
    });
    for (const secret of [DEMO.email, DEMO.password, real.fullName, real.phone])
      expect(diagnostics).not.toContain(secret);
    const url = new URL(page.url());
    recorded.push({ name: screen.name, route: url.pathname + url.search, text, diagnostics });
  }
  if (process.env.SUPPORT_DIAGNOSTICS_OUT)
    writeFileSync(
      process.env.SUPPORT_DIAGNOSTICS_OUT,
      recorded.find((screen) => screen.route === '/bookings')!.diagnostics,
    );
  // From here on there is no API: support works from the files alone.
  await server.stop();
});

it('support replays each screen with the API stopped, in a fresh browser: same URL, same text, no request to /api', async () => {
  expect(recorded).toHaveLength(7);
  for (const screen of recorded) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: false });
    const page = await context.newPage();
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    await page.goto(`${statics.url}/support/replay`);
    await page.getByLabel('Diagnostics file or DevTools export (JSON)').setInputFiles({
      name: 'diagnostics.json',
      mimeType: 'application/json',
      buffer: Buffer.from(screen.diagnostics),
    });
    await page.waitForURL((url) => url.pathname + url.search === screen.route);
    await page.getByRole('region', { name: 'Replay' }).getByText('Replay — read only', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Replay a driver' }).waitFor();
    // The file's pseudonyms, where the state keeps the driver's own account.
    const file = JSON.parse(screen.diagnostics) as {
      state: {
        api: { queries: Record<string, { endpointName: string; data: { phone: string } }> };
        session: { user: { fullName: string; email: string } };
      };
    };
    const account = Object.values(file.state.api.queries).find((query) => query.endpointName === 'getUser')!.data;
    const pseudonyms = { ...file.state.session.user, phone: account.phone };
    const expected = screen.text
      .split(real.fullName)
      .join(pseudonyms.fullName)
      .split(DEMO.email)
      .join(pseudonyms.email)
      .split(real.phone)
      .join(pseudonyms.phone);
    expect({ screen: screen.name, text: await settledMainText(page) }).toEqual({ screen: screen.name, text: expected });
    expect(apiRequests).toEqual([]);
    await context.close();
  }
});

it('replays a Redux DevTools export on the route support picks, and refuses a 20 MB or newer file saying why', async () => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${statics.url}/support/replay`);
  const input = page.getByLabel('Diagnostics file or DevTools export (JSON)');
  await input.setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.alloc(20_000_000, ' ') });
  await page
    .getByRole('alert')
    .filter({ hasText: 'This file is 20 MB: the replay reads files of up to 10 MB.' })
    .waitFor();
  const newer = { ...(JSON.parse(recorded[2]!.diagnostics) as object), formatVersion: 2 };
  await input.setInputFiles({
    name: 'newer.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(newer)),
  });
  await page
    .getByRole('alert')
    .filter({ hasText: 'made by a newer version of the app (file format 2); this page reads format 1' })
    .waitFor();
  await input.setInputFiles({
    name: 'corrupt.json',
    mimeType: 'application/json',
    buffer: Buffer.from(recorded[2]!.diagnostics.slice(0, 5000)),
  });
  await page.getByRole('alert').filter({ hasText: 'This file is damaged or incomplete' }).waitFor();

  await input.setInputFiles(path.join(process.cwd(), 'test/fixtures/support/devtools-monitor-export.json'));
  await page.getByText('This export has 12 states but does not say which page was open.').waitFor();
  await page.getByLabel('Page address (for example /bookings)').fill('/settings');
  await page.getByRole('button', { name: 'Show this page' }).click();
  await page.waitForURL(/\/settings$/);
  // The export's 12 states, as the driver's steps in words (the store's bookkeeping folded in).
  const status = page.getByRole('region', { name: 'Replay' }).getByRole('status');
  await status.filter({ hasText: /^Step (\d+) of \1: Changed the currency to USD$/ }).waitFor();
  const count = Number(/of (\d+)/.exec(await status.innerText())![1]);
  expect(count).toBeLessThan(12);
  await page.getByRole('button', { name: 'Previous step' }).click();
  await status.filter({ hasText: `Step ${count - 1} of ${count}: ` }).waitFor();
  expect(await status.innerText()).not.toContain('api/');
  expect(await axeViolations(page)).toEqual([]);
});

it('the production build connects to no Redux DevTools without DEVTOOLS_IN_PRODUCTION', async () => {
  const context = await browser.newContext();
  // What the extension puts in every page; RTK calls it when the store has DevTools on.
  await context.addInitScript(() => {
    const calls: unknown[] = [];
    const spy = (...args: unknown[]) => {
      calls.push(args);
      return (next: unknown) => next;
    };
    Object.assign(window, {
      __devToolsCalls: calls,
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: spy,
      __REDUX_DEVTOOLS_EXTENSION__: Object.assign(spy, { connect: spy }),
    });
  });
  const page = await context.newPage();
  await page.goto(`${statics.url}/support/replay`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __devToolsCalls: unknown[] }).__devToolsCalls.length)).toBe(
    0,
  );
});
