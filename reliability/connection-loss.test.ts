// A transaction holds a pool client between two statements when its connection dies (a backend
// killed, PostgreSQL restarted): the transaction fails, the process lives on, and the pool
// serves the next query. Before the pool gave its clients an 'error' listener, the dead
// connection's 'error' event went unhandled and ended the whole server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { connect, type DatabaseHandle } from '@solestock/api/db/connect';
import { startPostgres, type PostgresInstance } from './postgres-instance.ts';

let postgres: PostgresInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  postgres = await startPostgres();
  handle = await connect({ databaseUrl: postgres.url('postgres'), poolSize: 2 });
});

afterAll(async () => {
  await handle?.close();
  await postgres?.destroy();
});

it('fails the transaction whose connection ended between two statements, and lives on', async () => {
  let resume!: () => void;
  const paused = new Promise<void>((r) => (resume = r));
  let backendPid!: (pid: number) => void;
  const pidOfTransaction = new Promise<number>((r) => (backendPid = r));

  const transaction = handle.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    backendPid(result.rows[0]!.pid);
    await paused; // the client stays checked out, idle in the transaction
    await tx.execute(sql`select 1`);
  });
  const outcome = transaction.then(
    () => 'committed',
    () => 'failed',
  );

  const killer = new pg.Client({ connectionString: postgres.url('postgres') });
  await killer.connect();
  await killer.query('select pg_terminate_backend($1)', [await pidOfTransaction]);
  await killer.end();
  // Let the closed socket reach the client while it waits between statements.
  await new Promise((r) => setTimeout(r, 300));
  resume();

  expect(await outcome).toBe('failed');
  expect(await handle.ping(2_000)).toBe(true);
});
