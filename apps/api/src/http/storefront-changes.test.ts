// The storefront change signal is declared on routes (issue 30.4): a route flagged
// `changesStorefront` signals once when it answers a write with 2xx, never when the write is
// refused; and every staff write that can change what the storefront shows carries the flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../test/staff.ts';

let t: TestApp;
let manager: SignedInStaff;
let support: SignedInStaff;
let signals = 0;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2 });
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  t.app.storefrontChanges.onChange(() => (signals += 1));
});
afterAll(() => t.close());

const createBrand = (payload: Record<string, unknown>, who: SignedInStaff) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/catalogue/brands/',
    payload,
    headers: { cookie: who.cookie },
  });

describe('a flagged route', () => {
  it('signals once on a 2xx answer to its write', async () => {
    const before = signals;
    const res = await createBrand({ name: 'Signal Brand' }, manager);
    expect(res.statusCode).toBe(201);
    expect(signals - before).toBe(1);
  });

  it('does not signal when the write is refused (400, 403, 409)', async () => {
    const before = signals;
    expect((await createBrand({}, manager)).statusCode).toBe(400);
    expect((await createBrand({ name: 'Refused Brand' }, support)).statusCode).toBe(403);
    expect((await createBrand({ name: 'Signal Brand' }, manager)).statusCode).toBe(409);
    expect(signals).toBe(before);
  });

  it('does not signal on a read of the same noun', async () => {
    const before = signals;
    const res = await t.app.inject({
      url: '/api/admin/catalogue/brands/',
      headers: { cookie: manager.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(signals).toBe(before);
  });
});

/**
 * Writes under these paths change what shoppers see: the catalogue, its images, content, rates,
 * the shop's brand and its collections, and the sync calls' stock and list prices (docs/sync.md).
 */
const STOREFRONT_PATHS =
  /^\/api\/admin\/(catalogue|content|rates|media|settings\/orders|settings\/brand|collections|stock|prices)\//;

/** Writes there that do not, each with the reason; anything else there must carry the flag. */
const NOT_STOREFRONT: Record<string, string> = {
  'POST /api/admin/catalogue/bulk/preview/': 'a preview writes nothing',
  'POST /api/admin/media/': 'an upload shows nowhere until a product or banner names it',
  'POST /api/admin/rates/fetch/': 'the fetch job signals itself when its rates commit',
  'POST /api/admin/collections/:id/line-sheet/send/': 'a mail to a company changes no page',
};

describe('every staff write that changes the storefront is flagged', () => {
  const writes = () =>
    t.app.adminRoutes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));

  it('flags each write under the catalogue, content, rates and media, but the named few', () => {
    const under = writes().filter((r) => STOREFRONT_PATHS.test(r.url));
    expect(under.length).toBeGreaterThan(20);
    for (const route of under) {
      const key = `${route.method} ${route.url}`;
      expect(route.changesStorefront, key).toBe(!(key in NOT_STOREFRONT));
    }
    // The exceptions name routes that exist, so the list cannot outlive them.
    const keys = new Set(under.map((r) => `${r.method} ${r.url}`));
    for (const key of Object.keys(NOT_STOREFRONT)) expect(keys.has(key), key).toBe(true);
  });

  it('flags no read, and no route elsewhere', () => {
    const flagged = t.app.adminRoutes.filter((r) => r.changesStorefront);
    for (const route of flagged) {
      expect(['POST', 'PUT', 'PATCH', 'DELETE'], route.url).toContain(route.method);
      expect(route.url).toMatch(STOREFRONT_PATHS);
    }
  });
});
