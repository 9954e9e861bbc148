// The back office's products (docs/api.md, back office, "Catalogue, media and import"): one size and
// colour of an item group, with its SKU, price and slab table. A product that an order names is
// archived (hidden from the storefront, kept for the order) where another would be deleted.
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProduct } from '@solestock/domain/back-office/catalogue-payloads';
import type { ProductForm } from '@solestock/domain/back-office/catalogue-schemas';
import type { Database } from '../../db/connect.ts';
import { itemGroups, orderLines, products } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { indexItemGroups } from '../search/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import { auditStockEdit } from '../stock/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { conflict, write } from '../../http/unique-writes.ts';
import { like, paged, priceText, rowById, skuPrefix, type Page } from './catalogue-write.ts';
import { slabRows, slabView, writeSlabs, type SlabRowDb } from './catalogue-slabs.ts';

export type ProductRow = typeof products.$inferSelect;

/** A product as the console reads it: the one answer shape both sides share. */
export const productView = (p: ProductRow, slabs: SlabRowDb[]): AdminProduct => ({
  id: p.id,
  item_group_id: p.itemGroupId,
  sku: p.sku,
  name: p.name,
  color: p.color,
  color_hex: p.colorHex,
  size: p.size,
  selling_price: priceText(p.sellingPrice),
  currency: p.currency,
  height: p.height,
  length: p.length,
  width: p.width,
  dimension_unit: p.dimensionUnit,
  weight: p.weight,
  weight_unit: p.weightUnit,
  availability: p.availability,
  images: p.images,
  cover_image: p.coverImage,
  archived_at: p.archivedAt ? p.archivedAt.toISOString() : null,
  slabs: slabs.map(slabView),
});

/** A product as the console shows it, its slab table read in `db` (which may be a transaction). */
async function viewOf(db: Database, row: ProductRow) {
  return productView(row, (await slabRows(db, [row.id])).get(row.id) ?? []);
}

/** Product ids among these that an order line names. */
export async function orderedIds(tx: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: orderLines.productId })
    .from(orderLines)
    .where(inArray(orderLines.productId, ids));
  return new Set(rows.map((r) => r.id));
}

export async function listProducts(
  db: Database,
  { page, q, itemGroupId, archived }: Page & { itemGroupId?: number; archived?: boolean },
) {
  const parts: SQL[] = [];
  if (q) parts.push(or(sql`${products.sku} like ${skuPrefix(q)}`, ilike(products.name, like(q)))!);
  if (itemGroupId) parts.push(eq(products.itemGroupId, itemGroupId));
  if (archived === true) parts.push(sql`${products.archivedAt} is not null`);
  if (archived === false) parts.push(isNull(products.archivedAt));
  const where = parts.length ? and(...parts) : undefined;
  return paged(
    page,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.itemGroupId), asc(products.id))
        .limit(limit)
        .offset(offset);
      const slabs = await slabRows(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((p) => productView(p, slabs.get(p.id) ?? []));
    },
    async () => Number((await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0),
  );
}

const productRow = (db: Database, id: number, lock = false): Promise<ProductRow> =>
  rowById(db, products, id, 'No product has this number.', lock);

export async function readProduct(db: Database, id: number) {
  return viewOf(db, await productRow(db, id));
}

const duplicateSku = (sku: string) =>
  `Another product has the SKU ${sku}: SKUs are unique, choose another.`;

async function refuseTakenSku(tx: Database, sku: string, self?: number) {
  const [other] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  if (other && other.id !== self) throw conflict(duplicateSku(sku), 'duplicate_sku');
}

type GroupRow = typeof itemGroups.$inferSelect;

/** The item group a product form names: a 400 on the field when there is none. */
async function requireGroup(tx: Database, id: number): Promise<GroupRow> {
  const [row] = await tx.select().from(itemGroups).where(eq(itemGroups.id, id));
  if (!row)
    throw new HttpError(400, 'invalid_request', 'item_group_id: No item group has this number.', {
      item_group_id: 'No item group has this number.',
    });
  return row;
}

const productValues = (form: ProductForm, group: GroupRow) => ({
  itemGroupId: form.item_group_id,
  sku: form.sku,
  name: form.name || group.name,
  color: form.color,
  colorHex: form.color_hex,
  size: form.size,
  coverImage: form.images[0] ?? '',
  images: form.images,
  sellingPrice: form.selling_price,
  currency: form.currency,
  height: form.height,
  length: form.length,
  width: form.width,
  dimensionUnit: form.dimension_unit,
  weight: form.weight,
  weightUnit: form.weight_unit,
  availability: form.availability,
});

