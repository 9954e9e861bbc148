// The cart, step 1 of 3 (001 §2): the empty state, or the lines by style and colour (decision
// 155) with select-all and Remove, the sample delivery address, the price summary and CONTINUE to
// /checkout-summary. A cart of a few styles opens every block; a wholesale one of many shows
// their summaries, each opened by its header or all at once by "Expand all".
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { CartPage } from '../../lib/cart-types';
import { takePendingCartAdd } from '../../lib/pending-cart-add';
import { CartStyleBlock } from './cart-style-block';
import { BLOCKERS_ID, CheckoutBlockers, checkoutBlockers } from './cart-minimums';
import { CheckoutSteps } from './checkout-steps';
import { SAMPLE_ADDRESSES } from './cart-texts';
import { PriceSummary } from './price-summary';
import { addressLines, type DeliveryAddress } from '@solestock/domain/company';
import { useT } from '../../i18n/i18n';

/** Up to this many blocks, the cart opens them all (decision 155). */
export const OPEN_BLOCKS_MAX = 6;

export function CartScreen({
  cart,
  deliverTo,
}: {
  cart: CartPage;
  /** The company's default delivery address (decision 146); without one, the specs' sample. */
  deliverTo?: DeliveryAddress | null | undefined;
}) {
  const t = useT();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const remover = useFetcher<{ error?: string }>();
  const adder = useFetcher<{ error?: string }>();
  const items = cart.styles.flatMap((s) => s.lines);
  const chosen = items.filter((i) => selected.has(i.id));
  // Open or closed: the cart's rule (all open up to OPEN_BLOCKS_MAX blocks), or "Expand all" /
  // "Collapse all" once pressed, and the blocks the buyer toggled since. Worked out from the
  // cart as it is now, so a cart that fills while on the page (a guest's add after login)
  // follows the rule.
  const [view, setView] = useState<{ all: boolean | null; toggled: ReadonlySet<string> }>({
    all: null,
    toggled: new Set(),
  });
  const openAll = view.all ?? cart.styles.length <= OPEN_BLOCKS_MAX;
  const isOpen = (key: string) => openAll !== view.toggled.has(key);
  const allOpen = cart.styles.every((s) => isOpen(s.key));

  // A guest's ADD TO CART, kept while they logged in, is sent now (000 §5).
  useEffect(() => {
    const pending = takePendingCartAdd();
    if (pending) {
      void adder.submit(
        {
          intent: 'add',
          productId: String(pending.productId),
          quantity: String(pending.quantity),
          mode: pending.mode,
        },
        { method: 'post', action: '/cart' },
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const select = (ids: number[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const toggleOpen = (key: string) =>
    setView(({ all, toggled }) => {
      const next = new Set(toggled);
      if (!next.delete(key)) next.add(key);
      return { all, toggled: next };
    });

  if (items.length === 0) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <CheckoutSteps current="cart" />
        {adder.state !== 'idle' ? (
          <p role="status" className="text-brand-700">
            {t('cart.addingToCart')}
          </p>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t('cart.empty.heading')}</h1>
            <p className="mt-3 text-slate-600">{t('cart.empty.text')}</p>
            <Link
              to="/"
              className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {t('cart.continueShopping')}
            </Link>
          </>
        )}
      </main>
    );
  }

  const sample = SAMPLE_ADDRESSES[0];
  const address = deliverTo
    ? { name: deliverTo.name, lines: addressLines(deliverTo).slice(1) }
    : { name: sample.name, lines: sample.lines };
  const blockers = checkoutBlockers(cart, t);
  const allSelected = chosen.length === items.length;
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
      <CheckoutSteps current="cart" />
      <h1 className="text-2xl font-bold text-slate-900">
        {t('cart.heading', { count: items.length })}
      </h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <section
            aria-labelledby="deliver-to"
            className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <div>
              <h2 id="deliver-to" className="text-sm font-semibold text-slate-900">
                {t('cart.deliverTo', { name: address.name })}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{address.lines.join(', ')}</p>
            </div>
            {deliverTo ? (
              // A real address book: the Delivery step is where another address is chosen.
              <Link
                to="/checkout-summary"
                className="shrink-0 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700"
              >
                {t('cart.changeAddress')}
              </Link>
            ) : (
              <button
                type="button"
                className="shrink-0 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700"
              >
                {t('cart.changeAddress')}
              </button>
            )}
          </section>

          <section
            aria-label={t('cart.items.label')}
            className="rounded-xl border border-slate-200 bg-white px-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 py-3">
              <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={(e) =>
                    setSelected(e.target.checked ? new Set(items.map((i) => i.id)) : new Set())
                  }
                  className="h-4 w-4 accent-brand-600"
                />
                <span data-testid="selected-count">
                  {t('cart.selectedCount', { selected: chosen.length, total: items.length })}
                </span>
              </label>
              {cart.styles.length > 1 ? (
                <button
                  type="button"
                  onClick={() => setView({ all: !allOpen, toggled: new Set() })}
                  className="ml-auto rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {allOpen ? t('cart.collapseAll') : t('cart.expandAll')}
                </button>
              ) : null}
              <button
                type="button"
                disabled={chosen.length === 0 || remover.state !== 'idle'}
                onClick={() => {
                  void remover.submit(
                    { intent: 'remove', ids: chosen.map((i) => i.id).join(',') },
                    { method: 'post', action: '/cart' },
                  );
                  setSelected(new Set());
                }}
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 enabled:hover:bg-red-50 disabled:text-slate-500"
              >
                {t('cart.remove')}
              </button>
            </div>
            {remover.data?.error ? (
              <p role="alert" className="py-2 text-sm text-red-700">
                {remover.data.error}
              </p>
            ) : null}
            <ul>
              {cart.styles.map((style) => (
                <CartStyleBlock
                  key={style.key}
                  style={style}
                  symbol={cart.subtotal.symbol}
                  open={isOpen(style.key)}
                  onToggle={() => toggleOpen(style.key)}
                  selected={selected}
                  onSelect={select}
                />
              ))}
            </ul>
          </section>
        </div>

        <div className="lg:sticky lg:top-4 lg:self-start">
          <PriceSummary
            symbol={cart.subtotal.symbol}
            amount={cart.subtotal.amount}
            itemsCount={items.length}
          >
            <CheckoutBlockers blockers={blockers} />
            {blockers.length ? (
              // The server would refuse this cart: the button says why instead of leading there.
              <button
                type="button"
                aria-disabled="true"
                aria-describedby={BLOCKERS_ID}
                className="block w-full cursor-not-allowed rounded-lg bg-slate-300 px-4 py-3 text-center font-bold tracking-wide text-slate-700"
              >
                {t('cart.continue')}
              </button>
            ) : (
              <Link
                to="/checkout-summary"
                className="block rounded-lg bg-brand-600 px-4 py-3 text-center font-bold tracking-wide text-white hover:bg-brand-700"
              >
                {t('cart.continue')}
              </Link>
            )}
          </PriceSummary>
        </div>
      </div>
    </main>
  );
}
