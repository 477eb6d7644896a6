// Performance figures (run by `npm run bench` after a production build): for each route, the
// JavaScript and CSS a first visit downloads (raw, gzip and brotli bytes of the built files),
// the request counts, and the first and largest contentful paint in headless Chromium.
// Usage: npm run bench -- /about /faq   (default: every route of the app so far)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchBrowser } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';

const DEFAULT_ROUTES = ['/', '/search', '/locations', '/suppliers', '/about', '/faq', '/contact'];
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const DIST = path.resolve('dist');

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(file: string): Sizes {
  const content = readFileSync(path.join(DIST, file));
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  const rows: string[][] = [];
  try {
    for (const route of routes.length ? routes : DEFAULT_ROUTES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const requests: { url: string; type: string }[] = [];
      page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
      await page.addInitScript(() => {
        const w = window as unknown as { __paints: Record<string, number> };
        w.__paints = {};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__paints[entry.name] = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          w.__paints.lcp = entries[entries.length - 1]!.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const paints = await page.evaluate(() => (window as unknown as { __paints: Record<string, number> }).__paints);
      const files = (type: string) =>
        requests.filter((r) => r.type === type && r.url.startsWith(`${server.url}/assets/`)).map((r) => new URL(r.url).pathname.slice(1));
      const zero = { raw: 0, gzip: 0, brotli: 0 };
      const js = files('script').map(sizesOf).reduce(add, zero);
      const css = files('stylesheet').map(sizesOf).reduce(add, zero);
      const api = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/')).length;
      rows.push([
        route,
        `${files('script').length}`,
        `${kb(js.raw)} / ${kb(js.gzip)} / ${kb(js.brotli)}`,
        `${kb(css.raw)} / ${kb(css.gzip)}`,
        `${requests.length}`,
        `${api}`,
        `${Math.round(paints['first-contentful-paint'] ?? NaN)} ms`,
        `${Math.round(paints.lcp ?? NaN)} ms`,
      ]);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const header = ['route', 'js files', 'JS raw / gzip / brotli', 'CSS raw / gzip', 'requests', 'api', 'FCP', 'LCP'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(['', line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n'));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
