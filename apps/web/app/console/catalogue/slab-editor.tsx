// A slab table's rows as the catalogue's forms edit them: the product form and the whole-style
// form (one table for every product of a style) share the drafts, their request body and the
// editor, so a slab row reads and checks the same in both.
import { useId } from 'react';
import { MAX_SLABS } from '@solestock/domain/back-office/slab-table';
import type { SlabProblem } from '@solestock/domain/back-office/slab-table';
import { CURRENCY_OPTIONS } from './catalogue-form';
import type { SlabRowView } from './catalogue-types';

export interface SlabDraft {
  key: number;
  operator: string;
  min_quantity: string;
  max_quantity: string;
  selling_price: string;
  currency: string;
}

let slabKeys = 0;
const newSlab = (currency: string, from = ''): SlabDraft => ({
  key: ++slabKeys,
  operator: 'from_to',
  min_quantity: from,
  max_quantity: '',
  selling_price: '',
  currency,
});

/** A saved slab table as drafts, each row with a key of its own. */
export function slabDraftsOf(slabs: readonly SlabRowView[]): SlabDraft[] {
  const text = (v: number | null) => (v === null ? '' : String(v));
  return slabs.map((s) => ({
    key: ++slabKeys,
    operator: s.operator,
    min_quantity: text(s.min_quantity),
    max_quantity: text(s.max_quantity),
    selling_price: s.selling_price,
    currency: s.currency,
  }));
}

/** The slab rows of a request body (productForm's and styleForm's `slabs`): an open end is null. */
export function slabBodies(slabs: readonly SlabDraft[]) {
  return slabs.map((s) => ({
    operator: s.operator,
    min_quantity: s.operator === '<=' ? null : s.min_quantity,
    max_quantity: s.operator === '>=' ? null : s.max_quantity,
    selling_price: s.selling_price,
    currency: s.currency,
  }));
}

const SLAB_INPUT =
  'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-700';
const OPERATORS = [
  { value: 'from_to', label: 'from – to' },
  { value: '>=', label: 'and up (≥)' },
  { value: '<=', label: 'up to (≤)' },
];

/**
 * A slab table's editor: rows in order, each with its own problems beside it. Shared by the
 * product form and the whole-style form (one table for every product of a style).
 */
export function SlabEditor({
  slabs,
  currency,
  rows,
  onChange,
  title = 'Slab prices',
}: {
  slabs: SlabDraft[];
  currency: string;
  rows: SlabProblem[];
  onChange: (slabs: SlabDraft[]) => void;
  title?: string;
}) {
  const setSlab = (index: number, key: keyof SlabDraft, value: string) =>
    onChange(slabs.map((s, i) => (i === index ? { ...s, [key]: value } : s)));
  const rowProblems = (index: number) => rows.filter((r) => r.row === index + 1);
  const fieldProblem = (index: number, field: string) =>
    rowProblems(index).some((r) => r.field === field || r.field === null);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Quantity ranges in order, each starting right after the one before; at most {MAX_SLABS}.
      </p>
      <ol className="mt-3 space-y-3">
        {slabs.map((slab, index) => {
          const problems = rowProblems(index);
          const id = `slab-${slab.key}`;
          const errorId = `${id}-error`;
          /** One cell's wiring: its value's key, its problem, the row's problems beside it. */
          const cell = (field: keyof SlabDraft & string) => ({
            className: SLAB_INPUT,
            onChange: (e: { target: { value: string } }) => setSlab(index, field, e.target.value),
            'aria-invalid': fieldProblem(index, field) ? true : undefined,
            'aria-describedby': problems.length ? errorId : undefined,
          });
          return (
            <li
              key={slab.key}
              aria-label={`Slab row ${index + 1}`}
              className={`rounded border p-3 ${problems.length ? 'border-red-300 bg-red-50' : 'border-slate-200'}`}
            >
              <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-6">
                <span className="col-span-2 text-sm font-semibold sm:col-span-6">
                  Row {index + 1}
                </span>
                <label className="text-xs font-medium">
                  Range
                  <select {...cell('operator')} value={slab.operator}>
                    {OPERATORS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-xs font-medium">
                  From (pairs)
                  <input
                    {...cell('min_quantity')}
                    inputMode="numeric"
                    value={slab.operator === '<=' ? '' : slab.min_quantity}
                    disabled={slab.operator === '<='}
                  />
                </label>
                <label className="text-xs font-medium">
                  To (pairs)
                  <input
                    {...cell('max_quantity')}
                    inputMode="numeric"
                    value={slab.operator === '>=' ? '' : slab.max_quantity}
                    disabled={slab.operator === '>='}
                  />
                </label>
                <label className="text-xs font-medium">
                  Unit price
                  <input
                    {...cell('selling_price')}
                    inputMode="decimal"
                    value={slab.selling_price}
                  />
                </label>
                <label className="text-xs font-medium">
                  Currency
                  <select {...cell('currency')} value={slab.currency}>
                    {CURRENCY_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  onClick={() => onChange(slabs.filter((_, i) => i !== index))}
                  className="rounded border border-slate-400 bg-white px-2 py-1.5 text-sm font-medium"
                  aria-label={`Remove slab row ${index + 1}`}
                >
                  Remove
                </button>
              </div>
              {problems.length ? (
                <ul id={errorId} className="mt-2 space-y-1 text-sm text-red-800">
                  {problems.map((p) => (
                    <li key={`${p.field}:${p.message}`}>{p.message}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={slabs.length >= MAX_SLABS}
        onClick={() => {
          const last = slabs.at(-1);
          const next =
            last?.max_quantity && /^\d+$/.test(last.max_quantity)
              ? String(Number(last.max_quantity) + 1)
              : slabs.length
                ? ''
                : '1';
          onChange([...slabs, newSlab(currency, next)]);
        }}
        className="mt-3 rounded border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium disabled:opacity-50"
      >
        Add a slab row
      </button>
    </section>
  );
}
