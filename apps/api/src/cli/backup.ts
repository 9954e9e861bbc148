// `npm run backup -- FILE` and `npm run restore -- FILE`: the store's database to one file and
// back (decision 074). PGlite (no DATABASE_URL): stop the store first, it is one process's
// folder; a restore goes into a DATA_DIR with no database yet. A PostgreSQL server: pg_dump while
// the store runs; a restore goes into an empty database (createdb). FILE is relative to the
// folder the command runs in (the repository's root under npm run).
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase, BackupError, restoreDatabase } from '../db/backup.ts';

const USAGE = 'Usage: npm run backup -- FILE | npm run restore -- FILE';
const [command, file, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgBin: config.pgBin };
const path = resolve(file);
const started = Date.now();
try {
  if (command === 'backup') {
    const kind = await backupDatabase(target, path);
    console.log(`backup of the ${kind} database written to ${path} in ${Date.now() - started} ms`);
  } else {
    const kind = await restoreDatabase(target, path);
    const where = kind === 'postgres' ? 'the database of DATABASE_URL' : config.dataDir;
    console.log(`${path} restored into ${where} in ${Date.now() - started} ms`);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
