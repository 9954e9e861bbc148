// Opens the database: PGlite (PostgreSQL in WebAssembly) in DATA_DIR by default, a PostgreSQL
// server through node-postgres when DATABASE_URL is set. Both speak the same SQL and schema.
import { createHash } from 'node:crypto';
import { privateDataDir } from './private-files.ts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { startPgliteThread } from './pglite-off-thread.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction of the database. drizzle's transaction extends its database, so a Tx goes
 * wherever a Database does, no cast needed; a function that must run inside its caller's
 * transaction (a lock it relies on, writes that stand or fall together) says so by taking a Tx.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * How the database is reached: PGlite's own driver in this thread, or node-postgres (a
   * PostgreSQL server, or PGlite in a thread of its own, decision 162).
   */
  driver: 'pglite' | 'node-postgres';
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Runs `work` alone among every process on this database: on a PostgreSQL server it holds a
   * session advisory lock (MIGRATION_LOCK_KEY) on a connection of its own, and `work` gets a
   * database on that connection; PGlite has one process only, so `work` simply runs.
   */
  exclusively<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** The node-postgres pool's connections (PGlite has none). */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

/**
 * The advisory lock key that migrations (and the first start's seeding) hold: any 64-bit number
 * no other program on the database uses; this one spells "solestoc" in ASCII.
 */
export const MIGRATION_LOCK_KEY = '8317145822592316771';

export interface ConnectOptions {
  /** A postgres:// URL; without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` (or undefined) keeps the database in memory. */
  dataDir?: string | undefined;
  /** Connections in the node-postgres pool. */
  poolSize?: number;
  /**
   * An in-memory PGlite starts as a copy of this data folder (`dumpPglite`) instead of an empty
   * one: the tests' migrated, seeded template, which skips initdb, the migrations and the seed.
   */
  snapshot?: Blob | undefined;
  /**
   * PGlite in a worker thread of its own, reached through node-postgres (decision 162), so that
   * a long query never holds the thread that serves HTTP: what the server does. Tests, the
   * command line and snapshots keep it in this thread.
   */
  pgliteThread?: boolean;
}

/** Where the SQL migrations live; the production bundle copies them beside itself. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function connect(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.pgliteThread && !options.snapshot) return connectPgliteThread(options.dataDir);
  return connectPglite(options.dataDir, options.snapshot);
}

/** An in-memory PGlite's data folder as an uncompressed tar, for `ConnectOptions.snapshot`. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  if (handle.driver !== 'pglite')
    throw new Error('Only an embedded database in this thread can be dumped.');
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

async function connectPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast when the server is gone instead of queueing requests behind a dead socket.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  // An idle client losing its server emits 'error' on the pool; without a listener it would
  // crash the process. The next query reconnects.
  pool.on('error', () => {});
  // A client checked out of the pool (a transaction between two statements) has no pool
  // listener: PostgreSQL going away then would emit an unhandled 'error' and end the process.
  // With this one the client's next query fails instead (503, db/unavailable.ts), and the pool
  // drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    driver: 'node-postgres',
    ping: (timeoutMs = 1_000) => pingWith(db, timeoutMs),
    async exclusively(work) {
      // One connection holds the lock and does the work, so a pool of one cannot deadlock.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // The pool's 15 s statement timeout would end the wait for another process's migration
        // and cut off a long index build: neither has a limit here.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work(drizzlePg(client, { schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          await client.query('reset statement_timeout');
        }
      } catch (error) {
        // A connection that failed mid-way is not given back to the pool (the server releases a
        // session's advisory locks when the session ends).
        broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

async function connectPglite(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) privateDataDir(dataDir);
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : join(dataDir, 'pglite'),
    extensions: { pg_trgm },
    ...(inMemory && snapshot ? { loadDataDir: snapshot } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    driver: 'pglite',
    ping: (timeoutMs = 1_000) => pingWith(db, timeoutMs),
    exclusively: (work) => work(db),
    poolStats: () => undefined,
    close: () => client.close(),
  };
}

async function connectPgliteThread(dataDir: string | undefined): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) privateDataDir(dataDir);
  const thread = await startPgliteThread(inMemory ? undefined : join(dataDir, 'pglite'));
  const db = drizzlePg(thread.pool, { schema });
  return {
    db,
    kind: 'pglite',
    driver: 'node-postgres',
    ping: (timeoutMs = 1_000) => pingWith(db, timeoutMs),
    // One process, one connection: nothing else can run a migration meanwhile.
    exclusively: (work) => work(db),
    poolStats: () => undefined,
    close: () => thread.close(),
  };
}

async function pingWith(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Applies every migration not yet applied; safe to run at each start, and from several processes
 * at once: on a PostgreSQL server they take turns under an advisory lock (decision 070), so each
 * migration runs once and the later ones find nothing left to do.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.exclusively((db) => migrateWith(handle.driver, db));
}

/** The migrations on `db`, which the caller already holds exclusively (`exclusively`). */
export async function migrateWith(driver: DatabaseHandle['driver'], db: Database): Promise<void> {
  if (driver === 'pglite') {
    await migratePglite(db as never, { migrationsFolder });
  } else {
    await migratePg(db as never, { migrationsFolder });
  }
}

/** How many migrations the database records as applied (0 before the first). */
export async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from information_schema.tables
        where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  );
  if (!row || row.n === 0) return 0;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return count?.n ?? 0;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What drizzle's database keeps to itself: how `db.execute` turns SQL into a statement. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * `queryRows` as a named prepared statement, named by its text: PostgreSQL parses and plans a
 * statement of that text once per connection, and reuses the plan when it pays (issue 17,
 * decision 125). Only for statements whose texts are few, every value a parameter: each text
 * stays prepared on every pooled connection for the process's life. PGlite runs it as usual.
 */
export async function queryRowsPrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const statement = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(statement.sql).digest('base64url').slice(0, 22)}`;
  const result = (await session.prepareQuery(statement, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}
