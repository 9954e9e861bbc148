// `npm run backup` / `restore` (decision 074): a store with an account, an order and a cart line
// is backed up, restored into an empty database, and every one of them is found there; a restore
// never goes over a database that holds one, nor takes the other kind's file. PGlite always;
// a PostgreSQL server (pg_dump / pg_restore) when TEST_DATABASE_URL names one.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { seedDemoCatalogue } from '../cli/demo-catalogue/write.ts';
import { signedInShopper } from '../test/shoppers.ts';
import { scratchDatabases } from '../test/test-app.ts';
import { backupDatabase, backupKindOf, restoreDatabase, type BackupTarget } from './backup.ts';
import { connect, migrateDatabase, queryRows, type DatabaseHandle } from './connect.ts';

const folder = mkdtempSync(join(tmpdir(), 'solestock-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Store {
  email: string;
  orderId: number;
  cartProductId: number;
}

/** An account, an order placed from its cart, and a line left in the cart afterwards. */
async function fillStore(handle: DatabaseHandle): Promise<Store> {
  await migrateDatabase(handle);
  await seedDemoCatalogue(handle.db, { itemGroups: 4 });
  const app = await buildApp(testConfig(), { database: handle });
  try {
    const shopper = await signedInShopper(app);
    const ids = (
      await queryRows<{ id: number }>(handle.db, sql`select id from products order by id limit 2`)
    ).map((r) => Number(r.id));
    const call = (url: string, payload?: object) =>
      app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { cookie: shopper.cookie },
        payload,
      });
    expect(
      (await call('/ecommerce/cart/add/', { product_id: ids[0], quantity: 30 })).statusCode,
    ).toBe(201);
    const placed = await call('/ecommerce/order/place/?country_code=gb&without_payment=true');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      (await call('/ecommerce/cart/add/', { product_id: ids[1], quantity: 12 })).statusCode,
    ).toBe(201);
    return { email: shopper.email, orderId: placed.json().order_id, cartProductId: ids[1]! };
  } finally {
    await app.close();
  }
}

/** Finds the account, its order with its lines, and its cart line, as they were. */
async function expectStore(handle: DatabaseHandle, store: Store) {
  const [user] = await queryRows<{ id: number }>(
    handle.db,
    sql`select id from users where email = ${store.email}`,
  );
  expect(user).toBeDefined();
  const orders = await queryRows<{ id: number; status: string; lines: number }>(
    handle.db,
    sql`select o.id, o.status, (select count(*)::int from order_lines l where l.order_id = o.id) as lines
        from orders o where o.user_id = ${user!.id}`,
  );
  expect(orders).toEqual([{ id: store.orderId, status: 'submitted', lines: 1 }]);
  const cart = await queryRows<{ product_id: number; quantity: number }>(
    handle.db,
    sql`select product_id, quantity from cart_lines where user_id = ${user!.id}`,
  );
  expect(cart.map((l) => [Number(l.product_id), Number(l.quantity)])).toEqual([
    [store.cartProductId, 12],
  ]);
  // Sequences came along: the next order does not collide with a restored one.
  const [next] = await queryRows<{ n: number }>(
    handle.db,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as n`,
  );
  expect(next!.n).toBeGreaterThan(store.orderId);
}

describe('backup and restore of the embedded database (PGlite)', () => {
  it('restores an account, its order and its cart line into an empty DATA_DIR', async () => {
    const source: BackupTarget = {
      databaseUrl: undefined,
      dataDir: join(folder, 'a'),
      pgBin: undefined,
    };
    const handle = await connect({ dataDir: source.dataDir });
    let store: Store;
    try {
      store = await fillStore(handle);
    } finally {
      await handle.close();
    }
    // DATA_DIR is its owner's alone (issue 27.6): nobody else reaches the database's files.
    expect(statSync(source.dataDir).mode & 0o777).toBe(0o700);
    // Into a folder that does not exist yet (`backups/` on a fresh clone), owner-only (issue 29.7).
    const file = join(folder, 'backups', 'store.tar.gz');
    // Not while a store has the folder open.
    const open = await connect({ dataDir: source.dataDir });
    try {
      await expect(backupDatabase(source, file)).rejects.toThrow(/stop the store first/);
    } finally {
      await open.close();
    }
    expect(await backupDatabase(source, file)).toBe('pglite');
    expect(backupKindOf(file)).toBe('pglite');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A file already there with a wide mode becomes owner-only when the backup is written again.
    chmodSync(file, 0o644);
    expect(await backupDatabase(source, file)).toBe('pglite');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Where no folder can be made: one sentence, no stack.
    writeFileSync(join(folder, 'a-file'), '');
    await expect(backupDatabase(source, join(folder, 'a-file', 'x.tar.gz'))).rejects.toThrow(
      /^Cannot write the backup to .*x\.tar\.gz: (ENOTDIR|EEXIST)\.$/,
    );

    const target: BackupTarget = { ...source, dataDir: join(folder, 'b') };
    expect(await restoreDatabase(target, file)).toBe('pglite');
    expect(statSync(target.dataDir).mode & 0o777).toBe(0o700);
    const restored = await connect({ dataDir: target.dataDir });
    try {
      await expectStore(restored, store);
      // The schema is current: a start after the restore has nothing to migrate.
      await migrateDatabase(restored);
    } finally {
      await restored.close();
    }

    // Never over a database, never a file of the other kind or none.
    await expect(restoreDatabase(target, file)).rejects.toThrow(/already holds a database/);
    const pgFile = join(folder, 'server.dump');
    writeFileSync(pgFile, 'PGDMP not really');
    await expect(
      restoreDatabase({ ...source, dataDir: join(folder, 'c') }, pgFile),
    ).rejects.toThrow(/PostgreSQL server's backup/);
    const junk = join(folder, 'junk');
    writeFileSync(junk, 'hello');
    await expect(restoreDatabase({ ...source, dataDir: join(folder, 'c') }, junk)).rejects.toThrow(
      /not a Solestock backup/,
    );
    // Three PGlite dumps and a restore: more than the default 30 s on a loaded machine.
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backup and restore on a PostgreSQL server (pg_dump)', () => {
  const databases = scratchDatabases(serverUrl!, 'solestock_b');
  const freshDatabase = () => databases.fresh();
  afterAll(async () => {
    await databases.dropAll();
  });

  it('restores an account, its order and its cart line into an empty database', async () => {
    const source: BackupTarget = {
      databaseUrl: await freshDatabase(),
      dataDir: folder,
      pgBin: undefined,
    };
    const handle = await connect({ databaseUrl: source.databaseUrl, poolSize: 2 });
    let store: Store;
    try {
      store = await fillStore(handle);
    } finally {
      await handle.close();
    }
    const file = join(folder, 'server-backups', 'store.dump');
    expect(await backupDatabase(source, file)).toBe('postgres');
    expect(backupKindOf(file)).toBe('postgres');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const target: BackupTarget = { ...source, databaseUrl: await freshDatabase() };
    expect(await restoreDatabase(target, file)).toBe('postgres');
    const restored = await connect({ databaseUrl: target.databaseUrl, poolSize: 2 });
    try {
      await expectStore(restored, store);
      await migrateDatabase(restored);
    } finally {
      await restored.close();
    }
    await expect(restoreDatabase(target, file)).rejects.toThrow(/not empty/);
    await expect(
      restoreDatabase({ ...target, databaseUrl: undefined, dataDir: join(folder, 'd') }, file),
    ).rejects.toThrow(/PostgreSQL server's backup/);
  });
});
