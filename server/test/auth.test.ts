/**
 * Tag `auth`: sign-up and activation links, sign-in (password and Google), sign-out, sessions,
 * rate limits and reCAPTCHA — every call, each failure, answers checked against the contract.
 */
import bcrypt from 'bcryptjs';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { aGuestDriver, aSignUp } from '@test/factories/user';
import { DEMO_PASSWORD } from '../src/db/seed';
import { createGoogleVerifier, type GoogleIdTokenVerifier } from '../src/googleSignIn';
import { AUTH_COOKIE } from '../src/sessions';
import { disabledRecaptcha, type RecaptchaVerifier } from '../src/recaptcha';
import type { PathParams, RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { sessionCookie } from './support/session';
import { demoUser } from './support/demoUsers';
import { createTestApp, type TestApp } from './support/testApp';

const demo = demoUser('demo');
const suspended = demoUser('suspended');
const unverified = demoUser('unverified');

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

let t: TestApp;
let googleKey: CryptoKey;
let otherKey: CryptoKey;
let google: GoogleIdTokenVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
  google = createGoogleVerifier(GOOGLE_CLIENT_ID, createLocalJWKSet({ keys: [jwk] }));
  t = await createTestApp({ google });
});
afterAll(async () => {
  await t.close();
});

const defaults = {
  minimumAge: 18,
  authRateLimit: 10,
  authClientRateLimit: 30,
  accountLinkTtlSeconds: 86_400,
  recaptchaSafariRateLimit: 3,
};
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
beforeEach(async () => {
  t.mailer.sent.length = 0;
  t.mailer.failWith = undefined;
  Object.assign(t.config, defaults);
  t.app.deps.recaptcha = disabledRecaptcha;
  t.app.deps.google = google;
  await t.db.query('DELETE FROM rate_limit_events');
});

type Answer = { response: LightMyRequestResponse };
const sessionOf = ({ response }: Answer) => response.cookies.find((c) => c.name === AUTH_COOKIE);
const cookieOf = (answer: Answer) => `${AUTH_COOKIE}=${sessionOf(answer)!.value}`;

type SignUpBody = RequestBody<'signUp'>;

/** The link in the last e-mail: page, and its u, e and t parameters. */
function lastLink() {
  const mail = t.mailer.sent.at(-1)!;
  const match = /https?:\/\/[^\s]+\/(activate|reset-password)\?[^\s]+/.exec(mail.text);
  expect(match).not.toBeNull();
  const url = new URL(match![0]);
  return {
    page: match![1],
    u: url.searchParams.get('u')!,
    e: url.searchParams.get('e')!,
    t: url.searchParams.get('t')!,
    mail,
  };
}

const idOf = async (email: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).rows[0]?.id;

