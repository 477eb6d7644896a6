import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { DEMO, signIn } from './support/accounts';
import { axeViolations, launchBrowser } from './support/browser';
import { startingWith, text as message } from './support/catalogs';
import { startServer, type TestServer } from './support/server';

/**
 * Support replays a driver's diagnostics file from another browser: the driver on a French phone
 * in Paris, the staff on an English desktop in New York. The replay is sealed from the staff's own
 * session, keeps the screen when a button would change data, and shows the driver's times and
 * layout: the replayed app runs in a frame of the driver's width.
 */
let server: TestServer;
let browser: Browser;

const SHOTS = process.env.SUPPORT_SHOTS_DIR;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ AUTH_CLIENT_RATE_LIMIT: '1000' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The value next to a label of the booking's facts (a definition list). */
const fact = (page: Page | FrameLocator, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').innerText();

interface Write {
  kind: 'local' | 'session' | 'cookie';
  what: string;
}

/** Every storage and cookie write the page makes, reported to the test. */
async function spyOnWrites(context: BrowserContext): Promise<Write[]> {
  const writes: Write[] = [];
  await context.exposeFunction('__reportWrite', (kind: Write['kind'], what: string) => writes.push({ kind, what }));
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportWrite: (kind: string, what: string) => void }).__reportWrite;
    for (const method of ['setItem', 'removeItem', 'clear'] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
      Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
        void report(this === window.localStorage ? 'local' : 'session', `${method} ${String(args[0] ?? '')}`);
        return original.apply(this, args);
      } as never;
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        return cookie.get!.call(this) as string;
      },
      set(this: Document, value: string) {
        void report('cookie', value.split(';')[0]!);
        cookie.set!.call(this, value);
      },
    });
  });
  return writes;
}

/** What the browser keeps for the site: both storages and the cookies. */
async function kept(page: Page) {
  const storages = await page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(window.localStorage)),
    session: Object.fromEntries(Object.entries(window.sessionStorage)),
  }));
  const cookies = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).sort();
  return { ...storages, cookies };
}

/** Two screenshots side by side in one image, with their captions. */
async function sideBySide(file: string, left: Buffer, right: Buffer, captions: [string, string]) {
  const page = await browser.newPage({ viewport: { width: 1800, height: 900 } });
  const img = (shot: Buffer) => `data:image/png;base64,${shot.toString('base64')}`;
  await page.setContent(
    `<body style="margin:0;display:flex;gap:16px;align-items:flex-start;font:16px sans-serif;background:#ddd">` +
      `<figure style="margin:8px"><figcaption>${captions[0]}</figcaption><img src="${img(left)}"></figure>` +
      `<figure style="margin:8px"><figcaption>${captions[1]}</figcaption><img src="${img(right)}" style="max-width:1366px"></figure></body>`,
  );
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
}

/** What the driver's phone showed and saved. */
let recorded: { diagnostics: string; driverId: string; bookedOn: string; shot: Buffer };

/** The driver: a phone, in French, in Paris, opens a booking from the list and saves diagnostics. */
async function recordDriver(): Promise<typeof recorded> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const driver = await context.newPage();
  await signIn(driver, server, DEMO);
  const driverId = (
    JSON.parse((await driver.evaluate(() => localStorage.getItem('bc-fe-user'))) ?? '{}') as { _id: string }
  )._id;
  // The page's actions since it loaded make the recording: the booking is opened from the list.
  await driver.goto(`${server.url}/bookings?l=fr`);
  await driver
    .getByTestId('booking-row')
    .first()
    .getByRole('link', { name: message('fr', 'bookings.action.view') })
    .click();
  await driver.waitForURL((url) => url.pathname === '/booking');
  await driver.locator('[data-money="rental"]').waitFor();
  await driver.getByRole('heading', { level: 1, name: message('fr', 'bookings.booking.title') }).waitFor();
  const bookedOn = await fact(driver, message('fr', 'bookings.details.createdAt'));
  const shot = await driver.screenshot({ fullPage: true });
  await driver.getByRole('button', { name: message('fr', 'support.diagnostics.open') }).click();
  const dialog = driver.getByRole('dialog', { name: message('fr', 'support.diagnostics.title') });
  const [download] = await Promise.all([
    driver.waitForEvent('download'),
    dialog.getByRole('button', { name: message('fr', 'support.diagnostics.save') }).click(),
  ]);
  const diagnostics = readFileSync((await download.path())!, 'utf8');
  await context.close();
  return { diagnostics, driverId, bookedOn, shot };
}

