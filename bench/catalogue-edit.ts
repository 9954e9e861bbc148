// How soon an edit made in the back office is found by search (issue 16: "an edit in a
// 100,000-product catalogue is visible to search in under 2 s"), on a PostgreSQL server: a
// manager renames an item group, and changes a product's colour, through the admin API
// (PUT /api/admin/catalogue/…: one transaction with indexItemGroups, then the storefront's
// change signal); the clock runs from the request until search and autocomplete find the new
// word. The search answer for the word is read (and so cached) before the edit.
//
//   createdb -h 127.0.0.1 -U postgres bench_catalogue
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalogue \
//     npx tsx bench/catalogue-edit.ts --products 100000
//   dropdb -h 127.0.0.1 -U postgres bench_catalogue
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
import { signedInStaff } from '@solestock/api/test/staff';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a postgres:// database of your own.');

const database = await connect({ databaseUrl: url, poolSize: 4 });
await migrateDatabase(database);
if (await isCatalogueEmpty(database.db)) {
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
const manager = await signedInStaff(app, 'manager');

const [{ n: productCount } = { n: 0 }] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from products`,
);
console.log(`products: ${productCount}`);

const inject = async (method: 'GET' | 'PUT', path: string, payload?: unknown) => {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: method === 'PUT' || path.startsWith('/admin') ? { cookie: manager.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** Milliseconds from the edit's request until `found()` is true (polled back to back). */
async function timeUntil(edit: () => Promise<unknown>, found: () => Promise<boolean>) {
  const start = performance.now();
  await edit();
  const written = performance.now() - start;
  let polls = 0;
  while (!(await found())) {
    polls++;
    if (performance.now() - start > 30_000) throw new Error('not found within 30 s');
  }
  return { written, visible: performance.now() - start, polls };
}

const letters = 'bcdfghjklmnpqrstvwxz';
const word = (i: number, salt: string) =>
  `${salt}${[...String(Date.now() + i)].map((d) => letters[Number(d)]).join('')}`;

const results: { kind: string; written: number; visible: number; polls: number }[] = [];
const runs = Number(values.runs);
for (let i = 0; i < runs; i++) {
  const [pick] = await queryRows<{ group_id: number; product_id: number }>(
    database.db,
    sql`select ig.id as group_id, (select min(p.id) from products p where p.item_group_id = ig.id and p.archived_at is null) as product_id
        from item_groups ig where ig.product_count > 0
        order by ig.id offset ${Math.floor(Math.random() * 1000)} limit 1`,
  );
  const groupId = Number(pick!.group_id);
  const productId = Number(pick!.product_id);

  // Rename the group: search by the new name, and autocomplete, must find it.
  const group = await inject('GET', `/admin/catalogue/item-groups/${groupId}/`);
  const name = `Rambla ${word(i, 'zq')}`;
  const term = name.split(' ')[1]!;
  await inject('GET', `/ecommerce/search/products/?q=${term}`); // cached: nothing yet
  const rename = await timeUntil(
    () =>
      inject('PUT', `/admin/catalogue/item-groups/${groupId}/`, {
        name,
        brand_id: group.brand_id,
        head_category_id: group.head_category_id,
        subcategory_id: group.subcategory_id,
        bullet_points: group.bullet_points,
        material: group.material,
        country_of_origin: group.country_of_origin,
        size_system: group.size_system ?? '',
        show_on_homepage: group.show_on_homepage,
      }),
    async () => {
      const answer = await inject('GET', `/ecommerce/search/products/?q=${term}`);
      const suggestions = await inject('GET', `/ecommerce/search/autocomplete/?q=${term}`);
      return (
        answer.products.some((p: { item_group_id: number }) => p.item_group_id === groupId) &&
        suggestions.some((s: { value: string }) => s.value === name)
      );
    },
  );
  results.push({ kind: 'rename group', ...rename });

  // Change a product's colour: search by the colour must find its group.
  const product = await inject('GET', `/admin/catalogue/products/${productId}/`);
  const colour = word(i, 'xv');
  await inject('GET', `/ecommerce/search/products/?q=${colour}`);
  const recolour = await timeUntil(
    () => inject('PUT', `/admin/catalogue/products/${productId}/`, { ...product, color: colour }),
    async () => {
      const answer = await inject('GET', `/ecommerce/search/products/?q=${colour}`);
      return answer.products.some((p: { item_group_id: number }) => p.item_group_id === groupId);
    },
  );
  results.push({ kind: 'product colour', ...recolour });
}

const fmt = (ms: number) => `${Math.round(ms)} ms`;
for (const kind of ['rename group', 'product colour']) {
  const of = results.filter((r) => r.kind === kind);
  const visible = of.map((r) => r.visible).sort((a, b) => a - b);
  const written = of.map((r) => r.written).sort((a, b) => a - b);
  console.log(
    `${kind}: write median ${fmt(written[Math.floor(written.length / 2)]!)}, visible to search median ${fmt(visible[Math.floor(visible.length / 2)]!)}, max ${fmt(visible.at(-1)!)}; extra polls ${of.map((r) => r.polls).join(',')}`,
  );
}
await app.close();
await database.close();
