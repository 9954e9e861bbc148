// The item group's own columns of the catalogue import (docs/catalogue-import.md): tier_scope,
// sale_mode, ships_from, ships_by, min_pairs, hs_code, country_of_origin and material, on every product row of the group. Every row of
// a group must say the same (the first disagreeing row is named); a file without a column leaves
// that setting of its groups as it is; an empty cell is the default (no date, no minimum). The
// shipping window is checked with the values the group will hold once the file is merged, by
// the same rule as the console's form (shipWindowProblems).
import { sql } from 'drizzle-orm';
import { shipWindowProblems } from '@solestock/domain/back-office/catalogue-schemas';
import type { ImportError } from '@solestock/domain/back-office/catalogue-import-job';
import { queryRows, type Database } from '../../db/connect.ts';

const MAX_LISTED = 1_000;

/** Each staged group column: its name, how a sentence calls it, what an empty cell means. */
const GROUP_SETTINGS: readonly [column: string, what: string, fallback: string | null][] = [
  ['tier_scope', 'tier scope', 'product'],
  ['sale_mode', 'sale mode', 'unlimited'],
  ['ships_from', 'first shipping date', null],
  ['ships_by', 'last shipping date', null],
  ['min_pairs', 'minimum', '0'],
  ['hs_code', 'HS code', null],
  ['country_of_origin', 'country of origin', null],
  ['material', 'material', null],
  ['name_ja', 'Japanese name', null],
  ['name_zh_cn', 'Chinese name', null],
  ['bullet_points_ja', 'Japanese bullet points', null],
  ['bullet_points_zh_cn', 'Chinese bullet points', null],
];

/** A translation column and the language and field it writes (docs/translations.md). */
const TRANSLATION_CELLS = [
  ['name_ja', 'ja', 'name'],
  ['name_zh_cn', 'zh-CN', 'name'],
  ['bullet_points_ja', 'ja', 'bullet_points'],
  ['bullet_points_zh_cn', 'zh-CN', 'bullet_points'],
] as const;

/** The group's stored translation of a column ('' / [] when there is none), on item_groups `ig`. */
const storedTranslation = (locale: string, field: 'name' | 'bullet_points') =>
  field === 'name'
    ? sql`coalesce((select t.name from item_group_translations t where t.item_group_id = ig.id and t.locale = ${locale}), '')`
    : sql`coalesce((select t.bullet_points from item_group_translations t where t.item_group_id = ig.id and t.locale = ${locale}), '[]'::jsonb)`;

/**
 * A staged row's window dates as the group will hold them: the file's cell ('' clears it), or
 * the group's own when the file has no such column; cleared when the file makes it anything but
 * a pre-order (a window belongs to a pre-order).
 */
const effectiveDate = (column: 'ships_from' | 'ships_by') => sql`
  case when r.${sql.raw(column)} is not null then nullif(r.${sql.raw(column)}, '')
       when r.sale_mode is not null and r.sale_mode <> 'pre_order' then null
       else ig.${sql.raw(column)}::text end`;

/** The rows of a group that disagree with its first row, and groups whose window cannot be. */
export async function groupSettingProblems(db: Database, importId: number): Promise<ImportError[]> {
  const problems: ImportError[] = [];
  for (const [column, what, fallback] of GROUP_SETTINGS) {
    const rows = await queryRows<{
      row_number: number;
      group_name: string;
      first_row: number;
      first_value: string | null;
    }>(
      db,
      sql`select row_number, group_name, first_row, first_value from (
            select r.row_number, r.group_name, r.${sql.raw(column)}::text as value,
              first_value(r.row_number) over w as first_row,
              first_value(r.${sql.raw(column)}::text) over w as first_value
            from catalogue_import_rows r where r.import_id = ${importId}
            window w as (partition by lower(r.brand), lower(r.group_name) order by r.row_number)
          ) g
          where value is distinct from first_value
          order by row_number limit ${MAX_LISTED}`,
    );
    for (const r of rows) {
      const value = r.first_value || fallback;
      problems.push({
        row: r.row_number,
        column,
        message: `Row ${r.first_row} gives the group ${r.group_name.slice(0, 60)} ${value === null ? `no ${what}` : `the ${what} ${value}`}: every row of a group names the same ${what}.`,
      });
    }
  }
  // One row per group whose file names any of the sale columns: the first.
  const windows = await queryRows<{
    row_number: number;
    sale_mode: string;
    ships_from: string | null;
    ships_by: string | null;
  }>(
    db,
    sql`select distinct on (lower(r.brand), lower(r.group_name)) r.row_number,
          coalesce(r.sale_mode, ig.sale_mode, 'unlimited') as sale_mode,
          ${effectiveDate('ships_from')} as ships_from, ${effectiveDate('ships_by')} as ships_by
        from catalogue_import_rows r
        left join brands b on lower(b.name) = lower(r.brand)
        left join item_groups ig on ig.brand_id = b.id and lower(ig.name) = lower(r.group_name)
        where r.import_id = ${importId}
          and (r.sale_mode is not null or r.ships_from is not null or r.ships_by is not null)
        order by lower(r.brand), lower(r.group_name), r.row_number, ig.id`,
  );
  for (const w of windows)
    for (const p of shipWindowProblems(w))
      problems.push({ row: w.row_number, column: p.field, message: p.message });
  return problems;
}

