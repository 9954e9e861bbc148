// The demo catalogue: deterministic for a seed, realistic in shape, consistent in its counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { sizeRow } from '@solestock/domain';
import { queryRows, type DatabaseHandle } from '../../db/connect.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { KINDS, kindOf } from '../../modules/media/drawings.ts';
import { CATEGORIES, isCatalogueEmpty, seedDemoCatalogue, type SeedSummary } from './write.ts';

let a: DatabaseHandle;
let b: DatabaseHandle;
let summary: SeedSummary;

const fingerprint = (h: DatabaseHandle) =>
  queryRows<{
    sku: string;
    selling_price: string;
    currency: string;
    color: string;
    size: string | null;
  }>(h.db, sql`select sku, selling_price::text, currency, color, size from products order by id`);

beforeAll(async () => {
  [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  expect(await isCatalogueEmpty(a.db)).toBe(true);
  summary = await seedDemoCatalogue(a.db, { itemGroups: 40 });
  await seedDemoCatalogue(b.db, { itemGroups: 40 });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('seedDemoCatalogue', () => {
  it('writes the same catalogue for the same seed', async () => {
    const [x, y] = await Promise.all([fingerprint(a), fingerprint(b)]);
    expect(x.length).toBe(summary.products);
    expect(y).toEqual(x);
    expect(await isCatalogueEmpty(a.db)).toBe(false);
  });

  it('has the shop’s breadth: 12+ head categories, 60+ subcategories, 40+ brands', () => {
    expect(summary.headCategories).toBeGreaterThanOrEqual(12);
    expect(summary.subcategories).toBeGreaterThanOrEqual(60);
    expect(summary.brands).toBeGreaterThanOrEqual(40);
    expect(summary.itemGroups).toBe(40);
  });

  it('gives every group 2–6 colours and 3–8 sizes (one-size goods excepted), and counts its products', async () => {
    const groups = await queryRows<{
      colours: number;
      sizes: number;
      n: number;
      product_count: number;
    }>(
      a.db,
      sql`select count(distinct p.color)::int as colours, count(distinct p.size)::int as sizes,
                 count(*)::int as n, ig.product_count
          from item_groups ig join products p on p.item_group_id = ig.id group by ig.id`,
    );
    expect(groups).toHaveLength(40);
    for (const g of groups) {
      expect(g.colours).toBeGreaterThanOrEqual(2);
      expect(g.colours).toBeLessThanOrEqual(6);
      expect(g.sizes === 0 || (g.sizes >= 3 && g.sizes <= 8)).toBe(true);
      expect(g.product_count).toBe(g.n);
    }
  });

  it('gives every group the size system its sizes are written in (issue 19)', async () => {
    const groups = await queryRows<{ system: string | null; sizes: string[] }>(
      a.db,
      sql`select ig.size_system as system,
                 coalesce(array_agg(distinct p.size) filter (where p.size is not null), '{}') as sizes
          from item_groups ig join products p on p.item_group_id = ig.id group by ig.id`,
    );
    const systems = new Set(groups.map((g) => g.system));
    expect(systems.has('uk')).toBe(true);
    for (const g of groups) {
      const sizes = g.sizes;
      if (sizes.some((s) => /^C\d/.test(s))) expect(g.system).toBe('kids');
      else if (sizes.some((s) => /^\d+(\.\d+)?$/.test(s))) expect(g.system).toBe('uk');
      else if (sizes.length) expect(g.system).toBe('letter');
      // UK shoe sizes the conversion table knows.
      if (g.system === 'uk') for (const s of sizes) expect(sizeRow(s, 'uk'), s).toBeDefined();
    }
  });

  it("migration 0008's backfill gives existing groups the system the seed gives them", async () => {
    const systems = () =>
      queryRows<{ id: number; system: string | null; sized: boolean }>(
        a.db,
        sql`select ig.id, ig.size_system as system,
                   bool_or(coalesce(p.size, '') <> '') as sized
            from item_groups ig join products p on p.item_group_id = ig.id
            group by ig.id order by ig.id`,
      );
    const seeded = await systems();
    const migration = readFileSync(
      new URL('../../db/migrations/0008_size_system.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await a.db.execute(sql`update item_groups set size_system = 'uk'`);
    await a.db.execute(sql.raw(backfill));
    // One-size groups get none; the seed calls them letter-sized, which shows nothing either.
    expect(await systems()).toEqual(seeded.map((g) => (g.sized ? g : { ...g, system: null })));
    await a.db.execute(sql`update item_groups ig set size_system = s.system
      from (values ${sql.join(
        seeded.map((g) => sql`(${g.id}::int, ${g.system}::text)`),
        sql`, `,
      )}) as s(id, system) where ig.id = s.id`);
  });

  it('prices in several currencies, with all three slab operators and some products without slabs', async () => {
    const [row] = await queryRows<{
      currencies: number;
      operators: number;
      without: number;
      nulls: number;
    }>(
      a.db,
      sql`select (select count(distinct currency)::int from products) as currencies,
                 (select count(distinct operator)::int from price_slabs) as operators,
                 (select count(*)::int from products p where not exists (select 1 from price_slabs s where s.product_id = p.id)) as without,
                 (select count(*)::int from item_groups where search_vector is null) as nulls`,
    );
    expect(row!.currencies).toBeGreaterThanOrEqual(3);
    expect(row!.operators).toBe(3);
    expect(row!.without).toBeGreaterThan(0);
    expect(row!.nulls).toBe(0);
  });
});

describe('the demo’s pictures', () => {
  it('draws every subcategory as a kind of product, and uses every kind there is', () => {
    const used = new Set<string>();
    for (const [head, subs] of CATEGORIES)
      for (const sub of subs) {
        const kind = kindOf(sub, head);
        expect(KINDS, sub).toContain(kind);
        used.add(kind);
      }
    expect([...used].sort()).toEqual([...KINDS].sort());
  });

  it('shows each product as its kind, in its colour, from three views', async () => {
    const rows = await queryRows<{ sub: string; color_hex: string; images: string[] }>(
      a.db,
      sql`select s.name as sub, p.color_hex, p.images from products p
          join item_groups ig on ig.id = p.item_group_id
          join subcategories s on s.id = ig.subcategory_id`,
    );
    for (const row of rows) {
      expect(row.images).toEqual(
        [0, 1, 2].map((v) => `/media/item/${kindOf(row.sub)}/${row.color_hex}/${v}.svg`),
      );
    }
    const [tile] = await queryRows<{ display_image: string }>(
      a.db,
      sql`select display_image from head_categories where name = 'Bags'`,
    );
    expect(tile!.display_image).toBe('/media/scene/tile/backpack-bag/Bags.svg');
  });

  it('shows the wholesale trade on a share of its groups (issue 31.5)', async () => {
    const [g] = await queryRows<{
      style: number;
      stock: number;
      pre_order: number;
      windows: number;
      minimum: number;
      groups: number;
    }>(
      a.db,
      sql`select count(*) filter (where tier_scope = 'style')::int as style,
                 count(*) filter (where sale_mode = 'stock')::int as stock,
                 count(*) filter (where sale_mode = 'pre_order')::int as pre_order,
                 count(*) filter (where sale_mode = 'pre_order' and ships_from > current_date
                                    and ships_by > ships_from)::int as windows,
                 count(*) filter (where min_pairs = 24)::int as minimum,
                 count(*)::int as groups
            from item_groups`,
    );
    for (const share of [g!.style, g!.stock, g!.pre_order, g!.minimum])
      expect(share / g!.groups).toBeGreaterThan(0.1);
    expect(g!.windows).toBe(g!.pre_order);
    // A stock group has sizes sold out and sizes to sell.
    const [s] = await queryRows<{ sold_out: number; on_hand: number }>(
      a.db,
      sql`select count(*) filter (where p.availability = 0)::int as sold_out,
                 count(*) filter (where p.availability > 0)::int as on_hand
            from products p join item_groups g on g.id = p.item_group_id where g.sale_mode = 'stock'`,
    );
    expect(s!.sold_out).toBeGreaterThan(0);
    expect(s!.on_hand).toBeGreaterThan(s!.sold_out);
    // Every pack is a carton of live sizes of its colour, its pairs the ratio's sum.
    const packs = await queryRows<{
      item_group_id: number;
      color: string;
      ratio: Record<string, number>;
      pairs: number;
    }>(a.db, sql`select item_group_id, color, ratio, pairs from packs`);
    expect(packs.length).toBeGreaterThan(5);
    const live = await queryRows<{ key: string }>(
      a.db,
      sql`select item_group_id || '/' || color || '/' || size as key from products where archived_at is null`,
    );
    const sizes = new Set(live.map((r) => r.key));
    for (const pack of packs) {
      expect(Object.values(pack.ratio).reduce((x, y) => x + y, 0)).toBe(pack.pairs);
      for (const size of Object.keys(pack.ratio))
        expect(sizes.has(`${pack.item_group_id}/${pack.color}/${size}`)).toBe(true);
    }
    expect(packs.some((p) => Object.values(p.ratio).join('-') === '1-2-3-3-2-1')).toBe(true);
    // Two collections of footwear open to every buyer, their windows ahead (docs/collections.md).
    const shelves = await queryRows<{
      name: string;
      windows: number;
      styles: number;
      groups: number;
    }>(
      a.db,
      sql`select name, jsonb_array_length(delivery_windows)::int as windows,
                 cardinality(item_group_ids)::int as styles, cardinality(group_ids)::int as groups
            from collections order by id`,
    );
    expect(shelves.map((c) => c.name)).toEqual(['Core footwear', 'Pre-order drop']);
    for (const c of shelves) {
      expect(c.windows).toBeGreaterThan(0);
      expect(c.styles).toBeGreaterThan(0);
      expect(c.groups).toBe(0);
    }
  });

  it('leaves the tests’ shop plain: none of the trade unless asked (the specs’ behaviour)', async () => {
    const plain = await openTestDatabase({ seedItemGroups: 10 });
    try {
      const [row] = await queryRows<{ dressed: number; packs: number }>(
        plain.db,
        sql`select (select count(*) from item_groups where tier_scope <> 'product'
                      or sale_mode <> 'unlimited' or min_pairs > 0)::int as dressed,
                   (select count(*) from packs)::int as packs`,
      );
      expect(row).toEqual({ dressed: 0, packs: 0 });
    } finally {
      await plain.close();
    }
  });

  it('opens on footwear: group 1 is a loafer in UK sizes with slabs, not a belt per pair (issue 41 item 22)', async () => {
    const [group] = await queryRows<{
      name: string;
      head: string;
      sub: string;
      size_system: string;
    }>(
      a.db,
      sql`select g.name, h.name as head, s.name as sub, g.size_system from item_groups g
            join head_categories h on h.id = g.head_category_id
            join subcategories s on s.id = g.subcategory_id where g.id = 1`,
    );
    expect(group).toEqual({
      name: expect.stringMatching(/ Loafer /) as string,
      head: "Men's Footwear",
      sub: 'Loafers',
      size_system: 'uk',
    });
    const lines = await queryRows<{
      name: string;
      size: string;
      sku: string;
      cover_image: string;
      slabs: number;
    }>(
      a.db,
      sql`select p.name, p.size, p.sku, p.cover_image,
                 (select count(*)::int from price_slabs s where s.product_id = p.id) as slabs
            from products p where p.item_group_id = 1 order by p.id`,
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      // Sold by the pair in shoe sizes, priced in slabs (not the fallback strip in "pieces").
      expect(line.size).toMatch(/^\d+$/);
      expect(line.name).toMatch(new RegExp(` Loafer .* ${line.size}$`));
      expect(line.sku).toMatch(new RegExp(`-${line.size}$`));
      expect(line.cover_image).toMatch(/^\/media\/item\/loafer\//);
      expect(line.slabs).toBe(3);
    }
    // Found by what it now is.
    const [found] = await queryRows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from item_groups where id = 1 and search_text like '%loafer%'`,
    );
    expect(found!.n).toBe(1);
  });
});
