/**
 * The server's wiring: routes from the contract (501 for operations without a handler), errors,
 * security headers, sessions, static files with history fallback, compression and /cdn.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { contentSecurityPolicy, redactUrl } from '../src/app';
import type { RequestBody } from '../src/contract';
import { DEMO_USERS, seedId } from '../src/db/seed';
import { handlers } from '../src/handlers/index';
import { handlerCoverage } from '../src/openapi';
import { AUTH_COOKIE, issueSession, revokeSession, signSessionToken } from '../src/sessions';
import { callApi } from './support/api';
import { operation, operations, pathOf } from './support/apiRequest';
import { sessionCookie } from './support/session';
import { createTestApp, testConfig, type TestApp } from './support/testApp';

const userId = (key: string) =>
  seedId(
    'user',
    DEMO_USERS.findIndex((u) => u.key === key),
  );
const demoId = userId('demo');

const INDEX_HTML =
  '<!doctype html><html><head><script src="/assets/main.3f9a0c1d2b4e6f70.js"></script></head><body><div id="root"></div></body></html>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    dist: {
      'index.html': INDEX_HTML,
      'assets/main.3f9a0c1d2b4e6f70.js': BIG_JS,
      'robots.txt': 'User-agent: *\n',
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('operations of the contract', () => {
  it('answers 501 not_implemented for an operation without a handler', async () => {
    // An app that implements getSettings only: every other operation is a stub.
    const partial = await createTestApp({ handlers: { getSettings: handlers.getSettings! } });
    try {
      // Raw: the stub's 501 is a server in the making, not an answer the contract declares.
      const res = await partial.app.inject({ method: 'GET', url: pathOf('getCountryCode') });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toEqual({
        code: 'not_implemented',
        message: 'Operation getCountryCode is not implemented yet',
      });
      expect((await callApi(partial.app, 'getSettings')).status).toBe(200);
    } finally {
      await partial.close();
    }
  });

  it('registers every operation of the document under its exact path', async () => {
    const unrouted: string[] = [];
    for (const op of operations) {
      expect(op.path.startsWith('/api/')).toBe(true);
      const url = op.path.replace(/\{(\w+)\}/g, 'x1');
      // Raw: every operation with placeholder parameters, whatever it answers to them.
      const res = await t.app.inject({ method: op.method as 'GET', url });
      if (res.statusCode === 404 && String(res.json().message).startsWith('No operation'))
        unrouted.push(`${op.method} ${url}`);
    }
    expect(unrouted).toEqual([]);
  });

  it('has no handler that the document does not declare', () => {
    expect(handlerCoverage(operations, Object.keys(handlers)).unknown).toEqual([]);
  });

  it('reports unknown handlers and missing operations', () => {
    const coverage = handlerCoverage(
      [
        { operationId: 'a', method: 'GET', path: '/api/a', tag: 'x' },
        { operationId: 'b', method: 'GET', path: '/api/b', tag: 'x' },
      ],
      ['a', 'zombie'],
    );
    expect(coverage.missing.map((o) => o.operationId)).toEqual(['b']);
    expect(coverage.unknown).toEqual(['zombie']);
  });

  it('validates requests against the document: 400 invalid_request with the reason', async () => {
    const res = await callApi(t.app, 'subscribeNewsletter', { invalidBody: { language: 'en' } });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code: 'invalid_request', message: "body must have required property 'email'" });
  });

  it('fails a test that reads the success body of a refused call with the operation and the reason', async () => {
    // What a test sending a field the contract renamed meets, instead of a TypeError further on.
    const { pickupLocation: _stale, ...search } = {
      pickupLocation: seedId('location', 0),
      from: '2030-01-01T10:00:00Z',
      to: '2030-01-03T10:00:00Z',
    } satisfies RequestBody<'getFrontendCars'>;
    const res = await callApi(t.app, 'getFrontendCars', { params: { page: 1, size: 10 }, invalidBody: search });
    expect(res.status).toBe(400);
    expect(() => res.body).toThrow(
      "getFrontendCars answered 400 invalid_request (body must have required property 'pickupLocation'), not a success",
    );
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const res = await callApi(t.app, 'subscribeNewsletter', {
      headers: { 'content-type': 'application/json' },
      invalidBody: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'invalid_request' });
  });

  it('refuses bodies over 100 KB', async () => {
    // Raw: 413 is the body limit of every operation, which the contract does not declare one by one.
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf('sendEmail'),
      payload: {
        from: 'a@example.org',
        subject: 's',
        message: 'x'.repeat(200_000),
        isContactForm: true,
      } satisfies RequestBody<'sendEmail'>,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('keeps the trailing slash of BookCars paths working both ways', async () => {
    const path = operation('createPayPalOrder').path;
    expect(path.endsWith('/')).toBe(true);
    for (const url of [path, path.slice(0, -1)]) {
      // Raw: the path without its slash is not the contract's.
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).not.toBe(404);
    }
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/settings'],
      ['GET', '/api'],
    ] as const) {
      // Raw: these paths are no operation of the contract.
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('never leaks a stack or an internal message', async () => {
    const broken = await createTestApp({
      handlers: {
        getSettings: async () => {
          throw new Error('secret database detail');
        },
      },
    });
    try {
      // Raw: a 500 is a server bug, never an answer the contract declares.
      const res = await broken.app.inject({ method: 'GET', url: pathOf('getSettings') });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
      expect(res.body).not.toMatch(/secret|at .*\.ts/);
    } finally {
      await broken.close();
    }
  });

  it('marks API answers as not cacheable', async () => {
    const { response } = await callApi(t.app, 'getSettings');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual headers on API answers and pages', async () => {
    const { response: api } = await callApi(t.app, 'getSettings');
    const page = await t.app.inject({ method: 'GET', url: '/about' }); // raw: an HTML page
    for (const res of [api, page]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // Our files, and inline scripts only by their hashes (those of the built page, when there is one).
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')*;/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).not.toMatch(/https:/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets only the support replay’s frame page be framed, by this site only', async () => {
    const frame = await t.app.inject({ method: 'GET', url: '/support/replay/frame' });
    expect(String(frame.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    const replay = await t.app.inject({ method: 'GET', url: '/support/replay' });
    expect(String(replay.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(replay.headers['x-frame-options']).toBe('DENY');
  });

  it('allows third-party hosts only when their keys are configured', () => {
    const dataDir = t.config.dataDir;
    const none = contentSecurityPolicy(testConfig(dataDir));
    expect(Object.values(none).flat().join(' ')).not.toMatch(/google|paypal/);
    expect(none['frame-src']).toBeUndefined();

    const maps = contentSecurityPolicy(testConfig(dataDir, { googleMapsApiKey: 'k' }));
    expect(maps['script-src']).toContain('https://maps.googleapis.com');
    expect(maps['script-src']).not.toContain('https://*.paypal.com');

    const paypal = contentSecurityPolicy(testConfig(dataDir, { paypalClientId: 'id' }));
    expect(paypal['script-src']).toContain('https://*.paypal.com');
    expect(paypal['frame-src']).toContain('https://*.paypal.com');
    expect(paypal['script-src']).not.toContain('https://maps.googleapis.com');

    const recaptcha = contentSecurityPolicy(testConfig(dataDir, { recaptchaSiteKey: 'k' }));
    expect(recaptcha['script-src']).toContain('https://www.google.com/recaptcha/');

    const google = contentSecurityPolicy(testConfig(dataDir, { googleClientId: 'c' }));
    expect(google['script-src']).toContain('https://accounts.google.com/gsi/client');

    const extra = contentSecurityPolicy(testConfig(dataDir, { cspConnectSrc: ['https://rates.example'] }));
    expect(extra['connect-src']).toEqual(["'self'", 'https://rates.example']);
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const prod = await createTestApp({ config: { production: true, cookieSecure: true } });
    try {
      const { response: res } = await callApi(prod.app, 'getSettings');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await prod.close();
    }
  });

  it('keeps passwords and tokens of BookCars paths out of the logs', () => {
    expect(redactUrl('/api/check-password/65f0/hunter2')).toBe('/api/check-password/65f0/[redacted]');
    expect(redactUrl('/api/check-token/frontend/u1/a%40b.c/tok123')).toBe(
      '/api/check-token/frontend/u1/a%40b.c/[redacted]',
    );
    expect(redactUrl('/api/settings')).toBe('/api/settings');
  });
});

describe('sessions (cookieAuth)', () => {
  // Every operation is a stub here, so an operation that needs a session answers 501 once the
  // security handler let the request through, whatever its feature later does.
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ handlers: {} });
  });
  afterAll(async () => {
    await s.close();
  });
  const getUser = (cookie?: string) => callApi(s.app, 'getUser', { params: { id: demoId }, cookie });
  /** Raw: a request let through meets the stub's 501, which the contract does not declare. */
  const passes = async (cookie: string) =>
    (await s.app.inject({ method: 'GET', url: pathOf('getUser', { id: demoId }), headers: { cookie } })).statusCode;

  it('answers 403 without a cookie', async () => {
    const res = await getUser();
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ code: 'unauthorized' });
  });

  it('lets a valid session through', async () => {
    const { cookie: c } = await sessionCookie(s, demoId);
    expect(await passes(c)).toBe(501);
  });

  it.each([
    ['a revoked session', { revoked: true }],
    ['an expired session', { expiresAt: new Date(Date.now() - 1000) }],
  ])('answers 401 for %s', async (_label, options) => {
    const { cookie: c } = await sessionCookie(s, demoId, options);
    const res = await getUser(c);
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 account_suspended for a blacklisted driver', async () => {
    const { cookie: c } = await sessionCookie(s, userId('suspended'));
    const res = await getUser(c);
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: 'account_suspended' });
  });

  it('refuses tokens signed with another key, another algorithm or none', async () => {
    const { sessionId } = await sessionCookie(s, demoId);
    const exp = new Date(Date.now() + 3_600_000);
    const otherKey = await signSessionToken('another-secret-that-is-long-enough-xxxxxxxx', demoId, sessionId, exp);
    const claims = {
      sub: demoId,
      sid: sessionId,
      iss: 'driver-web-api',
      aud: 'frontend',
      exp: Math.floor(exp.getTime() / 1000),
    };
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(s.config.jwtSecret));
    for (const token of [otherKey, unsigned, hs512, 'garbage']) {
      const res = await getUser(`${AUTH_COOKIE}=${token}`);
      expect(res.status).toBe(401);
    }
  });

  it('refuses a token whose session belongs to another user', async () => {
    const { sessionId } = await sessionCookie(s, userId('unverified'));
    const token = await signSessionToken(s.config.jwtSecret, demoId, sessionId, new Date(Date.now() + 3_600_000));
    expect((await getUser(`${AUTH_COOKIE}=${token}`)).status).toBe(401);
  });

  describe('issueSession and revokeSession', () => {
    // Raw inject on this app: its /in and /out routes exist only here, not in the contract.
    async function miniApp(cookieSecure: boolean) {
      const app = Fastify();
      app.decorate('deps', { ...s.app.deps, config: { ...s.config, cookieSecure } });
      await app.register(cookie);
      app.post('/in', async (request, reply) => {
        const { stay } = request.query as { stay?: string };
        await issueSession(reply, demoId, stay === '1');
        return 'ok';
      });
      app.post('/out', async (request, reply) => {
        await revokeSession(request, reply);
        return 'ok';
      });
      return app;
    }

    it('sets an httpOnly, SameSite=Strict cookie for one day, or 30 days when staying connected', async () => {
      const app = await miniApp(false);
      const short = await app.inject({ method: 'POST', url: '/in' });
      const long = await app.inject({ method: 'POST', url: '/in?stay=1' });
      for (const [res, maxAge] of [
        [short, 86_400],
        [long, 2_592_000],
      ] as const) {
        const set = String(res.headers['set-cookie']);
        expect(set).toMatch(new RegExp(`^${AUTH_COOKIE}=`));
        expect(set).toContain('HttpOnly');
        expect(set).toContain('SameSite=Strict');
        expect(set).toContain('Path=/');
        expect(set).toContain(`Max-Age=${maxAge}`);
        expect(set).not.toContain('Secure');
      }
      const secure = await (await miniApp(true)).inject({ method: 'POST', url: '/in' });
      expect(String(secure.headers['set-cookie'])).toContain('Secure');
    });

    it('issues a cookie that authenticates until it is revoked', async () => {
      const app = await miniApp(false);
      const signIn = await app.inject({ method: 'POST', url: '/in' });
      const token = signIn.cookies.find((c) => c.name === AUTH_COOKIE)!.value;
      const c = `${AUTH_COOKIE}=${token}`;
      expect(await passes(c)).toBe(501);
      const signOut = await app.inject({ method: 'POST', url: '/out', headers: { cookie: c } });
      expect(String(signOut.headers['set-cookie'])).toMatch(new RegExp(`^${AUTH_COOKIE}=;`));
      expect((await getUser(c)).status).toBe(401);
    });
  });
});

