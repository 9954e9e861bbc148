// Three deploys migrating one empty PostgreSQL database at the same moment (issue 18): each is
// its own process running `npm run migrate`; all succeed, the migrations run once, and the
// schema is the one a single migration makes. Needs a server: TEST_DATABASE_URL (as the API
// tests on PostgreSQL do); without it the test says so and is skipped.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, migrateDatabase, migrationsFolder, queryRows, type Database } from './connect.ts';
import { scratchDatabases } from '../test/test-app.ts';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const cli = fileURLToPath(new URL('../cli/migrate.ts', import.meta.url));
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
  entries: unknown[];
};

// Only defined with TEST_DATABASE_URL; the tests below skip without it.
const databases = serverUrl ? scratchDatabases(serverUrl, 'solestock_m') : undefined;
const freshDatabase = () => databases!.fresh();

/** Every table, column, index and constraint of the public schema, and the migrations recorded. */
async function shape(db: Database) {
  const columns = await queryRows(
    db,
    sql`select table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`,
  );
  const indexes = await queryRows(
    db,
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  );
  const constraints = await queryRows(
    db,
    sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
        where connamespace = 'public'::regnamespace order by conname`,
  );
  const migrations = await queryRows(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  );
  return { columns, indexes, constraints, migrations };
}

describe.skipIf(!serverUrl)('migrations under an advisory lock (PostgreSQL server)', () => {
  afterAll(async () => {
    await databases?.dropAll();
  });

  it('three `npm run migrate` processes at once on an empty database: one schema, each migration once', async () => {
    const url = await freshDatabase();
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        run(process.execPath, ['--import', 'tsx', cli], {
          env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
          timeout: 60_000,
        }),
      ),
    );
    const applied = runs.map((r) => Number(/migrations: (\d+) applied/.exec(r.stdout)?.[1]));
    // One process applied every migration; the two that waited found nothing left to do.
    expect(applied.sort()).toEqual([0, 0, journal.entries.length]);

    const reference = await connect({ databaseUrl: await freshDatabase(), poolSize: 1 });
    const raced = await connect({ databaseUrl: url, poolSize: 1 });
    try {
      await migrateDatabase(reference);
      const [expected, actual] = [await shape(reference.db), await shape(raced.db)];
      expect(actual.migrations).toHaveLength(journal.entries.length);
      expect(actual.columns.length).toBeGreaterThan(50);
      expect(actual).toEqual(expected);
      // And again, on a database already up to date: nothing to do, nothing broken.
      await migrateDatabase(raced);
      expect(await shape(raced.db)).toEqual(expected);
    } finally {
      await reference.close();
      await raced.close();
    }
  });
});
