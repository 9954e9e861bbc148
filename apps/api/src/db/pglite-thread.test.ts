// The embedded database in a thread of its own (decision 162), as the server opens it: a long
// query leaves this thread free, and through node-postgres it behaves as the in-thread PGlite
// does (migrations, transactions, errors, prepared statements, its files in DATA_DIR). The tests
// themselves keep PGlite in their own thread (a template copy per file); this file is the one
// that runs the server's way. It needs no server, so it runs the same with TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appliedMigrations,
  connect,
  migrateDatabase,
  queryRows,
  queryRowsPrepared,
  type DatabaseHandle,
} from './connect.ts';
import { firstMessageLength } from './pglite-wire.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'solestock-pglite-thread-'));
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await connect({ dataDir, pgliteThread: true });
  await migrateDatabase(handle);
}, 180_000);
afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in a thread of its own', () => {
  it('is the embedded database, reached through node-postgres', () => {
    expect(handle.kind).toBe('pglite');
    expect(handle.driver).toBe('node-postgres');
  });

  it('leaves this thread free while a query runs (in this thread, a timer waits for the query)', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await queryRows(handle.db, sql`select pg_sleep(0.5)`);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });

  it('answers rows, errors and prepared statements as PostgreSQL does', async () => {
    const [row] = await queryRows<{ n: string; j: { a: number }; s: number }>(
      handle.db,
      sql`select 1.50::numeric as n, '{"a":1}'::jsonb as j, similarity('shoe', 'shoes') as s`,
    );
    expect(row).toMatchObject({ n: '1.50', j: { a: 1 } });
    expect(row!.s).toBeGreaterThan(0);
    await expect(queryRows(handle.db, sql`select 1/0`)).rejects.toThrow(/Failed query/);
    // The same prepared statement, with new values, on the one connection.
    for (const n of [1, 2, 3]) {
      expect(await queryRowsPrepared(handle.db, sql`select ${n}::int + 1 as x`)).toEqual([
        { x: n + 1 },
      ]);
    }
  });

  it('rolls a failed transaction back, and the connection goes on', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`create table thread_probe (a int)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await queryRows(handle.db, sql`select to_regclass('thread_probe')::text as r`)).toEqual([
      { r: null },
    ]);
  });

  it('keeps its data in DATA_DIR across a close and a new start', async () => {
    const applied = await appliedMigrations(handle.db);
    expect(applied).toBeGreaterThan(0);
    await handle.close();
    handle = await connect({ dataDir, pgliteThread: true });
    expect(await appliedMigrations(handle.db)).toBe(applied);
  }, 180_000);
});

describe('framing the wire protocol', () => {
  it('waits for a whole message: the startup message by its length, the others by type and length', () => {
    const startup = Buffer.alloc(16);
    startup.writeInt32BE(16, 0);
    startup.writeInt32BE(196608, 4);
    expect(firstMessageLength(startup.subarray(0, 12), false)).toBe(0);
    expect(firstMessageLength(startup, false)).toBe(16);
    const query = Buffer.concat([Buffer.from('Q'), Buffer.alloc(4), Buffer.from('select 1\0')]);
    query.writeInt32BE(4 + 9, 1);
    expect(firstMessageLength(query.subarray(0, 8), true)).toBe(0);
    expect(firstMessageLength(Buffer.concat([query, query]), true)).toBe(query.length);
  });
});
