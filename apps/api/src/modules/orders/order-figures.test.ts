// Issue 28.8: the order figures name what they count. The goods total and the order total (goods
// and shipping, as the buyer sees it) side by side; lines and pairs; and the cartons and net
// weight shipping is priced from (decision 140).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decimal } from '@solestock/domain';
import { CARTON_PAIRS } from '@solestock/domain/back-office/order-figures';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let buyer: SignedInShopper;
let manager: SignedInStaff;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  buyer = await signedInShopper(t.app);
  manager = await signedInStaff(t.app, 'manager');
  const [p] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from products where archived_at is null and availability >= 100 order by id limit 1`,
  );
  productId = Number(p!.id);
  await t.database.db.execute(
    sql`update products set weight = '850', weight_unit = 'g' where id = ${productId}`,
  );
  // A cold PGlite start on a busy machine takes longer than the default minute.
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const call = (who: { cookie: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload }),
  });

describe('an order’s figures', () => {
  it('counts pairs and lines apart, adds shipping to the order total, and gives cartons and weight', async () => {
    const pairs = CARTON_PAIRS * 2 + 1;
    const placed = await call(
      buyer,
      'POST',
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      {
        product_id: productId,
        quantity: pairs,
        mode: 'air',
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order_id as number;

    let order = (await call(manager, 'GET', `/admin/orders/${id}/`)).json();
    expect(order).toMatchObject({ lines_count: 1, items_count: 1, pairs, cartons: 3 });
    expect(order.goods_total).toBe(order.total);
    // No shipping charge yet: the order total is the goods.
    expect(order.order_total).toBe(order.total);
    expect(order.net_weight_kg).toBe(decimal('0.85').times(pairs).toFixed(3));
    expect(order.unweighed_lines).toBe(0);

    const confirmed = await call(manager, 'POST', `/admin/orders/${id}/confirm/`, {
      shipping_charge: '25.50',
      version: order.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    order = (await call(manager, 'GET', `/admin/orders/${id}/`)).json();
    expect(order.order_total).toBe(decimal(order.goods_total).plus('25.50').toNumber());
    // What the buyer is asked to pay is the order total.
    expect(order.balance_due).toBe(order.order_total);

    const queue = (await call(manager, 'GET', `/admin/orders/?q=%23${id}`)).json();
    expect(queue.results[0]).toMatchObject({ id, pairs, lines_count: 1 });
    expect(queue.results[0].order_total).toBe(order.order_total);
  });
});
