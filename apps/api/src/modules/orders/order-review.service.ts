// The provider's moves on an order (docs/api.md, back office, "Orders: review, confirm with shipping, ship,
// cancel"). Each move runs in one transaction that locks the order's row, checks the version the
// staff member saw and the domain's state machine, then writes the new status, the timeline
// event, the audit record and the buyer's mail together: a move happens with all of them or not
// at all, and of two staff acting at once exactly one wins.
import { shippingTaxMinorOf } from './order-tax.ts';
import { fromMinorUnits, toMinorUnits, type Decimal } from '@solestock/domain';
import { shippingChargeIn } from '@solestock/domain/back-office/order-moves';
import { moveOrder } from '@solestock/domain/back-office/order-workflow';
import type { Database } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { queueMail } from '../mail/index.ts';
import { giveBackStock } from '../stock/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { moneyOf, owedBy, refundDueOf, type OrderMoney } from './order-balance.ts';
import { recordOrderEvent } from './order-events.ts';
import { withLockedOrder } from './order-lock.ts';
import { hasOrder, insertOrderNote, updateLockedOrder } from './order-admin.repository.ts';
import type { OrderRow } from './orders.repository.ts';
import { mailOrderOf, orderCancelledMail, orderConfirmedMail } from './order-mails.ts';
import { queueRefunds } from './refunds.service.ts';
import { retakeOnConfirm } from './stock-hold.ts';
import { styledLinesOf, type LinesRead, type StyledLine } from './order-styles.ts';
import { sellerDetails } from '../seller/index.ts';
import { availableDocuments } from '@solestock/domain/back-office/trade-documents';
import { shipLockedOrder } from './shipments.service.ts';
import { CREDIT_OVERRIDE_REFUSAL } from '@solestock/domain/back-office/credit-control';

export type MoveInput =
  | {
      move: 'confirm';
      shippingCharge: string;
      note: string | null;
      /** The staff member may confirm an order held for credit control (orders.credit_override). */
      mayOverrideCredit?: boolean;
    }
  | { move: 'ship'; carrier: string; trackingNumber: string }
  | { move: 'deliver' }
  | { move: 'cancel'; reason: string };

/** The moves made here; `ship` is a shipment of every pair left (shipments.service.ts). */
type ReviewMove = Exclude<MoveInput, { move: 'ship' }>;

/**
 * Makes one move of the state machine as the actor (a staff member). `version` is the one the
 * staff member saw. Returns whether a cancellation left refunds to send to the processor, and
 * the lines its mail read (the move's answer lists them again: one read serves both).
 */
export async function makeMove(
  db: Database,
  actor: StaffActor,
  publicUrl: string,
  orderId: number,
  version: number,
  input: MoveInput,
): Promise<{ refundsQueued: boolean; read?: LinesRead }> {
  const staffId = actor.staffId;
  return withLockedOrder(db, orderId, version, async (tx, order) => {
    const money = (await moneyOf(tx, [order.id])).get(order.id);
    const owed = owedBy(order, money);
    const result = moveOrder(order.status, input.move, owed, order.paymentTerms);
    if (!result.ok) throw new HttpError(409, result.code, result.reason);
    // `ship` sends every pair left in one shipment (docs/orders-and-payments.md, "Shipments and
    // back orders"): its invoice number, mail and due reminder are the shipment's.
    if (input.move === 'ship') {
      await shipLockedOrder(tx, actor, publicUrl, order, {
        lines: 'all',
        carrier: input.carrier,
        tracking: input.trackingNumber,
        waybill: null,
        early: false,
        cartons: [],
      });
      return { refundsQueued: false };
    }

    // Held for credit control (docs/credit-control.md): only orders.credit_override confirms it.
    if (input.move === 'confirm' && order.hold && !input.mayOverrideCredit)
      throw new HttpError(403, 'credit_override_required', CREDIT_OVERRIDE_REFUSAL);
    const now = new Date();
    // A submitted order whose hold ended takes its pairs again, or is not confirmed (409).
    if (input.move === 'confirm') await retakeOnConfirm(tx, order, actor, now);
    const change = changeFor(order, input);
    const updated = await updateLockedOrder(tx, order.id, {
      ...change.set,
      status: result.to,
      version: order.version + 1,
      updatedAt: now,
    });

    // A cancellation gives back everything paid; a confirmation what an amendment left overpaid
    // once the shipping charge has taken its share (decision 153).
    const refundedMinor =
      input.move === 'cancel'
        ? await queueRefunds(tx, order.id)
        : input.move === 'confirm'
          ? await queueRefunds(
              tx,
              order.id,
              toMinorUnits(refundDueOf(updated, money), order.currency),
            )
          : 0;
    // Cancelled before shipping (the only cancel the workflow allows): its pairs go back on sale.
    if (input.move === 'cancel')
      await giveBackStock(tx, order.id, `order ${order.id} cancelled`, actor);
    const owedAfter = owedBy(updated, money);
    const data = {
      ...change.data,
      ...(input.move === 'confirm' ? { balance_due: owedAfter.toNumber() } : {}),
      ...(input.move === 'cancel' || refundedMinor > 0
        ? { refund: fromMinorUnits(refundedMinor, order.currency).toNumber() }
        : {}),
    };
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: EVENT_OF[input.move],
      fromStatus: order.status,
      toStatus: result.to,
      staffId,
      data,
    });
    if (input.move === 'confirm' && order.hold)
      await recordAuditAs(tx, actor, {
        action: 'order.credit_override',
        entityType: 'order',
        entityId: order.id,
        before: { hold: order.hold, hold_reason: order.holdReason },
        after: { hold: null },
      });
    await recordAuditAs(tx, actor, {
      action: `order.${input.move}`,
      entityType: 'order',
      entityId: order.id,
      before: auditView(order),
      after: auditView(updated),
    });
    // Read after every write of the move, under the order's lock: the lines as it commits them
    // (a delivery mails nothing, see mailFor).
    const lines = input.move === 'deliver' ? undefined : await styledLinesOf(tx, order.id);
    const mail = lines
      ? await mailFor(tx, publicUrl, updated, lines, input, owedAfter, refundedMinor, money)
      : undefined;
    if (mail) await queueMail(tx, mail);
    return {
      refundsQueued: refundedMinor > 0,
      ...(lines ? { read: { version: updated.version, lines } } : {}),
    };
  });
}

