// The reminder when an invoice on account falls due (docs/orders-and-payments.md, "Deposits and
// net terms"). Shipping an order on account enqueues one `orders.invoice_due` job for the start
// (UTC) of its due day, in the ship's own transaction. The job mails the buyer once per invoice:
// it locks the order, and only an order still owing, not yet reminded, gets the mail, written
// with `due_reminded_at` in one transaction. A job run twice (a lease that ran out, a retry)
// finds the mark and sends nothing more.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { orders } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import { queueMail } from '../mail/index.ts';
import { moneyOf, owedBy } from './order-balance.ts';
import { recordOrderEvent } from './order-events.ts';
import { lockOrder } from './order-lock.ts';
import { invoiceDueMail, mailOrderOf } from './order-mails.ts';

export const INVOICE_DUE_QUEUE = 'orders.invoice_due';
/** The job's own attempts should the database be away on the day. */
const DUE_JOB_ATTEMPTS = 10;

interface DuePayload {
  orderId: number;
}

/** The reminder of an order that just shipped on account, in the caller's transaction. */
export async function scheduleDueReminder(
  tx: Pick<Database, 'insert'>,
  orderId: number,
  dueOn: string,
): Promise<void> {
  const payload: DuePayload = { orderId };
  await enqueueJob(tx, INVOICE_DUE_QUEUE, payload, {
    runAt: new Date(`${dueOn}T00:00:00Z`),
    maxAttempts: DUE_JOB_ATTEMPTS,
  });
}

/** Mails the reminder unless it was sent or nothing is owed; true when it mailed. */
export async function remindDue(db: Database, orderId: number, publicUrl: string, now: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paymentTerms !== 'account' || !order.dueOn) return false;
    if (order.dueRemindedAt) return false;
    const owed = owedBy(order, (await moneyOf(tx, [order.id])).get(order.id));
    if (!owed.greaterThan(0)) return false;
    await tx.update(orders).set({ dueRemindedAt: now }).where(eq(orders.id, order.id));
    await queueMail(tx, invoiceDueMail(publicUrl, await mailOrderOf(tx, order), owed));
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'invoice_due_reminded',
      data: { due_on: order.dueOn, balance_due: owed.toNumber() },
    });
    return true;
  });
}

/** Registers the reminder's job; its clock is the runner's (tests move it instead of waiting). */
export function registerInvoiceReminders(app: FastifyInstance): void {
  const db = app.database.db;
  app.jobs.register<DuePayload>(INVOICE_DUE_QUEUE, {
    async run(payload, { now }) {
      if (await remindDue(db, Number(payload.orderId), app.config.publicUrl, now))
        app.log.info({ orderId: payload.orderId }, 'invoice due reminder mailed');
    },
  });
}