describe('signUp', () => {
  it('creates an unverified driver with a bcrypt hash and e-mails a one-day activation link in their language', async () => {
    const body = aSignUp();
    const res = await callApi(t.app, 'signUp', { body });
    expect(res.status).toBe(200);
    expect(sessionOf(res)).toBeUndefined();
    const { rows } = await t.db.query<{
      id: string;
      verified: boolean;
      password_hash: string;
      language: string;
      phone: string;
      birth_date: string;
    }>('SELECT id, verified, password_hash, language, phone, birth_date FROM users WHERE email = $1', [body.email]);
    expect(rows[0]).toMatchObject({
      verified: false,
      language: 'fr',
      phone: '+33 6 12 34 56 78',
      birth_date: '1995-06-15',
    });
    expect(rows[0]!.password_hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await bcrypt.compare('secret-123', rows[0]!.password_hash)).toBe(true);
    const link = lastLink();
    expect(link.mail.to).toBe(body.email);
    expect(link.mail.subject).toMatch(/Activez votre compte/);
    expect(link).toMatchObject({ page: 'activate', u: rows[0]!.id, e: body.email });
    expect(link.t).toMatch(/^[0-9a-f]{64}$/);
    const token = await t.db.query<{ expires_at: Date; token_hash: string }>(
      'SELECT expires_at, token_hash FROM tokens WHERE user_id = $1',
      [rows[0]!.id],
    );
    expect(token.rows[0]!.token_hash).not.toContain(link.t);
    const lifetime = token.rows[0]!.expires_at.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(86_390_000);
    expect(lifetime).toBeLessThanOrEqual(86_400_000);
  });

  it('refuses a registered address, whatever its case', async () => {
    const res = await callApi(t.app, 'signUp', { body: aSignUp({ email: demo.email.toUpperCase() }) });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code: 'email_taken', message: 'This email address is already registered.' });
    expect(t.mailer.sent).toHaveLength(0);
  });

  it.each([
    [{ phone: '12ab' }, 'invalid_phone', 'Invalid phone number'],
    [{ fullName: '   ' }, 'invalid_full_name', 'Please fill in the field(s): full name'],
    [{ birthDate: '2090-01-01T00:00:00.000Z' }, 'invalid_birth_date', 'Invalid birth date.'],
  ])('refuses %j with %s', async (override, code, message) => {
    const res = await callApi(t.app, 'signUp', { body: aSignUp(override) });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code, message });
  });

  it('refuses a bad e-mail address or a short password before creating anything', async () => {
    const bad = await callApi(t.app, 'signUp', { body: aSignUp({ email: 'not-an-address' }) });
    expect(bad.status).toBe(400);
    expect(bad.error.code).toBe('invalid_email');
    const short = aSignUp({ password: '12345' });
    const res = await callApi(t.app, 'signUp', { body: short });
    expect(res.status).toBe(400);
    expect(await idOf(short.email)).toBeUndefined();
  });

  it('applies the configured minimum age, with the age in the message', async () => {
    const today = new Date();
    const twenty = `${today.getUTCFullYear() - 20}-01-01T00:00:00.000Z`;
    expect((await callApi(t.app, 'signUp', { body: aSignUp({ birthDate: twenty }) })).status).toBe(200);
    const seventeen = new Date(
      Date.UTC(today.getUTCFullYear() - 17, today.getUTCMonth(), today.getUTCDate()),
    ).toISOString();
    const young = await callApi(t.app, 'signUp', { body: aSignUp({ birthDate: seventeen }) });
    expect(young.status).toBe(400);
    expect(young.error).toEqual({ code: 'too_young', message: 'The driver must be at least 18 years old.' });
    t.config.minimumAge = 21;
    const res = await callApi(t.app, 'signUp', { body: aSignUp({ birthDate: twenty }) });
    expect(res.error).toEqual({ code: 'too_young', message: 'The driver must be at least 21 years old.' });
  });

  it('keeps no account when the activation e-mail cannot be sent', async () => {
    t.mailer.failWith = new Error('SMTP down');
    const body = aSignUp();
    const res = await callApi(t.app, 'signUp', { body });
    expect(res.status).toBe(502);
    expect(res.error.code).toBe('mail_failed');
    expect(await idOf(body.email)).toBeUndefined();
  });

  it('requires a passing reCAPTCHA when it is enabled, checked with the caller’s IP', async () => {
    const calls: Array<[string, string]> = [];
    t.app.deps.recaptcha = {
      enabled: true,
      async verify(token, ip) {
        calls.push([token, ip]);
        return token === 'human';
      },
    } satisfies RecaptchaVerifier;
    const missing = await callApi(t.app, 'signUp', { body: aSignUp() });
    expect(missing.status).toBe(400);
    expect(missing.error.code).toBe('recaptcha_failed');
    const bot = await callApi(t.app, 'signUp', { body: aSignUp({ recaptchaToken: 'bot' }) });
    expect(bot.error.code).toBe('recaptcha_failed');
    const human = await callApi(t.app, 'signUp', {
      body: aSignUp({ recaptchaToken: 'human' }),
      remoteAddress: '203.0.113.7',
    });
    expect(human.status).toBe(200);
    expect(calls).toEqual([
      ['bot', '127.0.0.1'],
      ['human', '203.0.113.7'],
    ]);
  });

  it('accepts Safari without a token (the app skips reCAPTCHA there) under a stricter limit per client, and refuses others', async () => {
    t.app.deps.recaptcha = { enabled: true, verify: async () => false } satisfies RecaptchaVerifier;
    t.config.recaptchaSafariRateLimit = 2;
    const safari = { headers: { 'user-agent': SAFARI }, remoteAddress: '203.0.113.20' };
    expect((await callApi(t.app, 'signUp', { body: aSignUp(), ...safari })).status).toBe(200);
    expect((await callApi(t.app, 'signUp', { body: aSignUp(), ...safari })).status).toBe(200);
    const third = await callApi(t.app, 'signUp', { body: aSignUp(), ...safari });
    expect(third.status).toBe(429);
    expect(third.error.code).toBe('rate_limited');
    expect(Number(third.response.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the client's: another Safari user is not blocked by this one.
    expect(
      (
        await callApi(t.app, 'signUp', {
          body: aSignUp(),
          headers: { 'user-agent': SAFARI },
          remoteAddress: '203.0.113.21',
        })
      ).status,
    ).toBe(200);

    const chrome = await callApi(t.app, 'signUp', {
      body: aSignUp(),
      headers: { 'user-agent': CHROME },
      remoteAddress: '203.0.113.22',
    });
    expect(chrome.status).toBe(400);
    expect(chrome.error.code).toBe('recaptcha_failed');
    // A token that fails is refused on Safari too: only a missing token takes the Safari path.
    const badToken = await callApi(t.app, 'signUp', {
      body: aSignUp({ recaptchaToken: 'bot' }),
      headers: { 'user-agent': SAFARI },
      remoteAddress: '203.0.113.23',
    });
    expect(badToken.error.code).toBe('recaptcha_failed');
  });
});

