// The dashboard (docs/api.md, back office, "The console"): orders waiting for review, balances due, today's
// orders and revenue per currency, refunds that are stuck, and a warning when the exchange rates
// are stale, and the products of stock-limited styles running low. Each tile is named for
// exactly what it counts (issue 28 item 8).
import { Link } from 'react-router';
import type { LowStockList } from '@solestock/domain/back-office/stock-payloads';
import type { Amount, Dashboard } from '../shared/console-types';
import { dateTime, money } from '../shared/console-format';
import { LowStockCard, type LowStockActionResult } from './low-stock-card';

type PerCurrency = { currency: string; amount: Amount; orders?: number }[];

function Tile({ title, children }: { title: string; children: React.ReactNode }) {
  // An id without spaces: aria-labelledby reads a space-separated list of ids.
  const id = `tile-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-sm font-semibold text-slate-700">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Amounts({ rows, empty }: { rows: PerCurrency | undefined; empty: string }) {
  if (!rows || rows.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-1">
      {rows.map((r) => (
        <li key={r.currency} className="text-lg font-semibold">
          {money(r.amount, r.currency)}
          {r.orders !== undefined ? (
            <span className="ml-2 text-sm font-normal text-slate-600">
              ({r.orders} {r.orders === 1 ? 'order' : 'orders'})
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function DashboardView({
  dashboard,
  lowStock,
  canSetLine = false,
  lowStockResult,
}: {
  dashboard: Dashboard;
  /** Absent: the list is not shown (e.g. a caller without it). */
  lowStock?: LowStockList | undefined;
  canSetLine?: boolean;
  lowStockResult?: LowStockActionResult | undefined;
}) {
  const { awaiting_review: waiting, today } = dashboard;
  return (
    <div>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {dashboard.stale_rates ? (
        <p
          role="alert"
          className="mt-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {dashboard.rates_updated_at
            ? `The exchange rates are more than 48 hours old (last set ${dateTime(dashboard.rates_updated_at)}).`
            : 'No exchange rates have been set yet.'}{' '}
          <Link className="font-semibold underline" to="/admin/rates">
            Review the rates
          </Link>
        </p>
      ) : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile title="Orders awaiting review">
          <p className="text-3xl font-bold">{waiting}</p>
          <p className="text-sm text-slate-600">Submitted or paid, not yet confirmed.</p>
          <Link
            className="mt-1 inline-block text-sm font-semibold text-brand-700 underline"
            to="/admin/orders?status=awaiting_review"
          >
            Open the queue
          </Link>
        </Tile>
        <Tile title="Balance due on confirmed orders">
          <Amounts rows={dashboard.balance_due} empty="Nothing is due." />
        </Tile>
        <Tile title="Orders placed today, not cancelled">
          <p className="text-3xl font-bold">{today.orders}</p>
          <p className="text-sm text-slate-600">Since midnight UTC.</p>
        </Tile>
        <Tile title="Payments taken today, less refunds">
          <Amounts rows={today.revenue} empty="No payments yet today." />
        </Tile>
      </div>
      <OverdueInvoices overdue={dashboard.overdue} />
      <StuckRefunds stuck={dashboard.stuck_refunds} />
      {lowStock ? (
        <LowStockCard list={lowStock} canSetLine={canSetLine} result={lowStockResult} />
      ) : null}
    </div>
  );
}

/** "26 Dec 2026": a due day (YYYY-MM-DD), in UTC as the API counts it. */
const day = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Invoices on account past their due day and still owing (decision 151), oldest due first: each
 * links to its order, where a transfer is recorded; the queue's Overdue filter has them all.
 */
function OverdueInvoices({ overdue }: { overdue: Dashboard['overdue'] }) {
  if (!overdue || overdue.count === 0) return null;
  return (
    <section
      aria-labelledby="overdue-invoices"
      className="mt-6 rounded border border-red-200 bg-white p-4"
    >
      <h2 id="overdue-invoices" className="text-sm font-semibold text-slate-700">
        Overdue invoices ({overdue.count})
      </h2>
      <p className="text-sm text-slate-600">
        Orders on account past their due date that still owe. Record a transfer on the order once it
        arrives.
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {overdue.results.map((o) => (
          <li key={o.order_id} className="flex flex-wrap gap-x-2">
            <Link
              className="font-semibold text-brand-700 underline"
              to={`/admin/orders/${o.order_id}`}
            >
              Order #{o.order_id}
            </Link>
            {o.company_name ? (
              <span className="[overflow-wrap:anywhere]">{o.company_name}</span>
            ) : null}
            <span className="font-semibold">{money(o.balance_due, o.currency)}</span>
            <span className="text-red-800">due {day(o.due_on)}</span>
          </li>
        ))}
      </ul>
      <Link
        className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        to="/admin/orders?overdue=true"
      >
        Open all overdue invoices
      </Link>
    </section>
  );
}

/** Refunds that failed or could not be sent: each links to its order's "Send refunds again". */
function StuckRefunds({ stuck }: { stuck: Dashboard['stuck_refunds'] }) {
  if (!stuck || stuck.count === 0) return null;
  return (
    <section
      aria-labelledby="stuck-refunds"
      className="mt-6 rounded border border-red-200 bg-white p-4"
    >
      <h2 id="stuck-refunds" className="text-sm font-semibold text-slate-700">
        Refunds not given back ({stuck.count})
      </h2>
      <p className="text-sm text-slate-600">
        Failed or not sent. Each is sent again on a schedule; open the order to send it now.
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {stuck.results.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-x-2">
            <Link
              className="font-semibold text-brand-700 underline"
              to={`/admin/orders/${r.order_id}`}
            >
              Order #{r.order_id}
            </Link>
            <span>{money(r.amount, r.currency)}</span>
            <span className="text-red-800 [overflow-wrap:anywhere]">
              {r.status === 'failed' ? 'Failed' : 'Not sent'}
              {r.error ? `: ${r.error}` : ''}
            </span>
            <span className="text-slate-600">{dateTime(r.updated_at)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
