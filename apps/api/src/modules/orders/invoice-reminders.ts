// The reminder when an invoice on account falls due (docs/orders-and-payments.md, "Deposits and
// net terms"). Shipping an order on account enqueues one `orders.invoice_due` job for the start
// (UTC) of its due day, in the ship's own transaction. The job mails the buyer once per invoice:
// it locks the order, and only an order still owing, not yet reminded, gets the mail, written
// with `due_reminded_at` in one transaction. A job run twice (a lease that ran out, a retry)
// finds the mark and sends nothing more.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { companies, dunningReminders, orders } from '../../db/schema.ts';
import {
  DUNNING_REMINDER_DAYS,
  addDays,
  type DunningReminderDays,
} from '@solestock/domain/back-office/credit-control';
import { enqueueJob } from '../../jobs/runner.ts';
import { queueMail } from '../mail/index.ts';
import { moneyOf, owedBy } from './order-balance.ts';
import { recordOrderEvent } from './order-events.ts';
import { lockOrder } from './order-lock.ts';
import { invoiceDueMail, invoiceOverdueMail, mailOrderOf } from './order-mails.ts';
import { markShipmentReminded, shipmentOfOrder } from './shipments.repository.ts';

export const INVOICE_DUE_QUEUE = 'orders.invoice_due';
/** The job's own attempts should the database be away on the day. */
const DUE_JOB_ATTEMPTS = 10;

interface DuePayload {
  orderId: number;
  /**
   * Dunning (docs/credit-control.md): 7 or 14 for the reminders that many days after the due
   * day; absent for the due day's own reminder.
   */
  daysOverdue?: DunningReminderDays;
  /** The shipment whose invoice falls due (docs/orders-and-payments.md, "Shipments and back
   * orders"); absent on a job queued before shipments: the order's one invoice. */
  shipmentId?: number;
}

/**
 * The reminder of a shipment that just left on account, in the caller's transaction: each
 * shipment's invoice is due `net_days` after its own ship date and is reminded on that day.
 */
export async function scheduleDueReminder(
  tx: Pick<Database, 'insert'>,
  orderId: number,
  dueOn: string,
  shipmentId?: number,
): Promise<void> {
  const payload: DuePayload = { orderId, ...(shipmentId ? { shipmentId } : {}) };
  await enqueueJob(tx, INVOICE_DUE_QUEUE, payload, {
    runAt: new Date(`${dueOn}T00:00:00Z`),
    maxAttempts: DUE_JOB_ATTEMPTS,
  });
  // Dunning: the same invoice is reminded again 7 and 14 days after its due day, if still owed.
  for (const daysOverdue of DUNNING_REMINDER_DAYS)
    await enqueueJob(
      tx,
      INVOICE_DUE_QUEUE,
      { ...payload, daysOverdue },
      {
        runAt: new Date(`${addDays(dueOn, daysOverdue)}T00:00:00Z`),
        maxAttempts: DUE_JOB_ATTEMPTS,
      },
    );
}

/**
 * A dunning reminder (docs/credit-control.md), 7 or 14 days after the invoice's due day: mailed
 * once per invoice and step (a `dunning_reminders` row written with the mail; a run twice finds
 * it), only while something is owed and the company's dunning is not paused. True when mailed.
 */
