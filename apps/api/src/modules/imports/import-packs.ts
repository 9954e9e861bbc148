// The catalogue import's cartons (docs/catalogue-import.md, "Cartons"; decision 143): a row's
// `pack_pairs` is its size's pairs in its colour's standard carton (the colour's first pack) and
// `pack_name` the carton's name. Each row speaks for its own size: the file's sizes are set (0 or
// empty takes one out), sizes it does not name keep theirs (the domain's mergeRatio), so a
// partial file never shrinks a carton and an export imported back changes nothing. The checks
// that span rows run on the staged rows; the write runs inside the import's one transaction.
import { sql } from 'drizzle-orm';
import {
  defaultPackName,
  mergeRatio,
  PACK_PAIRS_MAX,
  PACK_PAIRS_MIN,
  packPairs,
  type PackRatio,
} from '@solestock/domain';
import type { ImportError } from '@solestock/domain/back-office/catalogue-import-job';
import { queryRows, type Database } from '../../db/connect.ts';

/** For the classification: the standard carton of the row's group (`ig`) and colour, as `pk`. */
export const standardCartonJoin = sql`left join lateral (
    select sp.ratio, sp.name from packs sp where sp.item_group_id = ig.id and sp.color = r.colour
    order by sp.id limit 1) pk on true`;

/** The columns a row changes when its cells differ from that carton (`pk`), else null. */
export const cartonChanges = sql`
  case when r.pack_pairs is not null and r.size is not null
        and coalesce((pk.ratio->>r.size)::int, 0) <> r.pack_pairs then 'pack_pairs' end,
  case when r.pack_pairs > 0 and r.pack_name <> '' and pk.name is distinct from r.pack_name
       then 'pack_name' end`;

const limited = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text);

/**
 * Problems only the rows together show: two rows of one size that disagree on its pairs, rows
 * of one carton that name it differently (the first disagreeing row is named), and a carton that
 * would hold 1 or more than 500 pairs (named on its colour's first row).
 */
export async function cartonProblems(db: Database, importId: number): Promise<ImportError[]> {
  const sizes = await queryRows<{
    row_number: number;
    size: string;
    colour: string;
    first_row: number;
    first_pairs: number;
  }>(
    db,
    sql`select row_number, size, colour, first_row, first_pairs from (
          select r.row_number, r.size, r.colour, r.pack_pairs,
            first_value(r.row_number) over w as first_row,
            first_value(r.pack_pairs) over w as first_pairs
          from catalogue_import_rows r
          where r.import_id = ${importId} and r.pack_pairs is not null and r.size is not null
          window w as (partition by lower(r.brand), lower(r.group_name), r.colour, r.size
                       order by r.row_number)
        ) s where pack_pairs <> first_pairs order by row_number`,
  );
  const names = await queryRows<{
    row_number: number;
    colour: string;
    first_row: number;
    first_name: string;
  }>(
    db,
    sql`select row_number, colour, first_row, first_name from (
          select r.row_number, r.colour, r.pack_name,
            first_value(r.row_number) over w as first_row,
            first_value(r.pack_name) over w as first_name
          from catalogue_import_rows r
          where r.import_id = ${importId} and r.pack_pairs > 0 and r.pack_name <> ''
          window w as (partition by lower(r.brand), lower(r.group_name), r.colour
                       order by r.row_number)
        ) n where pack_name <> first_name order by row_number`,
  );
  // Each colour's carton as the file would leave it: the old one (its group found by name) with
  // the file's sizes set.
  const colours = await queryRows<{
    first_row: number;
    group_name: string;
    colour: string;
    named: Record<string, number>;
    old: PackRatio | null;
  }>(
    db,
    sql`with cells as (
          select lower(r.brand) as brand_key, lower(r.group_name) as group_key, r.colour, r.size,
            max(r.pack_pairs) as pairs, min(r.row_number) as first_row,
            min(r.group_name) as group_name
          from catalogue_import_rows r
          where r.import_id = ${importId} and r.pack_pairs is not null and r.size is not null
          group by 1, 2, 3, 4
        )
        select min(c.first_row) as first_row, min(c.group_name) as group_name, c.colour,
          jsonb_object_agg(c.size, c.pairs) as named,
          (select sp.ratio from packs sp
           where sp.color = c.colour and sp.item_group_id = (
             select min(ig.id) from item_groups ig join brands b on b.id = ig.brand_id
             where lower(b.name) = c.brand_key and lower(ig.name) = c.group_key)
           order by sp.id limit 1) as old
        from cells c group by c.brand_key, c.group_key, c.colour
        order by 1`,
  );
  const colourName = (c: string) => (c ? limited(c, 40) : 'the colourless products');
  return [
    ...sizes.map((r) => ({
      row: r.row_number,
      column: 'pack_pairs',
      message: `Row ${r.first_row} gives size ${limited(r.size, 20)} of ${colourName(r.colour)} ${r.first_pairs} pairs in the carton: every row of one size says the same.`,
    })),
    ...names.map((r) => ({
      row: r.row_number,
      column: 'pack_name',
      message: `Row ${r.first_row} names the carton of ${colourName(r.colour)} ${limited(r.first_name, 40)}: every row in one carton names it the same.`,
    })),
    ...colours.flatMap((c) => {
      const pairs = packPairs(mergeRatio(c.old, c.named));
      if (pairs === 0 || (pairs >= PACK_PAIRS_MIN && pairs <= PACK_PAIRS_MAX)) return [];
      return [
        {
          row: Number(c.first_row),
          column: 'pack_pairs',
          message: `The carton of ${colourName(c.colour)} of ${limited(c.group_name, 60)} would hold ${pairs} ${pairs === 1 ? 'pair' : 'pairs'}: a carton holds ${PACK_PAIRS_MIN} to ${PACK_PAIRS_MAX} pairs.`,
        },
      ];
    }),
  ];
}

