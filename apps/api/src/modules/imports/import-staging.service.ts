// Phase 1 of a catalogue import, the check (docs/catalogue-import.md): the stored file is read in
// a worker thread, each row checked with the domain's rules and the good ones staged in
// catalogue_import_rows, 2,000 at a time (one statement per batch), with processed_rows updated
// after each batch; then the checks that span rows run as SQL on the staging table. A dry run, or
// a file with problems, ends here with the counts a real run would give. import.service.ts runs
// the phases; import-apply.service.ts writes the staged rows.
import { sql } from 'drizzle-orm';
import {
  checkImportRow,
  IMPORT_COLUMNS,
  type ImportRow,
} from '@solestock/domain/back-office/catalogue-import';
import type { ImportChange, ImportError } from '@solestock/domain/back-office/catalogue-import-job';
import { queryRows, type Database } from '../../db/connect.ts';
import { takeTurns } from '../../http/take-turns.ts';
import { groupSettingProblems } from './import-group-settings.ts';
import { ImportFileProblem, type ImportFormat } from './import-file.ts';
import { useKnownCopies } from './import-images.ts';
import { cartonProblems } from './import-packs.ts';
import { classified, countsAndChanges, type Counts } from './import-outcome.ts';
import { readImportInWorker, READER_LIMITS, type ReaderLimits } from './import-reader.ts';

/** Rows staged per statement. */
const BATCH = 2_000;
/** Problems listed in full; past this many, one more line says how many were left out. */
export const MAX_LISTED_ERRORS = 1_000;

/** What the caller may watch or bound while the file is read (RunHooks, import.service.ts). */
export interface StagingHooks {
  /** Called after each batch (the CLI prints progress). */
  onProgress?: (processed: number, total: number) => void;
  /** The file reader's heap and time limits (tests lower them). */
  readerLimits?: ReaderLimits;
}

/** What the check found: the rows read, and the problems in the file's order (none: all staged). */
export interface Staged {
  total: number;
  errors: ImportError[];
}

/**
 * Reads the stored file, checks and stages its rows, then runs the checks that span rows. It
 * starts over: a crashed attempt's staged rows and counts are dropped. Answers null when the file
 * itself could not be read, the import then marked failed.
 */
export async function stageImport(
  db: Database,
  importId: number,
  format: ImportFormat,
  fileSize: number,
  hooks: StagingHooks,
): Promise<Staged | null> {
  const bytes = await storedFile(db, importId, fileSize);

  // Start over: a crashed attempt's staged rows and counts are dropped.
  await db.execute(sql`delete from catalogue_import_rows where import_id = ${importId}`);
  await db.execute(sql`
    update catalogue_imports
    set status = 'running', processed_rows = 0, total_rows = 0, created = 0, updated = 0,
        unchanged = 0, errors = '[]'::jsonb, changes = '[]'::jsonb
    where id = ${importId}`);

  const errors: ImportError[] = [];
  let moreErrors = 0;
  const addError = (e: ImportError) => {
    if (errors.length < MAX_LISTED_ERRORS) errors.push(e);
    else moreErrors++;
  };
  const fail = async (list: ImportError[]) => {
    await db.execute(sql`
      update catalogue_imports
      set status = 'failed', file = null, finished_at = now(), errors = ${JSON.stringify(list)}::jsonb
      where id = ${importId}`);
    await db.execute(sql`delete from catalogue_import_rows where import_id = ${importId}`);
  };

  // Phase 1: check and stage. The file is read in a worker thread (import-reader.ts).
  let total: number;
  const reading = readImportInWorker(bytes, format, hooks.readerLimits ?? READER_LIMITS);
  try {
    total = await reading.total();
    await db.execute(
      sql`update catalogue_imports set total_rows = ${total} where id = ${importId}`,
    );
    const seen = new Map<string, number>();
    let batch: { row: number; data: ImportRow }[] = [];
    let processed = 0;
    const flush = async () => {
      if (batch.length) await stageRows(db, importId, batch);
      batch = [];
      await db.execute(
        sql`update catalogue_imports set processed_rows = ${processed} where id = ${importId}`,
      );
      hooks.onProgress?.(processed, total);
    };
    const turn = takeTurns();
    for await (const records of reading.batches())
      for (const { row, record } of records) {
        await turn();
        processed++;
        const checked = checkImportRow(record);
        for (const p of checked.problems) addError({ row, ...p });
        if (checked.row) {
          const earlier = seen.get(checked.row.sku);
          if (earlier !== undefined) {
            addError({
              row,
              column: 'sku',
              message: `The SKU ${checked.row.sku.slice(0, 64)} is already on row ${earlier}: each product has one row.`,
            });
          } else {
            seen.set(checked.row.sku, row);
            batch.push({ row, data: checked.row });
          }
        } else {
          const sku = (record.sku ?? '').trim();
          if (sku && !seen.has(sku)) seen.set(sku, row);
        }
        if (processed % BATCH === 0) await flush();
      }
    await flush();
  } catch (err) {
    if (err instanceof ImportFileProblem) {
      await fail([{ row: err.row, column: null, message: err.message }]);
      return null;
    }
    throw err;
  } finally {
    await reading.close();
  }
  // Addresses fetched by an earlier import read as their copies (import-images.ts).
  await useKnownCopies(db, importId);
  for (const e of await crossRowProblems(db, importId)) addError(e);
  // In the file's order: by row, then by column as the header lists them.
  const columnOrder = (c: string | null) => (c === null ? -1 : IMPORT_COLUMNS.indexOf(c));
  errors.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
  if (moreErrors)
    errors.push({
      row: errors.at(-1)?.row ?? 0,
      column: null,
      message: `…and ${moreErrors} more problems not listed: fix these and check the file again.`,
    });

  return { total, errors };
}

