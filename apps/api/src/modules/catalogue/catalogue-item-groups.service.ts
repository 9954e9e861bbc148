// The back office's item groups (docs/api.md, back office, "Catalogue, media and import"): a style's
// shared fields (brand, categories, bullet points, material), the unit the storefront lists, and
// a whole style written at once (its products, every colour × size). A group's brand and
// categories must exist and agree; removing one deletes its products no order names and archives
// the rest (kept for the orders).
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  styleSku,
  type ItemGroupForm,
  type StyleForm,
} from '@solestock/domain/back-office/catalogue-schemas';
import type { Database } from '../../db/connect.ts';
import { brands, headCategories, itemGroups, products, subcategories } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { indexItemGroups } from '../search/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { write } from '../../http/unique-writes.ts';
import { like, paged, priceText, rowById, skuPrefix, type Page } from './catalogue-write.ts';
import { orderedIds, productView } from './catalogue-products.service.ts';
import { slabRows, writeSlabs } from './catalogue-slabs.ts';

type GroupRow = typeof itemGroups.$inferSelect;
const groupView = (g: GroupRow) => ({
  id: g.id,
  name: g.name,
  brand_id: g.brandId,
  head_category_id: g.headCategoryId,
  subcategory_id: g.subcategoryId,
  bullet_points: g.bulletPoints,
  material: g.material,
  country_of_origin: g.countryOfOrigin,
  hs_code: g.hsCode,
  size_system: g.sizeSystem,
  tier_scope: g.tierScope,
  sale_mode: g.saleMode,
  ships_from: g.shipsFrom,
  ships_by: g.shipsBy,
  min_pairs: g.minPairs,
  show_on_homepage: g.showOnHomepage,
  product_count: g.productCount,
});

const DUPLICATE_GROUP = 'This item group exists already.';

/** The item group of this id (locked for update in a write), or 404. */
export const groupRow = (db: Database, id: number, lock = false): Promise<GroupRow> =>
  rowById(db, itemGroups, id, 'No item group has this number.', lock);

export async function listItemGroups(
  db: Database,
  { page, q, brandId }: Page & { brandId?: number },
) {
  const parts: SQL[] = [];
  if (q) {
    // A group by its name or brand, or by the SKU of one of its products (a prefix).
    parts.push(
      or(
        ilike(itemGroups.name, like(q)),
        ilike(brands.name, like(q)),
        sql`exists (select 1 from ${products} p where p.item_group_id = ${itemGroups.id} and p.sku like ${skuPrefix(q)})`,
      )!,
    );
  }
  if (brandId) parts.push(eq(itemGroups.brandId, brandId));
  const where = parts.length ? and(...parts) : undefined;
  return paged(
    page,
    async (limit, offset) =>
      (
        await db
          .select({
            group: itemGroups,
            brand: brands.name,
            head: headCategories.name,
            sub: subcategories.name,
            all: sql<number>`(select count(*)::int from ${products} p where p.item_group_id = ${itemGroups.id})`,
            low: sql<
              string | null
            >`(select min(p.selling_price)::text from ${products} p where p.item_group_id = ${itemGroups.id} and p.archived_at is null)`,
            currency: sql<
              string | null
            >`(select min(p.currency) from ${products} p where p.item_group_id = ${itemGroups.id} and p.archived_at is null)`,
          })
          .from(itemGroups)
          .innerJoin(brands, eq(brands.id, itemGroups.brandId))
          .innerJoin(headCategories, eq(headCategories.id, itemGroups.headCategoryId))
          .innerJoin(subcategories, eq(subcategories.id, itemGroups.subcategoryId))
          .where(where)
          .orderBy(desc(itemGroups.createdAt), desc(itemGroups.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        ...groupView(r.group),
        brand: r.brand,
        head_category: r.head,
        subcategory: r.sub,
        products_total: Number(r.all),
        lowest_price: r.low === null ? null : priceText(r.low),
        currency: r.currency,
      })),
    async () =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(itemGroups)
            .innerJoin(brands, eq(brands.id, itemGroups.brandId))
            .where(where)
        )[0]?.n ?? 0,
      ),
  );
}

