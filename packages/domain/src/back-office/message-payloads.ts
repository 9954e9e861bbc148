// The answers of the console's help-centre inbox and contact-address calls (docs/api.md, back
// office, "Help-centre inbox"; issue 28 item 5), defined once as zod schemas: the API's routes
// answer with them (decision 175) and the console reads their types.
import { z } from 'zod';
import { paged } from './order-payloads.ts';

/** GET /api/admin/messages/ → results[], and PATCH /api/admin/messages/{id}/: one message. */
export const inboxMessage = z.strictObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  /** When it was first marked read; null while unread. */
  read_at: z.string().nullable(),
  /** A mailto: link that answers the shopper, quoting the message's number. */
  reply_url: z.string(),
});
export type InboxMessage = z.output<typeof inboxMessage>;

/** GET /api/admin/messages/: a page of the inbox, and how many are unread in all. */
export const inboxList = paged(inboxMessage).extend({ unread: z.number().int() });
export type InboxList = z.output<typeof inboxList>;

/** GET/PUT /api/admin/settings/contact/: where the help center's messages go. */
export const contactSettings = z.strictObject({ contact_email: z.string() });
export type ContactSettings = z.output<typeof contactSettings>;
