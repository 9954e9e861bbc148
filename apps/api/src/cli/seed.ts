// `npm run seed -- [--products N] [--item-groups N] [--reset]`: fills the catalogue with the
// deterministic demo one; --reset empties catalogue and content first.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { connect, migrateDatabase } from '../db/connect.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './demo-catalogue/write.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    'item-groups': { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const count = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const config = loadConfig();
const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  if (values.reset) {
    await handle.db.execute(
      sql`truncate price_slabs, products, item_groups, subcategories, head_categories, brands, banners, social_links, exchange_rates restart identity cascade`,
    );
  } else if (!(await isCatalogueEmpty(handle.db))) {
    console.error('The catalogue is not empty; pass --reset to replace it.');
    process.exitCode = 1;
  }
  if (process.exitCode !== 1) {
    const started = Date.now();
    // seedDemoCatalogue logs its summary ("seeded {...}") itself: printed once (issue 41 item 22).
    await seedDemoCatalogue(handle.db, {
      products: count(values.products),
      itemGroups: count(values['item-groups']),
      wholesale: process.env.DEMO_WHOLESALE !== '0',
      log: (m) => console.log(m),
    });
    console.log(`done in ${Date.now() - started} ms`);
  }
} finally {
  await handle.close();
}
