// Credit notes (docs/orders-and-payments.md, "Tax and credit notes"; decision 182). A refund, a
// downward amendment or a cancellation after an order's invoice exists issues one, in the same
// transaction as that event: numbered from its own gap-free series, naming the invoice it
// credits, its tax part at the order's own rate, timed, recorded on the timeline and in the audit
// log, and mailed to the buyer with the link to its PDF. `issueCreditNote` is the one way in;
// `refundInvoicedOrder` is the staff refund of an invoiced order (POST /admin/orders/{id}/refunds/).
import { formatPrice, fromMinorUnits, toMinorUnits } from '@solestock/domain';
import {
  CREDIT_NOTE_REASON_WORDS,
  refundAmountIn,
  type CreditNoteReason,
  type StaffRefundFields,
} from '@solestock/domain/back-office/credit-notes';
import { taxPartOfGross } from '@solestock/domain/back-office/tax';
import type { CreditedLine } from '../../db/schema.ts';
import type { Database, Tx } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { queueMail } from '../mail/index.ts';
import {
  insertCreditNote,
  invoiceToCredit,
  takeCreditNoteNumber,
  type CreditNoteRow,
} from './credit-notes.repository.ts';
import { moneyOf, orderTaxOf } from './order-balance.ts';
import { recordOrderEvent } from './order-events.ts';
import { withLockedOrder } from './order-lock.ts';
import { creditNoteMail, mailOrderOf } from './order-mails.ts';
import { updateLockedOrder } from './order-admin.repository.ts';
import { orderById, type OrderRow } from './orders.repository.ts';
import { queueRefunds } from './refunds.service.ts';
import { succeededPaymentsOf } from './refunds.repository.ts';

export interface CreditNoteInput {
  orderId: number;
  reason: CreditNoteReason;
  /** What is credited, tax included, in the order currency's minor units (above 0). */
  amountMinor: number;
  /** Why, as staff wrote it; printed on the note. */
  note?: string;
  /** The lines credited, when a cancellation credits lines. */
  lines?: CreditedLine[];
  publicUrl: string;
  now?: Date;
}

/**
 * Issues a credit note on the order's invoice inside `tx` (the transaction of the event it
 * records), or answers undefined when the order has no invoice yet (nothing to credit). The
 * caller holds the order's lock (withLockedOrder) and has checked the amount.
 */
export async function issueCreditNote(
  tx: Tx,
  actor: StaffActor | null,
  input: CreditNoteInput,
): Promise<CreditNoteRow | undefined> {
  const order = await orderById(tx, input.orderId);
  if (!order) throw new Error(`Order ${input.orderId} is missing.`);
  const invoice = await invoiceToCredit(tx, order.id);
  if (!invoice) return undefined;
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new RangeError(`A credit note credits more than nothing: ${input.amountMinor}`);
  const now = input.now ?? new Date();
  const amount = fromMinorUnits(input.amountMinor, order.currency);
  const tax = taxPartOfGross(amount, order.taxRatePercent, order.currency);
  const row = await insertCreditNote(tx, {
    orderId: order.id,
    number: await takeCreditNoteNumber(tx, now),
    invoiceNumber: invoice,
    reason: input.reason,
    note: input.note ?? '',
    currency: order.currency,
    amountMinor: input.amountMinor,
    taxMinor: toMinorUnits(tax, order.currency),
    lines: input.lines ?? null,
    staffId: actor?.staffId ?? null,
    issuedAt: now,
  });
  const data = {
    credit_note: row.number,
    invoice_number: invoice,
    reason: row.reason,
    amount: amount.toNumber(),
    tax_amount: tax.toNumber(),
    ...(row.note ? { note: row.note } : {}),
  };
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'credit_note_issued',
    fromStatus: order.status,
    toStatus: order.status,
    staffId: actor?.staffId ?? null,
    data,
  });
  if (actor)
    await recordAuditAs(tx, actor, {
      action: 'order.credit_note',
      entityType: 'order',
      entityId: order.id,
      after: data,
    });
  await queueMail(
    tx,
    creditNoteMail(input.publicUrl, await mailOrderOf(tx, order), {
      id: row.id,
      number: row.number,
      invoiceNumber: invoice,
      reason: row.note
        ? `${CREDIT_NOTE_REASON_WORDS[row.reason]}: ${row.note}`
        : CREDIT_NOTE_REASON_WORDS[row.reason],
      amount,
      tax,
      taxLabel: order.taxMode === 'taxed' ? order.taxLabel : null,
    }),
  );
  return row;
}

