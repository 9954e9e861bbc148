// The catalogue as the import format's rows (docs/catalogue-import.md), read 1,000 products at a
// time in id order and written out as CSV or XLSX while the next batch is read: the whole
// catalogue is never in memory. Archived products are left out (they cannot be imported back;
// the format has no column for them). Every text cell goes through inertCell, for CSV and XLSX
// alike, so no cell runs as a formula in a spreadsheet; the importer undoes it.
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  exportPrice,
  IMPORT_COLUMNS,
  inertCell,
  SLAB_FIELDS,
} from '@solestock/domain/back-office/catalogue-import';
import { MAX_SLABS } from '@solestock/domain/back-office/slab-table';
import { decimal } from '@solestock/domain/money';
import { queryRows, type Database } from '../../db/connect.ts';
import { takeTurns } from '../../http/take-turns.ts';

const BATCH = 1_000;
/** CSV rows written at once: a few milliseconds of the thread, then its turn is checked. */
const CSV_ROWS = 100;

interface ProductRow {
  id: number;
  sku: string;
  group_name: string;
  brand: string;
  head_category: string;
  subcategory: string;
  color: string;
  size: string | null;
  price: string;
  currency: string;
  height: string | null;
  length: string | null;
  width: string | null;
  dimension_unit: string;
  weight: string | null;
  weight_unit: string;
  availability: number;
  tier_scope: string;
  sale_mode: string;
  ships_from: string | null;
  ships_by: string | null;
  min_pairs: number;
  hs_code: string;
  country_of_origin: string;
  material: string;
  pack_pairs: number | null;
  pack_name: string | null;
  /** The group's translations (docs/translations.md): '' / null when there are none. */
  name_ja: string;
  name_zh_cn: string;
  bullet_points_ja: string[] | null;
  bullet_points_zh_cn: string[] | null;
  images: string[];
  slabs: {
    operator: string;
    min: number | null;
    max: number | null;
    price: string;
    currency: string;
  }[];
}

/** A cell: text (always through inertCell) or a number the spreadsheet may compute with. */
type Cell = { text: string } | { number: string };

async function* catalogueRows(db: Database): AsyncGenerator<Cell[][]> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<ProductRow>(
      db,
      sql`select p.id, p.sku, ig.name as group_name, b.name as brand, h.name as head_category,
            s.name as subcategory, p.color, p.size, p.selling_price::text as price, p.currency,
            p.height::text as height, p.length::text as length, p.width::text as width,
            p.dimension_unit, p.weight::text as weight, p.weight_unit, p.availability, ig.tier_scope,
            ig.sale_mode, ig.ships_from::text as ships_from, ig.ships_by::text as ships_by, ig.min_pairs,
            ig.hs_code, ig.country_of_origin, ig.material,
            coalesce(tja.name, '') as name_ja, coalesce(tzh.name, '') as name_zh_cn,
            tja.bullet_points as bullet_points_ja, tzh.bullet_points as bullet_points_zh_cn,
            case when p.images = '[]'::jsonb and p.cover_image <> ''
                 then jsonb_build_array(p.cover_image) else p.images end as images,
            coalesce((select jsonb_agg(jsonb_build_object('operator', ps.operator,
                        'min', ps.min_quantity, 'max', ps.max_quantity,
                        'price', ps.selling_price::text, 'currency', ps.currency) order by ps.position)
                      from price_slabs ps where ps.product_id = p.id), '[]'::jsonb) as slabs,
            (pk.ratio->>p.size)::int as pack_pairs,
            case when pk.ratio->>p.size is not null then pk.name end as pack_name
          from products p
          join item_groups ig on ig.id = p.item_group_id
          join brands b on b.id = ig.brand_id
          join head_categories h on h.id = ig.head_category_id
          join subcategories s on s.id = ig.subcategory_id
          left join item_group_translations tja on tja.item_group_id = ig.id and tja.locale = 'ja'
          left join item_group_translations tzh on tzh.item_group_id = ig.id and tzh.locale = 'zh-CN'
          -- The colour's standard carton (its first pack): this size's pairs in it, and its name.
          left join lateral (select sp.ratio, sp.name from packs sp
            where sp.item_group_id = p.item_group_id and sp.color = p.color
            order by sp.id limit 1) pk on true
          where p.archived_at is null and p.id > ${after}
          order by p.id limit ${BATCH}`,
    );
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    yield rows.map(toCells);
    if (rows.length < BATCH) return;
  }
}

function toCells(p: ProductRow): Cell[] {
  const text = (v: string | null) => ({ text: v ?? '' });
  const num = (v: string | number | null) =>
    v === null || v === '' ? { text: '' } : { number: String(v) };
  const cells: Cell[] = [
    text(p.sku),
    text(p.group_name),
    text(p.brand),
    text(p.head_category),
    text(p.subcategory),
    text(p.color),
    text(p.size),
    num(exportPrice(p.price)),
    text(p.currency.toUpperCase()),
    num(p.height),
    num(p.length),
    num(p.width),
    text(p.dimension_unit),
    num(p.weight),
    text(p.weight_unit),
    num(p.availability),
    text(p.images.join(' | ')),
  ];
  for (let i = 0; i < MAX_SLABS; i++) {
    const s = p.slabs[i];
    if (!s) cells.push(...SLAB_FIELDS.map(() => text('')));
    else
      cells.push(
        text(s.operator),
        num(s.min),
        num(s.max),
        num(exportPrice(s.price)),
        text(s.currency.toUpperCase()),
      );
  }
  cells.push(
    text(p.tier_scope),
    text(p.sale_mode),
    text(p.ships_from),
    text(p.ships_by),
    num(p.min_pairs),
    // Text, so a spreadsheet keeps an HS code's leading zeros.
    text(p.hs_code),
    text(p.country_of_origin),
    text(p.material),
  );
  cells.push(num(p.pack_pairs), text(p.pack_name));
  cells.push(
    text(p.name_ja),
    text(p.name_zh_cn),
    text((p.bullet_points_ja ?? []).join(' | ')),
    text((p.bullet_points_zh_cn ?? []).join(' | ')),
  );
  return cells;
}

const csvCell = (c: Cell) => ('text' in c ? inertCell(c.text) : c.number);

/** The catalogue as CSV (UTF-8 with a BOM, so spreadsheets read accents right). */
export function exportCatalogueCsv(db: Database): Readable {
  return Readable.from(
    (async function* () {
      yield '\uFEFF' + stringify([IMPORT_COLUMNS]);
      const turn = takeTurns();
      for await (const batch of catalogueRows(db))
        for (let i = 0; i < batch.length; i += CSV_ROWS) {
          yield stringify(batch.slice(i, i + CSV_ROWS).map((r) => r.map(csvCell)));
          await turn();
        }
    })(),
  );
}

/** The catalogue as an XLSX workbook (one sheet), written by exceljs's streaming writer. */
export function exportCatalogueXlsx(db: Database): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Catalogue');
  void (async () => {
    sheet.addRow([...IMPORT_COLUMNS]).commit();
    const turn = takeTurns();
    for await (const batch of catalogueRows(db)) {
      for (const cells of batch) {
        await turn();
        sheet
          .addRow(
            cells.map((c) => {
              if ('text' in c) return inertCell(c.text);
              // A number the sheet holds exactly stays a number; a price beyond a double's
              // precision stays text, so nothing is rounded on the way out.
              const n = Number(c.number);
              return decimal(String(n)).equals(c.number) ? n : c.number;
            }),
          )
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
