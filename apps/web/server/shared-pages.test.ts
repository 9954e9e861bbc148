// Signed-in shoppers' pages from a shared render (issue 34 item 2, docs/decisions/157): one
// render per URL, country and price list, kept; each shopper's personal part added per request;
// nothing of one shopper in another's page, either way; the session renewal still reaches the
// browser; and a shopper whose personal part cannot be read gets a page of their own, as before.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { NO_DISCOUNT, type ProductDetail } from '@solestock/domain';
import { buildApp } from '@solestock/api/app';
import { testConfig } from '@solestock/api/config';
import type { DatabaseHandle } from '@solestock/api/db/connect';
import { companies, companyMembers, customerGroups, users } from '@solestock/api/db/schema';
import { openTestDatabase } from '@solestock/api/test/test-app';
import {
  cookieHeaderFrom,
  insertVerifiedShoppers,
  SHOPPER_PASSWORD,
} from '@solestock/api/test/shoppers';
import { apiJson, settled } from '../app/lib/api';
import type { PersonalPart } from '../app/lib/personal-overlay';
import { sharedPage } from '../app/lib/page-query';
import { renderPersonalSpots } from '../app/lib/personal-spots.server';
import { loadCatalogue } from '../app/i18n/i18n';
import { testBuild } from './test-build.ts';
import { openTestStore, type TestStore } from './test-store.ts';
import {
  gzipPersonalPage,
  isPricedCatalogueCall,
  jsonForHtml,
  personalPage,
  PRICED_CATALOGUE_ROUTES,
  sharedRenderApi,
  splitAtSpots,
  withoutCookies,
} from './shared-pages.ts';
import { createWebServer } from './web-server.ts';

describe('the personal part put into a shared page', () => {
  const page = Buffer.from(
    '<html><head></head><body><header><span data-personal-spot="greeting"></span>' +
      '<a><span data-personal-spot="cart-count"></span></a></header><main>x</main></body></html>',
  );
  const ann: PersonalPart = { user: { id: 7, username: 'Ann' }, cartCount: 3 };

  it('renders the spots in the page’s language (docs/languages.md)', async () => {
    await Promise.all([loadCatalogue('ja'), loadCatalogue('zh-CN')]);
    const one: PersonalPart = { user: null, cartCount: 1 };
    expect(renderPersonalSpots(one)['cart-count']).toContain('Cart, 1 item<');
    expect(renderPersonalSpots(ann, 'ja').greeting).toContain('こんにちは、Annさん');
    expect(renderPersonalSpots(ann, 'ja')['cart-count']).toContain('カート、3点');
    expect(renderPersonalSpots(one, 'zh-CN').greeting).toContain('您好，请登录');
  });

  it('puts each spot’s markup in its marker’s place and the overlay before </body>', () => {
    const split = splitAtSpots(page);
    expect(split.spots).toEqual(['greeting', 'cart-count']);
    const html = personalPage(split, renderPersonalSpots(ann), ann).toString();
    expect(html).not.toContain('data-personal-spot');
    expect(html).toContain('Hello, Ann');
    expect(html).toContain('Cart, 3 items');
    expect(html).toMatch(
      /<main>x<\/main><script type="application\/json" id="solestock-personal">\{.*\}<\/script><\/body><\/html>$/,
    );
    const overlay = html.match(/id="solestock-personal">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(overlay)).toEqual(ann);
  });

  it('cannot be broken out of by what a shopper calls themselves', () => {
    const mallory: PersonalPart = {
      user: { id: 8, username: '</script><script>alert(1)</script><b>&amp;' },
      cartCount: 0,
    };
    const html = personalPage(splitAtSpots(page), renderPersonalSpots(mallory), mallory).toString();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hello, &lt;/script&gt;');
    const overlay = html.match(/id="solestock-personal">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(overlay)).toEqual(mallory);
    expect(jsonForHtml({ a: '\u2028<>&' })).toBe('{"a":"\\u2028\\u003c\\u003e\\u0026"}');
  });

  it('is gzipped from pieces compressed once, byte for byte the page, for shopper after shopper', () => {
    const split = splitAtSpots(page);
    const bob: PersonalPart = { user: { id: 9, username: 'Bob' }, cartCount: 120 };
    for (const who of [ann, bob, ann]) {
      const zipped = gzipPersonalPage(split, renderPersonalSpots(who), who);
      expect(gunzipSync(zipped).equals(personalPage(split, renderPersonalSpots(who), who))).toBe(
        true,
      );
    }
    // A part longer than one stored deflate block (65,535 bytes) is cut into several.
    const long: PersonalPart = { user: { id: 10, username: 'Ł'.repeat(40_000) }, cartCount: 1 };
    const longPage = personalPage(split, renderPersonalSpots(long), long);
    expect(gunzipSync(gzipPersonalPage(split, renderPersonalSpots(long), long))).toEqual(longPage);
    // A page without </body> (not one of ours) still gets its overlay, at the end.
    const bare = splitAtSpots(Buffer.from('<p><span data-personal-spot="greeting"></span></p>'));
    const zipped = gunzipSync(gzipPersonalPage(bare, renderPersonalSpots(bob), bob)).toString();
    expect(zipped).toMatch(
      /^<p><span[^>]*>Hello, Bob<\/span><\/p><script type="application\/json"/,
    );
  });

  it('leaves an empty marker, never text, where the shopper’s markup has no spot', () => {
    const html = personalPage(splitAtSpots(page), {}, ann).toString();
    expect(html).toContain('<span data-personal-spot="greeting"></span>');
  });

  it('takes the session cookies off what the shared render’s loaders see, and nothing else', () => {
    expect(
      withoutCookies('country=fr; solestock_access=a; x=1; solestock_refresh=b', [
        'solestock_access',
        'solestock_refresh',
      ]),
    ).toBe('country=fr; x=1');
    expect(withoutCookies('solestock_access=a', ['solestock_access'])).toBe('');
  });

  it('lets only the priced catalogue calls of a member with a discount carry the session', async () => {
    const seen: (string | undefined)[] = [];
    const reach = (cookie: string | undefined) => async () => {
      seen.push(cookie);
      return new Response('{}');
    };
    const member = sharedRenderApi(reach, 'solestock_access=a', '20.00');
    await member('/ecommerce/products/12/gb');
    await member('/ecommerce/itemgroups/?page=2');
    await member('/profile/');
    await member('/ecommerce/cart/count/');
    expect(seen).toEqual(['solestock_access=a', 'solestock_access=a', undefined, undefined]);
    seen.length = 0;
    await sharedRenderApi(reach, 'solestock_access=a', NO_DISCOUNT)('/ecommerce/products/12/gb');
    expect(seen).toEqual([undefined]);
    expect(isPricedCatalogueCall('/ecommerce/products/by-sku/')).toBe(false);
    expect(isPricedCatalogueCall('/ecommerce/item-group/4/')).toBe(true);
  });
});