export async function readItemGroup(db: Database, id: number) {
  const group = await groupRow(db, id);
  const [names] = await db
    .select({ brand: brands.name, head: headCategories.name, sub: subcategories.name })
    .from(itemGroups)
    .innerJoin(brands, eq(brands.id, itemGroups.brandId))
    .innerJoin(headCategories, eq(headCategories.id, itemGroups.headCategoryId))
    .innerJoin(subcategories, eq(subcategories.id, itemGroups.subcategoryId))
    .where(eq(itemGroups.id, id));
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.itemGroupId, id))
    .orderBy(asc(products.id));
  const slabs = await slabRows(
    db,
    rows.map((r) => r.id),
  );
  return {
    ...groupView(group),
    brand: names?.brand ?? '',
    head_category: names?.head ?? '',
    subcategory: names?.sub ?? '',
    products: rows.map((p) => productView(p, slabs.get(p.id) ?? [])),
  };
}

/** The brand and categories a group names must exist, and the subcategory be under the head. */
async function checkGroupLinks(tx: Database, form: ItemGroupForm) {
  const [row] = await tx
    .select({
      brand: sql<boolean>`exists (select 1 from ${brands} where id = ${form.brand_id})`,
      head: sql<boolean>`exists (select 1 from ${headCategories} where id = ${form.head_category_id})`,
      subHead: sql<
        number | null
      >`(select head_category_id from ${subcategories} where id = ${form.subcategory_id})`,
    })
    .from(sql`(select 1) one`);
  const fields: Record<string, string> = {};
  if (!row?.brand) fields.brand_id = 'Choose a brand from the list.';
  if (!row?.head) fields.head_category_id = 'Choose a head category from the list.';
  if (row?.subHead === null || row?.subHead === undefined)
    fields.subcategory_id = 'Choose a subcategory from the list.';
  else if (row.head && Number(row.subHead) !== form.head_category_id)
    fields.subcategory_id =
      'This subcategory belongs to another head category: choose one of its own.';
  const names = Object.keys(fields);
  if (names.length)
    throw new HttpError(
      400,
      'invalid_request',
      names.length === 1
        ? `${names[0]}: ${fields[names[0]!]}`
        : `Please correct these fields: ${names.join(', ')}.`,
      fields,
    );
}

const groupValues = (form: ItemGroupForm) => ({
  name: form.name,
  brandId: form.brand_id,
  headCategoryId: form.head_category_id,
  subcategoryId: form.subcategory_id,
  bulletPoints: form.bullet_points,
  material: form.material,
  countryOfOrigin: form.country_of_origin,
  hsCode: form.hs_code,
  sizeSystem: form.size_system,
  tierScope: form.tier_scope,
  saleMode: form.sale_mode,
  shipsFrom: form.ships_from,
  shipsBy: form.ships_by,
  minPairs: form.min_pairs,
  showOnHomepage: form.show_on_homepage,
});

export async function createItemGroup(db: Database, actor: StaffActor, form: ItemGroupForm) {
  return write(
    db,
    async (tx) => {
      await checkGroupLinks(tx, form);
      const [row] = await tx.insert(itemGroups).values(groupValues(form)).returning();
      await indexItemGroups(tx, [row!.id]);
      await recordAuditAs(tx, actor, {
        action: 'catalogue.item_group.create',
        entityType: 'item_group',
        entityId: row!.id,
        after: groupView(row!),
      });
      return groupView(row!);
    },
    DUPLICATE_GROUP,
  );
}

export async function updateItemGroup(
  db: Database,
  actor: StaffActor,
  id: number,
  form: ItemGroupForm,
) {
  return write(
    db,
    async (tx) => {
      const before = await groupRow(tx, id, true);
      await checkGroupLinks(tx, form);
      await tx.update(itemGroups).set(groupValues(form)).where(eq(itemGroups.id, id));
      await indexItemGroups(tx, [id], before.name !== form.name ? [before.name] : []);
      const after = await groupRow(tx, id);
      await recordAuditAs(tx, actor, {
        action: 'catalogue.item_group.update',
        entityType: 'item_group',
        entityId: id,
        before: groupView(before),
        after: groupView(after),
      });
      return groupView(after);
    },
    DUPLICATE_GROUP,
  );
}

