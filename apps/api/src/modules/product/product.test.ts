// Product detail against a seeded database: the exact ProductDetail shape, prices converted for
// every country exactly as the domain rule and the published rates say, variants, errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  COUNTRIES,
  convertAmount,
  currencySymbol,
  minorUnitExponent,
  moneyNumber,
  roundToMinorUnit,
} from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateExchangeRates } from '../rates/exchange-rates.cache.ts';
import type { ProductDetail } from '@solestock/domain';

interface ProductRow {
  id: number;
  item_group_id: number;
  selling_price: string;
  currency: string;
  head: string;
  sub: string;
  subsub: string | null;
  sub4: string | null;
}

let t: TestApp;
let rates: { base: string; rates: Record<string, number> };
let rows: ProductRow[];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 80 });
  rates = (await t.app.inject('/api/ecommerce/exchange-rates/')).json();
  rows = (
    await queryRows<ProductRow>(
      t.database.db,
      sql`select p.id, p.item_group_id, p.selling_price::text, p.currency,
                 h.name as head, s.name as sub, ig.subsubcategory as subsub, ig.sub4_category as sub4
          from products p
          join item_groups ig on ig.id = p.item_group_id
          join head_categories h on h.id = ig.head_category_id
          join subcategories s on s.id = ig.subcategory_id
          order by p.id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id), item_group_id: Number(r.item_group_id) }));
});
afterAll(async () => {
  await t?.close();
});

async function detail(id: number | string, country: string): Promise<ProductDetail> {
  const res = await t.app.inject(`/api/ecommerce/products/${id}/${country}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function slabsOf(id: number) {
  return queryRows<{
    operator: string;
    min_quantity: number | null;
    max_quantity: number | null;
    selling_price: string;
    currency: string;
  }>(
    t.database.db,
    sql`select operator, min_quantity, max_quantity, selling_price::text, currency
        from price_slabs where product_id = ${id} order by position, id`,
  );
}

/** One product per stored currency, each with slabs, so every conversion path is exercised. */
async function productsWithSlabsPerCurrency(): Promise<ProductRow[]> {
  const withSlabs = new Set(
    (
      await queryRows<{ product_id: number }>(
        t.database.db,
        sql`select distinct product_id from price_slabs`,
      )
    ).map((r) => Number(r.product_id)),
  );
  const byCurrency = new Map<string, ProductRow>();
  for (const r of rows)
    if (withSlabs.has(r.id) && !byCurrency.has(r.currency)) byCurrency.set(r.currency, r);
  return [...byCurrency.values()];
}

describe('GET /ecommerce/products/{id}/{country}', () => {
  it('answers exactly the ProductDetail fields of docs/api.md', async () => {
    const body = await detail(rows[0]!.id, 'gb');
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'itemGroupId',
        'productName',
        'coverImage',
        'imagesArray',
        'bulletPoints',
        'material',
        'country_of_origin',
        'sizeSystem',
        'dimensions',
        'weight',
        'sku',
        'color',
        'size',
        'brand',
        'category',
        'subcategory',
        'subsubcategory',
        'product_sub4_category',
        'tier_scope',
        'sale_mode',
        'ships_from',
        'ships_by',
        'min_pairs',
        'sellingPrice',
        'defaultSellingPrice',
        'slabPrices',
        'breadcrumbs',
        'variants',
        'slabTables',
        'packs',
      ].sort(),
    );
    expect(Object.keys(body.dimensions).sort()).toEqual(['height', 'length', 'unit', 'width']);
    expect(Object.keys(body.weight).sort()).toEqual(['unit', 'weight']);
    expect(Object.keys(body.sellingPrice).sort()).toEqual(['amount', 'currency', 'symbol']);
    expect(Object.keys(body.defaultSellingPrice).sort()).toEqual(['amount', 'currency']);
    expect(Object.keys(body.breadcrumbs).sort()).toEqual(['level1', 'level2', 'level3', 'level4']);
    expect(typeof body.dimensions.height).toBe('number');
    expect(typeof body.weight.weight).toBe('number');
    expect(body.dimensions.unit).toBe('in');
    expect(body.weight.unit).toBe('oz');
    expect(Array.isArray(body.imagesArray) && Array.isArray(body.bulletPoints)).toBe(true);
    for (const v of body.variants) {
      // docs/api.md's four, and what the size-run grid prices a cell by (issue 19, decision 081):
      // its slabs as an index into the style's distinct tables (issue 17).
      expect(Object.keys(v).sort()).toEqual([
        'color',
        'coverImage',
        'defaultSellingPrice',
        'id',
        'size',
        'sku',
        'slabTable',
      ]);
      expect(body.slabTables![v.slabTable!]).toBeDefined();
    }
    // The product's own slabs are among the tables, and no table is sent twice.
    const self = body.variants.find((v) => v.id === body.id)!;
    expect(body.slabTables![self.slabTable!]).toEqual(body.slabPrices);
    const tables = body.slabTables!.map((t) => JSON.stringify(t));
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('converts the price and every slab for each of the six countries as the rates say', async () => {
    const samples = await productsWithSlabsPerCurrency();
    expect(samples.length).toBeGreaterThanOrEqual(3);
    for (const row of samples) {
      const slabs = await slabsOf(row.id);
      expect(slabs.length).toBeGreaterThan(0);
      for (const country of COUNTRIES) {
        const body = await detail(row.id, country.code);
        const expected = convertAmount(row.selling_price, row.currency, country.code, rates);
        // Rounded to the country currency's minor unit (issue 27.12): whole yen, pence.
        expect(body.sellingPrice, `${row.id} ${country.code}`).toEqual({
          amount: moneyNumber(roundToMinorUnit(expected.amount, country.currency)),
          currency: country.currency,
          symbol: country.symbol,
        });
        expect(body.defaultSellingPrice).toEqual({
          amount: moneyNumber(row.selling_price),
          currency: row.currency,
        });
        expect(body.slabPrices).toEqual(
          slabs.map((s) => ({
            operator: s.operator,
            min_quantity: s.min_quantity,
            max_quantity: s.max_quantity,
            selling_price: moneyNumber(s.selling_price),
            currency: s.currency,
            converted_price: {
              amount: moneyNumber(
                roundToMinorUnit(
                  convertAmount(s.selling_price, s.currency, country.code, rates).amount,
                  country.currency,
                ),
              ),
              symbol: country.symbol,
            },
          })),
        );
      }
    }
  });

  it('states JPY prices in whole yen and GBP prices in pence, as the page shows them (issue 27.12)', async () => {
    for (const row of await productsWithSlabsPerCurrency()) {
      for (const [country, currency] of [
        ['jp', 'jpy'],
        ['gb', 'gbp'],
      ] as const) {
        const body = await detail(row.id, country);
        const amounts = [
          body.sellingPrice.amount,
          ...body.slabPrices.map((s) => s.converted_price.amount),
        ];
        expect(body.sellingPrice.currency).toBe(currency);
        for (const amount of amounts) {
          const places = String(amount).split('.')[1]?.length ?? 0;
          expect(places, `${row.id} ${country} ${amount}`).toBeLessThanOrEqual(
            minorUnitExponent(currency),
          );
        }
        // The unrounded conversion, rounded once, half-up.
        const exact = convertAmount(row.selling_price, row.currency, country, rates).amount;
        expect(body.sellingPrice.amount).toBe(Number(exact.toFixed(minorUnitExponent(currency))));
      }
    }
  });

  it('leaves prices in the own currency for an unknown two-letter country, in any case', async () => {
    const [row] = (await productsWithSlabsPerCurrency()).filter((r) => r.currency !== 'usd');
    const body = await detail(row!.id, 'be');
    const own = { amount: moneyNumber(row!.selling_price), currency: row!.currency };
    expect(body.sellingPrice).toEqual({ ...own, symbol: currencySymbol(row!.currency) });
    expect(body.defaultSellingPrice).toEqual(own);
    for (const s of body.slabPrices) {
      expect(s.converted_price).toEqual({
        amount: s.selling_price,
        symbol: currencySymbol(row!.currency),
      });
    }
    expect(await detail(row!.id, 'JP')).toEqual(await detail(row!.id, 'jp'));
  });

  it('lists every product of the item group as variants, itself included, by id', async () => {
    const groupSizes = new Map<number, number>();
    for (const r of rows)
      groupSizes.set(r.item_group_id, (groupSizes.get(r.item_group_id) ?? 0) + 1);
    const row = rows.find((r) => (groupSizes.get(r.item_group_id) ?? 0) > 3)!;
    const body = await detail(row.id, 'us');
    const expected = rows.filter((r) => r.item_group_id === row.item_group_id).map((r) => r.id);
    expect(body.itemGroupId).toBe(row.item_group_id);
    expect(body.variants.map((v) => v.id)).toEqual(expected);
    const self = body.variants.find((v) => v.id === row.id)!;
    expect(self).toEqual({
      id: body.id,
      color: body.color,
      size: body.size,
      coverImage: body.coverImage,
      sku: body.sku,
      defaultSellingPrice: body.defaultSellingPrice,
      slabTable: self.slabTable,
    });
    expect(body.slabTables![self.slabTable!]).toEqual(body.slabPrices);
    const group = (await t.app.inject(`/api/ecommerce/item-group/${row.item_group_id}/`)).json();
    expect(group.products.map((p: { id: number }) => p.id)).toEqual(expected);
  });

  it('builds breadcrumbs from head category, subcategory and the optional deeper levels', async () => {
    const plain = rows.find((r) => r.subsub === null && r.sub4 === null)!;
    const deep = rows.find((r) => r.subsub !== null && r.sub4 !== null)!;
    const a = await detail(plain.id, 'gb');
    expect(a.breadcrumbs).toEqual({
      level1: plain.head,
      level2: plain.sub,
      level3: null,
      level4: null,
    });
    expect([a.category, a.subcategory, a.subsubcategory, a.product_sub4_category]).toEqual([
      plain.head,
      plain.sub,
      null,
      null,
    ]);
    const b = await detail(deep.id, 'gb');
    expect(b.breadcrumbs).toEqual({
      level1: deep.head,
      level2: deep.sub,
      level3: deep.subsub,
      level4: deep.sub4,
    });
    expect([b.subsubcategory, b.product_sub4_category]).toEqual([deep.subsub, deep.sub4]);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await t.app.inject('/api/ecommerce/products/2147483000/gb');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'This product does not exist.', code: 'not_found' });
  });

  it.each([
    ['abc', 'gb', 'id'],
    ['0', 'gb', 'id'],
    ['-1', 'gb', 'id'],
    ['1.5', 'gb', 'id'],
    ['1', 'gbr', 'country'],
    ['1', 'g', 'country'],
    ['1', 'g1', 'country'],
  ])('answers 400 for /products/%s/%s naming %s', async (id, country, field) => {
    const res = await t.app.inject(`/api/ecommerce/products/${id}/${country}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_request',
      fields: { [field]: expect.any(String) },
    });
  });

  it('shows the amount in its own currency and symbol when its own rate is missing (issue 41.15)', async () => {
    const row = rows.find((r) => r.currency === 'cny')!;
    const before = await detail(row.id, 'gb');
    await t.database.db.execute(sql`delete from exchange_rates where currency = 'CNY'`);
    try {
      // The cached rates would hide the change for a minute; invalidation makes it immediate.
      expect(await detail(row.id, 'gb')).toEqual(before);
      invalidateExchangeRates(t.database.db);
      // So would the microcached answer (decision 007).
      t.app.responseCache.clear();
      const body = await detail(row.id, 'gb');
      // Never under the shopper's symbol: ¥ of the yuan price it is, not £.
      expect(body.sellingPrice).toEqual({
        amount: moneyNumber(row.selling_price),
        currency: 'cny',
        symbol: '¥',
      });
    } finally {
      await t.database.db.execute(
        sql`insert into exchange_rates (currency, rate) values ('CNY', ${String(rates.rates.CNY)})`,
      );
      invalidateExchangeRates(t.database.db);
      t.app.responseCache.clear();
    }
    expect(await detail(row.id, 'gb')).toEqual(before);
  });
});
