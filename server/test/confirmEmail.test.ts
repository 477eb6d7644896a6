/**
 * BookCars' e-mail confirmation link, GET /api/confirm-email/:email/:token (issue 42): with
 * CONFIRM_EMAIL_LINK=api the sign-up e-mail carries it, and opening it confirms the address and
 * answers a page in the account's language.
 */
import { aGuestDriver, aSignUp } from '@test/factories/user';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { confirmEmailLink: 'api' } });
});

afterAll(async () => {
  await t?.close();
});

/** The path of the last e-mail's link to the server (the e-mail is checked to carry one). */
function lastLinkPath(): string {
  const match = /https?:\/\/[^\s/]+(\/\S+)/.exec(t.mailer.sent.at(-1)!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

const open = (url: string, language = 'en-US') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

const verified = async (email: string) =>
  (await t.db.query<{ verified: boolean }>('SELECT verified FROM users WHERE lower(email) = lower($1)', [email]))
    .rows[0]?.verified;

it('the sign-up e-mail links to the confirmation page, which confirms the address once, in the account’s language', async () => {
  const body = aSignUp({ language: 'fr' });
  expect((await callApi(t.app, 'signUp', { body })).status).toBe(200);
  const link = lastLinkPath();
  expect(link).toMatch(new RegExp(`^/api/confirm-email/${encodeURIComponent(body.email)}/[^/]+$`));
  expect(await verified(body.email)).toBe(false);

  const confirmed = await open(link);
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
  expect(confirmed.body).toContain('<html lang="fr">');
  expect(confirmed.body).toContain('Merci\u202f: votre adresse e-mail est confirmée et votre compte est actif.');
  expect(await verified(body.email)).toBe(true);
  expect((await callApi(t.app, 'signIn', { body: { email: body.email, password: body.password } })).status).toBe(200);

  // Used once: the same link now says it no longer works, in the visitor's language.
  const again = await open(link, 'es-ES,es;q=0.9');
  expect(again.statusCode).toBe(400);
  expect(again.body).toContain('Este enlace de confirmación ha caducado o ya se ha utilizado.');
});

it('refuses a link whose address or token was altered, and confirms nothing', async () => {
  const body = aSignUp({ language: 'en' });
  expect((await callApi(t.app, 'signUp', { body })).status).toBe(200);
  const link = lastLinkPath();
  const token = link.split('/').at(-1)!;
  for (const altered of [
    `/api/confirm-email/${encodeURIComponent('someone.else@example.com')}/${token}`,
    link.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
  ]) {
    const res = await open(altered);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This confirmation link has expired or has already been used.');
  }
  expect(await verified(body.email)).toBe(false);
});

it('sends an account without a password (created at checkout) to the app’s page to choose one', async () => {
  const { createUnverifiedDriver, sendActivationEmail } = await import('../src/accounts');
  const driver = aGuestDriver({ language: 'es' });
  const { id } = await createUnverifiedDriver(t.app.deps, driver);
  await sendActivationEmail(t.app.deps, id);
  // Its e-mail carries the app's page, which asks for the password.
  const page = new URL(`http://x${lastLinkPath()}`);
  expect(page.pathname).toBe('/activate');
  const token = page.searchParams.get('t')!;

  const res = await open(`/api/confirm-email/${encodeURIComponent(driver.email)}/${token}`);
  expect(res.statusCode).toBe(303);
  const target = new URL(res.headers.location as string);
  expect(target.pathname).toBe('/activate');
  expect(target.searchParams.get('u')).toBe(id);
  expect(target.searchParams.get('t')).toBe(token);
  expect(await verified(driver.email)).toBe(false);
});
