// /admin/price-lists/{id}: one price list (docs/price-lists.md): its name, currency, groups and
// companies; its entries in a grid (SKU, unit price, slabs as "1-11: 1500; 12+: 1320"), saved all
// or none with every bad row named; its entries as CSV or XLSX, and a file to import, with the
// upload's progress and the rows it refused said on the page. Read-only for support.
import { useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { CustomerGroup } from '@solestock/domain/back-office/customer-group-payloads';
import type { PriceList, PriceListEntry } from '@solestock/domain/back-office/price-list-payloads';
import { DataTable } from '../shared/data-table';
import { Field, FormError, SelectField, SubmitButton } from '../shared/form-parts';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { ProgressBar, sendUpload } from '../shared/upload-progress';
import { CURRENCY_OPTIONS, type PriceListFormResult } from './price-lists-page';
import { slabsText } from './slab-text';

/** Blank rows under the entries, for new ones. */
const NEW_ROWS = 3;

interface GridRow {
  key: string;
  entry: PriceListEntry | null;
  values?: { sku: string; unit_price: string; slabs: string };
}

const cellInput =
  'block w-full min-w-24 rounded border border-slate-400 bg-white px-2 py-1 text-sm';

function gridColumns(mayWrite: boolean, currency: string) {
  const column = createColumnHelper<GridRow>();
  const input = (row: GridRow, name: 'sku' | 'unit_price' | 'slabs', label: string) => {
    const value =
      row.values?.[name] ??
      (row.entry ? (name === 'slabs' ? slabsText(row.entry.slabs) : row.entry[name]) : '');
    return mayWrite ? (
      <input
        name={name}
        aria-label={`${label}, ${row.entry ? row.entry.sku : `new row ${row.key}`}`}
        defaultValue={value}
        inputMode={name === 'unit_price' ? 'decimal' : undefined}
        className={name === 'slabs' ? `${cellInput} lg:min-w-60` : cellInput}
      />
    ) : (
      <span>{value || '—'}</span>
    );
  };
  return [
    column.display({ id: 'sku', header: 'SKU', cell: (c) => input(c.row.original, 'sku', 'SKU') }),
    column.display({
      id: 'product',
      header: 'Product',
      cell: (c) => {
        const e = c.row.original.entry;
        return e ? (
          <span className="[overflow-wrap:anywhere]">
            {[e.product_name, e.color, e.size].filter(Boolean).join(', ')}
          </span>
        ) : (
          '—'
        );
      },
    }),
    column.display({
      id: 'unit_price',
      header: `Unit price (${currency.toUpperCase()})`,
      cell: (c) => input(c.row.original, 'unit_price', 'Unit price'),
    }),
    column.display({
      id: 'slabs',
      header: 'Slabs',
      cell: (c) => input(c.row.original, 'slabs', 'Slabs'),
    }),
    column.display({
      id: 'catalogue',
      header: 'Catalogue price',
      meta: { figure: true },
      cell: (c) => {
        const e = c.row.original.entry;
        return e ? `${e.list_price.amount} ${e.list_price.currency.toUpperCase()}` : '—';
      },
    }),
  ] as ColumnDef<GridRow, unknown>[];
}

/** Rows the API named ("Row 4: …", "Item 3: …"), one a line. */
function Problems({ text }: { text: string }) {
  const lines = text.split('\n').filter(Boolean);
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function PriceListPage({
  list,
  entries,
  groups,
  mayWrite,
  result,
}: {
  list: PriceList;
  entries: PriceListEntry[];
  groups: CustomerGroup[];
  mayWrite: boolean;
  result: PriceListFormResult | undefined;
}) {
  const fields = result?.ok ? {} : (result?.fields ?? {});
  const settings = result?.intent === 'update' ? result : undefined;
  const saving = result?.intent === 'entries' ? result : undefined;
  const sent = saving && !saving.ok ? saving.values : undefined;
  const rows: GridRow[] = sent
    ? JSON.parse(sent.rows ?? '[]').map((values: GridRow['values'], i: number) => ({
        key: String(i + 1),
        entry: entries.find((e) => e.sku === values?.sku) ?? null,
        values,
      }))
    : [
        ...entries.map((entry) => ({ key: entry.sku, entry })),
        ...(mayWrite
          ? Array.from({ length: NEW_ROWS }, (_, i) => ({ key: String(i + 1), entry: null }))
          : []),
      ];
  const chosenGroups = new Set(
    settings?.values?.group_ids?.split(',').map(Number) ?? list.group_ids,
  );
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{list.name}</h1>
        <p className="mt-1 text-sm text-slate-700">
          Prices in {list.currency.toUpperCase()} · {list.entries}{' '}
          {list.entries === 1 ? 'entry' : 'entries'}
        </p>
        {mayWrite ? null : (
          <div className="mt-4">
            <ReadOnlyNotice what="the price lists" />
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
      </div>

      <section aria-labelledby="who" className="rounded border border-slate-200 bg-white p-4">
        <h2 id="who" className="text-lg font-bold">
          Name, currency and who is on it
        </h2>
        {mayWrite ? (
          <Form method="post" className="mt-3 space-y-3">
            <FormError error={settings && !settings.ok ? settings.error : undefined} />
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                id="list-name"
                label="Name"
                name="name"
                required
                maxLength={60}
                defaultValue={settings?.values?.name ?? list.name}
                error={fields.name}
              />
              <SelectField
                id="list-currency"
                label="Currency"
                name="currency"
                options={CURRENCY_OPTIONS}
                defaultValue={settings?.values?.currency ?? list.currency}
                error={fields.currency}
              />
            </div>
            <fieldset>
              <legend className="text-sm font-medium">Customer groups on this list</legend>
              {groups.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">No customer groups yet.</p>
              ) : (
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {groups.map((g) => (
                    <label key={g.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="group_ids"
                        value={g.id}
                        defaultChecked={chosenGroups.has(g.id)}
                      />
                      {g.name}
                    </label>
                  ))}
                </div>
              )}
              {fields.group_ids ? (
                <p className="mt-1 text-sm text-red-700">{fields.group_ids}</p>
              ) : null}
            </fieldset>
            <Field
              id="list-companies"
              label="Companies on this list (their numbers, comma-separated)"
              name="company_ids"
              inputMode="numeric"
              defaultValue={settings?.values?.company_ids ?? list.company_ids.join(', ')}
              hint={
                list.companies.length
                  ? `Now: ${list.companies.map((c) => `${c.name} (${c.id})`).join(', ')}. A company’s number is on its customer page.`
                  : 'A company’s number is on its customer page.'
              }
              error={fields.company_ids}
            />
            <div className="flex flex-wrap gap-2">
              <SubmitButton intent="update">Save list</SubmitButton>
              <SubmitButton intent="delete" tone="danger" pendingLabel="Removing…">
                Remove list
              </SubmitButton>
            </div>
          </Form>
        ) : (
          <p className="mt-2 text-sm">
            Groups: {list.groups.map((g) => g.name).join(', ') || '—'} · Companies:{' '}
            {list.companies.map((c) => c.name).join(', ') || '—'}
          </p>
        )}
      </section>

      <section aria-labelledby="entries" className="space-y-2">
        <h2 id="entries" className="text-lg font-bold">
          Entries
        </h2>
        <p className="max-w-prose text-sm text-slate-700">
          One row per product (its SKU). Slabs price by quantity: “1-11: 1500; 12+: 1320”. Saving
          replaces every entry; an empty SKU leaves its row out.
        </p>
        <Form method="post">
          {saving && !saving.ok ? (
            <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
              <p className="text-sm font-medium">{saving.error}</p>
              {saving.fields?.items ? <Problems text={saving.fields.items} /> : null}
            </div>
          ) : null}
          <DataTable
            caption={`Entries of ${list.name}`}
            columns={gridColumns(mayWrite, list.currency)}
            data={rows}
            empty="No entries yet."
          />
          {mayWrite ? (
            <div className="mt-3">
              <SubmitButton intent="entries">Save entries</SubmitButton>
            </div>
          ) : null}
        </Form>
      </section>

      <EntryFiles list={list} mayWrite={mayWrite} />
    </div>
  );
}

type Upload =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; count: number }
  | { kind: 'refused'; error: string; rows?: string };

/** Export links, and an import with its progress and the rows it refused. */
function EntryFiles({ list, mayWrite }: { list: PriceList; mayWrite: boolean }) {
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const revalidator = useRevalidator();
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement | null)
      ?.files?.[0];
    if (!file || file.size === 0) {
      setUpload({ kind: 'refused', error: 'Choose a CSV or XLSX file of entries.' });
      return;
    }
    const body = new FormData();
    body.set('file', file);
    setUpload({ kind: 'uploading', percent: 0 });
    try {
      const answer = await sendUpload(
        `/api/admin/price-lists/${list.id}/entries/import/`,
        body,
        (percent) => setUpload({ kind: 'uploading', percent }),
      );
      const said = answer.body as { error?: string; fields?: { items?: string }; count?: number };
      if (answer.status !== 200) {
        setUpload({
          kind: 'refused',
          error: said?.error ?? `The file was refused (${answer.status}).`,
          ...(said?.fields?.items ? { rows: said.fields.items } : {}),
        });
        return;
      }
      setUpload({ kind: 'done', count: said.count ?? 0 });
      await revalidator.revalidate();
    } catch (e) {
      setUpload({ kind: 'refused', error: (e as Error).message });
    }
  }
  return (
    <section aria-labelledby="files" className="space-y-3">
      <h2 id="files" className="text-lg font-bold">
        Files
      </h2>
      <p className="max-w-prose text-sm text-slate-700">
        Columns: sku, unit_price, then slab1_min, slab1_max, slab1_price … slab5_price. Importing
        replaces every entry, or none when a row is wrong.
      </p>
      <div className="flex flex-wrap gap-3 text-sm">
        <a
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium"
          href={`/api/admin/price-lists/${list.id}/entries.csv`}
        >
          Export CSV
        </a>
        <a
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium"
          href={`/api/admin/price-lists/${list.id}/entries.xlsx`}
        >
          Export XLSX
        </a>
      </div>
      {mayWrite ? (
        <form
          onSubmit={onSubmit}
          className="space-y-3 rounded border border-slate-200 bg-white p-4"
        >
          <div>
            <label htmlFor="entries-file" className="block text-sm font-medium">
              Import entries (CSV or XLSX)
            </label>
            <input
              id="entries-file"
              name="file"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="mt-1 block text-sm"
            />
          </div>
          <button
            type="submit"
            disabled={upload.kind === 'uploading'}
            className="bg-brand-700 rounded px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {upload.kind === 'uploading' ? 'Importing…' : 'Import file'}
          </button>
          {upload.kind === 'uploading' ? (
            <ProgressBar
              label="Upload"
              value={upload.percent}
              text={`${Math.round(upload.percent)}%`}
            />
          ) : null}
          <div aria-live="polite">
            {upload.kind === 'done' ? (
              <p role="status" className="text-sm text-emerald-900">
                Imported: the list has {upload.count} {upload.count === 1 ? 'entry' : 'entries'}.
              </p>
            ) : null}
          </div>
          {upload.kind === 'refused' ? (
            <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
              <p className="text-sm font-medium">{upload.error}</p>
              {upload.rows ? <Problems text={upload.rows} /> : null}
            </div>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
