// The imports module's plain reads and writes of the database (docs/catalogue-import.md): an
// upload kept in catalogue_imports and its progress, counts and outcome; its stored file read a
// part at a time; its good rows staged in catalogue_import_rows, and what the staged rows show
// together. The set-based merge of the staged rows into the catalogue is the write phase's own
// (import-apply.service.ts).
import { sql } from 'drizzle-orm';
import type { ImportRow } from '@solestock/domain/back-office/catalogue-import';
import type {
  ImportChange,
  ImportError,
  ImportStatus,
} from '@solestock/domain/back-office/catalogue-import-job';
import { queryRows, type Database } from '../../db/connect.ts';
import { catalogueImports } from '../../db/schema.ts';
import type { ImportFormat } from './import-file.ts';
import { classified, countsAndChanges, type Counts } from './import-outcome.ts';

/** An upload as it is kept: its file, how to read it, and who sent it from where. */
export interface NewImport {
  fileName: string;
  format: ImportFormat;
  dryRun: boolean;
  file: Buffer;
  staffId: number | null;
  address: string | null;
}

/** Keeps the upload (its name cut to 200 characters); answers its id. */
export async function insertImport(db: Database, upload: NewImport): Promise<number> {
  const [row] = await db
    .insert(catalogueImports)
    .values({
      fileName: upload.fileName.slice(0, 200),
      format: upload.format,
      dryRun: upload.dryRun,
      file: upload.file,
      staffId: upload.staffId,
      address: upload.address,
    })
    .returning({ id: catalogueImports.id });
  return row!.id;
}

export async function setImportJob(db: Database, importId: number, jobId: number): Promise<void> {
  await db.execute(sql`update catalogue_imports set job_id = ${jobId} where id = ${importId}`);
}

/** The import's answer as stored, all but its images; and when its image job finished. */
export async function importStatusRow(
  db: Database,
  id: number,
): Promise<(Omit<ImportStatus, 'images'> & { imagesFinishedAt: Date | string | null }) | null> {
  // The answer's own fields as stored, less what is worked out below (the id, times, the rest).
  const [row] = await queryRows<
    Omit<ImportStatus, 'id' | 'created_at' | 'finished_at' | 'changes_not_listed' | 'images'> & {
      id: string | number;
      created_at: Date | string;
      finished_at: Date | string | null;
      images_finished_at: Date | string | null;
    }
  >(
    db,
    sql`select id, status, dry_run, file_name, total_rows, processed_rows, created, updated,
          unchanged, errors, changes, created_at, finished_at, images_finished_at
        from catalogue_imports where id = ${id}`,
  );
  if (!row) return null;
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    id: Number(row.id),
    status: row.status,
    dry_run: row.dry_run,
    file_name: row.file_name,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    errors: row.errors,
    changes: row.changes,
    changes_not_listed: Math.max(0, row.created + row.updated - row.changes.length),
    imagesFinishedAt: row.images_finished_at,
    created_at: iso(row.created_at)!,
    finished_at: iso(row.finished_at),
  };
}

/** The import as its job reads it: where it stands, how its file reads, and who sent it. */
export interface StoredImport {
  status: string;
  format: ImportFormat;
  dry_run: boolean;
  file_size: number | null;
  staff_id: number | null;
  address: string | null;
  file_name: string;
}

export async function storedImport(
  db: Database,
  importId: number,
): Promise<StoredImport | undefined> {
  const [imp] = await queryRows<StoredImport>(
    db,
    sql`select status, format, dry_run, octet_length(file) as file_size, staff_id, address, file_name
        from catalogue_imports where id = ${importId}`,
  );
  return imp;
}

/** The stored file is read this many bytes at a time. */
const FILE_PART_BYTES = 1024 * 1024;

/**
 * The uploaded file, read a megabyte at a time: the whole file (up to 64 MB) in one answer would
 * hold the HTTP thread while its driver parses it (decision 173).
 */
