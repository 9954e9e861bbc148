// The transactional outbox (docs/api.md, back office, "mail is durable"): a mail that a change sends is
// written with its delivery job in the change's own transaction, so it exists exactly when the
// change does; the mail worker (mailer.ts) delivers it, retrying with back-off, and never loses
// one.
import { mailSenderOf } from '@solestock/domain/back-office/brand-payloads';
import type { Database } from '../../db/connect.ts';
import { mailOutbox } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import { readShopBrand } from '../brand/index.ts';
import { withShopName } from './compose.ts';
import type { MailMessage } from './mail-message.ts';

export const MAIL_QUEUE = 'mail';

/**
 * Queues a message for delivery; `db` may be (and usually is) the caller's transaction.
 * Returns the outbox row's id. The job carries no copy of the message: the worker reads the row
 * by its job, so what is delivered is what the outbox shows.
 */
export async function queueMail(
  db: Pick<Database, 'insert' | 'select'>,
  composed: MailMessage,
): Promise<number> {
  // The shop's name where the mail says it, and its sender name (docs/brand.md): the brand as it
  // is in this transaction. With none saved, "Solestock" and MAIL_FROM as configured.
  const { brand, stored } = await readShopBrand(db);
  const message = withShopName(composed, brand.shop_name);
  const jobId = await enqueueJob(db, MAIL_QUEUE);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo ?? null,
      fromName: stored ? mailSenderOf(brand) : null,
      jobId,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
