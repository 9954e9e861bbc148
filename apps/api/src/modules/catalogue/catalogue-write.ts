// What every catalogue write of the back office shares (docs/api.md, back office, "Catalogue, media and
// import"): one transaction per write that turns a unique-index race into the form's 409, the
// console's paged lists, a row read by id (locked for a write), and the rules for the item groups
// filed under a brand or category. The nouns' services (names, item groups, products, bulk
// actions) build on these; each write also re-indexes what it touched (decision 094) and records
// its audit entry in the same transaction, and the route's `changesStorefront` flag tells the
// storefront after the commit.
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { decimal } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { itemGroups } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { conflict } from '../../http/unique-writes.ts';
import { indexItemGroups } from '../search/index.ts';

export const CATALOGUE_PAGE_SIZE = 25;

export interface Page {
  page: number;
  q?: string;
}

/** `%q%` for ILIKE with the pattern characters taken literally. */
export const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A SKU prefix for LIKE: upper case, the pattern characters taken literally. */
export const skuPrefix = (q: string) => `${q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A price as the console shows and edits it: at least 2 decimals, no trailing zeros past them. */
export function priceText(value: string): string {
  const d = decimal(value);
  return d.toFixed(Math.max(2, d.decimalPlaces()));
}

export async function paged<T>(
  page: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
) {
  const [results, n] = await Promise.all([
    rows(CATALOGUE_PAGE_SIZE, (page - 1) * CATALOGUE_PAGE_SIZE),
    total(),
  ]);
  return { count: n, page, page_size: CATALOGUE_PAGE_SIZE, results };
}

/** A catalogue table: every one has a numeric `id`. */
export type TableWithId = PgTable & { id: PgColumn; $inferSelect: unknown };

/** The row of this id (locked for update in a write), or 404 with `missing`. */
export async function rowById<T extends TableWithId>(
  db: Database,
  table: T,
  id: number,
  missing: string,
  lock = false,
): Promise<T['$inferSelect']> {
  const q = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(missing);
  return row as T['$inferSelect'];
}

// A brand, head category or subcategory is named in the item groups filed under it (their search
// text and autocomplete phrases): these three helpers are the rules every one of them follows.
export type GroupLink =
  typeof itemGroups.brandId | typeof itemGroups.headCategoryId | typeof itemGroups.subcategoryId;

/** The item groups filed under a brand or category. */
export async function groupIdsUnder(tx: Database, link: GroupLink, id: number): Promise<number[]> {
  const rows = await tx.select({ id: itemGroups.id }).from(itemGroups).where(eq(link, id));
  return rows.map((g) => g.id);
}

/** A rename re-indexes the groups filed under it, so search and autocomplete forget the old name. */
export async function reindexIfRenamed(
  tx: Database,
  link: GroupLink,
  id: number,
  before: string,
  after: string,
) {
  if (before !== after) await indexItemGroups(tx, await groupIdsUnder(tx, link, id), [before]);
}

/** A brand or category that item groups use is not removed (409 `in_use`, the sentence says how many). */
export async function refuseWhileUsed(
  tx: Database,
  link: GroupLink,
  id: number,
  sentence: (n: number, them: string) => string,
) {
  const [used] = await tx.select({ n: count() }).from(itemGroups).where(eq(link, id));
  const n = Number(used?.n ?? 0);
  if (n > 0) throw conflict(sentence(n, n === 1 ? 'it' : 'them'), 'in_use');
}
