// The goods under review on the Delivery step (decision 155): the cart by style and colour, read
// only, from the same answer as the cart (docs/api.md, "Lines by style"): each block's name,
// colour, pairs and subtotal, and its sizes in one line ("7 × 6 · 8 × 12").
import { formatPrice } from '@solestock/domain';
import { useT } from '../../i18n/i18n';
import { MODE_LABEL_IDS } from '../cart/cart-style-block';
import type { CartStylesDto } from '@solestock/domain/style-lines';

export function CheckoutGoods({ goods }: { goods: CartStylesDto }) {
  const t = useT();
  const symbol = goods.subtotal.symbol;
  const pairs = goods.styles.reduce((n, s) => n + s.pairs, 0);
  return (
    <section
      aria-labelledby="goods-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="checkout-goods"
    >
      <h2 id="goods-heading" className="font-semibold text-slate-900">
        {t('checkout.goods.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('checkout.goods.count', { styles: goods.styles.length, pairs })}
      </p>
      <ul className="mt-3 divide-y divide-slate-200 text-sm">
        {goods.styles.map((style) => {
          const modes = new Set(style.lines.map((l) => l.mode));
          return (
            <li key={style.key} className="py-2" data-testid="checkout-style">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="min-w-0 font-semibold break-words text-slate-900">
                  {style.name}
                  <span className="font-normal text-slate-600">, {style.color}</span>
                </p>
                <p className="text-slate-700 tabular-nums">
                  {t('checkout.goods.stylePairs', { pairs: style.pairs })}
                  <span className="font-semibold text-slate-900">
                    {formatPrice(symbol, style.subtotal)}
                  </span>
                </p>
              </div>
              <p className="mt-0.5 text-xs text-slate-600 tabular-nums">
                {style.lines
                  .map(
                    (l) =>
                      `${l.size ?? t('cart.oneSize')} × ${l.quantity}${modes.size > 1 ? ` (${t(MODE_LABEL_IDS[l.mode])})` : ''}`,
                  )
                  .join(' · ')}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
