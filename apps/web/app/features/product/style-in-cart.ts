// Style tiers (docs/api.md): a style-scoped group's slab is picked by all of the style's pairs in
// the cart, so the product page adds the pairs a signed-in buyer's cart already holds of this
// style to the quantity being chosen; its total is then the one the cart will charge.
import { createContext, useContext } from 'react';
import type { ProductDetail } from '@solestock/domain';

/** The pairs of the page's style already in the buyer's cart (0 for a guest). */
export const StylePairsInCartContext = createContext(0);

/** The pairs in the cart that count toward this product's tier: none for a per-line group. */
export function useStylePairsInCart(product: Pick<ProductDetail, 'tier_scope'>): number {
  const pairs = useContext(StylePairsInCartContext);
  return product.tier_scope === 'style' ? pairs : 0;
}
