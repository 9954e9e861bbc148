// Catalogue imports (docs/api.md, back office, "Catalogue, media and import"; docs/catalogue-import.md).
//
// An upload is kept in catalogue_imports and worked by a durable job in two phases:
// 1. Check: the file is read row by row; each row is checked with the domain's rules and the
//    good ones are staged in catalogue_import_rows, 2,000 at a time (one statement per batch),
//    with processed_rows updated after each batch. Then the checks that span rows run as SQL on
//    the staging table (a SKU of an archived product, a group named with two sets of categories).
// 2. Write (a real run with no problem): one transaction merges the staged rows into brands,
//    categories, item groups, products and slabs, set-based (INSERT … ON CONFLICT), reindexes
//    the touched groups for search, records the audit and marks the import done. Rows whose
//    product already reads exactly as the row says are `unchanged` and not written at all, so a
//    second run of the same file, or an export imported back, writes nothing.
// A dry run stops after the check with the counts a real run would give, and both list the
// first MAX_LISTED_CHANGES rows they would create or change (issue 28.7). A crash anywhere
// leaves the job to be claimed again, which starts the check over (its staging rows are
// cleared): phase 2's transaction either committed, and the import reads done, or did not.
import { sql } from 'drizzle-orm';
import {
  checkImportRow,
  IMPORT_COLUMNS,
  type ImportRow,
} from '@solestock/domain/back-office/catalogue-import';
import type {
  ImportChange,
  ImportError,
  ImportStatus,
} from '@solestock/domain/back-office/catalogue-import-job';
import { queryRows, type Database } from '../../db/connect.ts';
import { catalogueImports } from '../../db/schema.ts';
import { takeTurns } from '../../http/take-turns.ts';
import { enqueueJob, type JobRunner } from '../../jobs/runner.ts';
import { indexItemGroups } from '../search/search-index.ts';
import { recordAuditAs } from '../audit/audit.ts';
import { auditImportedStock } from '../stock/stock-audit.ts';
import {
  applyGroupSettings,
  changedGroupSettings,
  groupSettingProblems,
} from './import-group-settings.ts';
import { ImportFileProblem, type ImportFormat } from './import-file.ts';
import { importImages, recordImageAddresses, useKnownCopies } from './import-images.ts';
import { cartonChanges, cartonProblems, standardCartonJoin, writeCartons } from './import-packs.ts';
import { readImportInWorker, READER_LIMITS, type ReaderLimits } from './import-reader.ts';

export const IMPORT_QUEUE = 'catalogue-import';
/** Rows staged per statement. */
const BATCH = 2_000;
/** Problems listed in full; past this many, one more line says how many were left out. */
export const MAX_LISTED_ERRORS = 1_000;
/** Rows created or changed listed one by one (with the columns that change); the counts say the rest. */
export const MAX_LISTED_CHANGES = 200;
/** Past this many touched item groups, the search index is rebuilt whole (one pass). */
const REINDEX_ALL_AFTER = 2_000;

// The job's answer is the domain's, shared with the console's Import page.
export type { ImportChange, ImportError, ImportStatus };

export interface NewImport {
  fileName: string;
  format: ImportFormat;
  dryRun: boolean;
  file: Buffer;
  staffId: number | null;
  address: string | null;
}

/**
 * Keeps the upload and queues its job, in one transaction; answers the import's id. `jobs` null:
 * no job is queued (the command line runs the import itself, runImport).
 */
export async function createImport(
  db: Database,
  jobs: JobRunner | null,
  upload: NewImport,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
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
    if (jobs) {
      const jobId = await enqueueJob(tx, IMPORT_QUEUE, { importId: row!.id }, { maxAttempts: 3 });
      await tx.execute(sql`update catalogue_imports set job_id = ${jobId} where id = ${row!.id}`);
    }
    return row!.id;
  });
  jobs?.wake();
  return id;
}

export async function importStatus(db: Database, id: number): Promise<ImportStatus | null> {
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
    images: await importImages(db, id, row.images_finished_at),
    created_at: iso(row.created_at)!,
    finished_at: iso(row.finished_at),
  };
}

export interface RunHooks {
  /** Called after a real run's transaction committed (the storefront's change signal). */
  onCatalogueChanged?: () => void;
  /** Called after each batch (the CLI prints progress). */
  onProgress?: (processed: number, total: number) => void;
  /** The file reader's heap and time limits (tests lower them). */
  readerLimits?: ReaderLimits;
  /**
   * Origins whose image addresses stay as they are: ours and IMAGE_ORIGINS (decision 132).
   * Addresses on any other host are fetched into media storage after a real run (decision 172).
   */
  linkedOrigins?: readonly string[];
}

