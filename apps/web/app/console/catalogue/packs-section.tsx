// An item group's packs (docs/api.md, "Packs"): each colour's cartons, listed with their pairs,
// and one form to add or change a carton: the colour, a number per size of that colour, the
// pairs totalled as they are typed, and a name. The domain's packForm checks the form here before
// it is sent (each problem beside its size); the API checks again that every size is on sale.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  cartonBreakdown,
  defaultPackName,
  packPairs,
  sortSizes,
  type PackRatio,
} from '@solestock/domain';
import { packForm, type AdminPack } from '@solestock/domain/back-office/pack-payloads';
import { Field, FormError, SelectField } from '../shared/form-parts';
import {
  correctProblems,
  FormOutcome,
  problemsOf,
  SaveButton,
  useCatalogueForm,
} from './catalogue-form';
import type { CatalogueActionResult, ProductRow } from './catalogue-types';

export interface PackDraft {
  /** The pack being changed, or null for a new one. */
  id: number | null;
  color: string;
  name: string;
  /** Pairs per size as typed; empty or 0 leaves the size out. */
  pairs: Record<string, string>;
}

/** The colours a carton can be packed in: those with a live product that has a size. */
export function packColours(products: readonly ProductRow[]): string[] {
  const colours: string[] = [];
  for (const p of products)
    if (!p.archived_at && p.size && !colours.includes(p.color)) colours.push(p.color);
  return colours;
}

/** The sizes on sale in a colour, smallest first. */
export function coloursSizes(products: readonly ProductRow[], color: string): string[] {
  return sortSizes(products.filter((p) => !p.archived_at && p.color === color).map((p) => p.size));
}

export const emptyPack = (color: string): PackDraft => ({ id: null, color, name: '', pairs: {} });

export const draftOf = (pack: AdminPack): PackDraft => ({
  id: pack.id,
  color: pack.color,
  name: pack.name,
  pairs: Object.fromEntries(Object.entries(pack.ratio).map(([s, n]) => [s, String(n)])),
});

/** The request body of a draft: the sizes given pairs, as numbers (what packForm reads). */
export function packBody(d: PackDraft) {
  const ratio: Record<string, number> = {};
  for (const [size, text] of Object.entries(d.pairs)) {
    const t = text.trim();
    if (t === '' || t === '0') continue;
    ratio[size] = /^\d+$/.test(t) ? Number(t) : Number.NaN;
  }
  return { color: d.color, name: d.name, ratio };
}

/** The pairs a draft holds so far, as typed (sizes not yet a whole number count 0). */
export function draftPairs(d: PackDraft): number {
  const { ratio } = packBody(d);
  return packPairs(
    Object.fromEntries(Object.entries(ratio).filter(([, n]) => Number.isInteger(n))) as PackRatio,
  );
}

const colourLabel = (color: string) => color || 'No colour';

