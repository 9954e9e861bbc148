// API keys (docs/api-keys.md; decisions 196, 197): an owner issues a key (the secret answered
// once, stored as its SHA-256), it reaches the routes its scopes name and no other (403), a
// revoked, expired or unknown key answers 401 at once, its writes are audited as the key, its
// use is noted at most once a minute, and its calls are throttled (429 with Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_KEY_SECRET_PATTERN } from '@solestock/domain/back-office/api-key-payloads';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

const LIMIT = 8;
let t: TestApp;
let owner: SignedInStaff;
let manager: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, config: { apiKeyRateLimitPerMinute: LIMIT } });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const asStaff = (
  who: SignedInStaff,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: who.cookie }, payload });

const asKey = (secret: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${secret}` },
    payload,
  });

async function issue(scopes: string[], extra: object = {}) {
  const res = await asStaff(owner, 'POST', '/api-keys/', { name: 'Warehouse', scopes, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; secret: string; scopes: string[] }>();
}

describe('issuing and listing keys', () => {
  it('answers the secret once and keeps only its hash; the list never shows it', async () => {
    const res = await asStaff(owner, 'POST', '/api-keys/', {
      name: ' ERP ',
      scopes: ['orders.read', 'catalogue.read', 'orders.read'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json<{ id: number; name: string; scopes: string[]; secret: string }>();
    expect(key).toMatchObject({ name: 'ERP', scopes: ['catalogue.read', 'orders.read'] });
    expect(key.secret).toMatch(API_KEY_SECRET_PATTERN);
    const stored = await rows<Record<string, unknown>>(
      sql`select * from api_keys where id = ${key.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(key.secret);
    expect(stored[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await asStaff(owner, 'GET', '/api-keys/');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.secret.slice(13));
    const row = list
      .json<{ results: Record<string, unknown>[] }>()
      .results.find((r) => r.id === key.id)!;
    expect(row).toMatchObject({
      name: 'ERP',
      hint: `${key.secret.slice(0, 12)}_…`,
      last_used_at: null,
      revoked_at: null,
    });
  });

  it('refuses, with a sentence and nothing written, what a key may never be', async () => {
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from api_keys`))[0]!.n;
    for (const [body, words] of [
      [{ name: '', scopes: ['orders.read'] }, 'Give the key a name'],
      [{ name: 'x', scopes: [] }, 'at least one scope'],
      [{ name: 'x', scopes: ['self'] }, 'Each scope is one of'],
      [{ name: 'x', scopes: ['staff.manage'] }, 'Each scope is one of'],
      [{ name: 'x', scopes: ['settings.manage'] }, 'Each scope is one of'],
      [{ name: 'x', scopes: ['orders.read'], expires_at: '2001-01-01' }, 'in the future'],
      [{ name: 'x', scopes: ['orders.read'], expires_at: 'soon' }, 'YYYY-MM-DD'],
    ] as const) {
      const res = await asStaff(owner, 'POST', '/api-keys/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toContain(words);
    }
    expect(
      (await asStaff(manager, 'POST', '/api-keys/', { name: 'x', scopes: ['orders.read'] }))
        .statusCode,
    ).toBe(403);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from api_keys`))[0]!.n).toBe(
      before,
    );
  });
});

