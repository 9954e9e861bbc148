// Phase 2 of a catalogue import, the write (docs/catalogue-import.md): a real run with no problem
// merges the staged rows into brands, categories, item groups, products, slabs and cartons in one
// transaction, set-based (INSERT … ON CONFLICT), reindexes the touched groups for search, records
// the audit and marks the import done. Rows whose product already reads exactly as the row says
// are `unchanged` and not written at all. import.service.ts runs it after the check. The merge's
// statements stay here, in their order, as the phase's own; the import's row and its staged rows
// are read and written through imports.repository.ts.
import { sql } from 'drizzle-orm';
import type { ImportChange } from '@solestock/domain/back-office/catalogue-import-job';
import { queryRows, type Database } from '../../db/connect.ts';
import { indexItemGroups } from '../search/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import { auditImportedStock } from '../stock/index.ts';
import { applyGroupSettings, applyGroupTranslations } from './import-group-settings.ts';
import { recordImageAddresses } from './import-images.ts';
import { writeCartons } from './import-packs.ts';
import { classified, countsAndChanges, type Counts } from './import-outcome.ts';
import { deleteStagedRows, markFinished } from './imports.repository.ts';

/** Past this many touched item groups, the search index is rebuilt whole (one pass). */
const REINDEX_ALL_AFTER = 2_000;

/** The import as stored: who started it, from where, and its file's name (for the audit). */
export interface ImportToApply {
  staff_id: number | null;
  address: string | null;
  file_name: string;
}

/**
 * Writes the staged rows of `total` rows read, all or nothing; `linkedOrigins` are the origins
 * whose image addresses stay as they are. Answers whether any product was created or changed.
 */
export async function applyImport(
  db: Database,
  importId: number,
  imp: ImportToApply,
  total: number,
  linkedOrigins: readonly string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Stock the file changes is audited with its cause, before the rows overwrite it.
    await auditImportedStock(tx, importId, { staffId: imp.staff_id, address: imp.address });
    const { changes, ...counts } = await mergeStagedRows(tx, importId);
    await recordAuditAs(
      tx,
      { staffId: imp.staff_id, address: imp.address },
      {
        action: 'catalogue.import',
        entityType: 'catalogue_import',
        entityId: importId,
        before: null,
        after: { file_name: imp.file_name, rows: total, ...counts },
      },
    );
    await markFinished(tx, importId, 'done', [], counts, changes);
    // Image addresses on other hosts go to the image job, with the rows that name them.
    await recordImageAddresses(tx, importId, linkedOrigins);
    await deleteStagedRows(tx, importId);
    return counts.created + counts.updated > 0;
  });
}

