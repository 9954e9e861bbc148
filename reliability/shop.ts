// What each reliability test starts from: its own PostgreSQL server holding a small seeded
// catalogue and a few verified shoppers, and stores started on it as `npm start` starts them.
import { randomBytes } from 'node:crypto';
import { connect, migrateDatabase } from '@solestock/api/db/connect';
import { seedDemoCatalogue } from '@solestock/api/cli/demo-catalogue/write';
import { insertVerifiedShoppers, SHOPPER_PASSWORD } from '@solestock/api/test/shoppers';
import { startOwnStore, type OwnStoreOptions } from '@solestock/web/tests/e2e/own-store.ts';
import { startPostgres, type PostgresInstance } from './postgres-instance.ts';

export { SHOPPER_PASSWORD };
export type Store = Awaited<ReturnType<typeof startOwnStore>>;

export interface Shop {
  postgres: PostgresInstance;
  databaseUrl: string;
  /** Verified shoppers' addresses; their password is SHOPPER_PASSWORD. */
  shoppers: string[];
  /** A store on this shop's database (production mode, quiet logs) with `env` on top. */
  startStore(env?: Record<string, string>, options?: Pick<OwnStoreOptions, 'port'>): Promise<Store>;
  /** Stops every store started here and the PostgreSQL server, and deletes its folder. */
  close(): Promise<void>;
}

export async function openShop(options: { shoppers?: number } = {}): Promise<Shop> {
  const postgres = await startPostgres();
  const stores: Store[] = [];
  try {
    await postgres.createDatabase('shop');
    const databaseUrl = postgres.url('shop');
    const handle = await connect({ databaseUrl, poolSize: 2 });
    const run = randomBytes(4).toString('hex');
    const shoppers = Array.from(
      { length: options.shoppers ?? 4 },
      (_, i) => `reliability-${run}-${i}@example.com`,
    );
    try {
      await migrateDatabase(handle);
      // The plain catalogue: the traffic's shoppers buy 2 pairs of anything, which a dressed
      // demo's minimums and sold-out sizes would refuse, leaving a cart that never places.
      await seedDemoCatalogue(handle.db, { itemGroups: 40, wholesale: false });
      await insertVerifiedShoppers(handle.db, shoppers);
    } finally {
      await handle.close();
    }
    return {
      postgres,
      databaseUrl,
      shoppers,
      async startStore(env = {}, storeOptions = {}) {
        const store = await startOwnStore(
          {
            DATABASE_URL: databaseUrl,
            NODE_ENV: 'production',
            LOG_LEVEL: 'fatal',
            // One process per store, as the systemd instances run: a test of workers asks.
            WEB_CONCURRENCY: '1',
            ...env,
          },
          { quiet: true, ...storeOptions },
        );
        stores.push(store);
        return store;
      },
      async close() {
        await Promise.allSettled(stores.map((s) => s.stop()));
        await postgres.destroy();
      },
    };
  } catch (error) {
    await postgres.destroy();
    throw error;
  }
}