/** Registers the import queue's handler on the job runner. */
export function registerImportJobs(db: Database, jobs: JobRunner, hooks: RunHooks): void {
  jobs.register<{ importId: number }>(IMPORT_QUEUE, {
    async run(payload) {
      await runImport(db, Number(payload.importId), hooks);
    },
    async onFailed(tx, payload, { error }) {
      await tx.execute(sql`
        update catalogue_imports
        set status = 'failed', file = null, finished_at = now(),
            errors = ${JSON.stringify([{ row: 0, column: null, message: `The import stopped: ${error.slice(0, 300)}` }])}::jsonb
        where id = ${Number(payload.importId)} and status in ('queued', 'running')`);
      await tx.execute(
        sql`delete from catalogue_import_rows where import_id = ${Number(payload.importId)}`,
      );
    },
  });
}

/** Works one import from its stored file to done or failed. Safe to run again after a crash. */
export async function runImport(
  db: Database,
  importId: number,
  hooks: RunHooks = {},
): Promise<void> {
  const [imp] = await queryRows<{
    status: string;
    format: ImportFormat;
    dry_run: boolean;
    file_size: number | null;
    staff_id: number | null;
    address: string | null;
    file_name: string;
  }>(
    db,
    sql`select status, format, dry_run, octet_length(file) as file_size, staff_id, address, file_name
        from catalogue_imports where id = ${importId}`,
  );
  if (!imp || imp.status === 'done' || imp.status === 'failed' || imp.file_size === null) return;
  const bytes = await storedFile(db, importId, Number(imp.file_size));

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
  const reading = readImportInWorker(bytes, imp.format, hooks.readerLimits ?? READER_LIMITS);
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
      return;
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

  if (imp.dry_run || errors.length) {
    const { changes, ...counts } = errors.length
      ? { created: 0, updated: 0, unchanged: 0, changes: [] }
      : await classifyCounts(db, importId);
    const status = imp.dry_run ? 'done' : 'failed';
    await db.execute(sql`
      update catalogue_imports
      set status = ${status}, file = null, finished_at = now(), errors = ${JSON.stringify(errors)}::jsonb,
          created = ${counts.created}, updated = ${counts.updated}, unchanged = ${counts.unchanged},
          changes = ${JSON.stringify(changes)}::jsonb
      where id = ${importId}`);
    await db.execute(sql`delete from catalogue_import_rows where import_id = ${importId}`);
    return;
  }

  // Phase 2: write, all or nothing.
  const changed = await db.transaction(async (tx) => {
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
    await tx.execute(sql`
      update catalogue_imports
      set status = 'done', file = null, finished_at = now(), errors = '[]'::jsonb,
          created = ${counts.created}, updated = ${counts.updated}, unchanged = ${counts.unchanged},
          changes = ${JSON.stringify(changes)}::jsonb
      where id = ${importId}`);
    // Image addresses on other hosts go to the image job, with the rows that name them.
    await recordImageAddresses(tx, importId, hooks.linkedOrigins ?? []);
    await tx.execute(sql`delete from catalogue_import_rows where import_id = ${importId}`);
    return counts.created + counts.updated > 0;
  });
  if (changed) hooks.onCatalogueChanged?.();
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

/**
 * For each staged row: `created` (no product has its SKU), `unchanged` (the product reads exactly
 * as the row: the export's view of it) or `updated`, with `changed`: the columns (the file's
 * names) whose value differs from the product's.
 */
const classified = (importId: number) => sql`
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

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

/** The counts, and the first rows created or changed as ImportChange, from classified rows. */
const countsAndChanges = (rows: ReturnType<typeof sql>) => sql`
  select count(*) filter (where outcome = 'created')::int as created,
    count(*) filter (where outcome = 'updated')::int as updated,
    count(*) filter (where outcome = 'unchanged')::int as unchanged,
    (select coalesce(jsonb_agg(jsonb_build_object('row', l.row_number, 'sku', l.sku,
        'group', l.group_name, 'action', case when l.outcome = 'created' then 'create' else 'update' end,
        'fields', to_jsonb(l.changed)) order by l.row_number), '[]'::jsonb)
      from (select * from ${rows} x where x.outcome <> 'unchanged'
            order by x.row_number limit ${MAX_LISTED_CHANGES}) l) as changes
  from ${rows} c`;

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
      ships_by text, min_pairs int, hs_code text, country_of_origin text) on commit drop`);
  await tx.execute(sql`
    insert into import_groups
    select distinct on (b.id, lower(r.group_name)) r.group_name, b.id as brand_id,
      h.id as head_category_id, s.id as subcategory_id, null::int as group_id, r.tier_scope,
      r.sale_mode, r.ships_from, r.ships_by, r.min_pairs, r.hs_code, r.country_of_origin
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

  // The products this file changes are locked first, in id order: a placement locks the stock
  // lines it sells in id order too (modules/stock/stock-moves.ts), so on PostgreSQL an import
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
