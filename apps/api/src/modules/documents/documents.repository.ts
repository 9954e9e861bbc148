// The documents module's own reads of the database (docs/api.md, "Trade documents"): the packs
// of the order's styles, which the packing list packs its cartons with. The order itself is read
// through the orders module's index.ts.
import { asc, inArray } from 'drizzle-orm';
import type { PackingPack } from '@solestock/domain/back-office/carton-packing';
import type { Database } from '../../db/connect.ts';
import { packs } from '../../db/schema.ts';

/** The packs of these styles (item groups), by id; none for no style. */
export async function packsOfStyles(db: Database, styles: number[]): Promise<PackingPack[]> {
  if (styles.length === 0) return [];
  const rows = await db
    .select()
    .from(packs)
    .where(inArray(packs.itemGroupId, styles))
    .orderBy(asc(packs.id));
  return rows.map((p) => ({
    id: p.id,
    style: p.itemGroupId,
    color: p.color,
    name: p.name,
    ratio: p.ratio,
  }));
}