export async function createProduct(db: Database, actor: StaffActor, form: ProductForm) {
  return write(
    db,
    async (tx) => {
      const group = await requireGroup(tx, form.item_group_id);
      await refuseTakenSku(tx, form.sku);
      const [row] = await tx.insert(products).values(productValues(form, group)).returning();
      await writeSlabs(tx, row!.id, form.slabs);
      await indexItemGroups(tx, [group.id]);
      const after = await viewOf(tx, row!);
      await recordAuditAs(tx, actor, {
        action: 'catalogue.product.create',
        entityType: 'product',
        entityId: row!.id,
        after,
      });
      return after;
    },
    duplicateSku(form.sku),
  );
}

export async function updateProduct(
  db: Database,
  actor: StaffActor,
  id: number,
  form: ProductForm,
) {
  return write(
    db,
    async (tx) => {
      const row = await productRow(tx, id, true);
      const before = await viewOf(tx, row);
      const group = await requireGroup(tx, form.item_group_id);
      await refuseTakenSku(tx, form.sku, id);
      const [updated] = await tx
        .update(products)
        .set(productValues(form, group))
        .where(eq(products.id, id))
        .returning();
      await writeSlabs(tx, id, form.slabs);
      await indexItemGroups(tx, [...new Set([row.itemGroupId, group.id])]);
      const after = await viewOf(tx, updated!);
      await recordAuditAs(tx, actor, {
        action: 'catalogue.product.update',
        entityType: 'product',
        entityId: id,
        before,
        after,
      });
      await auditStockEdit(tx, actor, id, {
        before: row.availability,
        after: updated!.availability,
        saleMode: group.saleMode,
      });
      return after;
    },
    duplicateSku(form.sku),
  );
}

/** Deletes a product no order names; archives one that orders name (kept for them). */
export async function deleteProduct(db: Database, actor: StaffActor, id: number) {
  return write(
    db,
    async (tx) => {
      const row = await productRow(tx, id, true);
      const before = await viewOf(tx, row);
      const ordered = (await orderedIds(tx, [id])).has(id);
      if (ordered) {
        await tx
          .update(products)
          .set({ archivedAt: row.archivedAt ?? new Date() })
          .where(eq(products.id, id));
      } else {
        await tx.delete(products).where(eq(products.id, id));
      }
      await indexItemGroups(tx, [row.itemGroupId]);
      await recordAuditAs(tx, actor, {
        action: ordered ? 'catalogue.product.archive' : 'catalogue.product.delete',
        entityType: 'product',
        entityId: id,
        before,
        after: ordered ? { ...before, archived_at: new Date().toISOString() } : null,
      });
      return { deleted: !ordered, archived: ordered };
    },
    'Conflict.',
  );
}

/**
 * Archives these products, or brings them back, where they are not so already; re-indexes their
 * groups. Answers the rows it changed (as they were). The rows are locked by the caller.
 */
export async function setArchived(
  tx: Database,
  rows: ProductRow[],
  archived: boolean,
): Promise<ProductRow[]> {
  const changing = rows.filter((r) => (r.archivedAt !== null) !== archived);
  if (changing.length) {
    await tx
      .update(products)
      .set({ archivedAt: archived ? new Date() : null })
      .where(
        inArray(
          products.id,
          changing.map((r) => r.id),
        ),
      );
    await indexItemGroups(tx, [...new Set(changing.map((r) => r.itemGroupId))]);
  }
  return changing;
}

export async function setProductsArchived(
  db: Database,
  actor: StaffActor,
  ids: number[],
  archived: boolean,
) {
  return write(
    db,
    async (tx) => {
      const rows = await tx.select().from(products).where(inArray(products.id, ids)).for('update');
      if (rows.length !== ids.length) throw notFound('No product has one of these numbers.');
      const changing = await setArchived(tx, rows, archived);
      for (const r of changing)
        await recordAuditAs(tx, actor, {
          action: archived ? 'catalogue.product.archive' : 'catalogue.product.unarchive',
          entityType: 'product',
          entityId: r.id,
          before: { archived_at: r.archivedAt?.toISOString() ?? null },
          after: { archived: archived },
        });
      return { changed: changing.length };
    },
    'Conflict.',
  );
}
