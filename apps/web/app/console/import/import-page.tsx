// The catalogue's Import page (docs/catalogue-import.md): a file, a dry-run box, the upload's
// progress, then the job's progress polled from GET /api/admin/imports/{id}/, and at the end the
// counts and every row problem in a table; focus moves to the results. After a real run the
// image addresses on other hosts are fetched by a job of their own (decision 172): the page keeps
// polling, shows that progress and lists each row whose address could not be fetched. The
// import's id goes into the page's address (?id=), so the page can be left and found again.
// Export links for everyone who may read the catalogue; the upload form only for those who may
// write it.
import { useEffect, useRef, useState } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../shared/data-table';
import { FormError } from '../shared/form-parts';
import { ProgressBar, sendUpload } from '../shared/upload-progress';
import type {
  ImportChange,
  ImportError,
  ImportStatus as ImportJob,
} from '@solestock/domain/back-office/catalogue-import-job';

/** What the page reads of the job the API answers (the domain's one definition); not its times. */
export type ImportStatus = Omit<ImportJob, 'created_at' | 'finished_at'>;

type Stage =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'working'; job: ImportStatus | null }
  | { kind: 'finished'; job: ImportStatus };

const POLL_MS = 500;
/** Images take seconds each: their progress is read less often. */
const IMAGES_POLL_MS = 1_500;

const column = createColumnHelper<ImportError>();
const errorColumns = [
  column.accessor('row', { header: 'Row' }),
  column.accessor('column', { header: 'Column', cell: (c) => c.getValue() ?? '—' }),
  // A problem may quote a long image address: it wraps anywhere rather than widen a phone's page.
  column.accessor('message', {
    header: 'Problem',
    cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue()}</span>,
  }),
] as ColumnDef<ImportError, unknown>[];

const change = createColumnHelper<ImportChange>();
const changeColumns = (dryRun: boolean) =>
  [
    change.accessor('row', { header: 'Row' }),
    change.accessor('sku', {
      header: 'SKU',
      cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue()}</span>,
    }),
    change.accessor('group', { header: 'Group' }),
    change.display({
      id: 'change',
      header: 'Change',
      cell: (c) =>
        c.row.original.action === 'create' ? (
          dryRun ? (
            'Create'
          ) : (
            'Created'
          )
        ) : (
          <>
            {dryRun ? 'Update' : 'Updated'}:{' '}
            <span className="[overflow-wrap:anywhere]">{c.row.original.fields.join(', ')}</span>
          </>
        ),
    }),
  ] as ColumnDef<ImportChange, unknown>[];

