// Issue 27.6, decision 131: while the shop requires two-factor sign-in, a password alone never
// enrols an authenticator; the member sets it up through a single-use link an owner mails.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { auditLog, mailOutbox, staff, staffTotpEnrolments } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import {
  insertStaff,
  signedInStaff,
  STAFF_PASSWORD,
  type SignedInStaff,
} from '../../test/staff.ts';
import { staffCookieName, startStaffSession } from './staff-session.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: SignedInStaff;
const lines: string[] = [];
let address = 0;
/** A fresh client address per attempt, so the per-client throttles stay out of the way. */
const nextAddress = () => `10.31.${(address >> 8) & 255}.${address++ & 255}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  owner = await signedInStaff(app, 'owner', { name: 'Olive Owner' });
  // The owner has two-factor sign-in, so the guard lets them manage staff under the rule.
  await db().update(staff).set({ totpEnabledAt: new Date() }).where(eq(staff.id, owner.staffId));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  await db().execute(sql`delete from shop_settings`);
});

const db = () => app.database.db;
const cookieName = () => staffCookieName(app.config);
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === cookieName());
  return c ? `${c.name}=${c.value}` : '';
};
const me = (cookie: string) =>
  app.inject({ url: '/api/admin/me/', headers: { cookie } }).then((r) => r.statusCode);
const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
const wrongCodeFor = (secret: string) => (codeFor(secret) === '000000' ? '111111' : '000000');

async function requireForEveryone() {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings/',
    headers: { cookie: owner.cookie },
    payload: { require_totp: true },
  });
  expect(res.statusCode).toBe(200);
}

const sendLink = (id: number, cookie = owner.cookie) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/staff/${id}/totp-enrolment/`,
    headers: { cookie },
    remoteAddress: nextAddress(),
  });

/** The link of the latest set-up mail to `to`, and its token. */
async function mailedLink(to: string) {
  await app.mailer.flush();
  const mails = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), sql`${mailOutbox.subject} like '%two-factor%'`))
    .orderBy(sql`${mailOutbox.id} desc`);
  const mail = mails[0]!;
  const match = /http:\/\/localhost:3000\/admin\/totp-enrolment\/([\w-]{43})/.exec(mail.text)!;
  return { mail, link: match[0], token: match[1]! };
}

const start = (token: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/totp-enrolment/${token}/`,
    payload,
    headers,
    remoteAddress: nextAddress(),
  });
const confirm = (token: string, code: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/totp-enrolment/${token}/confirm/`,
    payload: { code },
    remoteAddress: nextAddress(),
  });

const memberRow = async (id: number) =>
  (await db().select().from(staff).where(eq(staff.id, id)))[0]!;
const actions = async (entityId: number) =>
  (
    await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)))
      .orderBy(auditLog.id)
  ).map((r) => r.action);

