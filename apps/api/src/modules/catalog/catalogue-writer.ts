// The back office's catalogue (docs/api.md, back office, "Catalogue, media and import"): lists, reads and
// every write of brands, categories, item groups and products. Each write is one transaction
// that also re-indexes the item groups it touched (search, counts: decision 094) and records the
// audit entry, so a change and its index and its record stand or fall together. The routes call
// `app.storefrontChanges.changed()` after commit.
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { decimal } from '@solestock/domain';
import {
  changedPrice,
  type BrandForm,
  type BulkForm,
  type HeadCategoryForm,
  type ItemGroupForm,
  styleSku,
  type ProductForm,
  type StyleForm,
  type SubcategoryForm,
} from '@solestock/domain/back-office/catalogue-schemas';
import type { Database } from '../../db/connect.ts';
import {
  brands,
  headCategories,
  itemGroups,
  orderLines,
  priceSlabs,
  products,
  subcategories,
} from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { indexItemGroups } from '../search/search-index.ts';
import { recordAudit } from '../staff/audit.ts';

export const CATALOGUE_PAGE_SIZE = 25;

type Tx = Database;

export interface Page {
  page: number;
  q?: string;
}

const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);

/** `%q%` for ILIKE with the pattern characters taken literally. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A price as the console shows and edits it: at least 2 decimals, no trailing zeros past them. */
export function priceText(value: string): string {
  const d = decimal(value);
  return d.toFixed(Math.max(2, d.decimalPlaces()));
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write in one transaction, turning a unique-index race into the form's 409. */
async function write<T>(db: Database, fn: (tx: Tx) => Promise<T>, duplicate: string): Promise<T> {
  try {
    return await db.transaction(async (tx) => fn(tx as unknown as Tx));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicate, 'duplicate');
    throw error;
  }
}

