// Wholesale-size orders (issue 34, item 1): one signed-in shopper builds carts of 200, 800 and
// 2,000 lines (the size-run grid across many styles), and every step is timed with the size of
// what it answers: adding the lines (add-many, 200 lines a call), the cart items answer (flat,
// and by style and colour as /cart reads it, decision 155), the server-rendered /cart page,
// changing one line, placing the order (and the size of the order-received mail), the order
// answer and the order page (by style and colour, decision 156), and the console's order answer
// and order page for a staff member, and the console's confirm of the order with the CPU time of
// placing and confirming (issue 47 item 3; --orders places and confirms that many). A step the store refuses is printed with its status and
// sentence, not hidden: a limit is fine if it is stated. The catalogue is the bench's
// (bench/lib/dataset.ts), on the database named by --db.
//
//   npx tsx bench/large-orders.ts --db postgres --products 20000 --lines 200,800,2000
//
// Not part of npm test (no timing is asserted anywhere). Prints a Markdown table for
// bench/README.md.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows } from '@solestock/api/db/connect';
import * as schema from '@solestock/api/db/schema';
import { hashPassword } from '@solestock/api/modules/identity/passwords';
import { staffCookieName, startStaffSession } from '@solestock/api/modules/staff/staff-session';
import { prepareDataset, shopperEmail, withDataset, type DatabaseKind } from './lib/dataset.ts';
import { cpuBetween } from './lib/cpu.ts';
import { startServer } from './lib/server.ts';
import { signIn } from './lib/shoppers.ts';
import { median, percentile } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '20000' },
    lines: { type: 'string', default: '200,800,2000' },
    repeats: { type: 'string', default: '5' },
    /** How many orders of each size are placed and confirmed (their median is reported). */
    orders: { type: 'string', default: '1' },
    port: { type: 'string', default: '3901' },
  },
});
const kind = values.db as DatabaseKind;
const sizes = values.lines.split(',').map(Number);
const repeats = Number(values.repeats);
const orders = Number(values.orders);
const ADD_MANY_LINES = 200;
const COUNTRY = 'gb';
const log = (m: string) =>
  console.error(`[large-orders ${new Date().toISOString().slice(11, 19)}] ${m}`);

const dataset = await prepareDataset(kind, Number(values.products), 1, log);
// Lines a buyer can always order: products of styles sold without stock limits or minimums.
const productIds = await withDataset(dataset, async (db) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p join item_groups g on g.id = p.item_group_id
          where p.archived_at is null and g.sale_mode = 'unlimited' and g.min_pairs = 0
          order by p.id limit ${Math.max(...sizes)}`,
    )
  ).map((r) => r.id),
);
if (productIds.length < Math.max(...sizes)) throw new Error('not enough products for the carts');

// A manager for the console's order page, signed in through a session written beside the
// dataset (as the API's tests do): the console's sign-in asks a second factor of owners.
const staffCookie = await withDataset(dataset, async (db) => {
  const email = 'bench-manager@example.com';
  await db
    .insert(schema.staff)
    .values({
      email,
      name: 'Bench Manager',
      role: 'manager',
      passwordHash: await hashPassword('Bench#2024x'),
    })
    .onConflictDoNothing();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from staff where email = ${email}`,
  );
  const token = await startStaffSession(db, Number(row!.id));
  return `${staffCookieName({ secureCookies: false })}=${token}`;
});

const server = await startServer(dataset.env, Number(values.port));
const origin = server.origin;
const cookie = await signIn(origin, shopperEmail(0));

interface Answer {
  status: number;
  ms: number;
  bytes: number;
  gzip: number;
  text: string;
  /** Of timed()'s repeats: the 95th percentile (nearest rank; with few repeats, the slowest). */
  p95?: number;
  /** The server's and its database backends' CPU time during the call (withCpu). */
  cpu?: number;
}

/**
 * The call with the CPU time it cost the server and PostgreSQL (bench/lib/cpu.ts): on a machine
 * shared with other work the wall time swings several times over, the CPU time much less.
 */
async function withCpu(work: () => Promise<Answer>): Promise<Answer> {
  const before = server.sampleCpu();
  const answer = await work();
  return { ...answer, cpu: cpuBetween(before, server.sampleCpu()) };
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  as: string = cookie,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      cookie: `${as}; country=${COUNTRY}`,
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const buffer = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  return {
    status: res.status,
    ms,
    bytes: buffer.length,
    gzip: gzipSync(buffer).length,
    text: buffer.toString('utf8'),
  };
}

