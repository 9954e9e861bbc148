// Brands, head categories and subcategories (/admin/catalogue/brands, …/categories): a list
// with create, rename and remove. Removing one that item groups use is refused by the API with
// a sentence, shown here. Support sees the list only. Each row opens its translations
// (docs/translations.md): its display name in Japanese and Chinese.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { FormError } from '../shared/form-parts';
import { ImageUpload } from '../media/image-upload';
import type { CatalogueActionResult, NamedRow } from './catalogue-types';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { TranslationsDisclosure } from './translations-section';

/** The translated entity each list's rows are (the API's translation paths name them so). */
const TRANSLATED = {
  brands: 'brand',
  'head-categories': 'head-category',
  subcategories: 'subcategory',
} as const;

export function NamesList({
  title,
  noun,
  kind,
  rows,
  canWrite,
  extraCreate,
  initialExtra = {},
  describe,
  pictures = [],
}: {
  title: string;
  /** "brand", "head category"… */
  noun: string;
  /** Sent as `kind` with every intent, so one page may hold several lists. */
  kind: keyof typeof TRANSLATED;
  rows: NamedRow[];
  canWrite: boolean;
  /** Extra inputs of the create form (a subcategory's head category). */
  extraCreate?: (
    value: Record<string, string>,
    set: (key: string, v: string) => void,
  ) => React.ReactNode;
  /** The extra inputs' starting values (what their selects show before any change). */
  initialExtra?: Record<string, string>;
  describe?: (row: NamedRow) => string;
  /** The row's pictures (issue 28.3), each set through an upload: a brand's logo, banner… */
  pictures?: { field: 'logo' | 'banner' | 'display_image'; label: string }[];
}) {
  const act = useFetcher<CatalogueActionResult>();
  const [name, setName] = useState('');
  const [extra, setExtra] = useState<Record<string, string>>(initialExtra);
  const [editing, setEditing] = useState<number | null>(null);
  const [rename, setRename] = useState('');
  const [picturing, setPicturing] = useState<number | null>(null);
  const result = act.data;
  const busy = act.state !== 'idle';
  const send = (body: Record<string, unknown>) =>
    act.submit({ kind, ...body } as never, { method: 'post', encType: 'application/json' });
  const createId = `create-${kind}`;
  const failedCreate = result && !result.ok && result.intent === 'create';
  return (
    <section aria-labelledby={`${kind}-title`} className="mt-6">
      <h2 id={`${kind}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {canWrite ? null : (
        <div className="mt-2">
          <ReadOnlyNotice what={`the ${title.toLowerCase()}`} />
        </div>
      )}
      <div aria-live="polite" className="mt-2">
        {result && !result.ok ? <FormError error={result.error} /> : null}
        {result?.ok ? (
          <p role="status" className="text-sm text-green-800">
            {result.message}
          </p>
        ) : null}
      </div>
      {canWrite ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-3"
          onSubmit={(e) => {
            e.preventDefault();
            send({ intent: 'create', name, ...extra });
          }}
        >
          <div>
            <label htmlFor={createId} className="block text-sm font-medium">
              New {noun}
            </label>
            <input
              id={createId}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={failedCreate && result?.fields?.name ? true : undefined}
              aria-describedby={
                failedCreate && result?.fields?.name ? `${createId}-error` : undefined
              }
              className="mt-1 block w-64 max-w-full rounded border border-slate-400 px-3 py-2 text-sm"
            />
            {failedCreate && result?.fields?.name ? (
              <p id={`${createId}-error`} className="mt-1 text-sm text-red-700">
                {result.fields.name}
              </p>
            ) : null}
          </div>
          {extraCreate?.(extra, (key, v) => setExtra((x) => ({ ...x, [key]: v })))}
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {busy && act.formData ? 'Saving…' : `Add ${noun}`}
          </button>
        </form>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-3 rounded bg-white p-4 text-slate-700">None yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              {editing === row.id ? (
                <form
                  className="flex flex-wrap items-center gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    send({ intent: 'rename', id: row.id, name: rename });
                    setEditing(null);
                  }}
                >
                  <label className="sr-only" htmlFor={`rename-${kind}-${row.id}`}>
                    New name for {row.name}
                  </label>
                  <input
                    id={`rename-${kind}-${row.id}`}
                    value={rename}
                    onChange={(e) => setRename(e.target.value)}
                    className="rounded border border-slate-400 px-2 py-1"
                  />
                  <button
                    type="submit"
                    className="rounded bg-brand-600 px-3 py-1 font-semibold text-white"
                  >
                    Save
                  </button>
                  <button
                    type="button"
                    onClick={() => setEditing(null)}
                    className="rounded border border-slate-400 bg-white px-3 py-1"
                  >
                    Cancel
                  </button>
                </form>
              ) : (
                <span className="font-medium">{row.name}</span>
              )}
              <span className="text-slate-600">
                {describe?.(row) ??
                  `${row.item_group_count ?? 0} item group${row.item_group_count === 1 ? '' : 's'}`}
              </span>
              {canWrite && editing !== row.id ? (
                <span className="ml-auto flex gap-2">
                  {pictures.length ? (
                    <button
                      type="button"
                      aria-expanded={picturing === row.id}
                      onClick={() => setPicturing(picturing === row.id ? null : row.id)}
                      className="rounded border border-slate-400 bg-white px-2 py-1 font-medium"
                    >
                      Pictures<span className="sr-only"> of {row.name}</span>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => {
                      setEditing(row.id);
                      setRename(row.name);
                    }}
                    className="rounded border border-slate-400 bg-white px-2 py-1 font-medium"
                  >
                    Rename<span className="sr-only"> {row.name}</span>
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => send({ intent: 'remove', id: row.id })}
                    className="rounded border border-red-700 bg-white px-2 py-1 font-medium text-red-800"
                  >
                    Remove<span className="sr-only"> {row.name}</span>
                  </button>
                </span>
              ) : null}
              {pictures.length ? (
                <div className="flex w-full flex-wrap gap-4" data-testid="row-pictures">
                  {pictures.map((p) =>
                    row[p.field] ? (
                      <figure key={p.field} className="text-xs text-slate-700">
                        <img
                          src={row[p.field]}
                          alt=""
                          width={64}
                          height={48}
                          className="h-12 w-16 rounded border border-slate-200 object-contain"
                        />
                        <figcaption>{p.label}</figcaption>
                      </figure>
                    ) : null,
                  )}
                </div>
              ) : null}
              {canWrite && picturing === row.id ? (
                <div className="grid w-full gap-4 rounded border border-slate-200 p-3 md:grid-cols-3">
                  {pictures.map((p) => (
                    <div key={p.field} className="space-y-1">
                      <ImageUpload
                        label={`${p.label} of ${row.name}`}
                        onUploaded={(image) =>
                          send({ intent: 'picture', id: row.id, field: p.field, url: image.url })
                        }
                      />
                      {row[p.field] ? (
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() =>
                            send({ intent: 'picture', id: row.id, field: p.field, url: '' })
                          }
                          className="rounded border border-slate-400 bg-white px-2 py-1 text-xs"
                        >
                          Take the {p.label.toLowerCase()} off
                        </button>
                      ) : null}
                    </div>
                  ))}
                </div>
              ) : null}
              <TranslationsDisclosure
                entity={TRANSLATED[kind]}
                id={row.id}
                name={row.name}
                canWrite={canWrite}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
