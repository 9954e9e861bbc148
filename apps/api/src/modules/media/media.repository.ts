// The media module's reads and writes of the database (docs/api.md, back office, "Catalogue,
// media and import"; decision 105): an upload's row by its key, a new one kept once, and a
// product's images read, locked and written.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { media, products } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

/** The upload kept under `key`, if any. */
export async function mediaByKey(db: Database, key: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row;
}

/** Keeps the upload's row; undefined when a row with its key is there already. */
export async function insertMedia(
  tx: Database,
  values: typeof media.$inferInsert,
): Promise<MediaRow | undefined> {
  const [inserted] = await tx.insert(media).values(values).onConflictDoNothing().returning();
  return inserted;
}

/** A live product's images, with what names it and its group; undefined when there is none. */
export async function liveProductImages(db: Database, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      color: products.color,
      size: products.size,
      itemGroupId: products.itemGroupId,
      coverImage: products.coverImage,
      images: products.images,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return row;
}
export type ProductImages = NonNullable<Awaited<ReturnType<typeof liveProductImages>>>;

/** The products an image change applies to, locked: this one, or every live size of its colour. */
export const lockImageTargets = (tx: Database, row: ProductImages, sameColour: boolean) =>
  tx
    .select({ id: products.id, coverImage: products.coverImage, images: products.images })
    .from(products)
    .where(
      sameColour
        ? and(
            eq(products.itemGroupId, row.itemGroupId),
            eq(products.color, row.color),
            isNull(products.archivedAt),
          )
        : eq(products.id, row.id),
    )
    .for('update');

export async function setProductImages(
  tx: Database,
  id: number,
  images: string[],
  coverImage: string,
): Promise<void> {
  await tx.update(products).set({ images, coverImage }).where(eq(products.id, id));
}
