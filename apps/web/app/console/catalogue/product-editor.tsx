// A product's form with its slab-table editor (/admin/catalogue/products/:id and …/new). The
// domain's productForm schema checks it here before sending, and the API checks it again: a
// problem shows beside its field, a slab row's beside that row, and nothing typed is lost on a
// refusal (the form's state lives in this component, the server's answer only adds errors).
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { productForm, slabRowErrors } from '@solestock/domain/back-office/catalogue-schemas';
import { MAX_SLABS, PRICE_CURRENCIES } from '@solestock/domain/back-office/slab-table';
import type { SlabProblem } from '@solestock/domain/back-office/slab-table';
import { Field, FormError, SelectField } from '../shared/form-parts';
import type { CatalogueActionResult, ProductRow } from './catalogue-types';
import { ReadOnlyNotice } from '../shared/read-only-notice';

export interface ProductDraft {
  item_group_id: number;
  sku: string;
  name: string;
  color: string;
  color_hex: string;
  size: string;
  selling_price: string;
  currency: string;
  height: string;
  length: string;
  width: string;
  dimension_unit: string;
  weight: string;
  weight_unit: string;
  availability: string;
  images: string;
  slabs: SlabDraft[];
}

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

export function draftOf(p: ProductRow | undefined, groupId: number): ProductDraft {
  const text = (v: string | number | null | undefined) =>
    v === null || v === undefined ? '' : String(v);
  return {
    item_group_id: p?.item_group_id ?? groupId,
    sku: p?.sku ?? '',
    name: p?.name ?? '',
    color: p?.color ?? '',
    color_hex: p?.color_hex ?? '',
    size: text(p?.size),
    selling_price: p?.selling_price ?? '',
    currency: p?.currency ?? 'gbp',
    height: text(p?.height),
    length: text(p?.length),
    width: text(p?.width),
    dimension_unit: p?.dimension_unit ?? 'in',
    weight: text(p?.weight),
    weight_unit: p?.weight_unit ?? 'oz',
    availability: text(p?.availability ?? 0),
    images: (p?.images ?? []).join('\n'),
    slabs: (p?.slabs ?? []).map((s) => ({
      key: ++slabKeys,
      operator: s.operator,
      min_quantity: text(s.min_quantity),
      max_quantity: text(s.max_quantity),
      selling_price: s.selling_price,
      currency: s.currency,
    })),
  };
}

/** The request body of a draft: what productForm (and the API) read. */
export function bodyOf(d: ProductDraft) {
  return {
    item_group_id: d.item_group_id,
    sku: d.sku,
    name: d.name,
    color: d.color,
    color_hex: d.color_hex,
    size: d.size || null,
    selling_price: d.selling_price,
    currency: d.currency,
    height: d.height,
    length: d.length,
    width: d.width,
    dimension_unit: d.dimension_unit,
    weight: d.weight,
    weight_unit: d.weight_unit,
    availability: d.availability,
    images: d.images
      .split(/\s+/)
      .map((s) => s.trim())
      .filter(Boolean),
    slabs: d.slabs.map((s) => ({
      operator: s.operator,
      min_quantity: s.operator === '<=' ? null : s.min_quantity,
      max_quantity: s.operator === '>=' ? null : s.max_quantity,
      selling_price: s.selling_price,
      currency: s.currency,
    })),
  };
}

/** The problems productForm finds in a draft: fields by name, slab rows by row. */
export function checkDraft(d: ProductDraft): {
  fields: Record<string, string>;
  rows: SlabProblem[];
} {
  const result = productForm.safeParse(bodyOf(d));
  if (result.success) return { fields: {}, rows: [] };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (!key.startsWith('slabs.')) fields[key] ??= issue.message;
  }
  return { fields, rows: slabRowErrors(result.error) };
}

const CURRENCY_OPTIONS = PRICE_CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }));
const OPERATORS = [
  { value: 'from_to', label: 'from – to' },
  { value: '>=', label: 'and up (≥)' },
  { value: '<=', label: 'up to (≤)' },
];

