// A web server for the web server's tests: a test database seeded with two item groups, a page
// build of the test's own (test-build.ts) in a throwaway folder, and the first product's id.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { testConfig } from '@solestock/api/config';
import { queryRows } from '@solestock/api/db/connect';
import { openTestDatabase } from '@solestock/api/test/test-app';
import { createWebServer } from './web-server.ts';

export async function openTestStore(name: string, build: (dir: string) => ServerBuild) {
  const database = await openTestDatabase({ seedItemGroups: 2 });
  const dir = mkdtempSync(join(tmpdir(), `solestock-${name}-`));
  mkdirSync(join(dir, 'client'), { recursive: true });
  const web = await createWebServer({
    config: testConfig(),
    database,
    buildDir: dir,
    build: build(dir),
  });
  const [first] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from products order by id limit 1`,
  );
  return {
    database,
    dir,
    web,
    productId: Number(first!.id),
    async close() {
      await web.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestStore = Awaited<ReturnType<typeof openTestStore>>;
