// Which database errors mean "the database is away" (503) rather than a bug (500): real drivers
// against real sockets, as a stopped or crashed PostgreSQL server leaves them.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connect, type DatabaseHandle } from './connect.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import { openTestDatabase } from '../test/test-app.ts';

async function failureOf(handle: DatabaseHandle, query = sql`select 1`): Promise<unknown> {
  try {
    await handle.db.execute(query);
  } catch (error) {
    return error;
  } finally {
    await handle.close();
  }
  throw new Error('the query did not fail');
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
}

describe('isDatabaseUnavailable', () => {
  let cutting: Server;
  let cuttingPort: number;
  let closedPort: number;
  beforeAll(async () => {
    // A server that drops every connection at once, as `pg_ctl stop -m immediate` does.
    cutting = createServer((socket) => socket.destroy());
    cuttingPort = await listen(cutting);
    const closed = createServer();
    closedPort = await listen(closed);
    await new Promise((r) => closed.close(r));
  });
  afterAll(() => new Promise((r) => cutting.close(r)));

  it('knows a connection cut without a code (Connection terminated unexpectedly)', async () => {
    const error = await failureOf(
      await connect({ databaseUrl: `postgres://postgres@127.0.0.1:${cuttingPort}/x` }),
    );
    expect(String((error as Error).cause ?? error)).toMatch(/Connection terminated/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('knows a server that is not listening (ECONNREFUSED)', async () => {
    const error = await failureOf(
      await connect({ databaseUrl: `postgres://postgres@127.0.0.1:${closedPort}/x` }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not take a bad query for an absent database', async () => {
    const error = await failureOf(await openTestDatabase(), sql`select * from no_such_table`);
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
