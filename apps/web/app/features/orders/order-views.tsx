// The shopper's orders: the list the header's Dashboard opens, and one order's page (items,
// totals, status, and the provider's review of the back-office part of docs/api.md: shipping charge, balance, shipment,
// cancellation with refunds, and the timeline).
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice, sumMoney, type DecimalValue } from '@solestock/domain';
import type {
  OrderEventDto,
  OrderRefundDto,
  OrderSummaryDto,
} from '@solestock/domain/order-payloads';
import type { OrderPage } from '../../lib/cart-types';
// The spec's shipping rule (001 §1) in the words the cart and checkout show.
import { SHIPPING_NOTE } from '../cart/cart-texts';
import { AddressText } from '../company/address-text';
import { OrderStyles } from './order-styles';

/** What every order view reads: the order but its lines (a list row has `items`, the page `styles`). */
type OrderHead = OrderSummaryDto;

const STATUS_LABELS: Record<OrderHead['status'], string> = {
  awaiting_payment: 'Awaiting payment',
  submitted: 'Submitted',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const GOOD: ReadonlySet<OrderHead['status']> = new Set([
  'paid',
  'confirmed',
  'shipped',
  'delivered',
]);
const BAD: ReadonlySet<OrderHead['status']> = new Set(['payment_failed', 'cancelled']);

function StatusBadge({ status }: { status: OrderHead['status'] }) {
  const tone = GOOD.has(status)
    ? 'bg-brand-100 text-brand-900'
    : BAD.has(status)
      ? 'bg-red-100 text-red-900'
      : 'bg-amber-100 text-amber-900';
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

// In UTC, so the server's rendering and the browser's hydration agree.
const dateTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })} UTC`;

/** The goods and, once the provider has set it, the shipping charge. */
const orderTotal = (order: OrderHead) => sumMoney([order.total, order.shipping_charge ?? 0]);

/**
 * What a card order still owes, flagged in the list and offered as Pay Now on its page. An order
 * on account owes its invoice instead, paid by bank transfer after shipping (decision 151).
 */
export const owesBalance = (order: OrderHead) =>
  order.status === 'confirmed' && order.balance_due > 0 && order.payment_terms !== 'account';

/** "26 Dec 2026": a due day (YYYY-MM-DD), the same on the server and in the browser. */
export const dueDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What an order on account owes and when, in the list's and the page's words; null when none. */
export function invoiceWords(order: OrderHead): string | null {
  if (order.payment_terms !== 'account' || order.status === 'cancelled') return null;
  if (order.due_on && order.balance_due <= 0) return 'Invoice paid';
  const days = order.net_days ?? 0;
  if (!order.due_on) return `On account: due ${days} ${days === 1 ? 'day' : 'days'} after shipping`;
  const amount = formatPrice(order.symbol, order.balance_due);
  return order.overdue
    ? `${amount} overdue since ${dueDate(order.due_on)}`
    : `${amount} due by ${dueDate(order.due_on)}`;
}

export function OrdersList({ orders }: { orders: OrderSummaryDto[] }) {
  return (
    <main className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">My Orders</h1>
      {orders.length === 0 ? (
        <p className="mt-6 text-slate-600">
          You have no orders yet.{' '}
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Start shopping
          </Link>
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {orders.map((o) => (
            <li key={o.id}>
              <Link
                to={`/orders/${o.id}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
              >
                <span>
                  <span className="block font-semibold text-slate-900">Order #{o.id}</span>
                  <span className="block text-sm text-slate-600">
                    {date(o.created_at)} · {o.items_count} {o.items_count === 1 ? 'item' : 'items'}
                    {o.placed_by?.first_name ? ` · placed by ${o.placed_by.first_name}` : ''}
                  </span>
                  {owesBalance(o) ? (
                    <span className="mt-1 inline-block rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      Balance due {formatPrice(o.symbol, o.balance_due)}
                    </span>
                  ) : null}
                  {invoiceWords(o) ? (
                    <span
                      className={`mt-1 inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
                        o.overdue
                          ? 'border-red-300 bg-red-50 text-red-900'
                          : 'border-amber-300 bg-amber-50 text-amber-900'
                      }`}
                    >
                      {invoiceWords(o)}
                    </span>
                  ) : null}
                </span>
                <span className="flex items-center gap-3">
                  <StatusBadge status={o.status} />
                  <span className="font-bold text-slate-900 tabular-nums">
                    {formatPrice(o.symbol, orderTotal(o))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export const SHIPPING_TO_BE_CONFIRMED = 'To be confirmed by the provider';

const REFUND_STATUS: Record<OrderRefundDto['status'], string> = {
  pending: 'In progress',
  succeeded: 'Refunded',
  failed: 'Failed: please contact us',
};

function money(order: OrderHead, value: unknown, currency?: unknown): string | null {
  if (typeof value !== 'number' && !(typeof value === 'string' && value.trim() !== '')) return null;
  if (typeof value === 'string' && !Number.isFinite(Number(value))) return null;
  // An amount in another currency than the order's (none today) names its code.
  if (typeof currency === 'string' && currency.toLowerCase() !== order.currency.toLowerCase())
    return `${formatPrice('', value)} ${currency.toUpperCase()}`;
  return formatPrice(order.symbol, value);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const sentence = (value: string) => (/[.!?]$/.test(value) ? value : `${value}.`);

/** One timeline step in words; the buyer's events never name staff. */
export function eventSentence(
  order: OrderHead,
  event: OrderEventDto,
): { text: string; details?: string[] } {
  const d = event.data;
  switch (event.type) {
    case 'placed':
      return { text: 'Order placed.' };
    case 'paid': {
      const amount = money(order, d.amount, d.currency);
      return { text: amount ? `Payment of ${amount} received.` : 'Payment received.' };
    }
    case 'confirmed': {
      const shipping = money(order, d.shipping_charge);
      const balance = money(order, d.balance_due);
      const note = text(d.note);
      const details: string[] = [];
      if (balance)
        details.push(
          Number(d.balance_due) > 0 ? `Balance due: ${balance}.` : 'Nothing left to pay.',
        );
      if (note) details.push(`Note from the provider: ${sentence(note)}`);
      return {
        text: shipping
          ? `Order confirmed by the provider, with a shipping charge of ${shipping}.`
          : 'Order confirmed by the provider.',
        details,
      };
    }
    case 'balance_paid': {
      const amount = money(order, d.amount, d.currency);
      // Paid beyond what was still owed (a bank transfer arrived meanwhile): that part goes back.
      const refund = money(order, d.refund, d.currency);
      return {
        text: amount ? `Balance of ${amount} paid.` : 'Balance paid.',
        details: refund
          ? [`${refund} of it was more than the order still owed and is refunded to your card.`]
          : [],
      };
    }
    case 'shipped': {
      const carrier = text(d.carrier);
      const tracking = text(d.tracking_number);
      const invoice = text(d.invoice_number);
      const due = text(d.due_on);
      const details = [
        ...(invoice ? [`Commercial invoice ${invoice}.`] : []),
        ...(due ? [`Invoice due by ${dueDate(due)}.`] : []),
      ];
      return {
        text: `Shipped${carrier ? ` with ${carrier}` : ''}${tracking ? `, tracking number ${tracking}` : ''}.`,
        details,
      };
    }
    case 'delivered':
      return { text: 'Delivered.' };
    case 'cancelled': {
      const reason = text(d.reason);
      return {
        text: 'Order cancelled.',
        details: reason ? [`Reason: ${sentence(reason)}`] : [],
      };
    }
    case 'transfer_recorded': {
      const amount = money(order, d.amount, d.currency);
      return {
        text: amount ? `Bank transfer of ${amount} received.` : 'Bank transfer received.',
      };
    }
    case 'stock_released': {
      const reason = text(d.reason);
      return {
        text: 'The pairs held for this order went back on sale.',
        details: reason ? [`Reason: ${sentence(reason)}`] : [],
      };
    }
    case 'invoice_due_reminded':
      return { text: 'Invoice due: a reminder was sent.' };
    case 'amended': {
      // The provider changed the lines before confirming (docs/api.md, "Amending an order").
      const total = money(order, d.total_after);
      const refund = money(order, d.refund_due);
      const note = text(d.note);
      const changes = Array.isArray(d.changes) ? (d.changes as Record<string, unknown>[]) : [];
      return {
        text: total
          ? `Order changed by the provider: the goods now come to ${total}.`
          : 'Order changed by the provider.',
        details: [
          ...changes.map((c) =>
            Number(c.to) === 0
              ? `${text(c.product) ?? 'A line'}: removed.`
              : `${text(c.product) ?? 'A line'}: ${String(c.from)} → ${String(c.to)} pairs.`,
          ),
          ...(refund ? [`${refund} is due back to you when the order is confirmed.`] : []),
          ...(note ? [`Note from the provider: ${sentence(note)}`] : []),
        ],
      };
    }
    case 'refunded': {
      const amount = money(order, d.amount, d.currency);
      return {
        text: amount ? `Refund of ${amount} issued to your card.` : 'Refund issued to your card.',
      };
    }
    default:
      return event.to_status
        ? { text: `Status changed to ${STATUS_LABELS[event.to_status] ?? event.to_status}.` }
        : { text: sentence(event.type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())) };
  }
}

/** Oldest first, as a story reads; ties keep the server's order (by id). */
const chronological = (events: readonly OrderEventDto[]) =>
  [...events].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);

