// The item groups table (/admin/catalogue): search and paging through the URL, row selection,
// and the bulk actions (archive, show on or hide from the home page, change prices by a
// percentage after a preview in a dialog). Support sees the table without selection or actions.
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { Paged } from '../shared/console-types';
import { DataTable, PageLinks } from '../shared/data-table';
import { FormError } from '../shared/form-parts';
import { CatalogueTabs } from './catalogue-tabs';
import type { CatalogueActionResult, ItemGroupRow } from './catalogue-types';

const column = createColumnHelper<ItemGroupRow>();

function columnsFor(canWrite: boolean, selected: Set<number>, toggle: (id: number) => void) {
  const cols = [
    column.accessor('name', {
      header: 'Item group',
      cell: (c) => (
        <Link
          className="font-semibold text-brand-700 underline"
          to={`/admin/catalogue/groups/${c.row.original.id}`}
        >
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('brand', { header: 'Brand' }),
    column.accessor((g) => `${g.head_category} › ${g.subcategory}`, {
      id: 'category',
      header: 'Category',
    }),
    column.accessor('product_count', {
      header: 'Products',
      cell: (c) => {
        const all = c.row.original.products_total ?? c.getValue();
        const archived = all - c.getValue();
        return archived > 0 ? `${c.getValue()} (+${archived} archived)` : String(c.getValue());
      },
    }),
    column.accessor('lowest_price', {
      header: 'From',
      cell: (c) =>
        c.getValue() ? (
          <span className="whitespace-nowrap">
            {c.getValue()} {(c.row.original.currency ?? '').toUpperCase()}
          </span>
        ) : (
          '—'
        ),
    }),
    column.accessor('show_on_homepage', {
      header: 'Home page',
      cell: (c) => (c.getValue() ? 'Shown' : '—'),
    }),
  ] as ColumnDef<ItemGroupRow, unknown>[];
  if (!canWrite) return cols;
  return [
    column.display({
      id: 'select',
      // A plain string: the stacked layout (below lg) labels each cell with it.
      header: 'Select',
      cell: (c) => (
        <input
          type="checkbox"
          aria-label={`Select ${c.row.original.name}`}
          checked={selected.has(c.row.original.id)}
          onChange={() => toggle(c.row.original.id)}
          className="h-4 w-4"
        />
      ),
    }) as ColumnDef<ItemGroupRow, unknown>,
    ...cols,
  ];
}

export function ItemGroupsTable({
  list,
  search,
  canWrite,
}: {
  list: Paged<ItemGroupRow>;
  search: URLSearchParams;
  canWrite: boolean;
}) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const ids = list.results.map((g) => g.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(ids));
  const bulk = useFetcher<CatalogueActionResult>();
  // A page of other rows: what was selected is no longer on screen.
  const pageKey = `${list.page}:${search.get('q') ?? ''}`;
  const [seenKey, setSeenKey] = useState(pageKey);
  if (seenKey !== pageKey) {
    setSeenKey(pageKey);
    setSelected(new Set());
  }
  const busy = bulk.state !== 'idle';
  const send = (action: string) =>
    bulk.submit(
      { intent: 'bulk', target: 'item_groups', ids: [...selected], action },
      { method: 'post', encType: 'application/json' },
    );

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Catalogue</h1>
        {canWrite ? (
          <Link
            to="/admin/catalogue/groups/new"
            className="rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            New item group
          </Link>
        ) : null}
      </div>
      <CatalogueTabs current="groups" />
      <Form
        method="get"
        role="search"
        aria-label="Search item groups"
        className="mt-4 flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-4"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="groups-q" className="block text-sm font-medium">
            Search
          </label>
          <input
            id="groups-q"
            name="q"
            type="search"
            defaultValue={search.get('q') ?? ''}
            placeholder="Name, brand or SKU"
            className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <button
          type="submit"
          className="rounded border border-slate-400 bg-white px-4 py-2 text-sm font-semibold"
        >
          Search
        </button>
      </Form>

      {canWrite ? (
        <div
          role="toolbar"
          aria-label="Bulk actions"
          className="mt-4 flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-slate-50 p-3 text-sm"
        >
          <label className="mr-2 flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={toggleAll}
              disabled={ids.length === 0}
              className="h-4 w-4"
            />
            Select all on this page
          </label>
          <span aria-live="polite" className="mr-2 font-medium">
            {selected.size === 0 ? 'Select rows for bulk actions' : `${selected.size} selected`}
          </span>
          <BulkButton disabled={!selected.size || busy} onClick={() => send('show_on_homepage')}>
            Show on home page
          </BulkButton>
          <BulkButton disabled={!selected.size || busy} onClick={() => send('hide_from_homepage')}>
            Hide from home page
          </BulkButton>
          <BulkButton disabled={!selected.size || busy} onClick={() => send('archive')}>
            Archive products
          </BulkButton>
          <BulkButton disabled={!selected.size || busy} onClick={() => send('unarchive')}>
            Unarchive
          </BulkButton>
          <PriceChangeDialog ids={[...selected]} disabled={!selected.size || busy} />
        </div>
      ) : null}
      {bulk.data ? (
        bulk.data.ok ? (
          <p role="status" className="mt-2 text-sm text-green-800">
            {bulk.data.message}
          </p>
        ) : (
          <div className="mt-2">
            <FormError error={bulk.data.error} />
          </div>
        )
      ) : null}

      <DataTable
        caption="Item groups"
        columns={columnsFor(canWrite, selected, toggle)}
        data={list.results}
        empty={search.get('q') ? 'No item group matches this search.' : 'No item groups yet.'}
      />
      <PageLinks search={search} page={list.page} pageSize={list.page_size} count={list.count} />
    </div>
  );
}

function BulkButton({
  children,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { children: React.ReactNode }) {
  return (
    <button
      type="button"
      {...props}
      className="rounded border border-slate-400 bg-white px-3 py-1.5 font-medium disabled:opacity-50"
    >
      {children}
    </button>
  );
}

/** Change prices by a percentage: preview every product's old and new price, then apply. */
function PriceChangeDialog({ ids, disabled }: { ids: number[]; disabled: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [percent, setPercent] = useState('');
  const preview = useFetcher<CatalogueActionResult>();
  const apply = useFetcher<CatalogueActionResult>();
  const shown = preview.data?.ok ? preview.data.preview : undefined;
  const applied = apply.data?.ok === true;
  useEffect(() => {
    if (applied) dialog.current?.close();
  }, [applied]);
  const body = (intent: string) => ({
    intent,
    target: 'item_groups',
    ids,
    action: 'change_price',
    percent,
  });
  const error = apply.data && !apply.data.ok ? apply.data : preview.data?.ok ? null : preview.data;
  return (
    <>
      <BulkButton disabled={disabled} onClick={() => dialog.current?.showModal()}>
        Change prices by %…
      </BulkButton>
      <dialog
        ref={dialog}
        aria-labelledby="price-change-title"
        className="m-auto w-[min(56rem,95vw)] rounded-lg p-0 backdrop:bg-slate-900/50"
      >
        <div className="p-5">
          <h2 id="price-change-title" className="text-lg font-bold">
            Change prices of {ids.length} item group{ids.length === 1 ? '' : 's'}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Every live product’s price and slab prices change by this percentage, rounded to the
            currency’s smallest unit (whole yen). Preview first; apply writes them all at once.
          </p>
          <form
            className="mt-4 flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              preview.submit(body('preview'), { method: 'post', encType: 'application/json' });
            }}
          >
            <div>
              <label htmlFor="price-percent" className="block text-sm font-medium">
                Change (%)
              </label>
              <input
                id="price-percent"
                inputMode="decimal"
                value={percent}
                onChange={(e) => setPercent(e.target.value)}
                placeholder="10 or -5"
                aria-invalid={error?.fields?.percent ? true : undefined}
                aria-describedby={error?.fields?.percent ? 'price-percent-error' : undefined}
                className="mt-1 block w-32 rounded border border-slate-400 px-3 py-2 text-sm"
              />
            </div>
            <button
              type="submit"
              disabled={preview.state !== 'idle'}
              className="rounded border border-slate-400 bg-white px-4 py-2 text-sm font-semibold disabled:opacity-60"
            >
              {preview.state !== 'idle' ? 'Working out…' : 'Preview'}
            </button>
          </form>
          {error?.fields?.percent ? (
            <p id="price-percent-error" className="mt-1 text-sm text-red-700">
              {error.fields.percent}
            </p>
          ) : error?.error ? (
            <div className="mt-3">
              <FormError error={error.error} />
            </div>
          ) : null}
          {shown ? (
            <div
              role="region"
              aria-label="Price preview"
              tabIndex={0}
              className="mt-4 max-h-80 overflow-auto rounded border border-slate-200"
            >
              <table className="w-full text-sm">
                <caption className="sr-only">New prices at {shown.percent} %</caption>
                <thead className="sticky top-0 bg-slate-100 text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      SKU
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Price now
                    </th>
                    <th scope="col" className="px-3 py-2">
                      New price
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Slabs (now → new)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.products.map((p) => (
                    <tr key={p.id} className="border-t border-slate-100">
                      <td className="px-3 py-1.5 font-mono text-xs">{p.sku}</td>
                      <td className="px-3 py-1.5">
                        {p.old_price} {p.currency.toUpperCase()}
                      </td>
                      <td className="px-3 py-1.5 font-semibold">
                        {p.new_price} {p.currency.toUpperCase()}
                      </td>
                      <td className="px-3 py-1.5 text-xs">
                        {p.slabs.map((s) => `${s.old_price} → ${s.new_price}`).join(' · ') || '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded border border-slate-400 bg-white px-4 py-2 text-sm font-semibold"
            >
              Close
            </button>
            <button
              type="button"
              disabled={
                !shown ||
                shown.percent !== percent.trim().replace(/^\+/, '') ||
                apply.state !== 'idle'
              }
              onClick={() =>
                apply.submit(body('bulk'), { method: 'post', encType: 'application/json' })
              }
              className="rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
            >
              {apply.state !== 'idle'
                ? 'Applying…'
                : shown
                  ? `Apply to ${shown.products.length} product${shown.products.length === 1 ? '' : 's'}`
                  : 'Apply'}
            </button>
          </div>
        </div>
      </dialog>
      {/* Issue 28.7: the dialog closes on apply, so what it did is said beside its button. */}
      {applied && apply.data?.message ? (
        <p role="status" aria-live="polite" className="text-sm text-green-800">
          {apply.data.message}
        </p>
      ) : null}
    </>
  );
}
