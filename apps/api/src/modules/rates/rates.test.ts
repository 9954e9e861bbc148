// Exchange rates (issue 16 item 5, decision 110): the scheduled fetch of RATES_URL against a
// local ECB-format file served over HTTP here (nothing reaches the internet), the JSON format,
// a malformed file and an unreachable source changing nothing, sets made by hand in the console
// (validation, roles, audit, history), the storefront's prices following at once, orders keeping
// the rate they were priced with, and the 48 h warning.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decimal, roundToMinorUnit } from '@solestock/domain';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { RATES_QUEUE } from './rates.repository.ts';

const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='2026-11-24'>
			<Cube currency='USD' rate='1.0876'/>
			<Cube currency='JPY' rate='162.91'/>
			<Cube currency='BGN' rate='1.9558'/>
			<Cube currency='GBP' rate='0.85518'/>
			<Cube currency='CAD' rate='1.4921'/>
			<Cube currency='CNY' rate='7.8341'/>
			<Cube currency='INR' rate='90.453'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

/** The ECB's rates against USD, worked out by hand (Python's decimal, half-up to 10 places). */
const ECB_AGAINST_USD = {
  USD: '1',
  CAD: '1.3719198235',
  CNY: '7.2031077602',
  // The ECB's own base, 1 / 1.0876: the euro countries' currency (issue 46 item 4).
  EUR: '0.9194556822',
  GBP: '0.7863001103',
  INR: '83.1675248253',
  JPY: '149.7885251931',
};

