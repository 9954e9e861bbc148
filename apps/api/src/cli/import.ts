// `npm run import -- FILE.csv|FILE.xlsx [--dry-run]`: imports a catalogue file as the console's
// Import page does (docs/catalogue-import.md), for operators who script: the same checks, the
// same all-or-nothing write, progress on stderr, every row problem listed, exit code 1 when
// the file has problems (nothing is then written), 2 for a wrong command line.
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { connect, migrateDatabase } from '../db/connect.ts';
import {
  ImportFileProblem,
  MAX_IMPORT_BYTES,
  sniffImportFile,
  createImport,
  importStatus,
  runImport,
} from '../modules/imports/index.ts';

const USAGE = 'Usage: npm run import -- FILE.csv|FILE.xlsx [--dry-run]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean' } },
});
if (values.help || positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const path = positionals[0]!;
let bytes: Buffer;
try {
  if (statSync(path).size > MAX_IMPORT_BYTES) {
    console.error(`${path}: larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it.`);
    process.exit(1);
  }
  bytes = readFileSync(path);
} catch (err) {
  console.error(`${path}: ${(err as Error).message}`);
  process.exit(2);
}
let format;
try {
  format = sniffImportFile(bytes);
} catch (err) {
  if (!(err instanceof ImportFileProblem)) throw err;
  console.error(`${path}: ${err.message}`);
  process.exit(1);
}

const config = loadConfig();
const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  await migrateDatabase(handle);
  const dryRun = values['dry-run'] === true;
  const id = await createImport(handle.db, null, {
    fileName: basename(path),
    format,
    dryRun,
    file: bytes,
    staffId: null,
    address: 'command line',
  });
  const started = Date.now();
  let shown = -1;
  try {
    await runImport(handle.db, id, {
      // The store's job runner fetches the image addresses on other hosts (decision 172).
      linkedOrigins: [config.publicOrigin, ...config.imageOrigins],
      onProgress(processed, total) {
        const percent = total ? Math.floor((processed / total) * 100) : 100;
        if (percent === shown) return;
        shown = percent;
        process.stderr.write(`\rChecking rows: ${processed} of ${total} (${percent}%)`);
      },
    });
  } catch (err) {
    await handle.db.execute(sql`
      update catalogue_imports set status = 'failed', file = null, finished_at = now()
      where id = ${id} and status in ('queued', 'running')`);
    throw err;
  }
  process.stderr.write('\n');
  const result = (await importStatus(handle.db, id))!;
  for (const e of result.errors)
    console.error(`row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = `${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`;
  if (result.errors.length) {
    console.error(`${result.errors.length} problem(s): nothing was written (${seconds} s).`);
    exitCode = 1;
  } else if (dryRun) {
    for (const c of result.changes)
      console.log(
        `row ${c.row}: ${c.sku} (${c.group}) would be ${c.action === 'create' ? 'created' : `updated: ${c.fields.join(', ')}`}`,
      );
    if (result.changes_not_listed) console.log(`…and ${result.changes_not_listed} more rows.`);
    console.log(
      `Dry run, nothing written: ${result.total_rows} rows would give ${counts} (${seconds} s).`,
    );
  } else {
    console.log(
      `Imported ${result.total_rows} rows: ${counts} (${seconds} s). A running shop shows the change within its cache's lifetime.`,
    );
    if (result.images.total)
      console.log(
        `${result.images.total} image addresses on other hosts are queued: the running shop fetches them into its media (the console's Import page shows any that fail).`,
      );
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
