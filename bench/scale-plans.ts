// Issue 47 item 4: the plans behind the five calls the 100,000-style catalogue must keep fast
// (listing, search with typos, product detail, and an order placement; the product page is the
// product detail's reads plus its render). Each request is sent once through the whole API with
// the response cache and the listing's count cache out of the way (a parameter the app ignores,
// invalidateListingCounts), every statement it sent is recorded, then each statement is run
// again under EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is rolled back.
//
//   BENCH_DATABASE_PREFIX=scale_ npx tsx bench/scale-seed.ts --products 1940000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale_1940000 npx tsx bench/scale-plans.ts
//
// Prints, per request, its time and each statement's execution time, buffers and plan outline
// (indexes named; a sequential scan or a sort that spilled to disk is marked), and the full
// text plan of every statement over --slow ms. Not part of npm test.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '@solestock/api/app';
import { testConfig } from '@solestock/api/config';
import { connect, queryRows } from '@solestock/api/db/connect';
import { invalidateListingCounts } from '@solestock/api/modules/listing/listing.repository';
import { SHOPPER_PASSWORD, shopperEmail } from './lib/shopper-accounts.ts';

const { values } = parseArgs({
  options: {
    /** Statements slower than this get their whole text plan printed. */
    slow: { type: 'string', default: '5' },
    only: { type: 'string', default: '' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a seeded bench database (bench/scale-seed.ts).');
const slowMs = Number(values.slow);

// Every statement any client of this process sends (pool queries and transactions alike).
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const [q, params] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    const text = typeof q === 'string' ? q : q.text;
    const vals =
      (Array.isArray(params) ? params : undefined) ?? (typeof q === 'string' ? [] : q.values) ?? [];
    captured.push({ text, values: vals });
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const database = await connect({ databaseUrl: url, poolSize: 4 });
const app = await buildApp(testConfig({ databaseUrl: url, clientRateLimitPerMinute: 0 }), {
  database,
});
await app.ready();
const explainer = new pg.Client({ connectionString: url });
await explainer.connect();

const [size] = await queryRows<{ groups: number; products: number }>(
  database.db,
  sql`select (select count(*)::int from item_groups) as groups, (select count(*)::int from products) as products`,
);
const [brand] = await queryRows<{ name: string }>(
  database.db,
  sql`select b.name from brands b join item_groups ig on ig.brand_id = b.id group by b.name order by count(*) desc limit 1`,
);
const [product] = await queryRows<{ id: number }>(
  database.db,
  sql`select id from products order by id desc offset 12345 limit 1`,
);
const groups = Number(size!.groups);
const deepPage = Math.max(1, Math.floor((groups / 10) * 0.9));
console.log(`${size!.products} products in ${groups} item groups (styles)`);

let n = 0;
const fresh = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}uncached=${Date.now()}-${n++}`;

async function signIn(email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password: SHOPPER_PASSWORD, remember_me: false },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

interface Call {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  before?: () => Promise<void>;
  cookie?: () => string;
  body?: unknown;
}

let shopper = '';
const calls: Call[] = [
  { name: 'listing, all, page 1', path: '/api/ecommerce/itemgroups/?page=1' },
  {
    name: `listing, all, deep page ${deepPage}`,
    path: `/api/ecommerce/itemgroups/?page=${deepPage}`,
  },
  {
    name: 'listing, all, new arrivals, deep page',
    path: `/api/ecommerce/itemgroups/?sort=new_arrival&page=${deepPage}`,
  },
  {
    name: 'listing, brand, most popular, page 2',
    path: `/api/ecommerce/itemgroups/?brand=${encodeURIComponent(brand!.name)}&sort=most_popular&page=2`,
  },
  {
    name: 'listing, category, 30 days, page 1',
    path: `/api/ecommerce/itemgroups/?category=${encodeURIComponent('Boots')}&new_within_days=30&page=1`,
  },
  { name: 'search, a brand mistyped', path: '/api/ecommerce/search/products/?q=kestarva' },
  {
    name: 'search, two words, one mistyped',
    path: '/api/ecommerce/search/products/?q=aldenmoor%20snekers',
  },
  { name: 'search, a broad word', path: '/api/ecommerce/search/products/?q=black' },
  {
    name: 'search, a broad word, page 3',
    path: '/api/ecommerce/search/products/?q=leather&page=3',
  },
  { name: 'autocomplete, mistyped', path: '/api/ecommerce/search/autocomplete/?q=aldenomor' },
  { name: 'product detail', path: `/api/ecommerce/products/${product!.id}/gb` },
  {
    name: 'order place (3 lines)',
    method: 'POST',
    path: '/api/ecommerce/order/place/?country_code=gb',
    body: {},
    cookie: () => shopper,
    before: async () => {
      shopper = await signIn(shopperEmail(0));
      const ids = await queryRows<{ id: number }>(
        database.db,
        sql`select id from products where availability > 100 and archived_at is null order by id desc offset 5000 limit 3`,
      );
      await app.inject({
        method: 'DELETE',
        url: '/api/ecommerce/cart/items/delete/',
        headers: { cookie: shopper },
        payload: { cart_item_ids: [] },
      });
      for (const { id } of ids) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/ecommerce/cart/add/',
          headers: { cookie: shopper },
          payload: { product_id: Number(id), quantity: 12, mode: 'sea' },
        });
        if (res.statusCode !== 201) throw new Error(`cart add: ${res.statusCode} ${res.body}`);
      }
    },
  },
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  'Sort Space Type'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The plan's outline: node types with their index or table, rows; big scans and spills marked. */
function outline(node: PlanNode): string {
  const on = node['Index Name'] ?? node['Relation Name'];
  const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  const mark =
    (node['Node Type'] === 'Seq Scan' && rows > 1000 ? ' [SEQ SCAN]' : '') +
    (node['Sort Space Type'] === 'Disk' ? ' [SORT ON DISK]' : '');
  const self = `${node['Node Type']}${on ? `(${on})` : ''} ${rows}r${mark}`;
  return node.Plans?.length ? `${self} > [${node.Plans.map(outline).join(', ')}]` : self;
}

const skip = /^\s*(begin|commit|rollback|savepoint|release|set |select set_config|show )/i;
for (const call of calls) {
  if (values.only && !call.name.startsWith(values.only)) continue;
  await call.before?.();
  invalidateListingCounts(database.db);
  captured.length = 0;
  capturing = true;
  const started = performance.now();
  const res = await app.inject({
    method: call.method ?? 'GET',
    url: call.method === 'POST' ? call.path : fresh(call.path),
    ...(call.cookie ? { headers: { cookie: call.cookie() } } : {}),
    ...(call.body ? { payload: call.body } : {}),
  });
  const ms = performance.now() - started;
  capturing = false;
  console.log(
    `\n## ${call.name}: ${res.statusCode} in ${ms.toFixed(1)} ms, ${captured.length} statements`,
  );
  await explainer.query('begin');
  for (const [i, s] of captured.entries()) {
    if (skip.test(s.text)) continue;
    await explainer.query(`savepoint s${i}`);
    try {
      const { rows } = await explainer.query(
        `explain (analyze, buffers, format json) ${s.text}`,
        s.values,
      );
      const plan = (
        rows[0] as {
          'QUERY PLAN': [
            {
              Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
              'Execution Time': number;
            },
          ];
        }
      )['QUERY PLAN'][0];
      const t = plan['Execution Time'];
      console.log(
        `  ${t.toFixed(2).padStart(8)} ms  hit ${plan.Plan['Shared Hit Blocks']} read ${plan.Plan['Shared Read Blocks']}  ${outline(plan.Plan).slice(0, 400)}\n             ← ${s.text.replace(/\s+/g, ' ').trim().slice(0, 160)}`,
      );
      if (t > slowMs) {
        const text = await explainer.query(`explain (analyze, buffers) ${s.text}`, s.values);
        console.log(
          text.rows.map((r: Record<string, string>) => `      | ${r['QUERY PLAN']}`).join('\n'),
        );
      }
    } catch (error) {
      console.log(
        `  (not explained: ${(error as Error).message.slice(0, 80)}) ← ${s.text.replace(/\s+/g, ' ').trim().slice(0, 100)}`,
      );
    }
    await explainer.query(`rollback to savepoint s${i}`);
  }
  await explainer.query('rollback');
}

await explainer.end();
await app.close();
await database.close();
