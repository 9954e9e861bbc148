// Style tiers (issue 31.1, docs/api.md): two sizes of a style-scoped group that cross a slab
// together get the lower price on both lines, in the cart, the checkout total and the placed
// order; the same lines of a product-scoped group (the default) keep their per-line price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper } from '../../test/shoppers.ts';
import type { CartItemDto } from './cart.pricing.ts';

let t: TestApp;
let shopper: { userId: number; cookie: string };
let groupId: number;
let sizes: number[];
const call = callerOf(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 3 });
  shopper = await signedInShopper(t.app);
  const [group] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select item_group_id as id from products where archived_at is null
        group by item_group_id having count(*) >= 2 order by item_group_id limit 1`,
  );
  groupId = Number(group!.id);
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from products where item_group_id = ${groupId} and archived_at is null
        order by id limit 2`,
  );
  sizes = rows.map((r) => Number(r.id));
  // $10.00 a pair, $8.00 from 10 pairs: 6 + 6 pairs cross the slab only when counted together.
  for (const id of sizes) {
    await t.database.db.execute(
      sql`update products set selling_price = 10, currency = 'usd' where id = ${id}`,
    );
    await t.database.db.execute(sql`delete from price_slabs where product_id = ${id}`);
    await t.database.db.execute(
      sql`insert into price_slabs (product_id, position, operator, min_quantity, max_quantity, selling_price, currency)
          values (${id}, 0, '>=', 10, null, 8, 'usd')`,
    );
  }
});
afterAll(async () => {
  await t?.close();
});

async function setScope(scope: 'product' | 'style') {
  await t.database.db.execute(
    sql`update item_groups set tier_scope = ${scope} where id = ${groupId}`,
  );
}

async function fillCart() {
  for (const id of sizes) {
    const res = await call(shopper, 'POST', '/ecommerce/cart/add/', {
      product_id: id,
      quantity: 6,
      mode: 'air',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

async function cart() {
  const res = await call(shopper, 'GET', '/ecommerce/cart/items/?country_code=us');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { cartItems: CartItemDto[]; subtotal: { amount: number } };
}

async function placeAndRead() {
  const placed = await call(
    shopper,
    'POST',
    '/ecommerce/order/place/?country_code=us&without_payment=true',
    {},
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await call(shopper, 'GET', `/ecommerce/orders/${placed.json().order_id}/`);
  expect(order.statusCode, order.body).toBe(200);
  return order.json() as { total: number; items: { converted_unit_price: number }[] };
}

describe('style tiers', () => {
  it('a product-scoped group prices each size at its own 6 pairs: $10.00', async () => {
    await setScope('product');
    await fillCart();
    const { cartItems, subtotal } = await cart();
    expect(
      cartItems.map((i) => [
        i.productQty,
        i.productConvertedPrice.amount,
        i.tier_scope,
        i.tier_quantity,
      ]),
    ).toEqual([
      [6, 10, 'product', 6],
      [6, 10, 'product', 6],
    ]);
    expect(subtotal.amount).toBe(120);
    const order = await placeAndRead();
    expect(order.items.map((i) => i.converted_unit_price)).toEqual([10, 10]);
    expect(order.total).toBe(120);
  });

  it('a style-scoped group prices both sizes at the style’s 12 pairs: $8.00', async () => {
    await setScope('style');
    await fillCart();
    const { cartItems, subtotal } = await cart();
    expect(
      cartItems.map((i) => [
        i.productQty,
        i.productConvertedPrice.amount,
        i.tier_scope,
        i.tier_quantity,
      ]),
    ).toEqual([
      [6, 8, 'style', 12],
      [6, 8, 'style', 12],
    ]);
    expect(subtotal.amount).toBe(96);
    const checkout = await call(shopper, 'GET', '/ecommerce/cart/checkout/?country_code=us');
    expect(checkout.json().total_price.amount).toBe(96);
    const order = await placeAndRead();
    expect(order.items.map((i) => i.converted_unit_price)).toEqual([8, 8]);
    expect(order.total).toBe(96);
  });

  it('the product detail says how the group’s slabs count', async () => {
    const res = await call(shopper, 'GET', `/ecommerce/products/${sizes[0]}/us`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tier_scope).toBe('style');
  });

  it('the cart count tells a product page its style’s pairs already in the cart', async () => {
    await setScope('style');
    await call(shopper, 'POST', '/ecommerce/cart/add/', {
      product_id: sizes[0],
      quantity: 7,
      mode: 'air',
    });
    // The other size's page: 7 pairs of its style are in the cart, none of its own.
    const other = await call(shopper, 'GET', `/ecommerce/cart/count/?product_id=${sizes[1]}`);
    expect(other.json()).toEqual({ count: 1, in_cart: false, style_pairs: 7 });
    // The badge alone says only the count.
    const badge = await call(shopper, 'GET', '/ecommerce/cart/count/');
    expect(badge.json()).toEqual({ count: 1 });
  });
});
