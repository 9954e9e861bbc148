// An order's lines by style and colour (docs/api.md, "Lines by style"; decision 156): the buyer's
// GET /ecommerce/orders/{id}/?lines=styles and the console's GET /admin/orders/{id}/?lines=styles
// answer `styles` in place of the lines, each block's sizes in natural order with its pairs and
// an exact subtotal that add up to the order's goods; a product gone from the catalogue is a
// block of its own; a bad flag is a 400 with a sentence, another company's order a 404, and
// without the flag the answer is the contract's. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sumMoney } from '@solestock/domain';
import type { OrderStyleDto } from '@solestock/domain/style-lines';
import type { AdminOrderByStyle } from '@solestock/domain/back-office/order-payloads';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import type { OrderDto } from '@solestock/domain/order-payloads';

let t: TestApp;
let ann: SignedInShopper;
let bob: SignedInShopper;
let owner: SignedInStaff;
const call = callerOf(() => t.app);

/** Style A in colour X (three sizes), style A in colour Y (one size), style B (one size). */
let ax: number[];
let ay: number;
let b: number;
let styleA: number;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 6 });
  ann = await signedInShopper(t.app, { firstName: 'Ann' });
  bob = await signedInShopper(t.app, { firstName: 'Bob' });
  owner = await signedInStaff(t.app, 'owner');
  const db = t.database.db;
  // Every style sold at once, without minimums, at $10.00 a pair (no slabs): exact sums to check.
  await db.execute(sql`update item_groups set sale_mode = 'unlimited', min_pairs = 0`);
  await db.execute(sql`delete from price_slabs`);
  await db.execute(sql`update products set selling_price = 10, currency = 'usd'`);
  const colours = await queryRows<{ style: number; color: string; ids: string }>(
    db,
    sql`select item_group_id as style, color, string_agg(id::text, ',' order by id) as ids
        from products where archived_at is null
        group by item_group_id, color order by item_group_id, color`,
  );
  const a = colours.find(
    (c) =>
      c.ids.split(',').length >= 3 &&
      colours.some((o) => o.style === c.style && o.color !== c.color),
  )!;
  styleA = Number(a.style);
  ax = a.ids.split(',').slice(0, 3).map(Number);
  const y = colours.find((c) => Number(c.style) === styleA && c.color !== a.color)!;
  ay = Number(y.ids.split(',')[0]);
  b = Number(colours.find((c) => Number(c.style) !== styleA)!.ids.split(',')[0]);

  // Placed out of order (B, a size of AX, AY, the other sizes): the blocks come in the order of
  // their first line, their sizes in size order.
  const lines: [number, number, 'air' | 'sea'][] = [
    [b, 7, 'air'],
    [ax[2]!, 3, 'air'],
    [ay, 5, 'air'],
    [ax[0]!, 11, 'air'],
    [ax[1]!, 13, 'sea'],
  ];
  const added = await call(ann, 'POST', '/ecommerce/cart/add-many/', {
    items: lines.map(([product_id, quantity, mode]) => ({ product_id, quantity, mode })),
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await call(
    ann,
    'POST',
    '/ecommerce/order/place/?country_code=gb&without_payment=true',
  );
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json().order_id;
});
afterAll(async () => {
  await t?.close();
});

