// The cart calls against a seeded database: prices from the slab rule and the stored rates,
// quantities refused outside 1..100000, merging under concurrency, and every call scoped to the
// signed-in shopper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  convertAmount,
  minorUnitExponent,
  moneyNumber,
  slabUnitPrice,
  sumMoney,
} from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper } from '../../test/shoppers.ts';
import { getExchangeRates } from '../rates/rates.repository.ts';
import type { CartItemDto } from './cart.pricing.ts';

let t: TestApp;
let alice: { userId: number; cookie: string };
let bob: { userId: number; cookie: string };
/** A product with three slabs 25-99, 100-299, >=300, in a currency other than gbp. */
let slabbed: { id: number; currency: string };
let plain: { id: number };

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 30 });
  alice = await signedInShopper(t.app);
  bob = await signedInShopper(t.app);
  const [s] = await queryRows<{ id: number; currency: string }>(
    t.database.db,
    sql`select p.id, p.currency from products p
        where (select count(*) from price_slabs s where s.product_id = p.id and s.operator = 'from_to') = 2
          and p.currency <> 'gbp'
        order by p.id limit 1`,
  );
  const [p] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from products where id <> ${s!.id} order by id limit 1`,
  );
  slabbed = { id: Number(s!.id), currency: s!.currency };
  plain = { id: Number(p!.id) };
});
afterAll(async () => {
  await t?.close();
});

type Shopper = { cookie: string };
const call = callerOf(() => t.app);

async function cartOf(who: Shopper, country = 'gb') {
  const res = await call(who, 'GET', `/ecommerce/cart/items/?country_code=${country}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    cartItems: CartItemDto[];
    subtotal: { amount: number; currency: string; symbol: string };
  };
}

async function clear(who: Shopper) {
  const { cartItems } = await cartOf(who);
  if (cartItems.length === 0) return;
  const res = await call(who, 'DELETE', '/ecommerce/cart/items/delete/', {
    cart_item_ids: cartItems.map((i) => i.id),
  });
  expect(res.statusCode).toBe(204);
}

/** The expected converted unit price, from the stored slabs and rates by the domain rules. */
async function expectedUnit(productId: number, quantity: number, country: string) {
  const [product] = await queryRows<{ selling_price: string; currency: string }>(
    t.database.db,
    sql`select selling_price::text, currency from products where id = ${productId}`,
  );
  const slabs = await queryRows<{
    operator: 'from_to' | '>=' | '<=';
    min_quantity: number | null;
    max_quantity: number | null;
    selling_price: string;
    currency: string;
  }>(
    t.database.db,
    sql`select operator, min_quantity, max_quantity, selling_price::text, currency
        from price_slabs where product_id = ${productId} order by position, id`,
  );
  const unit = slabUnitPrice(slabs, quantity, {
    amount: product!.selling_price,
    currency: product!.currency,
  });
  const rates = await getExchangeRates(t.database.db);
  const converted = convertAmount(unit.amount, unit.currency, country, rates);
  return {
    own: unit.amount,
    converted: converted.amount.toDecimalPlaces(minorUnitExponent(converted.currency)),
    currency: converted.currency,
  };
}

