// Request hygiene on the running store (pages and API on one port): security headers with a
// per-response script nonce, cross-site form posts to pages refused before any action runs, no
// CORS for other sites, absolute links from PUBLIC_URL whatever Host a client sends, page form
// bodies cut off at 64 KB, and personal pages never kept by a shared cache.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopperEmail, outboxMailbox, SHOPPER_PASSWORD } from './account-utils.ts';
import { baseUrl } from './browser.ts';
import { startOwnStore } from './own-store.ts';

const FOREIGN = 'https://evil.example';

describe('security headers', () => {
  it('give pages a CSP whose nonce is on every inline script, new for every rendering', async () => {
    // A search no earlier request rendered; its query key is one the page knows, so it is kept
    // (decision 007: URLs with unknown keys are answered but not kept).
    const fresh = () => `${baseUrl()}/search-results?q=${Math.random().toString(36).slice(2)}`;
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

    for (const path of ['/my-account', '/cart', '/checkout-summary', '/orders']) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie }, redirect: 'manual' });
      await res.body?.cancel();
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('x-cache'), path).toBeNull();
    }
    // The home and brands pages come from a shared render (decision 157), kept in the server,
    // but each answer is the shopper's own: no shared cache or browser disk may keep it.
    for (const path of ['/', '/brands']) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie }, redirect: 'manual' });
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('x-cache'), path).toMatch(/^(hit|miss)$/);
      expect(await res.text(), path).toContain('Hello, Private');
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

