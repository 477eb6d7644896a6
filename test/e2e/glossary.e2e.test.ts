import type { Browser, Page } from 'playwright-core';
import { GLOSSARIES, glossaryViolations } from '../../src/i18n/glossary/glossary';
import { launchBrowser, open } from './support/browser';
import { text } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

// What a French or Spanish reader sees follows the language's glossary (src/i18n/glossary): one
// term per concept, vous / usted, French elision — including the names that come from data.

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PAGES = [
  '/',
  '/locations',
  '/suppliers',
  '/about',
  '/faq',
  '/tos',
  '/privacy',
  '/cookie-policy',
  '/contact',
  '/sign-up',
];

describe.each(['fr', 'es'] as const)('in %s', (language) => {
  it.each(PAGES)('%s says everything with the glossary’s words and register', async (path) => {
    await open(page, `${server.url}${path}?l=${language}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const shown = await page.locator('body').innerText();
    expect(glossaryViolations(GLOSSARIES[language], { [path]: shown })).toEqual([]);
  });
});

it.each([
  ['en', 'Agadir Al Massira Airport'],
  ['fr', 'Aéroport d’Agadir Al Massira'],
  ['es', 'Aeropuerto de Agadir Al Massira'],
] as const)('names the locations in %s with French elision where French needs it', async (language, name) => {
  await open(page, `${server.url}/locations?l=${language}`);
  await page.getByRole('searchbox', { name: text(language, 'cars.locations.searchLabel') }).pressSequentially('agadir');
  await page
    .getByRole('list', { name: text(language, 'cars.locations.listLabel') })
    .getByText(name, { exact: true })
    .first()
    .waitFor();
});
