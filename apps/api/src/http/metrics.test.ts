// /metrics: only with METRICS_TOKEN (or on METRICS_PORT, on 127.0.0.1); a scrape parses as the
// Prometheus text exposition format, series are per route pattern, and the request histogram,
// cache lookups, orders placed and paid and payment failures move with what happens.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/connect.ts';
import { queueMail } from '../modules/mail/mail-queue.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signedInShopper } from '../test/shoppers.ts';
import { createServer } from 'node:net';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { listenMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
interface Family {
  type: string;
  help: string;
  samples: Sample[];
}

/**
 * The text exposition format (version 0.0.4), strictly: every line is a HELP, a TYPE or a
 * sample of a family declared before it; label values are quoted with \\, \" and \n escapes.
 */
function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const labelPair = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
  const sampleLine = new RegExp(
    `^(${name})(?:\\{((?:${labelPair})(?:,${labelPair})*)?,?\\})? (\\S+)(?: -?\\d+)?$`,
  );
  const suffixes: Record<string, string[]> = {
    counter: [''],
    gauge: [''],
    histogram: ['_bucket', '_sum', '_count'],
    summary: ['', '_sum', '_count'],
    untyped: [''],
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    let m = new RegExp(`^# HELP (${name}) (.*)$`).exec(line);
    if (m) {
      families.set(m[1]!, { type: 'untyped', help: m[2]!, samples: [] });
      continue;
    }
    m = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (m) {
      const family = families.get(m[1]!) ?? { type: 'untyped', help: '', samples: [] };
      family.type = m[2]!;
      families.set(m[1]!, family);
      continue;
    }
    m = sampleLine.exec(line);
    if (!m) throw new Error(`Not a line of the exposition format: ${line}`);
    const [, sampleName, rawLabels, rawValue] = m;
    const family = [...families].find(([f, { type }]) =>
      suffixes[type]!.some((s) => `${f}${s}` === sampleName),
    );
    if (!family) throw new Error(`A sample of no declared family: ${line}`);
    // Prometheus reads values with Go's ParseFloat, which takes NaN and Inf in any case
    // (prom-client writes an empty lag histogram's mean as `Nan`).
    const special: Record<string, number> = {
      nan: NaN,
      inf: Infinity,
      '+inf': Infinity,
      '-inf': -Infinity,
    };
    const value = special[rawValue!.toLowerCase()] ?? Number(rawValue);
    if (Number.isNaN(value) && rawValue!.toLowerCase() !== 'nan')
      throw new Error(`Not a number: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (rawLabels ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]!] = pair[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    family[1].samples.push({ name: sampleName!, labels, value });
  }
  return families;
}

const sum = (families: Map<string, Family>, sample: string, labels: Record<string, string> = {}) =>
  [...families.values()]
    .flatMap((f) => f.samples)
    .filter((s) => s.name === sample)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((n, s) => n + s.value, 0);

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  // No polling worker: the outbox test drains the mail itself, so its counts never race one.
  t = await createTestApp({
    itemGroups: 10,
    config: { metricsToken: TOKEN },
    jobs: { poll: false },
  });
  productIds = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from products order by id limit 3`)
  ).map((r) => Number(r.id));
});
afterAll(() => t.close());

async function scrape() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(res.body);
}