/** The median of `repeats` calls (the first one, which may warm a cache, counted too). */
async function timed(method: string, path: string, as: string = cookie): Promise<Answer> {
  const answers: Answer[] = [];
  for (let i = 0; i < repeats; i++) answers.push(await call(method, path, undefined, as));
  const bad = answers.find((a) => a.status >= 300);
  if (bad) return bad;
  return {
    ...answers[0]!,
    ms: median(answers.map((a) => a.ms)),
    p95: percentile(
      answers.map((a) => a.ms).sort((a, b) => a - b),
      0.95,
    ),
  };
}

async function emptyCart() {
  const cart = await call('GET', `/api/ecommerce/cart/items/?country_code=${COUNTRY}`);
  const ids = (JSON.parse(cart.text) as { cartItems: { id: number }[] }).cartItems.map((l) => l.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const removed = await call('DELETE', '/api/ecommerce/cart/items/delete/', {
      cart_item_ids: ids.slice(i, i + 1000),
    });
    if (removed.status !== 204)
      throw new Error(`emptying the cart: ${removed.status} ${removed.text}`);
  }
}

const kb = (n: number) => (n / 1024).toFixed(0);
const outcome = (a: Answer, ok: number) =>
  a.status === ok ? `${a.ms.toFixed(0)} ms` : `refused ${a.status}: ${sentence(a.text)}`;
const sentence = (text: string) => {
  try {
    const body = JSON.parse(text) as { message?: string; error?: string };
    return body.message ?? body.error ?? text.slice(0, 120);
  } catch {
    return text.slice(0, 120);
  }
};

const page200 = (a: Answer | undefined) =>
  a && a.status === 200
    ? `${kb(a.bytes)} KB (${kb(a.gzip)} gzip), ${a.ms.toFixed(0)} ms (p95 ${(a.p95 ?? a.ms).toFixed(0)})`
    : a
      ? outcome(a, 200)
      : '–';

/** Adding: 200 lines a call, as the grid and quick order send them. */
async function fillCart(lines: number) {
  let addMs = 0;
  let added: Answer | undefined;
  for (let i = 0; i < lines; i += ADD_MANY_LINES) {
    added = await call('POST', '/api/ecommerce/cart/add-many/', {
      items: productIds
        .slice(i, Math.min(i + ADD_MANY_LINES, lines))
        .map((id) => ({ product_id: id, quantity: 12, mode: 'sea' })),
    });
    addMs += added.ms;
    if (added.status !== 201) break;
  }
  return { addMs, added };
}

const place = () =>
  withCpu(() =>
    call('POST', `/api/ecommerce/order/place/?country_code=${COUNTRY}&without_payment=true`, {}),
  );

/** The console's confirm of a submitted order, by a manager, at the version the console reads. */
async function confirm(orderId: number): Promise<Answer> {
  const read = await call('GET', `/api/admin/orders/${orderId}/`, undefined, staffCookie);
  if (read.status !== 200) return read;
  const { version } = JSON.parse(read.text) as { version: number };
  return withCpu(() =>
    call(
      'POST',
      `/api/admin/orders/${orderId}/confirm/`,
      { shipping_charge: '0', version },
      staffCookie,
    ),
  );
}

/** The medians of the timed calls' wall and CPU time (each call's in brackets), or the first refusal. */
const outcomeOf = (answers: Answer[], ok: number) => {
  const bad = answers.find((a) => a.status !== ok);
  if (bad) return outcome(bad, ok);
  const ms = answers.map((a) => a.ms);
  const cpu = answers.map((a) => a.cpu ?? 0);
  const list = (xs: number[]) =>
    xs.length > 1 ? ` (${xs.map((x) => x.toFixed(0)).join(', ')})` : '';
  return `${median(ms).toFixed(0)} ms${list(ms)}, CPU ${median(cpu).toFixed(0)} ms${list(cpu)}`;
};

