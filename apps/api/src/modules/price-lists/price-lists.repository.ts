// Price lists in the database (docs/price-lists.md): the lists, who is on each, their entries,
// and the one read that finds the list a buyer's company is on.
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ListEntryPrice } from '@solestock/domain';
import type {
  PriceList,
  PriceListEntry,
  PriceListSlab,
} from '@solestock/domain/back-office/price-list-payloads';
import type { Database } from '../../db/connect.ts';
import {
  companies,
  companyMembers,
  customerGroups,
  priceListCompanies,
  priceListEntries,
  priceListGroups,
  priceLists,
  products,
} from '../../db/schema.ts';

type Db = Pick<Database, 'select'>;
type Row = typeof priceLists.$inferSelect;

/** Every list as the console shows it, by name. */
export async function listPriceLists(db: Database): Promise<PriceList[]> {
  const rows = await db
    .select()
    .from(priceLists)
    .orderBy(asc(sql`lower(${priceLists.name})`));
  return Promise.all(rows.map((row) => priceListJson(db, row)));
}

/** One list with its groups, companies and entry count. */
export async function priceListJson(db: Db, row: Row): Promise<PriceList> {
  const [groups, members, [counted]] = await Promise.all([
    db
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(priceListGroups)
      .innerJoin(customerGroups, eq(customerGroups.id, priceListGroups.groupId))
      .where(eq(priceListGroups.priceListId, row.id))
      .orderBy(asc(customerGroups.id)),
    db
      .select({ id: companies.id, name: companies.name })
      .from(priceListCompanies)
      .innerJoin(companies, eq(companies.id, priceListCompanies.companyId))
      .where(eq(priceListCompanies.priceListId, row.id))
      .orderBy(asc(companies.id)),
    db
      .select({ n: count() })
      .from(priceListEntries)
      .where(eq(priceListEntries.priceListId, row.id)),
  ]);
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    group_ids: groups.map((g) => g.id),
    company_ids: members.map((c) => c.id),
    groups,
    companies: members,
    entries: Number(counted?.n ?? 0),
    created_at: row.createdAt.toISOString(),
  };
}