export function ImportPage({
  mayWrite,
  mayExport,
  importId,
  onImportStarted,
}: {
  mayWrite: boolean;
  /** The role may download the whole catalogue (`catalogue.export`: owner, manager). */
  mayExport: boolean;
  /** An import to show (the page's ?id=), e.g. one whose images are still being fetched. */
  importId?: number;
  /** Told the id of an import the form just started (the route puts it in the address). */
  onImportStarted?: (id: number) => void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const results = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stage.kind === 'finished') results.current?.focus();
  }, [stage.kind]);

  // An import named in the address is followed once, when the page opens.
  const opened = useRef(importId);
  useEffect(() => {
    if (opened.current === undefined) return;
    setStage({ kind: 'working', job: null });
    void follow(opened.current);
  }, []);

  async function follow(id: number) {
    for (;;) {
      const res = await fetch(`/api/admin/imports/${id}/`, {
        headers: { accept: 'application/json' },
      });
      if (!res.ok) {
        setError(
          res.status === 404
            ? `No import has the number ${id}: upload the file again.`
            : 'The import’s progress could not be read: reload the page to try again.',
        );
        setStage({ kind: 'idle' });
        return;
      }
      const job = (await res.json()) as ImportStatus;
      const ended = job.status === 'done' || job.status === 'failed';
      setStage(ended ? { kind: 'finished', job } : { kind: 'working', job });
      // Ended, and no image job left to watch.
      if (ended && job.images.status !== 'fetching') return;
      await new Promise((r) => setTimeout(r, ended ? IMAGES_POLL_MS : POLL_MS));
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const elements = event.currentTarget.elements;
    const file = (elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    const dryRun = (elements.namedItem('dry_run') as HTMLInputElement | null)?.checked ?? true;
    if (!file || file.size === 0) {
      setError('Choose a CSV or XLSX file to import.');
      return;
    }
    const body = new FormData();
    body.set('dry_run', dryRun ? 'true' : 'false');
    body.set('file', file);
    setStage({ kind: 'uploading', percent: 0 });
    try {
      const answer = await sendUpload('/api/admin/imports/', body, (percent) =>
        setStage({ kind: 'uploading', percent }),
      );
      if (answer.status !== 202) {
        const message = (answer.body as { error?: string } | null)?.error;
        setError(message ?? `The upload was refused (${answer.status}).`);
        setStage({ kind: 'idle' });
        return;
      }
      setStage({ kind: 'working', job: null });
      const id = (answer.body as { id: number }).id;
      onImportStarted?.(id);
      await follow(id);
    } catch (e) {
      setError((e as Error).message);
      setStage({ kind: 'idle' });
    }
  }

  const busy = stage.kind === 'uploading' || stage.kind === 'working';
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Import and export</h1>
      <p className="max-w-prose text-sm text-slate-700">
        One row per product, keyed by SKU, in the columns of an export (see{' '}
        <code>docs/catalogue-import.md</code>). A file with any wrong row writes nothing; a dry run
        checks the file and lists every problem without writing.
      </p>

      {mayWrite ? (
        <form
          onSubmit={onSubmit}
          className="max-w-xl space-y-4 rounded border border-slate-200 bg-white p-4"
          aria-describedby="import-help"
        >
          <div>
            <label htmlFor="import-file" className="block text-sm font-medium">
              Catalogue file (CSV or XLSX)
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5"
            />
            <p id="import-help" className="mt-1 text-xs text-slate-600">
              Up to 64 MB and 200,000 products.
            </p>
          </div>
          <div className="flex items-center gap-2">
            <input
              id="import-dry-run"
              name="dry_run"
              type="checkbox"
              defaultChecked
              disabled={busy}
              className="h-4 w-4"
            />
            <label htmlFor="import-dry-run" className="text-sm">
              Dry run: check the file, write nothing
            </label>
          </div>
          <FormError error={error} />
          <button
            type="submit"
            disabled={busy}
            className="bg-brand-600 hover:bg-brand-700 rounded px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {busy ? 'Working…' : 'Upload'}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">
          {mayExport
            ? 'Your role may export the catalogue but not import it.'
            : 'Your role may follow imports but not import or export the catalogue: ask a manager or an owner.'}
        </p>
      )}

      {stage.kind === 'uploading' ? (
        <ProgressBar label="Upload" value={stage.percent} text={`${Math.round(stage.percent)}%`} />
      ) : null}
      {stage.kind === 'working' ? (
        <ProgressBar
          label="Checking rows"
          value={
            stage.job && stage.job.total_rows
              ? (stage.job.processed_rows / stage.job.total_rows) * 100
              : 0
          }
          text={
            stage.job && stage.job.total_rows
              ? stage.job.processed_rows === stage.job.total_rows && !stage.job.dry_run
                ? `${stage.job.total_rows} rows checked, writing…`
                : `${stage.job.processed_rows} of ${stage.job.total_rows} rows`
              : 'waiting to start'
          }
        />
      ) : null}

      {stage.kind === 'finished' ? <Results job={stage.job} headingRef={results} /> : null}

      <section aria-labelledby="export-heading" className="space-y-2">
        <h2 id="export-heading" className="text-lg font-semibold">
          Export the catalogue
        </h2>
        <p className="text-sm text-slate-700">
          Every product that is not archived, in the import’s columns: edit it and import it back.
        </p>
        {mayExport ? (
          <div className="flex flex-wrap gap-3">
            <a
              href="/api/admin/catalogue/export.csv"
              download
              className="rounded border border-slate-400 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100"
            >
              Download CSV
            </a>
            <a
              href="/api/admin/catalogue/export.xlsx"
              download
              className="rounded border border-slate-400 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100"
            >
              Download XLSX
            </a>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            Exporting the whole catalogue needs a manager’s or an owner’s role.
          </p>
        )}
      </section>
    </div>
  );
}

