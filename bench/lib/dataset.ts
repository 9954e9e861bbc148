// The data a benchmark runs on: the deterministic demo catalogue at a given size, in PGlite
// (a folder under bench/.data) or in a database of its own on the PostgreSQL server, plus
// verified shoppers for the signed-in calls. A dataset already seeded at that size is reused,
// so a second run skips the minutes of seeding.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { connect, migrateDatabase, queryRows, type Database } from '@solestock/api/db/connect';
import * as schema from '@solestock/api/db/schema';
import { seedDemoCatalogue } from '@solestock/api/cli/demo-catalogue/write';
import { hashPassword } from '@solestock/api/modules/identity/passwords';
import { prepareStockRace } from './stock-race.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export const benchRoot = resolve(fileURLToPath(import.meta.url), '../..');
import { SHOPPER_PASSWORD, shopperEmail } from './shopper-accounts.ts';

export { shopperEmail };
/** A shopper whose company is in a customer group with a discount (issue 32: group prices). */
export const MEMBER_EMAIL = 'bench-member@solestock.test';
const MEMBER_GROUP = 'Bench gold';
const MEMBER_DISCOUNT = '10.00';

export interface Dataset {
  kind: DatabaseKind;
  products: number;
  /** The environment a server needs to open this dataset. */
  env: Record<string, string>;
  shoppers: number;
  /** One product per round for the stock race, each with RACE_STOCK pairs (stock-race.ts). */
  raceProductIds: number[];
}

const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The server database's name before the size: several people may bench on one server. */
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'solestock_bench_';

export async function prepareDataset(
  kind: DatabaseKind,
  products: number,
  shoppers: number,
  log: (m: string) => void,
  raceRounds = 0,
): Promise<Dataset> {
  const env: { DATA_DIR?: string; DATABASE_URL?: string } =
    kind === 'pglite'
      ? { DATA_DIR: join(benchRoot, '.data', `pglite-${products}`) }
      : { DATABASE_URL: await ensurePostgresDatabase(`${DATABASE_PREFIX}${products}`) };
  const handle = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let raceProductIds: number[] = [];
  try {
    await migrateDatabase(handle);
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from products`,
    );
    // The seeder is deterministic: the same size gives the same catalogue, within 5 %.
    if (Math.abs(row!.n - products) > products * 0.05) {
      log(`${kind}: seeding ${products.toLocaleString('en')} products (found ${row!.n})…`);
      const started = Date.now();
      await handle.db.execute(
        sql`truncate price_slabs, products, item_groups, subcategories, head_categories, brands, banners, social_links, exchange_rates restart identity cascade`,
      );
      await seedWithoutTimeout(handle.db, env.DATABASE_URL, products);
      log(`${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else {
      log(`${kind}: reusing ${row!.n.toLocaleString('en')} products`);
    }
    await addShoppers(handle.db, shoppers);
    if (shoppers > 0) await addGroupMember(handle.db);
    raceProductIds = await prepareStockRace(handle.db, raceRounds);
  } finally {
    await handle.close();
  }
  return { kind, products, env: env as Record<string, string>, shoppers, raceProductIds };
}

/**
 * The app's pool stops statements after 15 s; at a million products the seeder's set-based
 * search-text update runs longer, so a PostgreSQL seed gets a pool of its own.
 */
async function seedWithoutTimeout(db: Database, url: string | undefined, products: number) {
  if (!url) {
    await seedDemoCatalogue(db, { products, wholesale: false });
    return;
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await seedDemoCatalogue(drizzle(pool, { schema }), {
      products,
      wholesale: false,
    });
    await pool.query('vacuum analyze');
  } finally {
    await pool.end();
  }
}

async function ensurePostgresDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Verified shoppers with empty carts; orders of earlier runs stay (they do not slow a cart). */
async function addShoppers(db: Database, count: number) {
  if (count === 0) return;
  const passwordHash = await hashPassword(SHOPPER_PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => shopperEmail(i));
  await db
    .insert(schema.users)
    .values(
      emails.map((email) => ({
        firstName: 'Bench',
        email,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
  const ids = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(inArray(schema.users.email, emails));
  await db.delete(schema.cartLines).where(
    inArray(
      schema.cartLines.userId,
      ids.map((u) => u.id),
    ),
  );
}

/**
 * The group member of the signed-in rows: a verified shopper whose company is in a group with a
 * 10 % discount, so its pages are rendered at the group's prices and a plain shopper's answers
 * pay the "is any discount in use" read, as in a shop that uses group prices (decision 149).
 */
async function addGroupMember(db: Database) {
  const [found] = await db
    .select({ id: schema.customerGroups.id })
    .from(schema.customerGroups)
    .where(sql`lower(${schema.customerGroups.name}) = lower(${MEMBER_GROUP})`);
  const group =
    found ??
    (
      await db
        .insert(schema.customerGroups)
        .values({ name: MEMBER_GROUP, discountPercent: MEMBER_DISCOUNT })
        .returning({ id: schema.customerGroups.id })
    )[0];
  const [user] = await db
    .insert(schema.users)
    .values({
      firstName: 'Member',
      email: MEMBER_EMAIL,
      passwordHash: await hashPassword(SHOPPER_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoUpdate({ target: schema.users.email, set: { firstName: 'Member' } })
    .returning({ id: schema.users.id });
  const [member] = await db
    .select({ companyId: schema.companyMembers.companyId })
    .from(schema.companyMembers)
    .where(eq(schema.companyMembers.userId, user!.id));
  let companyId = member?.companyId;
  if (companyId === undefined) {
    const [company] = await db
      .insert(schema.companies)
      .values({ name: 'Bench Member Shoes Ltd' })
      .returning({ id: schema.companies.id });
    companyId = company!.id;
    await db.insert(schema.companyMembers).values({ companyId, userId: user!.id, role: 'admin' });
  }
  await db
    .update(schema.companies)
    .set({ customerGroupId: group!.id })
    .where(eq(schema.companies.id, companyId));
}

/** Reads the dataset once its server has stopped (an embedded database has one owner at a time). */
export async function withDataset<T>(
  dataset: Dataset,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await connect({
    databaseUrl: dataset.env.DATABASE_URL,
    dataDir: dataset.env.DATA_DIR,
  });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}