// Raw inject below: HTML pages and static files, not operations of the contract.
describe('the built app', () => {
  it('serves index.html at / and for client routes (history fallback), never cached', async () => {
    for (const url of ['/', '/about', '/search?from=2030-01-01', '/checkout-session/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers 404 for the booking page of a booking that is not the signed-in driver's; 200 for theirs and without a session", async () => {
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM bookings WHERE driver_id = $1 LIMIT 1', [demoId]);
    const own = rows[0]!.id;
    const { cookie: c } = await sessionCookie(t, demoId);
    const { cookie: otherDriver } = await sessionCookie(t, userId('unverified'));
    const page = (url: string, session: string | null = c) =>
      t.app.inject({ method: 'GET', url, headers: session ? { cookie: session } : {} });
    const unknown = ['/booking?b=0123456789abcdef01234567', '/booking?b=nonsense', '/booking'];
    for (const [url, session] of [[`/booking?b=${own}`, otherDriver], ...unknown.map((u) => [u, c])] as const) {
      const res = await page(url, session);
      expect([url, res.statusCode]).toEqual([url, 404]);
      // The app still comes: it says that this booking cannot be found.
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers.vary).toMatch(/Cookie/);
    }
    expect((await page(`/booking?b=${own}`)).statusCode).toBe(200);
    // Without a session the app asks to sign in first: nothing is known yet.
    expect((await page(`/booking?b=${own}`, null)).statusCode).toBe(200);
  });

  it('serves hashed assets as immutable and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main.3f9a0c1d2b4e6f70.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(BIG_JS.length / 10);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/main.3f9a0c1d2b4e6f70.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates files without a hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.0123456789abcdef.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('does not fall back for other methods', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
  });

  it('explains how to build when there is no built app', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/about' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

// Raw inject below: image files, not operations of the contract.
describe('/cdn', () => {
  it('serves the seed images', async () => {
    const { rows } = await t.db.query<{ avatar: string }>(
      'SELECT avatar FROM suppliers WHERE avatar IS NOT NULL LIMIT 1',
    );
    const res = await t.app.inject({ method: 'GET', url: `/cdn/suppliers/${rows[0]!.avatar}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect([
      res.rawPayload.subarray(0, 4).toString('latin1'),
      res.rawPayload.subarray(8, 12).toString('latin1'),
    ]).toEqual(['RIFF', 'WEBP']);
  });

  it('does not serve files outside the cdn folder', async () => {
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'TOP-SECRET');
    for (const url of ['/cdn/../secret.txt', '/cdn/%2e%2e/secret.txt', '/cdn/cars/..%2f..%2fsecret.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('TOP-SECRET');
    }
  });
});
