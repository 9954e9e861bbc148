// The help center's SQL: the shoppers' messages (stored, paged newest first, marked read or
// unread) and the shop's contact address setting (shop_settings, `contact_email`).
import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { SHOP_CONTACT, type ContactMessage } from '@solestock/domain';
import type { InboxMessage } from '@solestock/domain/back-office/message-payloads';
import type { Database } from '../../db/connect.ts';
import { contactMessages, shopSettings } from '../../db/schema.ts';

/** The shop_settings key of the address the help center shows and its messages are mailed to. */
const SETTING_CONTACT_EMAIL = 'contact_email';

type MessageRow = typeof contactMessages.$inferSelect;

/** A mailto: link that replies to the shopper, quoting the subject of the shop's own mail. */
const replyLink = (m: Pick<MessageRow, 'id' | 'email'>) =>
  `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    `Re: your message to Solestock (#${m.id})`,
  )}`;

const messageView = (m: MessageRow): InboxMessage => ({
  id: m.id,
  first_name: m.firstName,
  last_name: m.lastName,
  email: m.email,
  mobile: m.mobile,
  message: m.message,
  created_at: m.createdAt.toISOString(),
  read: m.readAt !== null,
  read_at: m.readAt?.toISOString() ?? null,
  reply_url: replyLink(m),
});

/** The shop's contact address: the owner's setting, else the one the pages always showed. */
export async function shopContactEmail(db: Pick<Database, 'select'>): Promise<string> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTING_CONTACT_EMAIL));
  return typeof row?.value === 'string' && row.value ? row.value : SHOP_CONTACT.email;
}

/** Saves the shop's contact address. */
export async function saveContactEmail(
  db: Pick<Database, 'insert'>,
  contactEmail: string,
): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: SETTING_CONTACT_EMAIL, value: contactEmail })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: contactEmail, updatedAt: sql`now()` },
    });
}

export { SETTING_CONTACT_EMAIL };

/** Stores a shopper's message; its id. */
export async function insertContactMessage(
  db: Pick<Database, 'insert'>,
  message: ContactMessage,
): Promise<number> {
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

/** The messages with `status`, newest first, how many match and how many are unread in all. */
export async function listMessages(
  db: Database,
  status: 'unread' | 'read' | undefined,
  window: { offset: number; limit: number },
): Promise<{ count: number; unread: number; results: InboxMessage[] }> {
  const where =
    status === 'unread'
      ? isNull(contactMessages.readAt)
      : status === 'read'
        ? isNotNull(contactMessages.readAt)
        : undefined;
  const [counts] = await db
    .select({
      count: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
      unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
    })
    .from(contactMessages);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    count: counts?.count ?? 0,
    unread: counts?.unread ?? 0,
    results: rows.map(messageView),
  };
}

/** Marks a message read (at its first time) or unread; null when there is no such message. */
export async function markMessageRead(
  db: Database,
  id: number,
  read: boolean,
): Promise<InboxMessage | null> {
  const [row] = await db
    .update(contactMessages)
    // Read once stays read at its first time; unread clears it.
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? messageView(row) : null;
}