export async function storedFile(db: Database, importId: number, size: number): Promise<Buffer> {
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

/** Sets the import running with its progress, counts, problems and changes back to none. */
export async function markRunning(db: Database, importId: number): Promise<void> {
  await db.execute(sql`
    update catalogue_imports
    set status = 'running', processed_rows = 0, total_rows = 0, created = 0, updated = 0,
        unchanged = 0, errors = '[]'::jsonb, changes = '[]'::jsonb
    where id = ${importId}`);
}

export async function setTotalRows(db: Database, importId: number, total: number): Promise<void> {
  await db.execute(sql`update catalogue_imports set total_rows = ${total} where id = ${importId}`);
}

export async function setProcessedRows(
  db: Database,
  importId: number,
  processed: number,
): Promise<void> {
  await db.execute(
    sql`update catalogue_imports set processed_rows = ${processed} where id = ${importId}`,
  );
}

/**
 * Marks the import failed with `errors`, its file dropped; `unlessEnded`: only while it is queued
 * or running.
 */
export async function markFailed(
  db: Database,
  importId: number,
  errors: ImportError[],
  unlessEnded = false,
): Promise<void> {
  await db.execute(sql`
    update catalogue_imports
    set status = 'failed', file = null, finished_at = now(), errors = ${JSON.stringify(errors)}::jsonb
    where id = ${importId}${unlessEnded ? sql` and status in ('queued', 'running')` : sql``}`);
}

/** Ends the import (done or failed) with its counts, problems and first changes, its file dropped. */
export async function markFinished(
  db: Database,
  importId: number,
  status: 'done' | 'failed',
  errors: ImportError[],
  counts: Counts,
  changes: ImportChange[],
): Promise<void> {
  await db.execute(sql`
    update catalogue_imports
    set status = ${status}, file = null, finished_at = now(), errors = ${JSON.stringify(errors)}::jsonb,
        created = ${counts.created}, updated = ${counts.updated}, unchanged = ${counts.unchanged},
        changes = ${JSON.stringify(changes)}::jsonb
    where id = ${importId}`);
}

export async function deleteStagedRows(db: Database, importId: number): Promise<void> {
  await db.execute(sql`delete from catalogue_import_rows where import_id = ${importId}`);
}

/** Stages a batch of checked rows in one statement: the rows travel as one JSON parameter. */
export async function stageRows(
  db: Database,
  importId: number,
  batch: { row: number; data: ImportRow }[],
): Promise<void> {
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
      material: data.material,
      pack_pairs: data.pack_pairs,
      pack_name: data.pack_name,
      name_ja: data.name_ja,
      name_zh_cn: data.name_zh_cn,
      bullet_points_ja: data.bullet_points_ja,
      bullet_points_zh_cn: data.bullet_points_zh_cn,
    })),
  );
  await db.execute(sql`
    insert into catalogue_import_rows (import_id, row_number, sku, group_name, brand, head_category,
      subcategory, colour, size, price, currency, height, length, width, dimension_unit, weight,
      weight_unit, availability, images, slabs, tier_scope, sale_mode, ships_from, ships_by, min_pairs,
      hs_code, country_of_origin, material, pack_pairs, pack_name, name_ja, name_zh_cn,
      bullet_points_ja, bullet_points_zh_cn)
    select ${importId}, x.row_number, x.sku, x.group_name, x.brand, x.head_category, x.subcategory,
      x.colour, x.size, x.price, x.currency, x.height, x.length, x.width, x.dimension_unit, x.weight,
      x.weight_unit, x.availability, x.images,
      (select coalesce(jsonb_agg(jsonb_build_object(
                'operator', e->>'operator', 'min', (e->>'min')::int, 'max', (e->>'max')::int,
                'price', (e->>'price')::numeric, 'currency', e->>'currency') order by o), '[]'::jsonb)
         from jsonb_array_elements(x.slabs) with ordinality as s(e, o)),
      x.tier_scope, x.sale_mode, x.ships_from, x.ships_by, x.min_pairs, x.hs_code,
      x.country_of_origin, x.material, x.pack_pairs, x.pack_name, x.name_ja, x.name_zh_cn,
      x.bullet_points_ja, x.bullet_points_zh_cn
    from jsonb_to_recordset(${json}::jsonb) as x(row_number int, sku text, group_name text,
      brand text, head_category text, subcategory text, colour text, size text, price numeric,
      currency text, height numeric, length numeric, width numeric, dimension_unit text,
      weight numeric, weight_unit text, availability int, images jsonb, slabs jsonb,
      tier_scope text, sale_mode text, ships_from text, ships_by text, min_pairs int,
      hs_code text, country_of_origin text, material text, pack_pairs int, pack_name text,
      name_ja text, name_zh_cn text, bullet_points_ja jsonb, bullet_points_zh_cn jsonb)`);
}

/** Staged rows whose SKU is an archived product's, in the file's order, at most `limit`. */
export async function stagedArchivedSkus(
  db: Database,
  importId: number,
  limit: number,
): Promise<{ row_number: number; sku: string }[]> {
  return queryRows<{ row_number: number; sku: string }>(
    db,
    sql`select r.row_number, r.sku from catalogue_import_rows r
        join products p on p.sku = r.sku and p.archived_at is not null
        where r.import_id = ${importId} order by r.row_number limit ${limit}`,
  );
}

/**
 * Staged rows that put their group (by brand and name) in other categories than its first row
 * does, with that first row and its categories; in the file's order, at most `limit`.
 */
export async function stagedGroupsSplit(
  db: Database,
  importId: number,
  limit: number,
): Promise<
  {
    row_number: number;
    group_name: string;
    first_row: number;
    first_head: string;
    first_sub: string;
  }[]
> {
  return queryRows(
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
        order by row_number limit ${limit}`,
  );
}

/** What the staged rows would do: the counts, and the first rows created or changed. */
export async function stagedOutcome(
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
