// Bank transfers staff record on an order (docs/api.md, back office, "Orders": POST
// /admin/orders/{id}/payments/). Mostly the invoice of an order on account, paid after shipping;
// also a balance a buyer chose to pay by transfer. The record is a succeeded payment of kind
// `transfer` (processor `bank`), so every balance (the buyer's, the console's, the dashboard's,
// the overdue filter's) counts it by the one rule. Written under the order's lock with its
// timeline event and audit record: never more than the order owes, never the same reference twice.
import { randomUUID } from 'node:crypto';
import { fromMinorUnits, formatPrice } from '@solestock/domain';
import {
  transferAmountIn,
  type TransferFields,
} from '@solestock/domain/back-office/transfer-payloads';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { moneyOf, owedBy } from './order-balance.ts';
import { recordOrderEvent } from './order-events.ts';
import { withLockedOrder } from './order-lock.ts';
import { hasTransferReference, insertTransfer } from './order-payments.repository.ts';

/** The statuses a transfer may be recorded on: once the order's full amount is known. */
const TAKES_TRANSFERS = ['confirmed', 'partially_shipped', 'shipped', 'delivered'] as const;

const invalid = (message: string, field: string) =>
  new HttpError(400, 'invalid_request', message, { [field]: message });

export async function recordTransfer(
  db: Database,
  actor: StaffActor,
  orderId: number,
  body: TransferFields,
  now: Date = new Date(),
) {
  return withLockedOrder(db, orderId, undefined, async (tx, order) => {
    if (!(TAKES_TRANSFERS as readonly string[]).includes(order.status)) {
      throw new HttpError(
        409,
        'invalid_transition',
        `A bank transfer is recorded once an order is confirmed; this one is ${order.status.replace('_', ' ')}.`,
      );
    }
    const read = transferAmountIn(order.currency, body.amount);
    if (!read.ok) throw invalid(read.message, 'amount');
    if (body.received_on > now.toISOString().slice(0, 10))
      throw invalid('The day the money arrived cannot be later than today.', 'received_on');
    const owed = owedBy(order, (await moneyOf(tx, [order.id])).get(order.id));
    if (!owed.greaterThan(0))
      throw new HttpError(
        409,
        'nothing_due',
        'This order owes nothing: there is no transfer to record.',
      );
    if (read.amount.greaterThan(owed)) {
      throw invalid(
        `This order owes ${formatPrice(order.symbol, owed)}: a transfer of more than that cannot be recorded on it.`,
        'amount',
      );
    }
    if (await hasTransferReference(tx, order.id, body.reference)) {
      throw new HttpError(
        409,
        'duplicate_reference',
        `A transfer with the reference “${body.reference}” is already recorded on this order.`,
      );
    }
    const payment = await insertTransfer(tx, {
      orderId: order.id,
      processor: 'bank',
      paymentIntentId: `bank-transfer-${order.id}-${randomUUID()}`,
      amountMinor: read.minor,
      currency: order.currency,
      status: 'succeeded',
      captureMethod: 'manual',
      paymentMethod: 'bank_transfer',
      livemode: false,
      kind: 'transfer',
      reference: body.reference,
      receivedOn: body.received_on,
      recordedBy: actor.staffId,
    });
    const left = owed.minus(read.amount);
    const data = {
      amount: fromMinorUnits(read.minor, order.currency).toNumber(),
      currency: order.currency,
      reference: body.reference,
      received_on: body.received_on,
      balance_due: left.toNumber(),
    };
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'transfer_recorded',
      staffId: actor.staffId,
      data,
    });
    await recordAuditAs(tx, actor, {
      action: 'order.transfer_record',
      entityType: 'order',
      entityId: order.id,
      before: { balance_due: owed.toNumber() },
      after: { payment_id: payment.id, ...data },
    });
    return payment;
  });
}
