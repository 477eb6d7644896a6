import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const problems = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
for (const path of ['/', '/contact', '/about', '/nowhere']) {
  await page.goto(`http://localhost:3999${path}`, { waitUntil: 'networkidle' });
  console.log(path, 'title=', await page.title(), 'h1=', await page.locator('h1').first().textContent().catch(() => null));
}
console.log(problems.join('\n') || 'no console errors');
await browser.close();