const buyerOrder = async (query = '') => {
  const res = await call(ann, 'GET', `/ecommerce/orders/${orderId}/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A block's sizes as "size×pairs mode", the way the checks below read. */
const cells = (s: { lines: { size: string | null; quantity: number; mode: string }[] }) =>
  s.lines.map((l) => `${l.size}×${l.quantity} ${l.mode}`);

describe('an order by style and colour', () => {
  it('answers styles in place of items, each block once with its sizes, pairs and exact subtotal', async () => {
    const flat = (await buyerOrder()) as OrderDto;
    const grouped = (await buyerOrder('?lines=styles')) as Omit<OrderDto, 'items'> & {
      styles: OrderStyleDto[];
    };
    expect(grouped).not.toHaveProperty('items');
    // Everything else as the contract's answer.
    const { items, ...rest } = flat;
    const { styles, ...others } = grouped;
    expect(others).toEqual(rest);
    expect(grouped.items_count).toBe(5);

    const name = (id: number) => items.find((i) => i.product_id === id)!;
    const size = (id: number) => name(id).size;
    expect(styles.map((s) => [s.item_group_id, s.color, s.pairs, cells(s)])).toEqual([
      [expect.any(Number), name(b).color, 7, [`${size(b)}×7 air`]],
      [
        styleA,
        name(ax[0]!).color,
        27,
        [`${size(ax[0]!)}×11 air`, `${size(ax[1]!)}×13 sea`, `${size(ax[2]!)}×3 air`],
      ],
      [styleA, name(ay).color, 5, [`${size(ay)}×5 air`]],
    ]);
    // The block carries the style's name, brand and image once; a size only what differs.
    const [style] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from item_groups where id = ${styleA}`,
    );
    expect(styles[1]).toMatchObject({
      name: style!.name,
      brand: name(ax[0]!).brand,
      image: expect.any(String),
      sale_mode: 'unlimited',
      ships_from: null,
      ships_by: null,
    });
    expect(Object.keys(styles[1]!.lines[0]!).sort()).toEqual(
      [
        'id',
        'product_id',
        'size',
        'quantity',
        'mode',
        'unit_price',
        'product_currency',
        'converted_unit_price',
        'line_total',
      ].sort(),
    );
    // Subtotals are the sums of their lines, and add up to the goods, to the penny.
    for (const s of styles)
      expect(sumMoney(s.lines.map((l) => l.line_total)).toFixed(2)).toBe(s.subtotal.toFixed(2));
    expect(sumMoney(styles.map((s) => s.subtotal)).toFixed(2)).toBe(flat.total.toFixed(2));
    expect(styles.flatMap((s) => s.lines.map((l) => l.id)).sort((x, y) => x - y)).toEqual(
      items.map((i) => i.id).sort((x, y) => x - y),
    );
  });

  it('gives the console the same blocks, each size with its SKU; without the flag, every line', async () => {
    const res = await call(owner, 'GET', `/admin/orders/${orderId}/?lines=styles`);
    expect(res.statusCode, res.body).toBe(200);
    const grouped = res.json() as AdminOrderByStyle;
    expect(grouped).not.toHaveProperty('lines');
    const buyer = (await buyerOrder('?lines=styles')).styles as OrderStyleDto[];
    expect(grouped.styles.map((s) => [s.key, s.name, s.pairs, s.subtotal, cells(s)])).toEqual(
      buyer.map((s) => [s.key, s.name, s.pairs, s.subtotal, cells(s)]),
    );
    const skus = await queryRows<{ id: number; sku: string }>(
      t.database.db,
      sql`select id, sku from products where id in (${sql.join(
        ax.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const block = grouped.styles.find((s) => s.item_group_id === styleA && s.pairs === 27)!;
    for (const l of block.lines)
      expect(l.sku).toBe(skus.find((s) => Number(s.id) === l.product_id)!.sku);
    expect(grouped.lines_count).toBe(5);
    expect(grouped.pairs).toBe(39);

    const flat = await call(owner, 'GET', `/admin/orders/${orderId}/`);
    expect(flat.json().lines).toHaveLength(5);
    expect(flat.json()).not.toHaveProperty('styles');
  });

  it('refuses an unknown flag with a sentence, and another company’s order is still not found', async () => {
    for (const who of [ann, owner] as const) {
      const path = who === ann ? `/ecommerce/orders/${orderId}/` : `/admin/orders/${orderId}/`;
      const res = await call(who, 'GET', `${path}?lines=sizes`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(
        'lines: either styles (the lines by style and colour) or left out (every line on its own).',
      );
    }
    const other = await call(bob, 'GET', `/ecommerce/orders/${orderId}/?lines=styles`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('This order does not exist.');
    expect((await call(owner, 'GET', '/admin/orders/999999/?lines=styles')).statusCode).toBe(404);
  });

  it('lists the lines by style and colour in the order-received mail, a row a block', async () => {
    const [mail] = await queryRows<{ subject: string; text: string; html: string }>(
      t.database.db,
      sql`select subject, text, html from mail_outbox where "to" = ${ann.email} and subject like 'We received%'`,
    );
    const styles = (await buyerOrder('?lines=styles')).styles as OrderStyleDto[];
    expect(mail!.text).toContain('Your order: 3 styles and colours, 39 pairs');
    for (const s of styles) {
      // A block that mixes air and sea says each size's mode.
      const mixed = new Set(s.lines.map((l) => l.mode)).size > 1;
      const sizes = s.lines
        .map(
          (l) =>
            `${l.size}×${l.quantity}${mixed ? (l.mode === 'air' ? ' Air Mode' : ' Sea Mode') : ''}`,
        )
        .join(', ');
      expect(mail!.text).toContain(`${s.name}, ${s.color} · ${sizes} · ${s.pairs} · £`);
    }
    expect(mail!.html).toContain('<th scope="col" align="left">Sizes × pairs</th>');
    expect(mail!.text).toMatch(/×11 Air Mode, .*×13 Sea Mode, .*×3 Air Mode · 27 · £/);
    expect(mail!.html.match(/<tr style=/g)).toHaveLength(3);
  });

  it('makes a product gone from the catalogue a block of its own, named by its line', async () => {
    const before = (await buyerOrder()) as OrderDto;
    const gone = before.items.find((i) => i.product_id === ax[2])!;
    const db = t.database.db;
    await db.execute(
      sql`alter table order_lines drop constraint if exists order_lines_product_id_products_id_fk`,
    );
    await db.execute(sql`delete from products where id = ${ax[2]!}`);

    const styles = (await buyerOrder('?lines=styles')).styles as OrderStyleDto[];
    expect(styles).toHaveLength(4);
    const own = styles.find((s) => s.item_group_id === null)!;
    expect(own).toMatchObject({
      key: `p${ax[2]}:${gone.color.trim().toLowerCase()}`,
      name: gone.product_name,
      pairs: 3,
      lines: [expect.objectContaining({ id: gone.id, quantity: 3 })],
    });
    expect(styles.find((s) => s.item_group_id === styleA && s.pairs === 24)).toBeTruthy();
    expect(sumMoney(styles.map((s) => s.subtotal)).toFixed(2)).toBe(before.total.toFixed(2));

    const console = (await call(owner, 'GET', `/admin/orders/${orderId}/?lines=styles`)).json();
    const consoleOwn = (console as AdminOrderByStyle).styles.find((s) => s.item_group_id === null)!;
    expect(consoleOwn.lines[0]!.sku).toBeNull();
  });
});
