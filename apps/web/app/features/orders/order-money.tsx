// The order page's money (docs/orders-and-payments.md): the totals with what was paid and
// refunded, the balance a confirmed card order owes (Pay Now), the payment terms (deposit or
// invoice on account, decision 151), and a cancelled order's refunds.
import { useEffect, useRef, type ReactNode } from 'react';
import { formatPrice, sumMoney, type DecimalValue } from '@solestock/domain';
import type { OrderRefundDto } from '@solestock/domain/order-payloads';
import type { MessageId } from '../../i18n/i18n';
import { richMessage } from '../../i18n/rich-message';
import { ordersEn } from '../../i18n/catalogues/areas/orders.en';
import {
  date,
  invoiceWords,
  money,
  orderTotal,
  sentence,
  useWords,
  type OrderHead,
} from './order-words';

export const SHIPPING_TO_BE_CONFIRMED = ordersEn['orders.shippingToBeConfirmed'];

const REFUND_STATUS: Record<OrderRefundDto['status'], MessageId> = {
  pending: 'orders.refund.pending',
  succeeded: 'orders.refund.succeeded',
  failed: 'orders.refund.failed',
};

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
export function BalanceBlock({ order, payBalance }: { order: OrderHead; payBalance?: ReactNode }) {
  const { t } = useWords();
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
        {t(due ? 'orders.balance.dueHeading' : 'orders.balance.paidHeading')}
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
            {order.shipping_charge !== null
              ? t('orders.balance.confirmedWithShipping', {
                  amount: formatPrice(order.symbol, order.shipping_charge),
                })
              : t('orders.balance.confirmed')}
            {/* Each next sentence brings its own space: Japanese and Chinese put none. */}
            {order.deposit
              ? t('orders.balance.deposit', {
                  amount: formatPrice(order.symbol, order.deposit),
                  percent: order.deposit_percent,
                })
              : ''}
            {richMessage(
              t,
              'orders.balance.pay',
              {
                amount: (
                  <strong className="tabular-nums">
                    {formatPrice(order.symbol, order.balance_due)}
                  </strong>
                ),
              },
              {},
            )}
          </>
        ) : (
          t('orders.balance.nothingLeft')
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
export function TermsBlock({ order }: { order: OrderHead }) {
  const words = useWords();
  const { t } = words;
  const invoice = invoiceWords(order, words);
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
        {t(invoice ? 'orders.terms.invoiceHeading' : 'orders.terms.depositHeading')}
      </h2>
      {invoice ? (
        <p className="mt-1 text-slate-800" data-testid="invoice-status">
          {order.balance_due > 0
            ? t('orders.terms.payByTransfer', { invoice, id: order.id })
            : t('orders.terms.invoiceSettled', { invoice })}
        </p>
      ) : (
        <p className="mt-1 text-slate-800" data-testid="deposit-status">
          {richMessage(
            t,
            'orders.terms.deposit',
            {
              deposit: (
                <strong className="tabular-nums">
                  {formatPrice(order.symbol, order.deposit ?? 0)}
                </strong>
              ),
              balance: (
                <strong className="tabular-nums">
                  {formatPrice(order.symbol, order.balance_due)}
                </strong>
              ),
            },
            { percent: order.deposit_percent },
          )}
        </p>
      )}
    </section>
  );
}

export function CancellationBlock({ order }: { order: OrderHead }) {
  const { t, locale } = useWords();
  const refunds = order.refunds ?? [];
  return (
    <section
      aria-labelledby="order-cancelled-heading"
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5"
    >
      <h2 id="order-cancelled-heading" className="text-lg font-bold text-slate-900">
        {t('orders.cancelled.heading')}
      </h2>
      {order.cancel_reason ? (
        <p className="mt-1 text-slate-800">
          {t('orders.reason', { reason: sentence(order.cancel_reason.trim()) })}
        </p>
      ) : null}
      {refunds.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('orders.cancelled.nothingToRefund')}</p>
      ) : (
        <>
          <h3 className="mt-3 text-sm font-bold text-slate-900">{t('orders.cancelled.refunds')}</h3>
          <ul className="mt-1 divide-y divide-red-100 text-sm">
            {refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {money(order, r.amount, r.currency)}
                </span>
                <span className="text-slate-700">
                  {REFUND_STATUS[r.status] ? t(REFUND_STATUS[r.status]) : r.status} ·{' '}
                  <time dateTime={r.created_at}>{date(r.created_at, locale)}</time>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">{t('orders.cancelled.refundsNote')}</p>
        </>
      )}
    </section>
  );
}

/** The goods, shipping, total, what was paid and refunded, and the balance due, under the lines. */
export function OrderMoneySummary({ order }: { order: OrderHead }) {
  const { t } = useWords();
  const shippingKnown = order.shipping_charge !== null;
  const cancelled = order.status === 'cancelled';
  const { paid, refunded } = moneyMoved(order);
  return (
    <>
      <dl className="mt-4 ml-auto max-w-sm space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            {t('orders.summary.goods', { count: order.items_count })}
          </dt>
          <dd className="tabular-nums">{formatPrice(order.symbol, order.total)}</dd>
        </div>
        {cancelled && !shippingKnown ? null : (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('orders.summary.shipping')}</dt>
            <dd className="text-right tabular-nums" data-testid="order-shipping">
              {shippingKnown
                ? formatPrice(order.symbol, order.shipping_charge ?? 0)
                : t('orders.shippingToBeConfirmed')}
            </dd>
          </div>
        )}
        {order.tax ? (
          <div className="flex justify-between gap-4" data-testid="order-tax">
            <dt className="text-slate-600">{order.tax.row}</dt>
            <dd className="tabular-nums">
              {formatPrice(
                order.symbol,
                sumMoney([order.tax.goods_tax, order.tax.shipping_tax ?? 0]),
              )}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
          <dt>
            {t(
              shippingKnown || cancelled
                ? 'orders.summary.total'
                : 'orders.summary.totalBeforeShipping',
            )}
          </dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatPrice(order.symbol, orderTotal(order))}
          </dd>
        </div>
        {paid !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('orders.summary.amountPaid')}</dt>
            <dd className="tabular-nums">{formatPrice(order.symbol, paid)}</dd>
          </div>
        ) : null}
        {refunded !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('orders.summary.refunded')}</dt>
            <dd className="tabular-nums" data-testid="order-refunded">
              −{formatPrice(order.symbol, refunded)}
            </dd>
          </div>
        ) : null}
        {shippingKnown && !cancelled && (order.balance_due > 0 || order.status === 'confirmed') ? (
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t('orders.summary.balanceDue')}</dt>
            <dd className="tabular-nums" data-testid="order-balance">
              {formatPrice(order.symbol, order.balance_due)}
            </dd>
          </div>
        ) : null}
      </dl>
      {shippingKnown || cancelled ? null : (
        <p className="mt-3 ml-auto max-w-sm rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          {t('orders.shippingNote')}
        </p>
      )}
    </>
  );
}
