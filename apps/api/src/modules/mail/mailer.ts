// Outgoing mail: nodemailer over SMTP_URL; without it an outbox table in the database (which
// lives in DATA_DIR), readable at /dev/mail on this machine; the log names its links, tokens
// redacted.
// Mail leaves in the background: a request never waits on (or times differently by) delivery.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { isLocalUrl, type Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { mailOutbox } from '../../db/schema.ts';
import { redactTokens } from '../../http/log-redaction.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, e.g. the shopper who wrote through the help center. */
  replyTo?: string;
}

export interface Mailer {
  /** Queues the message; failures are logged, never thrown at the caller. */
  send(message: MailMessage): void;
  /** Resolves when every queued message has been handed over (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the outbox is readable: no SMTP server, not production, and PUBLIC_URL on localhost.
 * Its reset links take over accounts, so a store others can reach never has it.
 */
export function devOutboxEnabled(config: Config): boolean {
  return !config.smtpUrl && config.env !== 'production' && isLocalUrl(config.publicUrl);
}

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

export function createMailer(config: Config, db: Database, log: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<void>>();
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : undefined;

  const deliver = async (message: MailMessage) => {
    if (transport) {
      await transport.sendMail({ from: config.mailFrom, ...message });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await db.insert(mailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    log.info(
      { to: message.to, subject: message.subject, links: linksIn(message.text).map(redactTokens) },
      'mail written to the outbox (no SMTP_URL)',
    );
  };

  return {
    send(message) {
      const job = deliver(message)
        .catch((err: unknown) =>
          log.error({ err, to: message.to, subject: message.subject }, 'mail not delivered'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      transport?.close();
    },
  };
}
