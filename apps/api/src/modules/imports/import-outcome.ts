// What each staged row of a catalogue import does to the catalogue (docs/catalogue-import.md):
// `created`, `updated` (with the columns that change) or `unchanged`, and the counts with the
// first changes listed. Shared by the dry run's answer (import-staging.service.ts) and the write
// (import-apply.service.ts), so both report the same outcome for the same file.
import { sql } from 'drizzle-orm';
import { changedGroupSettings } from './import-group-settings.ts';
import { cartonChanges, standardCartonJoin } from './import-packs.ts';

/** Rows created or changed listed one by one (with the columns that change); the counts say the rest. */
export const MAX_LISTED_CHANGES = 200;

/**
 * For each staged row: `created` (no product has its SKU), `unchanged` (the product reads exactly
 * as the row: the export's view of it) or `updated`, with `changed`: the columns (the file's
 * names) whose value differs from the product's.
 */
export const classified = (importId: number) => sql`
  select sku, product_id, old_group_id,
    case when product_id is null then 'created'
         when cardinality(changed) = 0 then 'unchanged' else 'updated' end as outcome,
    row_number, group_name, changed
  from (
    select r.sku, r.row_number, r.group_name, p.id as product_id, p.item_group_id as old_group_id,
      case when p.id is null then '{}'::text[] else array_remove(array[
        case when lower(ig.name) is distinct from lower(r.group_name) then 'group' end,
        case when lower(b.name) is distinct from lower(r.brand) then 'brand' end,
        case when lower(h.name) is distinct from lower(r.head_category) then 'head_category' end,
        case when lower(s.name) is distinct from lower(r.subcategory) then 'subcategory' end,
        ${changedGroupSettings},
        case when p.color is distinct from r.colour then 'colour' end,
        case when p.size is distinct from r.size then 'size' end,
        case when p.selling_price is distinct from r.price then 'price' end,
        case when p.currency is distinct from r.currency then 'currency' end,
        case when p.height is distinct from r.height then 'height' end,
        case when p.length is distinct from r.length then 'length' end,
        case when p.width is distinct from r.width then 'width' end,
        case when p.dimension_unit is distinct from r.dimension_unit then 'dimension_unit' end,
        case when p.weight is distinct from r.weight then 'weight' end,
        case when p.weight_unit is distinct from r.weight_unit then 'weight_unit' end,
        case when p.availability is distinct from r.availability then 'availability' end,
        case when (case when p.images = '[]'::jsonb and p.cover_image <> ''
                        then jsonb_build_array(p.cover_image) else p.images end)
                  is distinct from r.images then 'images' end,
        case when coalesce((select jsonb_agg(jsonb_build_object(
                  'operator', ps.operator, 'min', ps.min_quantity, 'max', ps.max_quantity,
                  'price', ps.selling_price, 'currency', ps.currency) order by ps.position)
                from price_slabs ps where ps.product_id = p.id), '[]'::jsonb)
                  is distinct from r.slabs then 'slabs' end,
        ${cartonChanges}
      ], null) end as changed
    from catalogue_import_rows r
    left join products p on p.sku = r.sku
    left join item_groups ig on ig.id = p.item_group_id
    left join brands b on b.id = ig.brand_id
    left join head_categories h on h.id = ig.head_category_id
    left join subcategories s on s.id = ig.subcategory_id
    ${standardCartonJoin}
    where r.import_id = ${importId}
  ) c`;

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

/** The counts, and the first rows created or changed as ImportChange, from classified rows. */
export const countsAndChanges = (rows: ReturnType<typeof sql>) => sql`
  select count(*) filter (where outcome = 'created')::int as created,
    count(*) filter (where outcome = 'updated')::int as updated,
    count(*) filter (where outcome = 'unchanged')::int as unchanged,
    (select coalesce(jsonb_agg(jsonb_build_object('row', l.row_number, 'sku', l.sku,
        'group', l.group_name, 'action', case when l.outcome = 'created' then 'create' else 'update' end,
        'fields', to_jsonb(l.changed)) order by l.row_number), '[]'::jsonb)
      from (select * from ${rows} x where x.outcome <> 'unchanged'
            order by x.row_number limit ${MAX_LISTED_CHANGES}) l) as changes
  from ${rows} c`;
