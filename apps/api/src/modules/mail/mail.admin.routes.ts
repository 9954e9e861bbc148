// GET /admin/mail/ (mail.read): the outbox's undelivered mail, oldest first, for the console's
// "the outbox shows what is pending" (BACKOFFICE.md): each with its attempts so far, the last
// error the SMTP server or the network gave, and when the next attempt is due.
import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs, mailOutbox } from '../../db/schema.ts';
import { pageField } from '../../http/paging.ts';
import { parseInput } from '../../http/validate.ts';

export const MAIL_PAGE_SIZE = 50;

const mailQuery = z.object({
  status: z.enum(['pending', 'failed'], { error: 'status is pending or failed.' }).optional(),
  page: pageField,
});

export async function mailAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/mail/',
    {
      config: {
        staffAction: 'mail.read',
        docs: {
          summary: 'The mail outbox: what is pending or failed, with attempts and the last error.',
          query: mailQuery,
        },
      },
    },
    async (request) => {
      const q = parseInput(mailQuery, request.query ?? {}, 'query');
      const where = inArray(mailOutbox.status, q.status ? [q.status] : ['pending', 'failed']);
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
          createdAt: mailOutbox.createdAt,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
          lastError: jobs.lastError,
          runAt: jobs.runAt,
        })
        .from(mailOutbox)
        .leftJoin(jobs, eq(jobs.id, mailOutbox.jobId))
        .where(where)
        .orderBy(asc(mailOutbox.id))
        .limit(MAIL_PAGE_SIZE)
        .offset((q.page - 1) * MAIL_PAGE_SIZE);
      return {
        count,
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
        })),
      };
    },
  );
}
