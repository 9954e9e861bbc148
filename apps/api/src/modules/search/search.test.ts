// The two search calls against a seeded database: shapes, one product per group, facets that
// agree with the results and with each other's filters, paging, and blank or hostile input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchResponse, Suggestion } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ itemGroups: 120 });
});
afterAll(async () => {
  await t?.close();
});

type Query = Record<string, string | string[]>;

async function search(query: Query): Promise<SearchResponse> {
  const res = await t.app.inject({ url: '/api/ecommerce/search/products/', query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function everyPage(query: Query): Promise<SearchResponse['products']> {
  const first = await search(query);
  const all = [...first.products];
  for (let page = 2; page <= first.pagination.total_pages; page++)
    all.push(...(await search({ ...query, page: String(page) })).products);
  return all;
}

/** The subcategory and brand of each item group, to check results against the database. */
async function groupFacts(): Promise<Map<number, { brand: string; subcategory: string }>> {
  const rows = await queryRows<{ id: number; brand: string; subcategory: string }>(
    t.database.db,
    sql`select ig.id, b.name as brand, s.name as subcategory from item_groups ig
        join brands b on b.id = ig.brand_id join subcategories s on s.id = ig.subcategory_id`,
  );
  return new Map(rows.map((r) => [Number(r.id), { brand: r.brand, subcategory: r.subcategory }]));
}

describe('GET /ecommerce/search/products/', () => {
  it('answers the contract shape, 20 a page, one product per item group', async () => {
    const body = await search({ q: 'black' });
    expect(body.pagination.page_size).toBe(20);
    expect(body.pagination.total_results).toBeGreaterThan(20);
    expect(body.pagination.total_pages).toBe(Math.ceil(body.pagination.total_results / 20));
    expect(body.products).toHaveLength(20);
    const first = body.products[0]!;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'id',
        'product_name',
        'coverImage',
        'imagesArray',
        'brand',
        'item_group_id',
        'sellingPrice',
      ]),
    );
    expect(typeof first.sellingPrice.amount).toBe('number');

    const all = await everyPage({ q: 'black' });
    expect(all).toHaveLength(body.pagination.total_results);
    const groups = all.map((p) => p.item_group_id);
    expect(new Set(groups).size).toBe(groups.length);
    // The colour asked for is the product shown.
    expect(all.every((p) => p.color === 'Black')).toBe(true);
  });

  it('a page past the end is empty, with the same totals', async () => {
    const first = await search({ q: 'black' });
    const past = await search({ q: 'black', page: String(first.pagination.total_pages + 1) });
    expect(past.products).toEqual([]);
    expect(past.pagination.total_results).toBe(first.pagination.total_results);
  });

  it('facets count the matches, each with the other facet filter applied', async () => {
    const facts = await groupFacts();
    const unfiltered = await everyPage({ q: 'black' });
    const brand = (await search({ q: 'black' })).facets.brands[0]!.key;
    const sub = (await search({ q: 'black' })).facets.subcategories[0]!.key;

    const byBrand = await search({ q: 'black', brand: brand.toUpperCase() });
    const brandResults = await everyPage({ q: 'black', brand });
    expect(brandResults.every((p) => p.brand === brand)).toBe(true);
    expect(byBrand.pagination.total_results).toBe(
      unfiltered.filter((p) => p.brand === brand).length,
    );
    // The brand facet ignores the brand filter: it still offers every brand.
    expect(byBrand.facets.brands).toEqual((await search({ q: 'black' })).facets.brands);
    // The subcategory facet counts within the brand.
    const subCounts = new Map<string, number>();
    for (const p of brandResults) {
      const s = facts.get(p.item_group_id)!.subcategory;
      subCounts.set(s, (subCounts.get(s) ?? 0) + 1);
    }
    expect(new Map(byBrand.facets.subcategories.map((f) => [f.key, f.count]))).toEqual(subCounts);

    const both = await everyPage({ q: 'black', brand, subcategory: sub });
    expect(
      both.every((p) => p.brand === brand && facts.get(p.item_group_id)!.subcategory === sub),
    ).toBe(true);
    const bySub = await search({ q: 'black', subcategory: sub });
    const brandCount = bySub.facets.brands.find((f) => f.key === brand)?.count ?? 0;
    expect(both).toHaveLength(brandCount);
  });

  it('sorts by popularity or newness when asked, and filters by the New Arrival window', async () => {
    const rows = await queryRows<{ id: number; popularity: number; created_at: string }>(
      t.database.db,
      sql`select id, popularity, created_at from item_groups`,
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const popular = await everyPage({ q: 'black', sort: 'most_popular' });
    const pops = popular.map((p) => byId.get(p.item_group_id)!.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    const newest = await everyPage({ q: 'black', sort: 'new_arrival' });
    const times = newest.map((p) => new Date(byId.get(p.item_group_id)!.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const recent = await everyPage({ q: 'black', new_within_days: '30' });
    const since = Date.now() - 30 * 86_400_000 - 60_000;
    expect(recent.length).toBeLessThan(popular.length);
    expect(
      recent.every((p) => new Date(byId.get(p.item_group_id)!.created_at).getTime() >= since),
    ).toBe(true);
  });

  it('answers 400 for a blank or missing q, bad page, sort or window', async () => {
    const bad: Query[] = [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'black', page: '0' },
      { q: 'black', sort: 'cheapest' },
      { q: 'black', new_within_days: '7' },
      { q: ['a', 'b'] },
    ];
    for (const query of bad) {
      const res = await t.app.inject({ url: '/api/ecommerce/search/products/', query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request', error: expect.any(String) });
    }
  });

  it('hostile input gets results or a 400, never a 500', async () => {
    const inputs = [
      `'`,
      `"black"`,
      `black & !sandals`,
      `a:* | b`,
      `)(`,
      `%_%`,
      `\\`,
      `🥾👟`,
      `black 👟 sandals`,
      `' or 1=1 --`,
      `<script>alert(1)</script>`,
      `\u0000`,
      `ｂｌａｃｋ`,
      'x'.repeat(200),
      'x'.repeat(5000),
      'a b c d e f g h i j k l m n o p',
      `SS-`,
      `--1`,
      `-`,
    ];
    for (const q of inputs) {
      const res = await t.app.inject({ url: '/api/ecommerce/search/products/', query: { q } });
      expect([200, 400], q.slice(0, 30)).toContain(res.statusCode);
      const auto = await t.app.inject({ url: '/api/ecommerce/search/autocomplete/', query: { q } });
      expect([200, 400], q.slice(0, 30)).toContain(auto.statusCode);
    }
    const long = await t.app.inject({
      url: '/api/ecommerce/search/products/',
      query: { q: 'x'.repeat(5000) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/at most 200 characters/);
    // Full-width letters are the same word.
    expect((await search({ q: 'ｂｌａｃｋ' })).pagination.total_results).toBe(
      (await search({ q: 'black' })).pagination.total_results,
    );
  });
});

describe('GET /ecommerce/search/autocomplete/', () => {
  const suggest = async (q: string): Promise<Suggestion[]> => {
    const res = await t.app.inject({ url: '/api/ecommerce/search/autocomplete/', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers [] for a blank or missing q', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('  ')).toEqual([]);
    const res = await t.app.inject('/api/ecommerce/search/autocomplete/');
    expect(res.json()).toEqual([]);
  });

  it('suggests at most 10 brands, categories and group names, the brand first', async () => {
    const [brand] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select b.name from brands b join item_groups ig on ig.brand_id = b.id group by b.name order by count(*) desc limit 1`,
    );
    const list = await suggest(brand!.name.slice(0, 4).toLowerCase());
    expect(list.length).toBeGreaterThan(1);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]).toEqual({ value: brand!.name });
    expect(
      list.every((s) => s.value.toLowerCase().includes(brand!.name.slice(0, 4).toLowerCase())),
    ).toBe(true);
    expect(await suggest('sandals')).toContainEqual({ value: 'Sandals' });
  });

  it('tolerates a typo', async () => {
    expect((await suggest('sandles'))[0]).toEqual({ value: 'Sandals' });
    expect(await suggest('qqqqzz')).toEqual([]);
  });
});
