// The help-centre inbox (issue 28, item 5): the shoppers' messages, newest first, read or not,
// each with a mail link to reply; and the owner's setting of the shop's contact address, which
// the help center shows and its messages are mailed to. Each route declares its schemas once
// (decision 175) and hands the service who acts.
import { z } from 'zod';
import { EMAIL_PATTERN, emailHint } from '@solestock/domain';
import { emailInputSchema } from '@solestock/domain/account-schemas';
import {
  contactSettings,
  inboxList,
  inboxMessage,
} from '@solestock/domain/back-office/message-payloads';
import { pageField } from '../../http/paging.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import * as messages from './messages.service.ts';

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

export async function messagesAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/messages/',
    {
      schema: { querystring: listQuery, response: { 200: inboxList } },
      config: {
        staffAction: 'messages.read',
        docs: { summary: 'The help-centre inbox, newest first.' },
      },
    },
    async (request) => messages.inboxPage(db, request.query),
  );

  admin.patch(
    '/messages/:id/',
    {
      schema: { params: idParams, body: readBody, response: { 200: inboxMessage } },
      config: {
        staffAction: 'messages.read',
        docs: {
          summary: 'Mark a message read or unread.',
          responses: { 404: 'No such message.' },
        },
      },
    },
    async (request) => messages.markRead(db, request.params.id, request.body.read),
  );

  admin.get(
    '/settings/contact/',
    {
      schema: { response: { 200: contactSettings } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: "The shop's contact address (help center, where its messages go)." },
      },
    },
    async () => messages.contactSettings(db),
  );

  admin.put(
    '/settings/contact/',
    {
      schema: { body: contactBody, response: { 200: contactSettings } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: "Change the shop's contact address." },
      },
    },
    async (request) => messages.setContactEmail(db, actorOf(request), request.body.contact_email),
  );
}