/** A local stand-in for RATES_URL: answers `body` and counts the requests it had. */
function rateSource() {
  const state = { body: ECB_XML, type: 'application/xml', requests: 0 };
  const server: Server = createServer((_req, res) => {
    state.requests++;
    res.writeHead(200, { 'content-type': state.type });
    res.end(state.body);
  });
  return {
    state,
    server,
    async start() {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** The job runner's clock: the real one, moved forward by the tests that skip a back-off wait. */
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);

let t: TestApp;
let source: ReturnType<typeof rateSource>;
let url: string;
let owner: SignedInStaff;
let manager: SignedInStaff;
let support: SignedInStaff;
let buyer: SignedInShopper;

beforeAll(async () => {
  source = rateSource();
  url = await source.start();
  t = await createTestApp({
    itemGroups: 8,
    config: { rates: { url, refreshHours: 6 } },
    jobs: { poll: false, clock },
  });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager', { name: 'Mia Manager' });
  support = await signedInStaff(t.app, 'support');
  buyer = await signedInShopper(t.app);
});
afterAll(async () => {
  await t?.close();
  await source?.stop().catch(() => {});
});

type Who = { cookie: string } | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const storedRates = async () =>
  Object.fromEntries(
    (
      await queryRows<{ currency: string; rate: string }>(
        t.database.db,
        sql`select currency, rate::text as rate from exchange_rates order by currency`,
      )
    ).map((r) => [r.currency, r.rate.replace(/\.?0+$/, '')]),
  );
const setsCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from exchange_rate_sets`,
      )
    )[0]!.n,
  );
const rateJobs = () =>
  queryRows<{ status: string; attempts: number; run_at: Date | string; last_error: string | null }>(
    t.database.db,
    sql`select status, attempts, run_at, last_error from jobs where queue = ${RATES_QUEUE} order by id`,
  );
const drainRates = () => t.app.jobs.drain({ queues: [RATES_QUEUE] });
const publicRates = async () => {
  const res = await call(null, 'GET', '/ecommerce/exchange-rates/');
  expect(res.statusCode).toBe(200);
  return res.json() as { base: string; rates: Record<string, number>; updated_at: string };
};

describe('the scheduled fetch of RATES_URL', () => {
  it('is scheduled at start and turns the ECB file into exact rates against USD, kept as history', async () => {
    const before = await storedRates();
    expect(before.JPY).toBe('151.2');
    const pending = await rateJobs();
    expect(pending.map((j) => j.status)).toEqual(['pending']);

    expect(await drainRates()).toBe(1);
    expect(source.state.requests).toBe(1);
    const { USD: _usd, ...stored } = ECB_AGAINST_USD;
    expect(await storedRates()).toEqual(stored);

    const history = await call(support, 'GET', '/admin/rates/history/');
    expect(history.statusCode).toBe(200);
    const [newest] = (history.json() as { results: Record<string, unknown>[] }).results;
    expect(newest).toMatchObject({ source: 'url', source_url: url, set_by: null });
    expect(newest!.rates).toEqual(ECB_AGAINST_USD);

    const shown = await publicRates();
    expect(shown.rates.JPY).toBe(149.7885251931);
    expect(shown.updated_at).toBe(newest!.created_at);

    // Done, and the next fetch waits RATES_REFRESH_HOURS.
    const jobs = await rateJobs();
    expect(jobs.map((j) => j.status)).toEqual(['done', 'pending']);
    const nextIn = new Date(jobs[1]!.run_at).getTime() - Date.now();
    expect(nextIn).toBeGreaterThan(5.9 * 3_600_000);
    expect(nextIn).toBeLessThanOrEqual(6 * 3_600_000);
    expect(await drainRates()).toBe(0);
  });

  it('reports the source, the schedule and the age to the console', async () => {
    const res = await call(support, 'GET', '/admin/rates/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      base: 'USD',
      source_url: url,
      refresh_hours: 6,
      stale: false,
      rates: ECB_AGAINST_USD,
      fetch: { last_error: null, last_fetch: { status: 'done' } },
    });
    expect(body.currencies).toEqual(['CAD', 'CNY', 'EUR', 'GBP', 'INR', 'JPY']);
  });

  it.each([
    ['not XML or JSON', '<html><body>Service unavailable</body></html>'],
    ['a file without JPY', ECB_XML.replace(/<Cube currency='JPY'[^>]*>/, '')],
    ['a zero rate', ECB_XML.replace("rate='162.91'", "rate='0'")],
    ['a rate that is not a number', ECB_XML.replace("rate='0.85518'", "rate='abc'")],
  ])('changes nothing when the file is malformed: %s', async (_what, body) => {
    const rates = await storedRates();
    const sets = await setsCount();
    source.state.body = body;
    const fetchRes = await call(manager, 'POST', '/admin/rates/fetch/');
    expect(fetchRes.statusCode).toBe(202);
    expect(await drainRates()).toBe(1);
    expect(await storedRates()).toEqual(rates);
    expect(await setsCount()).toBe(sets);
    // Not retried (the same file fails the same way); the next scheduled fetch stays.
    const jobs = await rateJobs();
    expect(jobs.at(-2)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(jobs.at(-1)!.status).toBe('pending');
    const console = (await call(owner, 'GET', '/admin/rates/')).json();
    expect(console.fetch.last_error).toMatch(/\w/);
    source.state.body = ECB_XML;
  });

  it('refuses a fetched rate more than 50% from the current one, keeps the rates and audits it (issue 27.6)', async () => {
    const rates = await storedRates();
    const sets = await setsCount();
    // GBP per EUR three times what it was: a broken or hostile source.
    source.state.body = ECB_XML.replace("rate='0.85518'", "rate='2.56554'");
    expect((await call(manager, 'POST', '/admin/rates/fetch/')).statusCode).toBe(202);
    expect(await drainRates()).toBe(1);
    expect(await storedRates()).toEqual(rates);
    expect(await setsCount()).toBe(sets);
    const jobs = await rateJobs();
    expect(jobs.at(-2)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(jobs.at(-2)!.last_error).toMatch(/GBP rate .* more than 50% away/);
    expect(jobs.at(-1)!.status).toBe('pending');
    const [audit] = await queryRows<{ action: string; entity_id: string }>(
      t.database.db,
      sql`select action, entity_id from audit_log where action = 'rates.fetch_refused' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'rates.fetch_refused', entity_id: 'GBP' });
    source.state.body = ECB_XML;
  });

  it('support may not ask for a fetch', async () => {
    expect((await call(support, 'POST', '/admin/rates/fetch/')).statusCode).toBe(403);
  });
});