const EVENT_OF = {
  confirm: 'confirmed',
  deliver: 'delivered',
  cancel: 'cancelled',
} as const satisfies Record<ReviewMove['move'], string>;

function changeFor(
  order: OrderRow,
  input: ReviewMove,
): { set: Partial<OrderRow>; data: Record<string, unknown> } {
  switch (input.move) {
    case 'confirm': {
      const { charge, minor } = shippingChargeOf(order.currency, input.shippingCharge);
      return {
        set: {
          shippingCharge: charge.toFixed(2),
          shippingChargeMinor: minor,
          // Taxed as the goods are, at the order's own rate (decision 181); 0 when zero-rated.
          shippingTaxMinor: shippingTaxMinorOf(order, charge),
          // Confirmed by someone who may override it: the credit hold is over.
          hold: null,
          holdReason: null,
        },
        data: {
          shipping_charge: charge.toNumber(),
          ...(input.note ? { note: input.note } : {}),
          ...(order.hold ? { credit_override: order.hold } : {}),
        },
      };
    }
    case 'deliver':
      return { set: {}, data: {} };
    case 'cancel':
      return { set: { cancelReason: input.reason }, data: { reason: input.reason } };
  }
}

/**
 * The shipping charge read exactly in the order's currency by the domain's one rule
 * (order-moves.ts); a charge the currency cannot take is a 400 with its sentence.
 */
function shippingChargeOf(currency: string, raw: string): { charge: Decimal; minor: number } {
  const read = shippingChargeIn(currency, raw);
  if (!read.ok)
    throw new HttpError(400, 'invalid_request', read.message, {
      shipping_charge: 'Use the currency’s smallest unit.',
    });
  return read;
}

const auditView = (o: OrderRow) => ({
  status: o.status,
  version: o.version,
  shipping_charge: o.shippingCharge,
  carrier: o.carrier,
  tracking_number: o.trackingNumber,
  cancel_reason: o.cancelReason,
  ...(o.dueOn ? { due_on: o.dueOn } : {}),
});

async function mailFor(
  tx: Database,
  publicUrl: string,
  order: OrderRow,
  lines: readonly StyledLine[],
  input: ReviewMove,
  owed: Decimal,
  refundedMinor: number,
  money: OrderMoney | undefined,
) {
  const mailOrder = {
    ...(await mailOrderOf(tx, order, lines)),
    // The documents the order has after the move, linked when the seller's details allow them.
    documents: availableDocuments(order.status, await sellerDetails(tx)),
  };
  switch (input.move) {
    case 'confirm':
      return orderConfirmedMail(
        publicUrl,
        mailOrder,
        order.shippingCharge ?? 0,
        owed,
        input.note,
        fromMinorUnits(refundedMinor, order.currency),
        // Before confirmation only the checkout payment exists (transfers come after).
        fromMinorUnits(money?.paidMinor ?? 0, order.currency),
      );
    case 'cancel':
      return orderCancelledMail(
        publicUrl,
        mailOrder,
        input.reason,
        fromMinorUnits(refundedMinor, order.currency),
      );
    case 'deliver':
      // Delivery is news the buyer already has in hand: the timeline records it, no mail.
      return undefined;
  }
}

/** A staff note on the order (every role may add one); audited like every staff write. */
export async function addNote(db: Database, actor: StaffActor, orderId: number, text: string) {
  const staffId = actor.staffId;
  return db.transaction(async (tx) => {
    if (!(await hasOrder(tx, orderId))) throw notFound('No order has this number.');
    const note = await insertOrderNote(tx, { orderId, staffId, text });
    await recordAuditAs(tx, actor, {
      action: 'order.note',
      entityType: 'order',
      entityId: orderId,
      after: { note_id: note.id, text },
    });
    return note;
  });
}
