// Opens the database: PGlite (PostgreSQL in WebAssembly) in DATA_DIR by default, a PostgreSQL
// server through node-postgres when DATABASE_URL is set. Both speak the same SQL and schema.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A postgres:// URL; without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` (or undefined) keeps the database in memory. */
  dataDir?: string | undefined;
  /** Connections in the node-postgres pool. */
  poolSize?: number;
}

/** Where the SQL migrations live; the production bundle copies them beside itself. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function connect(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  return connectPglite(options.dataDir);
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
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs = 1_000) => pingWith(db, timeoutMs),
    close: () => pool.end(),
  };
}

async function connectPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : join(dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs = 1_000) => pingWith(db, timeoutMs),
    close: () => client.close(),
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

/** Applies every migration not yet applied; safe to run at each start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