export function PacksSection({
  groupName,
  products,
  packs,
  canWrite,
}: {
  groupName: string;
  products: ProductRow[];
  packs: AdminPack[];
  canWrite: boolean;
}) {
  const colours = packColours(products);
  const [editing, setEditing] = useState<PackDraft | null>(null);
  const remove = useFetcher<CatalogueActionResult>();
  const byColour = new Map<string, AdminPack[]>();
  for (const p of packs) byColour.set(p.color, [...(byColour.get(p.color) ?? []), p]);
  const shown = [...new Set([...colours, ...byColour.keys()])];

  return (
    <section
      aria-labelledby="packs-title"
      className="rounded border border-slate-200 bg-white p-4"
      data-testid="packs-section"
    >
      <h2 id="packs-title" className="text-xl font-semibold">
        Cartons (packs)
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        A carton is one colour of {groupName} packed in fixed pairs per size. Buyers add whole
        cartons on the product page. A colour’s first carton is its standard one, the one the
        catalogue import and export write.
      </p>
      {remove.data ? (
        remove.data.ok ? (
          <p role="status" className="mt-2 text-sm text-green-800">
            {remove.data.message}
          </p>
        ) : (
          <div className="mt-2">
            <FormError error={remove.data.error} />
          </div>
        )
      ) : null}
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          Add products with sizes first: a carton holds sizes of one colour.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {shown.map((color) => (
            <li key={color} className="rounded border border-slate-200 p-3">
              <h3 className="font-semibold">{colourLabel(color)}</h3>
              {(byColour.get(color) ?? []).length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">No cartons yet.</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {byColour.get(color)!.map((pack) => (
                    <li
                      key={pack.id}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                      data-testid="pack-row"
                    >
                      <span className="font-medium">{pack.name}</span>
                      {pack.standard ? (
                        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                          Standard carton
                        </span>
                      ) : null}
                      <span className="text-slate-700 tabular-nums">
                        {cartonBreakdown(pack.ratio)}
                      </span>
                      {pack.missing_sizes.length ? (
                        <span className="text-red-800">
                          Hidden from the shop: size {pack.missing_sizes.join(', ')} is no longer on
                          sale in {colourLabel(color)}.
                        </span>
                      ) : null}
                      {canWrite ? (
                        <span className="ml-auto flex gap-2">
                          <button
                            type="button"
                            onClick={() => setEditing(draftOf(pack))}
                            className="rounded border border-slate-400 bg-white px-2 py-1 font-medium"
                          >
                            Edit<span className="sr-only"> {pack.name}</span>
                          </button>
                          <button
                            type="button"
                            disabled={remove.state !== 'idle'}
                            onClick={() => {
                              if (window.confirm(`Remove the carton ${pack.name}?`))
                                void remove.submit(
                                  { intent: 'remove-pack', id: pack.id },
                                  { method: 'post', encType: 'application/json' },
                                );
                            }}
                            className="rounded border border-red-700 bg-white px-2 py-1 font-medium text-red-800"
                          >
                            Remove<span className="sr-only"> {pack.name}</span>
                          </button>
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && colours.length ? (
        <PackForm
          edit={editing}
          colours={colours}
          products={products}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

/** The add-or-change form; `edit` is the carton whose Edit was pressed (null: a new one). */
function PackForm({
  edit,
  colours,
  products,
  onDone,
}: {
  edit: PackDraft | null;
  colours: string[];
  products: ProductRow[];
  onDone: () => void;
}) {
  const fresh = () => edit ?? emptyPack(colours[0]!);
  const { draft, setDraft, bind, fields, problemCount, server, save, send, clearProblems } =
    useCatalogueForm<PackDraft>(fresh);
  const title = useRef<HTMLHeadingElement>(null);
  // (State adjusted while rendering, once per change: React's pattern for state that follows props.)
  const [shown, setShown] = useState(edit);
  if (shown !== edit) {
    setShown(edit);
    setDraft(fresh());
    clearProblems();
  }
  // Edit pressed: the form is where the keyboard goes next.
  useEffect(() => {
    if (edit) title.current?.focus();
  }, [edit]);
  const done = save.data?.ok && save.state === 'idle' ? save.data : null;
  // Saved: the form starts again for the next carton; the message stays until then.
  const [handled, setHandled] = useState<unknown>(null);
  if (done && handled !== done) {
    setHandled(done);
    setDraft(emptyPack(colours[0]!));
    clearProblems();
    if (draft.id !== null) onDone();
  }
  const onSale = coloursSizes(products, draft.color);
  // A size of the carton no longer on sale is shown too, so it can be taken out.
  const sizes = sortSizes([...onSale, ...Object.keys(draft.pairs)]);
  const pairs = draftPairs(draft);
  const editing = draft.id !== null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = problemsOf(packForm.safeParse(packBody(draft)), (path) => path.join('.'));
    send(found, { intent: 'save-pack', id: draft.id, pack: packBody(draft) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="pack-form-title"
      className="mt-4 space-y-4 rounded border border-slate-300 p-3"
    >
      <h3 id="pack-form-title" ref={title} tabIndex={-1} className="text-lg font-semibold">
        {editing ? `Change ${edit?.name ?? 'the carton'}` : 'Add a carton'}
      </h3>
      <FormOutcome
        error={server?.error}
        problems={correctProblems(problemCount, ' Nothing was saved.')}
        saved={done?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Colour"
          name="pack-color"
          options={[...new Set([...colours, draft.color])].map((c) => ({
            value: c,
            label: colourLabel(c),
          }))}
          value={draft.color}
          onChange={(e) => setDraft((d) => ({ ...d, color: e.target.value, pairs: {} }))}
          error={fields.color}
        />
        <Field
          label="Name"
          {...bind('name')}
          id="field-pack-name"
          placeholder={defaultPackName(pairs || 12)}
          hint="Left empty, it is named by its pairs."
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Pairs per size in one carton</legend>
        {fields.ratio ? <p className="mt-1 text-sm text-red-700">{fields.ratio}</p> : null}
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
          {sizes.map((size) => {
            const error = fields[`ratio.${size}`];
            const id = `pack-size-${size}`;
            return (
              <div key={size}>
                <label htmlFor={id} className="block text-sm">
                  Size {size}
                  {onSale.includes(size) ? null : (
                    <span className="block text-xs text-red-800">not on sale</span>
                  )}
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={500}
                  value={draft.pairs[size] ?? ''}
                  placeholder="0"
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, pairs: { ...d.pairs, [size]: e.target.value } }))
                  }
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-sm tabular-nums aria-[invalid=true]:border-red-700"
                />
                {error ? (
                  <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
                    {/* The label names the size: "Size 7: the pairs are …" reads "The pairs are …". */}
                    {error.replace(/^Size [^:]+: (.)/, (_, c: string) => c.toUpperCase())}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <p
          className="mt-2 text-sm font-semibold tabular-nums"
          aria-live="polite"
          data-testid="pack-pairs"
        >
          {pairs} {pairs === 1 ? 'pair' : 'pairs'}
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <SaveButton busy={save.state !== 'idle'}>
          {save.state !== 'idle' ? 'Saving…' : editing ? 'Save carton' : 'Add carton'}
        </SaveButton>
        {editing ? (
          <button
            type="button"
            onClick={onDone}
            className="rounded border border-slate-400 bg-white px-4 py-2 text-sm font-semibold"
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
