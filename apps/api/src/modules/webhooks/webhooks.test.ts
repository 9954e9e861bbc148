// Webhooks (docs/webhooks.md, decisions 198 and 199) over HTTP, with a real receiver on
// 127.0.0.1 (named in WEBHOOKS_ALLOW_NETWORKS, as a test receiver must be): an order's life
// reaches it in order, each message verified with the standardwebhooks library; a receiver that
// was down gets every missed message once per webhook-id; an endpoint failing for 3 days is
// disabled and the owner mailed; the console's calls keep endpoints and re-send a delivery. The
// runner's poll loop is off: each test drains it and moves its clock past the back-off waits.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { WebhookMessage } from '@solestock/domain/back-office/webhook-payloads';
import { queryRows } from '../../db/connect.ts';
import { mailOutbox, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { emitCompanyCreated, WEBHOOK_QUEUE } from './webhook-events.ts';
import { DISABLE_AFTER_MS } from './webhook-delivery.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A receiver on 127.0.0.1 that records every request and answers `status`. */
async function startReceiver() {
  const got: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      got.push({ headers: req.headers, body, answered: state.status });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    got,
    state,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let owner: SignedInStaff;
let support: SignedInStaff;
let buyer: SignedInShopper;
let productId: number;
/** How far the runner's clock is ahead of the real one (the back-off waits skipped). */
let ahead = 0;
// A second ahead of the database's now(), so what was just written is due.
const clock = () => new Date(Date.now() + 1_000 + ahead);

type Who = { cookie: string } | null;
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const drain = () => t.app.jobs.drain({ queues: [WEBHOOK_QUEUE] });

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    itemGroups: 4,
    config: { webhooks: { allowNetworks: ['127.0.0.1'] } },
    jobs: { poll: false, clock },
  });
  owner = await signedInStaff(t.app, 'owner');
  support = await signedInStaff(t.app, 'support');
  buyer = await signedInShopper(t.app);
  const [row] = await queryRows<{ id: number; group: number }>(
    t.database.db,
    sql`select id, item_group_id as group from products order by id limit 1`,
  );
  // Sold from stock, with plenty on hand: orders take pairs, and stock.low can be told.
  await t.database.db.execute(
    sql`update item_groups set sale_mode = 'stock' where id = ${row!.group}`,
  );
  await t.database.db.execute(sql`update products set availability = 1000 where id = ${row!.id}`);
  productId = Number(row!.id);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
beforeEach(async () => {
  ahead = 0;
  receiver.state.status = 200;
  receiver.got.length = 0;
  await t.database.db.delete(webhookEndpoints);
});

