// Three store processes started at the same moment on one empty PostgreSQL database (issue 18,
// decision 070): they take turns under the migration lock, so all come up on one schema, with
// each migration applied once, the demo catalogue seeded once and one first owner.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from '@solestock/api/db/connect';
import { startOwnStore } from '@solestock/web/tests/e2e/own-store.ts';
import { startPostgres, type PostgresInstance } from './postgres-instance.ts';

let postgres: PostgresInstance | undefined;
const stores: Awaited<ReturnType<typeof startOwnStore>>[] = [];
afterAll(async () => {
  await Promise.allSettled(stores.map((s) => s.stop()));
  await postgres?.destroy();
});

it('three processes on an empty database all come up on one schema, seeded once', async () => {
  postgres = await startPostgres();
  await postgres.createDatabase('empty');
  // SEED_DEMO=1: a server database is seeded only when asked (issue 29 item 1).
  const env = {
    DATABASE_URL: postgres.url('empty'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'fatal',
    SEED_DEMO: '1',
    // Three processes, one each (workers are reliability/workers.test.ts's subject).
    WEB_CONCURRENCY: '1',
  };
  const started = await Promise.allSettled(
    [1, 2, 3].map(() => startOwnStore(env, { quiet: true })),
  );
  for (const s of started) if (s.status === 'fulfilled') stores.push(s.value);
  expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual([
    'up',
    'up',
    'up',
  ]);
  for (const store of stores) {
    const ready = await fetch(`${store.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
  }

  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  const client = new pg.Client({ connectionString: postgres.url('empty') });
  await client.connect();
  try {
    const { rows } = await client.query<{
      migrations: number;
      item_groups: number;
      brands: number;
      staff: number;
    }>(
      `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
              (select count(*)::int from item_groups) as item_groups,
              (select count(*)::int from brands) as brands,
              (select count(*)::int from staff) as staff`,
    );
    // One seeding: the demo catalogue's 1,000 item groups, not two or three times as many.
    expect(rows[0]).toMatchObject({
      migrations: journal.entries.length,
      item_groups: 1000,
      staff: 1,
    });
    // And the same catalogue for every process.
    const counts = await Promise.all(
      stores.map(
        async (s) =>
          (await (await fetch(`${s.baseUrl}/api/ecommerce/brands/`)).json()) as unknown[],
      ),
    );
    expect(new Set(counts.map((c) => JSON.stringify(c))).size).toBe(1);
  } finally {
    await client.end();
  }
});
