// The relevance set: fixed queries on the demo catalogue (1,000 item groups, as `npm start`
// seeds it) and what must rank first. A change to matching or ranking that breaks one of these
// makes search worse for a shopper.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchResponse } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let subcategoryOf: Map<number, string>;
beforeAll(async () => {
  t = await createTestApp({ itemGroups: 1000 });
  const rows = await queryRows<{ id: number; name: string }>(
    t.database.db,
    sql`select ig.id, s.name from item_groups ig join subcategories s on s.id = ig.subcategory_id`,
  );
  subcategoryOf = new Map(rows.map((r) => [Number(r.id), r.name]));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function search(q: string): Promise<SearchResponse> {
  const res = await t.app.inject({ url: '/api/ecommerce/search/products/', query: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

it('a brand name brings that brand first, and only it', async () => {
  const body = await search('Westray');
  expect(body.products.length).toBeGreaterThan(0);
  expect(body.products.every((p) => p.brand === 'Westray')).toBe(true);
  expect(body.facets.brands).toEqual([{ key: 'Westray', count: body.pagination.total_results }]);
});

it('the brand with two letters swapped finds the same results', async () => {
  const exact = await search('Westray');
  const swapped = await search('Wesrtay');
  expect(swapped.products.map((p) => p.id)).toEqual(exact.products.map((p) => p.id));
  expect((await search('Aldenomor')).products[0]?.brand).toBe('Aldenmoor');
});

it('a SKU brings its own product first', async () => {
  const [row] = await queryRows<{ id: number; sku: string }>(
    t.database.db,
    sql`select id, sku from products order by id desc offset 777 limit 1`,
  );
  for (const q of [row!.sku, row!.sku.toLowerCase()]) {
    const body = await search(q);
    expect(body.products[0]?.id).toBe(Number(row!.id));
    expect(body.pagination.total_results).toBe(1);
  }
});

it('"black sandals" brings black sandals first', async () => {
  const body = await search('black sandals');
  const first = body.products[0]!;
  expect(first.color).toBe('Black');
  expect(subcategoryOf.get(first.item_group_id)).toMatch(/Sandals$/);
  // The whole first page is black and from a sandals subcategory or the Sandals head category.
  expect(body.products.every((p) => p.color === 'Black')).toBe(true);
});

it('a partial word finds whole ones', async () => {
  const body = await search('sneak');
  expect(body.products.length).toBeGreaterThan(0);
  expect(subcategoryOf.get(body.products[0]!.item_group_id)).toMatch(/Sneakers$/);
  expect((await search('Aldenm')).products[0]?.brand).toBe('Aldenmoor');
  expect((await search('sandles')).facets.subcategories.map((f) => f.key)).toContain('Sandals');
});
