// Issue 29 item 1: the demo catalogue is seeded where a newcomer expects it (the embedded
// database, or SEED_DEMO=1), never into a PostgreSQL server's empty catalogue, which instead
// starts empty with a line saying how to import or seed.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from './config.ts';
import { queryRows } from './db/connect.ts';
import { EMPTY_CATALOGUE_HINT, prepareDatabase, seedsDemo } from './start.ts';
import { scratchDatabases } from './test/test-app.ts';

describe('seeding the demo catalogue at start', () => {
  it('happens on the embedded database, or on any with SEED_DEMO=1, and never with SEED_DEMO=0', () => {
    expect(seedsDemo('pglite', undefined)).toBe(true);
    expect(seedsDemo('postgres', undefined)).toBe(false);
    expect(seedsDemo('postgres', true)).toBe(true);
    expect(seedsDemo('pglite', false)).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({}).seedDemo).toBeUndefined();
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO: must be 1/);
  });

  const count = async (handle: Awaited<ReturnType<typeof prepareDatabase>>) =>
    Number(
      (
        await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from item_groups`)
      )[0]!.n,
    );

  it(
    'leaves the catalogue empty when told not to, and says how to fill it',
    { timeout: 180_000 },
    async () => {
      const lines: string[] = [];
      const handle = await prepareDatabase(
        { ...testConfig({ databaseUrl: undefined }), seedDemo: false },
        { info: (m: string) => lines.push(m) },
      );
      try {
        expect(await count(handle)).toBe(0);
        expect(lines).toContain(EMPTY_CATALOGUE_HINT);
        expect(EMPTY_CATALOGUE_HINT).toMatch(/npm run import -- FILE.*npm run seed/);
      } finally {
        await handle.close();
      }
    },
  );

  const serverUrl = process.env.TEST_DATABASE_URL;
  describe.skipIf(!serverUrl)('on a PostgreSQL server (TEST_DATABASE_URL)', () => {
    const databases = scratchDatabases(serverUrl!, 'solestock_start');
    afterAll(() => databases.dropAll());

    it('starts empty unless SEED_DEMO=1', { timeout: 180_000 }, async () => {
      const lines: string[] = [];
      const handle = await prepareDatabase(
        { ...testConfig({ databaseUrl: await databases.fresh() }), seedDemo: undefined },
        { info: (m: string) => lines.push(m) },
      );
      try {
        expect(await count(handle)).toBe(0);
        expect(lines).toContain(EMPTY_CATALOGUE_HINT);
      } finally {
        await handle.close();
      }
    });
  });
});
