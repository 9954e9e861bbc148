// "Order again" (issue 19): one of the shopper's orders back in the cart, at today's prices.
// The lines whose products still exist go in through add-many's one statement (all or nothing);
// the answer says which unit prices differ from the order's and which products are gone.
import { moneyNumber, roundMoney, tierQuantities, type Mode } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { priceLine, addManyToCart, productsWithSlabs } from '../cart/index.ts';
import { findOrder, linesOf } from './orders.repository.ts';
import { buyerTermsOf } from '../price-lists/index.ts';
import type { PriceChangeDto, ReorderDto, ReorderLineDto } from '@solestock/domain/order-payloads';

/**
 * Puts order `orderId` of `userId` in that shopper's cart. Another shopper's order is not found
 * (the query is scoped by user id). Prices are compared in the order's own country and currency,
 * at the order's quantity, by the slab rule the cart charges by, rounded as charged.
 */
export async function reorder(
  db: Database,
  userId: number,
  orderId: number,
  warn: (message: string) => void,
): Promise<ReorderDto> {
  const order = await findOrder(db, userId, orderId);
  if (!order) throw notFound('This order does not exist.');
  const orderLines = await linesOf(db, [order.id]);
  const ids = [...new Set(orderLines.map((l) => l.productId))];
  const [catalogue, rates, terms] = await Promise.all([
    productsWithSlabs(db, ids),
    cachedExchangeRates(db),
    // Today's price is the buyer's: their group's and price list's, as their company has them now.
    buyerTermsOf(db, userId, ids),
  ]);

  const describe = (l: (typeof orderLines)[number]): ReorderLineDto => ({
    order_line_id: l.id,
    product_id: l.productId,
    product_name: l.productName,
    color: l.color,
    size: l.size,
    quantity: l.quantity,
    mode: l.mode,
  });
  const unavailable: ReorderLineDto[] = [];
  const priceChanges: PriceChangeDto[] = [];
  const toAdd = new Map<number, { quantity: number; mode: Mode }>();
  // Today's price of a style-scoped line counts the pairs of its style the reorder brings back.
  const tierOf = new Map<number, number>();
  const back = orderLines.flatMap((l) => {
    const p = catalogue.get(l.productId);
    return p && !p.archived ? [{ line: l, product: p }] : [];
  });
  tierQuantities(
    back.map(({ line, product }) => ({
      itemGroupId: product.itemGroupId,
      tierScope: product.tierScope,
      quantity: line.quantity,
    })),
  ).forEach((q, i) => tierOf.set(back[i]!.line.id, q));
  for (const line of orderLines) {
    const product = catalogue.get(line.productId);
    if (!product || product.archived) {
      unavailable.push(describe(line));
      continue;
    }
    const today = priceLine(
      { ...product, id: 0, quantity: line.quantity, mode: line.mode },
      order.countryCode,
      rates,
      warn,
      tierOf.get(line.id),
      terms,
    );
    const was = roundMoney(line.convertedUnitPrice);
    const now = roundMoney(today.convertedUnitPrice);
    if (today.currency !== order.currency || !was.equals(now)) {
      priceChanges.push({
        ...describe(line),
        old_unit_price: moneyNumber(was),
        new_unit_price: moneyNumber(now),
        currency: today.currency,
        symbol: today.symbol,
      });
    }
    // An order holds one line per product; should it hold two, they go in as one, as add-many does.
    const before = toAdd.get(line.productId);
    toAdd.set(line.productId, {
      quantity: (before?.quantity ?? 0) + line.quantity,
      mode: line.mode,
    });
  }

  if (toAdd.size === 0) {
    throw new HttpError(
      409,
      'nothing_to_reorder',
      'None of the products of this order can be ordered any more; nothing was added to your cart.',
      undefined,
      { unavailable },
    );
  }
  const added = await addManyToCart(
    db,
    userId,
    [...toAdd].map(([productId, l]) => ({ productId, quantity: l.quantity, mode: l.mode })),
  );
  if (!Array.isArray(added)) {
    const name =
      orderLines.find((l) => l.productId === added.productId)?.productName ?? 'A product';
    throw added.reason === 'too_many'
      ? new HttpError(
          400,
          'quantity_too_large',
          `Your cart already holds so many of ${name} that adding this order's would pass 100000 pieces. Nothing was added.`,
          { product_id: 'A cart line holds at most 100000 pieces.' },
          { product_id: added.productId },
        )
      : new HttpError(
          409,
          'product_gone',
          `${name} was removed from the catalogue just now. Nothing was added; please try again.`,
          undefined,
          { product_id: added.productId },
        );
  }
  return {
    order_id: order.id,
    lines: added.map((l) => ({ id: l.id, product_id: Number(l.productId), quantity: l.quantity })),
    count: added.length,
    currency: order.currency,
    symbol: order.symbol,
    price_changes: priceChanges,
    unavailable,
  };
}
