// Price lists (docs/price-lists.md; WHOLESALE §13; decisions 186, 187) through their HTTP calls:
// the console's lists and entries (validation, roles, audit, one list per company or group), and
// a listed company's buyer who sees and pays the list's prices in its currency, unconverted,
// from the product page through the cart, checkout, placement and the card payment, while the
// day's rate changes in between; products off the list follow the group rule converted into the
// list's currency. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, inArray } from 'drizzle-orm';
import { linePrice, type ExchangeRates, type ProductDetail } from '@solestock/domain';
import { auditLog, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  callerOf,
  firstProductIds,
  signedInShopper,
  type SignedInShopper,
} from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { multipartBody } from '../../test/uploads.ts';
import { companyUnitPrices } from './index.ts';

let t: TestApp;
let manager: SignedInStaff;
let support: SignedInStaff;
let owner: SignedInStaff;
let listed: number; // on the list
let other: number; // off the list
let listedSku: string;
let otherSku: string;
let kenji: SignedInShopper; // the distributor's buyer
let ann: SignedInShopper; // another company
let kenjisCompany: number;
let rates: ExchangeRates;
const call = callerOf(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  const ids = await firstProductIds(t.database.db, 2);
  listed = ids[0]!;
  other = ids[1]!;
  const rows = await t.database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, [listed!, other!]));
  listedSku = rows.find((r) => r.id === listed)!.sku;
  otherSku = rows.find((r) => r.id === other)!.sku;
  [manager, support, owner] = await Promise.all([
    signedInStaff(t.app, 'manager'),
    signedInStaff(t.app, 'support'),
    signedInStaff(t.app, 'owner'),
  ]);
  kenji = await signedInShopper(t.app, { firstName: 'Kenji' });
  ann = await signedInShopper(t.app, { firstName: 'Ann' });
  kenjisCompany = (await call(kenji, 'GET', '/ecommerce/company/')).json().id;
  rates = (await call(null, 'GET', '/ecommerce/exchange-rates/')).json();
});
afterAll(async () => {
  await t?.close();
});

