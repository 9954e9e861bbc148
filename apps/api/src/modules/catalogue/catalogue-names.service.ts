// The catalogue's named entities (docs/api.md, back office, "Catalogue, media and import"): brands, head
// categories and subcategories. Their create, change and remove follow one rule, written once in
// `namedWriter`: a name that is unique (409 `duplicate`), a rename that re-indexes the item groups
// filed under it, a remove refused while item groups use it (409 `in_use`) that makes search
// forget the name, and an audit entry `catalogue.<entity>.<create|update|delete>` in the same
// transaction. What differs (the columns, a subcategory's head, a head's subcategories) is in
// each noun's description below; their lists and reads differ and stay their own.
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  BrandForm,
  HeadCategoryForm,
  SubcategoryForm,
} from '@solestock/domain/back-office/catalogue-schemas';
import type { Database } from '../../db/connect.ts';
import { brands, headCategories, itemGroups, subcategories } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { indexItemGroups } from '../search/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { conflict, write } from '../../http/unique-writes.ts';
import {
  groupIdsUnder,
  like,
  paged,
  refuseWhileUsed,
  reindexIfRenamed,
  rowById,
  type GroupLink,
  type Page,
  type TableWithId,
} from './catalogue-write.ts';

type Named = TableWithId & { $inferSelect: { id: number; name: string } };
type RowOf<T extends Named> = T['$inferSelect'];

/** What one named entity is: its table, words, view and the checks that are its own. */
interface NamedNoun<T extends Named, F> {
  table: T;
  /** The audit log's entity type, and the middle word of its actions. */
  entity: 'brand' | 'head_category' | 'subcategory';
  /** The item groups' column that files a group under it. */
  link: GroupLink;
  missing: string;
  duplicate: string;
  view: (row: RowOf<T>, groups?: number) => object;
  /** The columns a form writes; `before` on a change (a field left out keeps its value). */
  values: (form: F, before?: RowOf<T>) => T['$inferInsert'];
  /** Refuses a form this noun cannot take, before anything is written. */
  check?: (tx: Database, form: F, id?: number, before?: RowOf<T>) => Promise<void>;
  /** The 409 sentence while item groups use it. */
  inUse: (n: number, them: string, name: string) => string;
  /** Removes what goes with it; answers the names search forgets besides its own. */
  removeWith?: (tx: Database, id: number) => Promise<string[]>;
}

