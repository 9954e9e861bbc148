// Images and home-page content (issue 16, items 3 and 6), on a store of its own (uploads land in
// its DATA_DIR/media): a manager the owner invited uploads a photo for a product in the console
// (the progress bar shows while it goes, throttled to a slow uplink), makes it the cover, and the
// storefront's product page shows it with WebP and AVIF srcsets; a banner uploaded for the
// desktop and mobile carousels and moved first shows on the home page. Screenshots at 1366 and
// 390 px; console pages axe-clean.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkScreen, cspViolations, launchBrowser, openCountryPage } from './browser.ts';
import { outboxMailbox } from './account-utils.ts';
import { startOwnStore } from './own-store.ts';

const OWNER = { email: 'owner-media@example.com', password: 'Owner#Media2026' };
const MANAGER = { email: 'manager-media@example.com', password: 'Manager#Media2026' };
const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');

let store: Awaited<ReturnType<typeof startOwnStore>>;
let browser: Browser;

beforeAll(async () => {
  store = await startOwnStore({ OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password });
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});

const newPage = (width: number) => openCountryPage(browser, store.baseUrl, width, 'us');

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/media-content-${name}-${width}.png`, fullPage: true });
}

/** A photo-like JPEG: noise over a gradient, so it weighs what a photo weighs. */
async function photo(width: number, height: number, hue: number, text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 40%)"/><stop offset="1" stop-color="hsl(${hue + 50} 70% 65%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="50%" cy="60%" rx="${width / 3}" ry="${height / 6}" fill="#fff" opacity="0.85"/><text x="50%" y="30%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(height / 9)}" fill="#fff">${text}</text></svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Uploads through an ImageUpload field, recording the progress bar's values as it goes. */
async function uploadThrough(page: Page, label: string, file: { name: string; buffer: Buffer }) {
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen: number[] };
    w.progressSeen = [];
    const record = () => {
      const bar = document.querySelector('[data-testid="upload-progress"]');
      if (bar instanceof HTMLProgressElement) w.progressSeen.push(bar.value);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
  await page.getByLabel(label, { exact: true }).setInputFiles({
    name: file.name,
    mimeType: 'image/jpeg',
    buffer: file.buffer,
  });
  await page.getByTestId('upload-preview').waitFor({ timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

describe('images and home-page content', () => {
  it('a manager uploads a product photo and a banner; the storefront shows them with srcset', async () => {
    // The owner invites a manager, who accepts from the mail.
    const { page: owner } = await newPage(1366);
    await signIn(owner, OWNER);
    const invited = await owner.request.post('/api/admin/staff/', {
      data: { email: MANAGER.email, name: 'Mo Manager', role: 'manager' },
    });
    expect(invited.status(), await invited.text()).toBeLessThan(300);
    const link = (await outboxMailbox(store.baseUrl)(MANAGER.email, /invit/i)).find((l) =>
      l.includes('/admin/invitation/'),
    );
    expect(link).toBeTruthy();
    const { context: managerContext, page: manager } = await newPage(1366);
    const url = new URL(link!);
    await manager.goto(`${url.pathname}${url.search}`);
    await manager.getByLabel('Your name').fill('Mo Manager');
    await manager.getByLabel('Password').fill(MANAGER.password);
    await manager.getByRole('button', { name: 'Accept the invitation' }).click();
    await manager.waitForURL((u) => u.pathname === '/admin');

    // A product of the home page.
    const groups = (await fetch(`${store.baseUrl}/api/ecommerce/homepage/itemgroups/`).then((r) =>
      r.json(),
    )) as { products: { id: number }[] }[];
    const productId = groups[0]!.products[0]!.id;

    // The photo, over an uplink of about 2 MB/s so the bar has something to show.
    await manager.goto(`/admin/media/products/${productId}`);
    await manager.getByRole('heading', { level: 1, name: /^Images of / }).waitFor();
    const cdp = await managerContext.newCDPSession(manager);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 2_000_000,
    });
    const image = await photo(2400, 1800, 20, 'Journey photo');
    expect(image.length).toBeGreaterThan(500_000);
    const seen = await uploadThrough(manager, 'Photo', { name: 'journey.jpg', buffer: image });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // The bar moved: values between 0 and 100 on the way, then full while the sizes are made.
    expect(
      seen.some((v) => v > 0 && v < 100),
      `progress values ${seen.join(', ')}`,
    ).toBe(true);
    expect(seen.at(-1)).toBe(100);
    await expect
      .poll(() => manager.getByRole('status').filter({ hasText: 'Uploaded journey.jpg' }).count())
      .toBe(1);
    await manager.getByLabel('Make it the cover').check();
    await manager.getByRole('button', { name: 'Add to product' }).click();
    await manager.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await manager.getByTestId('console-product-image').first().innerText()).toContain(
      'Cover',
    );
    // The page reloaded its data: the upload is the cover, first.
    await expect
      .poll(() =>
        manager.locator('[data-testid="console-product-image"] img').first().getAttribute('src'),
      )
      .toMatch(/^\/media\/u\/[0-9a-f]{32}\/2400x1800\/1600\.webp$/);
    await checkScreen(manager, 'media-content-product-images');

    // The storefront's product page: the upload in a <picture>, WebP srcset on the <img>.
    for (const width of [1366, 390]) {
      const { context, page } = await newPage(width);
      await page.goto(`/products/product/${productId}`);
      const main = page.getByTestId('gallery-image');
      await main.waitFor();
      const shown = await main.evaluate((img: HTMLImageElement) => ({
        src: img.getAttribute('src'),
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
      }));
      expect(shown.src).toMatch(/^\/media\/u\/[0-9a-f]{32}\/2400x1800\/1600\.webp$/);
      expect(shown.srcset).toMatch(
        /320\.webp 320w, .*640\.webp 640w, .*1024\.webp 1024w, .*1600\.webp 1600w$/,
      );
      expect(shown.avif).toMatch(/320\.avif 320w/);
      expect(shown.sizes).toBeTruthy();
      // Its own proportions as width and height: nothing shifts as it loads.
      expect(Number(shown.height) / Number(shown.width)).toBeCloseTo(0.75, 2);
      await expect
        .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const current = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(current).toMatch(/\/media\/u\/[0-9a-f]{32}\/2400x1800\/\d+\.(webp|avif)$/);
      const webp = await page.request.get(shown.src!);
      expect(webp.headers()['content-type']).toBe('image/webp');
      expect(webp.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      await page.waitForLoadState('networkidle');
      await shot(page, 'product');
      expect(cspViolations(page)).toEqual([]);
      await context.close();
    }

    // A banner for the desktop carousel, then one for mobile (from a phone), each moved first.
    const { page: phone } = await newPage(390);
    await signIn(phone, MANAGER);
    for (const [page, screen, width, height] of [
      [manager, 'desktop', 1920, 560],
      [phone, 'mobile', 768, 480],
    ] as const) {
      await page.goto(`/admin/content?kind=carousel&screen=${screen}`);
      await page.getByRole('heading', { level: 1, name: 'Home-page content' }).waitFor();
      const before = await page.getByTestId('console-banner').count();
      await uploadThrough(page, 'Banner image', {
        name: `banner-${screen}.jpg`,
        buffer: await photo(width, height, 200, 'Autumn boots are in'),
      });
      await page.getByLabel('Alt text', { exact: true }).last().fill('Autumn boots are in');
      await page.getByLabel('Link', { exact: true }).last().fill('/brands');
      await page.getByRole('button', { name: 'Add banner' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      await expect.poll(() => page.getByTestId('console-banner').count()).toBe(before + 1);
      for (let at = before + 1; at > 1; at -= 1) {
        await page.getByRole('button', { name: `Move up banner ${at}`, exact: true }).click();
        await expect
          .poll(() =>
            page
              .getByTestId('console-banner')
              .nth(at - 2)
              .innerText(),
          )
          .toContain('Autumn boots are in');
      }
      await expect
        .poll(() => page.getByTestId('console-banner').first().innerText())
        .toContain('Autumn boots are in');
      await checkScreen(page, `media-content-content-${screen}`);
    }

    for (const width of [1366, 390]) {
      const { context, page } = await newPage(width);
      await page.goto('/');
      const first = page.getByRole('img', { name: 'Autumn boots are in' }).first();
      await first.waitFor();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(current, `the ${width} px home page shows the upload`).toMatch(
        /\/media\/u\/[0-9a-f]{32}\/(1920x560|768x480)\/\d+\.(webp|avif)$/,
      );
      await page.waitForLoadState('networkidle');
      await shot(page, 'home');
      expect(cspViolations(page)).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
