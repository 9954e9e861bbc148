// The outbox as the console sees it (docs/api.md, back office, "Mail outbox"): what is pending or
// failed, each with its attempts, the last error the SMTP server or the network gave, and when
// the next attempt is due; a store without SMTP keeps its mail (`kept`), a buyer's verification
// mail marked as one but its link never shown: it signs the buyer in, and staff never hold a live
// sign-in token (issue 41 item 7, decision 164). A pending or failed mail may be tried again at
// once, with a fresh count of attempts. And the local outbox page's mail, links and all.
import { LOCALES, localizedPath } from '@solestock/domain/locales';
import type { OutboxList, mailSentAgain } from '@solestock/domain/back-office/mail-payloads';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { enqueueJob, type JobRunner } from '../../jobs/runner.ts';
import { recordAuditAs } from '../audit/index.ts';
import { MAIL_QUEUE } from './mail-queue.ts';
import { linksIn } from './mailer.ts';
import { latestMail, lockMail, outboxCount, outboxRows, requeueMail } from './mail.repository.ts';

const MAIL_PAGE_SIZE = 50;
const OUTBOX_PAGE_SIZE = 100;

/**
 * Whether a mail is an account's verification mail. Only that fact is shown, never the link:
 * the link signs the buyer in, as a reset or invitation link would hand over the account it
 * names, so whoever reads the console must not hold it (decision 164).
 */
function isVerificationMail(text: string, publicUrl: string): boolean {
  return linksIn(text).some((l) =>
    LOCALES.some((locale) =>
      l.startsWith(`${publicUrl}${localizedPath(locale, '/verify-email/')}`),
    ),
  );
}

/** One page of the outbox: waiting mail (pending and failed) by default, or one status. */
export async function outboxPage(
  db: Database,
  config: Pick<Config, 'smtpUrl' | 'publicUrl'>,
  query: { status?: 'pending' | 'failed' | 'kept'; page: number },
): Promise<OutboxList> {
  const statuses = query.status ? [query.status] : (['pending', 'failed'] as const);
  const count = await outboxCount(db, [...statuses]);
  // Waiting mail oldest first (the next to go); kept mail newest first (the buyer just signed up).
  const rows = await outboxRows(db, [...statuses], query.status === 'kept' ? 'newest' : 'oldest', {
    offset: (query.page - 1) * MAIL_PAGE_SIZE,
    limit: MAIL_PAGE_SIZE,
  });
  return {
    count,
    // Where mail goes: an SMTP server, or only this outbox (no SMTP_URL).
    delivery: config.smtpUrl ? ('smtp' as const) : ('outbox' as const),
    page: query.page,
    page_size: MAIL_PAGE_SIZE,
    results: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      attempts: r.attempts ?? 0,
      max_attempts: r.maxAttempts,
      last_error: r.lastError,
      // Null once it failed for good: nothing more is tried.
      next_attempt_at: r.status === 'pending' && r.runAt ? r.runAt.toISOString() : null,
      verification: isVerificationMail(r.text, config.publicUrl),
    })),
  };
}

/** Queues a pending or failed mail again now, with a fresh count of attempts; audited. */
export async function sendAgain(
  db: Database,
  actor: StaffActor,
  smtpUrl: string | undefined,
  jobRunner: Pick<JobRunner, 'wake'>,
  id: number,
): Promise<z.output<typeof mailSentAgain>> {
  if (!smtpUrl) {
    throw new HttpError(
      409,
      'no_smtp',
      'This store has no SMTP server (SMTP_URL), so mail stays in the outbox: set one to send it.',
    );
  }
  const row = await db.transaction(async (tx) => {
    const mail = await lockMail(tx, id);
    if (!mail) throw new HttpError(404, 'not_found', 'No mail has this id.');
    if (mail.status !== 'pending' && mail.status !== 'failed') {
      throw new HttpError(409, 'already_sent', 'This mail was sent already.');
    }
    // A fresh job with a fresh count; the old one, should it still run, finds no mail of its
    // own (the worker reads the row by its job) and does nothing, so the mail goes once.
    const jobId = await enqueueJob(tx, MAIL_QUEUE);
    const updated = await requeueMail(tx, id, jobId);
    await recordAuditAs(tx, actor, {
      action: 'mail.send_again',
      entityType: 'mail',
      entityId: id,
      before: { status: mail.status },
      after: { status: 'pending' },
    });
    return updated;
  });
  jobRunner.wake();
  return { id: row.id, status: row.status };
}

/** The local outbox: the latest mail, newest first, with the links in each. */
export async function devOutbox(db: Database, to: string | undefined) {
  const rows = await latestMail(db, to, OUTBOX_PAGE_SIZE);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    links: linksIn(r.text),
    created_at: r.createdAt.toISOString(),
  }));
}
