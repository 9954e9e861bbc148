// Large carts and orders (issue 41 item 3; docs/api.md, "Line limit"): a cart and an order hold
// at most CART_LINES_MAX lines. Everything up to the limit works (an order of that many lines
// places, its stock taken; the cart reads in pages or by style), and one line more is refused
// with a sentence, changing nothing. The big carts are built with set-based SQL: adding 5,000
// lines one call at a time would cost the test minutes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_LINES_MAX } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff } from '../../test/staff.ts';
import { statementsOf } from '../../test/statements.ts';

// Seconds each, on a busy machine more: 5,000 lines are written and read whole.
vi.setConfig({ testTimeout: 300_000 });

let t: TestApp;
const call = callerOf(() => t.app);

/** Products in the store for the big carts: ten sizes of each style, sold from stock. */
const PRODUCTS = CART_LINES_MAX + 10;
const SIZES_PER_STYLE = 10;
const STOCK = 50;

beforeAll(async () => {
  // The job runner's polls go through the same database handle: left running, one falling
  // inside a counted placement would add its statements to the count (no test here sends mail).
  t = await createTestApp({ itemGroups: 1, jobs: { poll: false } });
  const db = t.database.db;
  // Styles copied from the seeded one (its brand and categories), sold from stock, no minimum.
  await db.execute(sql`
    insert into item_groups (name, brand_id, head_category_id, subcategory_id, sale_mode, min_pairs, product_count)
    select 'Big style ' || g, brand_id, head_category_id, subcategory_id, 'stock', 0, ${SIZES_PER_STYLE}
    from item_groups, generate_series(1, ${PRODUCTS / SIZES_PER_STYLE}) g
    where id = (select min(id) from item_groups)`);
  await db.execute(sql`
    insert into products (item_group_id, sku, name, color, size, selling_price, currency, availability)
    select ig.id, 'BIG-' || ig.id || '-' || s, ig.name, 'Black', (35 + s)::text, 1.25, 'usd', ${STOCK}
    from item_groups ig, generate_series(1, ${SIZES_PER_STYLE}) s
    where ig.name like 'Big style %'`);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** A shopper whose cart holds one pair of each of the first `lines` big products. */
async function shopperWithCart(lines: number): Promise<SignedInShopper> {
  const shopper = await signedInShopper(t.app);
  await t.database.db.execute(sql`
    insert into cart_lines (user_id, product_id, quantity, mode)
    select ${shopper.userId}::int, id, 1, 'air' from products
    where sku like 'BIG-%' order by id limit ${lines}`);
  return shopper;
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, query);
  return Number(row!.n);
}

const cartCount = (userId: number) =>
  countOf(sql`select count(*) as n from cart_lines where user_id = ${userId}`);
const ordersOf = (userId: number) =>
  countOf(sql`select count(*) as n from orders where user_id = ${userId}`);
const pairsOnHand = () =>
  countOf(sql`select sum(availability) as n from products where sku like 'BIG-%'`);

describe('an order at the line limit', () => {
  it('places with every line, taking its stock', async () => {
    const shopper = await shopperWithCart(CART_LINES_MAX);
    const before = await pairsOnHand();
    const res = await call(
      shopper,
      'POST',
      '/ecommerce/order/place/?country_code=us&without_payment=true',
    );
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order_id as number;
    expect(
      await countOf(sql`select count(*) as n from order_lines where order_id = ${orderId}`),
    ).toBe(CART_LINES_MAX);
    expect(before - (await pairsOnHand())).toBe(CART_LINES_MAX);
    const order = await call(shopper, 'GET', `/ecommerce/orders/${orderId}/`);
    expect(order.statusCode).toBe(200);
    expect(order.json().total).toBe(CART_LINES_MAX * 1.25);
    // Placed without payment: the lines left the cart.
    expect(await cartCount(shopper.userId)).toBe(0);
  });

  it('refuses one line more with a sentence, and changes nothing', async () => {
    const shopper = await shopperWithCart(CART_LINES_MAX + 1);
    const before = await pairsOnHand();
    for (const query of ['without_payment=true', '']) {
      const res = await call(shopper, 'POST', `/ecommerce/order/place/?country_code=us&${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'too_many_lines',
        error: `Your cart holds ${(CART_LINES_MAX + 1).toLocaleString('en')} lines; an order holds at most ${CART_LINES_MAX.toLocaleString('en')}. Remove some lines, then place it again.`,
      });
    }
    expect(await ordersOf(shopper.userId)).toBe(0);
    expect(await cartCount(shopper.userId)).toBe(CART_LINES_MAX + 1);
    expect(await pairsOnHand()).toBe(before);
  });
});

// Issue 47 item 3: an order's lines are written, their stock taken and the rules read in a fixed
// number of statements (multi-row writes, `= ANY` reads), so a wholesale order of hundreds of
// lines costs about what a small one does. A per-line query brought back would make the
// 500-line order's count grow by hundreds.
describe('statements of a placement and its confirm', () => {
  async function placeAndConfirm(lines: number) {
    const shopper = await shopperWithCart(lines);
    const manager = await signedInStaff(t.app, 'manager');
    const placed = await statementsOf(t.database.db, () =>
      call(shopper, 'POST', '/ecommerce/order/place/?country_code=us&without_payment=true'),
    );
    expect(placed.result.statusCode, placed.result.body).toBe(201);
    const orderId = placed.result.json().order_id as number;
    const { version } = (await call(manager, 'GET', `/admin/orders/${orderId}/`)).json();
    const confirmed = await statementsOf(t.database.db, () =>
      call(manager, 'POST', `/admin/orders/${orderId}/confirm/`, { shipping_charge: '0', version }),
    );
    expect(confirmed.result.statusCode, confirmed.result.body).toBe(200);
    expect(
      await countOf(sql`select count(*) as n from order_lines where order_id = ${orderId}`),
    ).toBe(lines);
    await expectEveryLineAnsweredAndMailed(orderId, confirmed.result.json());
    return { place: placed.statements.length, confirm: confirmed.statements.length };
  }

  /**
   * The confirm reads the lines once, for its mail and its answer (bench/README.md, "Orders at
   * wholesale size"): the answer still lists every line as the order's own answer does, and the
   * confirmed mail every style.
   */
  async function expectEveryLineAnsweredAndMailed(
    orderId: number,
    answer: { version: number; lines: { id: number; quantity: number; line_total: number }[] },
  ) {
    const db = t.database.db;
    const ids = await queryRows<{ id: number }>(
      db,
      sql`select id from order_lines where order_id = ${orderId} order by id`,
    );
    expect(answer.lines.map((l) => l.id)).toEqual(ids.map((r) => Number(r.id)));
    const manager = await signedInStaff(t.app, 'manager');
    const read = (await call(manager, 'GET', `/admin/orders/${orderId}/`)).json();
    expect(answer).toEqual(read);
    const styles = await queryRows<{ name: string }>(
      db,
      sql`select distinct g.name from order_lines l join products p on p.id = l.product_id
          join item_groups g on g.id = p.item_group_id where l.order_id = ${orderId}`,
    );
    const [mail] = await queryRows<{ text: string }>(
      db,
      sql`select text from mail_outbox where subject like ${`Order #${orderId} confirmed%`}`,
    );
    for (const { name } of styles) expect(mail!.text).toContain(`${name}, Black`);
  }

  it('do not grow with the order’s lines', async () => {
    const before = await pairsOnHand();
    const small = await placeAndConfirm(50);
    const large = await placeAndConfirm(500);
    expect(small.place).toBeGreaterThan(10);
    expect(large).toEqual(small);
    // Every line's pair was taken (one pair a line), under the stock rules.
    expect(before - (await pairsOnHand())).toBe(550);
  });
});

describe('a cart at the line limit', () => {
  it('refuses a new line from every way of adding, with a sentence, and still merges into its lines', async () => {
    const shopper = await shopperWithCart(CART_LINES_MAX);
    const [spare] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from products where sku like 'BIG-%' order by id desc limit 1`,
    );
    const [held] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select product_id as id from cart_lines where user_id = ${shopper.userId} limit 1`,
    );
    const sentence = `Your cart holds ${CART_LINES_MAX.toLocaleString('en')} lines, the most it can: place an order or remove some lines first. Nothing was added.`;
    const refusals = [
      await call(shopper, 'POST', '/ecommerce/cart/add/', { product_id: spare!.id, quantity: 1 }),
      await call(shopper, 'POST', '/ecommerce/cart/add-many/', [
        { product_id: held!.id, quantity: 1 },
        { product_id: spare!.id, quantity: 1 },
      ]),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'cart_full', error: sentence });
    }
    expect(await cartCount(shopper.userId)).toBe(CART_LINES_MAX);
    expect(
      await countOf(
        sql`select sum(quantity) as n from cart_lines where user_id = ${shopper.userId}`,
      ),
    ).toBe(CART_LINES_MAX);
    // A product already in the cart is merged into its line: no new line, so allowed.
    const merge = await call(shopper, 'POST', '/ecommerce/cart/add/', {
      product_id: held!.id,
      quantity: 2,
    });
    expect(merge.statusCode).toBe(201);
    expect(merge.json().quantity).toBe(3);
  });

  it('answers a full cart in pages of CartItem rows, and whole by style', async () => {
    const shopper = await shopperWithCart(CART_LINES_MAX);
    const first = await call(shopper, 'GET', '/ecommerce/cart/items/?country_code=us');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.cartItems.length).toBeLessThan(CART_LINES_MAX);
    expect(page).toMatchObject({ count: CART_LINES_MAX, page: 1 });
    // The subtotal is the whole cart's, not the page's.
    expect(page.subtotal.amount).toBe(CART_LINES_MAX * 1.25);
    const pages = Math.ceil(CART_LINES_MAX / page.page_size);
    const last = (
      await call(shopper, 'GET', `/ecommerce/cart/items/?country_code=us&page=${pages}`)
    ).json();
    expect(last.cartItems.length).toBe(CART_LINES_MAX - (pages - 1) * page.page_size);
    const seen = new Set([...page.cartItems, ...last.cartItems].map((i: { id: number }) => i.id));
    expect(seen.size).toBe(page.cartItems.length + last.cartItems.length);
    const styles = await call(
      shopper,
      'GET',
      '/ecommerce/cart/items/?country_code=us&lines=styles',
    );
    expect(styles.statusCode).toBe(200);
    const sizes = styles.json().styles.flatMap((s: { lines: unknown[] }) => s.lines) as unknown[];
    expect(sizes).toHaveLength(CART_LINES_MAX);
  });
});
