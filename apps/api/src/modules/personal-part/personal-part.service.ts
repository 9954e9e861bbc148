// The personal part of a shared page (docs/decisions/157): one signed-in shopper's name, cart
// badge, price list and, on a product page, that product's place in their cart. Read on every
// signed-in page view, so it is a few indexed reads and nothing else.
import { eq } from 'drizzle-orm';
import type { PersonalPartDto } from '@solestock/domain/personal-part';
import type { Database } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { cartCountAndHolds } from '../cart/cart.repository.ts';
import { catalogueDiscountOf } from '../customer-groups/group-prices.ts';

export interface Shopper {
  userId: number;
}

export async function personalPart(
  db: Database,
  shopper: Shopper,
  productId: number | undefined,
): Promise<PersonalPartDto | null> {
  const [[user], holds, priceList] = await Promise.all([
    db
      .select({ id: users.id, first_name: users.firstName })
      .from(users)
      .where(eq(users.id, shopper.userId)),
    cartCountAndHolds(db, shopper.userId, productId ?? 0),
    catalogueDiscountOf(db, shopper.userId),
  ]);
  if (!user) return null;
  return {
    user,
    cart_count: holds.count,
    price_list: priceList,
    ...(productId === undefined
      ? {}
      : { product: { id: productId, in_cart: holds.inCart, style_pairs: holds.stylePairs } }),
  };
}
