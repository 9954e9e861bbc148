// A help-center message: stored first (so nothing is lost), then e-mailed to the shop.
import type { ContactMessage } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { contactMessages } from '../../db/schema.ts';
import type { MailMessage } from '../mail/mail-message.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  );

/** The shop's own mailbox: the address inside MAIL_FROM ("Solestock <no-reply@…>" or bare). */
export function shopAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

export function contactMail(message: ContactMessage & { id: number }, to: string): MailMessage {
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
