// One way to act on an order that others may be changing at the same moment (staff moves,
// amendments, transfers, the stock hold's end, the invoice reminder, a card payment): its row is
// locked for the rest of the transaction, so two of them never interleave, and each reads the
// order as it is once it holds the lock. A staff command also names the version it was shown
// (docs/api.md, back office, "Orders"): one made on an older version is refused, not merged.
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/connect.ts';
import { orders } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OrderRow } from './orders.repository.ts';

export const staleVersion = () =>
  new HttpError(
    409,
    'stale_version',
    'Someone else changed this order after you opened it. It now shows as it is: check it, then try again.',
  );

/** The order's row, locked until the transaction ends; undefined when there is none. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * A staff command on one order, in one transaction holding its row: 404 when there is no such
 * order, 409 `stale_version` when `version` (the one the staff member saw) is not the order's
 * now. Without a version (a bank transfer adds to what is there) only the lock is taken.
 */
export async function withLockedOrder<T>(
  db: Database,
  orderId: number,
  version: number | undefined,
  command: (tx: Tx, order: OrderRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('No order has this number.');
    if (version !== undefined && order.version !== version) throw staleVersion();
    return command(tx, order);
  });
}
