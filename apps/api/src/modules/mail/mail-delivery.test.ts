// Mail is durable (docs/api.md, back office): every mail is an outbox row and a job, delivered by the
// worker to a real SMTP server (test/smtp-sink.ts), kept in the outbox without one, retried with
// back-off through refusals and outages, and delivered exactly once. The runner's poll loop is
// off here: each test drains it and moves its clock, so every attempt is seen.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { jobs, mailOutbox } from '../../db/schema.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAIL_QUEUE, queueMail } from './mail-queue.ts';
import type { MailMessage } from './mail-message.ts';

let sink: SmtpSink;
let t: TestApp;
let owner: SignedInStaff;
let support: SignedInStaff;
let now: number;
const clock = () => new Date(now);
let serial = 0;

const message = (label: string): MailMessage => ({
  to: `buyer-${label}@example.com`,
  subject: `Mail ${label} #${++serial}`,
  text: `Hello ${label}`,
  html: `<p>Hello ${label}</p>`,
});

const outbox = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

const adminMail = async (query = '') => {
  const res = await t.app.inject({
    url: `/api/admin/mail/${query}`,
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    count: number;
    results: {
      id: number;
      to: string;
      status: string;
      attempts: number;
      last_error: string | null;
      next_attempt_at: string | null;
    }[];
  };
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    seed: false,
    config: { smtpUrl: sink.url, mailFrom: 'Solestock <shop@solestock.test>' },
    jobs: { poll: false, clock },
  });
  owner = await signedInStaff(t.app, 'owner');
  support = await signedInStaff(t.app, 'support');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  // Ahead of the database's now(), so mail just queued is due.
  now = Date.now() + 1_000;
  await sink.restart();
  sink.refuseWith = undefined;
  sink.onMessage = undefined;
  sink.messages.length = 0;
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(jobs);
});

