// Minimums and the item group's sale fields (docs/api.md, "Minimums", "Stock and pre-orders"):
// the group form sets sale_mode, ships_from, ships_by and min_pairs (each refusal a sentence);
// ProductDetail, the card, cart items and order lines carry them; placing an order (cart and
// order-now) below a style's minimum answers 400 below_minimum naming the style, below the
// shop's order minimum in dollars 400 below_minimum_order, nothing written; the cart shows the
// same shortfalls first; and a shop that sets none of it places orders as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { invalidateExchangeRates } from '../rates/exchange-rates.cache.ts';
import { mailOrderOf, orderReceivedMail } from '../orders/order-mails.ts';
import { orders } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let owner: SignedInStaff;
let manager: SignedInStaff;
let shopper: SignedInShopper;
const call = callerOf(() => t.app);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

interface Group {
  id: number;
  name: string;
  brand_id: number;
  head_category_id: number;
  subcategory_id: number;
  products: number[];
}
let style: Group;
let other: Group;

async function groupOf(id: number): Promise<Group> {
  const [g] = await rows<Omit<Group, 'products'>>(
    sql`select id, name, brand_id, head_category_id, subcategory_id from item_groups where id = ${id}`,
  );
  const products = await rows<{ id: number }>(
    sql`select id from products where item_group_id = ${id} and archived_at is null order by id`,
  );
  return { ...g!, products: products.map((p) => Number(p.id)) };
}

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 3 });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  shopper = await signedInShopper(t.app);
  const groups = await rows<{ id: number }>(
    sql`select item_group_id as id from products where archived_at is null
        group by item_group_id having count(*) >= 2 order by item_group_id limit 2`,
  );
  style = await groupOf(Number(groups[0]!.id));
  other = await groupOf(Number(groups[1]!.id));
  // $10.00 a pair, no slabs, and a known pound: the dollar figures below are exact.
  await t.database.db.execute(
    sql`update products set selling_price = 10, currency = 'usd'
        where item_group_id in (${style.id}, ${other.id})`,
  );
  await t.database.db.execute(
    sql`delete from price_slabs where product_id in (
          select id from products where item_group_id in (${style.id}, ${other.id}))`,
  );
  await t.database.db.execute(sql`update exchange_rates set rate = 0.8 where currency = 'GBP'`);
  invalidateExchangeRates(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** The group form as the console sends it, with `over` on top. */
const groupForm = (g: Group, over: Record<string, unknown> = {}) => ({
  name: g.name,
  brand_id: g.brand_id,
  head_category_id: g.head_category_id,
  subcategory_id: g.subcategory_id,
  ...over,
});
const putGroup = (g: Group, over: Record<string, unknown>) =>
  call(manager, 'PUT', `/admin/catalogue/item-groups/${g.id}/`, groupForm(g, over));

async function fillCart(lines: [product: number, quantity: number][]) {
  await t.database.db.execute(sql`delete from cart_lines where user_id = ${shopper.userId}`);
  for (const [product_id, quantity] of lines) {
    const res = await call(shopper, 'POST', '/ecommerce/cart/add/', {
      product_id,
      quantity,
      mode: 'air',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}
const cart = async (country = 'us') => {
  const res = await call(shopper, 'GET', `/ecommerce/cart/items/?country_code=${country}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const place = (country = 'us') =>
  call(shopper, 'POST', `/ecommerce/order/place/?country_code=${country}&without_payment=true`);
const orderCount = async () =>
  Number((await rows<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n);

describe('a shop that sets none of it', () => {
  it('reads the defaults everywhere and places an order of one pair as before', async () => {
    const group = await call(manager, 'GET', `/admin/catalogue/item-groups/${style.id}/`);
    expect(group.json()).toMatchObject({
      sale_mode: 'unlimited',
      ships_from: null,
      ships_by: null,
      min_pairs: 0,
    });
    const detail = await call(null, 'GET', `/ecommerce/products/${style.products[0]}/us`);
    expect(detail.json()).toMatchObject({
      sale_mode: 'unlimited',
      ships_from: null,
      ships_by: null,
      min_pairs: 0,
    });
    // Only a stock group's variants say what is on hand; the card is as the specs send it.
    expect(detail.json().variants[0]).not.toHaveProperty('availability');
    const card = (await call(null, 'GET', `/ecommerce/item-group/${style.id}/`)).json();
    expect(card).not.toHaveProperty('sale_mode');
    expect((await call(owner, 'GET', '/admin/settings/orders/')).json()).toEqual({
      min_order_usd: 0,
    });

    await fillCart([[style.products[0]!, 1]]);
    const body = await cart();
    expect(body.minimums).toEqual({ styles: [], order: null });
    expect(body.cartItems[0]).toMatchObject({
      sale_mode: 'unlimited',
      ships_from: null,
      ships_by: null,
      min_pairs: 0,
    });
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await call(shopper, 'GET', `/ecommerce/orders/${placed.json().order_id}/`);
    expect(order.json().items[0]).toMatchObject({
      sale_mode: 'unlimited',
      ships_from: null,
      ships_by: null,
    });
  });
});

describe('the item group form', () => {
  it('sets the sale mode, the window and the minimum, audited', async () => {
    const res = await putGroup(style, {
      sale_mode: 'pre_order',
      ships_from: '2027-03-01',
      ships_by: '2027-03-15',
      min_pairs: '24',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      sale_mode: 'pre_order',
      ships_from: '2027-03-01',
      ships_by: '2027-03-15',
      min_pairs: 24,
    });
    const [audit] = await rows<{ after: Record<string, unknown> }>(
      sql`select after from audit_log where action = 'catalogue.item_group.update'
          and entity_id = ${String(style.id)} order by id desc limit 1`,
    );
    expect(audit!.after).toMatchObject({ sale_mode: 'pre_order', min_pairs: 24 });
  });

  it('refuses what cannot be, field by field, with a sentence, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { sale_mode: 'preorder' },
        'sale_mode',
        'The sale mode is one of: unlimited, stock, pre_order.',
      ],
      [
        { sale_mode: 'pre_order', ships_from: '2027-02-30' },
        'ships_from',
        'The first shipping date is a date written YYYY-MM-DD, such as 2027-03-15.',
      ],
      [
        { sale_mode: 'pre_order', ships_from: '2027-03-15', ships_by: '2027-03-01' },
        'ships_by',
        'The last shipping date comes on or after the first (2027-03-15).',
      ],
      [
        { sale_mode: 'stock', ships_by: '2027-03-01' },
        'ships_by',
        'Shipping dates are for pre-orders: set the sale mode to pre_order, or leave the dates empty.',
      ],
      [
        { min_pairs: 10_001 },
        'min_pairs',
        'The minimum is a whole number of pairs, 0 (none) to 10000.',
      ],
      [
        { min_pairs: '2.5' },
        'min_pairs',
        'The minimum is a whole number of pairs, 0 (none) to 10000.',
      ],
      [
        { min_pairs: -1 },
        'min_pairs',
        'The minimum is a whole number of pairs, 0 (none) to 10000.',
      ],
    ];
    for (const [over, field, sentence] of cases) {
      const res = await putGroup(style, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fields[field]).toBe(sentence);
      expect(res.json().error).toBe(`${field}: ${sentence}`);
    }
    const read = await call(manager, 'GET', `/admin/catalogue/item-groups/${style.id}/`);
    expect(read.json()).toMatchObject({ sale_mode: 'pre_order', min_pairs: 24 });
  });

  it('the product page, the card, the cart and the order carry them', async () => {
    const detail = (await call(null, 'GET', `/ecommerce/products/${style.products[0]}/us`)).json();
    expect(detail).toMatchObject({
      sale_mode: 'pre_order',
      ships_from: '2027-03-01',
      ships_by: '2027-03-15',
      min_pairs: 24,
    });
    const card = (await call(null, 'GET', `/ecommerce/item-group/${style.id}/`)).json();
    expect(card).toMatchObject({
      sale_mode: 'pre_order',
      ships_from: '2027-03-01',
      ships_by: '2027-03-15',
    });
    await fillCart([[style.products[0]!, 24]]);
    expect((await cart()).cartItems[0]).toMatchObject({
      sale_mode: 'pre_order',
      ships_from: '2027-03-01',
      ships_by: '2027-03-15',
      min_pairs: 24,
    });
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    // Placement keeps each line's sale mode (the stock engine writes it); the answers read it.
    const id = placed.json().order_id as number;
    await t.database.db.execute(
      sql`update order_lines set sale_mode = 'pre_order', ships_from = '2027-03-01',
          ships_by = '2027-03-15' where order_id = ${id}`,
    );
    const line = { sale_mode: 'pre_order', ships_from: '2027-03-01', ships_by: '2027-03-15' };
    expect((await call(shopper, 'GET', `/ecommerce/orders/${id}/`)).json().items[0]).toMatchObject(
      line,
    );
    expect((await call(manager, 'GET', `/admin/orders/${id}/`)).json().lines[0]).toMatchObject(
      line,
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const mail = orderReceivedMail('https://shop.example', {
      ...(await mailOrderOf(t.database.db, row!)),
      paidByCard: false,
    });
    expect(mail.text).toContain(`${style.name} — Pre-order: ships 1–15 Mar 2027.`);
  });

  it('a stock group’s variants say what is on hand', async () => {
    expect((await putGroup(style, { sale_mode: 'stock', min_pairs: 24 })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update products set availability = 0 where id = ${style.products[1]}`,
    );
    const detail = (await call(null, 'GET', `/ecommerce/products/${style.products[0]}/us`)).json();
    expect(detail.sale_mode).toBe('stock');
    expect(detail.ships_from).toBeNull();
    const sold = detail.variants.find((v: { id: number }) => v.id === style.products[1]);
    expect(sold.availability).toBe(0);
    // Stocked again for the minimums below, which are about pairs counted, not pairs on hand.
    await t.database.db.execute(
      sql`update products set availability = 500 where item_group_id = ${style.id}`,
    );
  });
});

describe('a style’s minimum', () => {
  it('shows the cart’s shortfall, refuses placement naming the style, and changes nothing', async () => {
    await fillCart([
      [style.products[0]!, 10],
      [style.products[1]!, 4],
      [other.products[0]!, 3],
    ]);
    const body = await cart();
    expect(body.minimums).toEqual({
      styles: [
        { item_group_id: style.id, style: style.name, min_pairs: 24, pairs: 14, missing: 10 },
      ],
      order: null,
    });
    const before = await orderCount();
    const refused = await place();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'below_minimum',
      error: `${style.name} has a minimum of 24 pairs per style (mix sizes and colours) and your order has 14: add 10 more, or remove the style.`,
      styles: [{ item_group_id: style.id, min_pairs: 24, pairs: 14, missing: 10 }],
    });
    expect(await orderCount()).toBe(before);
    expect((await cart()).cartItems).toHaveLength(3);
  });

  it('order-now of fewer pairs than the minimum is refused too', async () => {
    const before = await orderCount();
    const res = await call(
      shopper,
      'POST',
      '/ecommerce/order-now/?country_code=us&without_payment=true',
      { product_id: style.products[0], quantity: 23, mode: 'sea' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('below_minimum');
    expect(res.json().error).toContain(style.name);
    expect(await orderCount()).toBe(before);
    const enough = await call(
      shopper,
      'POST',
      '/ecommerce/order-now/?country_code=us&without_payment=true',
      { product_id: style.products[0], quantity: 24, mode: 'sea' },
    );
    expect(enough.statusCode, enough.body).toBe(201);
  });

  it('sizes and colours count together: 24 pairs across two sizes place', async () => {
    await fillCart([
      [style.products[0]!, 20],
      [style.products[1]!, 4],
    ]);
    expect((await cart()).minimums.styles).toEqual([]);
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await putGroup(style, { min_pairs: 0 })).statusCode).toBe(200);
  });
});

