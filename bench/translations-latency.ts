// Translated catalogue content (docs/translations.md, decisions 205 and 206): one request at a
// time through the whole API, p50/p95/p97.5 of the English and the Japanese/Chinese answers of the
// listing, the product detail and search (the long-tail probe's shape: 1–2 random words, half
// with a typo, every URL new), then the English search again after the translations are removed
// and the index rebuilt: the English figures with and without translated vectors beside them.
//
//   npx tsx bench/translations-latency.ts --products 100000            # PGlite, in memory
//   DATABASE_URL=postgres://… npx tsx bench/translations-latency.ts    # a server (seeded if empty)
//
// Not part of npm test; timings live here, never in tests.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '@solestock/api/app';
import { testConfig } from '@solestock/api/config';
import { connect, migrateDatabase, queryRows } from '@solestock/api/db/connect';
import { isCatalogueEmpty, seedDemoCatalogue } from '@solestock/api/cli/demo-catalogue/write';
import { CATEGORY_NAMES } from '@solestock/api/cli/demo-catalogue/translations';
import { indexItemGroups } from '@solestock/api/modules/search/index';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
  },
});
const url = process.env.DATABASE_URL;
const runs = Number(values.runs);

const database = await connect({ databaseUrl: url, poolSize: 4 });
await migrateDatabase(database);
if (await isCatalogueEmpty(database.db)) {
  const started = performance.now();
  await seedDemoCatalogue(database.db, { products: Number(values.products) });
  await database.db.execute(sql`vacuum analyze`);
  console.log(`seeded in ${Math.round(performance.now() - started)} ms`);
}
// No per-client ceiling: every probe comes from one address (apps/api/src/http/client-work-limit.ts).
const app = await buildApp(testConfig({ databaseUrl: url, clientRateLimitPerMinute: 0 }), {
  database,
});
await app.ready();

let seed = 2026;
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const typo = (w: string) => {
  const i = 1 + Math.floor(next() * Math.max(1, w.length - 2));
  return w.slice(0, i) + w.slice(i + 1);
};

const ids = (
  await queryRows<{ id: number }>(
    database.db,
    sql`select id from products where archived_at is null`,
  )
).map((r) => Number(r.id));
const [{ pages }] = (await queryRows<{ pages: number }>(
  database.db,
  sql`select ceil(count(*) / 10.0)::int as pages from item_groups where product_count > 0`,
)) as [{ pages: number }];
const vocab = (
  await queryRows<{ word: string }>(database.db, sql`select word from search_words`)
).map((r) => r.word);
const cjkWords = Object.values(CATEGORY_NAMES).flatMap(([ja, zh]) => [ja, zh]);

async function measure(name: string, path: () => string) {
  const times: number[] = [];
  let bad = 0;
  for (let i = 0; i < runs; i++) {
    const url = path();
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) bad++;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(`| ${name} | ${at(0.5)} | ${at(0.95)} | ${at(0.975)} | ${bad} |`);
}

const u = () => `&_=${Math.floor(next() * 1e9)}`;
console.log('| probe | p50 ms | p95 ms | p97.5 ms | non-200 |\n|---|---|---|---|---|');
for (const lang of ['', '&lang=ja']) {
  await measure(
    `listing ${lang || 'en'}`,
    () => `/api/ecommerce/itemgroups/?page=${1 + Math.floor(next() * pages)}${lang}${u()}`,
  );
  await measure(
    `product detail ${lang || 'en'}`,
    () => `/api/ecommerce/products/${pick(ids)}/gb?x=1${lang}${u()}`,
  );
}
const englishSearch = () => {
  const words = Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(vocab));
  if (next() < 0.5) words[0] = typo(words[0]!);
  return `/api/ecommerce/search/products/?q=${encodeURIComponent(words.join(' '))}${u()}`;
};
await measure('search en, long tail (translations present)', englishSearch);
await measure('search ja/zh, 1–2 category words', () => {
  const words = Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(cjkWords));
  return `/api/ecommerce/search/products/?q=${encodeURIComponent(words.join(' '))}&lang=ja${u()}`;
});
await measure(
  'search ja, one katakana word',
  () =>
    `/api/ecommerce/search/products/?q=${encodeURIComponent(pick(cjkWords.filter((w) => /[ァ-ヿ]/.test(w))))}${u()}`,
);

// The English search on vectors without translations: the catalogue as it was before issue 46.
for (const table of [
  'item_group_translations',
  'brand_translations',
  'head_category_translations',
  'subcategory_translations',
])
  await database.db.execute(sql.raw(`delete from ${table}`));
await indexItemGroups(database.db, 'all');
await database.db.execute(sql`vacuum analyze`);
seed = 2026;
await measure('search en, long tail (no translations)', englishSearch);
await app.close();
