// The help-centre inbox (issue 28, item 5): the shoppers' messages, newest first, read or not,
// each with a mail link to reply; and the owner's setting of the shop's contact address, which
// the help center shows and its messages are mailed to.
import type { FastifyInstance } from 'fastify';
import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_PATTERN, emailHint } from '@solestock/domain';
import { emailInputSchema } from '@solestock/domain/account-schemas';
import { contactMessages, shopSettings } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { pageField } from '../../http/paging.ts';
import { parseInput } from '../../http/validate.ts';
import { recordAudit } from '../audit/index.ts';
import { SETTING_CONTACT_EMAIL, shopContactEmail } from './contact.service.ts';

export const MESSAGES_PAGE_SIZE = 30;

const listQuery = z.object({
  status: z.enum(['unread', 'read'], { error: 'status is unread or read.' }).optional(),
  page: pageField,
});

const idParams = z.object({
  id: z.coerce
    .number({ error: 'A message id is a whole number.' })
    .int({ error: 'A message id is a whole number.' })
    .min(1, { error: 'A message id is a whole number.' })
    .max(2_147_483_647, { error: 'No message has this id.' }),
});

const readBody = z.object({ read: z.boolean({ error: 'read must be true or false.' }) });

const contactBody = z.object({
  contact_email: emailInputSchema.pipe(z.string().regex(EMAIL_PATTERN, { error: emailHint() })),
});

type MessageRow = typeof contactMessages.$inferSelect;

/** A mailto: link that replies to the shopper, quoting the subject of the shop's own mail. */
export const replyLink = (m: Pick<MessageRow, 'id' | 'email'>) =>
  `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    `Re: your message to Solestock (#${m.id})`,
  )}`;

const messageView = (m: MessageRow) => ({
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

export async function messagesAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/messages/',
    {
      config: {
        staffAction: 'messages.read',
        docs: { summary: 'The help-centre inbox, newest first.', query: listQuery },
      },
    },
    async (request) => {
      const q = parseInput(listQuery, request.query ?? {}, 'query');
      const where =
        q.status === 'unread'
          ? isNull(contactMessages.readAt)
          : q.status === 'read'
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
        .limit(MESSAGES_PAGE_SIZE)
        .offset((q.page - 1) * MESSAGES_PAGE_SIZE);
      return {
        count: counts?.count ?? 0,
        unread: counts?.unread ?? 0,
        page: q.page,
        page_size: MESSAGES_PAGE_SIZE,
        results: rows.map(messageView),
      };
    },
  );

  admin.patch(
    '/messages/:id/',
    {
      config: {
        staffAction: 'messages.read',
        docs: {
          summary: 'Mark a message read or unread.',
          params: idParams,
          body: readBody,
          responses: { 404: 'No such message.' },
        },
      },
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { read } = parseInput(readBody, request.body ?? {});
      const [row] = await db
        .update(contactMessages)
        // Read once stays read at its first time; unread clears it.
        .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw new HttpError(404, 'not_found', 'No message has this id.');
      return messageView(row);
    },
  );

  admin.get(
    '/settings/contact/',
    {
      config: {
        staffAction: 'settings.manage',
        docs: { summary: "The shop's contact address (help center, where its messages go)." },
      },
    },
    async () => ({ contact_email: await shopContactEmail(db) }),
  );

  admin.put(
    '/settings/contact/',
    {
      config: {
        staffAction: 'settings.manage',
        docs: { summary: "Change the shop's contact address.", body: contactBody },
      },
    },
    async (request) => {
      const { contact_email } = parseInput(contactBody, request.body ?? {});
      await db.transaction(async (tx) => {
        const before = await shopContactEmail(tx);
        await tx
          .insert(shopSettings)
          .values({ key: SETTING_CONTACT_EMAIL, value: contact_email })
          .onConflictDoUpdate({
            target: shopSettings.key,
            set: { value: contact_email, updatedAt: sql`now()` },
          });
        await recordAudit(tx, request, {
          action: 'settings.change',
          entityType: 'shop_settings',
          entityId: SETTING_CONTACT_EMAIL,
          before: { contact_email: before },
          after: { contact_email },
        });
      });
      return { contact_email };
    },
  );
}
