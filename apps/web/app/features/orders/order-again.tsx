// "Order again" on the buyer's order page (issue 19): one form post puts the order's lines in the
// cart at today's prices; the answer says which unit prices changed and which products are gone,
// then offers the cart. A plain form, so it works before the JavaScript has loaded.
import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { formatPrice, MODES } from '@solestock/domain';
import type { ReorderDto, ReorderLineDto } from '@solestock/domain/order-payloads';

/** What the order route's action answers. */
export type OrderAgainResult =
  | { ok: true; result: ReorderDto; error?: undefined }
  | { ok: false; error: string; result?: undefined };

const variant = (l: ReorderLineDto) =>
  [l.color || null, l.size ? `size ${l.size}` : null].filter(Boolean).join(', ');

const lineName = (l: ReorderLineDto) => {
  const v = variant(l);
  return v ? `${l.product_name} (${v})` : l.product_name;
};

const pairs = (n: number) => `${n} ${n === 1 ? 'pair' : 'pairs'}`;

export function OrderAgain({
  answer,
  pending,
}: {
  answer: OrderAgainResult | undefined;
  pending: boolean;
}) {
  const news = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The reader lands on what happened, beside "Go to cart".
    if (answer) news.current?.focus();
  }, [answer]);
  const result = answer?.ok ? answer.result : undefined;
  return (
    <section aria-labelledby="order-again-heading" className="mt-4">
      <h2 id="order-again-heading" className="sr-only">
        Order again
      </h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="reorder" />
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          {pending ? 'Adding to cart...' : 'Order again'}
        </button>
        <span className="mt-2 block text-sm text-slate-600 sm:mt-0 sm:ml-3 sm:inline">
          Puts these lines in your cart at today’s prices.
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
              Added {result.count} {result.count === 1 ? 'line' : 'lines'} to your cart at today’s
              prices.
            </p>
            {result.price_changes.length === 0 ? (
              <p className="mt-1">Every price is the same as when you ordered.</p>
            ) : (
              <>
                <p className="mt-2 font-semibold text-slate-900">
                  {result.price_changes.length === 1
                    ? 'This price has changed since you ordered:'
                    : 'These prices have changed since you ordered:'}
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {result.price_changes.map((c) => (
                    <li key={c.order_line_id} data-testid="order-again-change">
                      {lineName(c)}, {pairs(c.quantity)}: was{' '}
                      <span className="tabular-nums">
                        {formatPrice(result.symbol, c.old_unit_price)}
                      </span>
                      , now{' '}
                      <strong className="tabular-nums">
                        {formatPrice(c.symbol, c.new_unit_price)}
                      </strong>{' '}
                      a pair.
                    </li>
                  ))}
                </ul>
              </>
            )}
            {result.unavailable.length ? (
              <>
                <p className="mt-2 font-semibold text-slate-900">
                  No longer available, so not added:
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {result.unavailable.map((l) => (
                    <li key={l.order_line_id} data-testid="order-again-unavailable">
                      {lineName(l)}, {pairs(l.quantity)}, {MODES[l.mode].label}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Link
              to="/cart"
              className="mt-3 inline-block rounded-lg border border-brand-600 bg-white px-4 py-2 font-bold text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
            >
              Go to cart
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