/** The classified rows' `changed` entries for the group columns (inside `array[…]`). */
export const changedGroupSettings = sql`
  case when r.tier_scope is not null and ig.tier_scope is distinct from r.tier_scope
       then 'tier_scope' end,
  case when r.sale_mode is not null and ig.sale_mode is distinct from r.sale_mode
       then 'sale_mode' end,
  case when r.ships_from is not null and ig.ships_from is distinct from nullif(r.ships_from, '')::date
       then 'ships_from' end,
  case when r.ships_by is not null and ig.ships_by is distinct from nullif(r.ships_by, '')::date
       then 'ships_by' end,
  case when r.min_pairs is not null and ig.min_pairs is distinct from r.min_pairs
       then 'min_pairs' end,
  case when r.hs_code is not null and ig.hs_code is distinct from r.hs_code
       then 'hs_code' end,
  case when r.country_of_origin is not null and ig.country_of_origin is distinct from r.country_of_origin
       then 'country_of_origin' end,
  case when r.material is not null and ig.material is distinct from r.material
       then 'material' end,
  ${sql.join(
    TRANSLATION_CELLS.map(
      ([column, locale, field]) =>
        sql`case when r.${sql.raw(column)} is not null and ${storedTranslation(locale, field)} is distinct from r.${sql.raw(column)} then ${column} end`,
    ),
    sql`, `,
  )}`;

/**
 * Writes the translations of each group the merge names (temp table import_groups) whose file has
 * a translation column: a language's row is created, changed, or deleted once it holds nothing.
 */
export async function applyGroupTranslations(tx: Database): Promise<void> {
  for (const locale of ['ja', 'zh-CN'] as const) {
    const suffix = locale === 'ja' ? 'ja' : 'zh_cn';
    const name = sql.raw(`g.name_${suffix}`);
    const bullets = sql.raw(`g.bullet_points_${suffix}`);
    await tx.execute(sql`
      insert into item_group_translations (item_group_id, locale, name, bullet_points)
      select g.group_id, ${locale}, coalesce(${name}, t.name, ''),
        case when ${bullets} is null then t.bullet_points
             when ${bullets} = '[]'::jsonb then null else ${bullets} end
      from import_groups g
      left join item_group_translations t on t.item_group_id = g.group_id and t.locale = ${locale}
      where ${name} is not null or ${bullets} is not null
      on conflict (item_group_id, locale) do update set name = excluded.name,
        bullet_points = excluded.bullet_points, updated_at = now()`);
  }
  await tx.execute(sql`
    delete from item_group_translations t using import_groups g
    where t.item_group_id = g.group_id and t.name = '' and t.bullet_points is null`);
}

/**
 * Sets the sale columns on each group the merge names (temp table import_groups), in one
 * statement so the database's window check sees both dates at once.
 */
export async function applyGroupSettings(tx: Database): Promise<void> {
  const date = (column: 'ships_from' | 'ships_by') => sql`
    case when g.${sql.raw(column)} is not null then nullif(g.${sql.raw(column)}, '')::date
         when g.sale_mode is not null and g.sale_mode <> 'pre_order' then null
         else ig.${sql.raw(column)} end`;
  await tx.execute(sql`
    update item_groups ig set sale_mode = coalesce(g.sale_mode, ig.sale_mode),
      ships_from = ${date('ships_from')}, ships_by = ${date('ships_by')},
      min_pairs = coalesce(g.min_pairs, ig.min_pairs), hs_code = coalesce(g.hs_code, ig.hs_code),
      country_of_origin = coalesce(g.country_of_origin, ig.country_of_origin),
      material = coalesce(g.material, ig.material)
    from import_groups g
    where ig.id = g.group_id
      and (g.sale_mode is not null or g.ships_from is not null or g.ships_by is not null
           or g.min_pairs is not null or g.hs_code is not null or g.country_of_origin is not null
           or g.material is not null)`);
}
