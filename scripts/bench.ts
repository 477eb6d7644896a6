// Performance figures (run by `npm run bench` after a production build): for each route, the
// JavaScript and CSS a first visit downloads (raw, gzip and brotli bytes of the built files),
// the request counts, and the first and largest contentful paint in headless Chromium; for the
// routes of the speed budgets (/, /search, /sign-in, /sign-up, /about, /locations), Lighthouse's
// mobile score, the median of LIGHTHOUSE_RUNS completed runs (default 5, as Lighthouse's
// variability guide advises), because one run on a shared machine can land 15 points either side.
// With /search, the time a filter click takes to update the list (scripts/benchFilterClick.ts).
// Usage: npm run bench -- /about /faq   (default: every public route, and an unknown one; `/checkout`
// is the checkout of the search's first bookable car)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchBrowser } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';
import { fetchApi } from './apiFetch';
import { describeFilterClicks, filterClickTimings, type FilterClickTimings } from './benchFilterClick';

const DEFAULT_ROUTES = [
  '/',
  '/search',
  '/locations',
  '/suppliers',
  '/about',
  '/faq',
  '/contact',
  '/tos',
  '/privacy',
  '/cookie-policy',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/no/such/page',
];
/** The routes with a Lighthouse budget (issue 32): mobile score ≥ 95, LCP ≤ 2 s. */
const LIGHTHOUSE_ROUTES = new Set(['/', '/search', '/sign-in', '/sign-up', '/about', '/locations']);

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
// The same folder the server serves (APP_DIST, default dist), so sizes describe what was loaded.
const DIST = path.resolve(process.env.APP_DIST ?? 'dist');

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

/** A real search: the busiest seeded location, a 4-day rental three weeks ahead. */
async function searchPath(url: string): Promise<string> {
  const locations = await fetchApi(url, 'getLocations', {
    params: { page: 1, size: 1, language: 'en' },
    query: { s: 'Paris Charles' },
  });
  const from = new Date(Date.now() + 21 * 86_400_000);
  from.setUTCHours(10, 0, 0, 0);
  const to = new Date(from.getTime() + 4 * 86_400_000);
  return `/search?pickup=${locations.body[0]!.resultData[0]!._id}&from=${from.toISOString()}&to=${to.toISOString()}`;
}

/** The checkout of the first bookable car of that search (what a search's "Book" link opens). */
async function checkoutPath(url: string, search: string): Promise<string> {
  const params = new URL(search, url).searchParams;
  const body = { pickupLocation: params.get('pickup')!, from: params.get('from')!, to: params.get('to')! };
  const cars = await fetchApi(url, 'getFrontendCars', { params: { page: 1, size: 100 }, body });
  const car = cars.body[0]!.resultData.find(
    (listed) => listed.available !== false && !listed.fullyBooked && !listed.comingSoon,
  )!;
  return `/checkout?car=${car._id}&pickup=${body.pickupLocation}&from=${encodeURIComponent(body.from)}&to=${encodeURIComponent(body.to)}`;
}

const LIGHTHOUSE_METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

