// A whole style in one form (issue 28.6): the sizes, the colours (each with its swatch and its
// photos, uploaded here), one price and slab table for every product, and the SKUs it will make,
// shown before sending. POST /api/admin/catalogue/item-groups/{id}/style/ creates them all or
// none; the domain's styleForm checks the form here first, so each problem shows beside its field.
import { useState } from 'react';
import { styleForm, styleSku } from '@solestock/domain/back-office/catalogue-schemas';
import { Field, SelectField } from '../shared/form-parts';
import { ImageUpload } from '../media/image-upload';
import {
  correctProblems,
  FormOutcome,
  PriceFields,
  problemsOf,
  SaveButton,
  useCatalogueForm,
  type FormProblems,
} from './catalogue-form';
import { SlabEditor, slabBodies, type SlabDraft } from './slab-editor';

export interface ColourDraft {
  key: number;
  name: string;
  hex: string;
  images: string[];
}

export interface StyleDraft {
  sku_prefix: string;
  sizes: string;
  colours: ColourDraft[];
  selling_price: string;
  currency: string;
  availability: string;
  weight: string;
  weight_unit: string;
  slabs: SlabDraft[];
}

let colourKeys = 0;
const newColour = (): ColourDraft => ({ key: ++colourKeys, name: '', hex: '', images: [] });

export const emptyStyle = (): StyleDraft => ({
  sku_prefix: '',
  sizes: '',
  colours: [newColour()],
  selling_price: '',
  currency: 'gbp',
  availability: '0',
  weight: '',
  weight_unit: 'kg',
  slabs: [],
});

/** "40, 41 42" or "40-45": the sizes as a list (a whole-number range is spelled out). */
export function sizesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .flatMap((part) => {
      const range = /^(\d{1,3})-(\d{1,3})$/.exec(part);
      if (!range) return [part];
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (to < from || to - from > 30) return [part];
      return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
    });
}

/** The request body of a draft: what styleForm (and the API) read. */
export function styleBody(d: StyleDraft) {
  return {
    sku_prefix: d.sku_prefix,
    sizes: sizesOf(d.sizes),
    colours: d.colours.map((c) => ({ name: c.name, hex: c.hex, images: c.images })),
    selling_price: d.selling_price,
    currency: d.currency,
    availability: d.availability,
    weight: d.weight,
    weight_unit: d.weight_unit,
    slabs: slabBodies(d.slabs),
  };
}

/** The problems styleForm finds: fields by name ("colours.0.name"), slab rows by row. */
export function checkStyle(d: StyleDraft): FormProblems {
  return problemsOf(styleForm.safeParse(styleBody(d)), (path) => {
    if (path[0] === 'slabs') return null;
    // A size's own problem is the sizes field's; a colour's photo list is its colour's.
    const key =
      path[0] === 'sizes' ? 'sizes' : path.slice(0, path[0] === 'colours' ? 3 : 1).join('.');
    return key || 'form';
  });
}

/** The SKUs a draft would create, colour by colour. */
export function plannedSkus(d: StyleDraft): string[] {
  const sizes = sizesOf(d.sizes);
  return d.colours
    .filter((c) => c.name.trim())
    .flatMap((c) => sizes.map((s) => styleSku(d.sku_prefix || 'PREFIX', c.name, s)));
}