describe('the priced catalogue calls', () => {
  it('are the API’s routes whose answers carry a member’s group prices', async () => {
    const database = await openTestDatabase({ seedItemGroups: 0 });
    const routes: RouteOptions[] = [];
    const app = await buildApp(testConfig(), { database, onRoute: (r) => routes.push(r) });
    await app.ready();
    const priced = routes
      .filter((r) => (r.config as { publicCache?: { personal?: unknown } })?.publicCache?.personal)
      .map((r) => r.url.replace(/^\/api/, ''));
    expect(new Set(priced)).toEqual(new Set(PRICED_CATALOGUE_ROUTES));
    await app.close();
    await database.close();
  });
});

// A product page of the test's own: the real loaders' calls, the page what they found.
let store: TestStore;
let database: DatabaseHandle;
let renders = 0;
let dir: string;
let web: FastifyInstance;
let productId: number;

interface Found {
  profile: unknown;
  cart: unknown;
  price: number | null;
  discount: string | null;
}

function sharedBuild(): ServerBuild {
  const build = testBuild(
    dir,
    {
      'routes/product': {
        path: 'products/product/:id',
        module: {
          handle: sharedPage(undefined, 'id'),
          loader: async ({
            params,
            context,
          }: {
            params: { id: string };
            context: { api: never };
          }) => {
            renders += 1;
            const [profile, cart, product] = await Promise.all([
              settled(apiJson(context.api, '/profile/')),
              settled(apiJson(context.api, '/ecommerce/cart/count/')),
              apiJson<ProductDetail>(context.api, `/ecommerce/products/${params.id}/gb`),
            ]);
            return {
              profile: profile.value,
              cart: cart.value,
              price: product.sellingPrice.amount,
              discount: product.group_discount_percent ?? null,
            } satisfies Found;
          },
        },
      },
    },
    (_request, status, headers, context) => {
      headers.set('content-type', 'text/html');
      const data = context.staticHandlerContext.loaderData as Record<string, Found>;
      return new Response(
        `<html><body><span data-personal-spot="greeting"></span>` +
          `<span data-personal-spot="cart-count"></span>` +
          `<pre id="found">${JSON.stringify(data['routes/product'] ?? null)}</pre></body></html>`,
        { status, headers },
      );
    },
  );
  (build.entry.module as unknown as Record<string, unknown>).renderPersonalSpots =
    renderPersonalSpots;
  return build;
}

