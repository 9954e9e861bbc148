// Catalogue calls against a seeded database: shapes per docs/api.md, filters and their counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import type { Brand, Category, ItemGroup } from '@solestock/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let brands: Brand[];
let categories: Category[];
let listedGroups: number;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 80 });
  brands = (await t.app.inject('/api/ecommerce/brands/')).json();
  categories = (await t.app.inject('/api/ecommerce/categories/')).json();
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from item_groups where product_count > 0`,
  );
  listedGroups = Number(row?.n);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /ecommerce/brands/', () => {
  it('lists every brand with the documented fields, sorted by name ignoring case', () => {
    expect(brands.length).toBeGreaterThanOrEqual(40);
    for (const b of brands) {
      expect(Object.keys(b).sort()).toEqual(
        [
          'banner',
          'brand',
          'display_image',
          'id',
          'item_group_count',
          'logo',
          'show_on_homepage',
        ].sort(),
      );
    }
    const names = brands.map((b) => b.brand.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('counts each listed item group once across brands', () => {
    expect(brands.reduce((n, b) => n + b.item_group_count, 0)).toBe(listedGroups);
  });

  it('filters by head category, counting within it, and agrees with the category counts', async () => {
    const category = categories.find((c) => c.itemGroupCount > 0)!;
    const res = await t.app.inject({
      url: '/api/ecommerce/brands/',
      query: { category: category.headCategory.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    const within: Brand[] = res.json();
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((b) => b.item_group_count > 0)).toBe(true);
    expect(within.reduce((n, b) => n + b.item_group_count, 0)).toBe(category.itemGroupCount);
    for (const b of within.slice(0, 3)) {
      const byBrand: Category[] = (
        await t.app.inject({ url: '/api/ecommerce/categories/', query: { brand: b.brand } })
      ).json();
      expect(byBrand.find((c) => c.id === category.id)?.itemGroupCount).toBe(b.item_group_count);
    }
  });

  it('answers an empty list for an unknown category', async () => {
    const res = await t.app.inject({
      url: '/api/ecommerce/brands/',
      query: { category: 'No Such Category' },
    });
    expect(res.json()).toEqual([]);
  });
});

describe('GET /ecommerce/categories/', () => {
  it('lists head categories with subcategories in the documented shape', () => {
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.flatMap((c) => c.subCategories).length).toBeGreaterThanOrEqual(60);
    for (const c of categories) {
      expect(typeof c.headCategory).toBe('string');
      expect(c.itemGroupCount).toBe(c.subCategories.reduce((n, s) => n + s.itemGroupCount, 0));
    }
    expect(categories.reduce((n, c) => n + c.itemGroupCount, 0)).toBe(listedGroups);
  });

  it('with a brand, keeps only categories and subcategories holding it', async () => {
    const brand = brands.find((b) => b.item_group_count > 0)!;
    const res: Category[] = (
      await t.app.inject({ url: '/api/ecommerce/categories/', query: { brand: brand.brand } })
    ).json();
    expect(res.length).toBeGreaterThan(0);
    expect(
      res.every((c) => c.itemGroupCount > 0 && c.subCategories.every((s) => s.itemGroupCount > 0)),
    ).toBe(true);
    expect(res.reduce((n, c) => n + c.itemGroupCount, 0)).toBe(brand.item_group_count);
  });

  it('refuses an absurdly long filter with 400', async () => {
    const res = await t.app.inject({
      url: '/api/ecommerce/categories/',
      query: { brand: 'x'.repeat(500) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('brand');
  });
});

describe('item groups', () => {
  it('GET /ecommerce/homepage/itemgroups/ answers curated groups, each with products', async () => {
    const res = await t.app.inject('/api/ecommerce/homepage/itemgroups/');
    expect(res.statusCode).toBe(200);
    const groups: ItemGroup[] = res.json();
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(g.products.length).toBeGreaterThan(0);
      for (const p of g.products) {
        expect(p.brand).toBe(g.brand);
        expect(String(p.sellingPrice.amount)).toMatch(/^\d+(\.\d{1,2})?$/);
        expect(p.sellingPrice.currency).toMatch(/^[a-z]{3}$/);
        expect(Array.isArray(p.imagesArray)).toBe(true);
      }
    }
  });

  it('GET /ecommerce/item-group/{id}/ answers the group, 404 when missing, 400 when not an id', async () => {
    const [home] = (
      await t.app.inject('/api/ecommerce/homepage/itemgroups/')
    ).json() as ItemGroup[];
    const res = await t.app.inject(`/api/ecommerce/item-group/${home!.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(home);
    expect((await t.app.inject('/api/ecommerce/item-group/2147483000/')).statusCode).toBe(404);
    expect((await t.app.inject('/api/ecommerce/item-group/-3/')).statusCode).toBe(400);
  });
});
