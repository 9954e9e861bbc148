// The outbox's rows as the console and the local outbox page read them (docs/api.md, back
// office, "Mail outbox"), and the one write a member makes to it: a mail queued again. Writing a
// new mail is mail-queue.ts's; delivering it, mailer.ts's.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { jobs, mailOutbox } from '../../db/schema.ts';

type MailRow = typeof mailOutbox.$inferSelect;
type MailStatus = MailRow['status'];

/** How many mails of the outbox have one of `statuses`. */
export async function outboxCount(
  db: Pick<Database, 'select'>,
  statuses: MailStatus[],
): Promise<number> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, statuses));
  return count;
}

/** One page of the mails with one of `statuses`, each with its delivery job's attempts. */
export async function outboxRows(
  db: Pick<Database, 'select'>,
  statuses: MailStatus[],
  order: 'oldest' | 'newest',
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      lastError: jobs.lastError,
      runAt: jobs.runAt,
    })
    .from(mailOutbox)
    .leftJoin(jobs, eq(jobs.id, mailOutbox.jobId))
    .where(inArray(mailOutbox.status, statuses))
    .orderBy(order === 'oldest' ? asc(mailOutbox.id) : desc(mailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Mail `id`, locked for the transaction. */
export async function lockMail(tx: Database, id: number): Promise<MailRow | undefined> {
  const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
  return mail;
}

/** Mail `id` is pending again, delivered by job `jobId`. */
export async function requeueMail(tx: Database, id: number, jobId: number): Promise<MailRow> {
  const [updated] = await tx
    .update(mailOutbox)
    .set({ status: 'pending', jobId })
    .where(eq(mailOutbox.id, id))
    .returning();
  return updated!;
}

/** The latest mails, newest first, to `to` when given. */
export async function latestMail(
  db: Pick<Database, 'select'>,
  to: string | undefined,
  limit: number,
): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