/** Create, change and remove for one named entity, each one audited transaction. */
function namedWriter<T extends Named, F>(noun: NamedNoun<T, F>) {
  const table = noun.table as PgTable;
  const row = (tx: Database, id: number, lock = false) =>
    rowById(tx, noun.table, id, noun.missing, lock) as Promise<RowOf<T>>;
  const action = (verb: string) => `catalogue.${noun.entity}.${verb}`;
  return {
    row,
    async create(db: Database, actor: StaffActor, form: F) {
      return write(
        db,
        async (tx) => {
          await noun.check?.(tx, form);
          const [created] = (await tx
            .insert(table)
            .values(noun.values(form))
            .returning()) as RowOf<T>[];
          await recordAuditAs(tx, actor, {
            action: action('create'),
            entityType: noun.entity,
            entityId: created!.id,
            after: noun.view(created!),
          });
          return noun.view(created!, 0);
        },
        noun.duplicate,
      );
    },
    async update(db: Database, actor: StaffActor, id: number, form: F) {
      return write(
        db,
        async (tx) => {
          const before = await row(tx, id, true);
          await noun.check?.(tx, form, id, before);
          const [after] = (await tx
            .update(table)
            .set(noun.values(form, before))
            .where(eq(noun.table.id, id))
            .returning()) as RowOf<T>[];
          await reindexIfRenamed(tx, noun.link, id, before.name, after!.name);
          await recordAuditAs(tx, actor, {
            action: action('update'),
            entityType: noun.entity,
            entityId: id,
            before: noun.view(before),
            after: noun.view(after!),
          });
          return noun.view(after!);
        },
        noun.duplicate,
      );
    },
    async remove(db: Database, actor: StaffActor, id: number) {
      return write(
        db,
        async (tx) => {
          const before = await row(tx, id, true);
          await refuseWhileUsed(tx, noun.link, id, (n, them) => noun.inUse(n, them, before.name));
          const alsoGone = (await noun.removeWith?.(tx, id)) ?? [];
          await tx.delete(table).where(eq(noun.table.id, id));
          await indexItemGroups(tx, [], [before.name, ...alsoGone]);
          await recordAuditAs(tx, actor, {
            action: action('delete'),
            entityType: noun.entity,
            entityId: id,
            before: noun.view(before),
          });
        },
        noun.duplicate,
      );
    },
  };
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

export const brandWriter = namedWriter<typeof brands, BrandForm>({
  table: brands,
  entity: 'brand',
  link: itemGroups.brandId,
  missing: 'No brand has this number.',
  duplicate: 'A brand of this name exists already: choose another name.',
  view: brandView,
  values: (form, before) => ({
    name: form.name,
    showOnHomepage: form.show_on_homepage,
    // Left out of the form: kept (a rename sends the name only).
    logo: form.logo ?? before?.logo ?? '',
    banner: form.banner ?? before?.banner ?? '',
    displayImage: form.display_image ?? before?.displayImage ?? '',
  }),
  inUse: (n, them, name) =>
    `${n} item group${n === 1 ? ' belongs' : 's belong'} to ${name}: move or remove ${them} before removing the brand.`,
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

export async function readBrand(db: Database, id: number) {
  const row = await brandWriter.row(db, id);
  const [n] = await db.select({ n: count() }).from(itemGroups).where(eq(itemGroups.brandId, id));
  return brandView(row, Number(n?.n ?? 0));
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

export const headCategoryWriter = namedWriter<typeof headCategories, HeadCategoryForm>({
  table: headCategories,
  entity: 'head_category',
  link: itemGroups.headCategoryId,
  missing: 'No head category has this number.',
  duplicate: 'A category of this name exists already: choose another name.',
  view: headView,
  values: (form, before) => ({
    name: form.name,
    showOnHomepage: form.show_on_homepage,
    position: form.position,
    displayImage: form.display_image ?? before?.displayImage ?? '',
  }),
  inUse: (n, them, name) =>
    `${n} item group${n === 1 ? ' is' : 's are'} in ${name}: move or remove ${them} before removing the category.`,
  // Its subcategories go with it (none has item groups: the head has none).
  removeWith: async (tx, id) =>
    (
      await tx
        .delete(subcategories)
        .where(eq(subcategories.headCategoryId, id))
        .returning({ name: subcategories.name })
    ).map((s) => s.name),
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

export async function readHeadCategory(db: Database, id: number) {
  const row = await headCategoryWriter.row(db, id);
  const subs = await db
    .select()
    .from(subcategories)
    .where(eq(subcategories.headCategoryId, id))
    .orderBy(asc(subcategories.position), asc(subcategories.id));
  return { ...headView(row), subcategories: subs.map((s) => subView(s)) };
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

async function requireHead(tx: Database, id: number) {
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

export const subcategoryWriter = namedWriter<typeof subcategories, SubcategoryForm>({
  table: subcategories,
  entity: 'subcategory',
  link: itemGroups.subcategoryId,
  missing: 'No subcategory has this number.',
  duplicate: 'This head category has a subcategory of this name already.',
  view: subView,
  values: (form, before) => ({
    name: form.name,
    headCategoryId: form.head_category_id,
    position: form.position,
    displayImage: form.display_image ?? before?.displayImage ?? '',
  }),
  // Its head must exist; item groups filed under it keep it under the same head.
  check: async (tx, form, id, before) => {
    await requireHead(tx, form.head_category_id);
    if (id === undefined || !before || form.head_category_id === before.headCategoryId) return;
    if ((await groupIdsUnder(tx, itemGroups.subcategoryId, id)).length > 0)
      throw conflict(
        'Item groups are in this subcategory: move them before moving it to another head category.',
        'in_use',
      );
  },
  inUse: (n, them, name) =>
    `${n} item group${n === 1 ? ' is' : 's are'} in ${name}: move or remove ${them} before removing the subcategory.`,
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

export async function readSubcategory(db: Database, id: number) {
  return subView(await subcategoryWriter.row(db, id));
}