describe('activation links: checkToken, activate, deleteTokens', () => {
  async function signUpAndLink(overrides: Partial<SignUpBody> = {}) {
    const body = aSignUp(overrides);
    expect((await callApi(t.app, 'signUp', { body })).status).toBe(200);
    return { body, link: lastLink() };
  }
  const check = (p: { u: string; e: string; t: string }, type: PathParams<'checkToken'>['type'] = 'frontend') =>
    callApi(t.app, 'checkToken', { params: { type, userId: p.u, email: p.e, token: p.t } });

  it('accepts the e-mailed link and refuses altered ones', async () => {
    const { link } = await signUpAndLink();
    const ok = await check(link);
    expect(ok.status).toBe(200);
    for (const altered of [
      { ...link, t: link.t.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...link, e: demo.email },
      { ...link, u: demo.id },
      { ...link, u: 'not-an-id' },
    ]) {
      const res = await check(altered);
      expect(res.status).toBe(204);
    }
    expect((await check(link, 'backend')).status).toBe(204);
    expect((await check({ ...link, e: 'nonsense' })).status).toBe(400);
  });

  it('refuses an expired link ("Your account activation link expired.") and a resent one works', async () => {
    const { body, link } = await signUpAndLink();
    await t.db.query("UPDATE tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [link.u]);
    expect((await check(link)).status).toBe(204);
    const activate = await callApi(t.app, 'activate', {
      body: { userId: link.u, token: link.t, password: 'new-secret' },
    });
    expect(activate.status).toBe(204);
    const resent = await callApi(t.app, 'resend', {
      params: { type: 'frontend', email: body.email, reset: false },
    });
    expect(resent.status).toBe(200);
    const fresh = lastLink();
    expect(fresh.t).not.toBe(link.t);
    expect((await check(fresh)).status).toBe(200);
  });

  it('activate only verifies the address of an account that has its sign-up password, which keeps working', async () => {
    const { body, link } = await signUpAndLink();
    expect(link.mail.text).toMatch(/Confirmez votre adresse e-mail pour activer/);
    expect(link.mail.text).not.toMatch(/mot de passe/);
    const res = await callApi(t.app, 'activate', { body: { userId: link.u, token: link.t } });
    expect(res.status).toBe(200);
    const { rows } = await t.db.query<{ verified: boolean; verified_at: Date | null }>(
      'SELECT verified, verified_at FROM users WHERE id = $1',
      [link.u],
    );
    expect(rows[0]!.verified).toBe(true);
    expect(rows[0]!.verified_at).not.toBeNull();
    expect((await check(link)).status).toBe(204);
    expect((await callApi(t.app, 'activate', { body: { userId: link.u, token: link.t } })).status).toBe(204);
    const signIn = await callApi(t.app, 'signIn', { body: { email: body.email, password: body.password } });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ _id: link.u, verified: true });
  });

  it('refuses to change the password of an account that has one through its activation link', async () => {
    const { body, link } = await signUpAndLink({ language: 'en' });
    const res = await callApi(t.app, 'activate', { body: { userId: link.u, token: link.t, password: 'other-pass' } });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'password_already_set' });
    expect((await callApi(t.app, 'signIn', { body: { email: body.email, password: 'other-pass' } })).status).toBe(204);
    expect((await callApi(t.app, 'signIn', { body: { email: body.email, password: body.password } })).status).toBe(200);
    expect((await check(link)).status).toBe(200);
  });

  it('activates an account created at checkout (no password yet), which could not sign in before', async () => {
    const { createUnverifiedDriver, sendActivationEmail } = await import('../src/accounts');
    const driver = aGuestDriver({ language: 'es' });
    const { email } = driver;
    const { id } = await createUnverifiedDriver(t.app.deps, driver);
    await sendActivationEmail(t.app.deps, id);
    const link = lastLink();
    expect(link.mail.subject).toMatch(/Active su cuenta/);
    expect(link.mail.text).toMatch(/elija su contraseña/);
    expect((await callApi(t.app, 'signIn', { body: { email, password: 'anything' } })).status).toBe(204);
    const withoutPassword = await callApi(t.app, 'activate', { body: { userId: id, token: link.t } });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.error).toMatchObject({ code: 'password_required' });
    expect((await check(link)).status).toBe(200);
    expect(
      (await callApi(t.app, 'activate', { body: { userId: id, token: link.t, password: 'guest-pass' } })).status,
    ).toBe(200);
    expect((await callApi(t.app, 'signIn', { body: { email, password: 'guest-pass' } })).status).toBe(200);
  });

  it('refuses a short password and a malformed user id', async () => {
    const { link } = await signUpAndLink();
    const short = await callApi(t.app, 'activate', { body: { userId: link.u, token: link.t, password: '123' } });
    expect(short.status).toBe(400);
    expect(
      (await callApi(t.app, 'activate', { body: { userId: 'zzz', token: link.t, password: 'long-enough' } })).status,
    ).toBe(204);
    expect((await check(link)).status).toBe(200);
  });

  it('deleteTokens clears expired links only, so nobody can cancel someone else’s valid link', async () => {
    const { link } = await signUpAndLink();
    const res = await callApi(t.app, 'deleteTokens', { params: { userId: link.u } });
    expect(res.status).toBe(200);
    expect((await check(link)).status).toBe(200);
    await t.db.query("UPDATE tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [link.u]);
    await callApi(t.app, 'deleteTokens', { params: { userId: link.u } });
    expect((await t.db.query('SELECT 1 FROM tokens WHERE user_id = $1', [link.u])).rows).toHaveLength(0);
    const bad = await callApi(t.app, 'deleteTokens', { params: { userId: 'nope' } });
    expect(bad.status).toBe(400);
  });

  it('honours ACCOUNT_LINK_TTL_SECONDS', async () => {
    t.config.accountLinkTtlSeconds = 1;
    const { link } = await signUpAndLink();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await check(link)).status).toBe(204);
  });
});

