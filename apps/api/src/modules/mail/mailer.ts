// Outgoing mail. Every message is an outbox row with a delivery job, written in one transaction
// (mail-queue.ts); the job runner (jobs/runner.ts) delivers it over SMTP_URL with nodemailer,
// retrying with back-off while the server refuses it or cannot be reached (docs/api.md, back office, "mail
// is durable"). Without SMTP_URL the row is the copy: the worker marks it `kept` and the
// development outbox at /dev/mail shows it; the log names its links, tokens redacted.
// Mail leaves in the background: a request never waits on (or times differently by) delivery.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Address } from 'nodemailer/lib/mailer/index.js';
import { isLocalUrl, type Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { mailOutbox } from '../../db/schema.ts';
import { redactTokens } from '../../http/log-redaction.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { MAIL_QUEUE, queueMail } from './mail-queue.ts';
import type { MailMessage } from './mail-message.ts';

export interface Mailer {
  /**
   * Queues the message (an outbox row and its job, written in the background so the request
   * does not wait on the database either); failures are logged, never thrown at the caller.
   * Inside a transaction, use queueMail(tx, message) instead: it commits with the change.
   */
  send(message: MailMessage): void;
  /** Resolves when every queued message is written and every mail due now has been tried. */
  flush(): Promise<void>;
  /** Waits for queued messages to be written and closes the SMTP connection. */
  close(): Promise<void>;
}

/**
 * Where the outbox is readable: no SMTP server and PUBLIC_URL on localhost, whatever NODE_ENV
 * says (`npm start` runs in production mode, and a newcomer's first buyer must be able to verify:
 * issue 28, decision 138). Its reset links take over accounts, so a store others can reach never
 * has it, and the routes answer clients on this machine only (dev-mail.routes.ts).
 */
export function devOutboxEnabled(config: Config): boolean {
  return !config.smtpUrl && isLocalUrl(config.publicUrl);
}

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

/**
 * Who a mail is from: MAIL_FROM, or its address under the brand's sender name (docs/brand.md)
 * when the mail was queued with one.
 */
export function fromOf(mailFrom: string, fromName: string | null): string | Address {
  if (!fromName) return mailFrom;
  const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: fromName, address };
}

/** The domain of MAIL_FROM's address, for Message-IDs. */
export function mailDomain(mailFrom: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(mailFrom)?.[1] ?? 'solestock.local';
}

/**
 * The row's Message-ID: the same on every attempt, so a message delivered twice (the worker
 * died after the server accepted it but before it wrote `sent`) is recognisable as one.
 */
export function outboxMessageId(id: number, mailFrom: string): string {
  return `<outbox-${id}@${mailDomain(mailFrom)}>`;
}

export function createMailer(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  jobs: JobRunner,
): Mailer {
  const writing = new Set<Promise<void>>();
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        // Well inside the job lease (5 min): a hung server fails the attempt, to be retried,
        // instead of the lease running out and a second worker sending the same mail.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      })
    : undefined;

  jobs.register(MAIL_QUEUE, {
    async run(_payload, { job }) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.jobId, job.id));
      // Already delivered by an earlier attempt whose job did not get marked done: never twice.
      if (!mail || mail.status === 'sent' || mail.status === 'kept') return;
      if (!transport) {
        await db
          .update(mailOutbox)
          .set({ status: 'kept' })
          .where(
            and(eq(mailOutbox.id, mail.id), inArray(mailOutbox.status, ['pending', 'failed'])),
          );
        log.info(
          { to: mail.to, subject: mail.subject, links: linksIn(mail.text).map(redactTokens) },
          'mail written to the outbox (no SMTP_URL)',
        );
        return;
      }
      await transport.sendMail({
        from: fromOf(config.mailFrom, mail.fromName),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        messageId: outboxMessageId(mail.id, config.mailFrom),
      });
      // Only now, the server having accepted it: a failure above leaves the row pending.
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(mailOutbox.id, mail.id));
      log.info(
        { mail: mail.id, to: mail.to, subject: mail.subject, attempt: job.attempts },
        'mail sent',
      );
    },
    async onFailed(tx, _payload, { job }) {
      await tx
        .update(mailOutbox)
        .set({ status: 'failed' })
        .where(and(eq(mailOutbox.jobId, job.id), eq(mailOutbox.status, 'pending')));
    },
  });

  const written = async () => {
    while (writing.size > 0) await Promise.allSettled([...writing]);
  };

  return {
    send(message) {
      const write = db
        .transaction(async (tx) => {
          await queueMail(tx, message);
        })
        .then(
          () => jobs.wake(),
          (err: unknown) =>
            log.error({ err, to: message.to, subject: message.subject }, 'mail not queued'),
        )
        .finally(() => writing.delete(write));
      writing.add(write);
    },
    async flush() {
      await written();
      await jobs.drain({ queues: [MAIL_QUEUE] });
    },
    async close() {
      await written();
      transport?.close();
    },
  };
}
