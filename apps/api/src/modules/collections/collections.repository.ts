// Collections in the database (docs/collections.md): the rows, the styles and groups they name,
// the buyer reading them (company, group, discount) and the products a collection shows.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CollectionRow } from '@solestock/domain/back-office/collection-payloads';
import type { Database } from '../../db/connect.ts';
import {
  brands,
  cartLines,
  collections,
  companies,
  companyMembers,
  customerGroups,
  itemGroups,
  products,
  refreshTokens,
  users,
} from '../../db/schema.ts';
import { isLiveSession, type SessionIdentity } from '../identity/index.ts';

type Db = Pick<Database, 'select'>;
export type CollectionRecord = typeof collections.$inferSelect;

export interface CollectionValues {
  name: string;
  season: string;
  deliveryWindows: { from: string; to: string }[];
  itemGroupIds: number[];
  groupIds: number[];
}

export async function listCollections(db: Db): Promise<CollectionRecord[]> {
  return db.select().from(collections).orderBy(desc(collections.createdAt), desc(collections.id));
}

/** One collection, locked for the rest of the caller's transaction when `lock` is set. */
export async function collectionById(
  db: Database,
  id: number,
  lock = false,
): Promise<CollectionRecord | undefined> {
  const q = db.select().from(collections).where(eq(collections.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function insertCollection(
  db: Database,
  values: CollectionValues,
): Promise<CollectionRecord> {
  const [row] = await db.insert(collections).values(values).returning();
  return row!;
}

export async function updateCollection(
  db: Database,
  id: number,
  values: CollectionValues,
): Promise<CollectionRecord> {
  const [row] = await db
    .update(collections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(collections.id, id))
    .returning();
  return row!;
}

export async function deleteCollection(db: Database, id: number): Promise<void> {
  await db.delete(collections).where(eq(collections.id, id));
}

/** The styles of `ids` that exist, with their names. */
export async function styleNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: itemGroups.id, name: itemGroups.name })
    .from(itemGroups)
    .where(inArray(itemGroups.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The customer groups of `ids` that exist. */
export async function existingGroupIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(inArray(customerGroups.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** The row as the console reads it: styles and groups removed since are left out. */
export function collectionJson(
  row: CollectionRecord,
  names: Map<number, string>,
  groups: Set<number>,
): CollectionRow {
  const itemGroupIds = row.itemGroupIds.filter((id) => names.has(id));
  return {
    id: row.id,
    name: row.name,
    season: row.season,
    delivery_windows: row.deliveryWindows.map((w) => ({ from: w.from, to: w.to })),
    item_group_ids: itemGroupIds,
    group_ids: row.groupIds.filter((id) => groups.has(id)),
    styles: itemGroupIds.map((id) => ({ id, name: names.get(id)! })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Who is buying: their company, its group and the group's discount. */
export interface BuyerOfCompany {
  companyId: number;
  companyName: string;
  groupId: number | null;
  /** The group's stored discount ("12.50"), null without a group. */
  discount: string | null;
  /** The company's country (ISO alpha-2), '' when not given: the sheet's currency. */
  countryCode: string;
}

const companyColumns = {
  companyId: companies.id,
  companyName: companies.name,
  groupId: companies.customerGroupId,
  discount: customerGroups.discountPercent,
  countryCode: companies.countryCode,
};

/** The signed-in buyer's company (a live session only), or undefined. */
export async function buyerOfSession(
  db: Db,
  identity: SessionIdentity,
): Promise<(BuyerOfCompany & { userId: number }) | undefined> {
  const [row] = await db
    .select({ ...companyColumns, userId: refreshTokens.userId })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .innerJoin(companyMembers, eq(companyMembers.userId, refreshTokens.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(customerGroups, eq(customerGroups.id, companies.customerGroupId))
    .where(isLiveSession(identity))
    .limit(1);
  return row;
}

/** A company as a line sheet prices it, or undefined. */
export async function companyOf(db: Db, companyId: number): Promise<BuyerOfCompany | undefined> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(customerGroups, eq(customerGroups.id, companies.customerGroupId))
    .where(eq(companies.id, companyId));
  return row;
}

/** The members of a company who can be mailed: their address and first name. */
export async function companyBuyers(
  db: Db,
  companyId: number,
): Promise<{ email: string; firstName: string; language: string }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), isNull(users.disabledAt)))
    .orderBy(asc(companyMembers.id));
}

/** A live product of a collection's style, with what the page and the line sheet show. */
export interface CollectionProduct {
  productId: number;
  itemGroupId: number;
  style: string;
  brand: string;
  minPairs: number;
  sku: string;
  color: string;
  size: string | null;
  image: string;
  sellingPrice: string;
  currency: string;
}

/** The live (not archived) products of the styles `ids`. */
export async function productsOfStyles(
  db: Db,
  ids: readonly number[],
): Promise<CollectionProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      productId: products.id,
      itemGroupId: itemGroups.id,
      style: itemGroups.name,
      brand: brands.name,
      minPairs: itemGroups.minPairs,
      sku: products.sku,
      color: products.color,
      size: products.size,
      image: products.coverImage,
      sellingPrice: products.sellingPrice,
      currency: products.currency,
    })
    .from(products)
    .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
    .innerJoin(brands, eq(brands.id, itemGroups.brandId))
    .where(and(inArray(itemGroups.id, [...ids]), isNull(products.archivedAt)))
    .orderBy(asc(products.id));
}

/** The styles (item groups) of `productIds`, by product id. */
export async function stylesOfProducts(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, style: products.itemGroupId })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, r.style]));
}

/** Puts the window on the buyer's own lines of `productIds` (decision 193). */
export async function setCartWindow(
  db: Database,
  userId: number,
  productIds: readonly number[],
  window: { from: string; to: string },
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(cartLines)
    .set({ windowFrom: window.from, windowTo: window.to })
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, [...productIds])));
}
