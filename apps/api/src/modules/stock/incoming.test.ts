// Incoming stock (docs/stock.md, decision 194): staff expect deliveries of a product, receive and
// cancel them (audited); a stock style sells its pairs on hand first, then the deliveries' pairs
// as "ships from {date}" (the earliest first) and never more; the order line keeps the day and
// the pairs sold ahead, the shipment rule waits for it, and the pairs go back where they came
// from when the order is cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let owner: SignedInStaff;
let group: number;
let product: number;
const call = callerOf(() => t.app);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false } });
  owner = await signedInStaff(t.app, 'owner');
  const [row] = await queryRows<{ id: number; item_group_id: number }>(
    db(),
    sql`select id, item_group_id from products where archived_at is null order by id limit 1`,
  );
  product = Number(row!.id);
  group = Number(row!.item_group_id);
  await db().execute(sql`update item_groups set sale_mode = 'stock' where id = ${group}`);
  await db().execute(
    sql`update products set availability = 3, selling_price = 10, currency = 'usd' where id = ${product}`,
  );
});
afterAll(async () => {
  await t?.close();
});

const expect_ = (pairs: unknown, expected_on: unknown, id = product) =>
  call(owner, 'POST', `/admin/catalogue/products/${id}/incoming/`, { pairs, expected_on });

const lots = async () =>
  queryRows<{ id: number; pairs: number; sold: number; status: string }>(
    db(),
    sql`select id, pairs, sold, status from incoming_stock where product_id = ${product} order by id`,
  );

const onHand = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select availability as n from products where id = ${product}`,
      )
    )[0]!.n,
  );

describe('incoming stock', () => {
  let first: number;
  let second: number;
  let orderId: number;

  it('is added by staff (validated, audited) and listed per product and per style', async () => {
    const bad = await expect_(0, '2099-02-30');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['expected_on', 'pairs']);
    expect((await expect_(5, '2099-01-15', 999_999)).statusCode).toBe(404);

    // Added later but expected earlier: sold first.
    const later = await expect_(4, '2099-03-01');
    expect(later.statusCode, later.body).toBe(201);
    second = later.json().id;
    const earlier = await expect_('5', '2099-01-15');
    expect(earlier.statusCode, earlier.body).toBe(201);
    first = earlier.json().id;
    expect(earlier.json()).toMatchObject({
      product_id: product,
      pairs: 5,
      sold: 0,
      status: 'expected',
    });

    const list = await call(owner, 'GET', `/admin/catalogue/item-groups/${group}/incoming/`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([first, second]);
    const own = await call(owner, 'GET', `/admin/catalogue/products/${product}/incoming/`);
    expect(own.json().results).toHaveLength(2);

    const [audit] = await queryRows<{ staff_id: number; after: unknown }>(
      db(),
      sql`select staff_id, after from audit_log where action = 'stock.incoming.add'
          and entity_id = ${String(first)}`,
    );
    expect(audit).toEqual({
      staff_id: owner.staffId,
      after: { product_id: product, pairs: 5, expected_on: '2099-01-15' },
    });
  });

  it('sells on hand first, then incoming as “ships from”, and never past on hand and incoming together', async () => {
    const detail = await call(null, 'GET', `/ecommerce/products/${product}/us`);
    expect(detail.statusCode, detail.body).toBe(200);
    const variant = detail.json().variants.find((v: { id: number }) => v.id === product);
    expect(variant).toMatchObject({
      availability: 3,
      incoming: [
        { expected_on: '2099-01-15', pairs: 5 },
        { expected_on: '2099-03-01', pairs: 4 },
      ],
    });

    const buyer = await signedInShopper(t.app);
    const add = (quantity: number) =>
      call(buyer, 'POST', '/ecommerce/cart/add/', { product_id: product, quantity, mode: 'air' });
    expect((await add(3)).statusCode).toBe(201);
    const cartShipsFrom = async () =>
      (await call(buyer, 'GET', '/ecommerce/cart/items/?country_code=us')).json().cartItems[0]
        .incoming_ships_from;
    expect(await cartShipsFrom()).toBeNull();
    expect((await add(2)).statusCode).toBe(201);
    expect(await cartShipsFrom()).toBe('2099-01-15');
    // 3 on hand + 9 incoming = 12: a 13th pair is refused, nothing changed.
    const over = await add(8);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().lines).toEqual([{ product_id: product, requested: 13, available: 12 }]);
    expect((await add(5)).statusCode).toBe(201);
    expect(await cartShipsFrom()).toBe('2099-03-01');

    const placed = await call(
      buyer,
      'POST',
      '/ecommerce/order/place/?country_code=us&without_payment=true',
      {},
    );
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().order_id;
    expect(await onHand()).toBe(0);
    expect((await lots()).map((l) => [l.id, l.sold])).toEqual([
      [second, 2],
      [first, 5],
    ]);
    const order = await call(buyer, 'GET', `/ecommerce/orders/${orderId}/`);
    expect(order.json().items[0]).toMatchObject({
      quantity: 10,
      sale_mode: 'stock',
      ships_from: '2099-03-01',
      incoming_pairs: 7,
    });

    // Two pairs are left, of the March delivery: a third is refused.
    const other = await signedInShopper(t.app);
    const short = await call(other, 'POST', '/ecommerce/cart/add/', {
      product_id: product,
      quantity: 3,
      mode: 'air',
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().lines).toEqual([{ product_id: product, requested: 3, available: 2 }]);

    // The staff's shipments list: the line waits for its day, as a pre-order does.
    const shipments = await call(owner, 'GET', `/admin/orders/${orderId}/shipments/`);
    expect(shipments.statusCode, shipments.body).toBe(200);
    expect(shipments.json().lines[0]).toMatchObject({
      ships_from: '2099-03-01',
      readiness: 'waits_for_window',
    });
  });

  it('receives a delivery: unsold pairs go on hand, sold ones stay sold; a delivery with sales cannot be cancelled', async () => {
    const refused = await call(owner, 'POST', `/admin/catalogue/incoming/${second}/cancel/`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('incoming_sold');

    const received = await call(owner, 'POST', `/admin/catalogue/incoming/${second}/receive/`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', pairs: 4, sold: 2 });
    expect(await onHand()).toBe(2);
    const [audit] = await queryRows<{ after: { availability: number; cause: string } }>(
      db(),
      sql`select after from audit_log where action = 'stock.change'
          and entity_id = ${String(product)} order by id desc limit 1`,
    );
    expect(audit!.after).toMatchObject({ availability: 2, cause: `incoming ${second} received` });
    const again = await call(owner, 'POST', `/admin/catalogue/incoming/${second}/receive/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('incoming_closed');
  });

  it('gives a cancelled order’s pairs back where they came from: on hand, received, or the delivery still expected', async () => {
    const cancel = await call(owner, 'POST', `/admin/orders/${orderId}/cancel/`, {
      reason: 'The buyer asked',
      version: 1,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // 2 on hand + 3 taken from on hand + 2 of the received delivery; January's 5 go back to it.
    expect(await onHand()).toBe(7);
    expect((await lots()).map((l) => [l.id, l.sold, l.status])).toEqual([
      [second, 2, 'received'],
      [first, 0, 'expected'],
    ]);
    const cancelled = await call(owner, 'POST', `/admin/catalogue/incoming/${first}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const detail = await call(null, 'GET', `/ecommerce/products/${product}/us`);
    const variant = detail.json().variants.find((v: { id: number }) => v.id === product);
    expect(variant.incoming).toBeUndefined();
    expect(variant.availability).toBe(7);
  });
});
