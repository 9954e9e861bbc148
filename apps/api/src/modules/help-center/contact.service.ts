// A help-center message: stored (the console's inbox), e-mailed to the shop's contact address
// and noticed to the staff who asked for it, all in one transaction, so nothing is lost.
import { eq } from 'drizzle-orm';
import { SHOP_CONTACT, type ContactMessage } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { contactMessages, shopSettings } from '../../db/schema.ts';
import { queueMail, type MailMessage } from '../mail/index.ts';
import { notifyStaff } from '../staff/index.ts';

/** The shop_settings key of the address the help center shows and its messages are mailed to. */
export const SETTING_CONTACT_EMAIL = 'contact_email';

/** The shop's contact address: the owner's setting, else the one the pages always showed. */
export async function shopContactEmail(db: Pick<Database, 'select'>): Promise<string> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_CONTACT_EMAIL));
  return typeof row?.value === 'string' && row.value ? row.value : SHOP_CONTACT.email;
}

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
    const [row] = await tx
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
    await queueMail(tx, contactMail({ ...message, id: row.id }, await shopContactEmail(tx)));
    await notifyStaff(tx, { kind: 'contact_message', messageId: row.id });
    return row.id;
  });
}