describe('a key on /api/admin', () => {
  it('reaches the orders with orders.read, and gets 403 there without it', async () => {
    const reader = await issue(['orders.read']);
    const other = await issue(['catalogue.read']);
    const ok = await asKey(reader.secret, 'GET', '/orders/');
    expect(ok.statusCode, ok.body).toBe(200);
    for (const url of ['/orders/', '/orders/1/', '/orders/export.csv']) {
      const res = await asKey(other.secret, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await asKey(other.secret, 'GET', '/catalogue/low-stock/')).statusCode).toBe(200);
  });

  it('answers 401 at once for a revoked, expired, unknown or malformed key', async () => {
    const key = await issue(['orders.read']);
    expect((await asKey(key.secret, 'GET', '/orders/')).statusCode).toBe(200);
    expect((await asStaff(owner, 'DELETE', `/api-keys/${key.id}/`)).statusCode).toBe(204);
    const revoked = await asKey(key.secret, 'GET', '/orders/');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toContain('revoked');
    // Revoking again changes nothing; a key that never was answers 404.
    expect((await asStaff(owner, 'DELETE', `/api-keys/${key.id}/`)).statusCode).toBe(204);
    expect((await asStaff(owner, 'DELETE', '/api-keys/999999/')).statusCode).toBe(404);

    const expiring = await issue(['orders.read']);
    await t.app.database.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.id}`,
    );
    expect((await asKey(expiring.secret, 'GET', '/orders/')).statusCode).toBe(401);

    const live = await issue(['orders.read']);
    const forged = live.secret.slice(0, -4) + 'AAAA';
    for (const header of [`Bearer ${forged}`, 'Bearer nonsense', 'Bearer ', 'Basic abc']) {
      const res = await t.app.inject({
        url: '/api/admin/orders/',
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
    }
  });

  it('judges a Bearer call by its key alone, never by a staff cookie sent with it', async () => {
    const key = await issue(['catalogue.read']);
    const res = await t.app.inject({
      url: '/api/admin/orders/',
      headers: { authorization: `Bearer ${key.secret}`, cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('never mints keys, manages staff or changes settings, whatever its scopes', async () => {
    const all = await issue([
      'orders.read',
      'customers.write',
      'catalogue.write',
      'audit.read',
      'rates.write',
    ]);
    for (const [method, url] of [
      ['POST', '/api-keys/'],
      ['GET', '/api-keys/'],
      ['GET', '/staff/'],
      ['GET', '/me/'],
      ['PUT', '/settings/orders/'],
    ] as const) {
      const res = await asKey(all.secret, method as 'GET', url, method === 'GET' ? undefined : {});
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('writes without a cookie or CSRF token, audited as the key, and notes its use a minute apart', async () => {
    const key = await issue(['customers.write']);
    const made = await asKey(key.secret, 'POST', '/customer-groups/', { name: 'Via the ERP' });
    expect(made.statusCode, made.body).toBe(201);
    const audit = await asStaff(owner, 'GET', '/audit/?entity_type=customer_group');
    const entry = audit
      .json<{ results: { action: string; api_key: unknown; staff: { id: number } }[] }>()
      .results.find((r) => r.action === 'customer_group.create')!;
    expect(entry.api_key).toEqual({ id: key.id, name: 'Warehouse' });
    expect(entry.staff.id).toBe(owner.staffId);

    const used = async () =>
      (
        await rows<{ last_used_at: string; last_used_from: string }>(
          sql`select last_used_at::text, last_used_from from api_keys where id = ${key.id}`,
        )
      )[0]!;
    const first = await used();
    expect(first.last_used_at).not.toBeNull();
    expect(first.last_used_from).toBe('127.0.0.1');
    // Within the minute: no write.
    await t.app.database.db.execute(
      sql`update api_keys set last_used_at = now() - interval '30 seconds', last_used_from = 'earlier' where id = ${key.id}`,
    );
    const held = await used();
    await asKey(key.secret, 'GET', '/customer-groups/');
    expect(await used()).toEqual(held);
    // A minute later: noted again.
    await t.app.database.db.execute(
      sql`update api_keys set last_used_at = now() - interval '61 seconds' where id = ${key.id}`,
    );
    await asKey(key.secret, 'GET', '/customer-groups/');
    expect((await used()).last_used_from).toBe('127.0.0.1');
  });

  it('keeps the shop’s refusal of a cross-site write made with a cookie', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customer-groups/',
      headers: { cookie: manager.cookie, origin: 'https://evil.example' },
      payload: { name: 'Forged' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('cross_site_request');
  });

  it('does no more than its issuer’s role allows today, and stops with a disabled issuer', async () => {
    const other = await signedInStaff(t.app, 'owner');
    const res = await asStaff(other, 'POST', '/api-keys/', {
      name: 'Auditor',
      scopes: ['audit.read', 'orders.read'],
    });
    const key = res.json<{ secret: string }>();
    expect((await asKey(key.secret, 'GET', '/audit/')).statusCode).toBe(200);
    await t.app.database.db.execute(
      sql`update staff set role = 'manager' where id = ${other.staffId}`,
    );
    expect((await asKey(key.secret, 'GET', '/audit/')).statusCode).toBe(403);
    expect((await asKey(key.secret, 'GET', '/orders/')).statusCode).toBe(200);
    await t.app.database.db.execute(
      sql`update staff set disabled_at = now() where id = ${other.staffId}`,
    );
    expect((await asKey(key.secret, 'GET', '/orders/')).statusCode).toBe(401);
  });

  it('is throttled per key: 429 with a sentence and Retry-After, other keys unaffected', async () => {
    const busy = await issue(['orders.read']);
    const calm = await issue(['orders.read']);
    for (let i = 0; i < LIMIT; i++)
      expect((await asKey(busy.secret, 'GET', '/orders/')).statusCode).toBe(200);
    const refused = await asKey(busy.secret, 'GET', '/orders/');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toContain(`more than ${LIMIT} calls this minute`);
    expect((await asKey(calm.secret, 'GET', '/orders/')).statusCode).toBe(200);
  });
});
