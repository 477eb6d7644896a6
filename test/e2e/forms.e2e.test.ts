import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, open } from './support/browser';
import { text } from './support/catalogs';
import { CONTACT_EMAIL, startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function waitForMail(predicate: (mail: { to: string; subject: string; text: string }) => boolean) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = server.outbox().find(predicate);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such mail in the outbox: ${JSON.stringify(server.outbox())}`);
}

describe('contact form', () => {
  it('refuses an incomplete form, focuses the first problem and keeps what was typed', async () => {
    await open(page, `${server.url}/contact`);
    await page.getByLabel('Subject').fill('Child seat');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fix errors' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email');
    expect(await page.getByLabel('Subject').inputValue()).toBe('Child seat');

    await page.getByLabel('Your e-mail address').fill('not-an-email');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Invalid email address').waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe('Hello');
    expect(await axeViolations(page)).toEqual([]);
    expect(server.outbox()).toEqual([]);
  });

  it('sends the message to the configured contact address, whatever the page asks', async () => {
    await open(page, `${server.url}/contact?l=fr`);
    await page.getByLabel(text('fr', 'contact.email')).fill('driver@example.com');
    await page.getByLabel(text('fr', 'contact.subject')).fill('Siège enfant <b>urgent</b>');
    await page.getByLabel(text('fr', 'contact.message')).fill('Bonjour, avez-vous des sièges enfant ?');
    await page.getByRole('button', { name: text('fr', 'contact.send') }).click();
    await page.getByText(text('fr', 'contact.sent')).waitFor();
    const mail = await waitForMail((m) => m.subject.includes('Siège enfant'));
    expect(mail.to).toContain(CONTACT_EMAIL);
    expect(mail.text).toContain('avez-vous des sièges enfant');
    expect(mail.text).toContain('driver@example.com');
    expect(await page.getByLabel(text('fr', 'contact.subject')).inputValue()).toBe('');
  });
});

describe('newsletter', () => {
  it('subscribes from the footer and confirms by e-mail', async () => {
    await open(page, `${server.url}/about`);
    // The form loads when the footer comes into view, as it does for a reader scrolling down.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const field = page.getByLabel('E-mail address for the newsletter');
    await field.fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscription successful').waitFor();
    const mail = await waitForMail((m) => m.to.includes('reader@example.com'));
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(await field.inputValue()).toBe('');
  });

  it('explains a malformed address and keeps it', async () => {
    await open(page, `${server.url}/about`);
    // The form loads when the footer comes into view, as it does for a reader scrolling down.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const field = page.getByLabel('E-mail address for the newsletter');
    await field.fill('reader@');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Invalid email address').waitFor();
    expect(await field.inputValue()).toBe('reader@');
  });
});