const staff = (
  who: SignedInStaff,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/admin${path}`,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('the console’s price lists', () => {
  let listId: number;

  it('refuses bad input with sentences, support’s writes with 403, and writes nothing', async () => {
    for (const [body, field] of [
      [{ currency: 'jpy' }, 'name'],
      [{ name: 'X', currency: 'chf' }, 'currency'],
      [{ name: 'X', currency: 'jpy', group_ids: ['a'] }, 'group_ids'],
    ] as const) {
      const res = await staff(manager, 'POST', '/price-lists/', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields?.[field] ?? res.json().error).toMatch(/[A-Z].*\./);
    }
    const unknown = await staff(manager, 'POST', '/price-lists/', {
      name: 'Ghost',
      currency: 'jpy',
      company_ids: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/No company has the number 999999/);
    const refused = await staff(support, 'POST', '/price-lists/', { name: 'S', currency: 'jpy' });
    expect(refused.statusCode).toBe(403);
    expect((await staff(support, 'GET', '/price-lists/')).json().results).toEqual([]);
  });

  it('creates a list for a company, audited; a second list may not hold the same company', async () => {
    const res = await staff(manager, 'POST', '/price-lists/', {
      name: 'Japan distributors',
      currency: 'JPY',
      company_ids: [kenjisCompany],
    });
    expect(res.statusCode, res.body).toBe(201);
    listId = res.json().id;
    expect(res.json()).toMatchObject({
      currency: 'jpy',
      company_ids: [kenjisCompany],
      group_ids: [],
      entries: 0,
    });
    expect((await lastAudit('price_list.create'))?.entityId).toBe(String(listId));
    const second = await staff(manager, 'POST', '/price-lists/', {
      name: 'Second',
      currency: 'usd',
      company_ids: [kenjisCompany],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/already on the price list Japan distributors/);
    const sameName = await staff(owner, 'POST', '/price-lists/', {
      name: 'japan DISTRIBUTORS',
      currency: 'usd',
    });
    expect(sameName.statusCode).toBe(409);
    // Support reads.
    const read = await staff(support, 'GET', '/price-lists/');
    expect(read.json().results.map((l: { name: string }) => l.name)).toEqual([
      'Japan distributors',
    ]);
  });

  it('refuses bad entries naming each, writing none; takes good ones, audited', async () => {
    const bad = await staff(manager, 'PUT', `/price-lists/${listId}/entries/`, {
      items: [
        { sku: listedSku, unit_price: '1500' },
        { sku: 'NO-SUCH-SKU', unit_price: '10' },
        { sku: otherSku, unit_price: '-3' },
        {
          sku: listedSku,
          unit_price: '1',
          slabs: [
            { min_quantity: 10, max_quantity: 20, unit_price: '1' },
            { min_quantity: 30, unit_price: '1' },
          ],
        },
      ],
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const said = bad.json().error as string;
    expect(said).toMatch(/Item 2: no product has the SKU "NO-SUCH-SKU"/);
    expect(said).toMatch(/Item 3: the unit price cannot be negative/);
    expect(said).toMatch(/Item 4: .*already priced by item 1/);
    expect(said).toMatch(/Item 4: Slab row 2: quantities 21 to 29 have no price/);
    const none = await staff(support, 'GET', `/price-lists/${listId}/entries/`);
    expect(none.json()).toMatchObject({ currency: 'jpy', count: 0 });

    const good = await staff(manager, 'PUT', `/price-lists/${listId}/entries/`, {
      items: [
        {
          sku: listedSku,
          unit_price: '1500',
          slabs: [
            { min_quantity: 1, max_quantity: 11, unit_price: '1500' },
            { min_quantity: 12, unit_price: '1320' },
          ],
        },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().results).toEqual([
      expect.objectContaining({
        sku: listedSku,
        product_id: listed,
        unit_price: '1500.00',
        slabs: [
          { operator: 'from_to', min_quantity: 1, max_quantity: 11, unit_price: '1500.00' },
          { operator: '>=', min_quantity: 12, max_quantity: null, unit_price: '1320.00' },
        ],
      }),
    ]);
    const audit = await lastAudit('price_list.entries');
    expect(audit?.after).toMatchObject({ entries: 1 });
    expect(
      (await staff(support, 'PUT', `/price-lists/${listId}/entries/`, { items: [] })).statusCode,
    ).toBe(403);
  });

  it('the listed buyer sees and pays yen list prices unconverted; the rate changing in between changes only off-list lines', async () => {
    // Kenji's country is the UK: prices would be pounds; the list makes them yen.
    const detail = await call(kenji, 'GET', `/ecommerce/products/${listed}/gb`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['x-cache']).toBeUndefined();
    const p = detail.json() as ProductDetail;
    expect(p.defaultSellingPrice).toEqual({ amount: 1500, currency: 'jpy' });
    expect(p.sellingPrice).toMatchObject({ amount: 1500, currency: 'jpy', symbol: '¥' });
    expect(p.slabPrices.map((s) => s.selling_price)).toEqual([1500, 1320]);
    // Ann, another company, sees the catalogue's price in pounds.
    const anns = (
      await call(ann, 'GET', `/ecommerce/products/${listed}/gb`)
    ).json() as ProductDetail;
    expect(anns.sellingPrice.currency).toBe('gbp');
    expect(anns.defaultSellingPrice.currency).not.toBe('jpy');

    // The badge says the list's currency, so the screens convert into it.
    expect((await call(kenji, 'GET', '/ecommerce/cart/count/')).json().price_currency).toBe('jpy');
    expect(
      (await call(ann, 'GET', '/ecommerce/cart/count/')).json().price_currency,
    ).toBeUndefined();

    for (const [id, quantity] of [
      [listed, 12],
      [other, 2],
    ] as const) {
      const added = await call(kenji, 'POST', '/ecommerce/cart/add/', {
        product_id: id,
        quantity,
        mode: 'air',
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    // The rate of the yen moves: the listed line does not; the other line converts at it.
    const moved = { ...rates!.rates, JPY: '200' } as Record<string, string>;
    delete moved.USD;
    const set = await staff(manager, 'PUT', '/rates/', { rates: moved });
    expect(set.statusCode, set.body).toBe(200);
    const today = (await call(null, 'GET', '/ecommerce/exchange-rates/')).json() as ExchangeRates;
    expect(String(today!.rates.JPY)).toMatch(/^200/);

    const cart = (await call(kenji, 'GET', '/ecommerce/cart/items/?country_code=gb')).json();
    const line = (id: number) =>
      cart.cartItems.find((l: { productId: number }) => l.productId === id);
    expect(line(listed).productConvertedPrice).toEqual({
      symbol: '¥',
      amount: 1320,
      currency: 'jpy',
    });
    const otherProduct = (
      await call(null, 'GET', `/ecommerce/products/${other}/gb`)
    ).json() as ProductDetail;
    const otherYen = linePrice(
      otherProduct.slabPrices,
      2,
      otherProduct.defaultSellingPrice,
      'jp',
      today,
    ).convertedUnitPrice;
    expect(line(other).productConvertedPrice).toMatchObject({
      currency: 'jpy',
      amount: otherYen.toNumber(),
    });
    const total = otherYen.times(2).plus(1320 * 12);
    expect(cart.subtotal).toEqual({ amount: total.toNumber(), currency: 'jpy', symbol: '¥' });

    // The one answer other parts call agrees with the cart.
    const asked = await companyUnitPrices(
      t.database.db,
      kenjisCompany,
      [
        { product_id: listed, quantity: 12 },
        { product_id: other, quantity: 2 },
      ],
      'gb',
      today,
    );
    expect(asked.currency).toBe('jpy');
    expect(asked.lines.map((l) => [l.unit_price.toNumber(), l.from_list])).toEqual([
      [1320, true],
      [otherYen.toNumber(), false],
    ]);

    const summary = (await call(kenji, 'GET', '/ecommerce/cart/checkout/?country_code=gb')).json();
    expect(summary).toMatchObject({
      currency_code: 'jpy',
      total_price: { amount: total.toNumber() },
    });

    const placed = await call(kenji, 'POST', '/ecommerce/order/place/?country_code=gb', {});
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_id, payment_client_secret } = placed.json();
    const order = (await call(kenji, 'GET', `/ecommerce/orders/${order_id}/`)).json();
    expect(order.currency).toBe('jpy');
    expect(Number(order.total)).toBe(total.toNumber());
    const pay = await call(null, 'POST', '/payments/test/confirm/', {
      client_secret: payment_client_secret,
      card: {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
      },
      billing_details: { name: 'Kenji Buyer' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const recorded = await call(kenji, 'POST', '/ecommerce/payment-record/create/', {
      payment_intent_id: payment_client_secret.split('_secret_')[0],
      order_id,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    // Yen have no minor unit: the card is charged the yen total itself.
    expect(recorded.json()).toMatchObject({ currency: 'jpy', amount: total.toNumber() });
  });

  it('a company taken off the list pays the group rule in its own currency at once', async () => {
    const res = await staff(manager, 'PUT', `/price-lists/${listId}/`, {
      name: 'Japan distributors',
      currency: 'jpy',
      company_ids: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = (
      await call(kenji, 'GET', `/ecommerce/products/${listed}/gb`)
    ).json() as ProductDetail;
    expect(p.sellingPrice.currency).toBe('gbp');
    const removed = await staff(manager, 'DELETE', `/price-lists/${listId}/`);
    expect(removed.statusCode).toBe(204);
    expect((await lastAudit('price_list.delete'))?.entityId).toBe(String(listId));
    expect((await staff(manager, 'DELETE', `/price-lists/${listId}/`)).statusCode).toBe(404);
  });
});

describe('a price list’s entries as files', () => {
  let listId: number;
  const upload = (bytes: Buffer, name = 'entries.csv', who: SignedInStaff = manager) => {
    const body = multipartBody({ name, type: 'application/octet-stream', bytes });
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/price-lists/${listId}/entries/import/`,
      headers: { ...body.headers, cookie: who.cookie },
      payload: body.payload,
    });
  };
  const exported = async (ext: 'csv' | 'xlsx') => {
    const res = await staff(support, 'GET', `/price-lists/${listId}/entries.${ext}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };

  beforeAll(async () => {
    const res = await staff(manager, 'POST', '/price-lists/', { name: 'Files', currency: 'usd' });
    listId = res.json().id;
  });

  it('imports a CSV and exports it again as CSV and XLSX, which import back to the same entries', async () => {
    const csv = [
      'sku,unit_price,slab1_min,slab1_max,slab1_price,slab2_min,slab2_max,slab2_price',
      `${listedSku},12.5,1,11,12.5,12,,11.75`,
      `${otherSku},9.1234,,,,,,`,
    ].join('\n');
    const res = await upload(Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json();
    expect(first.count).toBe(2);
    expect((await lastAudit('price_list.entries'))?.after).toMatchObject({
      entries: 2,
      cause: 'file entries.csv',
    });
    for (const ext of ['csv', 'xlsx'] as const) {
      const bytes = await exported(ext);
      await staff(manager, 'PUT', `/price-lists/${listId}/entries/`, { items: [] });
      const again = await upload(bytes, `back.${ext}`);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().results).toEqual(first.results);
    }
  });

  it('names every bad row by its number and writes nothing; refuses files that are not CSV or XLSX', async () => {
    const before = (await staff(support, 'GET', `/price-lists/${listId}/entries/`)).json();
    const csv = [
      'sku,unit_price,slab1_min,slab1_max,slab1_price',
      `${listedSku},abc,,,`,
      '',
      `NOPE,1,,,`,
      `${otherSku},2,x,,1`,
    ].join('\n');
    const res = await upload(Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(400);
    const said = res.json().error as string;
    expect(said).toMatch(/Row 5: slab1_min is a whole number/);
    const rows = await upload(Buffer.from(csv.replace(',x,', ',,')));
    expect(rows.statusCode).toBe(400);
    expect(rows.json().error).toMatch(/Row 2: the unit price is a number/);
    expect(rows.json().error).toMatch(/Row 4: no product has the SKU "NOPE"/);
    const header = await upload(Buffer.from('code,price\nA,1\n'));
    expect(header.json().error).toMatch(/lacks sku and unit_price/);
    const binary = await upload(Buffer.from([0, 1, 2, 3, 0, 255]), 'x.bin');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error).toMatch(/neither a CSV/);
    expect((await upload(Buffer.from('x'), 'x.csv', support)).statusCode).toBe(403);
    expect((await staff(support, 'GET', `/price-lists/${listId}/entries/`)).json()).toEqual(before);
  });
});