describe('mail delivery', () => {
  it('writes the mail and its job in the caller’s transaction: none when it rolls back', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await queueMail(tx, message('rolled-back'));
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await outbox()).toHaveLength(0);
    expect(await t.database.db.select().from(jobs)).toHaveLength(0);
    await t.app.mailer.flush();
    expect(sink.messages).toHaveLength(0);
  });

  it('sends app.mailer.send() mail over SMTP with the outbox row as its Message-ID', async () => {
    t.app.mailer.send({ ...message('send'), replyTo: 'ada@example.com' });
    await t.app.mailer.flush();
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', to: 'buyer-send@example.com' });
    expect(row!.sentAt).not.toBeNull();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.messageId).toBe(`<outbox-${row!.id}@solestock.test>`);
    expect(sink.messages[0]!.body).toMatch(/^Reply-To: ada@example\.com/im);
  });

  it('retries a mail the server refuses (451), with back-off, and sends it once accepted', async () => {
    sink.refuseWith = { code: 451, message: '4.3.0 Mailbox busy, try later' };
    await t.database.db.transaction((tx) => queueMail(tx, message('refused')));
    await t.app.mailer.flush();
    const [job] = await t.database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toMatch(/451.*Mailbox busy/);
    expect((await outbox())[0]!.status).toBe('pending');

    sink.refuseWith = undefined;
    // Not before its back-off (5 s) ran out.
    await t.app.mailer.flush();
    expect(sink.messages).toHaveLength(0);
    now += 5_000;
    await t.app.mailer.flush();
    expect(sink.messages).toHaveLength(1);
    expect((await outbox())[0]!.status).toBe('sent');
    expect((await t.database.db.select().from(jobs))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
    });
  });

  it('loses nothing and sends nothing twice when the SMTP server goes away mid-run and comes back', async () => {
    // Six mails, both ways in: three from app.mailer.send(), three queued inside transactions.
    for (const label of ['a', 'b', 'c']) t.app.mailer.send(message(label));
    for (const label of ['d', 'e', 'f'])
      await t.database.db.transaction((tx) => queueMail(tx, message(label)));
    await expect.poll(async () => (await outbox()).length).toBe(6);

    // The server stops right after accepting the second mail, while the worker is running.
    sink.onMessage = () => {
      if (sink.messages.length === 2) void sink.stop();
    };
    expect(await t.app.jobs.drain()).toBe(6);
    expect(sink.messages).toHaveLength(2);
    let rows = await outbox();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(2);
    const waiting = rows.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(4);

    // The console's outbox shows them: pending, one attempt, the connection error, when next.
    let listed = await adminMail();
    expect(listed.count).toBe(4);
    expect(listed.results.map((r) => r.id)).toEqual(waiting.map((r) => r.id));
    for (const r of listed.results) {
      expect(r).toMatchObject({ status: 'pending', attempts: 1 });
      expect(r.last_error).toMatch(/ECONNREFUSED/);
      expect(new Date(r.next_attempt_at!).getTime()).toBe(now + 5_000);
    }

    // Still down at the next attempt: tried again, still pending, the wait doubled.
    await t.app.mailer.flush();
    expect((await adminMail()).results.every((r) => r.attempts === 1)).toBe(true);
    now += 5_000;
    expect(await t.app.jobs.drain()).toBe(4);
    listed = await adminMail();
    expect(listed.count).toBe(4);
    for (const r of listed.results) {
      expect(r.attempts).toBe(2);
      expect(new Date(r.next_attempt_at!).getTime()).toBe(now + 10_000);
    }

    // Back on the same port: each waiting mail arrives, and only those.
    await sink.restart();
    now += 10_000;
    expect(await t.app.jobs.drain()).toBe(4);
    expect(await t.app.jobs.drain()).toBe(0);
    rows = await outbox();
    expect(rows.map((r) => r.status)).toEqual(Array(6).fill('sent'));
    expect(sink.messages).toHaveLength(6);
    expect(new Set(sink.messages.map((m) => m.subject)).size).toBe(6);
    expect(sink.messages.map((m) => m.messageId).sort()).toEqual(
      rows.map((r) => `<outbox-${r.id}@solestock.test>`).sort(),
    );
    expect((await adminMail()).count).toBe(0);
  });

  it('marks a mail failed when every attempt failed, and lists it as failed', async () => {
    await sink.stop();
    await t.database.db.transaction((tx) => queueMail(tx, message('doomed')));
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect(await t.app.jobs.drain()).toBe(1);
      now += 3_600_000;
    }
    expect(await t.app.jobs.drain()).toBe(0);
    const [row] = await outbox();
    expect(row!.status).toBe('failed');
    const failed = await adminMail('?status=failed');
    expect(failed.results).toEqual([
      expect.objectContaining({
        id: row!.id,
        status: 'failed',
        attempts: 20,
        next_attempt_at: null,
      }),
    ]);
    expect((await adminMail('?status=pending')).count).toBe(0);
    expect((await adminMail()).count).toBe(1);
  });

  it('sends a failed mail again on request, once, with a fresh count (owners and managers)', async () => {
    await sink.stop();
    await t.database.db.transaction((tx) => queueMail(tx, message('again')));
    for (let attempt = 1; attempt <= 20; attempt++) {
      await t.app.jobs.drain();
      now += 3_600_000;
    }
    const [row] = await outbox();
    expect(row!.status).toBe('failed');
    const sendAgain = (cookie: string, id = row!.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/send/`, headers: { cookie } });
    expect((await sendAgain(support.cookie)).statusCode).toBe(403);
    expect((await sendAgain(owner.cookie, 999_999)).statusCode).toBe(404);
    await sink.restart();
    const res = await sendAgain(owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: row!.id, status: 'pending' });
    expect((await adminMail()).results[0]).toMatchObject({ id: row!.id, attempts: 0 });
    expect(await t.app.jobs.drain()).toBe(1);
    expect(sink.messages).toHaveLength(1);
    expect((await outbox())[0]!.status).toBe('sent');
    const again = await sendAgain(owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_sent');
    expect(await t.app.jobs.drain()).toBe(0);
    expect(sink.messages).toHaveLength(1);
  });

  it('delivers each mail exactly once when two workers deliver at the same time', async () => {
    const second = await buildApp(t.config, { database: t.database, jobs: { poll: false, clock } });
    await second.ready();
    try {
      for (let i = 0; i < 12; i++)
        await t.database.db.transaction((tx) => queueMail(tx, message(`pair-${i}`)));
      // Mail alone: a new app schedules its daily jobs too (inactive accounts, the rates' age).
      const mail = { queues: [MAIL_QUEUE] };
      const ran = await Promise.all([t.app.jobs.drain(mail), second.jobs.drain(mail)]);
      expect(ran[0]! + ran[1]!).toBe(12);
      expect(sink.messages).toHaveLength(12);
      expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(12);
      expect((await outbox()).every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('does not send again a mail already marked sent (a job run twice after a crash)', async () => {
    await t.database.db.transaction((tx) => queueMail(tx, message('once')));
    await t.app.mailer.flush();
    expect(sink.messages).toHaveLength(1);
    // As if the worker died after writing `sent` but before marking its job done.
    await t.database.db.update(jobs).set({ status: 'pending' });
    expect(await t.app.jobs.drain()).toBe(1);
    expect(sink.messages).toHaveLength(1);
  });

  it('lets managers and owners read the list, not support', async () => {
    const res = await t.app.inject({
      url: '/api/admin/mail/',
      headers: { cookie: support.cookie },
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.app.inject({
      url: '/api/admin/mail/?status=sent',
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('mail without an SMTP server', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ seed: false, config: { smtpUrl: undefined } });
  });
  afterAll(() => local?.close());

  it('keeps the mail in the development outbox, marked kept, readable at once', async () => {
    local.app.mailer.send(message('local'));
    await local.app.mailer.flush();
    const rows = await local.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'buyer-local@example.com'));
    expect(rows.map((r) => r.status)).toEqual(['kept']);
    // Mail's jobs only: the hourly look at the rates' age waits in the same table.
    const pending = await local.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, MAIL_QUEUE), inArray(jobs.status, ['pending', 'running'])));
    expect(pending).toHaveLength(0);
    const list = (
      await local.app.inject({ url: '/api/dev/mail/', query: { to: 'buyer-local@example.com' } })
    ).json();
    expect(list).toHaveLength(1);
  });

  it('delivers in the background on its own, the poll loop running', async () => {
    local.app.mailer.send(message('loop'));
    await expect
      .poll(
        async () =>
          (
            await local.database.db
              .select()
              .from(mailOutbox)
              .where(eq(mailOutbox.to, 'buyer-loop@example.com'))
          )[0]?.status,
        { timeout: 5_000 },
      )
      .toBe('kept');
  });
});