export function OrderTimeline({ order }: { order: OrderHead }) {
  const events = chronological(order.events ?? []);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="order-timeline-heading" className="mt-8">
      <h2 id="order-timeline-heading" className="text-lg font-bold text-slate-900">
        Order history
      </h2>
      <ol className="mt-3 space-y-0 border-l-2 border-slate-200 pl-0">
        {events.map((event) => {
          const { text: line, details = [] } = eventSentence(order, event);
          return (
            <li key={event.id} className="relative pb-4 pl-5 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[7px] h-3 w-3 rounded-full border-2 border-white bg-brand-600"
              />
              <p className="font-medium text-slate-900">{line}</p>
              {details.map((detail) => (
                <p key={detail} className="text-sm text-slate-700">
                  {detail}
                </p>
              ))}
              <p className="text-xs text-slate-600">
                <time dateTime={event.created_at}>{dateTime(event.created_at)}</time>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Succeeded payments and succeeded refunds, each summed (the order's currency). */
function moneyMoved(order: OrderHead): {
  paid: DecimalValue | null;
  refunded: DecimalValue | null;
} {
  const paid = (order.payments ?? []).filter((p) => p.status === 'succeeded');
  const refunded = (order.refunds ?? []).filter((r) => r.status === 'succeeded');
  return {
    paid: paid.length ? sumMoney(paid.map((p) => p.amount)) : null,
    refunded: refunded.length ? sumMoney(refunded.map((r) => r.amount)) : null,
  };
}

/**
 * The confirmed order's balance: what is due with Pay Now (`payBalance`, composed by the route),
 * or that it is paid. The sentence is a live region that stays in place, so paying is announced.
 */
function BalanceBlock({ order, payBalance }: { order: OrderHead; payBalance?: ReactNode }) {
  const due = order.balance_due > 0;
  const status = useRef<HTMLParagraphElement>(null);
  const wasDue = useRef(due);
  useEffect(() => {
    // Paying replaced the form that had focus: put the reader on the news instead.
    if (wasDue.current && !due) status.current?.focus();
    wasDue.current = due;
  }, [due]);
  return (
    <section
      aria-labelledby="order-balance-heading"
      className={`mt-6 rounded-xl border p-4 sm:p-5 ${
        due ? 'border-amber-300 bg-amber-50' : 'border-brand-100 bg-brand-50'
      }`}
    >
      <h2 id="order-balance-heading" className="text-lg font-bold text-slate-900">
        {due ? 'Balance due' : 'Balance paid'}
      </h2>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className="mt-1 text-slate-800 focus:outline-none"
        data-testid="balance-status"
      >
        {due ? (
          <>
            The provider confirmed your order
            {order.shipping_charge !== null
              ? ` with a shipping charge of ${formatPrice(order.symbol, order.shipping_charge)}`
              : ''}
            .
            {order.deposit
              ? ` You paid a deposit of ${formatPrice(order.symbol, order.deposit)} (${order.deposit_percent}%).`
              : ''}{' '}
            Please pay the balance of{' '}
            <strong className="tabular-nums">{formatPrice(order.symbol, order.balance_due)}</strong>{' '}
            so that it can ship.
          </>
        ) : (
          'Nothing is left to pay. Your order will ship soon.'
        )}
      </p>
      {due && payBalance ? <div className="mt-4 max-w-md">{payBalance}</div> : null}
    </section>
  );
}

/**
 * The order's payment terms where they say more than "paid in full" (decision 151): a deposit
 * paid at checkout with the balance to come before shipping, or an invoice on account.
 */
function TermsBlock({ order }: { order: OrderHead }) {
  const invoice = invoiceWords(order);
  const depositWaiting = order.payment_terms === 'card' && order.deposit && order.status === 'paid';
  if (!invoice && !depositWaiting) return null;
  const overdue = Boolean(order.overdue);
  return (
    <section
      aria-labelledby="order-terms-heading"
      className={`mt-6 rounded-xl border p-4 sm:p-5 ${
        overdue ? 'border-red-300 bg-red-50' : 'border-amber-300 bg-amber-50'
      }`}
    >
      <h2 id="order-terms-heading" className="text-lg font-bold text-slate-900">
        {invoice ? 'Invoice on account' : 'Deposit paid'}
      </h2>
      {invoice ? (
        <p className="mt-1 text-slate-800" data-testid="invoice-status">
          {invoice}.{' '}
          {order.balance_due > 0
            ? `Pay by bank transfer, quoting order #${order.id}.`
            : 'Thank you: nothing is left to pay.'}
        </p>
      ) : (
        <p className="mt-1 text-slate-800" data-testid="deposit-status">
          You paid a deposit of{' '}
          <strong className="tabular-nums">{formatPrice(order.symbol, order.deposit ?? 0)}</strong>{' '}
          ({order.deposit_percent}%). The balance of{' '}
          <strong className="tabular-nums">{formatPrice(order.symbol, order.balance_due)}</strong>,
          plus the shipping charge, is paid once the provider confirms the order, before it ships.
        </p>
      )}
    </section>
  );
}

/** Where the order goes and for whom: the order's own copies, as they were when placed. */
function DeliveryBlock({ order }: { order: OrderHead }) {
  const address = order.delivery_address;
  const company = order.company?.name ? order.company : null;
  if (!address && !company) return null;
  return (
    <section
      aria-labelledby="order-delivery-heading"
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5"
    >
      <h2 id="order-delivery-heading" className="sr-only">
        Delivery and company
      </h2>
      {address ? (
        <div>
          <h3 className="text-sm font-bold text-slate-900">Delivery address</h3>
          <AddressText address={address} className="mt-1 block [overflow-wrap:anywhere]" />
        </div>
      ) : null}
      {company ? (
        <div>
          <h3 className="text-sm font-bold text-slate-900">Ordered for</h3>
          <p className="mt-1 text-sm text-slate-800 [overflow-wrap:anywhere]">
            <span className="block font-semibold text-slate-900">{company.name}</span>
            {company.tax_id ? <span className="block">Tax id {company.tax_id}</span> : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function ShipmentBlock({ order }: { order: OrderHead }) {
  if (!order.carrier && !order.tracking_number) return null;
  return (
    <section
      aria-labelledby="order-shipment-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-shipment-heading" className="text-lg font-bold text-slate-900">
        Shipment
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {order.carrier ? (
          <>
            <dt className="text-slate-600">Carrier</dt>
            <dd className="font-medium text-slate-900">{order.carrier}</dd>
          </>
        ) : null}
        {order.tracking_number ? (
          <>
            <dt className="text-slate-600">Tracking number</dt>
            <dd className="font-medium break-all text-slate-900" data-testid="tracking-number">
              {order.tracking_number}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The order's papers (docs/api.md, "Trade documents"): the proforma once confirmed, the commercial
 * invoice and packing list once shipped, as the API lists them; nothing before. Each downloads
 * the PDF from the same origin (the shopper's session goes with it).
 */
function DocumentsBlock({ order }: { order: OrderHead }) {
  const documents = order.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section
      aria-labelledby="order-documents-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-documents-heading" className="text-lg font-bold text-slate-900">
        Documents
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {documents.map((d) => (
          <li key={d.document}>
            <a
              href={d.url}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
            >
              {d.title}
              {d.document === 'invoice' && order.invoice_number ? ` ${order.invoice_number}` : ''}
              <span className="text-xs font-normal text-slate-500">PDF</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CancellationBlock({ order }: { order: OrderHead }) {
  const refunds = order.refunds ?? [];
  return (
    <section
      aria-labelledby="order-cancelled-heading"
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5"
    >
      <h2 id="order-cancelled-heading" className="text-lg font-bold text-slate-900">
        Order cancelled
      </h2>
      {order.cancel_reason ? (
        <p className="mt-1 text-slate-800">Reason: {sentence(order.cancel_reason.trim())}</p>
      ) : null}
      {refunds.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Nothing was paid on this order, so there is nothing to refund.
        </p>
      ) : (
        <>
          <h3 className="mt-3 text-sm font-bold text-slate-900">Refunds</h3>
          <ul className="mt-1 divide-y divide-red-100 text-sm">
            {refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {money(order, r.amount, r.currency)}
                </span>
                <span className="text-slate-700">
                  {REFUND_STATUS[r.status] ?? r.status} ·{' '}
                  <time dateTime={r.created_at}>{date(r.created_at)}</time>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">
            Refunds go back to the card that paid; your bank may take a few days to show them.
          </p>
        </>
      )}
    </section>
  );
}

export function OrderDetail({
  order,
  payBalance,
  orderAgain,
}: {
  /** The order page reads its lines by style and colour (`?lines=styles`, decision 156). */
  order: OrderPage;
  payBalance?: ReactNode;
  /** "Order again" (issue 19), composed by the route like Pay Now. */
  orderAgain?: ReactNode;
}) {
  const shippingKnown = order.shipping_charge !== null;
  const cancelled = order.status === 'cancelled';
  const { paid, refunded } = moneyMoved(order);
  return (
    <main className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:px-6">
      <Link to="/orders" className="text-sm font-semibold text-brand-700 hover:underline">
        ← My Orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Order #{order.id}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Placed on {date(order.created_at)}
        {order.placed_by?.first_name ? ` by ${order.placed_by.first_name}` : ''}
      </p>
      {orderAgain}
      {order.status === 'confirmed' && order.payment_terms !== 'account' ? (
        <BalanceBlock order={order} payBalance={payBalance} />
      ) : null}
      <TermsBlock order={order} />
      {cancelled ? <CancellationBlock order={order} /> : null}
      <OrderStyles styles={order.styles} symbol={order.symbol} />
      <dl className="mt-4 ml-auto max-w-sm space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            Goods ({order.items_count} {order.items_count === 1 ? 'item' : 'items'})
          </dt>
          <dd className="tabular-nums">{formatPrice(order.symbol, order.total)}</dd>
        </div>
        {cancelled && !shippingKnown ? null : (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Shipping</dt>
            <dd className="text-right tabular-nums" data-testid="order-shipping">
              {shippingKnown
                ? formatPrice(order.symbol, order.shipping_charge ?? 0)
                : SHIPPING_TO_BE_CONFIRMED}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
          <dt>{shippingKnown || cancelled ? 'Total' : 'Total before shipping'}</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatPrice(order.symbol, orderTotal(order))}
          </dd>
        </div>
        {paid !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Amount paid</dt>
            <dd className="tabular-nums">{formatPrice(order.symbol, paid)}</dd>
          </div>
        ) : null}
        {refunded !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Refunded</dt>
            <dd className="tabular-nums" data-testid="order-refunded">
              −{formatPrice(order.symbol, refunded)}
            </dd>
          </div>
        ) : null}
        {shippingKnown && !cancelled && (order.balance_due > 0 || order.status === 'confirmed') ? (
          <div className="flex justify-between gap-4 font-semibold">
            <dt>Balance due</dt>
            <dd className="tabular-nums" data-testid="order-balance">
              {formatPrice(order.symbol, order.balance_due)}
            </dd>
          </div>
        ) : null}
      </dl>
      {shippingKnown || cancelled ? null : (
        <p className="mt-3 ml-auto max-w-sm rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          {SHIPPING_NOTE}
        </p>
      )}
      <DeliveryBlock order={order} />
      <ShipmentBlock order={order} />
      <DocumentsBlock order={order} />
      <OrderTimeline order={order} />
    </main>
  );
}
