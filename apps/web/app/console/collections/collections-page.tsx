// /admin/collections (docs/collections.md): the collections with their windows, styles and
// groups; per collection "Line sheet for…" (a company picker that downloads the sheet at that
// company's prices) and "Mail to buyers"; and the editor (name, season, delivery window rows,
// styles found by a search, customer groups), for a new collection or the one `?edit=` names.
// Read-only for support, who may still download line sheets.
import { Form, Link } from 'react-router';
import { windowText, type CollectionRow } from '@solestock/domain/back-office/collection-payloads';
import { Field, FormError, SelectField, SubmitButton } from '../shared/form-parts';
import { ReadOnlyNotice } from '../shared/read-only-notice';

export interface CollectionsResult {
  intent: 'create' | 'update' | 'delete' | 'send';
  id?: number;
  ok: boolean;
  error?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
}

interface Named {
  id: number;
  name: string;
}

/** Empty window rows offered after a collection's own. */
const SPARE_WINDOWS = 2;

export function CollectionsPage({
  collections,
  groups,
  styles,
  companies,
  q,
  cq,
  edit,
  mayWrite,
  maySend,
  result,
}: {
  collections: CollectionRow[];
  groups: Named[];
  styles: Named[];
  companies: Named[];
  q: string;
  cq: string;
  edit: string;
  mayWrite: boolean;
  maySend: boolean;
  result: CollectionsResult | undefined;
}) {
  const editing = collections.find((c) => String(c.id) === edit);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const listResult =
    result && (result.intent === 'send' || result.intent === 'delete') ? result : undefined;
  return (
    <div>
      <h1 className="text-2xl font-bold">Collections</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        A collection shows a season’s styles with their delivery windows to the customer groups you
        name (every buyer when you name none), at each buyer’s own prices, and makes line sheets for
        a company.
      </p>
      {mayWrite ? null : (
        <div className="mt-4">
          <ReadOnlyNotice what="the collections" />
        </div>
      )}
      <div aria-live="polite">
        {result?.ok && result.message ? (
          <p
            role="status"
            className="mt-4 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            {result.message}
          </p>
        ) : null}
      </div>
      {listResult && !listResult.ok ? (
        <div className="mt-4">
          <FormError error={listResult.error} />
        </div>
      ) : null}

      <section aria-labelledby="collections-heading" className="mt-6">
        <h2 id="collections-heading" className="text-lg font-bold">
          {collections.length === 0
            ? 'No collections yet'
            : `${collections.length} ${collections.length === 1 ? 'collection' : 'collections'}`}
        </h2>
        <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          {q ? <input type="hidden" name="q" value={q} /> : null}
          {edit ? <input type="hidden" name="edit" value={edit} /> : null}
          <div className="min-w-0 flex-1 sm:max-w-xs">
            <Field
              id="company-search"
              label="Find companies for line sheets (name or e-mail)"
              name="cq"
              defaultValue={cq}
            />
          </div>
          <button
            type="submit"
            className="rounded border border-slate-400 px-3 py-2 text-sm font-medium hover:border-brand-600"
          >
            Find
          </button>
        </form>
        <ul className="mt-3 space-y-3">
          {collections.map((c) => (
            <li key={c.id} className="rounded border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold [overflow-wrap:anywhere]">
                  {c.name}
                  {c.season ? (
                    <span className="font-normal text-slate-600"> · {c.season}</span>
                  ) : null}
                </h3>
                {mayWrite ? (
                  <Link
                    to={`?edit=${c.id}#editor`}
                    className="text-sm font-medium text-brand-700 hover:underline"
                  >
                    Edit {c.name}
                  </Link>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {c.delivery_windows.length
                  ? `Delivery ${c.delivery_windows.map(windowText).join(', ')}`
                  : 'No delivery windows'}{' '}
                · {c.styles.length} {c.styles.length === 1 ? 'style' : 'styles'} ·{' '}
                {c.group_ids.length
                  ? `For ${c.group_ids.map((id) => groupName.get(id) ?? `group ${id}`).join(', ')}`
                  : 'For every buyer'}
              </p>
              <p className="mt-1 text-xs text-slate-600 [overflow-wrap:anywhere]">
                {c.styles.map((s) => s.name).join(' · ')}
              </p>
              {companies.length ? (
                <div className="mt-3 flex flex-wrap items-end gap-2">
                  <form
                    method="get"
                    action={`/api/admin/collections/${c.id}/line-sheet.pdf`}
                    className="flex flex-wrap items-end gap-2"
                  >
                    <div className="min-w-0 sm:w-64">
                      <SelectField
                        id={`sheet-company-${c.id}`}
                        label="Line sheet for…"
                        name="company_id"
                        options={companies.map((co) => ({ value: String(co.id), label: co.name }))}
                      />
                    </div>
                    <button
                      type="submit"
                      className="rounded border border-slate-400 px-3 py-2 text-sm font-medium hover:border-brand-600"
                    >
                      Download line sheet
                    </button>
                    {maySend ? (
                      <button
                        type="submit"
                        formMethod="post"
                        formAction={`/admin/collections${cq ? `?cq=${encodeURIComponent(cq)}` : ''}`}
                        name="intent"
                        value="send"
                        className="rounded bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                      >
                        Mail to buyers
                      </button>
                    ) : null}
                    <input type="hidden" name="id" value={c.id} />
                  </form>
                </div>
              ) : (
                <p className="mt-3 text-sm text-slate-600">
                  No company matches the search: find one above for its line sheet.
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>

      {mayWrite ? (
        <Editor
          key={editing ? `${editing.id}-${editing.updated_at}` : `new-${collections.length}`}
          collection={editing}
          groups={groups}
          styles={styles}
          q={q}
          result={
            result && (result.intent === 'create' || result.intent === 'update')
              ? result
              : undefined
          }
        />
      ) : null}
    </div>
  );
}

function Editor({
  collection,
  groups,
  styles,
  q,
  result,
}: {
  collection: CollectionRow | undefined;
  groups: Named[];
  styles: Named[];
  q: string;
  result: CollectionsResult | undefined;
}) {
  const fields = result?.ok ? {} : (result?.fields ?? {});
  const values = result?.ok ? undefined : result?.values;
  const chosen = new Set(collection?.item_group_ids ?? []);
  // The collection's own styles first (checked), then the search's others.
  const offered = [...(collection?.styles ?? []), ...styles.filter((s) => !chosen.has(s.id))];
  const windows = [
    ...(collection?.delivery_windows ?? []),
    ...Array.from({ length: SPARE_WINDOWS }, () => ({ from: '', to: '' })),
  ];
  const heading = collection ? `Edit ${collection.name}` : 'Add a collection';
  return (
    <section
      id="editor"
      aria-labelledby="editor-heading"
      className="mt-8 scroll-mt-24 rounded border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="editor-heading" className="text-lg font-bold [overflow-wrap:anywhere]">
          {heading}
        </h2>
        {collection ? (
          <Link to="?#editor" className="text-sm font-medium text-brand-700 hover:underline">
            Add a new collection instead
          </Link>
        ) : null}
      </div>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        {collection ? <input type="hidden" name="edit" value={collection.id} /> : null}
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <Field
            id="style-search"
            label="Find styles to add (the first 25 matches)"
            name="q"
            defaultValue={q}
          />
        </div>
        <button
          type="submit"
          className="rounded border border-slate-400 px-3 py-2 text-sm font-medium hover:border-brand-600"
        >
          Find styles
        </button>
      </form>
      <Form method="post" className="mt-4 space-y-4" preventScrollReset>
        {collection ? <input type="hidden" name="id" value={collection.id} /> : null}
        <FormError error={result && !result.ok ? result.error : undefined} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id="collection-name"
            label="Name"
            name="name"
            required
            maxLength={80}
            defaultValue={values?.name ?? collection?.name ?? ''}
            error={fields.name}
          />
          <Field
            id="collection-season"
            label="Season"
            name="season"
            maxLength={40}
            defaultValue={values?.season ?? collection?.season ?? ''}
            hint="E.g. SS27; optional."
            error={fields.season}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Delivery windows</legend>
          <p className="text-xs text-slate-600">
            The first and last day each window ships; leave a row empty to drop it.
          </p>
          {fields.delivery_windows ? (
            <p id="windows-error" className="mt-1 text-sm text-red-800">
              {fields.delivery_windows}
            </p>
          ) : null}
          <div className="mt-2 space-y-2">
            {windows.map((w, i) => (
              <div key={i} className="grid grid-cols-2 gap-2 sm:max-w-md">
                <Field
                  id={`window-${i}-from`}
                  label={`Window ${i + 1}: from`}
                  name="window_from"
                  type="date"
                  defaultValue={w.from}
                />
                <Field
                  id={`window-${i}-to`}
                  label={`Window ${i + 1}: to`}
                  name="window_to"
                  type="date"
                  defaultValue={w.to}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={fields.item_group_ids ? 'styles-error' : undefined}>
          <legend className="text-sm font-medium">Styles</legend>
          {fields.item_group_ids ? (
            <p id="styles-error" className="mt-1 text-sm text-red-800">
              {fields.item_group_ids}
            </p>
          ) : null}
          {offered.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No style matches the search.</p>
          ) : (
            <ul className="mt-2 grid max-h-72 gap-1 overflow-y-auto rounded border border-slate-200 p-2 sm:grid-cols-2">
              {offered.map((s) => (
                <li key={s.id}>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="item_group_ids"
                      value={s.id}
                      defaultChecked={chosen.has(s.id)}
                      className="mt-1"
                    />
                    <span className="[overflow-wrap:anywhere]">{s.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium">Customer groups</legend>
          <p className="text-xs text-slate-600">
            Only buyers in the groups ticked see it; tick none for every buyer.
          </p>
          {fields.group_ids ? (
            <p className="mt-1 text-sm text-red-800">{fields.group_ids}</p>
          ) : null}
          {groups.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              No customer groups yet: every buyer sees it.
            </p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-3">
              {groups.map((g) => (
                <li key={g.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="group_ids"
                      value={g.id}
                      defaultChecked={collection?.group_ids.includes(g.id) ?? false}
                    />
                    {g.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <SubmitButton intent={collection ? 'update' : 'create'}>
            {collection ? `Save ${collection.name}` : 'Add collection'}
          </SubmitButton>
          {collection ? (
            <SubmitButton intent="delete" tone="danger" pendingLabel="Removing…">
              Remove
            </SubmitButton>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
