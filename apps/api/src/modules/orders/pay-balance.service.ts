// Pay Now for a confirmed order's balance (the back-office part of docs/api.md: POST /ecommerce/orders/{id}/pay-balance/).
// The intent is for exactly what the order owes now; paying it goes through the same
// payment-record verification as checkout, which checks that amount again under the order's lock.
import { HttpError, notFound } from '../../http/errors.ts';
import type { Database } from '../../db/connect.ts';
import type { PaymentProcessor } from '../payment-processor/index.ts';
import { moneyOf, owedMinorBy } from './order-balance.ts';
import { findOrder } from './orders.repository.ts';
import type { BalanceIntentDto } from '@solestock/domain/order-payloads';

const nothingDue = (message: string) => new HttpError(409, 'nothing_due', message);

export async function payBalance(
  db: Database,
  processor: PaymentProcessor,
  userId: number,
  orderId: number,
): Promise<BalanceIntentDto> {
  const order = await findOrder(db, userId, orderId);
  if (!order) throw notFound('This order does not exist.');
  // A partially shipped order may owe for the pairs still to ship (docs/orders-and-payments.md).
  if (order.status !== 'confirmed' && order.status !== 'partially_shipped') {
    throw nothingDue(
      order.status === 'submitted' || order.status === 'paid'
        ? 'The provider has not confirmed this order yet: you can pay once it is confirmed.'
        : 'This order has nothing to pay.',
    );
  }
  const owed = owedMinorBy(order, (await moneyOf(db, [order.id])).get(order.id));
  if (owed <= 0) throw nothingDue('Nothing is left to pay on this order.');
  // One intent per order, version and amount: asking again (a second click, a reload) answers
  // with the same intent, and an intent that was declined stays open for another card.
  const intent = await processor.createIntent({
    orderId: order.id,
    amount: owed,
    currency: order.currency,
    idempotencyKey: `solestock-order-${order.id}-balance-v${order.version}-${owed}-${order.currency}`,
  });
  return {
    order_id: order.id,
    payment_client_secret: intent.clientSecret,
    amount: owed,
    currency: order.currency,
  };
}
