// The catalogue's bulk actions (docs/api.md, back office, "Catalogue, media and import"): archive or bring
// back products, show or hide item groups on the home page, and change prices by a percentage
// (previewed first, then applied exactly as previewed), each in one audited transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { changedPrice, type BulkForm } from '@solestock/domain/back-office/catalogue-schemas';
import type { Database } from '../../db/connect.ts';
import { itemGroups, priceSlabs, products } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { indexItemGroups } from '../search/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { write } from '../../http/unique-writes.ts';
import { priceText } from './catalogue-write.ts';
import { setArchived, type ProductRow } from './catalogue-products.service.ts';
import { slabRows, slabView, type SlabRowDb } from './catalogue-slabs.ts';

/** The products a bulk action on products or item groups reaches. */
async function bulkProducts(tx: Database, form: BulkForm, lock: boolean): Promise<ProductRow[]> {
  const q = tx
    .select()
    .from(products)
    .where(
      form.target === 'products'
        ? inArray(products.id, form.ids)
        : inArray(products.itemGroupId, form.ids),
    )
    .orderBy(asc(products.itemGroupId), asc(products.id));
  return lock ? q.for('update') : q;
}

async function refuseUnknown(tx: Database, form: BulkForm) {
  const table = form.target === 'products' ? products : itemGroups;
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, form.ids));
  if (rows.length !== form.ids.length) {
    const known = new Set(rows.map((r) => r.id));
    const missing = form.ids.filter((id) => !known.has(id));
    throw notFound(
      `No ${form.target === 'products' ? 'product' : 'item group'} has the number ${missing.slice(0, 5).join(', ')}: reload the table and select again.`,
    );
  }
}

/** Each product's price and slabs before and after a percentage change (nothing written). */
export async function pricePreview(db: Database, form: BulkForm) {
  if (form.action !== 'change_price')
    throw new HttpError(400, 'invalid_request', 'Only a price change has a preview.', {
      action: 'Preview the change_price action.',
    });
  await refuseUnknown(db, form);
  const rows = (await bulkProducts(db, form, false)).filter((r) => r.archivedAt === null);
  const slabs = await slabRows(
    db,
    rows.map((r) => r.id),
  );
  return previewOf(rows, slabs, form.percent!);
}

function previewOf(rows: ProductRow[], slabs: Map<number, SlabRowDb[]>, percent: string) {
  return {
    percent,
    products: rows.map((r) => ({
      id: r.id,
      item_group_id: r.itemGroupId,
      sku: r.sku,
      currency: r.currency,
      old_price: priceText(r.sellingPrice),
      new_price: changedPrice(r.sellingPrice, percent, r.currency),
      slabs: (slabs.get(r.id) ?? []).map((s) => ({
        ...slabView(s),
        old_price: priceText(s.sellingPrice),
        new_price: changedPrice(s.sellingPrice, percent, s.currency),
      })),
    })),
  };
}

/** Applies a bulk action in one transaction; answers what it changed. */
export async function applyBulk(db: Database, actor: StaffActor, form: BulkForm) {
  return write(
    db,
    async (tx) => {
      await refuseUnknown(tx, form);
      if (form.action === 'show_on_homepage' || form.action === 'hide_from_homepage') {
        const show = form.action === 'show_on_homepage';
        const changed = await tx
          .update(itemGroups)
          .set({ showOnHomepage: show })
          .where(and(inArray(itemGroups.id, form.ids), eq(itemGroups.showOnHomepage, !show)))
          .returning({ id: itemGroups.id });
        await recordAuditAs(tx, actor, {
          action: `catalogue.bulk.${form.action}`,
          entityType: 'item_group',
          before: { ids: changed.map((c) => c.id), show_on_homepage: !show },
          after: { ids: changed.map((c) => c.id), show_on_homepage: show },
        });
        return { action: form.action, changed: changed.length };
      }
      const rows = await bulkProducts(tx, form, true);
      if (form.action === 'archive' || form.action === 'unarchive') {
        const archive = form.action === 'archive';
        const changing = await setArchived(tx, rows, archive);
        await recordAuditAs(tx, actor, {
          action: `catalogue.bulk.${form.action}`,
          entityType: 'product',
          before: { ids: changing.map((r) => r.id), archived: !archive },
          after: { ids: changing.map((r) => r.id), archived: archive },
        });
        return { action: form.action, changed: changing.length };
      }
      // change_price: every live product's price and slabs, exactly as the preview showed.
      const live = rows.filter((r) => r.archivedAt === null);
      const slabs = await slabRows(
        tx,
        live.map((r) => r.id),
      );
      const preview = previewOf(live, slabs, form.percent!);
      if (preview.products.length) {
        const json = JSON.stringify(
          preview.products.map((p) => ({ id: p.id, price: p.new_price })),
        );
        await tx.execute(sql`
          update ${products} p set selling_price = v.price
          from jsonb_to_recordset(${json}::jsonb) as v(id int, price numeric)
          where p.id = v.id`);
        const slabJson = JSON.stringify(
          live.flatMap((r) =>
            (slabs.get(r.id) ?? []).map((s) => ({
              id: s.id,
              price: changedPrice(s.sellingPrice, form.percent!, s.currency),
            })),
          ),
        );
        await tx.execute(sql`
          update ${priceSlabs} s set selling_price = v.price
          from jsonb_to_recordset(${slabJson}::jsonb) as v(id int, price numeric)
          where s.id = v.id`);
        await indexItemGroups(tx, [...new Set(live.map((r) => r.itemGroupId))]);
      }
      await recordAuditAs(tx, actor, {
        action: 'catalogue.bulk.change_price',
        entityType: 'product',
        before: preview.products.map((p) => ({
          id: p.id,
          price: p.old_price,
          slabs: p.slabs.map((s) => s.old_price),
        })),
        after: {
          percent: form.percent,
          products: preview.products.map((p) => ({
            id: p.id,
            price: p.new_price,
            slabs: p.slabs.map((s) => s.new_price),
          })),
        },
      });
      return { action: form.action, changed: preview.products.length, ...preview };
    },
    'Conflict.',
  );
}