describe('the shop’s order minimum', () => {
  it('is the owner’s setting: others may not, bad amounts are refused, changes are audited', async () => {
    expect((await call(manager, 'GET', '/admin/settings/orders/')).statusCode).toBe(403);
    expect(
      (await call(manager, 'PUT', '/admin/settings/orders/', { min_order_usd: 1 })).statusCode,
    ).toBe(403);
    for (const bad of ['12.345', -1, 'lots', 1_000_001]) {
      const res = await call(owner, 'PUT', '/admin/settings/orders/', { min_order_usd: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().fields.min_order_usd).toBe(
        'The minimum order is an amount in US dollars from 0 (none) to 1000000, with at most 2 decimals, such as 500 or 249.50.',
      );
    }
    const set = await call(owner, 'PUT', '/admin/settings/orders/', { min_order_usd: '500' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ min_order_usd: 500 });
    const [audit] = await rows<{ before: unknown; after: unknown }>(
      sql`select before, after from audit_log where action = 'settings.change'
          and entity_id = 'min_order_usd' order by id desc limit 1`,
    );
    expect(audit).toEqual({ before: { min_order_usd: 0 }, after: { min_order_usd: 500 } });
  });

  it('an order whose goods come to less in dollars at today’s rate is refused with the amounts', async () => {
    // 10 pairs at $10.00 = $100.00; in Britain £8.00 a pair, £80.00 = $100.00 at 0.8.
    await fillCart([[other.products[0]!, 10]]);
    for (const country of ['us', 'gb']) {
      expect((await cart(country)).minimums.order).toEqual({
        min_order_usd: 500,
        goods_usd: 100,
        missing_usd: 400,
      });
      const before = await orderCount();
      const refused = await place(country);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'below_minimum_order',
        error:
          "The minimum order is US$500.00 and your goods come to US$100.00 at today's rate: add US$400.00 more.",
        min_order_usd: 500,
        goods_usd: 100,
        missing_usd: 400,
      });
      expect(await orderCount()).toBe(before);
    }
    await fillCart([[other.products[0]!, 50]]);
    expect((await cart('gb')).minimums.order).toBeNull();
    const placed = await place('gb');
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('0 is none again', async () => {
    expect(
      (await call(owner, 'PUT', '/admin/settings/orders/', { min_order_usd: 0 })).statusCode,
    ).toBe(200);
    await fillCart([[other.products[0]!, 1]]);
    expect((await cart()).minimums).toEqual({ styles: [], order: null });
    expect((await place()).statusCode).toBe(201);
  });
});
