// Listing latency on a PostgreSQL server: for each scenario, the endpoint's time with a cold and
// a warm count cache, and EXPLAIN ANALYZE of every SQL statement the request issued.
//
//   createdb -h 127.0.0.1 -U postgres bench_listing
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_listing \
//     npx tsx bench/listing-latency.ts --products 100000
//   dropdb -h 127.0.0.1 -U postgres bench_listing
//
// The database is seeded with the demo catalogue when empty. Not part of npm test.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '@solestock/api/app';
import { testConfig } from '@solestock/api/config';
import { drizzle } from 'drizzle-orm/node-postgres';
import { connect, migrateDatabase, queryRows } from '@solestock/api/db/connect';
import * as schema from '@solestock/api/db/schema';
import { isCatalogueEmpty, seedDemoCatalogue } from '@solestock/api/cli/demo-catalogue/write';
import { invalidateListingCounts } from '@solestock/api/modules/listing/listing.repository';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    /** Unfiltered pages to time (at 100k products there are ~455 pages, so 500 is past the end). */
    pages: { type: 'string', default: '1,450,500' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a postgres:// database of your own.');

// Record every statement the app sends through the pool, to EXPLAIN it afterwards.
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  if (capturing) {
    const [q, params] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    captured.push(
      typeof q === 'string'
        ? { text: q, values: params ?? [] }
        : { text: q.text, values: params ?? q.values ?? [] },
    );
  }
  return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Pool.prototype.query;

const database = await connect({ databaseUrl: url, poolSize: 4 });
await migrateDatabase(database);
if (await isCatalogueEmpty(database.db)) {
  // Seeded over a pool of its own without the app's 15 s statement timeout: at 1M products the
  // seeder's set-based search-text update runs longer than that.
  const seedPool = new pg.Pool({ connectionString: url, max: 1 });
  const started = performance.now();
  const summary = await seedDemoCatalogue(drizzle(seedPool, { schema }), {
    products: Number(values.products),
  });
  console.log(`seeded in ${Math.round(performance.now() - started)} ms`, summary);
  await seedPool.query('vacuum analyze');
  await seedPool.end();
}
const app = await buildApp(testConfig({ databaseUrl: url }), { database });
await app.ready();

const [brand] = await queryRows<{ name: string; n: number }>(
  database.db,
  sql`select b.name, count(*)::int as n from brands b join item_groups ig on ig.brand_id = b.id
      group by b.name order by n desc limit 1`,
);
const [groups] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from item_groups`,
);
const brandLastPage = Math.ceil(Number(brand!.n) / 10);
console.log(`item groups: ${groups!.n}; brand "${brand!.name}": ${brand!.n} groups`);

const scenarios: [string, Record<string, string>][] = [];
for (const order of ['recommended', 'new_arrival', 'most_popular']) {
  for (const page of values.pages.split(','))
    scenarios.push([`all ${order} p${page}`, { sort: order, page }]);
  for (const page of ['1', String(brandLastPage)]) {
    scenarios.push([`brand ${order} p${page}`, { sort: order, page, brand: brand!.name }]);
  }
}

const explainer = new pg.Client({ connectionString: url });
await explainer.connect();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const runs = Number(values.runs);

for (const [name, query] of scenarios) {
  invalidateListingCounts(database.db);
  captured.length = 0;
  capturing = true;
  let started = performance.now();
  const res = await app.inject({ url: '/api/ecommerce/itemgroups/', query });
  const cold = performance.now() - started;
  capturing = false;
  const statements = [...captured];
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await app.inject({ url: '/api/ecommerce/itemgroups/', query });
    warm.push(performance.now() - started);
  }
  const body = res.json() as { count: number; results: unknown[] };
  console.log(
    `\n${name}: count ${body.count}, ${body.results.length} results; ` +
      `cold ${cold.toFixed(1)} ms, warm median ${median(warm).toFixed(1)} ms`,
  );
  for (const s of statements) {
    const { rows } = await explainer.query(
      `explain (analyze, buffers, format json) ${s.text}`,
      s.values,
    );
    const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })[
      'QUERY PLAN'
    ][0];
    console.log(
      `  ${plan['Execution Time'].toFixed(2).padStart(8)} ms  ${describe(plan.Plan)}  ← ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
}

// For the record: Recommended as one ORDER BY instead of curated-first + index walk.
for (const offset of values.pages.split(',').map((p) => (Number(p) - 1) * 10)) {
  const { rows } = await explainer.query(
    `explain (analyze, format json) select id from item_groups where product_count > 0
     order by show_on_homepage desc, popularity desc, id desc limit 10 offset ${offset}`,
  );
  const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })[
    'QUERY PLAN'
  ][0];
  console.log(
    `\nsingle ORDER BY recommended, offset ${offset}: ${plan['Execution Time'].toFixed(2)} ms  ${describe(plan.Plan)}`,
  );
}

await explainer.end();
await app.close();
await database.close();

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

/** The plan's node types, outermost first, with the indexes they use. */
function describe(node: PlanNode): string {
  const self =
    node['Node Type'] +
    (node['Index Name']
      ? `(${node['Index Name']}${node['Scan Direction'] === 'Backward' ? ' backward' : ''})`
      : '');
  return node.Plans?.length ? `${self} > ${node.Plans.map(describe).join(' + ')}` : self;
}
