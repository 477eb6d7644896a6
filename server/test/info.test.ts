/**
 * Tag `info`: settings, country code, contact form (send-email), newsletter and currency rates.
 */
import { parseSnapshot } from '../../src/domain/rateProviders';
import { seedId, DEMO_USERS } from '../src/db/seed';
import type { RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { sessionCookie } from './support/session';
import { createTestApp, FakeIpLookup, TEST_CONTACT_EMAIL, type TestApp } from './support/testApp';

const demo = DEMO_USERS.find((u) => u.key === 'demo')!;
const demoId = seedId('user', DEMO_USERS.indexOf(demo));
const suspended = DEMO_USERS.find((u) => u.key === 'suspended')!;
const suspendedId = seedId('user', DEMO_USERS.indexOf(suspended));

let t: TestApp;
const ipLookup = new FakeIpLookup({ '82.64.1.2': 'FR', '81.2.69.160': 'GB', '203.0.113.9': 'fr' });

beforeAll(async () => {
  t = await createTestApp({ ipLookup });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.mailer.sent.length = 0;
  t.mailer.failWith = undefined;
  ipLookup.failure = undefined;
  ipLookup.calls.length = 0;
});

const contact = (body: RequestBody<'sendEmail'>, cookie?: string) => callApi(t.app, 'sendEmail', { body, cookie });
const subscribe = (body: RequestBody<'subscribeNewsletter'>) => callApi(t.app, 'subscribeNewsletter', { body });

describe('getSettings', () => {
  it('answers the settings row', async () => {
    const res = await callApi(t.app, 'getSettings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      minPickupHours: 1,
      minRentalHours: 1,
      minPickupDropoffHour: 0,
      maxPickupDropoffHour: 23,
      payments: { online: 'test' },
    });
  });

  it.each([
    [
      'PayPal credentials',
      { paypalClientId: 'paypal-public-id', paypalClientSecret: 'secret' },
      { online: 'paypal', paypalClientId: 'paypal-public-id' },
    ],
    ['no PayPal, test payments off (the production default)', { testPayments: false }, { online: 'none' }],
  ])('says which online payment works: %s', async (_name, config, payments) => {
    const other = await createTestApp({ config });
    try {
      const res = await callApi(other.app, 'getSettings');
      expect(res.body.payments).toEqual(payments);
      // Never the secret.
      expect(res.response.body).not.toContain('secret');
    } finally {
      await other.close();
    }
  });

  it('reflects a change of the stored settings', async () => {
    await t.db.query('UPDATE settings SET min_pickup_hours = 3, max_pickup_dropoff_hour = 20');
    try {
      const res = await callApi(t.app, 'getSettings');
      expect(res.body).toMatchObject({ minPickupHours: 3, maxPickupDropoffHour: 20 });
    } finally {
      await t.db.query('UPDATE settings SET min_pickup_hours = 1, max_pickup_dropoff_hour = 23');
    }
  });
});

