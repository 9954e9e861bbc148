// Refunds (the back-office part of docs/api.md: a cancelled order's succeeded payments are "refunded through its
// processor"). A cancellation writes one `pending` refund per payment in its own transaction,
// so the debt exists exactly when the cancellation does; `sendPendingRefunds` then asks the
// processor that took each payment to give it back. The processor's idempotency key is the
// refund's row id (and its resend count), so sending again after a crash or an outage never
// pays out twice. A refund the processor reports `pending` (Stripe) is settled by its webhook
// (`settleRefund`).
//
// A refund the processor reports `failed` is not the end (issue 27 item 8): `refundFailed` is the
// one place a refund becomes failed, and it schedules the `refunds.retry` job with back-off; staff
// can send it again from the order page at any time (`resendRefunds`, audited). Each resend is a
// new processor refund under a new idempotency key (`resends` counts them).
import type { FastifyBaseLogger } from 'fastify';
import { fromMinorUnits } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { enqueueJob, type JobRunner } from '../../jobs/runner.ts';
import type { PaymentProcessor, ProcessorRefund } from '../payment-processor/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import { recordOrderEvent } from './order-events.ts';
import { notifyStaff } from '../staff/index.ts';
import { hasOrder } from './order-admin.repository.ts';
import {
  insertRefund,
  openRefundsOf,
  refundWithIntent,
  refundsById,
  reopenFailedOf,
  reopenFailedRefund,
  setProcessorRefundId,
  setRefundError,
  settlePendingRefund,
  succeededPaymentsOf,
  unsentRefundsOf,
  type RefundRow,
} from './refunds.repository.ts';
import type { PaymentRow } from './order-payments.repository.ts';

export const REFUND_RETRY_QUEUE = 'refunds.retry';
/** Resends the schedule makes of a failed refund before leaving it to staff (the dashboard). */
export const AUTOMATIC_RESENDS = 5;
/** A retry job's own attempts when the processor cannot be reached at all. */
const RETRY_JOB_ATTEMPTS = 8;
const FIRST_RESEND_MS = 5 * 60_000;
const LONGEST_RESEND_MS = 6 * 60 * 60_000;

/** The wait before the schedule's next resend: 5 min after the first failure, doubling, ≤ 6 h. */
export function resendDelayMs(resends: number): number {
  return Math.min(FIRST_RESEND_MS * 2 ** Math.min(Math.max(resends, 0), 20), LONGEST_RESEND_MS);
}

/** The processor's idempotency key: the same for a repeated send, new for each resend. */
export function refundIdempotencyKey(refund: Pick<RefundRow, 'id' | 'resends'>): string {
  return refund.resends === 0
    ? `solestock-refund-${refund.id}`
    : `solestock-refund-${refund.id}-resend-${refund.resends}`;
}

interface RetryPayload {
  refundId: number;
  /** The refund's resend count when the job was scheduled: a later resend makes the job moot. */
  resends: number;
}

async function scheduleRetry(
  db: Pick<Database, 'insert'>,
  refund: Pick<RefundRow, 'id' | 'resends'>,
  runAt: Date,
): Promise<void> {
  const payload: RetryPayload = { refundId: refund.id, resends: refund.resends };
  await enqueueJob(db, REFUND_RETRY_QUEUE, payload, { runAt, maxAttempts: RETRY_JOB_ATTEMPTS });
}

/**
 * The one place a refund becomes failed (the processor's answer or its webhook), in the
 * transaction that marks it. It schedules the next automatic resend while any are left. A staff
 * notice of the failure (issue 28) belongs here too.
 */
export async function refundFailed(
  db: Pick<Database, 'insert'>,
  refund: RefundRow,
  now: Date = new Date(),
): Promise<void> {
  if (refund.resends < AUTOMATIC_RESENDS) {
    await scheduleRetry(db, refund, new Date(now.getTime() + resendDelayMs(refund.resends)));
  }
}

/**
 * One pending refund for what each succeeded payment of the order has not yet given back, up
 * to `upToMinor`. Call inside the transaction that cancels the order (or records a payment on a
 * cancelled one, or confirms an order an amendment left overpaid: decision 153).
 * Returns the total now being refunded, in minor units.
 */
export async function queueRefunds(
  tx: Pick<Database, 'select' | 'insert'>,
  orderId: number,
  /** At most this much in all: an amended order confirmed refunds only what it was overpaid. */
  upToMinor: number = Number.POSITIVE_INFINITY,
): Promise<number> {
  // Refunds not failed count against the payment: a refund can never exceed what was paid.
  const paid = await succeededPaymentsOf(tx, orderId);
  let total = 0;
  for (const p of paid) {
    // A bank transfer staff recorded is no processor's to give back: the shop's bank returns it.
    if (p.processor === 'bank') continue;
    const left = Math.min(p.amountMinor - Number(p.refundedMinor), upToMinor - total);
    if (left <= 0) continue;
    await insertRefund(tx, {
      orderId,
      paymentId: p.id,
      processor: p.processor,
      amountMinor: left,
      currency: p.currency,
    });
    total += left;
  }
  return total;
}

/**
 * One pending refund of part of one card payment, in the caller's transaction: a balance paid by
 * card beyond what the order owed when it was recorded (payment-record.service.ts).
 */
export async function queuePaymentRefund(
  tx: Pick<Database, 'insert'>,
  payment: Pick<PaymentRow, 'id' | 'orderId' | 'processor' | 'currency'>,
  amountMinor: number,
): Promise<void> {
  if (payment.processor === 'bank')
    throw new Error(`Payment ${payment.id} is a bank transfer: the shop's bank returns it.`);
  await insertRefund(tx, {
    orderId: payment.orderId,
    paymentId: payment.id,
    processor: payment.processor,
    amountMinor,
    currency: payment.currency,
  });
}

