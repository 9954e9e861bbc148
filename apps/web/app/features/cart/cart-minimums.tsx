// What stands between the cart and checkout (docs/api.md, "Minimums", "Stock and pre-orders"): the
// styles below their minimum and the order minimum, as the server answers them with the cart
// (the domain's one rule, said in the domain's sentences), and lines a stock style no longer
// covers. The cart's checkout button is described by them instead of leading to a refusal;
// placement stays the last word.
import { usd, type StyleShortfall } from '@solestock/domain';
import { useT, type Translate } from '../../i18n/i18n';
import type { CartPage, CartPageLine, CartPageStyle } from '../../lib/cart-types';

/** The most pairs a stock style's size sells: on hand, then incoming (docs/stock.md). */
export const sellableOf = (line: CartPageLine): number | undefined =>
  line.availability === undefined ? undefined : line.availability + (line.incoming_pairs ?? 0);

/** A stock style's size asking for more pairs than are on hand and incoming: "Only N left". */
export const stockShort = (style: CartPageStyle, line: CartPageLine): boolean =>
  style.sale_mode === 'stock' &&
  line.availability !== undefined &&
  line.quantity > (sellableOf(line) ?? 0);

/** The sentences that keep this cart from checkout, in the order a buyer fixes them. */
export function checkoutBlockers(cart: CartPage, t: Translate): string[] {
  const { styles = [], order = null } = cart.minimums ?? {};
  const short = cart.styles.flatMap((s) => s.lines.filter((l) => stockShort(s, l)));
  return [
    ...(styles.length ? [styleShortfall(styles, t)] : []),
    ...(short.length ? [t('cart.blockers.stockShort', { count: short.length })] : []),
    ...(order
      ? [
          t('cart.blockers.orderShort', {
            minimum: usd(order.min_order_usd),
            goods: usd(order.goods_usd),
            missing: usd(order.missing_usd),
          }),
        ]
      : []),
  ];
}

/**
 * The domain's styleShortfallSentence in the page's language (its English exactly): the styles
 * the server answers below their minimum.
 */
function styleShortfall(styles: readonly StyleShortfall[], t: Translate): string {
  const [first, ...rest] = styles;
  if (first && rest.length === 0)
    return t('cart.blockers.styleShort', {
      style: first.style,
      minPairs: first.min_pairs,
      pairs: first.pairs,
      missing: first.missing,
    });
  const list = styles
    .map((s) =>
      t('cart.blockers.stylesShortItem', { style: s.style, pairs: s.pairs, minPairs: s.min_pairs }),
    )
    .join(t('cart.listSeparator'));
  return t('cart.blockers.stylesShort', { count: styles.length, list });
}

export const BLOCKERS_ID = 'checkout-blockers';

/** The shortfalls, under the cart's total, describing its checkout button. */
export function CheckoutBlockers({ blockers }: { blockers: readonly string[] }) {
  const t = useT();
  if (blockers.length === 0) return null;
  return (
    <div
      id={BLOCKERS_ID}
      className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
      data-testid="checkout-blockers"
    >
      <p className="font-bold">{t('cart.blockers.heading')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-4">
        {blockers.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </div>
  );
}
