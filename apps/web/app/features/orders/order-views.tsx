// The shopper's orders: the list the header's Dashboard opens, and one order's page (items,
// totals, status).
import { Link } from 'react-router';
import { formatPrice, MODES } from '@solestock/domain';
import type { Order } from '../../lib/cart-types';

const STATUS_LABELS: Record<Order['status'], string> = {
  awaiting_payment: 'Awaiting payment',
  submitted: 'Submitted',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

function StatusBadge({ status }: { status: Order['status'] }) {
  const tone =
    status === 'paid' || status === 'confirmed'
      ? 'bg-brand-100 text-brand-900'
      : status === 'payment_failed' || status === 'cancelled'
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

export function OrdersList({ orders }: { orders: Order[] }) {
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
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <StatusBadge status={o.status} />
                  <span className="font-bold text-slate-900 tabular-nums">
                    {formatPrice(o.symbol, o.total)}
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

export function OrderDetail({ order }: { order: Order }) {
  return (
    <main className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:px-6">
      <Link to="/orders" className="text-sm font-semibold text-brand-700 hover:underline">
        ← My Orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Order #{order.id}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">Placed on {date(order.created_at)}</p>
      <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-4 py-4">
            <img
              src={item.image}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold text-brand-700 uppercase">{item.brand}</p>
              <p className="font-semibold text-slate-900">{item.product_name}</p>
              <p className="text-xs text-slate-600">
                Colour: {item.color || '—'} · Size: {item.size ?? '—'} · {MODES[item.mode].label}
              </p>
              <p className="mt-1 text-sm text-slate-700 tabular-nums">
                {item.quantity} × {formatPrice(order.symbol, item.converted_unit_price)}
              </p>
            </div>
            <p className="font-semibold text-slate-900 tabular-nums">
              {formatPrice(order.symbol, item.line_total)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 ml-auto max-w-sm space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Shipping</dt>
          <dd>
            {order.shipping_charge === null
              ? 'Added when the order is confirmed'
              : formatPrice(order.symbol, order.shipping_charge)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatPrice(order.symbol, order.total)}
          </dd>
        </div>
      </dl>
    </main>
  );
}
