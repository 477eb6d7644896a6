import type { Browser, Page } from 'playwright-core';
import { DEMO, signIn } from './support/accounts';
import { axeViolations, launchBrowser } from './support/browser';
import { format, LANGUAGES, text, type Language } from './support/catalogs';
import { startServer, type TestServer } from './support/server';
import { unreadCount as readUnreadCount, until } from './support/unread';

let server: TestServer;
let browser: Browser;
let page: Page;

const items = () => page.getByTestId('notification');
const unreadItems = () => page.locator('[data-testid="notification"][data-read="false"]');
const unreadCount = () => readUnreadCount(page);

async function openNotifications(query = '') {
  await page.goto(`${server.url}/notifications${query}`);
  await page.getByTestId('notification-summary').filter({ hasText: /\S/ }).waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ AUTH_CLIENT_RATE_LIMIT: '1000' }), launchBrowser()]);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, server, DEMO);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(LANGUAGES)('in %s', (language) => {
  it('lists the notifications with their read state in words, axe clean', async () => {
    await openNotifications(`?l=${language}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(text(language, 'notifications.page.title'));
    expect(await items().count()).toBeGreaterThan(0);
    const firstUnread = unreadItems().first();
    if (await firstUnread.count())
      expect(await firstUnread.innerText()).toContain(text(language, 'notifications.item.unread'));
    expect(await axeViolations(page)).toEqual([]);
  });
});

it('shows the unread count in the header and keeps it current', async () => {
  await openNotifications('?l=en');
  const unread = await unreadItems().count();
  expect(unread).toBeGreaterThan(0);
  await until(unreadCount, unread);
  expect(await page.getByRole('link', { name: new RegExp(`^Notifications \\(${unread} unread\\)$`) }).count()).toBe(1);

  await unreadItems().first().getByRole('button', { name: 'Mark as read' }).click();
  await until(unreadCount, unread - 1);
  await items()
    .first()
    .getByRole('button', { name: /Mark as (un)?read/ })
    .waitFor();
  await page
    .locator('[data-testid="notification"][data-read="true"]')
    .first()
    .getByRole('button', { name: 'Mark as unread' })
    .click();
  await until(unreadCount, unread);
});

it('views a notification: goes to its booking and marks it read', async () => {
  await openNotifications();
  const before = await unreadCount();
  const item = unreadItems()
    .filter({ has: page.getByRole('button', { name: 'View booking' }) })
    .first();
  await item.getByRole('button', { name: 'View booking' }).click();
  await page.waitForURL(/\/booking\?b=/);
  await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
  await until(unreadCount, before - 1);
});

it('a booking event brings a new notification and the header count follows', async () => {
  await page.goto(`${server.url}/bookings`);
  const row = page
    .getByTestId('booking-row')
    .filter({ has: page.getByRole('button', { name: 'Cancel', exact: true }) })
    .first();
  await row.waitFor();
  const before = await unreadCount();
  await row.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Request cancellation' }).click();
  await page.getByTestId('action-notice').waitFor();
  await until(unreadCount, before + 1);
  await openNotifications();
  expect(await unreadItems().first().innerText()).toContain('cancel request');
});

it('writes a notification in the reader’s current language: made while the app was in English, read in French and Spanish', async () => {
  await openNotifications('?l=en');
  const newest = () => items().first().locator('[id^="notification-"]');
  const english = await newest().innerText();
  const [, car, from, to] =
    /^Your cancel request for the (.+) \((.+) – (.+)\) has been submitted\./.exec(english) ?? [];
  expect(car).toBeTruthy();
  const expected = (language: Language) => {
    const date = (value: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value} UTC`));
    return format(language, 'notifications.event.cancelRequested', { car: car!, from: date(from!), to: date(to!) });
  };
  expect(english).toBe(expected('en'));

  const switchTo = async (current: string, next: string, language: Language) => {
    await page.getByRole('button', { name: current }).click();
    await page.getByRole('button', { name: next }).click();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  };
  await switchTo('Language: English', 'Français', 'fr');
  await until(() => newest().innerText(), expected('fr'));
  expect(await newest().innerText()).toContain('Le loueur vous contactera');
  await switchTo(format('fr', 'header.language', { language: 'Français' }), 'Español', 'es');
  await until(() => newest().innerText(), expected('es'));
  await switchTo(format('es', 'header.language', { language: 'Español' }), 'English', 'en');
  await until(() => newest().innerText(), english);
});

it('marks all as read, then deletes all after confirming, with the keyboard', async () => {
  await openNotifications();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await until(unreadCount, 0);
  // The list is asked for again on its own, and may come after the header's count.
  await until(() => unreadItems().count(), 0);
  expect(await page.getByTestId('notification-summary').innerText()).toMatch(/all read$/);

  const deleteAll = page.getByRole('button', { name: 'Delete all' });
  await deleteAll.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete all notifications?' });
  await dialog.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Tab'); // from "Go back" to "Delete all"
  await page.keyboard.press('Enter');
  await page.getByText(/You have no notifications/).waitFor();
  expect(await items().count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});
