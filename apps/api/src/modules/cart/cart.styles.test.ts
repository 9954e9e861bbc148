// Lines by style (docs/api.md; decision 155): GET …/cart/items/?lines=styles answers the cart
// grouped by style and colour, priced by the same priceCart as the flat rows, so its totals and
// unit prices are the flat answer's to the penny; a size whose slab table differs carries its own,
// an archived size says it is unavailable, and a style-scoped group's sizes share its pairs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartStylesDto } from '@solestock/domain/style-lines';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper } from '../../test/shoppers.ts';
import type { CartItemDto } from './cart.pricing.ts';

let t: TestApp;
let shopper: { userId: number; cookie: string };
const call = callerOf(() => t.app);
/** Two colours of one style, three sizes each, and a second style's first two sizes. */
let beltGroup: number;
let tenniGroup: number;
let grey: number[];
let burgundy: number[];
let tenni: number[];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 3 });
  shopper = await signedInShopper(t.app);
  const rows = await queryRows<{ id: number; group: number; color: string }>(
    t.database.db,
    sql`select id, item_group_id as "group", color from products
        where archived_at is null order by item_group_id, id`,
  );
  const groups = [...new Set(rows.map((r) => Number(r.group)))];
  beltGroup = groups[0]!;
  tenniGroup = groups[1]!;
  const of = (group: number) => rows.filter((r) => Number(r.group) === group);
  const colours = [...new Set(of(beltGroup).map((r) => r.color))];
  grey = of(beltGroup)
    .filter((r) => r.color === colours[0])
    .map((r) => Number(r.id));
  burgundy = of(beltGroup)
    .filter((r) => r.color === colours[1])
    .map((r) => Number(r.id));
  tenni = of(tenniGroup)
    .filter((r) => r.color === of(tenniGroup)[0]!.color)
    .map((r) => Number(r.id));
  // Added out of size order, colours interleaved: the answer groups and sorts them.
  const adds: [number, number][] = [
    [burgundy[2]!, 3],
    [grey[0]!, 4],
    [tenni[1]!, 7],
    [grey[1]!, 5],
    [burgundy[0]!, 6],
    [tenni[0]!, 8],
  ];
  for (const [id, quantity] of adds) {
    const res = await call(shopper, 'POST', '/ecommerce/cart/add/', {
      product_id: id,
      quantity,
      mode: 'air',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

async function styles(country = 'gb') {
  const res = await call(
    shopper,
    'GET',
    `/ecommerce/cart/items/?country_code=${country}&lines=styles`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartStylesDto & { minimums: unknown; cartItems?: unknown };
}

async function flat(country = 'gb') {
  const res = await call(shopper, 'GET', `/ecommerce/cart/items/?country_code=${country}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    cartItems: CartItemDto[];
    subtotal: { amount: number; currency: string; symbol: string };
    minimums: unknown;
  };
}

describe('lines by style', () => {
  it('groups the lines by style and colour, sizes in order, each block’s facts once', async () => {
    const answer = await styles();
    expect(answer.cartItems).toBeUndefined();
    expect(answer.items_count).toBe(6);
    expect(answer.styles.map((s) => s.lines.map((l) => l.product_id))).toEqual([
      [burgundy[0], burgundy[2]],
      [grey[0], grey[1]],
      [tenni[0], tenni[1]],
    ]);
    const [first] = answer.styles;
    expect(first!.item_group_id).toBe(beltGroup);
    expect(first!.pairs).toBe(9);
    expect(first!.slabs.length).toBeGreaterThan(0);
    // A size says only what differs: no name, image or slab table of its own.
    expect(Object.keys(first!.lines[0]!).sort()).toEqual(
      [
        'availability',
        'available',
        'id',
        'line_total',
        'mode',
        'product_id',
        'quantity',
        'size',
        'tier_quantity',
        'unit_price',
      ].sort(),
    );
    expect(first!.name).not.toMatch(new RegExp(`${first!.color}$`));
  });

  it('says the flat answer’s prices and totals exactly, with its minimums', async () => {
    for (const country of ['gb', 'jp', 'in', 'us']) {
      const [grouped, rows] = await Promise.all([styles(country), flat(country)]);
      expect(grouped.subtotal).toEqual(rows.subtotal);
      expect(grouped.minimums).toEqual(rows.minimums);
      const lines = grouped.styles.flatMap((s) => s.lines);
      expect(lines).toHaveLength(rows.cartItems.length);
      for (const item of rows.cartItems) {
        const line = lines.find((l) => l.id === item.id)!;
        expect(line.unit_price).toBe(item.productConvertedPrice.amount);
        expect(line.quantity).toBe(item.productQty);
      }
      // The blocks' subtotals add up to the cart's, in minor units (no float drift).
      const minor = grouped.styles.reduce((n, s) => n + Math.round(s.subtotal * 100), 0);
      expect(minor).toBe(Math.round(rows.subtotal.amount * 100));
      for (const s of grouped.styles) {
        const lineMinor = s.lines.reduce((n, l) => n + Math.round(l.line_total * 100), 0);
        expect(Math.round(s.subtotal * 100)).toBe(lineMinor);
        expect(s.pairs).toBe(s.lines.reduce((n, l) => n + l.quantity, 0));
      }
    }
  });

  it('a size whose slab table differs from its block’s carries its own', async () => {
    await t.database.db.execute(sql`delete from price_slabs where product_id = ${grey[1]!}`);
    await t.database.db.execute(
      sql`insert into price_slabs (product_id, position, operator, min_quantity, max_quantity, selling_price, currency)
          values (${grey[1]!}, 0, '>=', 1, null, 3, 'gbp')`,
    );
    const answer = await styles();
    const greyBlock = answer.styles.find((s) => s.lines.some((l) => l.product_id === grey[0]))!;
    const [same, differs] = greyBlock.lines;
    expect(same!.slabs).toBeUndefined();
    expect(differs!.slabs).toEqual([
      {
        operator: '>=',
        min_quantity: 1,
        max_quantity: null,
        selling_price: 3,
        selling_price_currency: 'gbp',
        converted_price: { amount: 3, symbol: '£' },
      },
    ]);
    expect(differs!.default_price).toBeDefined();
    expect(differs!.unit_price).toBe(3);
    expect(greyBlock.subtotal).toBe(same!.line_total + 15);
    const rows = await flat();
    expect(answer.subtotal).toEqual(rows.subtotal);
  });

  it('an archived size stays in its block, said unavailable', async () => {
    await t.database.db.execute(
      sql`update products set archived_at = now() where id = ${tenni[1]!}`,
    );
    const answer = await styles();
    const line = answer.styles.flatMap((s) => s.lines).find((l) => l.product_id === tenni[1])!;
    expect(line.available).toBe(false);
    const other = answer.styles.flatMap((s) => s.lines).find((l) => l.product_id === tenni[0])!;
    expect(other.available).toBe(true);
    await t.database.db.execute(
      sql`update products set archived_at = null where id = ${tenni[1]!}`,
    );
  });

  it('a style-scoped group’s sizes are priced at their style’s pairs', async () => {
    await t.database.db.execute(
      sql`update item_groups set tier_scope = 'style' where id = ${tenniGroup}`,
    );
    const answer = await styles();
    const block = answer.styles.find((s) => s.item_group_id === tenniGroup)!;
    expect(block.tier_scope).toBe('style');
    expect(block.lines.map((l) => l.tier_quantity)).toEqual([15, 15]);
    const rows = await flat();
    expect(
      rows.cartItems.filter((i) => i.item_group_id === tenniGroup).map((i) => i.tier_quantity),
    ).toEqual([15, 15]);
    expect(answer.subtotal).toEqual(rows.subtotal);
  });

  it('refuses a lines value it does not know with a sentence', async () => {
    for (const bad of ['flat', 'STYLES', '']) {
      const res = await call(shopper, 'GET', `/ecommerce/cart/items/?country_code=gb&lines=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatch(/lines must be "styles"/);
    }
  });
});

describe('lines by style in a buyer’s language (docs/translations.md)', () => {
  it('names a translated style in the language asked, another in English, and English as it was', async () => {
    const english = await styles();
    // The test catalogue may carry translations of its own: one style named, the other not.
    await t.database.db.execute(
      sql`insert into item_group_translations (item_group_id, locale, name)
          values (${beltGroup}, 'ja', 'ベルトローファー')
          on conflict (item_group_id, locale) do update set name = excluded.name`,
    );
    await t.database.db.execute(
      sql`delete from item_group_translations where item_group_id = ${tenniGroup}`,
    );
    const res = await call(
      shopper,
      'GET',
      '/ecommerce/cart/items/?country_code=gb&lines=styles&lang=ja',
    );
    expect(res.statusCode, res.body).toBe(200);
    const japanese = res.json() as CartStylesDto;
    const nameOf = (answer: CartStylesDto, group: number) =>
      answer.styles.find((s) => s.item_group_id === group)!.name;
    expect(nameOf(japanese, beltGroup)).toBe('ベルトローファー');
    expect(nameOf(japanese, tenniGroup)).toBe(nameOf(english, tenniGroup));
    // Only the names: prices, lines and totals are the English answer's.
    expect({ ...japanese, styles: japanese.styles.map((s) => ({ ...s, name: '' })) }).toEqual({
      ...english,
      styles: english.styles.map((s) => ({ ...s, name: '' })),
    });
    expect(await styles()).toEqual(english);
  });
});