async function paged<T>(
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

// A brand, head category or subcategory is named in the item groups filed under it (their search
// text and autocomplete phrases): these three helpers are the rules every one of them follows.
type GroupLink =
  typeof itemGroups.brandId | typeof itemGroups.headCategoryId | typeof itemGroups.subcategoryId;

/** The item groups filed under a brand or category. */
async function groupIdsUnder(tx: Tx, link: GroupLink, id: number): Promise<number[]> {
  const rows = await tx.select({ id: itemGroups.id }).from(itemGroups).where(eq(link, id));
  return rows.map((g) => g.id);
}

/** A rename re-indexes the groups filed under it, so search and autocomplete forget the old name. */
async function reindexIfRenamed(
  tx: Tx,
  link: GroupLink,
  id: number,
  before: string,
  after: string,
) {
  if (before !== after) await indexItemGroups(tx, await groupIdsUnder(tx, link, id), [before]);
}

/** A brand or category that item groups use is not removed (409 `in_use`, the sentence says how many). */
async function refuseWhileUsed(
  tx: Tx,
  link: GroupLink,
  id: number,
  sentence: (n: number, them: string) => string,
) {
  const [used] = await tx.select({ n: count() }).from(itemGroups).where(eq(link, id));
  const n = Number(used?.n ?? 0);
  if (n > 0) throw conflict(sentence(n, n === 1 ? 'it' : 'them'), 'in_use');
}

// ---------------------------------------------------------------- brands

type BrandRow = typeof brands.$inferSelect;
const brandView = (b: BrandRow, groups?: number) => ({
  id: b.id,
  name: b.name,
  show_on_homepage: b.showOnHomepage,
  logo: b.logo,
  banner: b.banner,
  display_image: b.displayImage,
  ...(groups === undefined ? {} : { item_group_count: groups }),
});

// Qualified by hand: in a one-table select drizzle writes a column unqualified, and inside the
// subquery "id" would then be the item group's.
const groupsOfBrand = sql<number>`(select count(*)::int from ${itemGroups} g where g.brand_id = "brands"."id")`;

export async function listBrands(db: Database, { page, q }: Page) {
  const where = q ? ilike(brands.name, like(q)) : undefined;
  return paged(
    page,
    async (limit, offset) =>
      (
        await db
          .select({ brand: brands, groups: groupsOfBrand })
          .from(brands)
          .where(where)
          .orderBy(sql`lower(${brands.name})`, asc(brands.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => brandView(r.brand, Number(r.groups))),
    async () => Number((await db.select({ n: count() }).from(brands).where(where))[0]?.n ?? 0),
  );
}

async function brandRow(db: Tx, id: number, lock = false): Promise<BrandRow> {
  const q = db.select().from(brands).where(eq(brands.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('No brand has this number.');
  return row;
}

export async function readBrand(db: Database, id: number) {
  const row = await brandRow(db, id);
  const [n] = await db.select({ n: count() }).from(itemGroups).where(eq(itemGroups.brandId, id));
  return brandView(row, Number(n?.n ?? 0));
}

const DUPLICATE_BRAND = 'A brand of this name exists already: choose another name.';

export async function createBrand(db: Database, request: FastifyRequest, form: BrandForm) {
  return write(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({
          name: form.name,
          showOnHomepage: form.show_on_homepage,
          logo: form.logo ?? '',
          banner: form.banner ?? '',
          displayImage: form.display_image ?? '',
        })
        .returning();
      await recordAudit(tx, request, {
        action: 'catalogue.brand.create',
        entityType: 'brand',
        entityId: row!.id,
        after: brandView(row!),
      });
      return brandView(row!, 0);
    },
    DUPLICATE_BRAND,
  );
}

export async function updateBrand(
  db: Database,
  request: FastifyRequest,
  id: number,
  form: BrandForm,
) {
  return write(
    db,
    async (tx) => {
      const before = await brandRow(tx, id, true);
      const [row] = await tx
        .update(brands)
        .set({
          name: form.name,
          showOnHomepage: form.show_on_homepage,
          // Left out of the form: kept (a rename sends the name only).
          logo: form.logo ?? before.logo,
          banner: form.banner ?? before.banner,
          displayImage: form.display_image ?? before.displayImage,
        })
        .where(eq(brands.id, id))
        .returning();
      await reindexIfRenamed(tx, itemGroups.brandId, id, before.name, row!.name);
      await recordAudit(tx, request, {
        action: 'catalogue.brand.update',
        entityType: 'brand',
        entityId: id,
        before: brandView(before),
        after: brandView(row!),
      });
      return brandView(row!);
    },
    DUPLICATE_BRAND,
  );
}

export async function deleteBrand(db: Database, request: FastifyRequest, id: number) {
  return write(
    db,
    async (tx) => {
      const before = await brandRow(tx, id, true);
      await refuseWhileUsed(
        tx,
        itemGroups.brandId,
        id,
        (n, them) =>
          `${n} item group${n === 1 ? ' belongs' : 's belong'} to ${before.name}: move or remove ${them} before removing the brand.`,
      );
      await tx.delete(brands).where(eq(brands.id, id));
      await indexItemGroups(tx, [], [before.name]);
      await recordAudit(tx, request, {
        action: 'catalogue.brand.delete',
        entityType: 'brand',
        entityId: id,
        before: brandView(before),
      });
    },
    DUPLICATE_BRAND,
  );
}

// ---------------------------------------------------------------- head categories

type HeadRow = typeof headCategories.$inferSelect;
const headView = (h: HeadRow, groups?: number) => ({
  id: h.id,
  name: h.name,
  show_on_homepage: h.showOnHomepage,
  position: h.position,
  display_image: h.displayImage,
  ...(groups === undefined ? {} : { item_group_count: groups }),
});

export async function listHeadCategories(db: Database, { page, q }: Page) {
  const where = q ? ilike(headCategories.name, like(q)) : undefined;
  return paged(
    page,
    async (limit, offset) =>
      (
        await db
          .select({
            head: headCategories,
            groups: sql<number>`(select count(*)::int from ${itemGroups} g where g.head_category_id = "head_categories"."id")`,
          })
          .from(headCategories)
          .where(where)
          .orderBy(asc(headCategories.position), asc(headCategories.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => headView(r.head, Number(r.groups))),
    async () =>
      Number((await db.select({ n: count() }).from(headCategories).where(where))[0]?.n ?? 0),
  );
}

async function headRow(db: Tx, id: number, lock = false): Promise<HeadRow> {
  const q = db.select().from(headCategories).where(eq(headCategories.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('No head category has this number.');
  return row;
}

export async function readHeadCategory(db: Database, id: number) {
  const row = await headRow(db, id);
  const subs = await db
    .select()
    .from(subcategories)
    .where(eq(subcategories.headCategoryId, id))
    .orderBy(asc(subcategories.position), asc(subcategories.id));
  return { ...headView(row), subcategories: subs.map((s) => subView(s)) };
}

const DUPLICATE_CATEGORY = 'A category of this name exists already: choose another name.';

export async function createHeadCategory(
  db: Database,
  request: FastifyRequest,
  form: HeadCategoryForm,
) {
  return write(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(headCategories)
        .values({
          name: form.name,
          showOnHomepage: form.show_on_homepage,
          position: form.position,
          displayImage: form.display_image ?? '',
        })
        .returning();
      await recordAudit(tx, request, {
        action: 'catalogue.head_category.create',
        entityType: 'head_category',
        entityId: row!.id,
        after: headView(row!),
      });
      return headView(row!, 0);
    },
    DUPLICATE_CATEGORY,
  );
}

export async function updateHeadCategory(
  db: Database,
  request: FastifyRequest,
  id: number,
  form: HeadCategoryForm,
) {
  return write(
    db,
    async (tx) => {
      const before = await headRow(tx, id, true);
      const [row] = await tx
        .update(headCategories)
        .set({
          name: form.name,
          showOnHomepage: form.show_on_homepage,
          position: form.position,
          displayImage: form.display_image ?? before.displayImage,
        })
        .where(eq(headCategories.id, id))
        .returning();
      await reindexIfRenamed(tx, itemGroups.headCategoryId, id, before.name, row!.name);
      await recordAudit(tx, request, {
        action: 'catalogue.head_category.update',
        entityType: 'head_category',
        entityId: id,
        before: headView(before),
        after: headView(row!),
      });
      return headView(row!);
    },
    DUPLICATE_CATEGORY,
  );
}

export async function deleteHeadCategory(db: Database, request: FastifyRequest, id: number) {
  return write(
    db,
    async (tx) => {
      const before = await headRow(tx, id, true);
      await refuseWhileUsed(
        tx,
        itemGroups.headCategoryId,
        id,
        (n, them) =>
          `${n} item group${n === 1 ? ' is' : 's are'} in ${before.name}: move or remove ${them} before removing the category.`,
      );
      const subs = await tx
        .delete(subcategories)
        .where(eq(subcategories.headCategoryId, id))
        .returning({ name: subcategories.name });
      await tx.delete(headCategories).where(eq(headCategories.id, id));
      await indexItemGroups(tx, [], [before.name, ...subs.map((s) => s.name)]);
      await recordAudit(tx, request, {
        action: 'catalogue.head_category.delete',
        entityType: 'head_category',
        entityId: id,
        before: headView(before),
      });
    },
    DUPLICATE_CATEGORY,
  );
}

// ---------------------------------------------------------------- subcategories

type SubRow = typeof subcategories.$inferSelect;
const subView = (s: SubRow, groups?: number) => ({
  id: s.id,
  name: s.name,
  head_category_id: s.headCategoryId,
  position: s.position,
  display_image: s.displayImage,
  ...(groups === undefined ? {} : { item_group_count: groups }),
});

export async function listSubcategories(
  db: Database,
  { page, q, headCategoryId }: Page & { headCategoryId?: number },
) {
  const parts: SQL[] = [];
  if (q) parts.push(ilike(subcategories.name, like(q)));
  if (headCategoryId) parts.push(eq(subcategories.headCategoryId, headCategoryId));
  const where = parts.length ? and(...parts) : undefined;
  return paged(
    page,
    async (limit, offset) =>
      (
        await db
          .select({
            sub: subcategories,
            head: headCategories.name,
            groups: sql<number>`(select count(*)::int from ${itemGroups} g where g.subcategory_id = ${subcategories.id})`,
          })
          .from(subcategories)
          .innerJoin(headCategories, eq(headCategories.id, subcategories.headCategoryId))
          .where(where)
          .orderBy(
            asc(headCategories.position),
            asc(headCategories.id),
            asc(subcategories.position),
            asc(subcategories.id),
          )
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...subView(r.sub, Number(r.groups)), head_category: r.head })),
    async () =>
      Number((await db.select({ n: count() }).from(subcategories).where(where))[0]?.n ?? 0),
  );
}

async function subRow(db: Tx, id: number, lock = false): Promise<SubRow> {
  const q = db.select().from(subcategories).where(eq(subcategories.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('No subcategory has this number.');
  return row;
}

export async function readSubcategory(db: Database, id: number) {
  return subView(await subRow(db, id));
}

const DUPLICATE_SUB = 'This head category has a subcategory of this name already.';

async function requireHead(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: headCategories.id })
    .from(headCategories)
    .where(eq(headCategories.id, id));
  if (!row)
    throw new HttpError(
      400,
      'invalid_request',
      'No head category has this number: choose one from the list.',
      {
        head_category_id: 'Choose a head category from the list.',
      },
    );
}

export async function createSubcategory(
  db: Database,
  request: FastifyRequest,
  form: SubcategoryForm,
) {
  return write(
    db,
    async (tx) => {
      await requireHead(tx, form.head_category_id);
      const [row] = await tx
        .insert(subcategories)
        .values({
          name: form.name,
          headCategoryId: form.head_category_id,
          position: form.position,
          displayImage: form.display_image ?? '',
        })
        .returning();
      await recordAudit(tx, request, {
        action: 'catalogue.subcategory.create',
        entityType: 'subcategory',
        entityId: row!.id,
        after: subView(row!),
      });
      return subView(row!, 0);
    },
    DUPLICATE_SUB,
  );
}

export async function updateSubcategory(
  db: Database,
  request: FastifyRequest,
  id: number,
  form: SubcategoryForm,
) {
  return write(
    db,
    async (tx) => {
      const before = await subRow(tx, id, true);
      await requireHead(tx, form.head_category_id);
      const groups = await groupIdsUnder(tx, itemGroups.subcategoryId, id);
      if (groups.length > 0 && form.head_category_id !== before.headCategoryId)
        throw conflict(
          'Item groups are in this subcategory: move them before moving it to another head category.',
          'in_use',
        );
      const [row] = await tx
        .update(subcategories)
        .set({
          name: form.name,
          headCategoryId: form.head_category_id,
          position: form.position,
          displayImage: form.display_image ?? before.displayImage,
        })
        .where(eq(subcategories.id, id))
        .returning();
      if (before.name !== row!.name) await indexItemGroups(tx, groups, [before.name]);
      await recordAudit(tx, request, {
        action: 'catalogue.subcategory.update',
        entityType: 'subcategory',
        entityId: id,
        before: subView(before),
        after: subView(row!),
      });
      return subView(row!);
    },
    DUPLICATE_SUB,
  );
}

export async function deleteSubcategory(db: Database, request: FastifyRequest, id: number) {
  return write(
    db,
    async (tx) => {
      const before = await subRow(tx, id, true);
      await refuseWhileUsed(
        tx,
        itemGroups.subcategoryId,
        id,
        (n, them) =>
          `${n} item group${n === 1 ? ' is' : 's are'} in ${before.name}: move or remove ${them} before removing the subcategory.`,
      );
      await tx.delete(subcategories).where(eq(subcategories.id, id));
      await indexItemGroups(tx, [], [before.name]);
      await recordAudit(tx, request, {
        action: 'catalogue.subcategory.delete',
        entityType: 'subcategory',
        entityId: id,
        before: subView(before),
      });
    },
    DUPLICATE_SUB,
  );
}

// ---------------------------------------------------------------- item groups

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
  size_system: g.sizeSystem,
  show_on_homepage: g.showOnHomepage,
  product_count: g.productCount,
});

export async function listItemGroups(
  db: Database,
  { page, q, brandId }: Page & { brandId?: number },
) {
  const parts: SQL[] = [];
  if (q) {
    // A group by its name or brand, or by the SKU of one of its products (a prefix).
    const sku = q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    parts.push(
      or(
        ilike(itemGroups.name, like(q)),
        ilike(brands.name, like(q)),
        sql`exists (select 1 from ${products} p where p.item_group_id = ${itemGroups.id} and p.sku like ${`${sku}%`})`,
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

async function groupRow(db: Tx, id: number, lock = false): Promise<GroupRow> {
  const q = db.select().from(itemGroups).where(eq(itemGroups.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('No item group has this number.');
  return row;
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
async function checkGroupLinks(tx: Tx, form: ItemGroupForm) {
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
  sizeSystem: form.size_system,
  showOnHomepage: form.show_on_homepage,
});

export async function createItemGroup(db: Database, request: FastifyRequest, form: ItemGroupForm) {
  return write(
    db,
    async (tx) => {
      await checkGroupLinks(tx, form);
      const [row] = await tx.insert(itemGroups).values(groupValues(form)).returning();
      await indexItemGroups(tx, [row!.id]);
      await recordAudit(tx, request, {
        action: 'catalogue.item_group.create',
        entityType: 'item_group',
        entityId: row!.id,
        after: groupView(row!),
      });
      return groupView(row!);
    },
    'This item group exists already.',
  );
}

export async function updateItemGroup(
  db: Database,
  request: FastifyRequest,
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
      await recordAudit(tx, request, {
        action: 'catalogue.item_group.update',
        entityType: 'item_group',
        entityId: id,
        before: groupView(before),
        after: groupView(after),
      });
      return groupView(after);
    },
    'This item group exists already.',
  );
}

/** Product ids among these that an order line names. */
async function orderedIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: orderLines.productId })
    .from(orderLines)
    .where(inArray(orderLines.productId, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Removes a group: its products that no order names are deleted, those that orders name are
 * archived (kept for the orders), and the group itself goes when nothing of it is left.
 */
export async function deleteItemGroup(db: Database, request: FastifyRequest, id: number) {
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
      await recordAudit(tx, request, {
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
    'This item group exists already.',
  );
}

// ---------------------------------------------------------------- products

type ProductRow = typeof products.$inferSelect;
type SlabRowDb = typeof priceSlabs.$inferSelect;

const slabView = (s: SlabRowDb) => ({
  operator: s.operator,
  min_quantity: s.minQuantity,
  max_quantity: s.maxQuantity,
  selling_price: priceText(s.sellingPrice),
  currency: s.currency,
});

export const productView = (p: ProductRow, slabs: SlabRowDb[]) => ({
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
export type ProductView = ReturnType<typeof productView>;

async function slabRows(db: Tx, ids: number[]): Promise<Map<number, SlabRowDb[]>> {
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

export async function listProducts(
  db: Database,
  { page, q, itemGroupId, archived }: Page & { itemGroupId?: number; archived?: boolean },
) {
  const parts: SQL[] = [];
  if (q) {
    const sku = q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    parts.push(or(sql`${products.sku} like ${`${sku}%`}`, ilike(products.name, like(q)))!);
  }
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

async function productRow(db: Tx, id: number, lock = false): Promise<ProductRow> {
  const q = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('No product has this number.');
  return row;
}

export async function readProduct(db: Database, id: number) {
  const row = await productRow(db, id);
  const slabs = await slabRows(db, [id]);
  return productView(row, slabs.get(id) ?? []);
}

const duplicateSku = (sku: string) =>
  conflict(`Another product has the SKU ${sku}: SKUs are unique, choose another.`, 'duplicate_sku');

async function refuseTakenSku(tx: Tx, sku: string, self?: number) {
  const [other] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  if (other && other.id !== self) throw duplicateSku(sku);
}

async function requireGroup(tx: Tx, id: number): Promise<GroupRow> {
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

/** Replaces a product's slab table whole: the rows as sent, in their order. */
async function writeSlabs(tx: Tx, productId: number, slabs: ProductForm['slabs']) {
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

export async function createProduct(db: Database, request: FastifyRequest, form: ProductForm) {
  return write(
    db,
    async (tx) => {
      const group = await requireGroup(tx, form.item_group_id);
      await refuseTakenSku(tx, form.sku);
      const [row] = await tx.insert(products).values(productValues(form, group)).returning();
      await writeSlabs(tx, row!.id, form.slabs);
      await indexItemGroups(tx, [group.id]);
      const after = productView(row!, (await slabRows(tx, [row!.id])).get(row!.id) ?? []);
      await recordAudit(tx, request, {
        action: 'catalogue.product.create',
        entityType: 'product',
        entityId: row!.id,
        after,
      });
      return after;
    },
    `Another product has the SKU ${form.sku}: SKUs are unique, choose another.`,
  );
}

export async function updateProduct(
  db: Database,
  request: FastifyRequest,
  id: number,
  form: ProductForm,
) {
  return write(
    db,
    async (tx) => {
      const row = await productRow(tx, id, true);
      const before = productView(row, (await slabRows(tx, [id])).get(id) ?? []);
      const group = await requireGroup(tx, form.item_group_id);
      await refuseTakenSku(tx, form.sku, id);
      const [updated] = await tx
        .update(products)
        .set(productValues(form, group))
        .where(eq(products.id, id))
        .returning();
      await writeSlabs(tx, id, form.slabs);
      await indexItemGroups(tx, [...new Set([row.itemGroupId, group.id])]);
      const after = productView(updated!, (await slabRows(tx, [id])).get(id) ?? []);
      await recordAudit(tx, request, {
        action: 'catalogue.product.update',
        entityType: 'product',
        entityId: id,
        before,
        after,
      });
      return after;
    },
    `Another product has the SKU ${form.sku}: SKUs are unique, choose another.`,
  );
}

/**
 * A whole style at once (issue 28.6): a product for every colour × size of an item group, each
 * with the style's price, slab table, availability and weight, and its colour's photos. One
 * transaction: a taken SKU refuses the whole form and nothing is written.
 */
export async function createStyle(
  db: Database,
  request: FastifyRequest,
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
      await recordAudit(tx, request, {
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

/** Deletes a product no order names; archives one that orders name (kept for them). */
export async function deleteProduct(db: Database, request: FastifyRequest, id: number) {
  return write(
    db,
    async (tx) => {
      const row = await productRow(tx, id, true);
      const before = productView(row, (await slabRows(tx, [id])).get(id) ?? []);
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
      await recordAudit(tx, request, {
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

export async function setProductsArchived(
  db: Database,
  request: FastifyRequest,
  ids: number[],
  archived: boolean,
) {
  return write(
    db,
    async (tx) => {
      const rows = await tx.select().from(products).where(inArray(products.id, ids)).for('update');
      if (rows.length !== ids.length) throw notFound('No product has one of these numbers.');
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
      for (const r of changing)
        await recordAudit(tx, request, {
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

// ---------------------------------------------------------------- bulk actions

/** The products a bulk action on products or item groups reaches. */
async function bulkProducts(tx: Tx, form: BulkForm, lock: boolean): Promise<ProductRow[]> {
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

async function refuseUnknown(tx: Tx, form: BulkForm) {
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
export async function applyBulk(db: Database, request: FastifyRequest, form: BulkForm) {
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
        await recordAudit(tx, request, {
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
        const changing = rows.filter((r) => (r.archivedAt !== null) !== archive);
        if (changing.length) {
          await tx
            .update(products)
            .set({ archivedAt: archive ? new Date() : null })
            .where(
              inArray(
                products.id,
                changing.map((r) => r.id),
              ),
            );
          await indexItemGroups(tx, [...new Set(changing.map((r) => r.itemGroupId))]);
        }
        await recordAudit(tx, request, {
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
      await recordAudit(tx, request, {
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
