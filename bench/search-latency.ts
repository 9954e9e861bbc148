// Search latency: p50 and p95 of the two search calls (autocomplete and products), through the
// whole API (routing, validation, SQL, JSON), at a given catalogue size, on PGlite or on a
// PostgreSQL server; on a server, also which index each SQL statement of a search used.
//
//   npx tsx bench/search-latency.ts --products 100000                 # PGlite, in memory
//   createdb -h 127.0.0.1 -U postgres solestock_bench_search
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/solestock_bench_search \
//     npx tsx bench/search-latency.ts --products 100000
//   dropdb -h 127.0.0.1 -U postgres solestock_bench_search
//
// The database is seeded with the demo catalogue when empty. Not part of npm test.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '@solestock/api/app';
import { testConfig } from '@solestock/api/config';
import { connect, migrateDatabase, queryRows } from '@solestock/api/db/connect';
import * as schema from '@solestock/api/db/schema';
import { isCatalogueEmpty, seedDemoCatalogue } from '@solestock/api/cli/demo-catalogue/write';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
  },
});
const url = process.env.DATABASE_URL;
const runs = Number(values.runs);

// On a server, record the statements a request sends, to EXPLAIN them afterwards.
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
  const started = performance.now();
  let seedDb = database.db;
  let seedPool: pg.Pool | undefined;
  if (url) {
    // Its own pool, without the app's 15 s statement timeout.
    seedPool = new pg.Pool({ connectionString: url, max: 1 });
    seedDb = drizzle(seedPool, { schema });
  }
  const summary = await seedDemoCatalogue(seedDb, { products: Number(values.products) });
  console.log(`seeded in ${Math.round(performance.now() - started)} ms`, summary);
  if (seedPool) {
    await seedPool.query('vacuum analyze');
    await seedPool.end();
  } else {
    await database.db.execute(sql`vacuum analyze`);
  }
}
const app = await buildApp(testConfig({ databaseUrl: url }), { database });
await app.ready();

const [counts] = await queryRows<{
  groups: number;
  products: number;
  words: number;
  phrases: number;
}>(
  database.db,
  sql`select (select count(*)::int from item_groups) as groups, (select count(*)::int from products) as products,
             (select count(*)::int from search_words) as words, (select count(*)::int from search_suggestions) as phrases`,
);
const [sku] = await queryRows<{ sku: string }>(
  database.db,
  sql`select sku from products order by id desc offset 1234 limit 1`,
);
console.log(
  `${database.kind}: ${counts!.products} products in ${counts!.groups} item groups; ` +
    `${counts!.words} vocabulary words, ${counts!.phrases} suggestion phrases`,
);

const suggestions = [
  'a',
  'al',
  'ald',
  'aldenm',
  'aldenomor',
  'blac',
  'black sa',
  'sneak',
  'sandles',
  'kestrava pul',
  'zzzq',
];
const searches: [string, Record<string, string>][] = [
  ['brand', { q: 'Kestrava' }],
  ['brand, typo', { q: 'Kestarva' }],
  ['SKU', { q: sku!.sku }],
  ['colour + subcategory', { q: 'black sandals' }],
  ['partial word', { q: 'sneak' }],
  ['broad word, page 5', { q: 'black', page: '5' }],
  ['broad word, brand filter', { q: 'black', brand: 'Kestrava' }],
  [
    'broad word, subcategory + 30 days',
    { q: 'black', subcategory: 'Sneakers', new_within_days: '30' },
  ],
  ['broad word, most popular', { q: 'black', sort: 'most_popular' }],
  ['no match, OR fallback', { q: 'black qqqzzz' }],
];

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function time(path: string, query: Record<string, string>): Promise<number[]> {
  await app.inject({ url: path, query }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await app.inject({ url: path, query });
    times.push(performance.now() - started);
    if (res.statusCode !== 200)
      throw new Error(`${path} ${JSON.stringify(query)}: ${res.statusCode} ${res.body}`);
  }
  return times;
}

const all = { suggest: [] as number[], search: [] as number[] };
console.log('\nautocomplete                         p50 ms   p95 ms');
for (const q of suggestions) {
  const t = await time('/api/ecommerce/search/autocomplete/', { q });
  all.suggest.push(...t);
  console.log(
    `  ${JSON.stringify(q).padEnd(34)} ${percentile(t, 50).toFixed(1).padStart(6)} ${percentile(t, 95).toFixed(1).padStart(8)}`,
  );
}
console.log('\nproducts                             p50 ms   p95 ms   results');
for (const [name, query] of searches) {
  const t = await time('/api/ecommerce/search/products/', query);
  all.search.push(...t);
  const body = (await app.inject({ url: '/api/ecommerce/search/products/', query })).json() as {
    pagination: { total_results: number };
  };
  console.log(
    `  ${name.padEnd(34)} ${percentile(t, 50).toFixed(1).padStart(6)} ${percentile(t, 95).toFixed(1).padStart(8)}   ${body.pagination.total_results}`,
  );
}
console.log(
  `\nALL ${database.kind}: autocomplete p50 ${percentile(all.suggest, 50).toFixed(1)} ms, p95 ${percentile(all.suggest, 95).toFixed(1)} ms; ` +
    `products p50 ${percentile(all.search, 50).toFixed(1)} ms, p95 ${percentile(all.search, 95).toFixed(1)} ms ` +
    `(${runs} runs per query)`,
);

if (url) {
  // Which plan each statement of a typo'd search and a suggestion got: the indexes at work.
  const explainer = new pg.Client({ connectionString: url });
  await explainer.connect();
  for (const [path, q] of [
    ['/api/ecommerce/search/products/', 'Kestarva'],
    ['/api/ecommerce/search/autocomplete/', 'aldenm'],
  ] as const) {
    captured.length = 0;
    capturing = true;
    await app.inject({ url: path, query: { q } });
    capturing = false;
    console.log(`\n${path}?q=${q}`);
    for (const s of captured) {
      const { rows } = await explainer.query(`explain (analyze, format json) ${s.text}`, s.values);
      const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })[
        'QUERY PLAN'
      ][0];
      console.log(
        `  ${plan['Execution Time'].toFixed(2).padStart(7)} ms  indexes: ${[...indexesOf(plan.Plan)].join(', ') || 'none'}  ← ${s.text.replace(/\s+/g, ' ').trim().slice(0, 80)}`,
      );
    }
  }
  await explainer.end();
}

await app.close();
await database.close();

interface PlanNode {
  'Index Name'?: string;
  Plans?: PlanNode[];
}
function indexesOf(node: PlanNode, found = new Set<string>()): Set<string> {
  if (node['Index Name']) found.add(node['Index Name']);
  for (const child of node.Plans ?? []) indexesOf(child, found);
  return found;
}