/** One list, locked for the rest of the caller's transaction when `lock` is set. */
export async function priceListById(
  db: Database,
  id: number,
  lock = false,
): Promise<Row | undefined> {
  const q = db.select().from(priceLists).where(eq(priceLists.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function insertPriceList(
  db: Database,
  values: { name: string; currency: string },
): Promise<Row> {
  const [row] = await db.insert(priceLists).values(values).returning();
  return row!;
}

export async function updatePriceList(
  db: Database,
  id: number,
  values: { name: string; currency: string },
): Promise<Row> {
  const [row] = await db.update(priceLists).set(values).where(eq(priceLists.id, id)).returning();
  return row!;
}

export async function deletePriceList(db: Database, id: number): Promise<void> {
  await db.delete(priceLists).where(eq(priceLists.id, id));
}

/** The ids among `ids` that exist, in `table` (groups or companies). */
export async function existingIds(
  db: Db,
  kind: 'group' | 'company',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'group' ? customerGroups : companies;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Groups or companies among `ids` already on another list than `listId`, with that list's name. */
export async function onOtherLists(
  db: Db,
  kind: 'group' | 'company',
  ids: readonly number[],
  listId: number,
): Promise<{ id: number; name: string; list: string }[]> {
  if (ids.length === 0) return [];
  if (kind === 'group') {
    return db
      .select({ id: customerGroups.id, name: customerGroups.name, list: priceLists.name })
      .from(priceListGroups)
      .innerJoin(customerGroups, eq(customerGroups.id, priceListGroups.groupId))
      .innerJoin(priceLists, eq(priceLists.id, priceListGroups.priceListId))
      .where(
        and(inArray(priceListGroups.groupId, [...ids]), ne(priceListGroups.priceListId, listId)),
      );
  }
  return db
    .select({ id: companies.id, name: companies.name, list: priceLists.name })
    .from(priceListCompanies)
    .innerJoin(companies, eq(companies.id, priceListCompanies.companyId))
    .innerJoin(priceLists, eq(priceLists.id, priceListCompanies.priceListId))
    .where(
      and(
        inArray(priceListCompanies.companyId, [...ids]),
        ne(priceListCompanies.priceListId, listId),
      ),
    );
}

/** Puts exactly these groups and companies on the list. */
export async function setMembers(
  db: Database,
  listId: number,
  groupIds: readonly number[],
  companyIds: readonly number[],
): Promise<void> {
  await db.delete(priceListGroups).where(eq(priceListGroups.priceListId, listId));
  await db.delete(priceListCompanies).where(eq(priceListCompanies.priceListId, listId));
  if (groupIds.length)
    await db
      .insert(priceListGroups)
      .values(groupIds.map((groupId) => ({ priceListId: listId, groupId })));
  if (companyIds.length)
    await db
      .insert(priceListCompanies)
      .values(companyIds.map((companyId) => ({ priceListId: listId, companyId })));
}

/** Product ids of these SKUs (live products only), by SKU. */
export async function productsBySku(db: Db, skus: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const unique = [...new Set(skus)];
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(
        and(inArray(products.sku, unique.slice(i, i + 1000)), sql`${products.archivedAt} is null`),
      );
    for (const r of rows) found.set(r.sku, r.id);
  }
  return found;
}

/** Replaces every entry of the list. */
export async function replaceEntries(
  db: Database,
  listId: number,
  entries: readonly { productId: number; unitPrice: string; slabs: PriceListSlab[] }[],
): Promise<void> {
  await db.delete(priceListEntries).where(eq(priceListEntries.priceListId, listId));
  for (let i = 0; i < entries.length; i += 1000) {
    await db.insert(priceListEntries).values(
      entries.slice(i, i + 1000).map((e) => ({
        priceListId: listId,
        productId: e.productId,
        unitPrice: e.unitPrice,
        slabs: e.slabs,
      })),
    );
  }
}

/** The list's entries with their products, by SKU. */
export async function entriesOf(db: Db, listId: number): Promise<PriceListEntry[]> {
  const rows = await db
    .select({
      sku: products.sku,
      productId: products.id,
      name: products.name,
      color: products.color,
      size: products.size,
      unitPrice: priceListEntries.unitPrice,
      slabs: priceListEntries.slabs,
      listPrice: products.sellingPrice,
      listCurrency: products.currency,
    })
    .from(priceListEntries)
    .innerJoin(products, eq(products.id, priceListEntries.productId))
    .where(eq(priceListEntries.priceListId, listId))
    .orderBy(asc(products.sku));
  return rows.map((r) => ({
    sku: r.sku,
    product_id: r.productId,
    product_name: r.name,
    color: r.color,
    size: r.size,
    unit_price: priceText(r.unitPrice),
    slabs: r.slabs.map((s) => ({ ...s, unit_price: priceText(s.unit_price) })),
    list_price: { amount: priceText(r.listPrice), currency: r.listCurrency },
  }));
}

/** A stored price as text: trailing zeros beyond two decimals dropped ("1500.00", "12.3456"). */
export function priceText(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${trimmed}`;
}

/**
 * The list the member `userId`'s company is on: directly, else through its customer group
 * (decision 186: a company's own list wins over its group's); undefined: none.
 */
export async function listOfMember(
  db: Db,
  userId: number,
): Promise<{ id: number; currency: string } | undefined> {
  const [row] = await db
    .select({
      id: priceLists.id,
      currency: priceLists.currency,
      direct: priceListCompanies.companyId,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(priceListCompanies, eq(priceListCompanies.companyId, companies.id))
    .leftJoin(priceListGroups, eq(priceListGroups.groupId, companies.customerGroupId))
    .innerJoin(
      priceLists,
      or(
        eq(priceLists.id, priceListCompanies.priceListId),
        and(
          sql`${priceListCompanies.priceListId} is null`,
          eq(priceLists.id, priceListGroups.priceListId),
        ),
      ),
    )
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row && { id: row.id, currency: row.currency };
}

/** The list a company is on (directly, else through its group); undefined: none. */
export async function listOfCompany(
  db: Db,
  companyId: number,
): Promise<{ id: number; currency: string } | undefined> {
  const [row] = await db
    .select({ id: priceLists.id, currency: priceLists.currency })
    .from(companies)
    .leftJoin(priceListCompanies, eq(priceListCompanies.companyId, companies.id))
    .leftJoin(priceListGroups, eq(priceListGroups.groupId, companies.customerGroupId))
    .innerJoin(
      priceLists,
      or(
        eq(priceLists.id, priceListCompanies.priceListId),
        and(
          sql`${priceListCompanies.priceListId} is null`,
          eq(priceLists.id, priceListGroups.priceListId),
        ),
      ),
    )
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

/** The list's entries of these products (all of them when `productIds` is undefined). */
export async function entryPrices(
  db: Db,
  listId: number,
  productIds: readonly number[] | undefined,
): Promise<Map<number, ListEntryPrice>> {
  if (productIds !== undefined && productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: priceListEntries.productId,
      unitPrice: priceListEntries.unitPrice,
      slabs: priceListEntries.slabs,
    })
    .from(priceListEntries)
    .where(
      productIds === undefined
        ? eq(priceListEntries.priceListId, listId)
        : and(
            eq(priceListEntries.priceListId, listId),
            inArray(priceListEntries.productId, [...new Set(productIds)]),
          ),
    );
  return new Map(rows.map((r) => [r.productId, { unitPrice: r.unitPrice, slabs: r.slabs }]));
}

/** Whether any company or group is on a list (the catalogue's quick check). */
export async function anyListAssigned(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(
      sql`exists (select 1 from ${priceListGroups} where ${priceListGroups.priceListId} = ${priceLists.id})
        or exists (select 1 from ${priceListCompanies} where ${priceListCompanies.priceListId} = ${priceLists.id})`,
    )
    .limit(1);
  return rows.length > 0;
}
