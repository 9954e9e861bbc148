// The shopper's own orders (docs/api.md, "Cart and orders", "Lines by style (orders)"): the list,
// with or without lines, and one order, by line or by style and colour. A company's orders are
// every member's (decision 146); another's, or none, is 404 as on the order page.
import type {
  OrderByStyleDto,
  OrderDto,
  OrdersDto,
  OrderSummaryDto,
} from '@solestock/domain/order-payloads';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import {
  findOrder,
  orderByStyleDto,
  orderDtos,
  ordersOf,
  orderSummariesOf,
} from './orders.repository.ts';

/** The buyer's orders, newest first: with their lines, or (`lines` none) only their count. */
export async function shopperOrders(
  db: Database,
  userId: number,
  lines: 'none' | undefined,
): Promise<OrdersDto<OrderSummaryDto>> {
  const orders = lines === 'none' ? await orderSummariesOf(db, userId) : await ordersOf(db, userId);
  return { count: orders.length, orders };
}

/** One order of the buyer's company, its lines one by one or (`lines` styles) by style. */
export async function shopperOrder(
  db: Database,
  userId: number,
  orderId: number,
  lines: 'styles' | undefined,
): Promise<OrderDto | OrderByStyleDto> {
  const order = await findOrder(db, userId, orderId);
  if (!order) throw notFound('This order does not exist.');
  if (lines === 'styles') return orderByStyleDto(db, order);
  const [dto] = await orderDtos(db, [order]);
  return dto!;
}
