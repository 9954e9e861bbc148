import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
// @ts-expect-error plain JS
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
const cookie = process.argv[2]!.split('=');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
for (const width of [390, 1366]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, baseURL: 'http://localhost:4393' });
  await ctx.addCookies([{ name: cookie[0]!, value: cookie[1]!, url: 'http://localhost:4393' }]);
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || /Security Policy/.test(m.text())) console.log('console:', m.text()); });
  for (const [path, name] of [['/admin', 'dashboard'], ['/admin/orders', 'queue'], ['/admin/orders/103', 'order'], ['/admin/staff', 'staff'], ['/admin/audit', 'audit'], ['/admin/account', 'account']]) {
    await page.goto(path!); await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/console-shots/${name}-${width}.png`, fullPage: true });
    const r = await new AxeBuilder({ page }).analyze();
    const v = r.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(width, name, 'axe:', v.map((x) => `${x.id} ${x.nodes.map((n) => n.target.join(' ')).join(',')}`).join(' | ') || 'clean', 'overflow', overflow);
  }
  if (width === 1366) {
    await page.goto('/admin/orders/103');
    await page.getByRole('button', { name: 'Ship order' }).click();
    await page.screenshot({ path: `/tmp/console-shots/dialog-${width}.png` });
    const r = await new AxeBuilder({ page }).analyze();
    console.log('dialog axe', r.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => x.id));
  } else {
    await page.goto('/admin/orders');
    await page.getByText('Menu', { exact: true }).click();
    await page.screenshot({ path: `/tmp/console-shots/menu-${width}.png` });
  }
  await ctx.close();
}
const ctx = await browser.newContext({ viewport: { width: 390, height: 900 }, baseURL: 'http://localhost:4393' });
const page = await ctx.newPage();
await page.goto('/admin/sign-in'); await page.screenshot({ path: '/tmp/console-shots/sign-in-390.png' });
const r = await new AxeBuilder({ page }).analyze();
console.log('sign-in axe', r.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => x.id));
await browser.close();
