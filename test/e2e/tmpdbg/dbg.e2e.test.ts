import { launchBrowser, open } from '../support/browser';
import { startServer } from '../support/server';
it('debug', async () => {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  await open(page, `${server.url}/?l=en`);
  await page.route('**/assets/*.js', (route) => { console.log('BLOCK', route.request().url()); return route.abort('internetdisconnected'); });
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.waitForTimeout(5000);
  console.log('MAIN', await page.getByRole('main').innerText(), page.url());
  await browser.close(); await server.stop();
}, 120000);
