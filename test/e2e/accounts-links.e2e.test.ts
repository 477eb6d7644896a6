import type { Browser, Page } from 'playwright-core';
import { aSignUp } from '@test/factories/user';
import { linkFromOutbox, linkMailCount } from './support/accounts';
import { request } from './support/api';
import { axeViolations, launchBrowser } from './support/browser';
import { text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

// Links live a few seconds on this server, so a test can watch one expire for real.
const LINK_TTL_SECONDS = 6;

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ ACCOUNT_LINK_TTL_SECONDS: String(LINK_TTL_SECONDS) }),
    launchBrowser(),
  ]);
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('says an expired activation link expired, sends a new one on request, and the new one confirms the address', async () => {
  const body = aSignUp({ language: 'fr' });
  const { email, password } = body;
  const created = await request(server.url, 'signUp', { body });
  expect(created.status).toBe(200);
  const expired = await linkFromOutbox(server, email, '/activate');
  await page.waitForTimeout((LINK_TTL_SECONDS + 1) * 1000);

  // The visitor is not signed in: `l` shows the page in the account's language, as the e-mail was.
  await page.goto(`${server.url}${expired}&l=fr`);
  await page.getByText(text('fr', 'auth.error.linkExpired')).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const before = linkMailCount(server, email, '/activate');
  await page.getByRole('button', { name: text('fr', 'auth.activate.resend') }).click();
  await page.getByText(text('fr', 'auth.activationSent')).waitFor();

  const fresh = await linkFromOutbox(server, email, '/activate', before);
  expect(fresh).not.toBe(expired);
  await page.goto(`${server.url}${fresh}&l=fr`);
  await page.getByText(text('fr', 'auth.activate.verified')).waitFor();
  // The password chosen at sign-up is the account's.
  await page
    .getByRole('main')
    .getByRole('link', { name: text('fr', 'auth.activate.signIn') })
    .click();
  const form = page.getByRole('main');
  await form.getByLabel(new RegExp(`^${text('fr', 'auth.field.email')}`)).fill(email);
  await form.getByLabel(new RegExp(`^${text('fr', 'auth.field.password')}`)).fill(password);
  await form.getByRole('button', { name: text('fr', 'auth.signIn.submit') }).click();
  await page.getByRole('button', { name: /^Menu du compte/ }).waitFor();
});

it('explains an incomplete link', async () => {
  await page.goto(`${server.url}/activate?l=es`);
  await page.getByText(text('es', 'auth.link.incomplete')).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});
