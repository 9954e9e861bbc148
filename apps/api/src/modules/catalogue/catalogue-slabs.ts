// A product's slab table (docs/api.md, back office, "Catalogue, media and import"): the price per
// quantity band, kept in price_slabs in the order the form sent, and always written whole.
import { asc, eq, inArray } from 'drizzle-orm';
import type { ProductForm } from '@solestock/domain/back-office/catalogue-schemas';
import type { Database } from '../../db/connect.ts';
import { priceSlabs } from '../../db/schema.ts';
import { priceText } from './catalogue-write.ts';

export type SlabRowDb = typeof priceSlabs.$inferSelect;

export const slabView = (s: SlabRowDb) => ({
  operator: s.operator,
  min_quantity: s.minQuantity,
  max_quantity: s.maxQuantity,
  selling_price: priceText(s.sellingPrice),
  currency: s.currency,
});

/** The slab rows of these products, each product's in table order. */
export async function slabRows(db: Database, ids: number[]): Promise<Map<number, SlabRowDb[]>> {
  const result = new Map<number, SlabRowDb[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select()
    .from(priceSlabs)
    .where(inArray(priceSlabs.productId, ids))
    .orderBy(asc(priceSlabs.productId), asc(priceSlabs.position), asc(priceSlabs.id));
  for (const r of rows) {
    const list = result.get(r.productId);
    if (list) list.push(r);
    else result.set(r.productId, [r]);
  }
  return result;
}

/** Replaces a product's slab table whole: the rows as sent, in their order. */
export async function writeSlabs(tx: Database, productId: number, slabs: ProductForm['slabs']) {
  await tx.delete(priceSlabs).where(eq(priceSlabs.productId, productId));
  if (slabs.length === 0) return;
  await tx.insert(priceSlabs).values(
    slabs.map((s, i) => ({
      productId,
      position: i + 1,
      operator: s.operator as SlabRowDb['operator'],
      minQuantity: s.operator === '<=' ? null : s.min_quantity,
      maxQuantity: s.operator === '>=' ? null : s.max_quantity,
      sellingPrice: s.selling_price,
      currency: s.currency,
    })),
  );
}