interface LighthouseFigures {
  score: number;
  /** Each scored metric's display value and its own 0–100 score, e.g. "LCP 2.1 s (88)". */
  metrics: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/**
 * Total Blocking Time as Lighthouse counts it (each main-thread task after the first paint, times
 * the phone's slowdown, beyond 50 ms), from each task's CPU time rather than its wall time: the
 * page's own cost, without the time its tasks waited for a core while the browser's other
 * processes ran (most of Lighthouse's TBT on a machine with two cores). A diagnostic, not a score.
 */
function cpuBlockingTime(events: TraceEvent[], slowdown: number): number {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  const firstPaint =
    navigation &&
    events.find(
      (event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts > navigation.ts,
    );
  if (!navigation || !firstPaint) return NaN;
  return events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= firstPaint.ts,
    )
    .reduce((sum, task) => sum + Math.max(0, (slowdown * (task.tdur ?? 0)) / 1000 - 50), 0);
}

/**
 * Chromium's features chrome-launcher turns off so they do not disturb a measurement, and two more:
 * headless Chromium 156 loads the desktop omnibox's pop-ups (WebUI pages) as it starts, 1.5 s of
 * one core's time in the seconds Lighthouse loads the page, on a machine with two. A phone has no
 * such pages.
 */
const DISABLE_FEATURES = chromeLauncher.Launcher.defaultFlags()
  .filter((flag) => flag.startsWith('--disable-features='))
  .map((flag) => `${flag},WebUIOmniboxPopup,WebUIOmniboxAimPopup`);

/** Lighthouse's mobile performance score (0–100) in Debian's Chromium, with the metrics behind it. */
async function lighthouseFigures(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Later flags win: this --disable-features replaces chrome-launcher's own, which it includes.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...DISABLE_FEATURES,
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    // A run whose trace Lighthouse could not read (e.g. NO_NAVSTART) measured nothing: not a score of 0.
    if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.code ?? 'no result');
    const audits = result.lhr.audits;
    const cpuBlocking = cpuBlockingTime(
      result.artifacts.Trace.traceEvents as TraceEvent[],
      result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    );
    const metrics = Object.entries(LIGHTHOUSE_METRICS)
      .map(([name, id]) => `${name} ${audits[id]?.displayValue ?? '?'} (${Math.round((audits[id]?.score ?? 0) * 100)})`)
      .concat(`TBT counted in CPU time ${Math.round(cpuBlocking)} ms`)
      .join(', ');
    return { score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100), metrics };
  } finally {
    await chrome.kill();
  }
}

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/**
 * The median run (by score) of LIGHTHOUSE_RUNS, with every run's score; a failed run is retried
 * (as many times as there are runs at most) and named in the scores ("failed: NO_NAVSTART").
 */
async function medianLighthouseFigures(url: string): Promise<LighthouseFigures & { scores: string[] }> {
  const runs: LighthouseFigures[] = [];
  const scores: string[] = [];
  for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < 2 * LIGHTHOUSE_RUNS; attempt++) {
    try {
      const run = await lighthouseFigures(url);
      runs.push(run);
      scores.push(String(run.score));
    } catch (error) {
      scores.push(`failed: ${(error as Error).message}`);
    }
  }
  if (!runs.length) throw new Error(`Lighthouse failed on ${url}: ${scores.join(', ')}`);
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores };
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  // Lighthouse loads each page several times: the API's per-client limit must not turn the
  // measured page into an error page.
  const server = await startServer({ API_RATE_LIMIT: '100000' });
  const browser = await launchBrowser();
  const rows: string[][] = [];
  const lighthouseByRoute: Record<string, LighthouseFigures & { scores: string[] }> = {};
  let clicks: FilterClickTimings | undefined;
  try {
    const search = await searchPath(server.url);
    const checkout = await checkoutPath(server.url, search);
    const named = (r: string) => (r === search ? '/search?…' : r === checkout ? '/checkout?…' : r);
    const measured = (routes.length ? routes : DEFAULT_ROUTES).map((r) =>
      r === '/search' ? search : r === '/checkout' ? checkout : r,
    );
    for (const route of measured) {
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
        requests
          .filter((r) => r.type === type && r.url.startsWith(`${server.url}/assets/`))
          .map((r) => new URL(r.url).pathname.slice(1));
      const zero = { raw: 0, gzip: 0, brotli: 0 };
      const js = files('script').map(sizesOf).reduce(add, zero);
      const css = files('stylesheet').map(sizesOf).reduce(add, zero);
      const api = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/')).length;
      rows.push([
        named(route),
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
    if (measured.includes(search)) clicks = await filterClickTimings(browser, `${server.url}${search}`);
    // Lighthouse runs once the other browser is closed: it would take its share of this
    // machine's two cores while Lighthouse times the page's own work.
    await browser.close();
    for (const [index, route] of measured.entries()) {
      rows[index]!.push(
        LIGHTHOUSE_ROUTES.has(route === search ? '/search' : route)
          ? String((lighthouseByRoute[route] = await medianLighthouseFigures(`${server.url}${route}`)).score)
          : '',
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const header = [
    'route',
    'js files',
    'JS raw / gzip / brotli',
    'CSS raw / gzip',
    'requests',
    'api',
    'FCP',
    'LCP',
    'Lighthouse (mobile, median)',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(['', line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n'));
  if (clicks) console.log(describeFilterClicks(clicks));
  for (const [route, figures] of Object.entries(lighthouseByRoute)) {
    console.log(
      `Lighthouse ${route.startsWith('/search') ? '/search?…' : route}: median ${figures.score} of ${figures.scores.join(', ')} — median run: ${figures.metrics}`,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
