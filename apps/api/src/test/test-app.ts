// Test support: one database per test file — in-memory PGlite by default, or a fresh
// database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs both).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { connect, dumpPglite, migrateDatabase, type DatabaseHandle } from '../db/connect.ts';
import { seedDemoCatalogue } from '../cli/demo-catalogue/write.ts';
import { templateDatabasePrefix } from './template-databases.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * Empty databases made on the PostgreSQL server of `serverUrl` (for tests that need several),
 * each named `${prefix}_<pid>_<random>` and dropped by `dropAll`.
 */
export function scratchDatabases(serverUrl: string, prefix: string) {
  const created: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    /** A new empty database's URL. */
    async fresh(): Promise<string> {
      const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(`create database ${name}`);
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll(): Promise<void> {
      for (const name of created.splice(0))
        await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh database, migrated, and seeded with the demo catalogue's first `seedItemGroups` groups
 * when that is given.
 */
export async function openTestDatabase(
  options: { seedItemGroups?: number } = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return pgliteDatabase(options.seedItemGroups);
  // A database of its own, so test files running in parallel never see each other's rows.
  const name = `solestock_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate(serverUrl, options.seedItemGroups);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connect({ databaseUrl: url.toString(), poolSize: 5 });
  if (!template) {
    await migrateDatabase(handle);
    await seed(handle, options.seedItemGroups);
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function seed(handle: DatabaseHandle, itemGroups: number | undefined): Promise<void> {
  if (itemGroups !== undefined)
    await seedDemoCatalogue(handle.db, { itemGroups, wholesale: false });
}

/**
 * PostgreSQL's side of the templates below: migrating a new database and seeding it took 5 to 16
 * seconds a test file, most of the PostgreSQL pass of CI; `CREATE DATABASE … TEMPLATE` copies a
 * made one in a fraction of a second. Each kind (migrated; seeded with N groups) is made once per
 * run, by whichever worker asks first, under an advisory lock the others wait on, and named after
 * the run (`templateDatabasePrefix`), whose global setup drops them (`test/global-setup.ts`).
 * Without a run (a script outside the test run) every database is made afresh: returns undefined.
 */
async function postgresTemplate(
  serverUrl: string,
  itemGroups: number | undefined,
): Promise<string | undefined> {
  const prefix = templateDatabasePrefix();
  if (!prefix) return undefined;
  const template = `${prefix}${itemGroups === undefined ? 'migrated' : `seeded_${itemGroups}`}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const made = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (made.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const url = new URL(serverUrl);
      url.pathname = `/${template}`;
      const handle = await connect({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        await migrateDatabase(handle);
        await seed(handle, itemGroups);
      } finally {
        // A template is copied only while nobody is connected to it.
        await handle.close();
      }
    }
    return template;
  } finally {
    await admin.end(); // ends the session, and with it the advisory lock
  }
}

/**
 * An in-memory PGlite. Booting one (initdb), migrating and seeding it costs seconds of CPU, about
 * four times what loading a copy of its data folder costs; with a hundred databases per run that
 * was minutes of CI. So each kind of database (migrated; seeded with N groups) is made once per
 * run and kept as a tar in TEST_DATABASE_TEMPLATES, a folder the run's global setup makes
 * (`test/global-setup.ts`) and removes, so a template never outlives the sources it was made
 * from. Without that folder (a script outside the test run) every database is made afresh.
 */
async function pgliteDatabase(itemGroups: number | undefined): Promise<DatabaseHandle> {
  const folder = process.env.TEST_DATABASE_TEMPLATES;
  const file =
    folder && join(folder, itemGroups === undefined ? 'migrated.tar' : `seeded-${itemGroups}.tar`);
  if (file && existsSync(file)) {
    return connect({ snapshot: new Blob([readFileSync(file)]) });
  }
  const handle = await connect({});
  await migrateDatabase(handle);
  await seed(handle, itemGroups);
  if (file) {
    // Written aside and renamed: a worker making the same template at once never reads half.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await (await dumpPglite(handle)).arrayBuffer()));
    renameSync(partial, file);
  }
  return handle;
}

/** Builds the app on a fresh database, seeded with a small demo catalogue unless told not to. */
export async function createTestApp(
  options: {
    itemGroups?: number;
    seed?: boolean;
    config?: Partial<Config>;
    onRoute?: BuildOptions['onRoute'];
    timeouts?: BuildOptions['timeouts'];
    jobs?: BuildOptions['jobs'];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase({
    seedItemGroups: options.seed === false ? undefined : (options.itemGroups ?? 60),
  });
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    database,
    onRoute: options.onRoute,
    timeouts: options.timeouts,
    jobs: options.jobs,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