/**
 * Ends a dry run (done) or a file with problems (failed) without writing the catalogue: with the
 * counts a real run would give and its first changes when there is no problem, none otherwise.
 */
export async function finishWithoutWriting(
  db: Database,
  importId: number,
  dryRun: boolean,
  errors: ImportError[],
): Promise<void> {
  const { changes, ...counts } = errors.length
    ? { created: 0, updated: 0, unchanged: 0, changes: [] }
    : await classifyCounts(db, importId);
  const status = dryRun ? 'done' : 'failed';
  await db.execute(sql`
    update catalogue_imports
    set status = ${status}, file = null, finished_at = now(), errors = ${JSON.stringify(errors)}::jsonb,
        created = ${counts.created}, updated = ${counts.updated}, unchanged = ${counts.unchanged},
        changes = ${JSON.stringify(changes)}::jsonb
    where id = ${importId}`);
  await db.execute(sql`delete from catalogue_import_rows where import_id = ${importId}`);
}

/** The stored file is read this many bytes at a time. */
const FILE_PART_BYTES = 1024 * 1024;

/**
 * The uploaded file, read a megabyte at a time: the whole file (up to 64 MB) in one answer would
 * hold the HTTP thread while its driver parses it (decision 173).
 */
async function storedFile(db: Database, importId: number, size: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let from = 0; from < size; from += FILE_PART_BYTES) {
    const [part] = await queryRows<{ bytes: Buffer | Uint8Array }>(
      db,
      sql`select substring(file from ${from + 1} for ${FILE_PART_BYTES}) as bytes
          from catalogue_imports where id = ${importId}`,
    );
    parts.push(Buffer.from(part!.bytes));
  }
  return Buffer.concat(parts);
}