/**
 * Removes a group: its products that no order names are deleted, those that orders name are
 * archived (kept for the orders), and the group itself goes when nothing of it is left.
 */
export async function deleteItemGroup(db: Database, actor: StaffActor, id: number) {
  return write(
    db,
    async (tx) => {
      const before = await groupRow(tx, id, true);
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.itemGroupId, id))
        .for('update');
      const ordered = await orderedIds(
        tx,
        rows.map((r) => r.id),
      );
      const free = rows.map((r) => r.id).filter((p) => !ordered.has(p));
      if (free.length) await tx.delete(products).where(inArray(products.id, free));
      let removed = false;
      if (ordered.size === 0) {
        await tx.delete(itemGroups).where(eq(itemGroups.id, id));
        removed = true;
      } else {
        await tx
          .update(products)
          .set({ archivedAt: new Date() })
          .where(and(inArray(products.id, [...ordered]), isNull(products.archivedAt)));
      }
      await indexItemGroups(tx, removed ? [] : [id], [before.name]);
      await recordAuditAs(tx, actor, {
        action: removed ? 'catalogue.item_group.delete' : 'catalogue.item_group.archive',
        entityType: 'item_group',
        entityId: id,
        before: groupView(before),
        after: removed ? null : { archived_products: [...ordered], deleted_products: free },
      });
      return {
        deleted: removed,
        deleted_products: free.length,
        archived_products: ordered.size,
      };
    },
    DUPLICATE_GROUP,
  );
}

/**
 * A whole style at once (issue 28.6): a product for every colour × size of an item group, each
 * with the style's price, slab table, availability and weight, and its colour's photos. One
 * transaction: a taken SKU refuses the whole form and nothing is written.
 */
export async function createStyle(
  db: Database,
  actor: StaffActor,
  groupId: number,
  form: StyleForm,
) {
  return write(
    db,
    async (tx) => {
      const group = await groupRow(tx, groupId, true);
      const planned = form.colours.flatMap((colour) =>
        form.sizes.map((size) => ({
          colour,
          size,
          sku: styleSku(form.sku_prefix, colour.name, size),
        })),
      );
      const taken = await tx
        .select({ sku: products.sku })
        .from(products)
        .where(
          inArray(
            products.sku,
            planned.map((p) => p.sku),
          ),
        );
      if (taken.length) {
        const list = taken.map((t) => t.sku).sort();
        const shown =
          list.slice(0, 5).join(', ') + (list.length > 5 ? ` and ${list.length - 5} more` : '');
        const sentence = `${list.length === 1 ? 'The SKU' : `${list.length} SKUs`} ${shown} ${list.length === 1 ? 'is' : 'are'} taken: choose another SKU prefix. Nothing was created.`;
        throw new HttpError(
          409,
          'duplicate_sku',
          sentence,
          { sku_prefix: sentence },
          { taken: list },
        );
      }
      const rows = await tx
        .insert(products)
        .values(
          planned.map((p) => ({
            itemGroupId: group.id,
            sku: p.sku,
            name: group.name,
            color: p.colour.name,
            colorHex: p.colour.hex,
            size: p.size,
            coverImage: p.colour.images[0] ?? '',
            images: p.colour.images,
            sellingPrice: form.selling_price,
            currency: form.currency,
            weight: form.weight,
            weightUnit: form.weight_unit,
            availability: form.availability,
          })),
        )
        .returning();
      for (const row of rows) await writeSlabs(tx, row.id, form.slabs);
      await indexItemGroups(tx, [group.id]);
      const slabs = await slabRows(
        tx,
        rows.map((r) => r.id),
      );
      const created = rows.map((r) => productView(r, slabs.get(r.id) ?? []));
      await recordAuditAs(tx, actor, {
        action: 'catalogue.style.create',
        entityType: 'item_group',
        entityId: group.id,
        after: {
          skus: created.map((p) => p.sku),
          sizes: form.sizes,
          colours: form.colours.map((c) => c.name),
          selling_price: form.selling_price,
          currency: form.currency,
          slabs: form.slabs.length,
        },
      });
      return { item_group_id: group.id, created: created.length, products: created };
    },
    'Another product has one of these SKUs: choose another SKU prefix. Nothing was created.',
  );
}
