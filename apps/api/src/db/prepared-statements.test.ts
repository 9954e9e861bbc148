// queryRowsPrepared (decision 125): the same rows as queryRows, and on a PostgreSQL server
// (TEST_DATABASE_URL, as the API tests there run) one named statement per text, reused.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, queryRows, queryRowsPrepared, type DatabaseHandle } from './connect.ts';
import { scratchDatabases } from '../test/test-app.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const databases = serverUrl ? scratchDatabases(serverUrl, 'solestock_p') : undefined;
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
  await databases?.dropAll();
});

// One pooled connection, so the statements below all meet the same session.
const open = async () => {
  const handle = await connect({
    databaseUrl: databases ? await databases.fresh() : undefined,
    poolSize: 1,
  });
  handles.push(handle);
  return handle;
};

describe('a prepared raw statement', () => {
  it('answers as the plain one does, for every value, with one statement per text', async () => {
    const { db, kind } = await open();
    const query = (n: number) =>
      sql`select ${n}::int as n, ${`word ${n}`} as w, ${JSON.stringify([n])}::jsonb as j`;
    for (const n of [1, 2, 3]) {
      expect(await queryRowsPrepared(db, query(n))).toEqual(await queryRows(db, query(n)));
    }
    if (kind === 'postgres') {
      const prepared = await queryRows<{ name: string }>(
        db,
        sql`select name from pg_prepared_statements where name like 'q\\_%'`,
      );
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^q_[\w-]{22}$/);
    }
  });
});
