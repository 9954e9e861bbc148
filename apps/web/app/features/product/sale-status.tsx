// How the style sells, under its prices (docs/api.md, "Stock and pre-orders", "Minimums"): a
// pre-order's window, the style's minimum, and for a stock style this colour and size's pairs
// on hand. Nothing for a style sold as the specs sell (unlimited, no minimum).
import type { ProductDetail } from '@solestock/domain';
import { PreOrderNote, StyleMinimumNote } from '../../components/ui/sale-notes';
import { useT } from '../../i18n/i18n';
import { useDomainTexts } from '../../i18n/domain-texts';

/** This product's pairs on hand when its style sells from stock; null when there is no limit. */
export function stockOf(product: ProductDetail): number | null {
  if (product.sale_mode !== 'stock') return null;
  return product.variants.find((v) => v.id === product.id)?.availability ?? null;
}

/** This product's expected deliveries' unsold pairs, earliest first (docs/stock.md). */
export function incomingOf(product: ProductDetail) {
  if (product.sale_mode !== 'stock') return [];
  return product.variants.find((v) => v.id === product.id)?.incoming ?? [];
}

/** The most pairs a stock style's product sells: on hand, then incoming; null for no limit. */
export function sellableOf(product: ProductDetail): number | null {
  const stock = stockOf(product);
  if (stock === null) return null;
  return stock + incomingOf(product).reduce((n, lot) => n + lot.pairs, 0);
}

export function SaleStatus({ product }: { product: ProductDetail }) {
  const t = useT();
  const say = useDomainTexts();
  const stock = stockOf(product);
  const incoming = incomingOf(product);
  const preOrder = product.sale_mode === 'pre_order';
  if (!preOrder && !(product.min_pairs && product.min_pairs > 0) && stock === null) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="sale-status">
      <PreOrderNote saleMode={product.sale_mode} from={product.ships_from} by={product.ships_by} />
      <StyleMinimumNote minPairs={product.min_pairs} />
      {stock === null ? null : stock > 0 ? (
        <span className="minimum-note" data-testid="stock-note">
          {t('product.inStockPrefix')}
          {stock} {t('product.pairs', { count: stock })}
        </span>
      ) : incoming.length > 0 ? (
        <span className="minimum-note" data-testid="stock-note">
          {t('product.noneInStock')}
        </span>
      ) : (
        <span className="minimum-note text-red-800" data-testid="stock-note">
          {t('product.soldOut')}
        </span>
      )}
      {incoming.map((lot) => (
        <span
          key={lot.expected_on}
          className="minimum-note text-amber-900"
          data-testid="incoming-note"
        >
          {stock && stock > 0 ? t('product.thenPrefix') : ''}
          {lot.pairs} {t('product.pairs', { count: lot.pairs })}{' '}
          {say.lotShipsFrom(lot.pairs, lot.expected_on)}
        </span>
      ))}
    </div>
  );
}
