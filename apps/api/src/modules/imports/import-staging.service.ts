// Phase 1 of a catalogue import, the check (docs/catalogue-import.md): the stored file is read in
// a worker thread, each row checked with the domain's rules and the good ones staged in
// catalogue_import_rows, 2,000 at a time (one statement per batch), with processed_rows updated
// after each batch; then the checks that span rows run as SQL on the staging table. A dry run, or
// a file with problems, ends here with the counts a real run would give. import.service.ts runs
// the phases; import-apply.service.ts writes the staged rows.
import {
  checkImportRow,
  IMPORT_COLUMNS,
  type ImportRow,
} from '@solestock/domain/back-office/catalogue-import';
import type { ImportError } from '@solestock/domain/back-office/catalogue-import-job';
import type { Database } from '../../db/connect.ts';
import { takeTurns } from '../../http/take-turns.ts';
import { groupSettingProblems } from './import-group-settings.ts';
import { ImportFileProblem, type ImportFormat } from './import-file.ts';
import { useKnownCopies } from './import-images.ts';
import { cartonProblems } from './import-packs.ts';
import { readImportInWorker, READER_LIMITS, type ReaderLimits } from './import-reader.ts';
import {
  deleteStagedRows,
  markFailed,
  markFinished,
  markRunning,
  setProcessedRows,
  setTotalRows,
  stagedArchivedSkus,
  stagedGroupsSplit,
  stagedOutcome,
  stageRows,
  storedFile,
} from './imports.repository.ts';

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
  await deleteStagedRows(db, importId);
  await markRunning(db, importId);

  const errors: ImportError[] = [];
  let moreErrors = 0;
  const addError = (e: ImportError) => {
    if (errors.length < MAX_LISTED_ERRORS) errors.push(e);
    else moreErrors++;
  };
  const fail = async (list: ImportError[]) => {
    await markFailed(db, importId, list);
    await deleteStagedRows(db, importId);
  };

  // Phase 1: check and stage. The file is read in a worker thread (import-reader.ts).
  let total: number;
  const reading = readImportInWorker(bytes, format, hooks.readerLimits ?? READER_LIMITS);
  try {
    total = await reading.total();
    await setTotalRows(db, importId, total);
    const seen = new Map<string, number>();
    let batch: { row: number; data: ImportRow }[] = [];
    let processed = 0;
    const flush = async () => {
      if (batch.length) await stageRows(db, importId, batch);
      batch = [];
      await setProcessedRows(db, importId, processed);
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
    : await stagedOutcome(db, importId);
  await markFinished(db, importId, dryRun ? 'done' : 'failed', errors, counts, changes);
  await deleteStagedRows(db, importId);
}

/** Problems that only the staged rows together (and the catalogue) can show. */
async function crossRowProblems(db: Database, importId: number): Promise<ImportError[]> {
  const archived = await stagedArchivedSkus(db, importId, MAX_LISTED_ERRORS);
  const split = await stagedGroupsSplit(db, importId, MAX_LISTED_ERRORS);
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
