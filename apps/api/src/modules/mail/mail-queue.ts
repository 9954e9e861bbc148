// The transactional outbox (BACKOFFICE.md, "mail is durable"): a mail that a change sends is
// written in the change's own transaction, so it exists exactly when the change does; the mail
// worker delivers pending rows, retrying with back-off, and never loses one.
import type { Database } from '../../db/connect.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailMessage } from './mailer.ts';

/** Queues a message for delivery; `db` may be (and usually is) the caller's transaction. */
export async function queueMail(db: Pick<Database, 'insert'>, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  });
}
