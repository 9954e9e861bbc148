// GET /admin/mail/ (mail.read): the outbox's undelivered mail, oldest first, for the console's
// "the outbox shows what is pending" (docs/api.md, back office): each with its attempts so far, the last
// error the SMTP server or the network gave, and when the next attempt is due. A store without
// SMTP keeps its mail (`kept`): listed newest first, a buyer's verification mail marked as one but
// its link never shown: it signs the buyer in, and staff never hold a live sign-in token (issue
// 41 item 7, decision 164). POST /admin/mail/{id}/send/ (mail.send) tries
// a pending or failed mail again at once, with a fresh count of attempts. The rules are
// mail.service.ts's, the SQL mail.repository.ts's.
import { mailSentAgain, outboxList } from '@solestock/domain/back-office/mail-payloads';
import { z } from 'zod';
import { pageField } from '../../http/paging.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { outboxPage, sendAgain } from './mail.service.ts';

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
    async (request) => outboxPage(db, admin.config, request.query),
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
    async (request) =>
      sendAgain(db, actorOf(request), admin.config.smtpUrl, admin.jobs, request.params.id),
  );
}
