// A help-center message: stored (the console's inbox), e-mailed to the shop's contact address
// and noticed to the staff who asked for it, all in one transaction, so nothing is lost.
import type { ContactMessage, ShopContact } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { queueMail, type MailMessage } from '../mail/index.ts';
import { notifyStaff } from '../staff/index.ts';
import { insertContactMessage, shopContactEmail } from './help-center.repository.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  );

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

/** Stores the message, queues its mail to the contact address and the staff notice; its id. */
export async function receiveContactMessage(db: Database, message: ContactMessage) {
  return db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, message);
    await queueMail(tx, contactMail({ ...message, id }, await shopContactEmail(tx)));
    await notifyStaff(tx, { kind: 'contact_message', messageId: id });
    return id;
  });
}

/** The shop's contact address, as the help center shows it. */
export async function shopContact(db: Database): Promise<ShopContact> {
  return { email: await shopContactEmail(db) };
}