/** Phase 2, inside the caller's transaction. */
async function mergeStagedRows(
  tx: Database,
  importId: number,
): Promise<Counts & { changes: ImportChange[] }> {
  const rows = sql`catalogue_import_rows r`;
  const mine = sql`r.import_id = ${importId}`;
  await tx.execute(sql`
    create temp table import_outcome (sku text primary key, product_id int, old_group_id int,
      outcome text not null, row_number int not null, group_name text not null,
      changed text[] not null) on commit drop`);
  await tx.execute(sql`insert into import_outcome ${classified(importId)}`);
  const counts = await classifyCountsFrom(tx);
  if (counts.created + counts.updated === 0) return counts;

  // Names the rows use that the catalogue lacks (matched case-insensitively), first spelling wins.
  await tx.execute(sql`
    insert into brands (name)
    select distinct on (lower(r.brand)) r.brand from ${rows} join import_outcome o using (sku)
    where ${mine} and o.outcome <> 'unchanged' order by lower(r.brand), r.row_number
    on conflict ((lower(name))) do nothing`);
  await tx.execute(sql`
    insert into head_categories (name)
    select distinct on (lower(r.head_category)) r.head_category from ${rows} join import_outcome o using (sku)
    where ${mine} and o.outcome <> 'unchanged' order by lower(r.head_category), r.row_number
    on conflict ((lower(name))) do nothing`);
  await tx.execute(sql`
    insert into subcategories (head_category_id, name)
    select distinct on (h.id, lower(r.subcategory)) h.id, r.subcategory
    from ${rows} join import_outcome o using (sku)
    join head_categories h on lower(h.name) = lower(r.head_category)
    where ${mine} and o.outcome <> 'unchanged'
    order by h.id, lower(r.subcategory), r.row_number
    on conflict (head_category_id, (lower(name))) do nothing`);
  // Each group the changed rows name, with the ids of its brand and categories.
  await tx.execute(sql`
    create temp table import_groups (group_name text, brand_id int, head_category_id int,
      subcategory_id int, group_id int, tier_scope text, sale_mode text, ships_from text,
      ships_by text, min_pairs int, hs_code text, country_of_origin text, material text,
      name_ja text, name_zh_cn text, bullet_points_ja jsonb, bullet_points_zh_cn jsonb)
      on commit drop`);
  await tx.execute(sql`
    insert into import_groups
    select distinct on (b.id, lower(r.group_name)) r.group_name, b.id as brand_id,
      h.id as head_category_id, s.id as subcategory_id, null::int as group_id, r.tier_scope,
      r.sale_mode, r.ships_from, r.ships_by, r.min_pairs, r.hs_code, r.country_of_origin,
      r.material, r.name_ja, r.name_zh_cn, r.bullet_points_ja, r.bullet_points_zh_cn
    from ${rows} join import_outcome o using (sku)
    join brands b on lower(b.name) = lower(r.brand)
    join head_categories h on lower(h.name) = lower(r.head_category)
    join subcategories s on s.head_category_id = h.id and lower(s.name) = lower(r.subcategory)
    where ${mine} and o.outcome <> 'unchanged'
    order by b.id, lower(r.group_name), r.row_number`);
  await tx.execute(sql`
    update import_groups g set group_id = (
      select min(ig.id) from item_groups ig
      where ig.brand_id = g.brand_id and lower(ig.name) = lower(g.group_name))`);
  await tx.execute(sql`
    with made as (
      insert into item_groups (name, brand_id, head_category_id, subcategory_id, tier_scope)
      select group_name, brand_id, head_category_id, subcategory_id,
        coalesce(tier_scope, 'product') from import_groups
      where group_id is null
      returning id, brand_id, lower(name) as key
    )
    update import_groups g set group_id = made.id from made
    where g.group_id is null and made.brand_id = g.brand_id and made.key = lower(g.group_name)`);
  // A group the file puts in other categories moves there.
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update item_groups ig set head_category_id = g.head_category_id, subcategory_id = g.subcategory_id
        from import_groups g
        where ig.id = g.group_id
          and (ig.head_category_id, ig.subcategory_id) is distinct from (g.head_category_id, g.subcategory_id)
        returning ig.id`,
  );

  // A file with a tier_scope column sets it on each group it names (style tiers, docs/api.md).
  await tx.execute(sql`
    update item_groups ig set tier_scope = g.tier_scope from import_groups g
    where ig.id = g.group_id and g.tier_scope is not null and ig.tier_scope <> g.tier_scope`);
  await applyGroupSettings(tx);
  // Before the search index below, so the translated names are searchable when the import ends.
  await applyGroupTranslations(tx);

  // The products this file changes are locked first, in id order: a placement locks the stock
  // lines it sells in id order too (modules/stock/stock.repository.ts), so on PostgreSQL an import
  // and a placement touching the same products wait for each other instead of deadlocking.
  await tx.execute(sql`
    select id from products
    where id in (select product_id from import_outcome where outcome = 'updated')
    order by id for no key update`);
  const written = await queryRows<{ id: number; item_group_id: number }>(
    tx,
    sql`
    insert into products (item_group_id, sku, name, color, size, cover_image, images, selling_price,
      currency, height, length, width, dimension_unit, weight, weight_unit, availability)
    select g.group_id, r.sku, concat_ws(' ', r.group_name, nullif(r.colour, ''), r.size), r.colour,
      r.size, coalesce(r.images->>0, ''), r.images, r.price, r.currency, r.height, r.length, r.width,
      r.dimension_unit, r.weight, r.weight_unit, r.availability
    from ${rows} join import_outcome o using (sku)
    join brands b on lower(b.name) = lower(r.brand)
    join import_groups g on g.brand_id = b.id and lower(g.group_name) = lower(r.group_name)
    where ${mine} and o.outcome <> 'unchanged'
    on conflict (sku) do update set item_group_id = excluded.item_group_id, name = excluded.name,
      color = excluded.color, size = excluded.size, cover_image = excluded.cover_image,
      images = excluded.images, selling_price = excluded.selling_price, currency = excluded.currency,
      height = excluded.height, length = excluded.length, width = excluded.width,
      dimension_unit = excluded.dimension_unit, weight = excluded.weight,
      weight_unit = excluded.weight_unit, availability = excluded.availability
    returning id, item_group_id`,
  );
  await tx.execute(sql`
    delete from price_slabs where product_id in (
      select product_id from import_outcome where outcome = 'updated')`);
  await tx.execute(sql`
    insert into price_slabs (product_id, position, operator, min_quantity, max_quantity,
      selling_price, currency)
    select p.id, (s.n - 1)::int, s.e->>'operator', (s.e->>'min')::int, (s.e->>'max')::int,
      (s.e->>'price')::numeric, s.e->>'currency'
    from ${rows} join import_outcome o using (sku)
    join products p on p.sku = r.sku
    cross join lateral jsonb_array_elements(r.slabs) with ordinality as s(e, n)
    where ${mine} and o.outcome <> 'unchanged'`);
  await writeCartons(tx, importId);

  const old = await queryRows<{ old_group_id: number }>(
    tx,
    sql`select distinct old_group_id from import_outcome
        where outcome = 'updated' and old_group_id is not null`,
  );
  const touched = [
    ...new Set([
      ...written.map((w) => Number(w.item_group_id)),
      ...old.map((o) => Number(o.old_group_id)),
      ...moved.map((m) => Number(m.id)),
    ]),
  ];
  await indexItemGroups(tx, touched.length > REINDEX_ALL_AFTER ? 'all' : touched);
  return counts;
}

async function classifyCountsFrom(tx: Database): Promise<Counts & { changes: ImportChange[] }> {
  const [row] = await queryRows<Counts & { changes: ImportChange[] }>(
    tx,
    countsAndChanges(sql`import_outcome`),
  );
  return row!;
}
