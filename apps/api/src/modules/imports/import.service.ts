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
import type { ImportStatus } from '@solestock/domain/back-office/catalogue-import-job';
import type { Database } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { enqueueJob, type JobRunner } from '../../jobs/runner.ts';
import { applyImport } from './import-apply.service.ts';
import { ImportFileProblem, sniffImportFile } from './import-file.ts';
import { importImages } from './import-images.ts';
import { finishWithoutWriting, stageImport, type StagingHooks } from './import-staging.service.ts';
import {
  deleteStagedRows,
  importStatusRow,
  insertImport,
  markFailed,
  setImportJob,
  storedImport,
  type NewImport,
} from './imports.repository.ts';

export const IMPORT_QUEUE = 'catalogue-import';

// The job's answer is the domain's, shared with the console's Import page.
export type { ImportStatus };

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
    const importId = await insertImport(tx, upload);
    if (jobs) {
      const jobId = await enqueueJob(tx, IMPORT_QUEUE, { importId }, { maxAttempts: 3 });
      await setImportJob(tx, importId, jobId);
    }
    return importId;
  });
  jobs?.wake();
  return id;
}

/**
 * The console's upload: a CSV or XLSX file (else 400 `bad_file`) kept and queued as sent by
 * `actor`; answers the import's id, the job to follow.
 */
export async function queueUpload(
  db: Database,
  jobs: JobRunner,
  actor: StaffActor,
  file: { name: string; bytes: Buffer; dryRun: boolean },
): Promise<number> {
  let format;
  try {
    format = sniffImportFile(file.bytes);
  } catch (err) {
    if (err instanceof ImportFileProblem) throw badRequest(err.message, undefined, 'bad_file');
    throw err;
  }
  return createImport(db, jobs, {
    fileName: file.name,
    format,
    dryRun: file.dryRun,
    file: file.bytes,
    staffId: actor.staffId,
    address: actor.address,
  });
}

/** The import's progress and outcome, its images' too; null when no import has this number. */
export async function importStatus(db: Database, id: number): Promise<ImportStatus | null> {
  const row = await importStatusRow(db, id);
  if (!row) return null;
  const { imagesFinishedAt, ...status } = row;
  return { ...status, images: await importImages(db, id, imagesFinishedAt) };
}

/** The import's progress and outcome for the console, or a 404. */
export async function importForStaff(db: Database, id: number): Promise<ImportStatus> {
  const status = await importStatus(db, id);
  if (!status) throw notFound('No import has this number.');
  return status;
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
      const importId = Number(payload.importId);
      const stopped = `The import stopped: ${error.slice(0, 300)}`;
      await markFailed(tx, importId, [{ row: 0, column: null, message: stopped }], true);
      await deleteStagedRows(tx, importId);
    },
  });
}

/** Works one import from its stored file to done or failed. Safe to run again after a crash. */
export async function runImport(
  db: Database,
  importId: number,
  hooks: RunHooks = {},
): Promise<void> {
  const imp = await storedImport(db, importId);
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