describe('getCountryCode', () => {
  it("answers the caller's country as a JSON string", async () => {
    const res = await callApi(t.app, 'getCountryCode', { remoteAddress: '82.64.1.2' });
    expect(res.status).toBe(200);
    expect(res.body).toBe('FR');
    expect(ipLookup.calls).toEqual(['82.64.1.2']);
  });

  it('falls back to DEFAULT_COUNTRY when the country is unknown', async () => {
    const res = await callApi(t.app, 'getCountryCode', { remoteAddress: '198.51.100.7' });
    expect(res.body).toBe(t.config.defaultCountry);
  });

  it('falls back when the lookup fails', async () => {
    ipLookup.failure = new Error('timeout');
    const res = await callApi(t.app, 'getCountryCode', { remoteAddress: '82.64.1.2' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(t.config.defaultCountry);
  });

  it('never passes on a malformed answer of the lookup', async () => {
    const res = await callApi(t.app, 'getCountryCode', { remoteAddress: '203.0.113.9' });
    expect(res.body).toBe(t.config.defaultCountry);
  });
});

describe('sendEmail (contact form)', () => {
  const message = {
    from: 'visitor@example.org',
    subject: 'Child seat',
    message: 'Do you have child seats?',
    isContactForm: true,
  };

  it('sends the message to the configured contact address only, whatever `to` says', async () => {
    const res = await contact({ ...message, to: 'victim@elsewhere.example' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(t.mailer.sent).toHaveLength(1);
    const mail = t.mailer.sent[0]!;
    expect(mail.to).toBe(TEST_CONTACT_EMAIL);
    expect(mail.replyTo).toBe('visitor@example.org');
    expect(mail.subject).toBe('[Contact] Child seat');
    expect(mail.text).toContain('Do you have child seats?');
    expect(JSON.stringify(mail)).not.toContain('victim@elsewhere.example');
  });

  it('escapes HTML in the message, the subject and the sender', async () => {
    const res = await contact({
      from: 'a+<b>@example.org',
      subject: 'Hi <img src=x onerror=alert(1)>',
      message: '<script>alert("x")</script>\nsecond line & more',
      isContactForm: true,
    });
    // The sender is not a valid address; the check happens before anything is sent.
    expect(res.status).toBe(400);
    const ok = await contact({
      from: 'visitor@example.org',
      subject: 'Hi <img src=x onerror=alert(1)>',
      message: '<script>alert("x")</script>\nsecond line & more',
      isContactForm: true,
    });
    expect(ok.status).toBe(200);
    const html = t.mailer.sent[0]!.html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>second line &amp; more');
    expect(html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;');
  });

  it('requires a sender address from a visitor', async () => {
    const { from: _omitted, ...withoutFrom } = message;
    const res = await contact(withoutFrom);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'invalid_email' });
    expect(t.mailer.sent).toHaveLength(0);
  });

  it.each(['not-an-email', 'a@b', 'two@@example.org', ' '])('refuses the sender address %j', async (from) => {
    const res = await contact({ ...message, from });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'invalid_email' });
    expect(t.mailer.sent).toHaveLength(0);
  });

  it.each([
    ['an empty subject', { subject: '' }],
    ['a blank subject', { subject: '   ' }],
    ['a blank message', { message: ' \n\t ' }],
    ['a missing message', { message: undefined }],
  ])('refuses %s with a reason', async (_label, change) => {
    // A missing message is what the contract refuses: it goes as it is.
    const res = await callApi(t.app, 'sendEmail', { invalidBody: { ...message, ...change } });
    expect(res.status).toBe(400);
    const body = res.error;
    expect(body.code).toBe('invalid_request');
    expect(body.message).toMatch(/subject|message/);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('keeps the subject on one line', async () => {
    const res = await contact({ ...message, subject: 'Hello\r\nBcc: someone@example.org' });
    expect(res.status).toBe(200);
    expect(t.mailer.sent[0]!.subject).toBe('[Contact] Hello Bcc: someone@example.org');
  });

  it("uses the signed-in driver's account address, not the body's", async () => {
    const { cookie } = await sessionCookie(t, demoId);
    const res = await contact({ ...message, from: 'someone.else@example.org' }, cookie);
    expect(res.status).toBe(200);
    const mail = t.mailer.sent[0]!;
    expect(mail.to).toBe(TEST_CONTACT_EMAIL);
    expect(mail.replyTo).toBe(demo.email);
    expect(mail.text).toContain(demo.fullName);
    expect(mail.text).not.toContain('someone.else@example.org');
  });

  it('does not need `from` when signed in', async () => {
    const { cookie } = await sessionCookie(t, demoId);
    const { from: _omitted, ...withoutFrom } = message;
    const res = await contact(withoutFrom, cookie);
    expect(res.status).toBe(200);
    expect(t.mailer.sent[0]!.replyTo).toBe(demo.email);
  });

  it('treats a revoked session as a visitor', async () => {
    const { cookie } = await sessionCookie(t, demoId, { revoked: true });
    const { from: _omitted, ...withoutFrom } = message;
    expect((await contact(withoutFrom, cookie)).error).toMatchObject({ code: 'invalid_email' });
    const res = await contact({ ...message, from: 'visitor@example.org' }, cookie);
    expect(res.status).toBe(200);
    expect(t.mailer.sent[0]!.replyTo).toBe('visitor@example.org');
  });

  it('does not send as a suspended account', async () => {
    const { cookie } = await sessionCookie(t, suspendedId);
    const { from: _omitted, ...withoutFrom } = message;
    const res = await contact(withoutFrom, cookie);
    expect(res.status).toBe(400);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('answers mail_failed when the e-mail cannot be sent', async () => {
    t.mailer.failWith = new Error('SMTP down');
    const res = await contact(message);
    expect(res.status).toBe(502);
    expect(res.error).toEqual({ code: 'mail_failed', message: expect.any(String) });
    expect(res.response.body).not.toContain('SMTP down');
  });

  it('with isContactForm false, subscribes the sender to the newsletter instead', async () => {
    const res = await contact({ ...message, from: 'Legacy.Form@example.org', isContactForm: false });
    expect(res.status).toBe(200);
    const { rows } = await t.db.query<{ email: string }>(
      "SELECT email FROM newsletter_subscriptions WHERE lower(email) = 'legacy.form@example.org'",
    );
    expect(rows).toHaveLength(1);
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['Legacy.Form@example.org']);
  });
});

describe('subscribeNewsletter', () => {
  const count = async (email: string) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE lower(email) = lower($1)',
        [email],
      )
    ).rows[0]!.n;

  it('stores the subscription once and welcomes the subscriber in their language', async () => {
    const res = await subscribe({ email: 'news@example.org', language: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await count('news@example.org')).toBe(1);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]!.to).toBe('news@example.org');
    expect(t.mailer.sent[0]!.subject).toMatch(/Bienvenue/);
  });

  it('accepts a second subscription of the same address (any case) without a second row or e-mail', async () => {
    await subscribe({ email: 'twice@example.org', language: 'en' });
    t.mailer.sent.length = 0;
    const res = await subscribe({ email: 'TWICE@example.org', language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await count('twice@example.org')).toBe(1);
    expect(t.mailer.sent).toHaveLength(0);
    const { rows } = await t.db.query<{ language: string }>(
      "SELECT language FROM newsletter_subscriptions WHERE lower(email) = 'twice@example.org'",
    );
    expect(rows[0]!.language).toBe('es');
  });

  it.each(['not-an-email', 'missing@tld', ''])('refuses the address %j', async (email) => {
    const res = await subscribe({ email, language: 'en' });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'invalid_email' });
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses an unsupported language', async () => {
    const res = await callApi(t.app, 'subscribeNewsletter', {
      invalidBody: { email: 'lang@example.org', language: 'de' },
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'invalid_request' });
    expect(await count('lang@example.org')).toBe(0);
  });

  it('keeps nothing when the welcome e-mail cannot be sent', async () => {
    t.mailer.failWith = new Error('SMTP down');
    const res = await subscribe({ email: 'unlucky@example.org', language: 'en' });
    expect(res.status).toBe(502);
    expect(res.error).toMatchObject({ code: 'mail_failed' });
    expect(await count('unlucky@example.org')).toBe(0);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { contactRateLimit: 2 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 rate_limited after CONTACT_RATE_LIMIT messages per minute from one address', async () => {
    const send = (remoteAddress: string) =>
      callApi(limited.app, 'sendEmail', {
        remoteAddress,
        body: { from: 'a@example.org', subject: 's', message: 'm', isContactForm: true },
      });
    expect((await send('198.51.100.1')).status).toBe(200);
    expect((await send('198.51.100.1')).status).toBe(200);
    const third = await send('198.51.100.1');
    expect(third.status).toBe(429);
    expect(third.error).toMatchObject({ code: 'rate_limited' });
    expect(limited.mailer.sent).toHaveLength(2);
    // Another address is not affected.
    expect((await send('198.51.100.2')).status).toBe(200);
  });

  it('with reCAPTCHA on, takes a contact message from Safari without a token within RECAPTCHA_SAFARI_RATE_LIMIT, refuses other browsers', async () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const app = await createTestApp({
      config: { recaptchaSafariRateLimit: 1 },
      recaptcha: { enabled: true, verify: async () => false },
    });
    try {
      const send = (userAgent: string) =>
        callApi(app.app, 'sendEmail', {
          remoteAddress: '198.51.100.4',
          headers: { 'user-agent': userAgent },
          body: { from: 'a@example.org', subject: 's', message: 'm', isContactForm: true },
        });
      expect((await send(safari)).status).toBe(200);
      const second = await send(safari);
      expect(second.status).toBe(429);
      expect(second.error).toMatchObject({ code: 'rate_limited' });
      const other = await send(firefox);
      expect(other.status).toBe(400);
      expect(other.error).toMatchObject({ code: 'recaptcha_failed' });
      expect(app.mailer.sent).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('limits newsletter subscriptions the same way', async () => {
    const sub = (n: number) =>
      callApi(limited.app, 'subscribeNewsletter', {
        remoteAddress: '198.51.100.3',
        body: { email: `n${n}@example.org`, language: 'en' },
      });
    expect((await sub(1)).status).toBe(200);
    expect((await sub(2)).status).toBe(200);
    const third = await sub(3);
    expect(third.status).toBe(429);
    expect(third.error).toMatchObject({ code: 'rate_limited' });
  });
});

describe('getCurrencyRates', () => {
  const rates = (base: string) => callApi(t.app, 'getCurrencyRates', { params: { base } });

  it('answers the dated EUR snapshot, cacheable for an hour', async () => {
    const res = await rates('EUR');
    expect(res.status).toBe(200);
    expect(res.response.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.body;
    expect(body.base).toBe('EUR');
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.rates).not.toHaveProperty('EUR');
    for (const code of ['USD', 'GBP', 'AUD', 'MAD', 'ALL']) expect(body.rates[code]).toBeGreaterThan(0);
    // Plausible values (a snapshot, not live rates).
    expect(body.rates.USD).toBeGreaterThan(0.9);
    expect(body.rates.USD).toBeLessThan(1.4);
    expect(body.rates.GBP).toBeLessThan(1);
  });

  it('derives every other base from the same table (cross rates consistent within rounding)', async () => {
    const eur = (await rates('EUR')).body;
    for (const base of ['USD', 'GBP', 'AUD']) {
      const res = await rates(base);
      const other = res.body;
      expect(other).toMatchObject({ base, date: eur.date });
      expect(other.rates).not.toHaveProperty(base);
      expect(Object.keys(other.rates).sort()).toEqual(
        [...Object.keys(eur.rates).filter((c) => c !== base), 'EUR'].sort(),
      );
      expect(other.rates.EUR).toBeCloseTo(1 / eur.rates[base]!, 5);
      for (const [code, rate] of Object.entries(other.rates)) {
        if (code === 'EUR') continue;
        const expected = eur.rates[code]! / eur.rates[base]!;
        expect(Math.abs(rate - expected) / expected).toBeLessThan(1e-5);
      }
    }
  });

  it('is read by the app’s snapshot provider', async () => {
    const result = parseSnapshot((await rates('usd')).body, 'USD');
    expect(result).toMatchObject({ base: 'USD', snapshot: true, provider: 'snapshot' });
    expect(result.rates.EUR).toBeGreaterThan(0);
  });

  it('answers 404 currency_not_found for an unknown currency and 400 for a malformed code', async () => {
    const unknown = await rates('XYZ');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({ code: 'currency_not_found', message: 'Currency not found' });
    const malformed = await rates('EURO');
    expect(malformed.status).toBe(400);
  });
});