describe('two-factor enrolment by an owner’s link', () => {
  it('refuses a password-only session the setup while 2FA is required; keeps it otherwise', async () => {
    const free = await signedInStaff(app, 'support');
    const setup = (cookie: string) =>
      app.inject({ method: 'POST', url: '/api/admin/me/totp/', headers: { cookie } });
    // Not required: the member's own setup from My account works as before.
    expect((await setup(free.cookie)).statusCode).toBe(201);
    await requireForEveryone();
    const { email } = await insertStaff(app, 'manager');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/session/',
      payload: { email, password: STAFF_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(signIn.statusCode).toBe(200);
    const refused = await setup(cookieOf(signIn));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'totp_enrolment_link_required' });
    expect(refused.json().error).toMatch(/link an owner/);
    // Nor does a setup started before the rule came in confirm with the password alone.
    const late = await signedInStaff(app, 'support');
    await db().execute(sql`delete from shop_settings`);
    const begun = (await setup(late.cookie)).json();
    await requireForEveryone();
    const lateCookie = `${cookieName()}=${await startStaffSession(db(), late.staffId)}`;
    const confirmLate = await app.inject({
      method: 'POST',
      url: '/api/admin/me/totp/confirm/',
      headers: { cookie: lateCookie },
      payload: { code: codeFor(begun.secret) },
    });
    expect(confirmLate.statusCode).toBe(403);
    expect(confirmLate.json().code).toBe('totp_enrolment_link_required');
    expect((await memberRow(late.staffId)).totpEnabledAt).toBeNull();
  });

  it('is sent by an owner only: mailed with the member’s name, stored hashed, audited; a new link replaces the old', async () => {
    const member = await signedInStaff(app, 'manager', { name: 'Mina Manager' });
    const manager = await signedInStaff(app, 'manager');
    await db()
      .update(staff)
      .set({ totpEnabledAt: new Date() })
      .where(eq(staff.id, manager.staffId));
    const notOwner = await sendLink(member.staffId, manager.cookie);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().code).toBe('forbidden');
    expect(
      await db()
        .select()
        .from(staffTotpEnrolments)
        .where(eq(staffTotpEnrolments.staffId, member.staffId)),
    ).toEqual([]);

    const sent = await sendLink(member.staffId);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().sent_to).toBe(member.email);
    const { mail, token } = await mailedLink(member.email);
    expect(mail.text).toContain('Hello Mina Manager,');
    expect(mail.text).toContain('Olive Owner asks you to set up two-factor sign-in');
    expect(mail.text).toContain('within 24 hours');
    const [row] = await db()
      .select()
      .from(staffTotpEnrolments)
      .where(eq(staffTotpEnrolments.staffId, member.staffId));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(await actions(member.staffId)).toContain('staff.totp_enrolment_sent');

    // A second link: the first stops working.
    expect((await sendLink(member.staffId)).statusCode).toBe(201);
    const second = await mailedLink(member.email);
    expect(second.token).not.toBe(token);
    const old = await start(token, { email: member.email, password: STAFF_PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('invalid_enrolment_link');

    expect((await sendLink(999_999)).statusCode).toBe(404);
    // No link for a member who has it on already.
    const already = await sendLink(manager.staffId);
    expect(already.statusCode).toBe(409);
    expect(already.json().code).toBe('totp_enabled');
  });

  it('enrols with the password and a right code: 2FA on, recovery codes, password-only sessions ended, the link used up', async () => {
    await requireForEveryone();
    const { staffId, email } = await insertStaff(app, 'support', { name: 'Sol Support' });
    // Two sessions opened with the password alone.
    const a = `${cookieName()}=${await startStaffSession(db(), staffId)}`;
    const b = `${cookieName()}=${await startStaffSession(db(), staffId)}`;
    expect(await me(a)).toBe(200);
    expect((await sendLink(staffId)).statusCode).toBe(201);
    const { token } = await mailedLink(email);

    const badPassword = await start(token, { email, password: 'Wrong#2024x' });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().code).toBe('invalid_credentials');
    const otherAddress = await start(token, { email: owner.email, password: STAFF_PASSWORD });
    expect(otherAddress.statusCode).toBe(401);
    const noPassword = await start(token, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields).toHaveProperty('password');

    const started = await start(token, { email, password: STAFF_PASSWORD });
    expect(started.statusCode).toBe(201);
    const body = started.json();
    expect(body.staff).toEqual({ email, name: 'Sol Support' });
    expect(body.secret).toMatch(/^[A-Z2-7]+$/);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(body.qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    // Started, not on: the member still signs in with the password alone, limited to setup.
    expect((await memberRow(staffId)).totpEnabledAt).toBeNull();

    // A wrong code changes nothing.
    const rowBefore = await memberRow(staffId);
    const wrong = await confirm(token, wrongCodeFor(body.secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_code');
    expect(wrong.json().error).toMatch(/not right/);
    expect(wrong.cookies).toEqual([]);
    expect(await memberRow(staffId)).toEqual(rowBefore);
    expect(await me(a)).toBe(200);

    const ok = await confirm(token, codeFor(body.secret));
    expect(ok.statusCode).toBe(200);
    const done = ok.json();
    expect(done.totp_enabled).toBe(true);
    expect(done.recovery_codes).toHaveLength(10);
    expect(done.staff).toMatchObject({ id: staffId, email, role: 'support' });
    const row = await memberRow(staffId);
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.totpSecret).not.toContain(body.secret);
    // The password-only sessions ended; the confirm signed the member in anew, with the code.
    expect(await me(a)).toBe(401);
    expect(await me(b)).toBe(401);
    const fresh = cookieOf(ok);
    expect(fresh).not.toBe('');
    const mine = await app.inject({ url: '/api/admin/me/', headers: { cookie: fresh } });
    expect(mine.json()).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
    expect(mine.json()).not.toHaveProperty('totp_setup_required');
    expect(
      (await app.inject({ url: '/api/admin/orders/', headers: { cookie: fresh } })).statusCode,
    ).toBe(200);
    // Sign-in now asks for the app's code, and takes the next one.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/session/',
      payload: { email, password: STAFF_PASSWORD, code: codeFor(body.secret, Date.now() + 30_000) },
      remoteAddress: nextAddress(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(await actions(staffId)).toEqual(
      expect.arrayContaining([
        'staff.totp_enrolment_sent',
        'staff.totp_setup',
        'staff.totp_enable',
      ]),
    );

    // The link works once.
    const again = await confirm(token, codeFor(body.secret, Date.now() + 60_000));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_enrolment_link');
    const restart = await start(token, { email, password: STAFF_PASSWORD });
    expect(restart.statusCode).toBe(400);
    expect(restart.json().code).toBe('invalid_enrolment_link');
  });

  it('lets the member already signed in start without the password; only the latest QR code confirms', async () => {
    await requireForEveryone();
    const { staffId, email } = await insertStaff(app, 'manager');
    const own = `${cookieName()}=${await startStaffSession(db(), staffId)}`;
    const someoneElse = await signedInStaff(app, 'support');
    expect((await sendLink(staffId)).statusCode).toBe(201);
    const { token } = await mailedLink(email);
    // Another member's session is no stand-in for this member's password.
    const other = await start(token, {}, { cookie: someoneElse.cookie });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatch(/link is for another member/);
    // A wrong link says so first, signed in or not.
    const wrongLink = await start('A'.repeat(43), {}, { cookie: own });
    expect(wrongLink.json().code).toBe('invalid_enrolment_link');
    const first = await start(token, {}, { cookie: own });
    expect(first.statusCode).toBe(201);
    const second = await start(token, {}, { cookie: own });
    expect(second.statusCode).toBe(201);
    expect(second.json().secret).not.toBe(first.json().secret);
    const stale = await confirm(token, codeFor(first.json().secret));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('invalid_code');
    const ok = await confirm(token, codeFor(second.json().secret));
    expect(ok.statusCode).toBe(200);
    // The session that started it was opened with the password alone: it ended too.
    expect(await me(own)).toBe(401);
    expect(await me(cookieOf(ok))).toBe(200);
  });

  it('refuses an expired, wrong or unstarted link with a sentence, changing nothing', async () => {
    const { staffId, email } = await insertStaff(app, 'support');
    expect((await sendLink(staffId)).statusCode).toBe(201);
    const { token } = await mailedLink(email);
    const unstarted = await confirm(token, '123456');
    expect(unstarted.statusCode).toBe(409);
    expect(unstarted.json().code).toBe('totp_not_started');
    await db()
      .update(staffTotpEnrolments)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffTotpEnrolments.staffId, staffId));
    for (const tok of [token, 'A'.repeat(43), 'short']) {
      const s = await start(tok, { email, password: STAFF_PASSWORD });
      expect(s.statusCode, tok).toBe(400);
      expect(s.json().code).toBe('invalid_enrolment_link');
      expect(s.json().error).toMatch(/Ask an owner to send you a new one/);
      const c = await confirm(tok, '123456');
      expect(c.statusCode, tok).toBe(400);
      expect(c.json().code).toBe('invalid_enrolment_link');
    }
    const row = await memberRow(staffId);
    expect(row.totpEnabledAt).toBeNull();
    expect(row.totpSecret).toBeNull();
    expect(await actions(staffId)).not.toContain('staff.totp_setup');
  });

  it('never writes a link token to the log', async () => {
    const { staffId, email } = await insertStaff(app, 'support');
    expect((await sendLink(staffId)).statusCode).toBe(201);
    const { token, link } = await mailedLink(email);
    await app.inject(`/admin/totp-enrolment/${token}`);
    const started = await start(token, { email, password: STAFF_PASSWORD });
    await confirm(token, codeFor(started.json().secret));
    app.log.warn(`a line quoting ${link}`);
    const log = lines.join('');
    expect(log).toContain('"url":"/api/admin/totp-enrolment/[redacted]/confirm/"');
    expect(
      lines.some(
        (l) =>
          l.includes('mail written to the outbox') &&
          l.includes('/admin/totp-enrolment/[redacted]'),
      ),
    ).toBe(true);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 32));
  });
});
