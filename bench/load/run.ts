// `npm run load`: a crowd of shoppers against the production server on PostgreSQL, then the
// invariants of issue 9 checked with SQL. Not part of npm test.
//
//   npm run load                                  # 200 shoppers for 60 s
//   npm run load -- --shoppers 50 --duration 20 --think-ms 100
//
// It creates a database of its own on the PostgreSQL server of LOAD_PG_URL (default the local
// one, postgres://postgres@127.0.0.1:5432/postgres), starts the store on it exactly as
// `npm start` does (built if needed, NODE_ENV=production, the demo catalogue seeded at start),
// and drops the database at the end, also on failure. The verified shoppers are written straight
// to the database with the app's own password hashing (apps/api/src/test/shoppers.ts): sign-up
// mails a link, production has no development outbox to read it from, and sign-up is throttled
// per client; the shoppers sign in through the real login call. Each shopper comes from an
// address of its own (X-Forwarded-For with TRUST_PROXY=1, from 198.18.0.0/15, the range set
// aside for benchmarks), as a crowd would: the login throttle counts per client.
//
// Exit status 1 when any answer was a 5xx or no answer, a shopper saw an anomaly, or an
// invariant broke. A JSON report goes to bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connect } from '@solestock/api/db/connect';
import { insertVerifiedShoppers, SHOPPER_PASSWORD } from '@solestock/api/test/shoppers';
import { startOwnStore } from '@solestock/web/tests/e2e/own-store.ts';
import { HttpShopper, type Answer } from '../../reliability/http-shopper.ts';
import { brokenInvariants, checkInvariants } from '../../reliability/invariants.ts';
import { LoadShopper, type ShopperRecord } from './shopper-script.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    shoppers: { type: 'string', default: '200' },
    'think-ms': { type: 'string', default: '250' },
    'db-prefix': { type: 'string', default: 'solestock_load' },
  },
});
const durationS = Number(values.duration);
const shopperCount = Number(values.shoppers);
const thinkMs = Number(values['think-ms']);
const serverUrl = process.env.LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `${values['db-prefix']}_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface KindStats {
  ms: number[];
  statuses: Map<number, number>;
}

class Stats {
  readonly byKind = new Map<string, KindStats>();
  readonly samples5xx: string[] = [];

  observe = (kind: string, answer: Answer) => {
    const entry: KindStats = this.byKind.get(kind) ?? { ms: [], statuses: new Map() };
    entry.ms.push(answer.ms);
    entry.statuses.set(answer.status, (entry.statuses.get(answer.status) ?? 0) + 1);
    this.byKind.set(kind, entry);
    if ((answer.status >= 500 || answer.status === 0) && this.samples5xx.length < 20) {
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      this.samples5xx.push(
        `${kind} ${answer.status} ${answer.error ?? String(body).slice(0, 200)}`,
      );
    }
  };

  summary() {
    const all = [...this.byKind.values()].flatMap((e) => e.ms);
    const count = (test: (status: number) => boolean) =>
      [...this.byKind.values()].reduce(
        (n, e) => n + [...e.statuses].reduce((m, [s, c]) => m + (test(s) ? c : 0), 0),
        0,
      );
    return {
      requests: all.length,
      ...percentiles(all),
      status5xx: count((s) => s >= 500),
      noAnswer: count((s) => s === 0),
      status4xx: count((s) => s >= 400 && s < 500),
      kinds: Object.fromEntries(
        [...this.byKind]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([kind, e]) => [
            kind,
            {
              count: e.ms.length,
              statuses: Object.fromEntries([...e.statuses].sort(([a], [b]) => a - b)),
              ...percentiles(e.ms),
            },
          ]),
      ),
    };
  }
}

function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10
      : 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** The database's orders of each shopper must be exactly those it was answered, line for line. */
async function checkShopperRecords(records: ShopperRecord[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      user_id: number;
      order_id: number;
      status: string;
      product_id: number;
      quantity: number;
    }>(
      `select o.user_id, o.id as order_id, o.status, l.product_id, l.quantity
       from orders o join order_lines l on l.order_id = o.id`,
    );
    const problems: string[] = [];
    for (const record of records) {
      const mine = rows.filter((r) => r.user_id === record.userId);
      const orderIds = new Set(mine.map((r) => r.order_id));
      for (const id of orderIds) {
        if (!record.orders.has(id)) problems.push(`order ${id} was never answered to its shopper`);
      }
      for (const [id, expected] of record.orders) {
        const lines = mine.filter((r) => r.order_id === id);
        if (lines.length === 0) {
          problems.push(`order ${id} answered to its shopper is missing`);
          continue;
        }
        const same =
          lines.length === expected.lines.size &&
          lines.every((l) => expected.lines.get(l.product_id) === l.quantity);
        if (!same) problems.push(`order ${id} lines differ from the cart that was placed`);
        if (expected.paid && lines[0]!.status !== 'paid') {
          problems.push(`order ${id} was paid but is ${lines[0]!.status}`);
        }
      }
    }
    return problems;
  } finally {
    await client.end();
  }
}

await admin(`create database ${dbName}`);
let exitCode = 1;
try {
  const loadBefore = loadavg();
  const startedStore = Date.now();
  const store = await startOwnStore({
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    // A server database is seeded only when asked (issue 29 item 1).
    SEED_DEMO: '1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
  });
  console.log(`store ready at ${store.baseUrl} in ${Date.now() - startedStore} ms`);

  const emails = Array.from(
    { length: shopperCount },
    (_, i) => `load-${i}-${process.pid}@example.com`,
  );
  const handle = await connect({ databaseUrl, poolSize: 2 });
  const userIds = await insertVerifiedShoppers(handle.db, emails);
  await handle.close();

  const stats = new Stats();
  const crowd = emails.map(
    (email, i) =>
      new LoadShopper(
        new HttpShopper(store.baseUrl, {
          headers: { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
          observe: stats.observe,
          timeoutMs: 30_000,
        }),
        userIds[i]!,
        email,
        SHOPPER_PASSWORD,
        thinkMs,
      ),
  );
  console.log(`${shopperCount} shoppers for ${durationS} s (think time ~${thinkMs} ms)…`);
  const started = Date.now();
  await Promise.all(crowd.map((s) => s.run(started + durationS * 1000)));
  const elapsedS = (Date.now() - started) / 1000;
  const loadAfter = loadavg();
  await store.stop();

  const invariants = await checkInvariants(databaseUrl);
  const records = crowd.map((s) => s.record);
  const recordProblems = await checkShopperRecords(records);
  const anomalies = records.flatMap((r) => r.anomalies);
  const summary = stats.summary();
  const orders = records.reduce((n, r) => n + r.orders.size, 0);
  const paid = records.reduce((n, r) => n + [...r.orders.values()].filter((o) => o.paid).length, 0);
  const report = {
    date: new Date().toISOString(),
    shoppers: shopperCount,
    durationS,
    elapsedS,
    thinkMs,
    loadAverage: { before: loadBefore, after: loadAfter },
    ...summary,
    requestsPerSecond: Math.round(summary.requests / elapsedS),
    orders,
    paid,
    anomalies: { count: anomalies.length, first: anomalies.slice(0, 30) },
    samples5xx: stats.samples5xx,
    invariants: [
      ...invariants.map((r) => ({ name: r.name, violations: r.violations.length })),
      {
        name: "each shopper's orders are exactly those it was answered, line for line",
        violations: recordProblems.length,
      },
    ],
    brokenInvariants: [...brokenInvariants(invariants), ...recordProblems.slice(0, 20)],
  };
  const results = resolve(import.meta.dirname, '../results');
  mkdirSync(results, { recursive: true });
  const file = join(results, `load-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));

  console.log(
    `\nrequests ${summary.requests} in ${elapsedS.toFixed(1)} s (${report.requestsPerSecond}/s)`,
  );
  console.log(
    `latency p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms, max ${summary.max} ms`,
  );
  console.log(`5xx ${summary.status5xx}, no answer ${summary.noAnswer}, 4xx ${summary.status4xx}`);
  console.log(`orders placed ${orders}, paid ${paid}; anomalies ${anomalies.length}`);
  console.log(
    `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log('\nkind                      count  p50    p95    p99    statuses');
  for (const [kind, k] of Object.entries(summary.kinds)) {
    console.log(
      `${kind.padEnd(24)} ${String(k.count).padStart(6)} ${String(k.p50).padStart(6)} ${String(k.p95).padStart(6)} ${String(k.p99).padStart(6)}  ${JSON.stringify(k.statuses)}`,
    );
  }
  console.log('\ninvariants:');
  for (const inv of report.invariants)
    console.log(`  ${inv.violations === 0 ? 'ok  ' : 'FAIL'} ${inv.name}`);
  for (const line of report.brokenInvariants) console.log(`  ${line}`);
  for (const line of report.anomalies.first) console.log(`  anomaly: ${line}`);
  for (const line of report.samples5xx) console.log(`  5xx: ${line}`);
  console.log(`\nreport: ${file}`);
  exitCode =
    summary.status5xx === 0 &&
    summary.noAnswer === 0 &&
    anomalies.length === 0 &&
    report.brokenInvariants.length === 0
      ? 0
      : 1;
} finally {
  await admin(`drop database if exists ${dbName} with (force)`).catch((e: unknown) =>
    console.error(`could not drop ${dbName}:`, e),
  );
}
process.exit(exitCode);
