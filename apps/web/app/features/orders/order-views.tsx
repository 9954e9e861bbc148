// The shopper's orders: the list the header's Dashboard opens, and one order's page (items,
// totals, status, and the provider's review of the back-office part of docs/api.md: shipping charge, balance, shipment,
// cancellation with refunds, and the timeline).
// The page's parts are beside this file: order-money.tsx (totals, balance, terms, refunds),
// order-delivery.tsx (address, shipment, documents), order-timeline.tsx, order-styles.tsx (the
// lines), and order-words.ts (the words they share).
import type { ShipmentDto } from '@solestock/domain/back-office/shipments';
import { ShipmentsBlock } from './order-shipments';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@solestock/domain';
import type { OrderSummaryDto } from '@solestock/domain/order-payloads';
import type { OrderPage } from '../../lib/cart-types';
import { DeliveryBlock, DocumentsBlock, ShipmentBlock } from './order-delivery';
import { BalanceBlock, CancellationBlock, OrderMoneySummary, TermsBlock } from './order-money';
import { CreditNotesBlock } from './order-credit-notes';
import { OrderStyles } from './order-styles';
import { OrderTimeline } from './order-timeline';
import {
  date,
  depositOnly,
  invoiceWords,
  orderTotal,
  owesBalance,
  statusLabel,
  useWords,
} from './order-words';

export { SHIPPING_TO_BE_CONFIRMED } from './order-money';
export { eventSentence } from './order-timeline';
export { owesBalance } from './order-words';

const GOOD: ReadonlySet<OrderSummaryDto['status']> = new Set([
  'paid',
  'confirmed',
  'partially_shipped',
  'shipped',
  'delivered',
]);
const BAD: ReadonlySet<OrderSummaryDto['status']> = new Set(['payment_failed', 'cancelled']);

function StatusBadge({ order }: { order: OrderSummaryDto }) {
  const { t } = useWords();
  const { status } = order;
  // A deposit paid still leaves a balance owed: the amber of what waits, not the paid green.
  const tone = depositOnly(order)
    ? 'bg-amber-100 text-amber-900'
    : GOOD.has(status)
      ? 'bg-brand-100 text-brand-900'
      : BAD.has(status)
        ? 'bg-red-100 text-red-900'
        : 'bg-amber-100 text-amber-900';
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>
      {statusLabel(order, t)}
    </span>
  );
}

export function OrdersList({ orders }: { orders: OrderSummaryDto[] }) {
  const words = useWords();
  const { t, locale } = words;
  return (
    <main className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('orders.title')}</h1>
      {orders.length === 0 ? (
        <p className="mt-6 text-slate-600">
          {t('orders.empty')}{' '}
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            {t('orders.startShopping')}
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
                  <span className="block font-semibold text-slate-900">
                    {t('orders.orderNumber', { id: o.id })}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {date(o.created_at, locale)} · {t('orders.items', { count: o.items_count })}
                    {o.placed_by?.first_name
                      ? t('orders.placedBy', { name: o.placed_by.first_name })
                      : ''}
                  </span>
                  {owesBalance(o) ? (
                    <span className="mt-1 inline-block rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      {t('orders.list.balanceDue', {
                        amount: formatPrice(o.symbol, o.balance_due),
                      })}
                    </span>
                  ) : null}
                  {depositOnly(o) ? (
                    <span className="mt-1 inline-block rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      {t('orders.list.balanceOwed', {
                        amount: formatPrice(o.symbol, o.balance_due),
                      })}
                    </span>
                  ) : null}
                  {invoiceWords(o, words) ? (
                    <span
                      className={`mt-1 inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
                        o.overdue
                          ? 'border-red-300 bg-red-50 text-red-900'
                          : 'border-amber-300 bg-amber-50 text-amber-900'
                      }`}
                    >
                      {invoiceWords(o, words)}
                    </span>
                  ) : null}
                </span>
                <span className="flex items-center gap-3">
                  <StatusBadge order={o} />
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

export function OrderDetail({
  order,
  payBalance,
  orderAgain,
  shipments = [],
}: {
  /** The order page reads its lines by style and colour (`?lines=styles`, decision 156). */
  order: OrderPage;
  /** Its shipments, each with its papers (docs/orders-and-payments.md). */
  shipments?: readonly ShipmentDto[];
  payBalance?: ReactNode;
  /** "Order again" (issue 19), composed by the route like Pay Now. */
  orderAgain?: ReactNode;
}) {
  const cancelled = order.status === 'cancelled';
  const { t, locale } = useWords();
  return (
    <main className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:px-6">
      <Link to="/orders" className="text-sm font-semibold text-brand-700 hover:underline">
        {t('orders.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {t('orders.orderNumber', { id: order.id })}
        </h1>
        <StatusBadge order={order} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {order.placed_by?.first_name
          ? t('orders.placedOnBy', {
              date: date(order.created_at, locale),
              name: order.placed_by.first_name,
            })
          : t('orders.placedOn', { date: date(order.created_at, locale) })}
      </p>
      {orderAgain}
      {(order.status === 'confirmed' || order.status === 'partially_shipped') &&
      order.payment_terms !== 'account' ? (
        <BalanceBlock order={order} payBalance={payBalance} />
      ) : null}
      <TermsBlock order={order} />
      {cancelled ? <CancellationBlock order={order} /> : null}
      <OrderStyles styles={order.styles} symbol={order.symbol} />
      <OrderMoneySummary order={order} />
      <DeliveryBlock order={order} />
      {/* An order shipped in shipments lists each with its carrier and tracking; the single
          Shipment box is only for an order whose shipping predates them (none listed). */}
      {shipments.length === 0 ? <ShipmentBlock order={order} /> : null}
      <ShipmentsBlock shipments={shipments} />
      <DocumentsBlock order={order} />
      <CreditNotesBlock order={order} />
      <OrderTimeline order={order} />
    </main>
  );
}
