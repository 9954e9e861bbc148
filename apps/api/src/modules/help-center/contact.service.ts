// A help-center message: stored first (so nothing is lost), then e-mailed to the shop.
import nodemailer from 'nodemailer';
import type { ContactMessage } from '@solestock/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';

export interface ShopMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  );

/** The shop's own mailbox: the address inside MAIL_FROM ("Solestock <no-reply@…>" or bare). */
export function shopAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

export function contactMail(message: ContactMessage & { id: number }, to: string): ShopMail {
  const name = `${message.first_name} ${message.last_name}`;
  const rows: [string, string][] = [
    ['Name', name],
    ['E-mail', message.email],
    ['Mobile', message.mobile],
  ];
  return {
    to,
    replyTo: message.email,
    // Names are one line each (the schema trims them), so no header injection through them.
    subject: `Help center message #${message.id} from ${name}`.replace(/[\r\n]+/g, ' '),
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${message.message}\n`,
    html:
      `<table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
      `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  };
}

/**
 * Sends one mail to the shop: through SMTP_URL when set, else into the mail_outbox table. Kept as
 * one function so it can later be pointed at the shared mailer. A failed SMTP delivery is kept
 * unsent in the outbox rather than lost.
 */
export async function deliverShopMail(
  db: Database,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  mail: ShopMail,
  log: { error(obj: unknown, msg: string): void },
): Promise<'smtp' | 'outbox'> {
  if (config.smtpUrl) {
    try {
      const transport = nodemailer.createTransport(config.smtpUrl);
      await transport.sendMail({ from: config.mailFrom, ...mail });
      return 'smtp';
    } catch (err) {
      log.error({ err }, 'help-center mail could not be sent; kept in the outbox');
    }
  }
  await db.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  return 'outbox';
}

export async function storeContactMessage(db: Database, message: ContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      firstName: message.first_name,
      lastName: message.last_name,
      email: message.email,
      mobile: message.mobile,
      message: message.message,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  return row.id;
}
