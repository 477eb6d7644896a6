import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, open } from './support/browser';
import { LANGUAGES, text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

/** Every page of the walking skeleton, with the message id of its main heading. */
const PAGES = [
  { path: '/about', heading: 'info.about.title' },
  { path: '/tos', heading: 'info.tos.title' },
  { path: '/privacy', heading: 'info.privacy.title' },
  { path: '/cookie-policy', heading: 'info.cookies.title' },
  { path: '/faq', heading: 'info.faq.title' },
  { path: '/contact', heading: 'contact.title' },
  { path: '/no-such-page', heading: 'notFound.title' },
];

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(LANGUAGES)('in %s', (language) => {
  it.each(PAGES)(
    '$path shows its translated heading, header and footer, with no axe violation',
    async ({ path, heading }) => {
      await open(page, `${server.url}${path}?l=${language}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(text(language, heading));
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(await page.title()).toContain('DriveMarket');
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

it('answers an unknown path with the not-found page', async () => {
  // A new visitor: the pages above leave their language in a cookie, which the server renders in.
  const page = await (await browser.newContext()).newPage();
  await open(page, `${server.url}/this/does/not/exist`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Nothing to see here!');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL(`${server.url}/`);
});

it('opens the FAQ answers with the keyboard', async () => {
  await open(page, `${server.url}/faq?l=en`);
  const question = page.getByRole('button', { name: text('en', 'info.faq.q.age') });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
});
