// The columns of the console's order tables, each defined once: the orders queue shows them all,
// a customer's page its latest orders with the first few.
import { Fragment } from 'react';
import { Link } from 'react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { decimal } from '@solestock/domain';
import type { AdminOrderRow } from '../shared/console-types';
import { StatusBadge, dateTime, money } from '../shared/console-format';

type OrderColumn = ColumnDef<AdminOrderRow, unknown>;

const column = createColumnHelper<AdminOrderRow>();

const order = column.accessor('id', {
  header: 'Order',
  cell: (c) => (
    <Link className="font-semibold text-brand-700 underline" to={`/admin/orders/${c.getValue()}`}>
      #{c.getValue()}
    </Link>
  ),
});
const placed = column.accessor('created_at', {
  header: 'Placed',
  cell: (c) => <DateAndTime text={dateTime(c.getValue())} />,
});

/** "2026-11-24 08:15 UTC": the time may go under the date, each kept whole (issue 43 item 6). */
function DateAndTime({ text }: { text: string }) {
  const cut = text.indexOf(' ');
  if (cut < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{text.slice(0, cut)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(cut + 1)}</span>
    </span>
  );
}

/**
 * An e-mail that breaks after its @, dots, dashes, pluses and underscores, never letter by letter
 * (issue 43 item 6): the column is at least 9rem wide, and only a part longer than that (a very
 * long domain) is cut where it must.
 */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.\-+_])/);
  return (
    <span data-testid="buyer-email" className="block min-w-36 [overflow-wrap:anywhere]">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
const status = column.accessor('status', {
  header: 'Status',
  cell: (c) => {
    const o = c.row.original;
    return (
      <>
        <StatusBadge status={c.getValue()} wrap />
        {/* Held for credit control (docs/credit-control.md): the reason is on the order page. */}
        {o.hold ? (
          <span
            className="mt-1 block text-xs font-semibold whitespace-normal text-amber-800"
            title={o.hold_reason ?? undefined}
          >
            {o.hold === 'overdue' ? 'Held: overdue invoices' : 'Held: credit limit'}
          </span>
        ) : null}
      </>
    );
  },
});
const buyer = column.accessor((o) => o.buyer.email, {
  id: 'buyer',
  header: 'Buyer',
  cell: (c) => <BreakableEmail email={c.getValue()} />,
});
const country = column.accessor('country_code', {
  header: 'Country',
  cell: (c) => c.getValue().toUpperCase(),
});
const goods = column.accessor('total', {
  header: 'Goods',
  meta: { figure: true },
  cell: (c) => money(c.getValue(), c.row.original.currency),
});
const shipping = column.accessor('shipping_charge', {
  header: 'Shipping',
  meta: { figure: true },
  cell: (c) => {
    const charge = c.getValue();
    return charge === null ? 'Not set' : money(charge, c.row.original.currency);
  },
});

/** What the buyer still owes; with `terms`, under it the due day of an order on account. */
const balance = (terms: boolean) =>
  column.accessor('balance_due', {
    header: 'Balance due',
    meta: { figure: true },
    cell: (c) => {
      const o = c.row.original;
      if (!terms) return money(c.getValue(), o.currency);
      return (
        <>
          {money(c.getValue(), o.currency)}
          {/* An order on account owes its invoice by its due day (decision 151). */}
          {o.due_on && Number(c.getValue()) > 0 ? (
            // Under the figure, wrapping before its date: the column stays a figure's width.
            <span
              className={`block text-xs whitespace-normal ${o.overdue ? 'font-semibold text-red-800' : 'text-slate-600'}`}
            >
              {o.overdue ? 'Overdue since' : 'Due'}{' '}
              <span className="whitespace-nowrap">{o.due_on}</span>
            </span>
          ) : o.payment_terms === 'account' ? (
            <span className="block text-xs text-slate-600">On account</span>
          ) : null}
        </>
      );
    },
  });

/** Goods and shipping, as the buyer sees it (the API's `order_total`, or summed for an old answer). */
export function orderTotal(r: AdminOrderRow): number {
  if (r.order_total !== undefined) return Number(r.order_total);
  return Number(
    decimal(String(r.total))
      .plus(String(r.shipping_charge ?? 0))
      .toFixed(2),
  );
}

const total = column.accessor((r) => orderTotal(r), {
  id: 'order_total',
  header: 'Order total',
  meta: { figure: true },
  cell: (c) => money(c.getValue() as number, c.row.original.currency),
});
const lines = column.accessor('items_count', { header: 'Lines', meta: { figure: true } });
const pairs = column.accessor((r) => r.pairs ?? '—', {
  id: 'pairs',
  header: 'Pairs',
  meta: { figure: true },
});

/** The orders queue's columns. */
export const QUEUE_COLUMNS = [
  order,
  placed,
  status,
  buyer,
  country,
  goods,
  shipping,
  balance(true),
  total,
  lines,
  pairs,
] as OrderColumn[];

/** A customer's latest orders (the customer is the buyer; the queue has the rest). */
export const CUSTOMER_ORDER_COLUMNS = [
  order,
  placed,
  status,
  country,
  goods,
  balance(false),
] as OrderColumn[];
