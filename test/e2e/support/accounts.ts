import type { Page } from 'playwright-core';
import type { TestServer } from './server';

export const DEMO = { email: 'demo.driver@example.com', password: 'drive-demo-2025' };
export const SUSPENDED = { email: 'suspended.driver@example.com', password: 'drive-demo-2025' };
export const UNVERIFIED = { email: 'unverified.driver@example.com', password: 'drive-demo-2025' };

/** A 1×1 PNG, as a driver's licence photo would be (the server checks the content, not the name). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Mail = ReturnType<TestServer['outbox']>[number];

/** Waits for a mail to `to` whose text has a link to `page` (/activate or /reset-password); returns the link's path and query. */
export async function linkFromOutbox(
  server: TestServer,
  to: string,
  page: '/activate' | '/reset-password',
  seen = 0,
): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = server
      .outbox()
      .filter((mail: Mail) => String(mail.to).includes(to) && mail.text.includes(`${page}?`));
    if (mails.length > seen) {
      const match = mails[mails.length - 1]!.text.match(/https?:\/\/[^\s]+/g)?.find((url) => url.includes(`${page}?`));
      if (!match) throw new Error(`no ${page} link in ${mails[mails.length - 1]!.text}`);
      const url = new URL(match);
      return url.pathname + url.search;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `no ${page} mail to ${to}: ${JSON.stringify(server.outbox().map((mail: Mail) => [mail.to, mail.subject]))}`,
  );
}

/** How many link mails of this kind `to` has received so far. */
export function linkMailCount(server: TestServer, to: string, page: '/activate' | '/reset-password'): number {
  return server.outbox().filter((mail: Mail) => String(mail.to).includes(to) && mail.text.includes(`${page}?`)).length;
}

/** Signs in through the sign-in page, as a driver does. */
export async function signIn(
  page: Page,
  server: TestServer,
  account: { email: string; password: string },
  from?: string,
): Promise<void> {
  await page.goto(`${server.url}/sign-in${from ? `?from=${encodeURIComponent(from)}` : ''}`);
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: /^Account menu/ }).waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
}