export function StyleForm({ groupName }: { groupName: string }) {
  const { draft, setDraft, bind, fields, rows, problemCount, server, save, send, clearProblems } =
    useCatalogueForm<StyleDraft>(emptyStyle);
  const setColour = (key: number, change: Partial<ColourDraft>) =>
    setDraft((d) => ({
      ...d,
      colours: d.colours.map((c) => (c.key === key ? { ...c, ...change } : c)),
    }));
  const skus = plannedSkus(draft);
  const done = save.data?.ok && save.state === 'idle' ? save.data : null;
  // Created: the form starts again empty for the next style; the message stays until then.
  // (State adjusted while rendering, once per answer: React's pattern for state that follows data.)
  const [handled, setHandled] = useState<unknown>(null);
  if (done && handled !== done) {
    setHandled(done);
    setDraft(emptyStyle());
    clearProblems();
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    send(checkStyle(draft), { intent: 'create-style', style: styleBody(draft) });
  };

  return (
    <section
      aria-labelledby="style-title"
      className="rounded border border-slate-200 bg-white p-4"
      data-testid="style-form"
    >
      <h2 id="style-title" className="text-xl font-semibold">
        Add sizes and colours
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        Every colour in every size becomes a product of {groupName}, with the same price, slab
        table, stock and weight. Each colour’s photos go on all its sizes. All are created together,
        or none.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5" aria-label="New style">
        <FormOutcome
          error={server?.error}
          problems={correctProblems(problemCount, ' Nothing was created.')}
          saved={done?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field
            label="SKU prefix"
            {...bind('sku_prefix')}
            hint="Each SKU is PREFIX-COLOUR-SIZE."
            placeholder="SS-1001"
            required
          />
          <Field
            label="Sizes"
            {...bind('sizes')}
            hint="Separated by commas or spaces; 40-45 for a run."
            placeholder="40-45"
            required
          />
          <Field label="Stock per product (pairs)" {...bind('availability')} inputMode="numeric" />
          <PriceFields bind={bind} required />
          <div className="grid grid-cols-2 gap-2">
            <Field label="Weight a pair" {...bind('weight')} inputMode="decimal" />
            <SelectField
              label="Unit"
              {...bind('weight_unit')}
              options={['kg', 'g', 'lb', 'oz'].map((u) => ({ value: u, label: u }))}
            />
          </div>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">Colours</legend>
          {fields.colours ? <p className="text-sm text-red-700">{fields.colours}</p> : null}
          {draft.colours.map((colour, index) => (
            <div
              key={colour.key}
              className="grid gap-3 rounded border border-slate-200 p-3 md:grid-cols-[1fr_10rem_2fr]"
              data-testid="style-colour"
            >
              <Field
                label={`Colour ${index + 1} name`}
                name={`colours.${index}.name`}
                value={colour.name}
                onChange={(e) => setColour(colour.key, { name: e.target.value })}
                error={fields[`colours.${index}.name`]}
                placeholder="Black"
              />
              <Field
                label="Hex"
                name={`colours.${index}.hex`}
                value={colour.hex}
                onChange={(e) => setColour(colour.key, { hex: e.target.value })}
                error={fields[`colours.${index}.hex`]}
                placeholder="111111"
              />
              <div className="space-y-2">
                <ImageUpload
                  label={`Photos of ${colour.name.trim() || `colour ${index + 1}`}`}
                  onUploaded={(image) =>
                    setColour(colour.key, { images: [...colour.images, image.url] })
                  }
                />
                {colour.images.length ? (
                  <ul className="flex flex-wrap gap-2" aria-label={`Photos of colour ${index + 1}`}>
                    {colour.images.map((url, i) => (
                      <li key={url} className="flex items-center gap-1 text-xs">
                        <img
                          src={url}
                          alt=""
                          width={48}
                          height={48}
                          className="h-12 w-12 rounded border border-slate-200 object-contain"
                        />
                        {i === 0 ? 'Cover' : `Photo ${i + 1}`}
                        <button
                          type="button"
                          className="rounded border border-slate-400 px-1"
                          onClick={() =>
                            setColour(colour.key, {
                              images: colour.images.filter((u) => u !== url),
                            })
                          }
                        >
                          Remove<span className="sr-only"> photo {i + 1}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {fields[`colours.${index}.images`] ? (
                  <p className="text-sm text-red-700">{fields[`colours.${index}.images`]}</p>
                ) : null}
              </div>
              {draft.colours.length > 1 ? (
                <button
                  type="button"
                  className="justify-self-start rounded border border-slate-400 bg-white px-2 py-1 text-sm md:col-span-3"
                  onClick={() =>
                    setDraft((d) => ({
                      ...d,
                      colours: d.colours.filter((c) => c.key !== colour.key),
                    }))
                  }
                >
                  Remove colour {index + 1}
                </button>
              ) : null}
            </div>
          ))}
          <button
            type="button"
            disabled={draft.colours.length >= 20}
            onClick={() => setDraft((d) => ({ ...d, colours: [...d.colours, newColour()] }))}
            className="rounded border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium disabled:opacity-50"
          >
            Add a colour
          </button>
        </fieldset>

        <SlabEditor
          title="Slab prices for the whole style"
          slabs={draft.slabs}
          currency={draft.currency}
          rows={rows}
          onChange={(slabs) => setDraft((d) => ({ ...d, slabs }))}
        />

        <div className="space-y-2">
          <p className="text-sm font-medium" data-testid="style-sku-count">
            {skus.length === 0
              ? 'Enter sizes and a colour to see the products.'
              : `${skus.length} product${skus.length === 1 ? '' : 's'} will be created:`}
          </p>
          {skus.length ? (
            <p className="font-mono text-xs [overflow-wrap:anywhere] text-slate-700">
              {skus.slice(0, 24).join(', ')}
              {skus.length > 24 ? ` and ${skus.length - 24} more` : ''}
            </p>
          ) : null}
          <SaveButton busy={save.state !== 'idle'}>
            {save.state !== 'idle'
              ? 'Creating…'
              : `Create ${skus.length || ''} product${skus.length === 1 ? '' : 's'}`.replace(
                  '  ',
                  ' ',
                )}
          </SaveButton>
        </div>
      </form>
    </section>
  );
}
