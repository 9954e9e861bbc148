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
// The phases live beside this file: import-staging.service.ts checks and stages (and ends a dry
// run), import-apply.service.ts writes, import-outcome.ts classifies the staged rows for both.
// This file keeps the upload, answers its status and runs the phases, for the routes, the job and
// the command line.
import { sql } from 'drizzle-orm';
import type { ImportStatus } from '@solestock/domain/back-office/catalogue-import-job';
import { queryRows, type Database } from '../../db/connect.ts';
import { catalogueImports } from '../../db/schema.ts';
import { enqueueJob, type JobRunner } from '../../jobs/runner.ts';
import { applyImport } from './import-apply.service.ts';
import type { ImportFormat } from './import-file.ts';
import { importImages } from './import-images.ts';
import { finishWithoutWriting, stageImport, type StagingHooks } from './import-staging.service.ts';

export const IMPORT_QUEUE = 'catalogue-import';

// The job's answer is the domain's, shared with the console's Import page.
export type { ImportStatus };

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

export interface RunHooks extends StagingHooks {
  /** Called after a real run's transaction committed (the storefront's change signal). */
  onCatalogueChanged?: () => void;
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
  const staged = await stageImport(db, importId, imp.format, Number(imp.file_size), hooks);
  if (!staged) return;

  if (imp.dry_run || staged.errors.length) {
    await finishWithoutWriting(db, importId, imp.dry_run, staged.errors);
    return;
  }

  // Phase 2: write, all or nothing.
  const changed = await applyImport(db, importId, imp, staged.total, hooks.linkedOrigins ?? []);
  if (changed) hooks.onCatalogueChanged?.();
}