const refusal = (code: string, message: string) => new HttpError(409, code, message);

/**
 * Staff give back part of an invoiced order's price to the card it was paid with: the refunds
 * are queued and the credit note issued in one transaction holding the order (409 on a stale
 * version). Refused with a sentence: no invoice yet (amend or cancel instead), more than the
 * invoice still stands at, or more than its card payments can give back. Answers whether
 * refunds were queued (the caller sends them once committed).
 */
export async function refundInvoicedOrder(
  db: Database,
  actor: StaffActor,
  publicUrl: string,
  orderId: number,
  input: StaffRefundFields,
): Promise<{ refundsQueued: boolean }> {
  return withLockedOrder(db, orderId, input.version, async (tx, order) => {
    if (!(await invoiceToCredit(tx, order.id)))
      throw refusal(
        'not_invoiced',
        'This order has no invoice yet, so there is nothing to credit: change its lines or cancel it instead.',
      );
    const read = refundAmountIn(order.currency, input.amount);
    if (!read.ok)
      throw new HttpError(400, 'invalid_request', read.message, { amount: read.message });
    const standing = await invoiceStanding(tx, order);
    if (read.minor > standing)
      throw refusal(
        'refund_too_large',
        `The invoice now stands at ${formatPrice(order.symbol, fromMinorUnits(standing, order.currency))}: refund at most that.`,
      );
    const byCard = await cardRefundable(tx, order.id);
    if (read.minor > byCard)
      throw refusal(
        'refund_too_large',
        byCard === 0
          ? 'Nothing paid by card is left to give back on this order: return a bank transfer from your bank.'
          : `At most ${formatPrice(order.symbol, fromMinorUnits(byCard, order.currency))} paid by card can be given back on this order.`,
      );
    const queued = await queueRefunds(tx, order.id, read.minor);
    await issueCreditNote(tx, actor, {
      orderId: order.id,
      reason: 'refund',
      amountMinor: read.minor,
      note: input.reason,
      publicUrl,
    });
    await updateLockedOrder(tx, order.id, { version: order.version + 1, updatedAt: new Date() });
    await recordAuditAs(tx, actor, {
      action: 'order.refund',
      entityType: 'order',
      entityId: order.id,
      after: { amount: read.amount.toNumber(), reason: input.reason },
    });
    return { refundsQueued: queued > 0 };
  });
}

/** What the invoice stands at now in minor units: goods, shipping and tax, less credit notes. */
async function invoiceStanding(tx: Tx, order: OrderRow): Promise<number> {
  const money = (await moneyOf(tx, [order.id])).get(order.id);
  const cost = fromMinorUnits(order.totalMinor + (order.shippingChargeMinor ?? 0), order.currency)
    .plus(orderTaxOf(order))
    .minus(fromMinorUnits(money?.creditedMinor ?? 0, order.currency));
  return toMinorUnits(cost, order.currency);
}

/** What the order's card payments can still give back (bank transfers are the shop's bank's). */
async function cardRefundable(tx: Tx, orderId: number): Promise<number> {
  const paid = await succeededPaymentsOf(tx, orderId);
  return paid
    .filter((p) => p.processor !== 'bank')
    .reduce((sum, p) => sum + Math.max(0, p.amountMinor - Number(p.refundedMinor)), 0);
}
