// The personal part of a shared page (docs/decisions/157): one signed-in shopper's name, cart
// badge, price list and, on a product page, that product's place in their cart. Read on every
// signed-in page view, so it is one statement (personal-part.repository.ts) and nothing else.
import { PRICE_LIST_PREFIX, type PersonalPartDto } from '@solestock/domain/personal-part';
import type { Database } from '../../db/connect.ts';
import type { SessionIdentity } from '../identity/index.ts';
import { catalogueDiscountFrom } from '../customer-groups/index.ts';
import { readPersonalRow } from './personal-part.repository.ts';

/** The shopper's part, or null when their session is over. */
export async function personalPart(
  db: Database,
  shopper: SessionIdentity,
  productId: number | undefined,
): Promise<PersonalPartDto | null> {
  const row = await readPersonalRow(db, shopper, productId);
  if (!row) return null;
  return {
    user: { id: row.userId, first_name: row.firstName },
    cart_count: row.cartCount,
    // A member on a price list: pages rendered for them alone, never from a shared render
    // (docs/decisions/187); the web server sees the prefix.
    price_list:
      row.priceList !== null
        ? `${PRICE_LIST_PREFIX}${row.priceList}`
        : await catalogueDiscountFrom(db, row.groupDiscount),
    ...(productId === undefined
      ? {}
      : { product: { id: productId, in_cart: row.inCart, style_pairs: row.stylePairs } }),
  };
}
