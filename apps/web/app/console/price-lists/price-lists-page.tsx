// /admin/price-lists: the price lists with their currency, groups, companies and entries, each
// linking to its page, and a form to add one (docs/price-lists.md). Read-only for support.
import { Form, Link } from 'react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { PriceList } from '@solestock/domain/back-office/price-list-payloads';
import { PRICE_CURRENCIES } from '@solestock/domain/back-office/slab-table';
import { DataTable } from '../shared/data-table';
import { Field, FormError, SelectField, SubmitButton } from '../shared/form-parts';
import { ReadOnlyNotice } from '../shared/read-only-notice';

export interface PriceListFormResult {
  intent: string;
  ok: boolean;
  error?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
}

export const CURRENCY_OPTIONS = PRICE_CURRENCIES.map((c) => ({
  value: c,
  label: c.toUpperCase(),
}));

const column = createColumnHelper<PriceList>();
const names = (items: { name: string }[]) =>
  items.length === 0 ? '—' : items.map((i) => i.name).join(', ');

const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: (c) => (
      <Link
        className="font-medium text-brand-700 underline [overflow-wrap:anywhere]"
        to={`/admin/price-lists/${c.row.original.id}`}
      >
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('currency', { header: 'Currency', cell: (c) => c.getValue().toUpperCase() }),
  column.accessor('groups', { header: 'Groups', cell: (c) => names(c.getValue()) }),
  column.accessor('companies', { header: 'Companies', cell: (c) => names(c.getValue()) }),
  column.accessor('entries', { header: 'Entries', meta: { figure: true } }),
] as ColumnDef<PriceList, unknown>[];

export function PriceListsPage({
  lists,
  mayWrite,
  result,
}: {
  lists: PriceList[];
  mayWrite: boolean;
  result: PriceListFormResult | undefined;
}) {
  const fields = result?.ok ? {} : (result?.fields ?? {});
  return (
    <div>
      <h1 className="text-2xl font-bold">Price lists</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        A price list gives the companies on it, directly or through their customer group, their own
        prices in its currency, unconverted. Products off the list keep their group’s price,
        converted into the list’s currency.
      </p>
      {mayWrite ? null : (
        <div className="mt-4">
          <ReadOnlyNotice what="the price lists" />
        </div>
      )}
      <DataTable caption="Price lists" columns={columns} data={lists} empty="No price lists yet." />
      {mayWrite ? (
        <section
          aria-labelledby="new-list"
          className="mt-8 rounded border border-slate-200 bg-white p-4"
        >
          <h2 id="new-list" className="text-lg font-bold">
            Add a price list
          </h2>
          <Form method="post" className="mt-3 space-y-3">
            <FormError error={result && !result.ok ? result.error : undefined} />
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                id="new-list-name"
                label="Name"
                name="name"
                required
                maxLength={60}
                defaultValue={result?.ok ? '' : (result?.values?.name ?? '')}
                error={fields.name}
              />
              <SelectField
                id="new-list-currency"
                label="Currency"
                name="currency"
                options={CURRENCY_OPTIONS}
                defaultValue={result?.values?.currency ?? 'usd'}
                hint="Its prices are in this currency and paid in it."
                error={fields.currency}
              />
            </div>
            <SubmitButton intent="create">Add price list</SubmitButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
