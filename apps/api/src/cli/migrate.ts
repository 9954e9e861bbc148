// `npm run migrate`: applies the migrations not yet applied, and nothing else (no seeding, no
// first owner), for deploy pipelines that migrate before starting the new version. Safe beside
// running stores and other migrations: they take turns under an advisory lock (decision 070).
import { loadConfig } from '../config.ts';
import { appliedMigrations, connect, migrateWith } from '../db/connect.ts';
import { PGLITE_IN_USE, pgliteInUse } from '../db/backup.ts';

const config = loadConfig();
if (!config.databaseUrl && !config.dataDir.startsWith('memory://') && pgliteInUse(config.dataDir)) {
  // A running store migrated this folder when it started; a second process would corrupt it.
  console.error(PGLITE_IN_USE);
  process.exit(1);
}
const handle = await connect({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
});
try {
  const started = Date.now();
  // Counted under the lock: a process that waited for another's migration finds them applied.
  const { before, after } = await handle.exclusively(async (db) => {
    const before = await appliedMigrations(db);
    await migrateWith(handle.driver, db);
    return { before, after: await appliedMigrations(db) };
  });
  console.log(
    `migrations: ${after - before} applied, ${after} in all (${handle.kind}) in ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error('migration failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
