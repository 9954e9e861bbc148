// /admin/customers: the buyers, searched by e-mail, name, company or number and listed by latest
// order or by company (a GET form: the URL is the state), each with their orders count, totals
// per currency and last order, a page at a time.
import { customerGroupTerms } from '@solestock/domain/back-office/customer-group-payloads';
import { Form, Link } from 'react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { Paged } from '../shared/console-types';
import { DataTable, PageLinks } from '../shared/data-table';
import { dateTime, money } from '../shared/console-format';
import type { CustomerRow } from './customer-types';

const column = createColumnHelper<CustomerRow>();

export function Totals({ totals }: { totals: CustomerRow['totals'] }) {
  if (totals.length === 0) return <span className="text-slate-600">None</span>;
  return (
    <ul className="space-y-0.5">
      {totals.map((t) => (
        <li key={t.currency} className="whitespace-nowrap tabular-nums">
          {money(t.total, t.currency.toUpperCase())}
        </li>
      ))}
    </ul>
  );
}

export function AccountBadge({ disabled }: { disabled: boolean }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${disabled ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900'}`}
    >
      {disabled ? 'Disabled' : 'Active'}
    </span>
  );
}

const columns = [
  column.accessor('email', {
    header: 'Customer',
    cell: (c) => (
      <span className="block">
        <Link
          className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
          to={`/admin/customers/${c.row.original.id}`}
        >
          {c.getValue()}
        </Link>
        <span className="block text-slate-600">{c.row.original.first_name}</span>
      </span>
    ),
  }),
  column.accessor((r) => r.company?.name ?? '', {
    id: 'company',
    header: 'Company',
    cell: (c) => {
      const company = c.row.original.company;
      if (!company) return '—';
      return (
        <span className="block">
          <span className="block [overflow-wrap:anywhere]">{company.name}</span>
          <span className="block text-slate-600">
            {company.members} {company.members === 1 ? 'member' : 'members'}
            {company.group
              ? ` · ${company.group.name}: ${customerGroupTerms(company.group)}`
              : ' · list prices'}
          </span>
        </span>
      );
    },
  }),
  column.accessor('orders_count', { header: 'Orders' }),
  column.accessor('totals', {
    header: 'Ordered',
    cell: (c) => <Totals totals={c.getValue()} />,
  }),
  column.accessor((r) => r.paid_totals ?? [], {
    id: 'paid',
    header: 'Paid',
    cell: (c) => <Totals totals={c.getValue() as CustomerRow['totals']} />,
  }),
  column.accessor('last_order_at', {
    header: 'Last order',
    cell: (c) => <span className="whitespace-nowrap">{dateTime(c.getValue())}</span>,
  }),
  column.accessor('disabled', {
    header: 'Account',
    cell: (c) => <AccountBadge disabled={c.getValue()} />,
  }),
] as ColumnDef<CustomerRow, unknown>[];

export function CustomersList({
  list,
  search,
}: {
  list: Paged<CustomerRow>;
  search: URLSearchParams;
}) {
  const q = search.get('q') ?? '';
  const sort = search.get('sort') === 'company' ? 'company' : 'latest';
  return (
    <div>
      <h1 className="text-2xl font-bold">Customers</h1>
      <Form
        method="get"
        role="search"
        aria-label="Search customers"
        className="mt-4 flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-4"
      >
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="customers-q" className="block text-sm font-medium">
            Search
          </label>
          <input
            id="customers-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="E-mail, name, company or #number"
            className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="customers-sort" className="block text-sm font-medium">
            List by
          </label>
          <select
            id="customers-sort"
            name="sort"
            defaultValue={sort}
            className="mt-1 block rounded border border-slate-400 bg-white px-3 py-2 text-sm"
          >
            <option value="latest">Latest order</option>
            <option value="company">Company, A to Z</option>
          </select>
        </div>
        <button
          type="submit"
          className="rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
        >
          Search
        </button>
        {q || sort !== 'latest' ? (
          <Link
            to="/admin/customers"
            className="py-2 text-sm font-semibold text-brand-700 underline"
          >
            Clear
          </Link>
        ) : null}
      </Form>
      <DataTable
        caption="Customers"
        columns={columns}
        data={list.results}
        empty={q ? 'No customer matches this search.' : 'No customer has signed up yet.'}
      />
      <PageLinks search={search} page={list.page} pageSize={list.page_size} count={list.count} />
    </div>
  );
}