const emails = ['ann@example.com', 'bob@example.com', 'cat@example.com'];
const names = ['Ann', 'Bob', 'Cat'];
const cookies: Record<string, string> = {};

beforeAll(async () => {
  store = await openTestStore('shared-pages', () => sharedBuild());
  ({ database, dir, web, productId } = store);
  const db = database.db;
  const ids = await insertVerifiedShoppers(db, emails);
  for (const [i, id] of ids.entries()) {
    await db.update(users).set({ firstName: names[i]! }).where(eq(users.id, id));
  }
  // Ann and Bob: two companies in two groups with the same discount; Cat: list prices.
  const groups = await db
    .insert(customerGroups)
    .values([
      { name: 'Gold', discountPercent: '20', depositPercent: 100, netDays: 0 },
      { name: 'Gold too', discountPercent: '20', depositPercent: 100, netDays: 0 },
    ])
    .returning();
  for (const [i, userId] of ids.slice(0, 2).entries()) {
    const [member] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(inArray(companyMembers.userId, [userId]));
    await db
      .update(companies)
      .set({ customerGroupId: groups[i]!.id })
      .where(eq(companies.id, member!.companyId));
  }
  for (const email of emails) {
    const res = await web.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email, password: SHOPPER_PASSWORD, remember_me: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    cookies[email] = cookieHeaderFrom(res.cookies);
  }
  // Ann has this product in her cart; Bob has nothing.
  const added = await web.inject({
    method: 'POST',
    url: '/api/ecommerce/cart/add/',
    headers: { cookie: cookies[emails[0]!]! },
    payload: { product_id: productId, quantity: 4 },
  });
  expect(added.statusCode, added.body).toBe(201);
});
afterAll(async () => {
  await store?.close();
});

const get = (cookie?: string) =>
  web.inject({ url: `/products/product/${productId}`, headers: cookie ? { cookie } : {} });
/** How many times the API has answered GET /ecommerce/personal-part/ (its request metrics). */
async function personalPartCalls(app: FastifyInstance): Promise<number> {
  const { values } = await app.metrics.registry.getSingleMetric('http_requests_total')!.get();
  return values
    .filter((v) => String(v.labels.route).includes('/ecommerce/personal-part/'))
    .reduce((sum, v) => sum + v.value, 0);
}
const found = (html: string) =>
  JSON.parse(html.match(/<pre id="found">(.*?)<\/pre>/)![1]!) as Found;
const overlayOf = (html: string) => {
  const json = html.match(/id="solestock-personal">(.*?)<\/script>/)?.[1];
  return json ? (JSON.parse(json) as PersonalPart) : null;
};

