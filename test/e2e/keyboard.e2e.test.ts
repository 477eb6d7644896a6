import type { Browser, Page } from 'playwright-core';
import { launchBrowser, open } from './support/browser';
import { startServer, type TestServer } from './support/server';

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

const MENU_LINKS = [
  '/',
  '/suppliers',
  '/locations',
  '/about',
  '/tos',
  '/privacy',
  '/cookie-policy',
  '/faq',
  '/contact',
];

async function focusedName() {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : '';
  });
}

/** Presses Tab until the focused element's name matches, failing after `limit` presses. */
async function tabTo(name: string, limit = 15) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName()) === name) return;
  }
  throw new Error(`"${name}" was not reached with Tab (last: "${await focusedName()}")`);
}

it('starts with a skip link that moves focus to the content', async () => {
  await open(page, `${server.url}/about`);
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Skip to content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
});

it.each(MENU_LINKS.map((path, index) => [path, index]))(
  'reaches %s through the header menu with the keyboard',
  async (path, index) => {
    await open(page, `${server.url}/contact`);
    await tabTo('Menu');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Site menu' }).waitFor();
    for (let i = 0; i <= Number(index); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(path);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}${path}`);
  },
);

it('closes the menu with Escape and returns focus to its button', async () => {
  await open(page, `${server.url}/contact`);
  await tabTo('Menu');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  expect(await page.getByRole('navigation', { name: 'Site menu' }).count()).toBe(0);
  expect(await focusedName()).toBe('Menu');
});

it.each([
  ['DriveMarket', '/'],
  ['Sign in', '/sign-in'],
  ['Sign up', '/sign-up'],
])('follows the header link %s with the keyboard', async (name, path) => {
  await open(page, `${server.url}/faq`);
  await tabTo(name);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.url}${path}`);
});

it('operates the language and currency menus with the keyboard', async () => {
  await open(page, `${server.url}/faq`);
  await tabTo('Language: English');
  await page.keyboard.press('Enter');
  await tabTo('Français', 3);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await open(page, `${server.url}/faq?l=en`);
  await tabTo('Currency: EUR');
  await page.keyboard.press('Enter');
  await tabTo('GBP (£)', 4);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Currency: GBP' }).waitFor();
});
