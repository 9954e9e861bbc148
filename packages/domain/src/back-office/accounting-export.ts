// The accounting export (docs/accounting-export.md, decision 201): invoices, payments, bank
// transfers, refunds and credit notes of a date range as one journal, in CSV or XLSX, that
// QuickBooks Online and Xero import. Defined once here: the query the API checks and the console
// sends, the journal's columns, and the exact arithmetic that splits a document's total over its
// rows so that the rows always add up to the document (an accountant's import refuses otherwise).
import { z } from 'zod';
import { decimal, type Decimal, type DecimalValue } from '../money.ts';

export const ACCOUNTING_FORMATS = ['csv', 'xlsx'] as const;

/** The journal's row kinds, in the order the file lists them. */
export const JOURNAL_KINDS = ['invoice', 'payment', 'transfer', 'refund', 'credit_note'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** `kind=` narrows the file to one kind of row; `all` (the default) lists every kind. */
export const ACCOUNTING_KIND_FILTERS = ['all', ...JOURNAL_KINDS] as const;
export type AccountingKindFilter = (typeof ACCOUNTING_KIND_FILTERS)[number];

/**
 * The longest range one file covers: a year (366 days, a leap year's). A longer one is asked for
 * in yearly files, so no single request reads an unbounded history.
 */
export const MAX_EXPORT_DAYS = 366;

/**
 * The journal's columns, one header row: the document's own fields repeated on each of its rows
 * (as both imports group an invoice's lines by its number), then the row's line, then the
 * document's totals. Amounts are decimal strings in the document's currency, dates YYYY-MM-DD.
 */
export const JOURNAL_COLUMNS = [
  'kind',
  'number',
  'date',
  'due_date',
  'customer',
  'customer_tax_id',
  'currency',
  'applies_to',
  'order',
  'line',
  'sku',
  'description',
  'hs_code',
  'quantity',
  'unit_price',
  'line_amount',
  'tax_code',
  'tax_rate',
  'line_tax',
  'net_total',
  'tax_total',
  'total',
  'paid',
  'credited',
  'due',
  'method',
  'reference',
] as const;
export type JournalColumn = (typeof JOURNAL_COLUMNS)[number];

/** One row: every column a string ('' when it does not apply to the row's kind). */
export type JournalRow = Record<JournalColumn, string>;

/** The columns that hold numbers: a spreadsheet gets them as numbers, never as text. */
export const NUMERIC_COLUMNS: ReadonlySet<JournalColumn> = new Set<JournalColumn>([
  'line',
  'quantity',
  'unit_price',
  'line_amount',
  'tax_rate',
  'line_tax',
  'net_total',
  'tax_total',
  'total',
  'paid',
  'credited',
  'due',
]);

/** The XLSX workbook's sheets: which kinds each holds (CSV lists them all in one file). */
export const JOURNAL_SHEETS: readonly { name: string; kinds: readonly JournalKind[] }[] = [
  { name: 'Invoices', kinds: ['invoice'] },
  { name: 'Payments', kinds: ['payment', 'transfer', 'refund'] },
  { name: 'Credit notes', kinds: ['credit_note'] },
];

const day = (name: string) =>
  z
    .string({ error: `Give ${name} as a date written YYYY-MM-DD.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: `${name} is a date written YYYY-MM-DD, e.g. 2026-01-31.`,
    })
    .refine(isRealDay, { error: `${name} is not a real date.` });

/** YYYY-MM-DD naming a day of the calendar (not 2026-02-30, which Date would roll over). */
function isRealDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** `GET /admin/accounting/export/?from=&to=&format=&kind=`: the range both ends included. */
export const accountingExportQuery = z
  .object({
    from: day('from'),
    to: day('to'),
    format: z
      .enum(ACCOUNTING_FORMATS, { error: 'format is csv or xlsx.' })
      .optional()
      .default('csv'),
    kind: z
      .enum(ACCOUNTING_KIND_FILTERS, {
        error: `kind is one of: ${ACCOUNTING_KIND_FILTERS.join(', ')}.`,
      })
      .optional()
      .default('all'),
  })
  .superRefine((q, ctx) => {
    const problem = rangeProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type AccountingExportQuery = z.output<typeof accountingExportQuery>;

/** Why a range cannot be exported, in a sentence; null when it can. Dates are YYYY-MM-DD. */
export function rangeProblem(from: string, to: string): string | null {
  // A date that is not one is its own field's sentence: the range is judged between real days.
  if (!isRealDay(from) || !isRealDay(to)) return null;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end < start) return 'The range ends before it starts: choose a "to" date on or after "from".';
  const days = (end - start) / 86_400_000 + 1;
  if (days > MAX_EXPORT_DAYS)
    return `One file covers at most a year (${MAX_EXPORT_DAYS} days); this range is ${days} days. Export it a year at a time.`;
  return null;
}

/** The file's name: `accounting-2026-01-01-to-2026-03-31.csv` (with the kind when narrowed). */
export function accountingFileName(q: AccountingExportQuery): string {
  const kind = q.kind === 'all' ? '' : `-${q.kind.replace('_', '-')}s`;
  return `accounting${kind}-${q.from}-to-${q.to}.${q.format}`;
}

/**
 * Splits `totalMinor` (integer minor units) over the weights in proportion, exactly: each share
 * rounded down, then the units left over given one each to the largest remainders (ties to the
 * earlier row). The shares always sum to the total, so the lines of a document add up to it.
 * All weights zero: the whole total goes to the first.
 */
export function allocateMinor(totalMinor: number, weights: readonly DecimalValue[]): number[] {
  if (weights.length === 0) return [];
  const ws = weights.map((w) => decimal(w).abs());
  const sum = ws.reduce<Decimal>((s, w) => s.plus(w), decimal(0));
  if (sum.isZero()) return ws.map((_, i) => (i === 0 ? totalMinor : 0));
  const sign = totalMinor < 0 ? -1 : 1;
  const total = Math.abs(totalMinor);
  const exact = ws.map((w) => w.times(total).div(sum));
  const shares = exact.map((e) => {
    const r = e.toDecimalPlaces(0);
    return (r.greaterThan(e) ? r.minus(1) : r).toNumber();
  });
  let left = total - shares.reduce((s, n) => s + n, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e.minus(shares[i]!) }))
    .sort((a, b) => (b.rest.greaterThan(a.rest) ? 1 : a.rest.greaterThan(b.rest) ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares.map((n) => (n === 0 ? 0 : sign * n));
}

/** A row with every column empty, to fill in. */
export function emptyJournalRow(): JournalRow {
  return Object.fromEntries(JOURNAL_COLUMNS.map((c) => [c, ''])) as JournalRow;
}
