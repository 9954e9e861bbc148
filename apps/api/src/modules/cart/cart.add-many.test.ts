// POST /ecommerce/cart/add-many/ (issue 19): many lines in one request, all or nothing, each
// merged as cart add merges; a bad line is named and nothing is added. And quick order's lookup,
// POST /ecommerce/products/by-sku/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper } from '../../test/shoppers.ts';

let t: TestApp;
let alice: { cookie: string };
let ids: number[];
let skus: string[];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 12 });
  alice = await signedInShopper(t.app);
  const rows = await queryRows<{ id: number; sku: string }>(
    t.database.db,
    sql`select id, sku from products order by id limit 210`,
  );
  ids = rows.map((r) => Number(r.id));
  skus = rows.map((r) => r.sku);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, cookie: string | null = alice.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const addMany = (payload: unknown, cookie?: string | null) =>
  post('/ecommerce/cart/add-many/', payload, cookie);

async function cart(): Promise<Map<number, { quantity: number; mode: string }>> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/ecommerce/cart/items/?country_code=gb',
    headers: { cookie: alice.cookie },
  });
  expect(res.statusCode).toBe(200);
  const items = res.json().cartItems as { productId: number; productQty: number; mode: string }[];
  return new Map(items.map((i) => [i.productId, { quantity: i.productQty, mode: i.mode }]));
}

async function clear() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/ecommerce/cart/items/?country_code=gb',
    headers: { cookie: alice.cookie },
  });
  const lineIds = (res.json().cartItems as { id: number }[]).map((i) => i.id);
  if (lineIds.length === 0) return;
  const del = await t.app.inject({
    method: 'DELETE',
    url: '/api/ecommerce/cart/items/delete/',
    headers: { cookie: alice.cookie },
    payload: { cart_item_ids: lineIds },
  });
  expect(del.statusCode).toBe(204);
}

describe('POST /ecommerce/cart/add-many/', () => {
  it('needs a session, as cart add does', async () => {
    const res = await addMany([{ product_id: ids[0], quantity: 25 }], null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it('adds a 3 × 6 run as 18 lines, priced by the cart', async () => {
    await clear();
    const lines = ids
      .slice(0, 18)
      .map((id, i) => ({ product_id: id, quantity: 25 + i, mode: 'sea' }));
    const res = await addMany(lines);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().count).toBe(18);
    const after = await cart();
    expect(after.size).toBe(18);
    lines.forEach((l) =>
      expect(after.get(l.product_id)).toEqual({ quantity: l.quantity, mode: 'sea' }),
    );
  });

  it('merges into existing lines as cart add does, and merges repeats within the request', async () => {
    await clear();
    const first = await post('/ecommerce/cart/add/', { product_id: ids[0], quantity: 30 });
    expect(first.statusCode).toBe(201);
    const res = await addMany({
      items: [
        { product_id: ids[0], quantity: 20, mode: 'sea' },
        { product_id: ids[1], quantity: 5 },
        { product_id: ids[1], quantity: 7 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const line0 = res.json().lines.find((l: { product_id: number }) => l.product_id === ids[0]);
    expect(line0.id).toBe(first.json().id);
    const after = await cart();
    expect(after.get(ids[0]!)).toEqual({ quantity: 50, mode: 'sea' });
    expect(after.get(ids[1]!)).toEqual({ quantity: 12, mode: 'air' });
  });

  it('names a bad line and adds nothing (unknown product, bad quantity, bad mode)', async () => {
    await clear();
    await post('/ecommerce/cart/add/', { product_id: ids[0], quantity: 10 });
    const cases: [unknown[], number, string][] = [
      [
        [
          { product_id: ids[1], quantity: 5 },
          { product_id: 99_999_999, quantity: 5 },
        ],
        2,
        'no_such_product',
      ],
      [
        [
          { product_id: ids[1], quantity: 5 },
          { product_id: ids[2], quantity: 0 },
        ],
        2,
        'invalid_line',
      ],
      [[{ product_id: ids[1], quantity: 2.5 }], 1, 'invalid_line'],
      [
        [
          { product_id: ids[1], quantity: 5 },
          { product_id: ids[2], quantity: 5, mode: 'rail' },
        ],
        2,
        'invalid_line',
      ],
      [[{ product_id: ids[1], quantity: 5 }, 'x'], 2, 'invalid_line'],
      [
        [
          { product_id: ids[1], quantity: 5 },
          { product_id: ids[0], quantity: 99_995 },
        ],
        2,
        'quantity_too_large',
      ],
      [
        [
          { product_id: ids[2], quantity: 60_000 },
          { product_id: ids[2], quantity: 60_000 },
        ],
        2,
        'quantity_too_large',
      ],
    ];
    for (const [lines, line, code] of cases) {
      const res = await addMany(lines);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe(code);
      expect(body.line).toBe(line);
      expect(body.error).toMatch(new RegExp(`^Line ${line}: .*Nothing was added\\.$`));
      expect(Object.keys(body.fields)[0]).toMatch(new RegExp(`^items\\.${line - 1}\\.`));
      const after = await cart();
      expect([...after.keys()]).toEqual([ids[0]]);
      expect(after.get(ids[0]!)?.quantity).toBe(10);
    }
  });

  it('takes 1 to 200 lines', async () => {
    await clear();
    for (const body of [[], {}, { items: 'x' }, null]) {
      const res = await addMany(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tooMany = ids.slice(0, 201).map((id) => ({ product_id: id, quantity: 1 }));
    const refused = await addMany(tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/at most 200 lines/);
    expect((await cart()).size).toBe(0);
    const res = await addMany(tooMany.slice(0, 200));
    expect(res.statusCode, res.body).toBe(201);
    expect((await cart()).size).toBe(200);
  });
});

describe('POST /ecommerce/products/by-sku/', () => {
  it('finds products by SKU in any case and lists the unknown ones', async () => {
    const res = await post(
      '/ecommerce/products/by-sku/',
      { skus: [skus[0], skus[1]!.toLowerCase(), 'NOPE-1', skus[0]], country_code: 'jp' },
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.unknown).toEqual(['NOPE-1']);
    expect(body.products.map((p: { id: number }) => p.id)).toEqual([ids[0], ids[1]]);
    expect(body.products[1].sku).toBe(skus[1]!.toLowerCase());
    expect(body.products[1].stored_sku).toBe(skus[1]);
    expect(body.products[0].sellingPrice.currency).toBe('jpy');
    expect(Array.isArray(body.products[0].slabPrices)).toBe(true);
  });

  it('refuses an empty or oversized list', async () => {
    for (const payload of [{ skus: [] }, { skus: ['  '] }, {}, { skus: Array(501).fill('A') }]) {
      const res = await post('/ecommerce/products/by-sku/', payload, null);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('product detail variants', () => {
  it('carry each variant its SKU, default price and slab table', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ecommerce/products/${ids[0]}/gb` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    const self = detail.variants.find((v: { id: number }) => v.id === ids[0]);
    expect(self.sku).toBe(skus[0]);
    expect(detail.slabTables[self.slabTable]).toEqual(detail.slabPrices);
    expect(self.defaultSellingPrice).toEqual(detail.defaultSellingPrice);
  });
});
