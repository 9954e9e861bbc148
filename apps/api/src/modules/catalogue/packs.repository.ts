// Packs in SQL (docs/api.md, "Packs"): a colour's carton of an item group, its ratio stored as
// JSON pairs per size (decision 143). Read by the staff routes, the cart's add-packs and the
// product page's detail; which size is which product is the domain's rule (packProducts), asked
// with the group's live products read here.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { packs, products } from '../../db/schema.ts';

export type PackRow = typeof packs.$inferSelect;

/** A live product as a pack's sizes are matched against it. */
export interface LiveProduct {
  id: number;
  itemGroupId: number;
  color: string;
  size: string | null;
}

/** The group's packs, colour by colour, oldest first (the first of a colour is its standard). */
export function packsOfGroup(db: Pick<Database, 'select'>, groupId: number): Promise<PackRow[]> {
  return db
    .select()
    .from(packs)
    .where(eq(packs.itemGroupId, groupId))
    .orderBy(asc(packs.color), asc(packs.id));
}

/** The packs of these ids (any groups). */
export function packsByIds(db: Pick<Database, 'select'>, ids: number[]): Promise<PackRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(packs)
    .where(inArray(packs.id, [...new Set(ids)]));
}

/** The live (not archived) products of these groups, by id; of one colour when `color` is given. */
export function liveProductsOf(
  db: Pick<Database, 'select'>,
  groupIds: number[],
  color?: string,
): Promise<LiveProduct[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      itemGroupId: products.itemGroupId,
      color: products.color,
      size: products.size,
    })
    .from(products)
    .where(
      and(
        inArray(products.itemGroupId, [...new Set(groupIds)]),
        isNull(products.archivedAt),
        color === undefined ? undefined : eq(products.color, color),
      ),
    )
    .orderBy(asc(products.id));
}

export type PackValues = Pick<PackRow, 'color' | 'name' | 'ratio' | 'pairs'>;

export async function insertPack(
  tx: Database,
  groupId: number,
  values: PackValues,
): Promise<PackRow> {
  const [row] = await tx
    .insert(packs)
    .values({ itemGroupId: groupId, ...values })
    .returning();
  return row!;
}

export async function updatePackRow(
  tx: Database,
  id: number,
  values: PackValues,
): Promise<PackRow> {
  const [row] = await tx.update(packs).set(values).where(eq(packs.id, id)).returning();
  return row!;
}

export async function deletePackRow(tx: Database, id: number): Promise<void> {
  await tx.delete(packs).where(eq(packs.id, id));
}

/** Whether this pack is the first (standard) one of its group and colour. */
export async function isStandardPack(db: Pick<Database, 'select'>, row: PackRow): Promise<boolean> {
  const [first] = await db
    .select({ id: packs.id })
    .from(packs)
    .where(and(eq(packs.itemGroupId, row.itemGroupId), eq(packs.color, row.color)))
    .orderBy(asc(packs.id))
    .limit(1);
  return first?.id === row.id;
}
