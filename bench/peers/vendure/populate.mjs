// Creates the database `vendure_bench` afresh and fills it the way @vendure/create does
// (`populate()` from @vendure/core/cli with @vendure/create's initial-data.json), with the
// catalogue asked for (catalogue.mjs), then builds DefaultSearchPlugin's index and waits for it.
//
//   node populate.mjs --catalogue sample          # @vendure/create's 54 products
//   node populate.mjs --catalogue demo --styles 1000
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

const require = createRequire(import.meta.url);
const { values: flags } = parseArgs({
  options: {
    catalogue: { type: 'string', default: 'demo' },
    styles: { type: 'string', default: '1000' },
  },
});

process.env.VENDURE_SYNCHRONIZE = 'true';
const { config, DATABASE } = await import('./vendure-config.mjs');
const {
  bootstrap,
  DefaultLogger,
  LogLevel,
  DefaultSearchPlugin,
  JobQueueService,
  RequestContextService,
  SearchService,
  TransactionalConnection,
  mergeConfig,
} = await import('@vendure/core');
const { populate } = require('@vendure/core/cli');
const { demoCsv, sampleCsv } = await import('./catalogue.mjs');

const log = (m) => console.log(`[vendure populate ${new Date().toISOString().slice(11, 19)}] ${m}`);

// A fresh database each time: what is measured is exactly this catalogue.
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
await admin.end();

const dir = mkdtempSync(join(tmpdir(), 'vendure-bench-'));
const csvPath = join(dir, 'products.csv');
if (flags.catalogue === 'sample') writeFileSync(csvPath, sampleCsv());
else {
  const demo = demoCsv(Number(flags.styles));
  writeFileSync(csvPath, demo.csv);
  log(`generated ${demo.styles} styles, ${demo.variants} variants`);
}
const initialData = require('@vendure/create/assets/initial-data.json');
// The sample's collections filter on the sample's facets; the demo catalogue gets one collection
// per head category instead.
if (flags.catalogue !== 'sample') {
  const { CATEGORIES } = await import('./catalogue.mjs');
  initialData.collections = CATEGORIES.map(([name]) => ({
    name,
    filters: [
      { code: 'facet-value-filter', args: { facetValueNames: [name], containsAny: false } },
    ],
  }));
}

// Index updates of the import are buffered (and dropped): one full reindex at the end is faster.
DefaultSearchPlugin.options.bufferUpdates = true;
const started = Date.now();
const app = await populate(
  () =>
    bootstrap(
      mergeConfig(config, {
        logger: new DefaultLogger({ level: LogLevel.Info }),
        importExportOptions: { importAssetsDir: dir },
      }),
    ),
  initialData,
  csvPath,
);
log(`imported in ${((Date.now() - started) / 1000).toFixed(0)} s; building the search index…`);
await app.get(JobQueueService).start();
const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
await app.get(SearchService).reindex(ctx);
// The reindex job's own progress stream does not end under the in-memory job queue; the rows are
// the truth: one per variant and language when it is done.
const connection = app.get(TransactionalConnection);
const count = async (sql) => (await connection.rawConnection.query(sql))[0].n;
const p = await count('select count(*)::int as n from product where "deletedAt" is null');
const v = await count('select count(*)::int as n from product_variant where "deletedAt" is null');
let n = 0;
for (const deadline = Date.now() + 60 * 60_000; Date.now() < deadline;) {
  n = await count('select count(*)::int as n from search_index_item');
  if (n >= v) break;
  await new Promise((r) => setTimeout(r, 1000));
}
if (n < v) throw new Error(`the search index has ${n} rows for ${v} variants after an hour`);
await new Promise((r) => setTimeout(r, 2000));
await connection.rawConnection.query('vacuum analyze');
log(
  `done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${p} products, ${v} variants, ${n} search index rows`,
);
await app.close();
process.exit(0);