describe('/metrics', () => {
  it('answers only the Bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('is absent with neither METRICS_TOKEN nor METRICS_PORT', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('parses as the text format, with the process, pool and cache families', async () => {
    const families = await scrape();
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'solestock_response_cache_lookups_total',
      'solestock_orders_placed_total',
      'solestock_order_payments_recorded_total',
      'solestock_payment_failures_total',
    ])
      expect(families.has(family), family).toBe(true);
    expect(families.get('http_request_duration_seconds')!.type).toBe('histogram');
    expect(families.get('solestock_db_pool_connections')!.type).toBe('gauge');
    // On a PostgreSQL server (TEST_DATABASE_URL) the pool has connections; PGlite has no pool.
    const poolTotal = sum(families, 'solestock_db_pool_connections', { state: 'total' });
    if (t.database.kind === 'postgres') expect(poolTotal).toBeGreaterThan(0);
    else expect(families.get('solestock_db_pool_connections')!.samples).toEqual([]);
  });

  it('moves the request histogram per route pattern, never per URL', async () => {
    const route = '/api/ecommerce/products/:id/:country';
    const before = await scrape();
    const count = (f: Map<string, Family>) =>
      sum(f, 'http_request_duration_seconds_count', { route, method: 'GET', status_code: '200' });
    for (const id of productIds) {
      const res = await t.app.inject({ method: 'GET', url: `/api/ecommerce/products/${id}/gb` });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/12345' });
    const after = await scrape();
    expect(count(after) - count(before)).toBe(productIds.length);
    expect(
      sum(after, 'http_request_duration_seconds_bucket', {
        route,
        method: 'GET',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(count(after));
    expect(
      sum(after, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // No series carries a concrete URL.
    const routes = new Set(
      [...after.values()].flatMap((f) => f.samples).map((s) => s.labels.route ?? ''),
    );
    for (const r of routes) expect(r).not.toMatch(/\/\d+\/|\/gb$|12345/);
  });

  it('counts microcache hits and misses', async () => {
    const cached = '/api/ecommerce/brands/';
    const before = await scrape();
    const lookups = (f: Map<string, Family>, result: string) =>
      sum(f, 'solestock_response_cache_lookups_total', { cache: 'api', result });
    const first = await t.app.inject({ method: 'GET', url: cached });
    const second = await t.app.inject({ method: 'GET', url: cached });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['x-cache']).toBe('hit');
    const after = await scrape();
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBeGreaterThanOrEqual(1);
    expect(lookups(after, 'hit') + lookups(after, 'miss')).toBeGreaterThan(
      lookups(before, 'hit') + lookups(before, 'miss'),
    );
  });

  it('shows the mail outbox backlog rising with queued mail and falling once it is delivered', async () => {
    const pending = (f: Map<string, Family>) =>
      sum(f, 'solestock_mail_outbox_messages', { status: 'pending' });
    await t.app.mailer.flush();
    expect(pending(await scrape())).toBe(0);
    for (const n of [1, 2, 3])
      await queueMail(t.database.db, {
        to: `m${n}@example.com`,
        subject: 'Hi',
        text: 'x',
        html: 'x',
      });
    expect(pending(await scrape())).toBe(3);
    await t.app.mailer.flush();
    expect(pending(await scrape())).toBe(0);
    expect(sum(await scrape(), 'solestock_mail_outbox_messages', { status: 'failed' })).toBe(0);
  });

  it('counts orders placed, payments recorded and payment failures', async () => {
    const shopper = await signedInShopper(t.app);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: { cookie: shopper.cookie }, payload });
    const pay = (secret: string, number: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/test/confirm/',
        payload: {
          client_secret: secret,
          card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
          billing_details: { name: 'Ada Buyer' },
        },
      });
    const before = await scrape();
    expect(
      (await call('POST', '/ecommerce/cart/add/', { product_id: productIds[0], quantity: 30 }))
        .statusCode,
    ).toBe(201);
    const placed = (await call('POST', '/ecommerce/order/place/?country_code=gb')).json();
    expect((await pay(placed.payment_client_secret, '4000 0000 0000 0002')).statusCode).toBe(402);
    const confirm = await pay(placed.payment_client_secret, '4242 4242 4242 4242');
    const intentId = confirm.json().paymentIntent.id;
    const record = () =>
      call('POST', '/ecommerce/payment-record/create/', {
        payment_intent_id: intentId,
        order_id: placed.order_id,
      });
    expect((await record()).statusCode).toBe(201);
    expect((await record()).statusCode).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sum(after, name, labels) - sum(before, name, labels);
    expect(delta('solestock_orders_placed_total', { source: 'cart' })).toBe(1);
    expect(delta('solestock_order_payments_recorded_total', { via: 'browser' })).toBe(1);
    expect(delta('solestock_payment_failures_total', { reason: 'card_declined' })).toBe(1);
  });

  it('is served without a token on a listener of its own, bound to 127.0.0.1', async () => {
    const server = await listenMetrics(t.app.metrics, 0);
    try {
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      expect(address.address).toBe('127.0.0.1');
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.status).toBe(200);
      expect(parseExposition(await res.text()).has('http_requests_total')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('opens METRICS_PORT when the server listens, and closes it with the server', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const app = await buildApp(testConfig({ metricsPort: port }), {
      database: { ...t.database, close: async () => {} },
    });
    // Without a token, the main port has no /metrics.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(parseExposition(await res.text()).has('nodejs_eventloop_lag_seconds')).toBe(true);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