export async function remindOverdue(
  db: Database,
  orderId: number,
  publicUrl: string,
  daysOverdue: DunningReminderDays,
  shipmentId?: number,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paymentTerms !== 'account' || !order.dueOn) return false;
    if (await dunningPausedFor(tx, order.companyId)) return false;
    const shipment = await shipmentOfOrder(tx, orderId, shipmentId ?? 'first');
    if (shipmentId && !shipment) return false;
    const owed = owedBy(order, (await moneyOf(tx, [order.id])).get(order.id));
    if (!owed.greaterThan(0)) return false;
    const [sent] = await tx
      .insert(dunningReminders)
      .values({ orderId, shipmentId: shipmentId ?? 0, daysOverdue })
      .onConflictDoNothing()
      .returning({ id: dunningReminders.id });
    if (!sent) return false;
    const dueOn = shipment?.dueOn ?? order.dueOn;
    const mailOrder = await mailOrderOf(tx, order);
    await queueMail(
      tx,
      invoiceOverdueMail(
        publicUrl,
        { ...mailOrder, terms: mailOrder.terms && { ...mailOrder.terms, dueOn } },
        owed,
        shipment?.invoiceNumber ?? null,
        daysOverdue,
      ),
    );
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'overdue_reminded',
      data: {
        due_on: dueOn,
        days_overdue: daysOverdue,
        balance_due: owed.toNumber(),
        ...(shipment ? { shipment: shipment.number, invoice_number: shipment.invoiceNumber } : {}),
      },
    });
    return true;
  });
}

async function dunningPausedFor(tx: Pick<Database, 'select'>, companyId: number) {
  const [row] = await tx
    .select({ paused: companies.dunningPaused })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.paused ?? false;
}

/**
 * Mails the reminder unless it was sent or nothing is owed; true when it mailed. With a
 * shipment, that shipment's invoice (its own due day, marked on the shipment); the order's
 * balance is what is owed, whichever invoice fell due.
 */
export async function remindDue(
  db: Database,
  orderId: number,
  publicUrl: string,
  now: Date,
  shipmentId?: number,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paymentTerms !== 'account' || !order.dueOn) return false;
    // Dunning paused for the company (docs/credit-control.md): no reminder, the due day's neither.
    if (await dunningPausedFor(tx, order.companyId)) return false;
    // A job queued before shipments names none: the order's first shipment is its invoice.
    const shipment = await shipmentOfOrder(tx, orderId, shipmentId ?? 'first');
    if (shipmentId && !shipment) return false;
    if (shipment ? !shipment.dueOn || shipment.dueRemindedAt : order.dueRemindedAt) return false;
    const owed = owedBy(order, (await moneyOf(tx, [order.id])).get(order.id));
    if (!owed.greaterThan(0)) return false;
    const dueOn = shipment?.dueOn ?? order.dueOn;
    if (shipment) {
      if (!(await markShipmentReminded(tx, shipment.id, now))) return false;
    } else await tx.update(orders).set({ dueRemindedAt: now }).where(eq(orders.id, order.id));
    const mailOrder = await mailOrderOf(tx, order);
    await queueMail(
      tx,
      invoiceDueMail(
        publicUrl,
        { ...mailOrder, terms: mailOrder.terms && { ...mailOrder.terms, dueOn } },
        owed,
        shipment?.invoiceNumber ?? null,
      ),
    );
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'invoice_due_reminded',
      data: {
        due_on: dueOn,
        balance_due: owed.toNumber(),
        ...(shipment ? { shipment: shipment.number, invoice_number: shipment.invoiceNumber } : {}),
      },
    });
    return true;
  });
}

/** Registers the reminder's job; its clock is the runner's (tests move it instead of waiting). */
export function registerInvoiceReminders(app: FastifyInstance): void {
  const db = app.database.db;
  app.jobs.register<DuePayload>(INVOICE_DUE_QUEUE, {
    async run(payload, { now }) {
      const shipment = payload.shipmentId === undefined ? undefined : Number(payload.shipmentId);
      if (payload.daysOverdue !== undefined) {
        const days = Number(payload.daysOverdue) as DunningReminderDays;
        if (await remindOverdue(db, Number(payload.orderId), app.config.publicUrl, days, shipment))
          app.log.info({ orderId: payload.orderId, days }, 'overdue invoice reminder mailed');
        return;
      }
      if (await remindDue(db, Number(payload.orderId), app.config.publicUrl, now, shipment))
        app.log.info({ orderId: payload.orderId }, 'invoice due reminder mailed');
    },
  });
}
