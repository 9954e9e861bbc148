// The help-centre inbox's rules (issue 28, item 5): the shoppers' messages a page at a time,
// marking one read or unread, and the owner's change of the shop's contact address, audited as
// the member who made it. Callers pass who acts, not a request.
import type {
  ContactSettings,
  InboxList,
  InboxMessage,
} from '@solestock/domain/back-office/message-payloads';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import {
  SETTING_CONTACT_EMAIL,
  listMessages,
  markMessageRead,
  saveContactEmail,
  shopContactEmail,
} from './help-center.repository.ts';

const MESSAGES_PAGE_SIZE = 30;

/** One page of the inbox, newest first, of the messages with `status` (all without). */
export async function inboxPage(
  db: Database,
  query: { status?: 'unread' | 'read' | undefined; page: number },
): Promise<InboxList> {
  const { count, unread, results } = await listMessages(db, query.status, {
    offset: (query.page - 1) * MESSAGES_PAGE_SIZE,
    limit: MESSAGES_PAGE_SIZE,
  });
  return { count, unread, page: query.page, page_size: MESSAGES_PAGE_SIZE, results };
}

/** Marks a message read or unread, or a 404. */
export async function markRead(db: Database, id: number, read: boolean): Promise<InboxMessage> {
  const message = await markMessageRead(db, id, read);
  if (!message) throw notFound('No message has this id.');
  return message;
}

/** The shop's contact address, as the owner's setting shows it. */
export async function contactSettings(db: Database): Promise<ContactSettings> {
  return { contact_email: await shopContactEmail(db) };
}

/** Changes the shop's contact address, audited with what it was. */
export async function setContactEmail(
  db: Database,
  actor: StaffActor,
  contactEmail: string,
): Promise<ContactSettings> {
  await db.transaction(async (tx) => {
    const before = await shopContactEmail(tx);
    await saveContactEmail(tx, contactEmail);
    await recordAuditAs(tx, actor, {
      action: 'settings.change',
      entityType: 'shop_settings',
      entityId: SETTING_CONTACT_EMAIL,
      before: { contact_email: before },
      after: { contact_email: contactEmail },
    });
  });
  return { contact_email: contactEmail };
}
