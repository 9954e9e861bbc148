// Page helpers for journeys in the console: sign in as staff, make an order's move.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Signs in on /admin/sign-in (reached through the redirect of a console page). */
export async function staffSignIn(
  page: Page,
  who: { email: string; password: string },
  path = '/admin',
) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(path);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A refused sign-in says why at once, rather than as a navigation timeout.
  const refused = page
    .getByRole('alert')
    .waitFor()
    .then(async () => {
      throw new Error(`sign-in refused: ${await page.getByRole('alert').innerText()}`);
    });
  // Handled up front: an alert on the page signed in to must not become an unhandled rejection.
  refused.catch(() => {});
  await Promise.race([page.waitForURL((url) => url.pathname === path), refused]);
}

export /** Opens a move's dialog, fills its inputs, submits and waits for the outcome message. */
async function orderMove(
  page: Page,
  button: string,
  inputs: Record<string, string>,
  submit: string,
) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const [label, value] of Object.entries(inputs)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: submit }).click();
  await page.getByRole('status').waitFor();
  // Focus follows the outcome once the order has reloaded and the dialog has closed, so a
  // keyboard user hears and continues from it (and the page is settled for the next step).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
    .toBe('status');
}

/**
 * The admin API as one staff member (`/api/admin/…`, their session cookie kept between calls):
 * `call` answers the JSON or throws naming the refusal; `move` makes an order's move at its
 * current version. Sign in first with `call('POST', '/session/', {email, password})`.
 */
export function staffApi(baseUrl: string) {
  let cookie = '';
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseUrl}/api/admin${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const json = (await res.json().catch(() => null)) as T;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }
  async function move(orderId: number, action: string, body: Record<string, unknown>) {
    const { version } = await call<{ version: number }>('GET', `/orders/${orderId}/`);
    await call('POST', `/orders/${orderId}/${action}/`, { ...body, version });
  }
  return { call, move };
}