export function ProductEditor({
  product,
  groupId,
  groupName,
  canWrite,
}: {
  product: ProductRow | undefined;
  groupId: number;
  groupName: string;
  canWrite: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(product, groupId));
  const [local, setLocal] = useState<{
    fields: Record<string, string>;
    rows: SlabProblem[];
  } | null>(null);
  const save = useFetcher<CatalogueActionResult>();
  const server = save.data && !save.data.ok ? save.data : null;
  const fields = local && Object.keys(local.fields).length ? local.fields : (server?.fields ?? {});
  const rows = local && local.rows.length ? local.rows : (server?.errors ?? []);
  const saving = save.state !== 'idle';
  const set = (key: keyof ProductDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = checkDraft(draft);
    setLocal(found);
    if (Object.keys(found.fields).length || found.rows.length) return;
    save.submit(
      { intent: 'save', product: bodyOf(draft) },
      { method: 'post', encType: 'application/json' },
    );
  };
  const problemCount = Object.keys(fields).length + rows.length;

  return (
    <form onSubmit={submit} noValidate aria-describedby="product-form-summary">
      <fieldset disabled={!canWrite} className="space-y-6">
        <legend className="sr-only">Product of {groupName}</legend>
        {canWrite ? null : <ReadOnlyNotice what="this product" />}
        <div id="product-form-summary" aria-live="polite">
          {server?.error ? (
            <FormError error={server.error} />
          ) : problemCount > 0 ? (
            <FormError
              error={`Please correct ${problemCount} problem${problemCount === 1 ? '' : 's'} marked below.`}
            />
          ) : save.data?.ok ? (
            <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-800">
              Saved. The storefront shows it now.
            </p>
          ) : null}
        </div>
        <section className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field
            label="SKU"
            name="sku"
            value={draft.sku}
            onChange={set('sku')}
            error={fields.sku}
            required
          />
          <Field
            label="Name"
            name="name"
            value={draft.name}
            onChange={set('name')}
            error={fields.name}
            hint={`Empty: the group's name (${groupName}).`}
          />
          <Field
            label="Colour"
            name="color"
            value={draft.color}
            onChange={set('color')}
            error={fields.color}
          />
          <Field
            label="Colour hex"
            name="color_hex"
            value={draft.color_hex}
            onChange={set('color_hex')}
            error={fields.color_hex}
            placeholder="1f6f5f"
          />
          <Field
            label="Size"
            name="size"
            value={draft.size}
            onChange={set('size')}
            error={fields.size}
          />
          <Field
            label="Availability (pairs)"
            name="availability"
            inputMode="numeric"
            value={draft.availability}
            onChange={set('availability')}
            error={fields.availability}
          />
          <Field
            label="Default price"
            name="selling_price"
            inputMode="decimal"
            value={draft.selling_price}
            onChange={set('selling_price')}
            error={fields.selling_price}
            hint="Used when no slab covers the quantity."
          />
          <SelectField
            label="Currency"
            name="currency"
            options={CURRENCY_OPTIONS}
            value={draft.currency}
            onChange={set('currency')}
            error={fields.currency}
          />
        </section>

        <SlabEditor
          slabs={draft.slabs}
          currency={draft.currency}
          rows={rows}
          onChange={(slabs) => setDraft((d) => ({ ...d, slabs }))}
        />

        <section className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
          <h2 className="text-lg font-semibold sm:col-span-3">Measures and images</h2>
          <Field
            label="Height"
            name="height"
            inputMode="decimal"
            value={draft.height}
            onChange={set('height')}
            error={fields.height}
          />
          <Field
            label="Length"
            name="length"
            inputMode="decimal"
            value={draft.length}
            onChange={set('length')}
            error={fields.length}
          />
          <Field
            label="Width"
            name="width"
            inputMode="decimal"
            value={draft.width}
            onChange={set('width')}
            error={fields.width}
          />
          <SelectField
            label="Size unit"
            name="dimension_unit"
            options={[
              { value: 'in', label: 'in' },
              { value: 'cm', label: 'cm' },
            ]}
            value={draft.dimension_unit}
            onChange={set('dimension_unit')}
            error={fields.dimension_unit}
          />
          <Field
            label="Weight"
            name="weight"
            inputMode="decimal"
            value={draft.weight}
            onChange={set('weight')}
            error={fields.weight}
          />
          <SelectField
            label="Weight unit"
            name="weight_unit"
            options={['oz', 'g', 'lb', 'kg'].map((u) => ({ value: u, label: u }))}
            value={draft.weight_unit}
            onChange={set('weight_unit')}
            error={fields.weight_unit}
          />
          <div className="sm:col-span-3">
            <label htmlFor="field-images" className="block text-sm font-medium">
              Image addresses (one a line; the first is the cover)
            </label>
            <textarea
              id="field-images"
              rows={3}
              value={draft.images}
              onChange={set('images')}
              aria-invalid={
                Object.keys(fields).some((k) => k.startsWith('images')) ? true : undefined
              }
              className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 font-mono text-xs"
            />
            {Object.entries(fields)
              .filter(([k]) => k.startsWith('images'))
              .slice(0, 1)
              .map(([k, m]) => (
                <p key={k} className="mt-1 text-sm text-red-700">
                  {m}
                </p>
              ))}
          </div>
        </section>
        {canWrite ? (
          <button
            type="submit"
            disabled={saving}
            className="rounded bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {saving ? 'Saving…' : product ? 'Save product' : 'Create product'}
          </button>
        ) : (
          <p className="text-sm text-slate-700">
            Your role may read the catalogue but not change it.
          </p>
        )}
      </fieldset>
    </form>
  );
}

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
          const invalid = (field: string) => (fieldProblem(index, field) ? true : undefined);
          const describedBy = problems.length ? errorId : undefined;
          const input =
            'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-700';
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
                  <select
                    className={input}
                    value={slab.operator}
                    onChange={(e) => setSlab(index, 'operator', e.target.value)}
                    aria-invalid={invalid('operator')}
                    aria-describedby={describedBy}
                  >
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
                    className={input}
                    inputMode="numeric"
                    value={slab.operator === '<=' ? '' : slab.min_quantity}
                    disabled={slab.operator === '<='}
                    onChange={(e) => setSlab(index, 'min_quantity', e.target.value)}
                    aria-invalid={invalid('min_quantity')}
                    aria-describedby={describedBy}
                  />
                </label>
                <label className="text-xs font-medium">
                  To (pairs)
                  <input
                    className={input}
                    inputMode="numeric"
                    value={slab.operator === '>=' ? '' : slab.max_quantity}
                    disabled={slab.operator === '>='}
                    onChange={(e) => setSlab(index, 'max_quantity', e.target.value)}
                    aria-invalid={invalid('max_quantity')}
                    aria-describedby={describedBy}
                  />
                </label>
                <label className="text-xs font-medium">
                  Unit price
                  <input
                    className={input}
                    inputMode="decimal"
                    value={slab.selling_price}
                    onChange={(e) => setSlab(index, 'selling_price', e.target.value)}
                    aria-invalid={invalid('selling_price')}
                    aria-describedby={describedBy}
                  />
                </label>
                <label className="text-xs font-medium">
                  Currency
                  <select
                    className={input}
                    value={slab.currency}
                    onChange={(e) => setSlab(index, 'currency', e.target.value)}
                    aria-invalid={invalid('currency')}
                    aria-describedby={describedBy}
                  >
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
