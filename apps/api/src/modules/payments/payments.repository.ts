// The payments module's reads and writes of the database (docs/api.md, "Payments"): the Stripe
// events already taken (webhook_events), and the built-in test card processor's own intents and
// refunds (test_payment_intents, test_refunds), which stand in for Stripe's.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { testPaymentIntents, testRefunds, webhookEvents } from '../../db/schema.ts';

export type TestIntentRow = typeof testPaymentIntents.$inferSelect;
export type TestRefundRow = typeof testRefunds.$inferSelect;

/** Writes the event's id once: false when it was written before (a replay, a second delivery). */
export async function rememberEvent(db: Database, id: string, type: string): Promise<boolean> {
  const [fresh] = await db
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return fresh !== undefined;
}

/** Forgets the event's id, so Stripe's retry of it is applied. */
export async function forgetEvent(db: Database, id: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}

/** Keeps a new test intent; undefined when an intent with its id is there already. */
export async function insertTestIntent(
  db: Database,
  values: typeof testPaymentIntents.$inferInsert,
): Promise<TestIntentRow | undefined> {
  const [inserted] = await db
    .insert(testPaymentIntents)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function testIntentById(db: Database, id: string): Promise<TestIntentRow | undefined> {
  const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
  return row;
}

/** The test intent, locked for the refund that reads it. */
export async function lockTestIntent(tx: Database, id: string): Promise<TestIntentRow | undefined> {
  const [row] = await tx
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, id))
    .for('update');
  return row;
}

export async function testRefundById(tx: Database, id: string): Promise<TestRefundRow | undefined> {
  const [row] = await tx.select().from(testRefunds).where(eq(testRefunds.id, id));
  return row;
}

/** What the intent's refunds gave back (failed ones left out), and how many failed. */
export async function testRefundTotals(
  tx: Database,
  intentId: string,
): Promise<{ refunded: number; failures: number }> {
  const [{ refunded, failures } = { refunded: 0, failures: 0 }] = await tx
    .select({
      refunded: sql<number>`coalesce(sum(${testRefunds.amount}) filter (where ${testRefunds.status} <> 'failed'), 0)::bigint`,
      failures: sql<number>`count(*) filter (where ${testRefunds.status} = 'failed')::int`,
    })
    .from(testRefunds)
    .where(eq(testRefunds.paymentIntentId, intentId));
  return { refunded: Number(refunded), failures: Number(failures) };
}

export async function insertTestRefund(
  tx: Database,
  values: typeof testRefunds.$inferInsert,
): Promise<TestRefundRow> {
  const [row] = await tx.insert(testRefunds).values(values).returning();
  return row!;
}

/** Leaves the intent open for another card with the refusal's message, unless it succeeded. */
export async function declineTestIntent(tx: Database, id: string, message: string): Promise<void> {
  await tx
    .update(testPaymentIntents)
    .set({ status: 'requires_payment_method', lastError: message })
    .where(and(eq(testPaymentIntents.id, id), sql`${testPaymentIntents.status} <> 'succeeded'`));
}

/** Marks the intent succeeded, paid with the card ending `last4`; answers it as it is after. */
export async function succeedTestIntent(
  db: Database,
  id: string,
  last4: string,
): Promise<TestIntentRow | undefined> {
  const [updated] = await db
    .update(testPaymentIntents)
    .set({ status: 'succeeded', lastError: null, cardLast4: last4 })
    .where(eq(testPaymentIntents.id, id))
    .returning();
  return updated;
}