async function createEndpoint(events: string[], url = receiver.url) {
  const res = await call(owner, 'POST', '/admin/webhooks/', { url, events, description: 'ERP' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; events: string[] };
}

/** Places an order of 6 pairs without payment; its id. */
async function placeOrder(): Promise<number> {
  const add = await call(buyer, 'POST', '/ecommerce/cart/add-many/', [
    { product_id: productId, quantity: 6 },
  ]);
  expect(add.statusCode, add.body).toBeLessThan(300);
  const placed = await call(
    buyer,
    'POST',
    '/ecommerce/order/place/?country_code=gb&without_payment=true',
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order_id as number;
}

const version = async (id: number) =>
  (await call(owner, 'GET', `/admin/orders/${id}/`)).json().version as number;

/** Confirms, takes the balance by transfer, ships and delivers the order. */
async function liveOrder(id: number) {
  const confirm = await call(owner, 'POST', `/admin/orders/${id}/confirm/`, {
    shipping_charge: '10.00',
    version: await version(id),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const order = (await call(owner, 'GET', `/admin/orders/${id}/`)).json();
  const paid = await call(owner, 'POST', `/admin/orders/${id}/payments/`, {
    amount: order.balance_due.toFixed(2),
    reference: 'WIRE-1',
    received_on: new Date().toISOString().slice(0, 10),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const ship = await call(owner, 'POST', `/admin/orders/${id}/ship/`, {
    carrier: 'DHL',
    tracking_number: 'JD1',
    version: await version(id),
  });
  expect(ship.statusCode, ship.body).toBe(200);
  const deliver = await call(owner, 'POST', `/admin/orders/${id}/deliver/`, {
    version: await version(id),
  });
  expect(deliver.statusCode, deliver.body).toBe(200);
}

const verified = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as WebhookMessage;

const ORDER_LIFE = [
  'order.placed',
  'order.confirmed',
  'payment.received',
  'order.shipped',
  'invoice.issued',
  'order.delivered',
];

describe('webhooks', () => {
  it('send an order’s whole life to the receiver in order, each signed', async () => {
    const endpoint = await createEndpoint([
      'order.placed',
      'order.confirmed',
      'order.shipped',
      'order.delivered',
      'payment.received',
      'invoice.issued',
    ]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const id = await placeOrder();
    // Sent while the order moves on: each drain sends what is due, in order.
    await drain();
    await liveOrder(id);
    await drain();
    const messages = receiver.got.map((r) => verified(endpoint.secret, r));
    expect(messages.map((m) => m.type)).toEqual(ORDER_LIFE);
    for (const m of messages) {
      expect(m.version).toBe(1);
      expect((m.data as { order: { id: number } }).order.id).toBe(id);
    }
    const [placed, , payment, shipped, invoice, delivered] = messages;
    expect(placed!.data).toMatchObject({ order: { status: 'submitted' } });
    expect(payment!.data).toMatchObject({ payment: { kind: 'transfer', reference: 'WIRE-1' } });
    expect(shipped!.data).toMatchObject({ order: { carrier: 'DHL', tracking_number: 'JD1' } });
    expect((invoice!.data as { invoice: { number: string } }).invoice.number).toMatch(/\S/);
    expect(delivered!.data).toMatchObject({ order: { status: 'delivered' } });
    // A forged body fails the check the receiver makes.
    const forged = { ...receiver.got[0]!, body: receiver.got[0]!.body.replace('submitted', 'x') };
    expect(() => verified(endpoint.secret, forged)).toThrow();

    // The console's log: each delivered with the receiver's 200.
    const log = await call(owner, 'GET', `/admin/webhooks/${endpoint.id}/deliveries/`);
    expect(log.statusCode, log.body).toBe(200);
    const page = log.json();
    expect(page.count).toBe(ORDER_LIFE.length);
    expect(page.results.map((d: { event: string }) => d.event)).toEqual([...ORDER_LIFE].reverse());
    for (const d of page.results) {
      expect(d).toMatchObject({
        status: 'delivered',
        response_code: 200,
        attempts: 1,
        subject_id: id,
      });
    }
  });

  it('a receiver that was down gets every missed message once, in order, by webhook-id', async () => {
    const endpoint = await createEndpoint([
      'order.placed',
      'order.confirmed',
      'order.delivered',
      'order.shipped',
      'payment.received',
      'invoice.issued',
    ]);
    receiver.state.status = 503;
    const id = await placeOrder();
    await liveOrder(id);
    await drain();
    // The oldest was tried and failed; the rest wait behind it.
    expect(receiver.got.map((r) => verified(endpoint.secret, r).type)).toEqual(['order.placed']);
    const [waiting] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(webhookDeliveries.id)
      .limit(1);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, responseCode: 503 });
    // Down for a stretch: the retries at 5 s, 5 min and 30 min fail too.
    for (const wait of [5_000, 5 * 60_000, 30 * 60_000]) {
      ahead += wait;
      await drain();
    }
    expect(receiver.got.every((r) => verified(endpoint.secret, r).type === 'order.placed')).toBe(
      true,
    );
    expect(receiver.got).toHaveLength(4);
    // Back up: the next retry (2 h on) sends everything, oldest first.
    receiver.state.status = 200;
    ahead += 2 * 3_600_000;
    await drain();
    const accepted = receiver.got.filter((r) => r.answered === 200);
    expect(accepted.map((r) => verified(endpoint.secret, r).type)).toEqual(ORDER_LIFE);
    const ids = accepted.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    // Every attempt of one message had the same id: the receiver can deduplicate.
    const placedIds = new Set(
      receiver.got
        .filter((r) => verified(endpoint.secret, r).type === 'order.placed')
        .map((r) => r.headers['webhook-id']),
    );
    expect(placedIds.size).toBe(1);
    // Nothing more is sent later.
    ahead += 24 * 3_600_000;
    await drain();
    expect(receiver.got.filter((r) => r.answered === 200)).toHaveLength(ORDER_LIFE.length);
    const endpointNow = (await call(owner, 'GET', `/admin/webhooks/${endpoint.id}/`)).json();
    expect(endpointNow).toMatchObject({ enabled: true, failing_since: null });
  });

  it('an endpoint failing for 3 days is disabled and its owners mailed', async () => {
    const endpoint = await createEndpoint(['order.placed']);
    receiver.state.status = 500;
    await placeOrder();
    await drain();
    // Retried through the first day and beyond.
    while (ahead < DISABLE_AFTER_MS) {
      ahead += 10 * 3_600_000;
      await drain();
      const row = (await call(owner, 'GET', `/admin/webhooks/${endpoint.id}/`)).json();
      if (ahead < 24 * 3_600_000) expect(row.enabled).toBe(true);
    }
    const off = (await call(owner, 'GET', `/admin/webhooks/${endpoint.id}/`)).json();
    expect(off.enabled).toBe(false);
    expect(off.disabled_reason).toMatch(/failing for 3 days/);
    const [delivery] = (
      await call(owner, 'GET', `/admin/webhooks/${endpoint.id}/deliveries/`)
    ).json().results;
    expect(delivery).toMatchObject({ status: 'failed', response_code: 500 });
    expect(delivery.attempts).toBeGreaterThan(7);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'A webhook endpoint was disabled'));
    expect(mails.map((m) => m.to)).toContain(owner.email);
    // Nothing is sent to a disabled endpoint; a new order writes it no delivery.
    const before = receiver.got.length;
    await placeOrder();
    ahead += 10 * 3_600_000;
    await drain();
    expect(receiver.got).toHaveLength(before);

    // Turned back on and the failed delivery sent again: the same message, the same id.
    receiver.state.status = 200;
    const on = await call(owner, 'PUT', `/admin/webhooks/${endpoint.id}/`, {
      url: receiver.url,
      events: ['order.placed'],
      enabled: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, disabled_reason: null });
    const resend = await call(owner, 'POST', `/admin/webhooks/deliveries/${delivery.id}/resend/`);
    expect(resend.statusCode, resend.body).toBe(200);
    await drain();
    const last = receiver.got.at(-1)!;
    expect(last.answered).toBe(200);
    expect(last.headers['webhook-id']).toBe(delivery.message_id);
    expect(verified(endpoint.secret, last).type).toBe('order.placed');
    const again = await call(owner, 'POST', `/admin/webhooks/deliveries/${delivery.id}/resend/`);
    expect(again.statusCode).toBe(200);
  });

  it('writes nothing when the change rolls back, and only for subscribed, enabled endpoints', async () => {
    const onlyCompanies = await createEndpoint(['company.created']);
    await placeOrder();
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, onlyCompanies.id));
    expect(rows).toHaveLength(0);
    // Written in the change's transaction: rolled back with it, nothing is left to send.
    await t.database.db
      .transaction(async (tx) => {
        const [company] = await queryRows<{ id: number }>(
          tx,
          sql`select id from companies limit 1`,
        );
        expect(await emitCompanyCreated(tx, Number(company!.id))).toBe(1);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(
      await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, onlyCompanies.id)),
    ).toHaveLength(0);
    await signedInShopper(t.app);
    await drain();
    const created = receiver.got.map((r) => verified(onlyCompanies.secret, r));
    expect(created.map((m) => m.type)).toEqual(['company.created']);
    expect(created[0]!.data).toMatchObject({ company: { id: expect.any(Number) } });
  });

  it('tells stock.low once when a product falls to the low-stock line', async () => {
    const endpoint = await createEndpoint(['stock.low']);
    const line = await call(owner, 'GET', '/admin/catalogue/low-stock/');
    expect(line.statusCode, line.body).toBe(200);
    const low = line.json().low_stock_pairs as number;
    // Two orders of 6 pairs: the first leaves it above the line, the second takes it to it.
    await t.database.db.execute(
      sql`update products set availability = ${low + 12} where id = ${productId}`,
    );
    await placeOrder();
    await placeOrder();
    await drain();
    const told = receiver.got.map((r) => verified(endpoint.secret, r));
    expect(told.map((m) => m.type)).toEqual(['stock.low']);
    expect(told[0]!.data).toMatchObject({
      product: { id: productId, availability: low },
      low_stock_pairs: low,
    });
  });

  it('tells stock.low when a warehouse count takes a product to the line, and not again above it', async () => {
    const endpoint = await createEndpoint(['stock.low']);
    const low = (await call(owner, 'GET', '/admin/catalogue/low-stock/')).json()
      .low_stock_pairs as number;
    // A stock-sold product no order holds: its count is its availability (docs/sync.md).
    const [other] = await queryRows<{ id: number; sku: string }>(
      t.database.db,
      sql`select p.id, p.sku from products p join item_groups g on g.id = p.item_group_id
          where g.sale_mode = 'stock' and p.id <> ${productId} order by p.id limit 1`,
    );
    await t.database.db.execute(
      sql`update products set availability = ${low + 50} where id = ${other!.id}`,
    );
    const sync = (availability: number) =>
      call(owner, 'PUT', '/admin/stock/', { items: [{ sku: other!.sku, availability }] });
    expect((await sync(low + 20)).statusCode).toBe(200);
    expect((await sync(low)).statusCode).toBe(200);
    expect((await sync(low - 1)).statusCode).toBe(200);
    await drain();
    const told = receiver.got.map((r) => verified(endpoint.secret, r));
    expect(told.map((m) => m.type)).toEqual(['stock.low']);
    expect(told[0]!.data).toMatchObject({ product: { id: other!.id, availability: low } });
  });

  it('the console’s calls: owners only, checked input, secrets shown once', async () => {
    expect((await call(support, 'GET', '/admin/webhooks/')).statusCode).toBe(403);
    expect(
      (
        await call(support, 'POST', '/admin/webhooks/', {
          url: receiver.url,
          events: ['order.placed'],
        })
      ).statusCode,
    ).toBe(403);
    for (const [body, field] of [
      [{ url: 'ftp://erp.example.com/', events: ['order.placed'] }, 'url'],
      [{ url: 'https://user:pw@erp.example.com/', events: ['order.placed'] }, 'url'],
      [{ url: 'https://erp.example.com/', events: [] }, 'events'],
      [{ url: 'https://erp.example.com/', events: ['order.eaten'] }, 'events'],
    ] as const) {
      const res = await call(owner, 'POST', '/admin/webhooks/', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
    const made = await createEndpoint(['order.shipped', 'order.placed']);
    expect(made.events).toEqual(['order.placed', 'order.shipped']);
    const list = (await call(owner, 'GET', '/admin/webhooks/')).json();
    expect(list.results).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(made.secret);
    expect(
      JSON.stringify((await call(owner, 'GET', `/admin/webhooks/${made.id}/`)).json()),
    ).not.toContain(made.secret);
    const audit = await queryRows<{ after: unknown }>(
      t.database.db,
      sql`select after from audit_log where action = 'webhook.create' order by id desc limit 1`,
    );
    expect(JSON.stringify(audit[0]!.after)).not.toContain(made.secret);
    // The OpenAPI document describes every event's message.
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(doc.webhooks)).toHaveLength(10);
    const shipped = doc.webhooks['order.shipped'].post;
    expect(shipped.parameters.map((p: { name: string }) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(shipped.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['type', 'timestamp', 'version', 'data']),
    );
    const pending = await call(owner, 'POST', '/admin/webhooks/deliveries/999999/resend/');
    expect(pending.statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/admin/webhooks/${made.id}/`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/admin/webhooks/${made.id}/`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/admin/webhooks/${made.id}/deliveries/`)).statusCode).toBe(
      404,
    );
  });
});
