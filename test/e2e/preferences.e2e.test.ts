import type { Browser, Page } from 'playwright-core';
import { axeViolations, documentIsMarked, launchBrowser, markDocument, open } from './support/browser';
import { format, text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

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

const heading = () => page.getByRole('heading', { level: 1 }).textContent();

it('switches the language without a reload and keeps it on the next visit', async () => {
  await open(page, `${server.url}/about`);
  await expect(heading()).resolves.toBe(text('en', 'info.about.title'));
  await markDocument(page);

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await expect(heading()).resolves.toBe(text('fr', 'info.about.title'));
  expect(await documentIsMarked(page)).toBe(true);

  await page.getByRole('button', { name: format('fr', 'header.language', { language: 'Français' }) }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  await expect(heading()).resolves.toBe(text('es', 'info.about.title'));
  expect(await documentIsMarked(page)).toBe(true);

  await page.reload();
  await expect(heading()).resolves.toBe(text('es', 'info.about.title'));
  expect(await page.getAttribute('html', 'lang')).toBe('es');
});

it('switches the currency without a reload and keeps it on the next visit', async () => {
  await open(page, `${server.url}/faq`);
  await markDocument(page);
  await page.getByRole('button', { name: 'Currency: EUR' }).click();
  await page.getByRole('button', { name: 'USD ($)' }).click();
  await page.getByRole('button', { name: 'Currency: USD' }).waitFor();
  expect(await documentIsMarked(page)).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Currency: USD' }).waitFor();
});

it('switches to dark colours and back', async () => {
  await open(page, `${server.url}/about`);
  await page.getByRole('button', { name: 'Switch to dark colours' }).click();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to light colours' }).click();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
});
