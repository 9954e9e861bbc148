// A product's form with its slab-table editor (/admin/catalogue/products/:id and …/new). The
// domain's productForm schema checks it here before sending, and the API checks it again: a
// problem shows beside its field, a slab row's beside that row, and nothing typed is lost on a
// refusal (the form's state lives in this component, the server's answer only adds errors).
import { productForm } from '@solestock/domain/back-office/catalogue-schemas';
import { Field, SelectField } from '../shared/form-parts';
import type { ProductRow } from './catalogue-types';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import {
  correctProblems,
  FormOutcome,
  PriceFields,
  problemsOf,
  SaveButton,
  useCatalogueForm,
  type FormProblems,
} from './catalogue-form';
import { SlabEditor, slabBodies, slabDraftsOf, type SlabDraft } from './slab-editor';

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
    slabs: slabDraftsOf(p?.slabs ?? []),
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
    slabs: slabBodies(d.slabs),
  };
}

/** The problems productForm finds in a draft: fields by name, slab rows by row. */
export function checkDraft(d: ProductDraft): FormProblems {
  return problemsOf(productForm.safeParse(bodyOf(d)), (path) =>
    path[0] === 'slabs' && path.length > 1 ? null : path.join('.'),
  );
}

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
  const { draft, setDraft, set, bind, fields, rows, problemCount, server, save, send } =
    useCatalogueForm(() => draftOf(product, groupId));
  const saving = save.state !== 'idle';
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    send(checkDraft(draft), { intent: 'save', product: bodyOf(draft) });
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby="product-form-summary">
      <fieldset disabled={!canWrite} className="space-y-6">
        <legend className="sr-only">Product of {groupName}</legend>
        {canWrite ? null : <ReadOnlyNotice what="this product" />}
        <FormOutcome
          id="product-form-summary"
          error={server?.error}
          problems={correctProblems(problemCount)}
          saved={save.data?.ok ? 'Saved. The storefront shows it now.' : null}
        />
        <section className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="SKU" {...bind('sku')} required />
          <Field label="Name" {...bind('name')} hint={`Empty: the group's name (${groupName}).`} />
          <Field label="Colour" {...bind('color')} />
          <Field label="Colour hex" {...bind('color_hex')} placeholder="1f6f5f" />
          <Field label="Size" {...bind('size')} />
          <Field label="Availability (pairs)" {...bind('availability')} inputMode="numeric" />
          <PriceFields bind={bind} />
        </section>

        <SlabEditor
          slabs={draft.slabs}
          currency={draft.currency}
          rows={rows}
          onChange={(slabs) => setDraft((d) => ({ ...d, slabs }))}
        />

        <section className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
          <h2 className="text-lg font-semibold sm:col-span-3">Measures and images</h2>
          <Field label="Height" {...bind('height')} inputMode="decimal" />
          <Field label="Length" {...bind('length')} inputMode="decimal" />
          <Field label="Width" {...bind('width')} inputMode="decimal" />
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
          <Field label="Weight" {...bind('weight')} inputMode="decimal" />
          <SelectField
            label="Weight unit"
            {...bind('weight_unit')}
            options={['oz', 'g', 'lb', 'kg'].map((u) => ({ value: u, label: u }))}
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
          <SaveButton busy={saving}>
            {saving ? 'Saving…' : product ? 'Save product' : 'Create product'}
          </SaveButton>
        ) : (
          <p className="text-sm text-slate-700">
            Your role may read the catalogue but not change it.
          </p>
        )}
      </fieldset>
    </form>
  );
}
