// GET /ecommerce/personal-part/ (docs/api.md, "Shared pages"; decision 157): the one read a
// signed-in view of a shared page makes. It answers the asking shopper's own name, badge, price
// list and holds, and nothing once their session is over. Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PersonalPartDto } from '@solestock/domain/personal-part';
import { queryRows } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff } from '../../test/staff.ts';

let t: TestApp;
let ann: SignedInShopper;
let bob: SignedInShopper;
/** Two products of one style, and one of another. */
let [sameStyleA, sameStyleB, otherStyle] = [0, 0, 0];
const call = callerOf(() => t.app);
const part = async (who: SignedInShopper | null, query = '') => {
  const res = await call(who, 'GET', `/ecommerce/personal-part/${query}`);
  return { status: res.statusCode, body: res.json<PersonalPartDto & { code?: string }>() };
};

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  ann = await signedInShopper(t.app, { firstName: 'Ann' });
  bob = await signedInShopper(t.app, { firstName: 'Bob' });
  const rows = await queryRows<{ id: number; item_group_id: number }>(
    t.database.db,
    sql`select id, item_group_id from products order by item_group_id, id`,
  );
  const [first] = rows;
  const sibling = rows.find((r) => r.item_group_id === first!.item_group_id && r.id !== first!.id);
  const other = rows.find((r) => r.item_group_id !== first!.item_group_id);
  [sameStyleA, sameStyleB, otherStyle] = [
    Number(first!.id),
    Number(sibling!.id),
    Number(other!.id),
  ];
});
afterAll(async () => {
  await t?.close();
});

describe('GET /ecommerce/personal-part/', () => {
  it('answers a guest 401 with a sentence', async () => {
    const { status, body } = await part(null);
    expect(status).toBe(401);
    expect(body.code).toBe('not_authenticated');
  });

  it('answers the asking shopper’s name and badge, and the product’s place in their cart', async () => {
    for (const [id, quantity] of [
      [sameStyleA, 12],
      [sameStyleB, 6],
      [otherStyle, 24],
    ] as const) {
      const add = await call(ann, 'POST', '/ecommerce/cart/add/', { product_id: id, quantity });
      expect(add.statusCode, add.body).toBe(201);
    }
    const page = await part(ann);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      user: { id: ann.userId, first_name: 'Ann' },
      cart_count: 3,
      price_list: '0',
    });
    const onProduct = await part(ann, `?product_id=${sameStyleB}`);
    expect(onProduct.body.product).toEqual({ id: sameStyleB, in_cart: true, style_pairs: 18 });
    // Bob's part holds nothing of Ann's.
    const bobs = await part(bob, `?product_id=${sameStyleB}`);
    expect(bobs.body).toEqual({
      user: { id: bob.userId, first_name: 'Bob' },
      cart_count: 0,
      price_list: '0',
      product: { id: sameStyleB, in_cart: false, style_pairs: 0 },
    });
  });

  it('answers a member their group’s discount as the price list', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const gold = await call(manager, 'POST', '/admin/customer-groups/', {
      name: 'Gold',
      discount_percent: '12.5',
    });
    expect(gold.statusCode, gold.body).toBe(201);
    const company = (await call(ann, 'GET', '/ecommerce/company/')).json().id;
    const set = await call(manager, 'PUT', `/admin/customers/${company}/group/`, {
      group_id: gold.json().id,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await part(ann)).body.price_list).toBe('12.50');
    expect((await part(bob)).body.price_list).toBe('0');
  });

  it('refuses a bad product_id with a 400, and answers nothing once the session is over', async () => {
    expect((await part(bob, '?product_id=abc')).status).toBe(400);
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, bob.userId));
    expect((await part(bob)).status).toBe(401);
    const out = await call(ann, 'POST', '/logout/');
    expect(out.statusCode).toBe(200);
    expect((await part(ann)).status).toBe(401);
  });
});
