// The transactional outbox (docs/api.md, back office, "mail is durable"): a mail that a change sends is
// written with its delivery job in the change's own transaction, so it exists exactly when the
// change does; the mail worker (mailer.ts) delivers it, retrying with back-off, and never loses
// one.
import type { Database } from '../../db/connect.ts';
import { mailOutbox } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import type { MailMessage } from './mail-message.ts';

export const MAIL_QUEUE = 'mail';

/**
 * Queues a message for delivery; `db` may be (and usually is) the caller's transaction.
 * Returns the outbox row's id. The job carries no copy of the message: the worker reads the row
 * by its job, so what is delivered is what the outbox shows.
 */
export async function queueMail(
  db: Pick<Database, 'insert'>,
  message: MailMessage,
): Promise<number> {
  const jobId = await enqueueJob(db, MAIL_QUEUE);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo ?? null,
      jobId,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
