// Catalogue import at scale (issue 16: "100,000 rows in under 2 minutes on PostgreSQL"): writes
// a CSV of --rows products (10 per item group, 2 slabs each, 40 brands) and imports it through
// the import service, exactly as the job does, three times: into an empty catalogue (all
// created), the same file again (all unchanged), and with 1 row in 100 repriced (updated).
//
//   createdb -h 127.0.0.1 -U postgres solestock_bench_import
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/solestock_bench_import \
//     npx tsx bench/catalogue-import.ts --rows 100000
//   dropdb -h 127.0.0.1 -U postgres solestock_bench_import
//
// Without DATABASE_URL it runs on PGlite in memory. Not part of npm test.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import { IMPORT_COLUMNS } from '@solestock/domain/back-office/catalogue-import';
import { connect, migrateDatabase } from '@solestock/api/db/connect';
import {
  createImport,
  importStatus,
  runImport,
} from '@solestock/api/modules/imports/import.service';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const total = Number(values.rows);

function file(repriced: (i: number) => boolean): Buffer {
  const lines: string[][] = [];
  for (let i = 0; i < total; i++) {
    const group = Math.floor(i / 10);
    const base = 20 + (group % 80);
    const price = repriced(i) ? base + 1 : base;
    const row = [
      `BENCH-${group}-${i % 10}`,
      `Bench Runner ${group}`,
      `Bench Brand ${group % 40}`,
      ['Sneakers', 'Boots', 'Sandals'][group % 3]!,
      `Line ${group % 12}`,
      ['Black', 'White'][i % 2]!,
      String(6 + (i % 10) / 2),
      `${price}.00`,
      'USD',
      '4.50',
      '11.00',
      '7.25',
      'in',
      '28.00',
      'oz',
      String(100 + (i % 500)),
      `https://cdn.example.com/bench/${group}/1.jpg | https://cdn.example.com/bench/${group}/2.jpg`,
      'from_to',
      '1',
      '99',
      `${price}.00`,
      'USD',
      '>=',
      '100',
      '',
      `${price - 2}.50`,
      'USD',
    ];
    while (row.length < IMPORT_COLUMNS.length) row.push('');
    lines.push(row);
  }
  return Buffer.from(stringify([IMPORT_COLUMNS, ...lines]));
}

const database = await connect({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 });
await migrateDatabase(database);
console.log(
  `${total.toLocaleString('en')} rows on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);

async function run(label: string, bytes: Buffer) {
  const started = performance.now();
  const id = await createImport(database.db, null, {
    fileName: `${label}.csv`,
    format: 'csv',
    dryRun: false,
    file: bytes,
    staffId: null,
    address: 'bench',
  });
  let checked = 0;
  await runImport(database.db, id, {
    onProgress: (processed) => {
      if (processed === total) checked = performance.now();
    },
  });
  const done = performance.now();
  const s = (await importStatus(database.db, id))!;
  console.log(
    `${label.padEnd(10)} ${(bytes.length / 1024 / 1024).toFixed(1)} MB  ${((done - started) / 1000).toFixed(1)} s ` +
      `(check and stage ${((checked - started) / 1000).toFixed(1)} s, write ${((done - checked) / 1000).toFixed(1)} s)  ` +
      `${s.status}: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.errors.length} errors`,
  );
}

await run(
  'first',
  file(() => false),
);
await run(
  'again',
  file(() => false),
);
await run(
  '1% price',
  file((i) => i % 100 === 0),
);
await database.close();
