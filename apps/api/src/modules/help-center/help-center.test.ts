// The help center's contact form: validated, stored, e-mailed to the shop (real SMTP server, or
// the outbox without one), throttled, and never a partial write on bad input.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { CONTACT_CONFIRMATION } from '@solestock/domain';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONTACT_LIMIT, CONTACT_PER_CLIENT_LIMIT } from './help-center.routes.ts';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.com',
  mobile: '+44 7700 900123',
  message: 'Do you ship 500 pairs by sea to Toronto?',
};

let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
let withSmtp: TestApp;
let withoutSmtp: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  withSmtp = await createTestApp({
    seed: false,
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Solestock <shop@solestock.test>' },
  });
  withoutSmtp = await createTestApp({ seed: false, config: { smtpUrl: undefined } });
});
afterAll(async () => {
  await withSmtp?.close();
  await withoutSmtp?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

const post = (t: TestApp, body: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/help-center/contact/',
    payload: body as object,
    remoteAddress: ip,
  });

describe('POST /help-center/contact/', () => {
  // To the shop's contact address (the one the page shows), not MAIL_FROM's no-reply mailbox.
  it('stores the message and e-mails it to the shop’s contact address with the shopper as Reply-To', async () => {
    const res = await post(withSmtp, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: CONTACT_CONFIRMATION });
    const rows = await withSmtp.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      id: res.json().id,
    });
    await withSmtp.app.mailer.flush();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['support@solestock.example']);
    expect(received[0]!.raw).toMatch(/Reply-To: ada@example.com/i);
    expect(received[0]!.raw).toContain('Do you ship 500 pairs by sea to Toronto?');
    // Sent by SMTP: its outbox row says so, and nothing waits there.
    const rows2 = await withSmtp.database.db.select().from(mailOutbox);
    expect(rows2.map((r) => r.status)).toEqual(['sent']);
    expect(received[0]!.raw).toMatch(new RegExp(`^Message-ID: <outbox-${rows2[0]!.id}@`, 'mi'));
  });

  it('lets no field add a mail header or a recipient (header injection)', async () => {
    const before = received.length;
    // Names are one plain line (decision 167): a line break in one is refused, not mailed.
    const injected = await post(
      withSmtp,
      { ...valid, first_name: 'Ada\r\nBcc: victim@example.com', last_name: 'L\nTo: x@example.com' },
      '10.0.0.9',
    );
    expect(injected.statusCode).toBe(400);
    expect(injected.json().fields).toHaveProperty('first_name');
    expect(injected.json().fields).toHaveProperty('last_name');
    const badAddress = await post(
      withSmtp,
      { ...valid, email: 'ada@example.com\r\nBcc: victim@example.com' },
      '10.0.0.9',
    );
    expect(badAddress.statusCode).toBe(400);
    // The message may hold line breaks: they stay in the body, never among the headers.
    const inBody = await post(
      withSmtp,
      { ...valid, message: 'Hello\r\nBcc: victim@example.com\r\n\r\nTo: x@example.com' },
      '10.0.0.9',
    );
    expect(inBody.statusCode).toBe(201);
    await withSmtp.app.mailer.flush();
    expect(received).toHaveLength(before + 1);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['support@solestock.example']);
    // Unfolded: a long header continues on lines that start with white space.
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).not.toMatch(/^(Bcc|To: x@)/im);
    expect(headers).toMatch(/^Subject: Help center message #\d+ from Ada /m);
  });

  it('without SMTP, writes the mail into the outbox, escaped', async () => {
    const res = await post(withoutSmtp, { ...valid, message: 'Hello <script>x</script> team' });
    expect(res.statusCode).toBe(201);
    await withoutSmtp.app.mailer.flush();
    const [mail] = await withoutSmtp.database.db.select().from(mailOutbox);
    expect(mail?.to).toBe('support@solestock.example');
    expect(mail?.text).toContain('Hello <script>x</script> team');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('refuses missing or bad fields with 400 naming each, and stores nothing', async () => {
    const before = (await withoutSmtp.database.db.select().from(contactMessages)).length;
    const res = await post(withoutSmtp, {
      first_name: '  ',
      email: 'not-an-email',
      mobile: '12ab',
      message: 'short',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'message',
      'mobile',
    ]);
    expect(body.fields.first_name).toBe('Please enter your first name.');
    expect(body.fields.mobile).toBe('Please enter a mobile number of 7 to 15 digits.');
    expect(body.error).toMatch(/^Please correct these fields/);
    const after = (await withoutSmtp.database.db.select().from(contactMessages)).length;
    expect(after).toBe(before);
  });

  it('refuses a non-object body and a too-long message with 400', async () => {
    expect((await post(withoutSmtp, [1, 2])).statusCode).toBe(400);
    const long = await post(withoutSmtp, { ...valid, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.message).toMatch(/at most 5000/);
  });

  it('throttles a sender after a few messages, with Retry-After, other senders unaffected', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < CONTACT_LIMIT; i++)
      expect((await post(withoutSmtp, valid, ip)).statusCode).toBe(201);
    const res = await post(withoutSmtp, valid, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(withoutSmtp, valid, '10.9.9.10')).statusCode).toBe(201);
    expect((await post(withoutSmtp, { ...valid, email: 'grace@example.com' }, ip)).statusCode).toBe(
      201,
    );
  });

  it('throttles one client spraying messages under ever-new sender addresses (issue 20)', async () => {
    const ip = '10.9.8.1';
    for (let i = 0; i < CONTACT_PER_CLIENT_LIMIT; i++) {
      const res = await post(withoutSmtp, { ...valid, email: `sender${i}@example.com` }, ip);
      expect(res.statusCode).toBe(201);
    }
    const res = await post(withoutSmtp, { ...valid, email: 'one-more@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_requests');
    expect(
      (await post(withoutSmtp, { ...valid, email: 'one-more@example.com' }, '10.9.8.2')).statusCode,
    ).toBe(201);
  });

  it('refuses a cross-origin post with 403', async () => {
    const res = await withoutSmtp.app.inject({
      method: 'POST',
      url: '/api/help-center/contact/',
      payload: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
