// One cart row (001 §2): image, brand, name, unit price per piece, colour, size and a stepper.
// Every change goes to the server first (001 §4) and the row shows the re-priced line after.
import { useFetcher } from 'react-router';
import { formatPrice, MODES } from '@solestock/domain';
import type { CartItem } from '../../lib/cart-types';
import { useNextTierHint } from '../../lib/next-tier';
import { MediaImage } from '../../components/ui/media-image';
import { PreOrderNote, StyleMinimumNote } from '../../components/ui/sale-notes';
import { stockShort } from './cart-minimums';

export function CartLine({
  item,
  selected,
  onSelect,
  showMinimum = false,
}: {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Say the style's minimum on this line (the first of its style). */
  showMinimum?: boolean;
}) {
  const fetcher = useFetcher<{ error?: string }>();
  const busy = fetcher.state !== 'idle';
  // While the change is on its way, show the quantity asked for.
  const pending = fetcher.formData?.get('quantity');
  const quantity = pending ? Number(pending) : item.productQty;
  const price = item.productConvertedPrice;
  const slabs = item.productPriceSlabs.map((s) => ({ ...s, currency: s.selling_price_currency }));
  // A style line's slab counts its style's pairs (tier_quantity), so the hint starts from there.
  const tierQuantity = (item.tier_quantity ?? item.productQty) + (quantity - item.productQty);
  const hint = useNextTierHint(slabs, tierQuantity, {
    amount: item.defaultProductSellingPrice,
    currency: item.defaultProductSellingPriceCurrency,
  });

  const change = (next: number) => {
    if (next < 1) {
      // 001 §4: at exactly 1, decrease removes the item.
      void fetcher.submit(
        { intent: 'remove', ids: String(item.id) },
        { method: 'post', action: '/cart' },
      );
      return;
    }
    void fetcher.submit(
      { intent: 'update', id: String(item.id), quantity: String(next) },
      { method: 'post', action: '/cart' },
    );
  };

  return (
    <li
      className="flex gap-3 border-b border-slate-200 py-4 last:border-b-0 sm:gap-4"
      data-testid="cart-line"
      aria-busy={busy}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`Select ${item.productName}`}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
      />
      <MediaImage
        src={item.productImg}
        sizes="96px"
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="h-20 w-20 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-cover sm:h-24 sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {item.productBrand}
        </p>
        <p className="line-clamp-2 font-semibold break-words text-slate-900">{item.productName}</p>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-semibold tabular-nums" data-testid="line-unit-price">
            {formatPrice(price.symbol, price.amount)}
          </span>{' '}
          / piece
        </p>
        <p className="mt-1 text-xs text-slate-600">
          Colour: {item.productColor || '—'} · Size: {item.productSize ?? '—'} ·{' '}
          {MODES[item.mode].label}
        </p>
        <div className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
          <PreOrderNote saleMode={item.sale_mode} from={item.ships_from} by={item.ships_by} />
          {showMinimum ? <StyleMinimumNote minPairs={item.min_pairs} /> : null}
          {stockShort(item) ? (
            <span
              className="sale-note bg-red-50 text-red-800 ring-red-200"
              data-testid="stock-short"
            >
              {item.availability === 0 ? 'Sold out' : `Only ${item.availability} left`}
            </span>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <div className="inline-flex items-center rounded-lg border border-slate-300">
            <button
              type="button"
              disabled={busy}
              onClick={() => change(quantity - 1)}
              aria-label={
                quantity === 1
                  ? `Remove ${item.productName}`
                  : `Decrease quantity of ${item.productName}`
              }
              className="h-9 w-9 rounded-l-lg text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
            >
              −
            </button>
            <span
              className="w-16 text-center font-semibold tabular-nums"
              aria-live="polite"
              data-testid="line-quantity"
            >
              <span className="sr-only">Quantity </span>
              {quantity}
            </span>
            <button
              type="button"
              disabled={
                busy ||
                quantity >= 100000 ||
                (item.sale_mode === 'stock' && quantity >= (item.availability ?? Infinity))
              }
              onClick={() => change(quantity + 1)}
              aria-label={`Increase quantity of ${item.productName}`}
              className="h-9 w-9 rounded-r-lg text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
            >
              +
            </button>
          </div>
          <span className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatPrice(price.symbol, price.amount * item.productQty)}
          </span>
        </div>
        {hint ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => change(quantity + hint.add)}
            data-testid="tier-hint"
            aria-label={`${hint.text}: ${item.productName}`}
            className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none disabled:opacity-60"
          >
            <span aria-hidden="true">↑</span>
            {hint.text}
          </button>
        ) : null}
        {fetcher.data?.error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {fetcher.data.error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
