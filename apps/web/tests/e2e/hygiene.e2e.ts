// Request hygiene on the running store (pages and API on one port): security headers with a
// per-response script nonce, cross-site form posts to pages refused before any action runs, and
// no CORS for other sites.
import { describe, expect, it } from 'vitest';
import { newShopperEmail, outboxMailbox, SHOPPER_PASSWORD } from './account-utils.ts';
import { baseUrl } from './browser.ts';

const FOREIGN = 'https://evil.example';

describe('security headers', () => {
  it('give pages a CSP whose nonce is on every inline script, new for every rendering', async () => {
    // A query the page ignores makes a URL no earlier request rendered (decision 007).
    const fresh = () => `${baseUrl()}/?rendering=${Math.random().toString(36).slice(2)}`;
    const url = fresh();
    const first = await fetch(url);
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    // The store runs without Stripe keys: Stripe's origins are not allowed.
    expect(csp).not.toContain('stripe.com');
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    // Another rendering has another nonce.
    const second = await fetch(fresh());
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    await second.body?.cancel();
    // The same rendering served again from the microcache carries its nonce in both places.
    const kept = await fetch(url);
    expect(kept.headers.get('x-cache')).toBe('hit');
    expect(kept.headers.get('content-security-policy')).toBe(csp);
    expect(await kept.text()).toBe(html);
  });

  it('stop sniffing and framing on pages, the API, media and assets; no HSTS over http', async () => {
    for (const path of ['/', '/no/such/page', '/api/health', '/favicon.svg']) {
      const res = await fetch(`${baseUrl()}${path}`);
      await res.body?.cancel();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('personal pages (security review item 9)', () => {
  it('answer Cache-Control private, no-store to a signed-in shopper, on every page', async () => {
    const email = newShopperEmail('no-store');
    const signUp = await fetch(`${baseUrl()}/api/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ first_name: 'Private', email, password: SHOPPER_PASSWORD }),
    });
    expect(signUp.status).toBe(201);
    const link = (await outboxMailbox(baseUrl())(email, /Confirm your/)).find((l) =>
      l.includes('/verify-email/'),
    )!;
    const verified = await fetch(`${baseUrl()}/api${new URL(link).pathname}/`);
    expect(verified.status).toBe(200);
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    for (const path of ['/', '/brands', '/my-account', '/cart', '/checkout-summary', '/orders']) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie }, redirect: 'manual' });
      await res.body?.cancel();
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('x-cache'), path).toBeNull();
    }
    // A guest's account and cart pages too; a guest's public page may still be kept.
    for (const path of ['/my-account', '/cart', '/order-success']) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      await res.body?.cancel();
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const guest = await fetch(`${baseUrl()}/brands`);
    await guest.body?.cancel();
    expect(guest.headers.get('cache-control') ?? '').not.toContain('private');
  });
});

describe('page form posts', () => {
  const postLogin = (headers: Record<string, string>) =>
    fetch(`${baseUrl()}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'email=ann%40example.com&password=Wrong%232024x',
    });

  it('are refused with 403 from another site, by Origin or by Sec-Fetch-Site', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: FOREIGN },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const res = await postLogin(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'cross_site_request' });
    }
  });

  it('are accepted as forms from our own origin', async () => {
    const res = await postLogin({ origin: baseUrl(), 'sec-fetch-site': 'same-origin' });
    await res.body?.cancel();
    expect(res.status).not.toBe(403);
    expect(res.status).not.toBe(415);
    expect(res.status).toBeLessThan(500);
  });
});

describe('CORS', () => {
  it('grants nothing to another site, on pages or the API, preflight or not', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/api/profile/'],
      ['OPTIONS', '/api/login/'],
      ['OPTIONS', '/login'],
    ] as const) {
      const res = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      await res.body?.cancel();
      expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), `${method} ${path}`).toBeNull();
    }
  });
});