/**
 * Writes each named colour's standard carton, after the products are written: made when the
 * colour has none, changed when it differs, removed when no size is left. A size no live product
 * of the colour has is left out (a carton holds only sizes on sale). Answers how many it wrote.
 */
export async function writeCartons(tx: Database, importId: number): Promise<number> {
  const colours = await queryRows<{
    group_id: number;
    colour: string;
    named: Record<string, number>;
    name: string | null;
    pack_id: number | null;
    old: PackRatio | null;
    old_name: string | null;
    live: string[];
  }>(
    tx,
    sql`with cells as (
          select p.item_group_id as group_id, r.colour, r.size, max(r.pack_pairs) as pairs,
            max(nullif(r.pack_name, '')) filter (where r.pack_pairs > 0) as name
          from catalogue_import_rows r join products p on p.sku = r.sku
          where r.import_id = ${importId} and r.pack_pairs is not null and r.size is not null
          group by 1, 2, 3
        ), colours as (
          select group_id, colour, jsonb_object_agg(size, pairs) as named, max(name) as name
          from cells group by group_id, colour
        )
        select c.group_id, c.colour, c.named, c.name, sp.id as pack_id, sp.ratio as old,
          sp.name as old_name,
          array(select distinct pr.size from products pr
                where pr.item_group_id = c.group_id and pr.color = c.colour
                  and pr.archived_at is null and pr.size is not null) as live
        from colours c
        left join lateral (select id, ratio, name from packs
                           where item_group_id = c.group_id and color = c.colour
                           order by id limit 1) sp on true`,
  );
  const removed: number[] = [];
  const changed: { id: number; name: string; ratio: PackRatio; pairs: number }[] = [];
  const made: { group_id: number; color: string; name: string; ratio: PackRatio; pairs: number }[] =
    [];
  for (const c of colours) {
    const live = new Set(c.live);
    const ratio = Object.fromEntries(
      Object.entries(mergeRatio(c.old, c.named)).filter(([size]) => live.has(size)),
    );
    const pairs = packPairs(ratio);
    const name = c.name ?? c.old_name ?? defaultPackName(pairs);
    if (pairs > PACK_PAIRS_MAX) continue;
    if (pairs < PACK_PAIRS_MIN) {
      if (c.pack_id !== null) removed.push(c.pack_id);
    } else if (c.pack_id === null)
      made.push({ group_id: c.group_id, color: c.colour, name, ratio, pairs });
    else if (name !== c.old_name || !sameRatio(ratio, c.old ?? {}))
      changed.push({ id: c.pack_id, name, ratio, pairs });
  }
  if (removed.length)
    await tx.execute(sql`delete from packs where id in (
      select (jsonb_array_elements_text(${JSON.stringify(removed)}::jsonb))::int)`);
  if (changed.length)
    await tx.execute(sql`
      update packs p set name = x.name, ratio = x.ratio, pairs = x.pairs
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
        as x(id int, name text, ratio jsonb, pairs int)
      where p.id = x.id`);
  if (made.length)
    await tx.execute(sql`
      insert into packs (item_group_id, color, name, ratio, pairs)
      select x.group_id, x.color, x.name, x.ratio, x.pairs
      from jsonb_to_recordset(${JSON.stringify(made)}::jsonb)
        as x(group_id int, color text, name text, ratio jsonb, pairs int)`);
  return removed.length + changed.length + made.length;
}

function sameRatio(a: Readonly<PackRatio>, b: Readonly<PackRatio>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