describe('a signed-in shopper’s shared page', () => {
  it('is rendered once per price list, as a guest’s, each shopper’s own part added', async () => {
    const before = renders;
    const ann = await get(cookies[emails[0]!]);
    expect(ann.statusCode, ann.body).toBe(200);
    expect(ann.headers['x-cache']).toBe('miss');
    expect(ann.headers['cache-control']).toBe('private, no-store');
    // The render saw no session: no profile, no cart; but the group's prices.
    expect(found(ann.body)).toMatchObject({ profile: null, cart: null, discount: '20.00' });
    expect(ann.body).toContain('Hello, Ann');
    expect(ann.body).toContain('Cart, 1 item');
    expect(overlayOf(ann.body)).toEqual({
      user: { id: expect.any(Number), username: 'Ann' },
      cartCount: 1,
      product: { id: productId, inCart: true, stylePairs: 4 },
    });

    // Bob, in another group at the same discount: the same render, his own part, none of Ann's.
    const bob = await get(cookies[emails[1]!]);
    expect(bob.headers['x-cache']).toBe('hit');
    expect(renders).toBe(before + 1);
    expect(found(bob.body)).toEqual(found(ann.body));
    expect(bob.body).toContain('Hello, Bob');
    expect(bob.body).not.toContain('Ann');
    expect(bob.body).toContain('Cart, 0 items');
    expect(overlayOf(bob.body)).toMatchObject({
      user: { username: 'Bob' },
      cartCount: 0,
      product: { id: productId, inCart: false, stylePairs: 0 },
    });
    // And Ann's next view is the same render again, with nothing of Bob's.
    const again = await get(cookies[emails[0]!]);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).not.toContain('Bob');
    expect(renders).toBe(before + 1);
  });

  it('is rendered apart for the list prices, and a guest’s page holds no shopper', async () => {
    const before = renders;
    const cat = await get(cookies[emails[2]!]);
    expect(cat.headers['x-cache']).toBe('miss');
    expect(renders).toBe(before + 1);
    const theirs = found(cat.body);
    expect(theirs.discount).toBeNull();
    expect(theirs.price).toBeGreaterThan(found((await get(cookies[emails[0]!])).body).price!);
    expect(cat.body).toContain('Hello, Cat');

    const guest = await get();
    expect(guest.statusCode).toBe(200);
    expect(overlayOf(guest.body)).toBeNull();
    expect(found(guest.body)).toEqual(theirs);
    for (const name of names) expect(guest.body).not.toContain(`Hello, ${name}`);
    // The guest's page is kept under its own key: a rendering of its own, as before.
    expect(renders).toBe(before + 2);
  });

  it('reads the personal part in the process, without an API call, and over HTTP from a web tier apart', async () => {
    const before = await personalPartCalls(web);
    const ann = await get(cookies[emails[0]!]);
    expect(ann.body).toContain('Hello, Ann');
    expect(await personalPartCalls(web)).toBe(before);

    const origin = await web.listen({ port: 0, host: '127.0.0.1' });
    const apart = await createWebServer({
      config: testConfig(),
      database,
      buildDir: dir,
      build: sharedBuild(),
      apiUrl: origin,
    });
    try {
      const page = await apart.inject({
        url: `/products/product/${productId}`,
        headers: { cookie: cookies[emails[1]!]! },
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain('Hello, Bob');
      expect(overlayOf(page.body)).toMatchObject({ cartCount: 0 });
      expect(await personalPartCalls(web)).toBe(before + 1);
    } finally {
      await apart.close();
    }
  });

  it('keeps a render made while the session was renewed, and sends the renewal with the page', async () => {
    const country = (cookie: string) => `${cookie}; country=jp`;
    const withoutAccess = cookies[emails[0]!]!.split('; ')
      .filter((c) => !c.startsWith('solestock_access='))
      .join('; ');
    const before = renders;
    const first = await get(country(withoutAccess));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(cookieHeaderFrom(first.cookies)).toMatch(/solestock_access=[^;]+/);
    expect(first.body).toContain('Hello, Ann');
    cookies[emails[0]!] = cookieHeaderFrom(first.cookies);
    // One render, kept: Bob in Japan gets it.
    expect(renders).toBe(before + 1);
    const bob = await get(country(cookies[emails[1]!]!));
    expect(bob.headers['x-cache']).toBe('hit');
    expect(renders).toBe(before + 1);
  });

  it('sends the renewed session with the page when the access token had lapsed', async () => {
    const withoutAccess = cookies[emails[1]!]!.split('; ')
      .filter((c) => !c.startsWith('solestock_access='))
      .join('; ');
    const res = await get(withoutAccess);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-cache']).toBe('hit');
    expect(res.body).toContain('Hello, Bob');
    const renewed = cookieHeaderFrom(res.cookies);
    expect(renewed).toMatch(/solestock_access=[^;]+/);
    expect(renewed).toMatch(/solestock_refresh=[^;]+/);
    cookies[emails[1]!] = renewed;
    expect((await get(renewed)).body).toContain('Hello, Bob');
  });

  it('is a page of their own, kept by no one, when the session is over', async () => {
    const signedOut = await web.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { cookie: cookies[emails[2]!]! },
    });
    expect(signedOut.statusCode).toBe(200);
    const before = renders;
    const res = await get(cookies[emails[2]!]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(overlayOf(res.body)).toBeNull();
    expect(res.body).not.toContain('Hello, Cat');
    expect(renders).toBe(before + 1);
  });
});