/**
 * Sends the order's refunds that no processor has yet. Never throws: a processor that cannot be
 * reached leaves the refund pending with its error, for the console to show, and schedules the
 * retry job.
 */
export async function sendPendingRefunds(
  db: Database,
  processor: PaymentProcessor,
  orderId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const pending = await unsentRefundsOf(db, orderId);
  for (const { refund, intentId } of pending) {
    const sent = await sendRefund(db, processor, refund, intentId, log);
    if (sent === 'unreachable') await scheduleRetry(db, refund, new Date(Date.now() + 60_000));
  }
}

/**
 * Asks the processor for one unsent refund. 'unreachable' when it could not be asked (the error
 * is kept on the row), 'wrong_processor' when the store no longer uses the one that took it.
 */
async function sendRefund(
  db: Database,
  processor: PaymentProcessor,
  refund: RefundRow,
  intentId: string,
  log: FastifyBaseLogger,
): Promise<'sent' | 'unreachable' | 'wrong_processor'> {
  if (refund.processor !== processor.name) {
    await setRefundError(
      db,
      refund.id,
      `Paid through the ${refund.processor} processor, which this store no longer uses: refund it there.`,
    );
    return 'wrong_processor';
  }
  let answer: ProcessorRefund;
  try {
    answer = await processor.refund({
      orderId: refund.orderId,
      paymentIntentId: intentId,
      amount: refund.amountMinor,
      idempotencyKey: refundIdempotencyKey(refund),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error(
      { err: error, orderId: refund.orderId, refundId: refund.id },
      'refund not sent; it stays pending',
    );
    await setRefundError(db, refund.id, message.slice(0, 500));
    return 'unreachable';
  }
  await db.transaction(async (tx) => {
    await setProcessorRefundId(tx, refund.id, answer.id);
    await settleRefund(tx, answer);
  });
  return 'sent';
}

/**
 * Staff's "Send again" (POST /admin/orders/:id/refunds/send/): the order's failed refunds are
 * reopened and, with any never sent, sent to the processor. Audited as `order.refunds_send`
 * with each refund's status and error before and after. False when there is no such order.
 */
export async function resendRefunds(
  db: Database,
  processor: PaymentProcessor,
  orderId: number,
  actor: { staffId: number; address: string | null },
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!(await hasOrder(db, orderId))) return false;
  const view = (rows: RefundRow[]) =>
    rows.map((r) => ({ id: r.id, status: r.status, error: r.lastError, resends: r.resends }));
  const before = await openRefundsOf(db, orderId);
  await reopenFailedOf(db, orderId);
  await sendPendingRefunds(db, processor, orderId, log);
  const after = await refundsById(
    db,
    before.map((r) => r.id),
  );
  await recordAuditAs(db, actor, {
    action: 'order.refunds_send',
    entityType: 'order',
    entityId: orderId,
    before: { refunds: view(before) },
    after: { refunds: view(after.sort((a, b) => a.id - b.id)) },
  });
  return true;
}

/**
 * The `refunds.retry` job: a failed refund is sent again, an unsent one is sent. Nothing when the
 * refund moved on since the job was scheduled (settled, or resent by staff). A processor that
 * cannot be reached throws, so the runner tries again with its back-off.
 */
export function registerRefundRetries(
  jobs: JobRunner,
  db: Database,
  processor: PaymentProcessor,
  log: FastifyBaseLogger,
): void {
  jobs.register<RetryPayload>(REFUND_RETRY_QUEUE, {
    async run({ refundId, resends }) {
      const found = await refundWithIntent(db, refundId);
      if (!found || found.refund.resends !== resends) return;
      let refund = found.refund;
      if (refund.status === 'failed') {
        const reopened = await reopenFailedRefund(db, refundId, resends);
        if (!reopened) return;
        refund = reopened;
      } else if (refund.status !== 'pending' || refund.refundId !== null) {
        return;
      }
      const sent = await sendRefund(db, processor, refund, found.intentId, log);
      if (sent === 'unreachable') {
        throw new Error(`The processor could not be reached; refund ${refundId} stays pending.`);
      }
    },
  });
}

/**
 * Applies a processor's word on a refund (its answer, or Stripe's webhook): a refund moves from
 * pending to succeeded or failed once, and a success adds `refunded` to the order's timeline.
 */
export async function settleRefund(
  db: Pick<Database, 'update' | 'insert' | 'select'>,
  answer: ProcessorRefund,
): Promise<'settled' | 'unchanged'> {
  if (answer.status === 'pending') return 'unchanged';
  const row = await settlePendingRefund(db, {
    id: answer.id,
    status: answer.status,
    lastError:
      answer.status === 'failed'
        ? (answer.failureReason ?? 'The processor reported the refund failed.')
        : null,
  });
  if (!row) return 'unchanged';
  if (answer.status === 'failed') await refundFailed(db, row);
  if (answer.status === 'succeeded') {
    await recordOrderEvent(db, {
      orderId: row.orderId,
      type: 'refunded',
      data: {
        amount: fromMinorUnits(row.amountMinor, row.currency).toNumber(),
        currency: row.currency,
      },
    });
  }
  if (answer.status === 'failed') {
    await notifyStaff(db, { kind: 'refund_failed', orderId: row.orderId, refundId: row.id });
  }
  return 'settled';
}
