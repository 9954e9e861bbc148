// Test support: one database per test file — in-memory PGlite by default, or a fresh
// database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs both).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { connect, migrateDatabase, type DatabaseHandle } from '../db/connect.ts';
import { seedDemoCatalogue } from '../cli/demo-catalogue/write.ts';

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

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await connect({});
    await migrateDatabase(handle);
    return handle;
  }
  // A database of its own, so test files running in parallel never see each other's rows.
  const name = `solestock_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connect({ databaseUrl: url.toString(), poolSize: 5 });
  await migrateDatabase(handle);
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
  const database = await openTestDatabase();
  if (options.seed !== false)
    await seedDemoCatalogue(database.db, { itemGroups: options.itemGroups ?? 60 });
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