/** A GET with headers fetch() will not send as given (Host). */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((ok, fail) => {
    const req = httpRequest(new URL(path, base), { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('absolute links (issue 20 item 3)', () => {
  const EVIL = 'evil.example';
  // A store behind one trusted proxy hop, so X-Forwarded-Host is what Fastify would read as host.
  let store: Awaited<ReturnType<typeof startOwnStore>>;
  beforeAll(async () => {
    store = await startOwnStore({ TRUST_PROXY: '1' }, { quiet: true });
  });
  afterAll(async () => {
    await store?.stop();
  });

  /** The absolute links a body gives: canonical, og:url, og:image, JSON-LD, <loc>, Sitemap:. */
  const absoluteLinks = (body: string) => {
    const found = [
      ...body.matchAll(/<link rel="canonical" href="([^"]+)"/g),
      ...body.matchAll(/<meta property="og:(?:url|image)" content="([^"]+)"/g),
      ...body.matchAll(/<loc>([^<]+)<\/loc>/g),
      ...body.matchAll(/^Sitemap: (\S+)$/gm),
    ].map((m) => m[1] as string);
    for (const [, json] of body.matchAll(
      /<script type="application\/ld\+json">(.*?)<\/script>/gs,
    )) {
      const ld = JSON.parse(json as string) as { image?: string[]; offers?: { url?: string } };
      found.push(...(ld.image ?? []), ...(ld.offers?.url ? [ld.offers.url] : []));
    }
    return found;
  };

  const hostile: [name: string, headers: Record<string, string>, country: string, nth: number][] = [
    ['Host', { host: EVIL }, 'gb', 0],
    ['X-Forwarded-Host', { 'x-forwarded-host': EVIL }, 'ca', 1],
  ];
  for (const [name, headers, country, nth] of hostile) {
    it(`come from PUBLIC_URL alone under a hostile ${name}, and no kept answer carries its host`, async () => {
      const base = store.baseUrl;
      const api = <T>(path: string) => fetch(`${base}/api${path}`).then((r) => r.json() as T);
      const groups = await api<{ products: { id: number }[] }[]>('/ecommerce/homepage/itemgroups/');
      const id = groups.flatMap((g) => g.products.map((p) => p.id))[nth];
      const brands = await api<{ brand: string; banner: string | null }[]>('/ecommerce/brands/');
      const bannered = brands.filter((b) => b.banner)[nth]?.brand;
      expect(id).toBeDefined();
      expect(bannered).toBeDefined();

      // The country cookie gives each hostile request its own cache key: it renders the URL first.
      const cookie = `country=${country}`;
      const product = `/products/product/${id}`;
      for (const path of [
        product,
        `/products/${encodeURIComponent(bannered as string)}`,
        '/sitemap.xml',
        '/robots.txt',
      ]) {
        const first = await rawGet(base, path, { ...headers, cookie });
        expect(first.status, path).toBe(200);
        const links = absoluteLinks(first.body);
        expect(links.length, path).toBeGreaterThan(0);
        for (const link of links) expect(link, path).toMatch(new RegExp(`^${base}/`));
        expect(first.body, path).not.toContain(EVIL);

        // The same URL and country for an ordinary visitor: what the cache kept is clean.
        const next = await rawGet(base, path, { cookie });
        expect(next.body, `next ${path}`).not.toContain(EVIL);
        for (const link of absoluteLinks(next.body))
          expect(link, `next ${path}`).toMatch(new RegExp(`^${base}/`));
      }
      const page = (await rawGet(base, product, { ...headers, cookie })).body;
      expect(page).toContain(`<link rel="canonical" href="${base}${product}"/>`);
      expect(page).toContain(`<meta property="og:url" content="${base}${product}"/>`);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1];
      const offers = (JSON.parse(ld ?? '{}') as { offers?: { url?: string } }).offers;
      expect(offers?.url).toBe(`${base}${product}`);
    });
  }
});

describe('page form bodies (issue 20 item 7)', () => {
  const LIMIT = 64 * 1024;
  const formHeaders = () => ({
    'content-type': 'application/x-www-form-urlencoded',
    origin: baseUrl(),
    'sec-fetch-site': 'same-origin',
  });

  it('refuse a declared body over 64 KB with 413 and a sentence, and accept one at the limit', async () => {
    const over = await fetch(`${baseUrl()}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: formHeaders(),
      // 64 KB and one byte.
      body: `email=a%40b.example&password=x&pad=${'a'.repeat(LIMIT + 1 - 'email=a%40b.example&password=x&pad='.length)}`,
    });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: string }).error).toMatch(/64 KB/);

    const within = await fetch(`${baseUrl()}/set-country`, {
      method: 'POST',
      redirect: 'manual',
      headers: formHeaders(),
      body: `country=gb&redirectTo=%2Fcart&pad=${'a'.repeat(LIMIT - 'country=gb&redirectTo=%2Fcart&pad='.length)}`,
    });
    await within.body?.cancel();
    expect(within.status).toBe(302);
    expect(within.headers.get('location')).toBe('/cart');
  });

  it('answer 413 to an endless chunked body long before it ends, without reading it all', async () => {
    // A raw socket: the server answers and closes while the body is still coming, and a plain
    // HTTP client would report the broken pipe instead of the answer it had received.
    const target = new URL('/login', baseUrl());
    const chunk = Buffer.alloc(16 * 1024, 'a');
    // Far past the limit: on a loaded machine the kernel's buffers take megabytes before the
    // server's answer arrives; what matters is that it answers before the end.
    const MAX = 256 * 1024 * 1024;
    const { answer, sent } = await new Promise<{ answer: string; sent: number }>((ok) => {
      let sent = 0;
      let answer = '';
      const socket = connect(Number(target.port), target.hostname, () => {
        const head = Object.entries({ ...formHeaders(), host: target.host })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        socket.write(`POST /login HTTP/1.1\r\n${head}transfer-encoding: chunked\r\n\r\n`);
        const pump = () => {
          while (!answer && !socket.destroyed && sent < MAX) {
            sent += chunk.length;
            const more = socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
            if (!more) return void socket.once('drain', pump);
          }
          if (!answer && !socket.destroyed) socket.end('0\r\n\r\n');
        };
        pump();
      });
      socket.setEncoding('utf8');
      socket.on('data', (data: string) => {
        // An answer on a connection kept open (a server that read it all) ends the wait too.
        if (!answer) setTimeout(() => socket.destroy(), 500);
        answer += data;
      });
      // The server closing on us mid-body is expected: what matters is what it answered.
      socket.on('error', () => {});
      socket.on('close', () => ok({ answer, sent }));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/64 KB/);
    // Answered and closed while the body was still coming: the server stopped near 64 KB.
    expect(sent).toBeLessThan(MAX);
  });
});

describe('page microcache (issue 20 item 7)', () => {
  it('answers URLs with query keys the page does not read, and keeps none of them', async () => {
    for (let i = 0; i < 3; i++) {
      for (const path of [`/brands?utm_source=${i}`, `/products/Nike?page=1&x${i}=1`, `/?${i}`]) {
        const res = await fetch(`${baseUrl()}${path}`);
        await res.body?.cancel();
        expect(res.status, path).toBeLessThan(500);
        expect(res.headers.get('x-cache'), path).toBeNull();
      }
    }
    const known = `${baseUrl()}/policy-page?tab=privacy`;
    await (await fetch(known)).body?.cancel();
    const again = await fetch(known);
    await again.body?.cancel();
    expect(again.headers.get('x-cache')).toBe('hit');
  });
});