/** The staff: a desktop, in English, in New York, with their own currency chosen, on the replay page. */
async function openStaff() {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  const writes = await spyOnWrites(context);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${server.url}/support/replay`);
  await page.evaluate(() => localStorage.setItem('bc-fe-currency', 'USD'));
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Replay a driver’s screen' }).waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page, writes, requests };
}

const FRAME_TITLE = 'The driver’s screen, 390 px wide';

/**
 * Opens the driver's file on the staff's replay page and waits for the driver's booking, which is
 * shown in the frame of the driver's width (`screen`).
 */
async function openFile(page: Page) {
  await page.getByLabel('Diagnostics file or DevTools export (JSON)').setInputFiles({
    name: 'diagnostics.json',
    mimeType: 'application/json',
    buffer: Buffer.from(recorded.diagnostics),
  });
  await page.waitForURL((url) => url.pathname === '/booking');
  const banner = page.getByRole('region', { name: 'Replay' });
  await banner.getByText('Replay — read only', { exact: true }).waitFor();
  return { banner, screen: await replayed(page.frameLocator(`iframe[title="${FRAME_TITLE}"]`)) };
}

/** The replayed booking, in the driver's language, on `screen` (the frame or the staff's page). */
async function replayed<Screen extends Page | FrameLocator>(screen: Screen): Promise<Screen> {
  await screen.getByRole('heading', { level: 1, name: message('fr', 'bookings.booking.title') }).waitFor();
  await screen.locator('[data-money="rental"]').waitFor();
  return screen;
}

/** Presses Cancel on the replayed booking and confirms, as a curious staff member would. */
async function pressCancel(page: Page | FrameLocator) {
  await page.getByRole('button', { name: message('fr', 'bookings.action.cancel'), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: message('fr', 'bookings.cancel.confirm') }).click();
  return confirm;
}

beforeAll(async () => {
  recorded = await recordDriver();
});

it('3. the file records the driver’s time zone; the replay shows the driver’s times and says in which zone', async () => {
  expect(JSON.parse(recorded.diagnostics)).toMatchObject({
    timeZone: 'Europe/Paris',
    viewport: { width: 390 },
    language: 'fr',
  });
  expect(recorded.bookedOn).toMatch(/\d{1,2}:\d{2}/);
  const { context, page } = await openStaff();
  const { banner, screen } = await openFile(page);
  // New York is 6 hours behind Paris: the staff's own zone would show another hour.
  expect(await fact(screen, message('fr', 'bookings.details.createdAt'))).toBe(recorded.bookedOn);
  await banner.getByText('Times are shown in the driver’s time zone (Europe/Paris).').waitFor();
  await context.close();
});

it('2. Cancel on the replayed booking keeps the screen and shows the read-only notice', async () => {
  const { context, page } = await openStaff();
  const { screen } = await openFile(page);
  const details = await screen.locator('main dl').first().innerText();
  const confirm = await pressCancel(screen);
  await confirm.getByText(message('fr', 'errors.readOnly')).waitFor();
  await page.waitForTimeout(500);
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  expect(await screen.locator('main').innerText()).not.toContain(message('fr', 'bookings.booking.loadError'));
  expect(await screen.locator('main dl').first().innerText()).toBe(details);
  await context.close();
});

it('1. the replay is sealed: no storage or cookie written, no request with the driver’s id; leaving restores the staff’s own app', async () => {
  const { context, page, writes, requests } = await openStaff();
  const before = await kept(page);
  const writesBefore = writes.length;
  const requestsBefore = requests.length;
  const { banner, screen } = await openFile(page);
  await pressCancel(screen);
  await page.waitForTimeout(500);
  await page.keyboard.press('Escape');
  // The frame goes (its window unloads) and comes back: still nothing written.
  await banner.getByRole('button', { name: 'My width' }).click();
  await replayed(page);
  await banner.getByRole('button', { name: 'Driver’s width (390 px)' }).click();
  await replayed(screen);
  expect(writes.slice(writesBefore)).toEqual([]);
  expect(requests.slice(requestsBefore).filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Leave the replay' }).click()]);
  await page.getByRole('heading', { level: 1, name: 'Replay a driver’s screen' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await kept(page)).toEqual(before);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Replay a driver’s screen' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  // The staff's own page now keeps its own scroll position for the tab, as any page does.
  const { session: _ownScroll, ...afterReload } = await kept(page);
  const { session: _none, ...beforeReplay } = before;
  expect(afterReload).toEqual(beforeReplay);
  expect(requests.filter((url) => url.includes(recorded.driverId))).toEqual([]);
  expect(requests.filter((url) => /^\/api\/(user|notification)/.test(new URL(url).pathname))).toEqual([]);
  await context.close();
});

it('5. the banner speaks the staff’s language and names the steps in words, with what each changed', async () => {
  const { context, page } = await openStaff();
  const { banner, screen } = await openFile(page);
  const status = banner.getByRole('status');
  const where = await status.innerText();
  expect(where).toMatch(/^Step (\d+) of \1: Opened booking \S+$/);
  const count = Number(/of (\d+)/.exec(where)![1]);
  expect(count).toBeLessThan(15);
  const labels = [where];
  for (let step = count; step > 1; step--) {
    await banner.getByRole('button', { name: 'Previous step' }).click();
    await status.filter({ hasText: `Step ${step - 1} of ${count}: ` }).waitFor();
    labels.push(await status.innerText());
  }
  expect(labels.at(-1)).toBe(`Step 1 of ${count}: Start of the recording`);
  expect(labels.join('\n')).not.toMatch(/api\/|internalSubscriptions/);
  for (let step = 1; step < count; step++) await banner.getByRole('button', { name: 'Next step' }).click();
  await status.filter({ hasText: `Step ${count} of ${count}: ` }).waitFor();
  await screen.locator('[data-money="rental"]').waitFor();
  // The "what changed" view: the paths the step changed, before and after.
  await banner.getByText(/^What changed in this step \(\d+ paths?\)$/).click();
  expect(await banner.getByRole('columnheader').allInnerTexts()).toEqual(['Path', 'Before', 'After']);
  expect(await banner.getByTestId('state-change').count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await banner.getByText(/^What changed in this step/).click();
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await sideBySide(
      path.join(SHOTS, 'booking-driver-vs-replay.png'),
      recorded.shot,
      await page.screenshot({ fullPage: true }),
      ['Driver (390 px, fr, Europe/Paris)', 'Replay of the same step (staff: 1366 px, en, America/New_York)'],
    );
  }
  await context.close();
});

it('4. the replay shows the driver’s phone layout in a frame of 390 px, with a switch to the staff’s width', async () => {
  const { context, page } = await openStaff();
  const { banner, screen } = await openFile(page);
  const frame = page.getByTitle(FRAME_TITLE);
  // The frame's window is the driver's width: the app lays out for a phone (its preferences menu).
  expect(
    await screen.locator('html').evaluate(() => [window.innerWidth, document.documentElement.clientWidth]),
  ).toEqual([390, 390]);
  const phoneMenu = startingWith(message('fr', 'header.phonePreferences').split('{')[0]!);
  expect(await screen.getByRole('button', { name: phoneMenu }).isVisible()).toBe(true);
  const driverWidth = banner.getByRole('button', { name: 'Driver’s width (390 px)' });
  const staffWidth = banner.getByRole('button', { name: 'My width' });
  expect(await driverWidth.getAttribute('aria-pressed')).toBe('true');
  // The frame scrolls within the driver's window height.
  expect(await screen.locator('html').evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(
    true,
  );
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'frame-390.png') });
  }
  expect(await axeViolations(page)).toEqual([]);

  // By keyboard: the staff's own width, the desktop layout in the page itself.
  await staffWidth.focus();
  await page.keyboard.press('Enter');
  await frame.waitFor({ state: 'detached' });
  await replayed(page);
  expect(await staffWidth.getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByRole('button', { name: phoneMenu }).isVisible()).toBe(false);
  // And back: the frame shows the same step again.
  await driverWidth.focus();
  await page.keyboard.press('Enter');
  await replayed(screen);
  await context.close();
});

it('4. a file that does not record the driver’s width is shown at the staff’s, and says so', async () => {
  const { viewport: _unknown, ...withoutViewport } = JSON.parse(recorded.diagnostics) as Record<string, unknown>;
  const { context, page } = await openStaff();
  await page.getByLabel('Diagnostics file or DevTools export (JSON)').setInputFiles({
    name: 'diagnostics.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(withoutViewport)),
  });
  const banner = page.getByRole('region', { name: 'Replay' });
  await banner
    .getByText('The file does not say the width of the driver’s screen: the replay is shown at yours.')
    .waitFor();
  await replayed(page);
  expect(await page.locator('iframe').count()).toBe(0);
  expect(await banner.getByRole('button', { name: /width/ }).count()).toBe(0);
  await context.close();
});