describe('cart', () => {
  it('answers 401 to every cart call without a session', async () => {
    const calls = [
      call(null, 'GET', '/ecommerce/cart/items/?country_code=gb'),
      call(null, 'POST', '/ecommerce/cart/add/', { product_id: plain.id, quantity: 1 }),
      call(null, 'PATCH', '/ecommerce/cart/items/1/update/', { quantity: 2 }),
      call(null, 'DELETE', '/ecommerce/cart/items/delete/', { cart_item_ids: [1] }),
      call(null, 'GET', '/ecommerce/cart/checkout/?country_code=gb'),
      call(null, 'GET', '/ecommerce/cart/count/'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
  });

  it('answers a guest 401 before it reads their input: a bad body is not a 400', async () => {
    const calls = [
      call(null, 'POST', '/ecommerce/cart/add/', { product_id: 'abc', quantity: -1 }),
      call(null, 'PATCH', '/ecommerce/cart/items/abc/update/', { quantity: 'many' }),
      call(null, 'GET', '/ecommerce/cart/items/?country_code=zz&lines=rows'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
  });

  it('adds a product, prices it by slab in the shopper currency, and merges repeated adds', async () => {
    await clear(alice);
    const first = await call(alice, 'POST', '/ecommerce/cart/add/', {
      product_id: slabbed.id,
      quantity: 30,
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(alice, 'POST', '/ecommerce/cart/add/', {
      product_id: slabbed.id,
      quantity: 80,
      mode: 'sea',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);

    const cart = await cartOf(alice, 'gb');
    expect(cart.cartItems).toHaveLength(1);
    const item = cart.cartItems[0]!;
    const want = await expectedUnit(slabbed.id, 110, 'gb');
    expect(item).toMatchObject({
      id: first.json().id,
      productId: slabbed.id,
      productQty: 110,
      mode: 'sea',
      productPrice: moneyNumber(want.own),
      productCurrency: slabbed.currency,
      productConvertedPrice: { symbol: '£', currency: 'gbp', amount: moneyNumber(want.converted) },
    });
    expect(item.productAvailability).toMatch(/^\d+ Left$/);
    expect(item.productPriceSlabs).toHaveLength(3);
    expect(cart.subtotal).toEqual({
      amount: moneyNumber(want.converted.times(110)),
      currency: 'gbp',
      symbol: '£',
    });
  });

  it('re-prices by slab when the quantity changes, and totals exactly', async () => {
    await clear(alice);
    const line = (
      await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: slabbed.id, quantity: 25 })
    ).json();
    await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: plain.id, quantity: 3 });
    const before = (await cartOf(alice, 'in')).cartItems.find((i) => i.id === line.id)!;
    const res = await call(alice, 'PATCH', `/ecommerce/cart/items/${line.id}/update/`, {
      quantity: 300,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: line.id, quantity: 300 });
    const cart = await cartOf(alice, 'in');
    const after = cart.cartItems.find((i) => i.id === line.id)!;
    expect(after.productConvertedPrice.amount).toBeLessThan(before.productConvertedPrice.amount);
    expect(after.productConvertedPrice.amount).toBe(
      moneyNumber((await expectedUnit(slabbed.id, 300, 'in')).converted),
    );
    const plainUnit = await expectedUnit(plain.id, 3, 'in');
    const slabUnit = await expectedUnit(slabbed.id, 300, 'in');
    expect(cart.subtotal.amount).toBe(
      moneyNumber(sumMoney([slabUnit.converted.times(300), plainUnit.converted.times(3)])),
    );
    expect(cart.subtotal.currency).toBe('inr');

    const checkout = await call(alice, 'GET', '/ecommerce/cart/checkout/?country_code=in');
    expect(checkout.json()).toEqual({
      total_price: { currency: '₹', amount: cart.subtotal.amount },
      currency_code: 'inr',
      items_count: 2,
    });
  });

  it('prices yen in whole yen', async () => {
    await clear(alice);
    await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: slabbed.id, quantity: 7 });
    const cart = await cartOf(alice, 'jp');
    const unit = cart.cartItems[0]!.productConvertedPrice;
    expect(unit.currency).toBe('jpy');
    expect(Number.isInteger(unit.amount)).toBe(true);
    expect(cart.subtotal.amount).toBe(unit.amount * 7);
  });

  it('ignores prices and totals sent by the client', async () => {
    await clear(alice);
    await call(alice, 'POST', '/ecommerce/cart/add/', {
      product_id: plain.id,
      quantity: 2,
      price: 0.01,
      productPrice: 0.01,
      productConvertedPrice: { amount: 0.01 },
      subtotal: 0.01,
    });
    const cart = await cartOf(alice);
    const want = await expectedUnit(plain.id, 2, 'gb');
    expect(cart.cartItems[0]!.productConvertedPrice.amount).toBe(moneyNumber(want.converted));
    expect(cart.subtotal.amount).toBe(moneyNumber(want.converted.times(2)));
  });

  it('refuses quantities outside whole numbers 1..100000 and changes nothing', async () => {
    await clear(alice);
    const line = (
      await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: plain.id, quantity: 5 })
    ).json();
    const bad = [0, -1, 1.5, '5', 100001, null, 1e21, true, []];
    for (const quantity of bad) {
      const add = await call(alice, 'POST', '/ecommerce/cart/add/', {
        product_id: plain.id,
        quantity,
      });
      expect(add.statusCode, `add ${JSON.stringify(quantity)}`).toBe(400);
      expect(add.json().fields.quantity).toMatch(/whole number from 1 to 100000/);
      const patch = await call(alice, 'PATCH', `/ecommerce/cart/items/${line.id}/update/`, {
        quantity,
      });
      expect(patch.statusCode, `patch ${JSON.stringify(quantity)}`).toBe(400);
    }
    expect(
      (await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: plain.id })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(alice, 'POST', '/ecommerce/cart/add/', {
          product_id: plain.id,
          quantity: 1,
          mode: 'rail',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: 'x', quantity: 1 }))
        .statusCode,
    ).toBe(400);
    // Adding to 99996 more would pass 100000: refused whole, the line keeps its 5.
    const over = await call(alice, 'POST', '/ecommerce/cart/add/', {
      product_id: plain.id,
      quantity: 99996,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('quantity_too_large');
    const cart = await cartOf(alice);
    expect(cart.cartItems.map((i) => i.productQty)).toEqual([5]);
    expect(
      (await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: plain.id, quantity: 99995 }))
        .statusCode,
    ).toBe(201);
    expect((await cartOf(alice)).cartItems[0]!.productQty).toBe(100000);
  });

  it('answers 404 for a product that does not exist, adding nothing', async () => {
    await clear(alice);
    const res = await call(alice, 'POST', '/ecommerce/cart/add/', {
      product_id: 99_999_999,
      quantity: 1,
    });
    expect(res.statusCode).toBe(404);
    expect((await cartOf(alice)).cartItems).toEqual([]);
  });

  it("treats another shopper's lines as missing: no update, no delete, no view", async () => {
    await clear(alice);
    await clear(bob);
    const aliceLine = (
      await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: plain.id, quantity: 4 })
    ).json();
    const bobLine = (
      await call(bob, 'POST', '/ecommerce/cart/add/', { product_id: slabbed.id, quantity: 9 })
    ).json();

    const patch = await call(bob, 'PATCH', `/ecommerce/cart/items/${aliceLine.id}/update/`, {
      quantity: 50,
    });
    expect(patch.statusCode).toBe(404);
    const del = await call(bob, 'DELETE', '/ecommerce/cart/items/delete/', {
      cart_item_ids: [aliceLine.id],
    });
    expect(del.statusCode).toBe(404);
    // A list mixing one's own with a foreign id deletes nothing at all.
    const mixed = await call(bob, 'DELETE', '/ecommerce/cart/items/delete/', {
      cart_item_ids: [bobLine.id, aliceLine.id],
    });
    expect(mixed.statusCode).toBe(404);
    const missing = await call(bob, 'DELETE', '/ecommerce/cart/items/delete/', {
      cart_item_ids: [bobLine.id, 99_999_999],
    });
    expect(missing.statusCode).toBe(404);

    expect((await cartOf(alice)).cartItems.map((i) => [i.id, i.productQty])).toEqual([
      [aliceLine.id, 4],
    ]);
    expect((await cartOf(bob)).cartItems.map((i) => [i.id, i.productQty])).toEqual([
      [bobLine.id, 9],
    ]);
    expect((await call(bob, 'GET', '/ecommerce/cart/count/')).json()).toEqual({ count: 1 });

    const own = await call(bob, 'DELETE', '/ecommerce/cart/items/delete/', {
      cart_item_ids: [bobLine.id],
    });
    expect(own.statusCode).toBe(204);
    expect((await cartOf(bob)).cartItems).toEqual([]);
  });

  it("answers whether a product is in the shopper's own cart, in the count's one query", async () => {
    await clear(alice);
    await clear(bob);
    await call(alice, 'POST', '/ecommerce/cart/add/', { product_id: plain.id, quantity: 4 });
    const asked = (who: typeof alice, id: number) =>
      call(who, 'GET', `/ecommerce/cart/count/?product_id=${id}`).then((r) => r.json());
    expect(await asked(alice, plain.id)).toMatchObject({ count: 1, in_cart: true, style_pairs: 4 });
    expect(await asked(alice, slabbed.id)).toMatchObject({ count: 1, in_cart: false });
    // Another shopper's cart says nothing about this one's.
    expect(await asked(bob, plain.id)).toEqual({ count: 0, in_cart: false, style_pairs: 0 });
    const bad = await call(alice, 'GET', '/ecommerce/cart/count/?product_id=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a bad delete body and a bad country', async () => {
    for (const payload of [
      {},
      { cart_item_ids: [] },
      { cart_item_ids: ['a'] },
      { cart_item_ids: 5 },
    ]) {
      expect(
        (await call(alice, 'DELETE', '/ecommerce/cart/items/delete/', payload)).statusCode,
      ).toBe(400);
    }
    expect((await call(alice, 'GET', '/ecommerce/cart/items/?country_code=zz')).statusCode).toBe(
      400,
    );
    expect((await call(alice, 'GET', '/ecommerce/cart/items/?country_code=gbr')).statusCode).toBe(
      400,
    );
    expect(
      (await call(alice, 'PATCH', '/ecommerce/cart/items/abc/update/', { quantity: 2 })).statusCode,
    ).toBe(400);
  });

  it('answers 400 to checkout on an empty cart', async () => {
    await clear(bob);
    const res = await call(bob, 'GET', '/ecommerce/cart/checkout/?country_code=gb');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('cart_empty');
  });

  it('merges 20 concurrent adds of one product into one line without losing any quantity', async () => {
    await clear(alice);
    const adds = Array.from({ length: 20 }, (_, i) =>
      call(alice, 'POST', '/ecommerce/cart/add/', { product_id: slabbed.id, quantity: i + 1 }),
    );
    const answers = await Promise.all(adds);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const cart = await cartOf(alice);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]!.productQty).toBe((20 * 21) / 2);
  });
});
