// Reports → Accounting export (docs/accounting-export.md): a date range, a format and a kind of
// document, then the journal file from GET /api/admin/accounting/export/. The range is checked
// first with the domain's schema (the one the API uses), so a mistake is said beside its field at
// once; the file is then fetched by the browser (the button says it is being prepared, as a year
// of invoices takes a moment) and saved under the name the API gives it. A refusal from the API
// is said on the page in its own sentence.
import { useState } from 'react';
import {
  ACCOUNTING_KIND_FILTERS,
  accountingExportQuery,
  accountingFileName,
  MAX_EXPORT_DAYS,
  type AccountingKindFilter,
} from '@solestock/domain/back-office/accounting-export';
import { Field, FormError, SelectField } from '../shared/form-parts';

const KIND_LABELS: Record<AccountingKindFilter, string> = {
  all: 'Everything',
  invoice: 'Invoices only',
  payment: 'Card payments only',
  transfer: 'Bank transfers only',
  refund: 'Refunds only',
  credit_note: 'Credit notes only',
};

const FORMAT_OPTIONS = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel workbook (XLSX)' },
] as const;

type FieldErrors = Partial<Record<'from' | 'to' | 'format' | 'kind', string>>;

/** The first day of the month `today` is in, and `today` (YYYY-MM-DD, UTC). */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function AccountingExportPage({ today, mayExport }: { today: string; mayExport: boolean }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const range = defaultRange(today);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setDone(null);
    const read = accountingExportQuery.safeParse({
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
      format: String(form.get('format') ?? 'csv'),
      kind: String(form.get('kind') ?? 'all'),
    });
    if (!read.success) {
      const found: FieldErrors = {};
      for (const issue of read.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const query = read.data;
    const params = new URLSearchParams({
      from: query.from,
      to: query.to,
      format: query.format,
      kind: query.kind,
    });
    setBusy(true);
    try {
      const res = await fetch(`/api/admin/accounting/export/?${params}`, {
        credentials: 'same-origin',
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {
          error?: string;
          fields?: FieldErrors;
        } | null;
        if (body?.fields) setErrors(body.fields);
        setError(
          body?.error ??
            (res.status === 403
              ? 'Your role may not take the accounting export: an owner or a manager can.'
              : `The export was refused (${res.status}). Please try again.`),
        );
        return;
      }
      const blob = await res.blob();
      const name = accountingFileName(query);
      const url = URL.createObjectURL(blob);
      // A link made for the one click that saves the file under the API's name.
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      // The browser has the file once the click is handled; the address can go.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setDone(`${name} is downloaded.`);
    } catch {
      setError('The back office could not be reached. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Accounting export</h1>
      <p className="max-w-prose text-sm text-slate-700">
        Invoices (a row per line, with HS code and tax), card payments, bank transfers, refunds and
        credit notes of a range of days, in a journal QuickBooks Online and Xero import. How each
        column maps onto theirs is in <code>docs/accounting-export.md</code>.
      </p>
      {mayExport ? (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-busy={busy}
          className="max-w-xl space-y-4 rounded border border-slate-200 bg-white p-4"
        >
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">
              Days (both included, at most {MAX_EXPORT_DAYS})
            </legend>
            <Field
              label="From"
              name="from"
              type="date"
              required
              defaultValue={range.from}
              error={errors.from}
              disabled={busy}
            />
            <Field
              label="To"
              name="to"
              type="date"
              required
              defaultValue={range.to}
              error={errors.to}
              disabled={busy}
            />
          </fieldset>
          <SelectField
            label="Format"
            name="format"
            options={FORMAT_OPTIONS}
            defaultValue="csv"
            hint="CSV lists every row in one file with its kind; the workbook has a sheet for invoices, one for payments and one for credit notes."
            error={errors.format}
            disabled={busy}
          />
          <SelectField
            label="Documents"
            name="kind"
            options={ACCOUNTING_KIND_FILTERS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            defaultValue="all"
            hint="Everything: invoices, card payments, bank transfers, refunds and credit notes."
            error={errors.kind}
            disabled={busy}
          />
          <FormError error={error} />
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy ? 'Preparing the file…' : 'Download'}
          </button>
          <p role="status" className="text-sm text-slate-700">
            {done}
          </p>
        </form>
      ) : (
        <p className="text-sm text-slate-700">
          The accounting export is an owner’s or a manager’s: ask one of them for the file.
        </p>
      )}
    </div>
  );
}
