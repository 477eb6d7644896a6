import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO, linkFromOutbox, PNG, signIn, signOut, SUSPENDED, UNVERIFIED } from './support/accounts';
import { cookieOf, request } from './support/api';
import { axeViolations, launchBrowser, open } from './support/browser';
import { format, LANGUAGES, text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // Many sign-ins from one address in one file: the per-client limit is not what these tests are about.
  [server, browser] = await Promise.all([startServer({ AUTH_CLIENT_RATE_LIMIT: '500' }), launchBrowser()]);
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const emailField = () => page.getByRole('textbox', { name: 'E-mail address', exact: true });
/** Ticks a checkbox the way a keyboard user does (Chakra draws its own box over the input). */
async function tick(name: RegExp | string) {
  const box = page.getByRole('checkbox', { name });
  await box.focus();
  await page.keyboard.press('Space');
  expect(await box.isChecked()).toBe(true);
}
const localUser = () => page.evaluate(() => window.localStorage.getItem('bc-fe-user'));

describe('a new driver', () => {
  const driver = { email: 'camille.durand@example.com', password: 'first-pass-1', changed: 'changed-pass-3' };

  it('signs up, confirms the e-mail, signs in, edits the profile, uploads a licence, switches language, changes the password and signs out', async () => {
    // Sign up: the new account browses at once, with a banner to confirm the e-mail address.
    await page.goto(`${server.url}/sign-up`);
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Camille Durand');
    await emailField().fill(driver.email);
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('+33 6 11 22 33 44');
    await page.getByLabel(/^Birth date/).fill('1992-05-17');
    await page.getByLabel(/^Password/).fill(driver.password);
    await page.getByLabel(/^Confirm password/).fill(driver.password);
    await tick(/I accept the terms of use/);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText(/Please confirm your e-mail address/).waitFor();
    // The banner follows the session at once; the move to the home page may commit a moment later.
    await page.waitForURL((url) => url.pathname === '/');
    expect(JSON.parse((await localUser())!)).toMatchObject({ email: driver.email, verified: false });

    // The activation link from the outbox only confirms the address: the password was asked once, at sign-up.
    const link = await linkFromOutbox(server, driver.email, '/activate');
    await page.goto(`${server.url}${link}`);
    await heading('Activate your account').waitFor();
    await page.getByText('Your e-mail address is confirmed: your account is active.').waitFor();
    expect(await page.getByLabel(/password/i).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Account menu: Camille/ }).waitFor();
    await page.getByText(/Please confirm your e-mail address/).waitFor({ state: 'detached' });
    await page.getByRole('main').getByRole('link', { name: 'Find a car' }).click();
    await page.waitForURL(`${server.url}/`);

    // Sign out, then sign in with the password chosen at sign-up.
    await signOut(page);
    expect(await localUser()).toBeNull();
    expect((await context.cookies()).find((cookie) => cookie.name === 'bc-x-access-token-frontend')).toBeUndefined();
    await signIn(page, server, { email: driver.email, password: driver.password });

    // Profile: what is saved comes back after a reload.
    await page.goto(`${server.url}/settings`);
    await heading('Settings').waitFor();
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('+33 6 99 88 77 66');
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Camille Durand-Petit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes made successfully.').first().waitFor();
    await page.reload();
    await heading('Settings').waitFor();
    expect(await page.getByRole('textbox', { name: /^Phone number/ }).inputValue()).toBe('+33 6 99 88 77 66');
    expect(await page.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe('Camille Durand-Petit');
    expect(await emailField().getAttribute('readonly')).not.toBeNull();

    // A photo that is not an image is refused with the spec's message.
    await page
      .getByLabel('Photo file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please add an image.').waitFor();

    // Licence: upload, then view it (only its owner can), then replace it.
    await page
      .getByLabel("Driver's license file")
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText("Your driver's license is on file.").waitFor();
    const view = page.getByRole('link', { name: /View the license/ });
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/api\/license\/[0-9a-f]{24}$/);
    const download = await page.request.get(`${server.url}${href}`);
    expect(download.status()).toBe(200);
    // The same picture, encoded again by the server (which keeps the picture alone).
    expect(await sharp(Buffer.from(await download.body())).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    const stranger = await browser.newContext();
    expect((await stranger.request.get(`${server.url}${href}`)).status()).toBeGreaterThanOrEqual(400);
    await stranger.close();
    expect(await axeViolations(page)).toEqual([]);

    // E-mail notifications: switched off and saved.
    const notifications = page.getByRole('checkbox', { name: 'Enable email notifications' });
    await notifications.focus();
    await page.keyboard.press('Space');
    await page.getByText('Settings updated successfully').first().waitFor();

    // Language: kept in the profile, so it comes back at the next sign-in whatever this browser says.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await heading('Paramètres').waitFor();
    await expect_userLanguage('fr');

    // Change the password (current one checked by the server), then sign out.
    await page.goto(`${server.url}/change-password`);
    await heading('Changer le mot de passe').waitFor();
    await page.getByLabel(/^Mot de passe actuel/).fill('not-the-password');
    await page.getByLabel(/^Nouveau mot de passe/).fill(driver.changed);
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill(driver.changed);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Mot de passe incorrect').waitFor();
    expect(await page.getByLabel(/^Nouveau mot de passe/).inputValue()).toBe(driver.changed);
    await page.getByLabel(/^Mot de passe actuel/).fill(driver.password);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Mot de passe modifié avec succès.').waitFor();

    await page.getByRole('button', { name: /^Menu du compte/ }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('link', { name: text('fr', 'nav.signIn'), exact: true }).waitFor();
    await page.evaluate(() => window.localStorage.setItem('bc-fe-language', 'en'));
    await page.goto(`${server.url}/sign-in`);
    await heading('Sign in').waitFor();
    await emailField().fill(driver.email);
    await page.getByLabel(/^Password/).fill(driver.changed);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The profile's language wins over this browser's.
    await page.getByRole('button', { name: /^Menu du compte/ }).waitFor();
  }, 240_000);

  async function expect_userLanguage(language: string) {
    const id = JSON.parse((await localUser())!)._id as string;
    for (let attempt = 0; attempt < 50; attempt++) {
      const answer = await request(server.url, 'getUser', {
        params: { id },
        cookie: await cookieOf(page, server.url),
      });
      if (answer.status === 200 && answer.body?.language === language) {
        expect(JSON.parse((await localUser())!).language).toBe(language);
        return;
      }
      await page.waitForTimeout(100);
    }
    throw new Error(`the profile language did not become ${language}`);
  }

  it('cannot sign up twice with the same address, and keeps what was typed', async () => {
    await page.goto(`${server.url}/sign-up`);
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Someone Else');
    await emailField().fill(DEMO.email);
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('+34 612 34 56 78');
    await page.getByLabel(/^Birth date/).fill('1980-01-01');
    await page.getByLabel(/^Password/).fill('another-1');
    await page.getByLabel(/^Confirm password/).fill('another-1');
    await tick(/I accept the terms of use/);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('This email address is already registered.').waitFor();
    expect(await emailField().inputValue()).toBe(DEMO.email);
    expect(await page.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe('Someone Else');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('signing in', () => {
  it('says the password is wrong and keeps the e-mail address', async () => {
    await page.goto(`${server.url}/sign-in`);
    await emailField().fill(DEMO.email);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
    expect(await emailField().inputValue()).toBe(DEMO.email);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('wrong-password');
    expect(await localUser()).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses a suspended account', async () => {
    await page.goto(`${server.url}/sign-in`);
    await emailField().fill(SUSPENDED.email);
    await page.getByLabel(/^Password/).fill(SUSPENDED.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Your account is suspended.' }).waitFor();
    expect(await localUser()).toBeNull();
    expect((await context.cookies()).find((cookie) => cookie.name === 'bc-x-access-token-frontend')).toBeUndefined();
  });

  it('sends a visitor to sign in and back to the page they wanted', async () => {
    await page.goto(`${server.url}/settings`);
    await page.waitForURL(`${server.url}/sign-in?from=%2Fsettings`);
    await heading('Sign in').waitFor();
    await emailField().fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await heading('Settings').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await emailField().inputValue()).toBe(DEMO.email);
  });

  it('works with the keyboard alone, menu included', async () => {
    // Once the app runs: until then the server-rendered form's button is disabled, so Enter sends nothing.
    await open(page, `${server.url}/sign-in`);
    await emailField().focus();
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('button', { name: /^Account menu/ });
    await menu.waitFor();
    // From the top of a freshly loaded page, Tab to the account menu, open it and follow "Settings".
    await open(page, `${server.url}/about`);
    for (let i = 0; i < 30 && !(await menu.evaluate((element) => element === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Settings');
    await page.keyboard.press('Enter');
    await heading('Settings').waitFor();
    // Escape closes the menu and gives focus back to its button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign out' }).waitFor({ state: 'hidden' });
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('a forgotten password', () => {
  it('says an unknown address is not registered, then resets the password from the e-mailed link', async () => {
    await page.goto(`${server.url}/forgot-password`);
    await emailField().fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email address not registered.' }).waitFor();
    expect(await emailField().inputValue()).toBe('nobody@example.com');

    await emailField().fill(UNVERIFIED.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByText('Password reset email sent').waitFor();
    const link = await linkFromOutbox(server, UNVERIFIED.email, '/reset-password');
    await page.goto(`${server.url}${link}`);
    await heading('Reset your password').waitFor();
    await page.getByLabel(/^Password/).fill('reset-pass-9');
    await page.getByLabel(/^Confirm password/).fill('reset-pass-8');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel(/^Confirm password/).fill('reset-pass-9');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    // Jo's profile is in French: once signed in, the app speaks it.
    await page.getByRole('button', { name: /^Menu du compte\s: Jo/ }).waitFor();

    // The link worked once: opening it again says so and offers a new one.
    await page.goto(`${server.url}${link}`);
    await page.getByText(text('fr', 'auth.reset.expired')).waitFor();
    await page.getByRole('button', { name: /^Menu du compte/ }).click();
    await page.getByRole('button', { name: text('fr', 'header.signOut') }).click();
    await page.getByRole('link', { name: text('fr', 'nav.signIn'), exact: true }).click();
    await page.getByRole('textbox', { name: text('fr', 'auth.field.email'), exact: true }).fill(UNVERIFIED.email);
    await page.getByLabel(new RegExp(`^${text('fr', 'auth.field.password')}`)).fill('reset-pass-9');
    await page.getByRole('button', { name: text('fr', 'auth.signIn.submit'), exact: true }).click();
    await page.getByRole('button', { name: /^Menu du compte\s: Jo/ }).waitFor();
  }, 180_000);
});

describe('every account page in every language', () => {
  const PUBLIC_PAGES = [
    ['/sign-in', 'auth.signIn.title'],
    ['/sign-up', 'auth.signUp.title'],
    ['/forgot-password', 'auth.forgot.title'],
    ['/activate?u=000000000000000000000000&e=x%40example.com&t=nope', 'auth.activate.title'],
  ] as const;
  const ACCOUNT_PAGES = [
    ['/settings', 'settings.heading'],
    ['/change-password', 'settings.password.title'],
  ] as const;

  it.each(LANGUAGES)(
    'has no axe violation on the visitor pages in %s',
    async (language) => {
      for (const [path, title] of PUBLIC_PAGES) {
        // Once the app runs: the server-rendered form's button is enabled by it (see FormSubmit).
        await open(page, `${server.url}${path}${path.includes('?') ? '&' : '?'}l=${language}`);
        await heading(text(language, title)).waitFor();
        // Show the validation messages too.
        if (path === '/sign-up') {
          await page.getByRole('button', { name: text(language, 'auth.signUp.submit') }).click();
          await page.getByText(text(language, 'form.fixErrors')).waitFor();
        }
        expect(await axeViolations(page)).toEqual([]);
      }
    },
    180_000,
  );

  it.each(LANGUAGES)(
    'has no axe violation on the account pages and menu in %s',
    async (language) => {
      await signIn(page, server, DEMO);
      for (const [path, title] of ACCOUNT_PAGES) {
        await page.goto(`${server.url}${path}?l=${language}`);
        await heading(text(language, title)).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.getByRole('button', { name: format(language, 'header.accountMenu', { name: 'Alex' }) }).click();
      expect(await axeViolations(page)).toEqual([]);
    },
    180_000,
  );
});