/** One statement per batch: the rows travel as one JSON parameter. */
async function stageRows(
  db: Database,
  importId: number,
  batch: { row: number; data: ImportRow }[],
) {
  const json = JSON.stringify(
    batch.map(({ row, data }) => ({
      row_number: row,
      sku: data.sku,
      group_name: data.group,
      brand: data.brand,
      head_category: data.head_category,
      subcategory: data.subcategory,
      colour: data.colour,
      size: data.size,
      price: data.price,
      currency: data.currency,
      height: data.height,
      length: data.length,
      width: data.width,
      dimension_unit: data.dimension_unit,
      weight: data.weight,
      weight_unit: data.weight_unit,
      availability: data.availability,
      images: data.images,
      slabs: data.slabs,
      tier_scope: data.tier_scope,
      sale_mode: data.sale_mode,
      ships_from: data.ships_from,
      ships_by: data.ships_by,
      min_pairs: data.min_pairs,
      hs_code: data.hs_code,
      country_of_origin: data.country_of_origin,
      pack_pairs: data.pack_pairs,
      pack_name: data.pack_name,
    })),
  );
  await db.execute(sql`
    insert into catalogue_import_rows (import_id, row_number, sku, group_name, brand, head_category,
      subcategory, colour, size, price, currency, height, length, width, dimension_unit, weight,
      weight_unit, availability, images, slabs, tier_scope, sale_mode, ships_from, ships_by, min_pairs,
      hs_code, country_of_origin, pack_pairs, pack_name)
    select ${importId}, x.row_number, x.sku, x.group_name, x.brand, x.head_category, x.subcategory,
      x.colour, x.size, x.price, x.currency, x.height, x.length, x.width, x.dimension_unit, x.weight,
      x.weight_unit, x.availability, x.images,
      (select coalesce(jsonb_agg(jsonb_build_object(
                'operator', e->>'operator', 'min', (e->>'min')::int, 'max', (e->>'max')::int,
                'price', (e->>'price')::numeric, 'currency', e->>'currency') order by o), '[]'::jsonb)
         from jsonb_array_elements(x.slabs) with ordinality as s(e, o)),
      x.tier_scope, x.sale_mode, x.ships_from, x.ships_by, x.min_pairs, x.hs_code,
      x.country_of_origin, x.pack_pairs, x.pack_name
    from jsonb_to_recordset(${json}::jsonb) as x(row_number int, sku text, group_name text,
      brand text, head_category text, subcategory text, colour text, size text, price numeric,
      currency text, height numeric, length numeric, width numeric, dimension_unit text,
      weight numeric, weight_unit text, availability int, images jsonb, slabs jsonb,
      tier_scope text, sale_mode text, ships_from text, ships_by text, min_pairs int,
      hs_code text, country_of_origin text, pack_pairs int, pack_name text)`);
}

/** Problems that only the staged rows together (and the catalogue) can show. */
async function crossRowProblems(db: Database, importId: number): Promise<ImportError[]> {
  const archived = await queryRows<{ row_number: number; sku: string }>(
    db,
    sql`select r.row_number, r.sku from catalogue_import_rows r
        join products p on p.sku = r.sku and p.archived_at is not null
        where r.import_id = ${importId} order by r.row_number limit ${MAX_LISTED_ERRORS}`,
  );
  const split = await queryRows<{
    row_number: number;
    group_name: string;
    first_row: number;
    first_head: string;
    first_sub: string;
  }>(
    db,
    sql`select row_number, group_name, first_row, first_head, first_sub from (
          select r.row_number, r.group_name, r.head_category, r.subcategory,
            first_value(r.row_number) over w as first_row,
            first_value(r.head_category) over w as first_head,
            first_value(r.subcategory) over w as first_sub
          from catalogue_import_rows r where r.import_id = ${importId}
          window w as (partition by lower(r.brand), lower(r.group_name) order by r.row_number)
        ) g
        where lower(head_category) <> lower(first_head) or lower(subcategory) <> lower(first_sub)
        order by row_number limit ${MAX_LISTED_ERRORS}`,
  );
  // A group's own settings (tier_scope, sale_mode, …): one value per group, a window that holds.
  const disagreeing = await groupSettingProblems(db, importId);
  return [
    ...disagreeing,
    ...archived.map((r) => ({
      row: r.row_number,
      column: 'sku',
      message: `The product ${r.sku.slice(0, 64)} is archived (orders name it): restore it in the catalogue before importing it, or leave its row out.`,
    })),
    ...split.map((r) => ({
      row: r.row_number,
      column: 'head_category',
      message: `Row ${r.first_row} puts the group ${r.group_name.slice(0, 60)} in ${r.first_head.slice(0, 40)} / ${r.first_sub.slice(0, 40)}: every row of a group names the same categories.`,
    })),
    ...(await cartonProblems(db, importId)),
  ];
}

async function classifyCounts(
  db: Database,
  importId: number,
): Promise<Counts & { changes: ImportChange[] }> {
  const [row] = await queryRows<Counts & { changes: ImportChange[] }>(
    db,
    sql`with classified as materialized (${classified(importId)})
        ${countsAndChanges(sql`classified`)}`,
  );
  return row ?? { created: 0, updated: 0, unchanged: 0, changes: [] };
}