describe('resend (activation and forgot password)', () => {
  const resend = (email: string, reset: boolean, type: PathParams<'resend'>['type'] = 'frontend', ip?: string) =>
    callApi(t.app, 'resend', { params: { type, email, reset }, remoteAddress: ip });

  it('e-mails a password-reset link; using it sets the password and ends every session', async () => {
    const email = `reset.${Date.now()}@example.com`;
    await callApi(t.app, 'signUp', { body: aSignUp({ email, language: 'en' }) });
    const id = (await idOf(email))!;
    const { cookie } = await sessionCookie(t, id);
    const res = await resend(email.toUpperCase(), true);
    expect(res.status).toBe(200);
    const link = lastLink();
    expect(link.page).toBe('reset-password');
    expect(link.mail.subject).toMatch(/Reset your .* password/);
    expect(
      (
        await callApi(t.app, 'checkToken', {
          params: { type: 'frontend', userId: link.u, email: link.e, token: link.t },
        })
      ).status,
    ).toBe(200);
    expect((await callApi(t.app, 'activate', { body: { userId: link.u, token: link.t } })).error).toMatchObject({
      code: 'password_required',
    });
    expect(
      (await callApi(t.app, 'activate', { body: { userId: link.u, token: link.t, password: 'after-reset' } })).status,
    ).toBe(200);
    expect((await callApi(t.app, 'validateAccessToken', { cookie })).status).toBe(401);
    expect((await callApi(t.app, 'signIn', { body: { email, password: 'secret-123' } })).status).toBe(204);
    expect((await callApi(t.app, 'signIn', { body: { email, password: 'after-reset' } })).status).toBe(200);
  });

  it('answers 204 for an unregistered address ("Email address not registered.") and sends nothing', async () => {
    const res = await resend('nobody.here@example.com', true);
    expect(res.status).toBe(204);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('sends a new activation link for reset=false', async () => {
    const res = await resend(unverified.email, false);
    expect(res.status).toBe(200);
    const link = lastLink();
    expect(link).toMatchObject({ page: 'activate', u: unverified.id, e: unverified.email });
    expect(link.mail.subject).toMatch(/Activez/);
  });

  it('refuses the backend app type and a malformed address', async () => {
    const res = await resend(demo.email, true, 'backend');
    expect(res.status).toBe(403);
    const bad = await resend('nope', true);
    expect(bad.status).toBe(400);
  });

  it('answers 502 when the e-mail cannot be sent, leaving no usable link', async () => {
    t.mailer.failWith = new Error('SMTP down');
    const res = await resend(unverified.email, false);
    expect(res.status).toBe(502);
    expect(
      (await t.db.query("SELECT 1 FROM tokens WHERE user_id = $1 AND purpose = 'activate'", [unverified.id])).rows,
    ).toHaveLength(0);
  });

  it('is rate limited per address and per client, with a Retry-After', async () => {
    t.config.authRateLimit = 2;
    t.config.authClientRateLimit = 3;
    expect((await resend(demo.email, true)).status).toBe(200);
    expect((await resend(demo.email, true)).status).toBe(200);
    const limited = await resend(demo.email, true);
    expect(limited.status).toBe(429);
    expect(limited.error.code).toBe('rate_limited');
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThan(0);
    // The same address from another client is still limited; another address from this client too, once the client budget is used.
    expect((await resend(demo.email, true, 'frontend', '198.51.100.4')).status).toBe(429);
    expect((await resend(unverified.email, false)).status).toBe(200);
    expect((await resend('someone.else@example.com', false)).status).toBe(429);
    expect((await resend('someone.else@example.com', false, 'frontend', '198.51.100.5')).status).toBe(204);
    expect(t.mailer.sent).toHaveLength(3);
  });
});

describe('validateEmail', () => {
  it('answers 204 for a registered address (any case) and 200 for a free one', async () => {
    const taken = await callApi(t.app, 'validateEmail', { body: { email: demo.email.toUpperCase() } });
    expect(taken.status).toBe(204);
    const free = await callApi(t.app, 'validateEmail', { body: { email: 'free.address@example.com' } });
    expect(free.status).toBe(200);
    expect(free.body).toBe(true);
  });

  it('refuses a malformed address and is rate limited per client', async () => {
    const bad = await callApi(t.app, 'validateEmail', { body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    t.config.authClientRateLimit = 2;
    await callApi(t.app, 'validateEmail', { body: { email: 'a@example.com' } });
    await callApi(t.app, 'validateEmail', { body: { email: 'b@example.com' } });
    const limited = await callApi(t.app, 'validateEmail', { body: { email: 'c@example.com' } });
    expect(limited.status).toBe(429);
  });
});

describe('signIn', () => {
  it('signs the demo driver in with an httpOnly SameSite=Strict one-day cookie and no secret in the answer', async () => {
    const res = await callApi(t.app, 'signIn', { body: { email: demo.email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: demo.id,
      email: demo.email,
      fullName: demo.fullName,
      language: 'en',
      enableEmailNotifications: true,
      blacklisted: false,
      avatar: null,
      verified: true,
    });
    expect(res.response.body).not.toMatch(/\$2[aby]\$|password/i);
    const cookie = sessionOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 86_400 });
    expect((await callApi(t.app, 'validateAccessToken', { cookie: cookieOf(res) })).status).toBe(200);
  });

  it('stays connected for 30 days when asked, never forever', async () => {
    const res = await callApi(t.app, 'signIn', {
      body: { email: demo.email, password: DEMO_PASSWORD, stayConnected: true },
    });
    expect(sessionOf(res)!.maxAge).toBe(30 * 86_400);
    const { rows } = await t.db.query<{ expires_at: Date; stay_connected: boolean }>(
      'SELECT expires_at, stay_connected FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [demo.id],
    );
    expect(rows[0]!.stay_connected).toBe(true);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);
  });

  it.each([
    ['a wrong password', demo.email, 'wrong-password'],
    ['an unknown address', 'nobody@example.com', DEMO_PASSWORD],
  ])('answers 204 ("Incorrect email or password.") for %s', async (_, email, password) => {
    const res = await callApi(t.app, 'signIn', { body: { email, password } });
    expect(res.status).toBe(204);
    expect(sessionOf(res)).toBeUndefined();
  });

  it('answers a suspended account with blacklisted: true and no session ("Your account is suspended.")', async () => {
    const res = await callApi(t.app, 'signIn', { body: { email: suspended.email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: suspended.id, blacklisted: true });
    expect(sessionOf(res)).toBeUndefined();
    expect(
      (await callApi(t.app, 'signIn', { body: { email: suspended.email, password: 'wrong-password' } })).status,
    ).toBe(204);
  });

  it('lets an unverified driver sign in (they can browse and search while unverified)', async () => {
    const res = await callApi(t.app, 'signIn', { body: { email: unverified.email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: false, language: 'fr' });
  });

  it('refuses a malformed address', async () => {
    const res = await callApi(t.app, 'signIn', { body: { email: 'nope', password: 'x' } });
    expect(res.status).toBe(400);
  });

  it('locks an address after AUTH_RATE_LIMIT failures, even with the right password, from any client', async () => {
    t.config.authRateLimit = 3;
    for (let i = 0; i < 3; i++)
      expect((await callApi(t.app, 'signIn', { body: { email: demo.email, password: `guess-${i}` } })).status).toBe(
        204,
      );
    const limited = await callApi(t.app, 'signIn', { body: { email: demo.email, password: DEMO_PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(
      (
        await callApi(t.app, 'signIn', {
          body: { email: demo.email, password: DEMO_PASSWORD },
          remoteAddress: '198.51.100.9',
        })
      ).status,
    ).toBe(429);
    // Other drivers are not locked out; successes do not count.
    expect(
      (
        await callApi(t.app, 'signIn', {
          body: { email: unverified.email, password: DEMO_PASSWORD },
          remoteAddress: '198.51.100.9',
        })
      ).status,
    ).toBe(200);
  });

  it('limits one client trying many addresses', async () => {
    t.config.authClientRateLimit = 3;
    for (let i = 0; i < 3; i++)
      await callApi(t.app, 'signIn', { body: { email: `victim${i}@example.com`, password: 'guess' } });
    expect((await callApi(t.app, 'signIn', { body: { email: demo.email, password: DEMO_PASSWORD } })).status).toBe(429);
    expect(
      (
        await callApi(t.app, 'signIn', {
          body: { email: demo.email, password: DEMO_PASSWORD },
          remoteAddress: '198.51.100.10',
        })
      ).status,
    ).toBe(200);
  });
});

describe('socialSignIn', () => {
  const idToken = (
    claims: Record<string, unknown> = {},
    options: { key?: CryptoKey; aud?: string; iss?: string; exp?: string | number } = {},
  ) =>
    new SignJWT({
      email: 'g.driver@example.com',
      email_verified: true,
      name: 'Gabriel Google',
      picture: 'https://lh3.googleusercontent.com/a/photo',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key' })
      .setIssuer(options.iss ?? 'https://accounts.google.com')
      .setAudience(options.aud ?? GOOGLE_CLIENT_ID)
      .setSubject((claims.sub as string | undefined) ?? 'google-sub-1')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? '1h')
      .sign(options.key ?? googleKey);
  const social = async (token: string | Promise<string>, extra: Partial<RequestBody<'socialSignIn'>> = {}) =>
    callApi(t.app, 'socialSignIn', { body: { socialSignInType: 'google', accessToken: await token, ...extra } });

  it('verifies a Google ID token, creates a verified driver on first use and signs them in', async () => {
    const res = await social(idToken());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'g.driver@example.com',
      fullName: 'Gabriel Google',
      verified: true,
      blacklisted: false,
      avatar: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect(sessionOf(res)).toMatchObject({ httpOnly: true, maxAge: 86_400 });
    const again = await social(idToken(), { stayConnected: true });
    expect(again.body._id).toBe(res.body._id);
    expect(sessionOf(again)!.maxAge).toBe(30 * 86_400);
    // A Google account has no password: hasPassword says so and password sign-in is refused.
    expect(
      (await callApi(t.app, 'hasPassword', { params: { userId: res.body._id }, cookie: cookieOf(res) })).status,
    ).toBe(204);
  });

  it('links an existing account with the same verified address', async () => {
    const res = await social(idToken({ sub: 'google-sub-demo', email: demo.email }));
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(demo.id);
    const unverifiedEmail = await social(
      idToken({ sub: 'google-sub-x', email: unverified.email, email_verified: false }),
    );
    expect(unverifiedEmail.status).toBe(400);
    expect(unverifiedEmail.error.code).toBe('email_not_verified');
  });

  it('gives a suspended account no session', async () => {
    const res = await social(idToken({ sub: 'google-sub-suspended', email: suspended.email }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: suspended.id, blacklisted: true });
    expect(sessionOf(res)).toBeUndefined();
  });

  it.each([
    ['another audience', () => idToken({}, { aud: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => idToken({}, { iss: 'https://evil.example' })],
    ['an expired token', () => idToken({}, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a token signed with another key', () => idToken({}, { key: otherKey })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 400 invalid_token', async (_, token) => {
    const res = await social(token());
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('invalid_token');
    expect(sessionOf(res)).toBeUndefined();
  });

  it('answers 502 when Google’s keys cannot be fetched', async () => {
    t.app.deps.google = createGoogleVerifier(GOOGLE_CLIENT_ID, async () => {
      throw new TypeError('fetch failed');
    });
    const res = await social(idToken());
    expect(res.status).toBe(502);
    expect(res.error.code).toBe('provider_unavailable');
  });

  it('answers 501 when Google sign-in is not configured, and 400 for facebook and apple', async () => {
    t.app.deps.google = null;
    const off = await social(idToken());
    expect(off.status).toBe(501);
    for (const provider of ['facebook', 'apple'] as const) {
      const res = await callApi(t.app, 'socialSignIn', { body: { socialSignInType: provider, accessToken: 'x' } });
      expect(res.status).toBe(400);
      expect(res.error.code).toBe('provider_not_supported');
    }
  });
});

describe('signOut and validateAccessToken', () => {
  it('signOut revokes the session server-side and clears the cookie', async () => {
    const signIn = await callApi(t.app, 'signIn', { body: { email: demo.email, password: DEMO_PASSWORD } });
    const cookie = cookieOf(signIn);
    const res = await callApi(t.app, 'signOut', { cookie });
    expect(res.status).toBe(200);
    expect(sessionOf(res)).toMatchObject({ value: '' });
    const after = await callApi(t.app, 'validateAccessToken', { cookie });
    expect(after.status).toBe(401);
  });

  it('signOut without a session is fine', async () => {
    expect((await callApi(t.app, 'signOut')).status).toBe(200);
  });

  it('validateAccessToken: 403 without a cookie, 401 for an expired session or a suspended account', async () => {
    const none = await callApi(t.app, 'validateAccessToken');
    expect(none.status).toBe(403);
    const expired = await sessionCookie(t, demo.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await callApi(t.app, 'validateAccessToken', { cookie: expired.cookie })).status).toBe(401);
    const blocked = await sessionCookie(t, suspended.id);
    const res = await callApi(t.app, 'validateAccessToken', { cookie: blocked.cookie });
    expect(res.status).toBe(401);
    expect(res.error.code).toBe('account_suspended');
  });
});

describe('resendLink', () => {
  it('sends the signed-in unverified driver a new activation link ("Validation email sent.")', async () => {
    const { cookie } = await sessionCookie(t, unverified.id);
    const res = await callApi(t.app, 'resendLink', { body: { email: unverified.email }, cookie });
    expect(res.status).toBe(200);
    expect(lastLink()).toMatchObject({ page: 'activate', u: unverified.id });
  });

  it('refuses another driver’s address, an already verified account and visitors', async () => {
    const { cookie } = await sessionCookie(t, unverified.id);
    const other = await callApi(t.app, 'resendLink', { body: { email: demo.email }, cookie });
    expect(other.status).toBe(403);
    const demoCookie = (await sessionCookie(t, demo.id)).cookie;
    const verified = await callApi(t.app, 'resendLink', { body: { email: demo.email }, cookie: demoCookie });
    expect(verified.status).toBe(400);
    expect(verified.error.code).toBe('already_verified');
    expect((await callApi(t.app, 'resendLink', { body: { email: demo.email } })).status).toBe(403);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('answers 502 when the e-mail fails ("An error occurred while sending validation email.")', async () => {
    const { cookie } = await sessionCookie(t, unverified.id);
    t.mailer.failWith = new Error('SMTP down');
    const res = await callApi(t.app, 'resendLink', { body: { email: unverified.email }, cookie });
    expect(res.status).toBe(502);
  });
});

describe('verifyRecaptcha', () => {
  const verify = (token: string, ip = '1.2.3.4', remote = '203.0.113.20') =>
    callApi(t.app, 'verifyRecaptcha', { params: { token, ip }, remoteAddress: remote });

  it('answers 200 when reCAPTCHA is off', async () => {
    const res = await verify('anything');
    expect(res.status).toBe(200);
  });

  it('checks the token with the connection’s address, not the one in the path', async () => {
    const calls: string[] = [];
    t.app.deps.recaptcha = {
      enabled: true,
      async verify(token, ip) {
        calls.push(ip);
        return token === 'good';
      },
    };
    expect((await verify('good')).status).toBe(200);
    const bad = await verify('bad');
    expect(bad.status).toBe(204);
    expect(calls).toEqual(['203.0.113.20', '203.0.113.20']);
  });
});

describe('requireHuman on the contact form', () => {
  it('refuses a contact message without a passing token when reCAPTCHA is enabled', async () => {
    t.app.deps.recaptcha = { enabled: true, verify: async (token) => token === 'human' };
    const message = { from: 'visitor@example.com', subject: 'Hello', message: 'A question', isContactForm: true };
    const bot = await callApi(t.app, 'sendEmail', { body: message });
    expect(bot.status).toBe(400);
    expect(bot.error.code).toBe('recaptcha_failed');
    expect(t.mailer.sent).toHaveLength(0);
    expect((await callApi(t.app, 'sendEmail', { body: { ...message, recaptchaToken: 'human' } })).status).toBe(200);
    expect(t.mailer.sent).toHaveLength(1);
  });
});

describe('rate-limit bookkeeping', () => {
  it('forgets events older than the window, so the table holds one window only', async () => {
    await t.db.query(
      "INSERT INTO rate_limit_events (bucket, key, at) VALUES ('sign-in', 'ip:old', now() - interval '1 day')",
    );
    await callApi(t.app, 'signIn', { body: { email: demo.email, password: 'wrong-password' } });
    const { rows } = await t.db.query<{ key: string }>('SELECT key FROM rate_limit_events ORDER BY key');
    expect(rows.map((r) => r.key)).toEqual([`address:${demo.email}`, 'ip:127.0.0.1']);
  });
});