describe('rates set by hand', () => {
  const good = { CAD: '1.4', CNY: '7.3', EUR: '0.95', GBP: '0.8', INR: '84', JPY: '200' };

  it.each([
    [{}, 'rates'],
    [{ rates: { ...good, JPY: undefined } }, 'rates.JPY'],
    [{ rates: { ...good, JPY: '0' } }, 'rates.JPY'],
    [{ rates: { ...good, JPY: '-150' } }, 'rates.JPY'],
    [{ rates: { ...good, JPY: 'lots' } }, 'rates.JPY'],
    [{ rates: { ...good, GBP: '0.12345678901' } }, 'rates.GBP'],
    [{ rates: { ...good, INR: '12345678901' } }, 'rates.INR'],
    [{ rates: { ...good, CAD: 1e21 } }, 'rates.CAD'],
    [{ rates: 'all of them' }, 'rates'],
  ])('refuses %j with a sentence and changes nothing', async (body, field) => {
    const rates = await storedRates();
    const res = await call(manager, 'PUT', '/admin/rates/', body);
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json();
    expect(answer.fields[field]).toMatch(/\.$/);
    expect(await storedRates()).toEqual(rates);
  });

  it('support may read the rates but not set them', async () => {
    expect((await call(support, 'GET', '/admin/rates/')).statusCode).toBe(200);
    expect((await call(support, 'PUT', '/admin/rates/', { rates: good })).statusCode).toBe(403);
    expect((await call(null, 'PUT', '/admin/rates/', { rates: good })).statusCode).toBe(401);
  });

  it('an existing order keeps its rate; the storefront and new orders use the new one at once', async () => {
    const [product] = await queryRows<{ id: number; selling_price: string; currency: string }>(
      t.database.db,
      sql`select id, selling_price::text, currency from products
          where currency = 'usd' and archived_at is null order by id limit 1`,
    );
    const productId = Number(product!.id);
    const jpPrice = async () => {
      const res = await call(null, 'GET', `/ecommerce/products/${productId}/jp`);
      expect(res.statusCode).toBe(200);
      return res.json().sellingPrice as { amount: number; currency: string };
    };
    // Read once so every cache (the microcache, the converted rates) holds the old price.
    const before = await jpPrice();
    expect(before.currency).toBe('jpy');
    const placed = await call(
      buyer,
      'POST',
      `/ecommerce/order-now/?country_code=jp&without_payment=true`,
      {
        product_id: productId,
        quantity: 12,
        mode: 'air',
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order_id as number;
    const orderBefore = (await call(buyer, 'GET', `/ecommerce/orders/${orderId}/`)).json();

    const res = await call(manager, 'PUT', '/admin/rates/', { rates: { ...good, JPY: '200.5' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().set).toMatchObject({
      source: 'manual',
      set_by: { name: 'Mia Manager', email: manager.email },
      rates: { ...good, JPY: '200.5', USD: '1' },
    });

    const after = await jpPrice();
    // In whole yen, as the page shows it and the cart charges it (issue 27.12).
    expect(after.amount).toBe(
      roundToMinorUnit(decimal(product!.selling_price).times('200.5'), 'jpy').toNumber(),
    );
    expect(after.amount).not.toBe(before.amount);
    expect((await publicRates()).rates.JPY).toBe(200.5);

    // The order placed before is priced as it was.
    const orderAfter = (await call(buyer, 'GET', `/ecommerce/orders/${orderId}/`)).json();
    expect(orderAfter.items).toEqual(orderBefore.items);
    expect(orderAfter.total).toBe(orderBefore.total);
    expect(orderAfter.items[0].conversion_rate).toBe(149.7885251931);
    // A new one takes the new rate.
    const next = await call(
      buyer,
      'POST',
      `/ecommerce/order-now/?country_code=jp&without_payment=true`,
      {
        product_id: productId,
        quantity: 12,
        mode: 'air',
      },
    );
    expect(next.statusCode, next.body).toBe(201);
    const newOrder = (
      await call(buyer, 'GET', `/ecommerce/orders/${next.json().order_id}/`)
    ).json();
    expect(newOrder.items[0].conversion_rate).toBe(200.5);
  });

  it('is kept in the history with who set it, and audited with before and after', async () => {
    const history = (await call(owner, 'GET', '/admin/rates/history/')).json();
    expect(history.results[0]).toMatchObject({
      source: 'manual',
      source_url: null,
      set_by: { email: manager.email },
    });
    expect(history.results.map((r: { source: string }) => r.source)).toContain('url');
    const [audit] = await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from audit_log where action = 'rates.set'
          and staff_id = ${manager.staffId} order by id desc limit 1`,
    );
    expect(audit!.before).toMatchObject({ JPY: ECB_AGAINST_USD.JPY });
    expect(audit!.after).toMatchObject({ JPY: '200.5', USD: '1' });
  });

  it('warns when the newest set is older than 48 hours, in the rates page and the dashboard', async () => {
    const fresh = (await call(owner, 'GET', '/admin/dashboard/')).json();
    expect(fresh.stale_rates).toBe(false);
    await t.database.db.execute(
      sql`update exchange_rates set updated_at = now() - interval '49 hours'`,
    );
    expect((await call(owner, 'GET', '/admin/rates/')).json().stale).toBe(true);
    expect((await call(owner, 'GET', '/admin/dashboard/')).json().stale_rates).toBe(true);
    // A new set clears it.
    expect((await call(owner, 'PUT', '/admin/rates/', { rates: good })).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/admin/rates/')).json().stale).toBe(false);
    expect((await call(owner, 'GET', '/admin/dashboard/')).json().stale_rates).toBe(false);
  });
});

describe('an unreachable RATES_URL', () => {
  it('retries with back-off and keeps the current rates', async () => {
    await source.stop();
    const rates = await storedRates();
    const sets = await setsCount();
    expect((await call(owner, 'POST', '/admin/rates/fetch/')).statusCode).toBe(202);
    expect(await drainRates()).toBe(1);
    let [job] = (await rateJobs()).filter((j) => j.status === 'pending');
    expect(job).toMatchObject({ attempts: 1 });
    expect(job!.last_error).toMatch(/fetch failed|ECONNREFUSED/);
    expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now());
    // Not due until the back-off has passed; then tried again, and failing again.
    expect(await drainRates()).toBe(0);
    ahead = new Date(job!.run_at).getTime() - Date.now() + 1_000;
    expect(await drainRates()).toBe(1);
    [job] = (await rateJobs()).filter((j) => j.status === 'pending');
    expect(job).toMatchObject({ attempts: 2 });
    expect(await storedRates()).toEqual(rates);
    expect(await setsCount()).toBe(sets);
    expect((await call(owner, 'GET', '/admin/rates/')).json().fetch.last_error).toMatch(/\w/);
  });
});

describe('the JSON format {base, rates}', () => {
  let other: TestApp;
  let json: ReturnType<typeof rateSource>;
  afterAll(async () => {
    await other?.close();
    await json?.stop().catch(() => {});
  });

  it('is converted from any base to USD', async () => {
    json = rateSource();
    json.state.type = 'application/json';
    json.state.body = JSON.stringify({
      base: 'GBP',
      rates: { USD: 1.25, JPY: '190', CAD: 1.71, CNY: '9.05', INR: 104.3, EUR: 1.17 },
    });
    const jsonUrl = await json.start();
    other = await createTestApp({
      itemGroups: 2,
      config: { rates: { url: jsonUrl, refreshHours: 1 } },
      jobs: { poll: false },
    });
    expect(await other.app.jobs.drain({ queues: [RATES_QUEUE] })).toBe(1);
    const res = await other.app.inject('/api/ecommerce/exchange-rates/');
    expect(res.json().rates).toEqual({
      USD: 1,
      GBP: 0.8,
      JPY: 152,
      CAD: 1.368,
      CNY: 7.24,
      INR: 83.44,
      // 1.17 EUR per GBP over 1.25 USD per GBP.
      EUR: 0.936,
    });
  });
});

describe('without RATES_URL', () => {
  let plain: TestApp;
  afterAll(async () => {
    await plain?.close();
  });

  it('fetches nothing: the stored rates stay and "fetch now" says why not', async () => {
    plain = await createTestApp({ itemGroups: 2, jobs: { poll: false } });
    const jobs = await queryRows<{ n: number }>(
      plain.database.db,
      sql`select count(*)::int as n from jobs where queue = ${RATES_QUEUE}`,
    );
    expect(Number(jobs[0]!.n)).toBe(0);
    const rates = (await plain.app.inject('/api/ecommerce/exchange-rates/')).json();
    expect(rates.rates.JPY).toBe(151.2);
    const boss = await signedInStaff(plain.app, 'owner');
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/admin/rates/fetch/',
      headers: { cookie: boss.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/RATES_URL/);
    const page = (
      await plain.app.inject({
        url: '/api/admin/rates/',
        headers: { cookie: boss.cookie },
      })
    ).json();
    expect(page).toMatchObject({ source_url: null, fetch: null, stale: false });
  });
});

describe('RATES_URL and RATES_REFRESH_HOURS', () => {
  const base = { DATA_DIR: 'memory://' };
  it('default to no source and 6 hours', () => {
    expect(loadConfig(base).rates).toEqual({ url: undefined, refreshHours: 6 });
  });
  it('take plain http on a loopback host only', () => {
    for (const url of ['http://127.0.0.1:8080/x.xml', 'http://localhost/x.xml', 'http://[::1]/x'])
      expect(loadConfig({ ...base, RATES_URL: url }).rates.url).toBe(url);
  });
  it('take an http(s) URL and a number of hours', () => {
    const config = loadConfig({
      ...base,
      RATES_URL: 'https://rates.example/eurofxref-daily.xml',
      RATES_REFRESH_HOURS: '1.5',
    });
    expect(config.rates).toEqual({
      url: 'https://rates.example/eurofxref-daily.xml',
      refreshHours: 1.5,
    });
  });
  it.each([
    [{ RATES_URL: 'ftp://rates.example/x.xml' }, /RATES_URL/],
    // Plain http only on a loopback host (issue 27.6).
    [{ RATES_URL: 'http://rates.example/x.xml' }, /RATES_URL: must be an https:\/\/ address/],
    [{ RATES_URL: 'http://127.0.0.1.evil.example/x.xml' }, /RATES_URL/],
    [{ RATES_REFRESH_HOURS: '0' }, /RATES_REFRESH_HOURS: must be more than 0 hours/],
    [{ RATES_REFRESH_HOURS: 'daily' }, /RATES_REFRESH_HOURS: must be a number of hours/],
  ])('refuse %j with the variable named', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
