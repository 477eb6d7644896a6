/**
 * Configuration, IP lookup and the e-mail outbox: the parts that touch the environment.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeConfig, loadConfig } from '../src/config';
import { createHttpIpLookup, createIpLookup, isPublicIp } from '../src/ipLookup';
import { createMailer, createOutboxMailer, escapeHtml } from '../src/mail/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.join(dir, '.data'),
      appDist: path.join(dir, 'dist'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      cookieSecure: false,
      production: false,
      defaultCountry: 'US',
      ipLookupUrl: undefined,
      contactRateLimit: 5,
      apiRateLimit: 300,
      logLevel: 'info',
      googleMapsApiKey: undefined,
      paypalClientId: undefined,
      demoAccounts: true,
    });
    expect(config.contactEmail).toMatch(/@/);
  });

  it('generates a development JWT secret once and keeps it in the data folder', () => {
    const first = loadConfig({ DATA_DIR: 'data' }, dir);
    const file = path.join(dir, 'data', 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: 'data' }, dir).jwtSecret).toBe(first.jwtSecret);
  });

  it('requires JWT_SECRET in production and makes cookies Secure there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, dir)).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) }, dir);
    expect(config.cookieSecure).toBe(true);
    // No demo account with a known password in production, unless asked for (then a random one).
    expect(config.demoAccounts).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DEMO_ACCOUNTS: 'true' }, dir).demoAccounts,
    ).toBe(true);
    expect(existsSync(path.join(dir, '.data', 'jwt-secret'))).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '4100',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/app',
        DATABASE_URL: 'postgres://u:p@db/app',
        APP_DIST: 'build',
        CONTACT_EMAIL: 'help@site.example',
        SITE_NAME: 'Site',
        MAIL_FROM: 'robot@site.example',
        JWT_SECRET: 's'.repeat(32),
        COOKIE_SECURE: 'true',
        SMTP_URL: 'smtp://mail:25',
        DEFAULT_COUNTRY: 'fr',
        IP_LOOKUP_URL: 'https://ip.example/{ip}',
        IP_LOOKUP_TIMEOUT_MS: '500',
        CONTACT_RATE_LIMIT: '3',
        API_RATE_LIMIT: '1200',
        TRUST_PROXY: 'yes',
        LOG_LEVEL: 'warn',
        GOOGLE_MAPS_API_KEY: 'maps',
        PAYPAL_CLIENT_ID: 'pp',
        PAYPAL_CLIENT_SECRET: 'pp-secret',
        PAYPAL_ENVIRONMENT: 'live',
        PAYPAL_TIMEOUT_MS: '4000',
        PAYMENT_HOLD_MINUTES: '20',
        TEST_PAYMENTS: 'false',
        GOOGLE_CLIENT_ID: 'gid',
        RECAPTCHA_SITE_KEY: 'rc',
        RECAPTCHA_SECRET: 'rc-secret',
        PUBLIC_URL: 'https://drive.example/',
        MINIMUM_AGE: '25',
        ACCOUNT_LINK_TTL_SECONDS: '3600',
        AUTH_RATE_LIMIT: '4',
        AUTH_CLIENT_RATE_LIMIT: '12',
        AUTH_RATE_WINDOW_SECONDS: '60',
        CSP_CONNECT_SRC: 'https://a.example  https://b.example',
      },
      dir,
    );
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://u:p@db/app',
      appDist: path.join(dir, 'build'),
      contactEmail: 'help@site.example',
      siteName: 'Site',
      mailFrom: 'robot@site.example',
      cookieSecure: true,
      smtpUrl: 'smtp://mail:25',
      defaultCountry: 'FR',
      ipLookupUrl: 'https://ip.example/{ip}',
      ipLookupTimeoutMs: 500,
      contactRateLimit: 3,
      apiRateLimit: 1200,
      trustProxy: true,
      logLevel: 'warn',
      googleMapsApiKey: 'maps',
      paypalClientId: 'pp',
      paypalClientSecret: 'pp-secret',
      paypalApiUrl: 'https://api-m.paypal.com',
      paypalTimeoutMs: 4000,
      paymentHoldMinutes: 20,
      testPayments: false,
      googleClientId: 'gid',
      recaptchaSiteKey: 'rc',
      recaptchaSecret: 'rc-secret',
      publicUrl: 'https://drive.example',
      minimumAge: 25,
      accountLinkTtlSeconds: 3600,
      authRateLimit: 4,
      authClientRateLimit: 12,
      authRateWindowSeconds: 60,
      cspConnectSrc: ['https://a.example', 'https://b.example'],
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEFAULT_COUNTRY', 'France'],
    ['LOG_LEVEL', 'loud'],
    ['COOKIE_SECURE', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['CONTACT_EMAIL', 'not an address'],
    ['MAIL_FROM', 'robot'],
    ['PAYPAL_CLIENT_ID', 'id-without-secret'],
    ['PAYPAL_ENVIRONMENT', 'production'],
    ['PAYPAL_API_URL', 'paypal.example'],
    ['PAYMENT_HOLD_MINUTES', '0'],
    ['TEST_PAYMENTS', 'sometimes'],
    ['RECAPTCHA_SITE_KEY', 'site-key-without-secret'],
    ['PUBLIC_URL', 'drive.example'],
  ])('refuses %s=%s with a clear message', (name, value) => {
    expect(() =>
      loadConfig({ [name]: value, JWT_SECRET: name === 'JWT_SECRET' ? value : 'x'.repeat(32) }, dir),
    ).toThrow(name);
  });

  it('takes PayPal’s host from PAYPAL_API_URL, else from PAYPAL_ENVIRONMENT', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret, dir).paypalApiUrl).toBe('https://api-m.sandbox.paypal.com');
    expect(loadConfig({ ...secret, PAYPAL_API_URL: 'http://127.0.0.1:4567/' }, dir).paypalApiUrl).toBe(
      'http://127.0.0.1:4567',
    );
  });

  it('is documented in server/README.md with the same defaults', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const entry of describeConfig()) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${entry.name}\` |`));
      expect(row).toBeDefined();
      if (/^[\w.@-]+$/.test(entry.default)) expect(row).toContain(`\`${entry.default}\``);
    }
  });

  it('documents every variable it reads', () => {
    const source = readFileSync(new URL('../src/config.ts', import.meta.url), 'utf8');
    const read = new Set([...source.matchAll(/(?:\(env, |email\()'([A-Z_]+)'/g)].map((m) => m[1]));
    expect(read.size).toBeGreaterThanOrEqual(20);
    const documented = new Set(describeConfig().map((e) => e.name));
    for (const name of read) expect(documented).toContain(name);
    for (const entry of describeConfig()) {
      expect(entry.default).not.toBe('');
      expect(entry.meaning.length).toBeGreaterThan(10);
    }
  });
});

describe('IP lookup', () => {
  it('knows which addresses are private', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'nonsense',
    ]) {
      expect(isPublicIp(ip)).toBe(false);
    }
    for (const ip of ['82.64.1.2', '172.32.0.1', '8.8.8.8', '2a01:e0a::1', '::ffff:82.64.1.2']) {
      expect(isPublicIp(ip)).toBe(true);
    }
  });

  function fakeFetch(answer: (url: string) => Promise<Response>) {
    const calls: string[] = [];
    const impl = (async (input: string | URL | Request) => {
      calls.push(String(input));
      return answer(String(input));
    }) as typeof fetch;
    return { impl, calls };
  }

  it('asks the configured service and reads plain-text or JSON answers', async () => {
    const text = fakeFetch(async () => new Response('fr\n'));
    expect(await createHttpIpLookup('https://ip.example/{ip}/country', 1000, text.impl).lookup('82.64.1.2')).toBe('FR');
    expect(text.calls).toEqual(['https://ip.example/82.64.1.2/country']);
    const json = fakeFetch(async () => Response.json({ ip: '1', countryCode: 'ma' }));
    expect(await createHttpIpLookup('https://ip.example/json/{ip}', 1000, json.impl).lookup('::ffff:8.8.8.8')).toBe(
      'MA',
    );
    expect(json.calls).toEqual(['https://ip.example/json/8.8.8.8']);
  });

  it('never sends private addresses and caches answers', async () => {
    const f = fakeFetch(async () => new Response('ES'));
    const lookup = createHttpIpLookup('https://ip.example/{ip}', 1000, f.impl);
    expect(await lookup.lookup('192.168.1.5')).toBeNull();
    expect(await lookup.lookup('8.8.4.4')).toBe('ES');
    expect(await lookup.lookup('8.8.4.4')).toBe('ES');
    expect(f.calls).toEqual(['https://ip.example/8.8.4.4']);
  });

  it('gives up after the timeout and on errors', async () => {
    const slow = fakeFetch(
      (url) =>
        new Promise<Response>((resolve) => {
          setTimeout(() => resolve(new Response('DE')), 2000).unref();
          void url;
        }),
    );
    const never = createHttpIpLookup('https://ip.example/{ip}', 50, (async (
      input: string | URL | Request,
      init?: RequestInit,
    ) => {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }) as typeof fetch);
    const started = Date.now();
    expect(await never.lookup('8.8.8.8')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(slow.calls).toEqual([]);
    const failing = createHttpIpLookup(
      'https://ip.example/{ip}',
      1000,
      (async () => new Response('nope', { status: 500 })) as typeof fetch,
    );
    expect(await failing.lookup('8.8.8.8')).toBeNull();
    const garbage = createHttpIpLookup(
      'https://ip.example/{ip}',
      1000,
      (async () => new Response('<html>')) as typeof fetch,
    );
    expect(await garbage.lookup('8.8.8.8')).toBeNull();
  });

  it('does nothing without IP_LOOKUP_URL', async () => {
    expect(await createIpLookup({ ipLookupUrl: undefined, ipLookupTimeoutMs: 100 }).lookup('8.8.8.8')).toBeNull();
  });
});

describe('outbox mailer', () => {
  it('writes each message as .eml and .json in DATA_DIR/outbox when SMTP_URL is not set', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir: dir, mailFrom: 'robot@site.example', siteName: 'Site' });
    expect(mailer.description).toContain(path.join(dir, 'outbox'));
    await mailer.send({
      to: 'x@example.org',
      subject: 'Hello, world!',
      text: 'Hi there',
      html: '<p>Hi there</p>',
      replyTo: 'r@example.org',
    });
    const files = readdirSync(path.join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*-hello-world-[0-9a-f]{6}\.eml$/);
    const summary = JSON.parse(readFileSync(path.join(dir, 'outbox', files[1]!), 'utf8')) as Record<string, unknown>;
    expect(summary).toMatchObject({
      to: 'x@example.org',
      from: '"Site" <robot@site.example>',
      replyTo: 'r@example.org',
      subject: 'Hello, world!',
      text: 'Hi there',
    });
    expect(new Date(String(summary.date)).getTime()).not.toBeNaN();
    const eml = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^From: "?Site"? <robot@site\.example>$/m);
    expect(eml).toMatch(/^To: x@example\.org$/m);
    expect(eml).toMatch(/^Reply-To: r@example\.org$/m);
    expect(eml).toMatch(/^Subject: Hello, world!$/m);
  });

  it('keeps headers on one line', async () => {
    const mailer = createOutboxMailer(dir, 'robot@site.example');
    await mailer.send({ to: 'x@example.org', subject: 'a\r\nBcc: y@example.org', text: 't', html: 't' });
    const eml = readFileSync(
      path.join(
        dir,
        readdirSync(dir).find((f) => f.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(eml).not.toMatch(/^Bcc:/m);
  });

  it('carries attachments: in the .eml as a file, named in the summary', async () => {
    const mailer = createOutboxMailer(dir, 'robot@site.example');
    const content = Buffer.from('%PDF-1.3 receipt');
    await mailer.send({
      to: 'x@example.org',
      subject: 'Booking',
      text: 't',
      html: 't',
      attachments: [{ filename: 'receipt-b1.pdf', content, contentType: 'application/pdf' }],
    });
    const read = (ext: string) =>
      readFileSync(
        path.join(
          dir,
          readdirSync(dir).find((f) => f.endsWith(ext))!,
        ),
        'utf8',
      );
    const eml = read('.eml');
    expect(eml).toMatch(/Content-Type: application\/pdf; name=receipt-b1\.pdf/);
    expect(eml).toMatch(/Content-Disposition: attachment; filename=receipt-b1\.pdf/);
    expect(eml).toContain(content.toString('base64'));
    expect(JSON.parse(read('.json')).attachments).toEqual(['receipt-b1.pdf']);
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('minimum driver age', () => {
  it('is 18 by default, the configured age when it parses, and 21 when it does not', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }, dir).minimumAge).toBe(18);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), MINIMUM_AGE: '23' }, dir).minimumAge).toBe(23);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), MINIMUM_AGE: 'eighteen' }, dir).minimumAge).toBe(21);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), MINIMUM_AGE: '-3' }, dir).minimumAge).toBe(21);
  });

  it('links e-mails to the local app by default', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), PORT: '4100' }, dir).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), HOST: '127.0.0.1', PORT: '4100' }, dir).publicUrl).toBe(
      'http://127.0.0.1:4100',
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), HOST: '0.0.0.0' }, dir).publicUrl).toBe('http://localhost:3000');
  });
});
