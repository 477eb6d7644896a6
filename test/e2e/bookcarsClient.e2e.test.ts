/**
 * BookCars' own customer app (8.7.0, built unchanged) against the reference server, on one origin,
 * driven as a driver would (issue 42). Nothing the app sends or receives is rewritten: the proxy in
 * support/bookcarsPeer.ts passes /api and /cdn through and records each /api call with its status.
 * The steps share one browser page and run in order, as one journey.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { bookcarsBuild, startPeer, type Peer } from './support/bookcarsPeer';
import { freePort, startServer, type TestServer } from './support/server';

const BUILD = bookcarsBuild();
const DRIVER = {
  fullName: 'Jeanne Routier',
  email: `jeanne.routier.${Date.now()}@e2e.example`,
  phone: '+33612345678',
  password: 'route-des-vins-42',
};

let server: TestServer;
let peer: Peer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  if (!BUILD) throw new Error('BookCars customer app not found: ../shared/peers/bookcars-customer-app/build');
  const port = await freePort();
  // State-changing requests are refused from an origin other than PUBLIC_URL's: the proxy's is the app's.
  server = await startServer({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  peer = await startPeer(BUILD, server.url, port);
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  page = await context.newPage();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await peer?.stop();
  await server?.stop();
  // The calls, for the note: `BOOKCARS_CALLS=1` prints them.
  if (process.env.BOOKCARS_CALLS)
    console.log(peer?.calls.map((call) => `${call.status} ${call.method} ${call.path}`).join('\n'));
});

/** The app's /api calls since `from`, as "METHOD /path status". */
function callsSince(from: number): string[] {
  return peer.calls.slice(from).map((call) => `${call.method} ${call.path} ${call.status}`);
}

/** Waits for the app's answer to a call whose path matches `pattern`. */
function answerTo(pattern: RegExp, method = 'GET') {
  return page.waitForResponse(
    (response) => response.request().method() === method && pattern.test(new URL(response.url()).pathname),
  );
}

it('home: the search form and every supplier logo show', async () => {
  await page.goto(`${peer.url}/`);
  await page.getByRole('combobox', { name: 'Pick-up location' }).waitFor();
  const logos = page.getByRole('heading', { name: 'Connecting you to the Biggest Brands' }).locator('xpath=..').getByRole('img');
  await logos.first().waitFor();
  const loaded = await logos.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
  );
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.every(Boolean)).toBe(true);
});