function Results({
  job,
  headingRef,
}: {
  job: ImportStatus;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const wrote = !job.dry_run && job.status === 'done';
  const summary =
    job.errors.length > 0
      ? `${job.errors.length} problem${job.errors.length === 1 ? '' : 's'} in ${job.file_name}: nothing was written.`
      : job.dry_run
        ? `${job.file_name} has no problems. Nothing was written (dry run).`
        : `${job.file_name} is imported.${job.images.status === 'fetching' ? ' Its images from other addresses are being fetched.' : ''}`;
  return (
    <section aria-labelledby="results-heading" className="space-y-3">
      <h2
        id="results-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {job.dry_run ? 'Dry run' : 'Import'} {job.status === 'failed' ? 'failed' : 'finished'}
      </h2>
      <p role="status" className={job.errors.length ? 'text-red-800' : 'text-emerald-900'}>
        {summary}
      </p>
      <dl className="grid max-w-xl grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(job.errors.length
          ? ([
              ['Rows', job.total_rows],
              ['Problems', job.errors.length],
            ] as const)
          : ([
              ['Rows', job.total_rows],
              [wrote ? 'Created' : 'Would create', job.created],
              [wrote ? 'Updated' : 'Would update', job.updated],
              ['Unchanged', job.unchanged],
            ] as const)
        ).map(([label, value]) => (
          <div key={label} className="rounded border border-slate-200 bg-white p-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold">{value.toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
      {job.errors.length ? (
        <DataTable caption="Problems by row" columns={errorColumns} data={job.errors} empty="" />
      ) : null}
      {job.images.status !== 'none' ? <ImageResults images={job.images} /> : null}
      {!job.errors.length && job.changes.length ? (
        <>
          <DataTable
            caption={job.dry_run ? 'Rows it would create or change' : 'Rows it created or changed'}
            columns={changeColumns(job.dry_run)}
            data={job.changes}
            empty=""
          />
          {job.changes_not_listed > 0 ? (
            <p className="text-sm text-slate-700">
              …and {job.changes_not_listed.toLocaleString('en')} more{' '}
              {job.changes_not_listed === 1 ? 'row' : 'rows'} (the counts above include them).
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The image job of a real run: its progress, then each row whose address could not be fetched. */
function ImageResults({ images }: { images: ImportStatus['images'] }) {
  const tried = images.fetched + images.failed;
  return (
    <section aria-labelledby="images-heading" className="space-y-3">
      <h3 id="images-heading" className="text-base font-semibold">
        Images from other addresses
      </h3>
      {images.status === 'fetching' ? (
        <ProgressBar
          label="Fetching images"
          value={images.total ? (tried / images.total) * 100 : 0}
          text={`${tried} of ${images.total} image addresses`}
        />
      ) : (
        <p role="status" className={images.failed ? 'text-red-800' : 'text-emerald-900'}>
          {images.failed === 0
            ? `All ${images.total} image ${images.total === 1 ? 'address is' : 'addresses are'} now the shop’s own images.`
            : `${images.fetched} of ${images.total} image addresses are now the shop’s own images; ${images.failed} could not be fetched. The rows below keep their address, which the storefront does not show: correct it (or upload the image) and import the file again.`}
        </p>
      )}
      {images.errors.length ? (
        <DataTable
          caption="Images that could not be fetched"
          columns={errorColumns}
          data={images.errors}
          empty=""
        />
      ) : null}
    </section>
  );
}
