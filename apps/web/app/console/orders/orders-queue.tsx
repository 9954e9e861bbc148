// The orders queue: filters (status, country, dates), search by order id, e-mail, name or SKU,
// a page of orders, and the CSV export of the same filter. Every filter is a GET parameter: the
// URL is the state, so a filtered queue can be bookmarked or shared.
import { Form, Link } from 'react-router';
import { ORDER_STATUSES, type AdminOrderRow, type Paged } from '../shared/console-types';
import { DataTable, PageLinks } from '../shared/data-table';
import { statusLabel } from '../shared/console-format';
import { QUEUE_COLUMNS } from './order-columns';

/** The filter parameters the API takes, without the page: the export uses the same. */
export function queueFilters(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ['status', 'q', 'country', 'from', 'to', 'overdue']) {
    const value = search.get(key)?.trim();
    // Country codes travel in lower case, as the API writes them (`country_code`).
    if (value) out.set(key, key === 'country' ? value.toLowerCase() : value);
  }
  return out;
}

export function OrdersQueue({
  list,
  search,
  mayCreate = false,
}: {
  list: Paged<AdminOrderRow>;
  search: URLSearchParams;
  /** orders.create: "New order" takes an order for a company (docs/staff-orders.md). */
  mayCreate?: boolean;
}) {
  const filters = queueFilters(search);
  const exportQuery = filters.toString();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Orders</h1>
        {mayCreate ? (
          <Link
            to="/admin/drafts"
            className="rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            New order
          </Link>
        ) : null}
        <a
          className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold"
          href={`/api/admin/orders/export.csv${exportQuery ? `?${exportQuery}` : ''}`}
          download
        >
          Export CSV
        </a>
      </div>
      <Form
        method="get"
        role="search"
        aria-label="Filter orders"
        className="mt-4 grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <div className="lg:col-span-2">
          <label htmlFor="queue-q" className="block text-sm font-medium">
            Search
          </label>
          <input
            id="queue-q"
            name="q"
            type="search"
            defaultValue={filters.get('q') ?? ''}
            placeholder="Order id, e-mail, name or SKU"
            className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="queue-status" className="block text-sm font-medium">
            Status
          </label>
          <select
            id="queue-status"
            name="status"
            defaultValue={filters.get('status') ?? ''}
            className="mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-sm"
          >
            <option value="">Any status</option>
            <option value="awaiting_review">Awaiting review (submitted or paid)</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="queue-country" className="block text-sm font-medium">
            Country
          </label>
          <input
            id="queue-country"
            name="country"
            defaultValue={filters.get('country') ?? ''}
            placeholder="US, IN, GB…"
            maxLength={2}
            className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm uppercase placeholder:normal-case"
          />
        </div>
        <div>
          <label htmlFor="queue-from" className="block text-sm font-medium">
            From
          </label>
          <input
            id="queue-from"
            name="from"
            type="date"
            defaultValue={filters.get('from') ?? ''}
            className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="queue-to" className="block text-sm font-medium">
            To
          </label>
          <input
            id="queue-to"
            name="to"
            type="date"
            defaultValue={filters.get('to') ?? ''}
            className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <div className="flex items-end">
          <label className="flex items-center gap-2 py-2 text-sm font-medium">
            <input
              type="checkbox"
              name="overdue"
              value="true"
              defaultChecked={filters.get('overdue') === 'true'}
              className="h-4 w-4 accent-brand-600"
            />
            Overdue invoices only
          </label>
        </div>
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-6">
          <button
            type="submit"
            className="rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
          >
            Apply filters
          </button>
          {exportQuery ? (
            <Link to="/admin/orders" className="text-sm font-semibold text-brand-700 underline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      {/* Eleven columns in the console's frame at 1366 px (issue 43 item 6): snug padding. */}
      <DataTable
        caption="Orders"
        compact
        columns={QUEUE_COLUMNS}
        data={list.results}
        empty="No order matches these filters."
      />
      <PageLinks search={search} page={list.page} pageSize={list.page_size} count={list.count} />
    </div>
  );
}
