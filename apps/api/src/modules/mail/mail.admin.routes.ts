// GET /admin/mail/ (mail.read): the outbox's undelivered mail, oldest first, for the console's
// "the outbox shows what is pending" (docs/api.md, back office): each with its attempts so far, the last
// error the SMTP server or the network gave, and when the next attempt is due. A store without
// SMTP keeps its mail (`kept`): listed newest first, a buyer's verification mail marked as one but
// its link never shown: it signs the buyer in, and staff never hold a live sign-in token (issue
// 41 item 7, decision 164). POST /admin/mail/{id}/send/ (mail.send) tries
// a pending or failed mail again at once, with a fresh count of attempts.
import { mailSentAgain, outboxList } from '@solestock/domain/back-office/mail-payloads';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs, mailOutbox } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { pageField } from '../../http/paging.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import { recordAudit } from '../audit/index.ts';
import { MAIL_QUEUE } from './mail-queue.ts';
import { linksIn } from './mailer.ts';

export const MAIL_PAGE_SIZE = 50;

const mailQuery = z.object({
  status: z
    .enum(['pending', 'failed', 'kept'], { error: 'status is pending, failed or kept.' })
    .optional(),
  page: pageField,
});

const idParams = z.object({
  id: z.coerce
    .number({ error: 'A mail id is a whole number.' })
    .int({ error: 'A mail id is a whole number.' })
    .min(1, { error: 'A mail id is a whole number.' })
    .max(2_147_483_647, { error: 'No mail has this id.' }),
});

/**
 * Whether a mail is an account's verification mail. Only that fact is shown, never the link:
 * the link signs the buyer in, as a reset or invitation link would hand over the account it
 * names, so whoever reads the console must not hold it (decision 164).
 */
export function isVerificationMail(text: string, publicUrl: string): boolean {
  return linksIn(text).some((l) => l.startsWith(`${publicUrl}/verify-email/`));
}

export async function mailAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/mail/',
    {
      schema: { querystring: mailQuery, response: { 200: outboxList } },
      config: {
        staffAction: 'mail.read',
        docs: {
          summary: 'The mail outbox: what is pending or failed, with attempts and the last error.',
        },
      },
    },
    async (request) => {
      const q = request.query;
      const where = inArray(mailOutbox.status, q.status ? [q.status] : ['pending', 'failed']);
      const kept = q.status === 'kept';
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(where);
      const rows = await db
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
        .where(where)
        // Waiting mail oldest first (the next to go); kept mail newest first (the buyer just
        // signed up).
        .orderBy(kept ? desc(mailOutbox.id) : asc(mailOutbox.id))
        .limit(MAIL_PAGE_SIZE)
        .offset((q.page - 1) * MAIL_PAGE_SIZE);
      return {
        count,
        // Where mail goes: an SMTP server, or only this outbox (no SMTP_URL).
        delivery: admin.config.smtpUrl ? ('smtp' as const) : ('outbox' as const),
        page: q.page,
        page_size: MAIL_PAGE_SIZE,
        results: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          status: r.status,
          created_at: r.createdAt.toISOString(),
          attempts: r.attempts ?? 0,
          max_attempts: r.maxAttempts,
          last_error: r.lastError,
          // Null once it failed for good: nothing more is tried.
          next_attempt_at: r.status === 'pending' && r.runAt ? r.runAt.toISOString() : null,
          verification: isVerificationMail(r.text, admin.config.publicUrl),
        })),
      };
    },
  );

  admin.post(
    '/mail/:id/send/',
    {
      schema: { params: idParams, response: { 200: mailSentAgain } },
      config: {
        staffAction: 'mail.send',
        docs: {
          summary: 'Send a pending or failed mail again now.',
          responses: { 404: 'No such mail.', 409: 'Sent already, or no SMTP server.' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!admin.config.smtpUrl) {
        throw new HttpError(
          409,
          'no_smtp',
          'This store has no SMTP server (SMTP_URL), so mail stays in the outbox: set one to send it.',
        );
      }
      const row = await db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id))
          .for('update');
        if (!mail) throw new HttpError(404, 'not_found', 'No mail has this id.');
        if (mail.status !== 'pending' && mail.status !== 'failed') {
          throw new HttpError(409, 'already_sent', 'This mail was sent already.');
        }
        // A fresh job with a fresh count; the old one, should it still run, finds no mail of its
        // own (the worker reads the row by its job) and does nothing, so the mail goes once.
        const jobId = await enqueueJob(tx, MAIL_QUEUE);
        const [updated] = await tx
          .update(mailOutbox)
          .set({ status: 'pending', jobId })
          .where(eq(mailOutbox.id, id))
          .returning();
        await recordAudit(tx, request, {
          action: 'mail.send_again',
          entityType: 'mail',
          entityId: id,
          before: { status: mail.status },
          after: { status: 'pending' },
        });
        return updated!;
      });
      admin.jobs.wake();
      return { id: row.id, status: row.status };
    },
  );
}
