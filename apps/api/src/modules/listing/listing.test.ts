// The listing call against a seeded database: counts agree with the brand and category calls,
// filters combine as documented, every order matches the stored values, bad input is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateListingCounts } from './listing.repository.ts';

interface ItemGroup {
  id: number;
  groupName: string;
  brand: string;
  products: { id: number; brand: string }[];
}
interface Listing {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: ItemGroup[];
}
interface Brand {
  brand: string;
  item_group_count: number;
}
interface Category {
  id: number;
  headCategory: string;
  itemGroupCount: number;
  subCategories: { name: string; itemGroupCount: number }[];
}

let t: TestApp;
let brands: Brand[];
let categories: Category[];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 80 });
  brands = (await t.app.inject('/api/ecommerce/brands/')).json();
  categories = (await t.app.inject('/api/ecommerce/categories/')).json();
});
afterAll(async () => {
  await t?.close();
});

type Query = Record<string, string | string[]>;

async function listing(query: Query = {}): Promise<Listing> {
  const res = await t.app.inject({ url: '/api/ecommerce/itemgroups/', query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a listing, walked from 1 to total_pages, as one list of ids. */
async function allIds(query: Query = {}): Promise<number[]> {
  const first = await listing(query);
  const ids = first.results.map((g) => g.id);
  for (let page = 2; page <= first.total_pages; page++) {
    ids.push(...(await listing({ ...query, page: String(page) })).results.map((g) => g.id));
  }
  expect(ids).toHaveLength(first.count);
  return ids;
}

/** Ids of the listed groups (product_count > 0) matching `where`, in `order`. */
async function dbIds(where: SQL, order: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select ig.id from item_groups ig
        join brands b on b.id = ig.brand_id
        join head_categories h on h.id = ig.head_category_id
        join subcategories s on s.id = ig.subcategory_id
        where ig.product_count > 0 and ${where} order by ${order}`,
  );
  return rows.map((r) => Number(r.id));
}

const everything = sql`true`;
const newestFirst = sql`ig.created_at desc, ig.id desc`;
const popularFirst = sql`ig.popularity desc, ig.id desc`;
const recommendedOrder = sql`ig.show_on_homepage desc, ig.popularity desc, ig.id desc`;

describe('GET /ecommerce/itemgroups/ counts', () => {
  it('answers the documented envelope: page_size 10, total_pages = ceil(count / 10)', async () => {
    const first = await listing();
    const listed = await dbIds(everything, sql`ig.id`);
    expect(Object.keys(first).sort()).toEqual(
      // facets: beyond the contract, additive (the filter lists' counts).
      ['count', 'facets', 'page', 'page_size', 'results', 'total_pages'].sort(),
    );
    expect(first).toMatchObject({ count: listed.length, page: 1, page_size: 10 });
    expect(first.total_pages).toBe(Math.ceil(listed.length / 10));
    expect(first.results).toHaveLength(10);
    const last = await listing({ page: String(first.total_pages) });
    expect(last.results).toHaveLength(listed.length - (first.total_pages - 1) * 10);
    for (const g of first.results) {
      expect(Object.keys(g).sort()).toEqual(['brand', 'groupName', 'id', 'products']);
      expect(g.products.length).toBeGreaterThan(0);
      expect(g.products.every((p) => p.brand === g.brand)).toBe(true);
    }
  });

  it('counts per brand match /ecommerce/brands/, matching names in any case', async () => {
    for (const b of brands) {
      const res = await listing({ brand: b.brand.toUpperCase() });
      expect(res.count, b.brand).toBe(b.item_group_count);
      expect(res.results.every((g) => g.brand === b.brand)).toBe(true);
    }
  });

  it('counts per head category and subcategory match /ecommerce/categories/', async () => {
    for (const c of categories) {
      expect((await listing({ category: c.headCategory.toLowerCase() })).count).toBe(
        c.itemGroupCount,
      );
      for (const s of c.subCategories) {
        expect((await listing({ subcategory: s.name })).count, s.name).toBe(s.itemGroupCount);
      }
    }
  });

  it('ORs repeated keys: two brands list the union of both', async () => {
    const [a, b] = brands.filter((x) => x.item_group_count > 0);
    const both = await allIds({ brand: [a!.brand, b!.brand] });
    expect(both).toHaveLength(a!.item_group_count + b!.item_group_count);
    const expected = await dbIds(sql`b.name in (${a!.brand}, ${b!.brand})`, recommendedOrder);
    expect(both).toEqual(expected);
  });

  it('ORs two head categories and two subcategories the same way', async () => {
    const [c1, c2] = categories.filter((c) => c.itemGroupCount > 0);
    expect((await listing({ category: [c1!.headCategory, c2!.headCategory] })).count).toBe(
      c1!.itemGroupCount + c2!.itemGroupCount,
    );
    const [s1, s2] = c1!.subCategories;
    expect((await listing({ subcategory: [s1!.name, s2!.name] })).count).toBe(
      s1!.itemGroupCount + s2!.itemGroupCount,
    );
  });

  it('ANDs different keys: a category with a brand is their intersection', async () => {
    const brand = brands.find((b) => b.item_group_count > 2)!;
    const byBrand: Category[] = (
      await t.app.inject({ url: '/api/ecommerce/categories/', query: { brand: brand.brand } })
    ).json();
    for (const c of byBrand) {
      const ids = await allIds({ category: c.headCategory, brand: brand.brand });
      expect(ids).toHaveLength(c.itemGroupCount);
      expect(ids).toEqual(
        await dbIds(sql`b.name = ${brand.brand} and h.id = ${c.id}`, recommendedOrder),
      );
      const sub = c.subCategories[0]!;
      expect(
        (await listing({ category: c.headCategory, subcategory: sub.name, brand: brand.brand }))
          .count,
      ).toBe(sub.itemGroupCount);
    }
  });

  it('answers an empty listing for a name that matches nothing, ignoring blank values', async () => {
    const none = (await listing({ brand: 'No Such Brand' })) as Listing & {
      facets: Record<string, unknown[]>;
    };
    expect(none).toMatchObject({ count: 0, page: 1, page_size: 10, total_pages: 0, results: [] });
    // Nothing of that brand to count by category; the brand list still counts the real brands.
    expect(none.facets.categories).toEqual([]);
    expect(none.facets.subcategories).toEqual([]);
    const all = await listing();
    expect((await listing({ brand: '', category: ['', ' '] })).count).toBe(all.count);
  });
});

describe('GET /ecommerce/itemgroups/ order', () => {
  it('shop_by=new_arrival lists newest first', async () => {
    expect(await allIds({ shop_by: 'new_arrival' })).toEqual(await dbIds(everything, newestFirst));
  });

  it('shop_by=most_popular lists by popularity, highest first', async () => {
    expect(await allIds({ shop_by: 'most_popular' })).toEqual(
      await dbIds(everything, popularFirst),
    );
  });

  it('sort=new_arrival and sort=most_popular order the same way', async () => {
    expect(await allIds({ sort: 'new_arrival' })).toEqual(await dbIds(everything, newestFirst));
    expect(await allIds({ sort: 'most_popular' })).toEqual(await dbIds(everything, popularFirst));
  });

  it('sort=recommended (also the default) puts home-page groups first, then by popularity', async () => {
    const expected = await dbIds(everything, recommendedOrder);
    const curated = await dbIds(sql`ig.show_on_homepage`, popularFirst);
    expect(curated.length).toBeGreaterThan(10); // so the curated part spans a page boundary
    expect(await allIds({ sort: 'recommended' })).toEqual(expected);
    expect(await allIds()).toEqual(expected);
    expect(expected.slice(0, curated.length)).toEqual(curated);
  });

  it('sort overrides the shop by order, and filters keep their order', async () => {
    expect(await allIds({ shop_by: 'new_arrival', sort: 'most_popular' })).toEqual(
      await dbIds(everything, popularFirst),
    );
    const brand = brands.find((b) => b.item_group_count > 1)!;
    expect(await allIds({ brand: brand.brand, shop_by: 'new_arrival' })).toEqual(
      await dbIds(sql`b.name = ${brand.brand}`, newestFirst),
    );
  });

  it('new_within_days keeps only groups created within that many days', async () => {
    for (const days of [30, 90]) {
      const since = sql`ig.created_at >= now() - make_interval(days => ${days})`;
      const expected = await dbIds(since, newestFirst);
      expect(expected.length).toBeGreaterThan(0);
      const listed = await allIds({ new_within_days: String(days), shop_by: 'new_arrival' });
      expect(listed, `${days} days`).toEqual(expected);
      expect(listed.length).toBeLessThan((await listing()).count);
    }
    const c = categories.find((x) => x.itemGroupCount > 5)!;
    const within = await allIds({ new_within_days: '90', category: c.headCategory });
    expect(within).toEqual(
      await dbIds(
        sql`h.id = ${c.id} and ig.created_at >= now() - interval '90 days'`,
        recommendedOrder,
      ),
    );
  });
});

describe('GET /ecommerce/itemgroups/ paging and input', () => {
  it('answers a page past the end with 200 and no results', async () => {
    const first = await listing();
    for (const page of [first.total_pages + 1, 99_999_999]) {
      const past = await listing({ page: String(page) });
      expect(past).toEqual({ ...first, page, results: [] });
    }
  });

  it.each([
    ['page', '0'],
    ['page', '-1'],
    ['page', 'abc'],
    ['page', '1.5'],
    ['page', ''],
    ['page', ['1', '2']],
    ['sort', 'price'],
    ['sort', 'Recommended'],
    ['shop_by', 'recommended'],
    ['shop_by', 'New Arrival'],
    ['new_within_days', '45'],
    ['new_within_days', '7'],
    ['brand', 'x'.repeat(300)],
  ])('answers 400 naming %s for %j', async (key, value) => {
    const res = await t.app.inject({ url: '/api/ecommerce/itemgroups/', query: { [key]: value } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_request');
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body.fields)).toEqual([key]);
    expect(body.error).toContain(key);
  });

  it('says a single-valued key was given twice', async () => {
    const res = await t.app.inject('/api/ecommerce/itemgroups/?sort=recommended&sort=new_arrival');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ sort: 'must be given once' });
  });

  it('accepts the path without its trailing slash', async () => {
    const res = await t.app.inject('/api/ecommerce/itemgroups?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toBe(2);
  });

  it('counts afresh after invalidateListingCounts', async () => {
    const before = (await listing()).count;
    const [group] = await dbIds(everything, sql`ig.id`);
    await t.database.db.execute(sql`update item_groups set product_count = 0 where id = ${group}`);
    try {
      invalidateListingCounts(t.database.db);
      // The answers themselves are microcached too (decision 007).
      t.app.responseCache.clear();
      const after = await listing();
      expect(after.count).toBe(before - 1);
      expect(await allIds()).not.toContain(group);
    } finally {
      await t.database.db.execute(
        sql`update item_groups ig set product_count = (select count(*) from products p where p.item_group_id = ig.id) where id = ${group}`,
      );
      invalidateListingCounts(t.database.db);
      t.app.responseCache.clear();
    }
  });
});

// 000 §2 "checkboxes with counts": each filter count is over the set being listed, so ticking a
// value alone lists exactly that many (curated lists, head category and subcategory pages).
describe('filter counts', () => {
  const FACET_KEYS = {
    categories: 'category',
    subcategories: 'subcategory',
    brands: 'brand',
  } as const;
  type Facets = Record<keyof typeof FACET_KEYS, { key: string; count: number }[]>;

  async function expectCountsMatch(query: Query) {
    const facets = ((await listing(query)) as Listing & { facets?: Facets }).facets;
    expect(facets, JSON.stringify(query)).toBeDefined();
    let checked = 0;
    for (const [list, param] of Object.entries(FACET_KEYS) as [keyof Facets, string][]) {
      for (const { key, count } of facets![list]) {
        expect(count).toBeGreaterThan(0);
        const ticked = (await listing({ ...query, [param]: key })).count;
        expect(count, `${JSON.stringify(query)} ${param}=${key}`).toBe(ticked);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  }

  it('counts a curated list (New Arrival, last 90 days) over that list', async () => {
    await expectCountsMatch({ shop_by: 'new_arrival', new_within_days: '90' });
  });

  it('counts a head category page over that category, and a subcategory page over it', async () => {
    const head = categories.find((c) => c.subCategories.length > 1)!;
    await expectCountsMatch({ category: head.headCategory });
    const sub = head.subCategories.find((s) => s.itemGroupCount > 0)!;
    await expectCountsMatch({ category: head.headCategory, subcategory: sub.name });
    // The brand list of a subcategory page counts that subcategory, not the head category.
    const onSub = (
      (await listing({ category: head.headCategory, subcategory: sub.name })) as Listing & {
        facets: Facets;
      }
    ).facets.brands.reduce((n, b) => n + b.count, 0);
    expect(onSub).toBe(
      (await listing({ category: head.headCategory, subcategory: sub.name })).count,
    );
  });

  it('counts a brand page with a category ticked over that brand', async () => {
    const brand = brands.find((b) => b.item_group_count > 1)!;
    const first = ((await listing({ brand: brand.brand })) as Listing & { facets: Facets }).facets;
    await expectCountsMatch({ brand: brand.brand });
    await expectCountsMatch({ brand: brand.brand, category: first.categories[0]!.key });
  });
});
