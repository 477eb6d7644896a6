/**
 * Issue 37.5: a state-changing request a browser sends from another origin is refused (403
 * `cross_origin_request`), even with the session cookie (SameSite=Strict lets a sibling subdomain's
 * requests carry it). PUBLIC_URL's origin and the request's own are accepted; requests without
 * `Origin` and `Sec-Fetch-Site` (server to server) and reads are not concerned.
 */
import { callApi } from './support/api';
import { demoUser } from './support/demoUsers';
import { sessionCookie } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

const PUBLIC_URL = 'https://drivemarket.example';
const demo = demoUser('demo');

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: `${PUBLIC_URL}/` } });
  ({ cookie } = await sessionCookie(t, demo.id));
});
afterAll(async () => t?.close());

const languageOf = async (id: string) =>
  (await t.db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [id])).rows[0]!.language;

/** The driver's language setting changed to `language`, with these browser headers. */
const setLanguage = (language: 'en' | 'fr' | 'es', headers: Record<string, string>, app = t.app) =>
  callApi(app, 'updateLanguage', { body: { id: demo.id, language }, cookie, headers });

beforeEach(async () => {
  await t.db.query("UPDATE users SET language = 'en' WHERE id = $1", [demo.id]);
});

it('refuses a signed-in change from a foreign origin or another site, and changes nothing', async () => {
  const foreign: Array<Record<string, string>> = [
    { origin: 'https://evil.example' },
    { origin: 'https://shop.drivemarket.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL },
  ];
  for (const headers of foreign) {
    const refused = await setLanguage('fr', headers);
    expect(refused.status).toBe(403);
    expect(refused.error).toEqual({
      code: 'cross_origin_request',
      message: 'Requests that change something are accepted from this site only.',
    });
  }
  expect(await languageOf(demo.id)).toBe('en');
  // Operations without a session too (a forced sign-out).
  const signOut = await callApi(t.app, 'signOut', { cookie, headers: { origin: 'https://evil.example' } });
  expect(signOut.status).toBe(403);
  expect((await callApi(t.app, 'getUser', { params: { id: demo.id }, cookie })).status).toBe(200);
});

it("accepts the app's own requests (PUBLIC_URL's origin, the request's own origin) and requests without browser headers", async () => {
  expect((await setLanguage('fr', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  expect(await languageOf(demo.id)).toBe('fr');
  // inject's Host is localhost:80: the request's own origin (as behind the dev server's proxy).
  expect((await setLanguage('es', { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  expect(await languageOf(demo.id)).toBe('es');
  expect((await setLanguage('fr', { 'sec-fetch-site': 'none' })).status).toBe(200);
  expect((await setLanguage('en', {})).status).toBe(200);
  expect(await languageOf(demo.id)).toBe('en');
});

it('lets reads from another origin through (they change nothing)', async () => {
  const read = await callApi(t.app, 'getUser', {
    params: { id: demo.id },
    cookie,
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(read.status).toBe(200);
});

it("behind a trusted proxy, the request's own origin is the forwarded scheme and host", async () => {
  const proxied = await createTestApp({ config: { publicUrl: PUBLIC_URL, trustProxy: true } });
  try {
    const { cookie: session } = await sessionCookie(proxied, demo.id);
    const update = (headers: Record<string, string>) =>
      callApi(proxied.app, 'updateLanguage', { body: { id: demo.id, language: 'es' }, cookie: session, headers });
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'cars.example.net' };
    expect((await update({ ...forwarded, origin: 'https://cars.example.net' })).status).toBe(200);
    expect((await update({ ...forwarded, origin: 'http://cars.example.net' })).status).toBe(403);
    expect((await update({ ...forwarded, origin: 'http://localhost' })).status).toBe(403);
  } finally {
    await proxied.close();
  }
});
