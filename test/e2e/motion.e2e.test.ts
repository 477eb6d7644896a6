import type { Browser, Page } from 'playwright-core';
import { launchBrowser, open } from './support/browser';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;

const DAY = 86_400_000;
const from = new Date(Date.now() + 20 * DAY);
from.setUTCHours(10, 0, 0, 0);
const to = new Date(from.getTime() + 4 * DAY);

async function searchUrl(): Promise<string> {
  const response = await fetch(`${server.url}/api/locations/1/1/en?s=${encodeURIComponent('Paris Charles')}`);
  const [page1] = (await response.json()) as [{ resultData: { _id: string }[] }];
  return `${server.url}/search?pickup=${page1.resultData[0]!._id}&from=${from.toISOString()}&to=${to.toISOString()}`;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

/** Every layout shift the page has had without a recent input, with the elements that moved. */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        }
        const describe = (node?: Node) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : String(node);
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Shift[])
              .filter((shift) => !shift.hadRecentInput)
              .map(
                (shift) =>
                  `${shift.value.toFixed(4)} ${shift.sources.map((source) => describe(source.node)).join(' ')}`,
              ),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // A page without shifts gets no callback: answer after the buffered ones would have come.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

describe('the search page does not move under the driver’s eyes', () => {
  it.each([
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('on a %s, once the results and the filters’ supplier counts have arrived', async (_name, viewport) => {
    const page = await newPage(viewport);
    await open(page, await searchUrl());
    await page.getByRole('article').first().waitFor();
    if (viewport.width > 1024) await page.locator('#search-filters fieldset').first().waitFor();
    // The page's first seconds: every request made, answered and painted.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1000))));
    expect(await layoutShifts(page)).toEqual([]);
    await page.context().close();
  });
});
