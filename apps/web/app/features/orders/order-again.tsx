// "Order again" on the buyer's order page (issue 19): one form post puts the order's lines in the
// cart at today's prices; the answer says which unit prices changed and which products are gone,
// then offers the cart. A plain form, so it works before the JavaScript has loaded.
import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { formatPrice } from '@solestock/domain';
import type { ReorderDto, ReorderLineDto } from '@solestock/domain/order-payloads';
import { useT, type Translate } from '../../i18n/i18n';
import { richMessage } from '../../i18n/rich-message';
import { MODE_LABEL_IDS } from './order-styles';

/** What the order route's action answers. */
export type OrderAgainResult =
  | { ok: true; result: ReorderDto; error?: undefined }
  | { ok: false; error: string; result?: undefined };

const variant = (l: ReorderLineDto, t: Translate) =>
  [l.color || null, l.size ? t('orders.size', { size: l.size }) : null].filter(Boolean).join(', ');

const lineName = (l: ReorderLineDto, t: Translate) => {
  const v = variant(l, t);
  return v ? `${l.product_name} (${v})` : l.product_name;
};

export function OrderAgain({
  answer,
  pending,
}: {
  answer: OrderAgainResult | undefined;
  pending: boolean;
}) {
  const t = useT();
  const news = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The reader lands on what happened, beside "Go to cart".
    if (answer) news.current?.focus();
  }, [answer]);
  const result = answer?.ok ? answer.result : undefined;
  return (
    <section aria-labelledby="order-again-heading" className="mt-4">
      <h2 id="order-again-heading" className="sr-only">
        {t('orders.again.heading')}
      </h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="reorder" />
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          {t(pending ? 'orders.again.adding' : 'orders.again.button')}
        </button>
        <span className="mt-2 block text-sm text-slate-600 sm:mt-0 sm:ml-3 sm:inline">
          {t('orders.again.hint')}
        </span>
      </Form>
      <div
        ref={news}
        tabIndex={-1}
        role="status"
        data-testid="order-again-result"
        className="focus:outline-none"
      >
        {answer && !answer.ok ? (
          <p className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {answer.error}
          </p>
        ) : null}
        {result ? (
          <div className="mt-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
            <p className="font-semibold text-slate-900">
              {t('orders.again.added', { count: result.count })}
            </p>
            {result.price_changes.length === 0 ? (
              <p className="mt-1">{t('orders.again.samePrices')}</p>
            ) : (
              <>
                <p className="mt-2 font-semibold text-slate-900">
                  {t('orders.again.changed', { count: result.price_changes.length })}
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {result.price_changes.map((c) => (
                    <li key={c.order_line_id} data-testid="order-again-change">
                      {richMessage(
                        t,
                        'orders.again.change',
                        {
                          old: (
                            <span className="tabular-nums">
                              {formatPrice(result.symbol, c.old_unit_price)}
                            </span>
                          ),
                          new: (
                            <strong className="tabular-nums">
                              {formatPrice(c.symbol, c.new_unit_price)}
                            </strong>
                          ),
                        },
                        {
                          line: lineName(c, t),
                          pairs: t('orders.pairs', { count: c.quantity }),
                        },
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {result.unavailable.length ? (
              <>
                <p className="mt-2 font-semibold text-slate-900">
                  {t('orders.again.unavailableHeading')}
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {result.unavailable.map((l) => (
                    <li key={l.order_line_id} data-testid="order-again-unavailable">
                      {t('orders.again.unavailable', {
                        line: lineName(l, t),
                        pairs: t('orders.pairs', { count: l.quantity }),
                        mode: t(MODE_LABEL_IDS[l.mode]),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Link
              to="/cart"
              className="mt-3 inline-block rounded-lg border border-brand-600 bg-white px-4 py-2 font-bold text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
            >
              {t('orders.goToCart')}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