const rows: string[] = [];
try {
  for (const lines of sizes) {
    await emptyCart();
    log(`${kind}: ${lines} lines`);
    const { addMs, added } = await fillCart(lines);
    const adds = `${Math.ceil(lines / ADD_MANY_LINES)} calls, ${added?.status === 201 ? `${addMs.toFixed(0)} ms` : outcome(added!, 201)}`;
    const items = await timed('GET', `/api/ecommerce/cart/items/?country_code=${COUNTRY}`);
    const grouped = await timed(
      'GET',
      `/api/ecommerce/cart/items/?country_code=${COUNTRY}&lines=styles`,
    );
    const blocks =
      grouped.status === 200
        ? (JSON.parse(grouped.text) as { styles: unknown[] }).styles.length
        : 0;
    const page = await timed('GET', '/cart');
    const first = (JSON.parse(items.text) as { cartItems: { id: number }[] }).cartItems[0]!;
    // Changing one line's quantity, as the cart's stepper does (median of the repeats).
    const changes: Answer[] = [];
    for (let i = 0; i < repeats; i++)
      changes.push(
        await call('PATCH', `/api/ecommerce/cart/items/${first.id}/update/`, {
          quantity: 12 + (i % 2) * 12,
        }),
      );
    const changed = changes.find((a) => a.status !== 200) ?? {
      ...changes[0]!,
      ms: median(changes.map((a) => a.ms)),
    };
    const placed = await place();
    const orderId =
      placed.status === 201 ? (JSON.parse(placed.text) as { order_id: number }).order_id : 0;
    // The received mail's size (text and HTML), as queued with the order.
    const mail = orderId
      ? await withDataset(dataset, async (db) => {
          const [row] = await queryRows<{ bytes: number }>(
            db,
            sql`select (octet_length(text) + octet_length(html))::int as bytes from mail_outbox
                where subject = ${`We received your order #${orderId}`} order by id desc limit 1`,
          );
          return row ? Number(row.bytes) : 0;
        })
      : 0;
    const order = orderId
      ? await timed('GET', `/api/ecommerce/orders/${orderId}/?lines=styles`)
      : undefined;
    const orderPage = orderId ? await timed('GET', `/orders/${orderId}`) : undefined;
    const consoleOrder = orderId
      ? await timed('GET', `/api/admin/orders/${orderId}/?lines=styles`, staffCookie)
      : undefined;
    const consolePage = orderId
      ? await timed('GET', `/admin/orders/${orderId}`, staffCookie)
      : undefined;
    // The console's confirm, with the version its order answer gave; then --orders - 1 more
    // carts of the same lines are placed and confirmed, and both figures are their medians.
    const confirmed = consoleOrder?.status === 200 ? await confirm(orderId) : undefined;
    const placings = [placed];
    const confirms = confirmed ? [confirmed] : [];
    for (let i = 1; i < orders && placed.status === 201 && confirmed?.status === 200; i++) {
      await emptyCart();
      await fillCart(lines);
      const again = await place();
      placings.push(again);
      if (again.status !== 201) break;
      confirms.push(await confirm((JSON.parse(again.text) as { order_id: number }).order_id));
    }
    const styles =
      order?.status === 200 ? (JSON.parse(order.text) as { styles: unknown[] }).styles.length : 0;
    rows.push(
      [
        lines.toLocaleString('en'),
        adds,
        `${kb(items.bytes)} KB, ${items.ms.toFixed(0)} ms`,
        grouped.status === 200
          ? `${kb(grouped.bytes)} KB (${kb(grouped.gzip)} gzip), ${grouped.ms.toFixed(0)} ms, ${blocks} blocks`
          : outcome(grouped, 200),
        items.status === 200 ? page200(page) : outcome(items, 200),
        outcome(changed, 200),
        outcomeOf(placings, 201),
        mail ? `${kb(mail)} KB` : '–',
        order && order.status === 200
          ? `${styles} styles, ${kb(order.bytes)} KB, ${order.ms.toFixed(0)} ms`
          : order
            ? outcome(order, 200)
            : '–',
        page200(orderPage),
        consoleOrder && consoleOrder.status === 200
          ? `${kb(consoleOrder.bytes)} KB, ${consoleOrder.ms.toFixed(0)} ms`
          : consoleOrder
            ? outcome(consoleOrder, 200)
            : '–',
        page200(consolePage),
        confirmed ? outcomeOf(confirms, 200) : '–',
      ].join(' | '),
    );
    log(rows.at(-1)!);
  }
} finally {
  await emptyCart().catch(() => {});
  await server.stop();
}

console.log(
  `\n${kind}, ${Number(values.products).toLocaleString('en')} products, median of ${repeats} reads, one shopper:\n`,
);
console.log(
  '| Lines | add (add-many) | cart items answer | by style (lines=styles) | /cart page | change one line | place order | received mail | order answer (by style) | order page | console order answer (by style) | console order page | confirm |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row} |`);
