// Group prices on rendered pages (issue 32.4, decision 149): the product page's real loader, run
// by the web server with the API in the same process, prices a member of a customer group's
// company at the group's prices, and that page is personal: never kept in, nor served from, the
// page cache or the API's microcache. A guest, and a member of another company, get the list
// prices, the guest's page still from the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { groupUnitPrice, type ProductDetail } from '@solestock/domain';
import type { DatabaseHandle } from '@solestock/api/db/connect';
import { companies, companyMembers, customerGroups } from '@solestock/api/db/schema';
import {
  cookieHeaderFrom,
  insertVerifiedShoppers,
  SHOPPER_PASSWORD,
} from '@solestock/api/test/shoppers';
import { loader } from '../app/routes/product';
import { loader as recommendedLoader } from '../app/routes/recommended-products';
import { loader as directoryLoader } from '../app/routes/catalogue-directory';
import { testBuild } from './test-build.ts';
import { openTestStore, type TestStore } from './test-store.ts';

let renders = 0;

/** The real product route; the document is the product its loader gave the page. */
function productBuild(dir: string): ServerBuild {
  const counted = (args: Parameters<typeof loader>[0]) => {
    renders += 1;
    return loader(args);
  };
  return testBuild(
    dir,
    {
      'routes/product': { path: 'products/product/:id', module: { loader: counted } },
      // Resource routes: a loader and no page (`default` left out).
      'routes/recommended-products': {
        path: 'recommended-products',
        module: { loader: recommendedLoader, default: undefined },
      },
      'routes/catalogue-directory': {
        path: 'catalogue-directory',
        module: { loader: directoryLoader, default: undefined },
      },
    },
    (_request, status, headers, context) => {
      headers.set('content-type', 'application/json');
      const data = context.staticHandlerContext.loaderData as Record<
        string,
        { product: ProductDetail } | undefined
      >;
      return new Response(JSON.stringify(data['routes/product']?.product ?? null), {
        status,
        headers,
      });
    },
  );
}

let store: TestStore;
let database: DatabaseHandle;
let web: FastifyInstance;
let productId: number;
const emails = ['gold-ann@example.com', 'plain-cat@example.com'];
const cookies: Record<string, string> = {};

beforeAll(async () => {
  store = await openTestStore('group-prices', productBuild);
  ({ database, web, productId } = store);
  const db = database.db;
  const [annId] = await insertVerifiedShoppers(db, emails);
  const [gold] = await db
    .insert(customerGroups)
    .values({ name: 'Gold', discountPercent: '20', depositPercent: 100, netDays: 0 })
    .returning();
  const [member] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, annId!));
  await db
    .update(companies)
    .set({ customerGroupId: gold!.id })
    .where(eq(companies.id, member!.companyId));
  for (const email of emails) {
    const res = await web.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email, password: SHOPPER_PASSWORD, remember_me: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    cookies[email] = cookieHeaderFrom(res.cookies);
  }
});
afterAll(async () => {
  await store?.close();
});

const page = (cookie?: string) =>
  web.inject({ url: `/products/product/${productId}`, headers: cookie ? { cookie } : {} });

describe('a member’s product page', () => {
  it('is rendered at the group’s prices for the member alone, and never cached', async () => {
    const guest = await page();
    expect(guest.statusCode, guest.body).toBe(200);
    const list = guest.json<ProductDetail>();
    expect(list.group_discount_percent).toBeUndefined();
    // The guest's page is kept: the next guest gets it without a rendering.
    const before = renders;
    expect((await page()).body).toBe(guest.body);
    expect(renders).toBe(before);

    const member = await page(cookies[emails[0]!]);
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(renders).toBe(before + 1);
    const theirs = member.json<ProductDetail>();
    expect(theirs.group_discount_percent).toBe('20.00');
    expect(theirs.slabPrices.map((s) => s.selling_price)).toEqual(
      list.slabPrices.map((s) => groupUnitPrice(s.selling_price, '20', s.currency).toNumber()),
    );
    expect(theirs.sellingPrice.amount).toBeLessThan(list.sellingPrice.amount);

    // Another company's member and the next guest: list prices, the guest's still from the cache.
    const other = await page(cookies[emails[1]!]);
    expect(other.json()).toEqual(list);
    const after = renders;
    const next = await page();
    expect(next.body).toBe(guest.body);
    expect(renders).toBe(after);
  });

  it('is at the group’s prices on the first page after the access token lapsed, the session renewed', async () => {
    const list = (await page()).json<ProductDetail>();
    const withoutAccess = (cookie: string) =>
      cookie
        .split('; ')
        .filter((c) => !c.startsWith('solestock_access='))
        .join('; ');
    // A token past its `exp` (the API would refuse it; the web server only reads the claim).
    const claims = { sub: '1', sid: 'x', exp: Math.floor(Date.now() / 1000) - 60 };
    const expired = `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
    let cookie = cookies[emails[0]!]!;
    // A remembered session's access cookie ends with its token: only the refresh cookie is
    // left. Without remember-me the cookie stays, holding a token past its `exp`.
    for (const lapse of [
      (c: string) => withoutAccess(c),
      (c: string) => `${withoutAccess(c)}; solestock_access=${expired}`,
    ]) {
      const res = await page(lapse(cookie));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const theirs = res.json<ProductDetail>();
      expect(theirs.group_discount_percent).toBe('20.00');
      expect(theirs.sellingPrice.amount).toBeLessThan(list.sellingPrice.amount);
      // The renewed session reaches the browser with the page (the refresh token rotated).
      cookie = cookieHeaderFrom(res.cookies);
      expect(cookie).toMatch(
        /solestock_access=[^;]+; solestock_refresh=|solestock_refresh=[^;]+; solestock_access=/,
      );
    }
  });
});

describe('public answers a browser or a CDN may keep (issue 41.12)', () => {
  const get = (url: string, cookie?: string) =>
    web.inject({ url, headers: cookie ? { cookie } : {} });

  it('vary on the cookie where a member’s answer differs, and are private for a member', async () => {
    const guest = await get('/recommended-products');
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=60');
    const member = await get('/recommended-products', cookies[emails[0]!]);
    expect(member.statusCode, member.body).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    // A member's cards carry the group's prices: a guest's answer kept by the browser must
    // not be shown once they sign in, nor a CDN's to a member.
    expect(member.body).not.toBe(guest.body);
    expect(String(guest.headers.vary).toLowerCase().split(/,\s*/)).toContain('cookie');
  });

  it('stay shared where a member’s answer is the guest’s', async () => {
    const guest = await get('/catalogue-directory');
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=60');
    const member = await get('/catalogue-directory', cookies[emails[0]!]);
    expect(member.headers['cache-control']).toBe('private, no-store');
    // The same categories and brands for everyone: no Vary, so a CDN keeps one copy.
    expect(member.body).toBe(guest.body);
    expect(String(guest.headers.vary ?? '').toLowerCase()).not.toContain('cookie');
  });
});
