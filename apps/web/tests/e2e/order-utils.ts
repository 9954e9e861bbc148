// Helpers for journeys around an order: a new buyer with the home page's products, the staff's
// calls to the admin API (the session cookie kept between calls), the buyer's own API calls from
// the page, and a screen's checks (a screenshot, no serious axe violation, no sideways scroll).
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, seriousAxeViolations, watchCsp } from './browser.ts';
import { outboxMailbox, signUpAndVerify } from './account-utils.ts';

/** The admin API as one staff member: sign in with POST /session/, then call. */
export function adminApi(baseUrl: () => string) {
  let cookie = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl()}/api/admin${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl(), cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const json = (await res.json().catch(() => null)) as T;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  return Object.assign(call, { cookie: () => cookie });
}

/** The buyer's own POST from the page (their cookies), as the screens make it. */
export function buyerApi<T>(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(`/api${p}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    [path, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** A screen as a person meets it: screenshot `{prefix}-{name}`, accessible, no sideways scroll. */
export async function checkScreen(page: Page, prefix: string, name: string) {
  await page.waitForLoadState('networkidle');
  await screenshot(page, `${prefix}-${name}`);
  expect(await seriousAxeViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBe(0);
}

/**
 * A new buyer, signed up and verified through the screens, in a context of its own at `width`,
 * and the ids of the home page's products in the order it shows them.
 */
export async function newBuyer(browser: Browser, baseUrl: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  watchCsp(page);
  await signUpAndVerify(page, outboxMailbox(baseUrl));
  const groups = await fetch(`${baseUrl}/api/ecommerce/homepage/itemgroups/`).then(
    (r) => r.json() as Promise<{ products: { id: number }[] }[]>,
  );
  return { context, page, productIds: groups.flatMap((g) => g.products.map((p) => p.id)) };
}
