// A staff member's own account (issue 28, item 1): the password change ends the other sessions,
// the reset by e-mail answers the same for any address and its link works once within an hour,
// and the ten recovery codes are answered once, stored hashed, sign in once each, and renew.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { mailOutbox, staff, staffPasswordResets, staffRecoveryCodes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  STAFF_PASSWORD,
  insertStaff,
  signedInStaff,
  type SignedInStaff,
} from '../../test/staff.ts';
import { staffCookieName, startStaffSession } from './staff-session.ts';
import { RESET_SENT } from './staff-account.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

let address = 1;
const nextAddress = () => `10.28.${(address >> 8) & 255}.${address++ & 255}`;
const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
const me = (cookie: string) => call('GET', '/me/', undefined, cookie);
const signIn = (body: object) => call('POST', '/session/', body);
const secondSession = async (staffId: number) =>
  `${staffCookieName(t.app.config)}=${await startStaffSession(db(), staffId)}`;
const mailsTo = (to: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
const NEW_PASSWORD = 'Changed#2025';

describe('PUT /admin/me/password/', () => {
  it('changes the password, keeps this session and ends every other', async () => {
    const member = await signedInStaff(t.app, 'manager');
    const other = await secondSession(member.staffId);
    const res = await call(
      'PUT',
      '/me/password/',
      { current_password: STAFF_PASSWORD, new_password: NEW_PASSWORD },
      member.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn({ email: member.email, password: STAFF_PASSWORD })).statusCode).toBe(401);
    expect((await signIn({ email: member.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const mails = await mailsTo(member.email);
    expect(mails.map((m) => m.subject)).toContain(
      'Your Solestock back-office password was changed',
    );
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const member = await signedInStaff(t.app, 'support');
    const other = await secondSession(member.staffId);
    const wrong = await call(
      'PUT',
      '/me/password/',
      { current_password: 'Wrong#2024x', new_password: NEW_PASSWORD },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password' });
    expect(wrong.json().error).toBe('Your current password is not right.');
    const weak = await call(
      'PUT',
      '/me/password/',
      { current_password: STAFF_PASSWORD, new_password: 'short' },
      member.cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['new_password']);
    expect((await me(other)).statusCode).toBe(200);
    expect((await signIn({ email: member.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await call('PUT', '/me/password/', {
      current_password: STAFF_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the password reset by e-mail', () => {
  const tokenIn = (text: string) => /\/admin\/password-reset\/([\w-]{43})/.exec(text)?.[1];

  it('answers the same for a member, an unknown, an invited and a disabled address; mails only the member', async () => {
    const { email } = await insertStaff(t.app, 'owner');
    const [invited] = await db()
      .insert(staff)
      .values({ email: 'invited-reset@example.com', name: 'I', role: 'support' })
      .returning();
    const disabled = await insertStaff(t.app, 'manager');
    await db().update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, disabled.staffId));
    const answers = [];
    for (const address of [email, 'nobody-here@example.com', invited!.email, disabled.email]) {
      const res = await call('POST', '/password-reset/', { email: address.toUpperCase() });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]![0]).toBe(200);
    expect(JSON.parse(answers[0]![1] as string)).toEqual({ message: RESET_SENT });
    expect(await mailsTo(email)).toHaveLength(1);
    for (const other of ['nobody-here@example.com', invited!.email, disabled.email])
      expect(await mailsTo(other)).toHaveLength(0);
    // Stored hashed: the token in the mail is nowhere in the table.
    const token = tokenIn((await mailsTo(email))[0]!.text)!;
    const rows = await db().select().from(staffPasswordResets);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the new password once, ends every session, and refuses the link after', async () => {
    const member = await signedInStaff(t.app, 'manager');
    await call('POST', '/password-reset/', { email: member.email });
    const token = tokenIn((await mailsTo(member.email)).at(-1)!.text)!;
    const ok = await call('POST', `/password-reset/${token}/confirm/`, { password: NEW_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await signIn({ email: member.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await call('POST', `/password-reset/${token}/confirm/`, {
      password: 'Another#2025',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_link');
    expect((await signIn({ email: member.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a link older than an hour, a wrong one and a weak password, changing nothing', async () => {
    const member = await signedInStaff(t.app, 'support');
    await call('POST', '/password-reset/', { email: member.email });
    const token = tokenIn((await mailsTo(member.email)).at(-1)!.text)!;
    const weak = await call('POST', `/password-reset/${token}/confirm/`, { password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBeDefined();
    await db()
      .update(staffPasswordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffPasswordResets.staffId, member.staffId));
    const late = await call('POST', `/password-reset/${token}/confirm/`, {
      password: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('invalid_reset_link');
    const wrong = await call('POST', `/password-reset/${'x'.repeat(43)}/confirm/`, {
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await signIn({ email: member.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('makes a link issued by expiring the earlier ones, and each link lasts one hour', async () => {
    const member = await signedInStaff(t.app, 'owner');
    await call('POST', '/password-reset/', { email: member.email });
    await call('POST', '/password-reset/', { email: member.email });
    const [first, second] = (await mailsTo(member.email)).map((m) => tokenIn(m.text)!);
    expect(
      (await call('POST', `/password-reset/${first}/confirm/`, { password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
    const [row] = await db()
      .select()
      .from(staffPasswordResets)
      .where(sql`${staffPasswordResets.staffId} = ${member.staffId} and used_at is null`);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
    expect(
      (await call('POST', `/password-reset/${second}/confirm/`, { password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe('two-factor recovery codes', () => {
  async function enrol(member: SignedInStaff) {
    const setup = await call('POST', '/me/totp/', {}, member.cookie);
    const secret = setup.json().secret as string;
    const confirmed = await call(
      'POST',
      '/me/totp/confirm/',
      { code: codeFor(secret) },
      member.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, codes: confirmed.json().recovery_codes as string[] };
  }
  /** Lets the same 30-second step be used again (the tests run faster than the clock). */
  const forgetStep = (staffId: number) =>
    db().update(staff).set({ totpLastStep: null }).where(eq(staff.id, staffId));

  it('answers ten codes once, stores them hashed, and signs in once with each', async () => {
    const member = await signedInStaff(t.app, 'manager');
    const { codes } = await enrol(member);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await db()
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, member.staffId));
    expect(stored).toHaveLength(10);
    for (const c of codes) {
      expect(JSON.stringify(stored)).not.toContain(c);
      expect(JSON.stringify(stored)).not.toContain(c.replace('-', ''));
    }
    expect((await me(member.cookie)).json().recovery_codes_left).toBe(10);

    // Typed loosely: upper case, spaces instead of the hyphen.
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    const first = await signIn({ email: member.email, password: STAFF_PASSWORD, code: typed });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await signIn({ email: member.email, password: STAFF_PASSWORD, code: codes[0] });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('totp_required');
    const made = await signIn({
      email: member.email,
      password: STAFF_PASSWORD,
      code: 'abcde-fghij',
    });
    expect(made.statusCode).toBe(401);
    expect((await me(member.cookie)).json().recovery_codes_left).toBe(9);
    // A right code with a wrong password is a wrong password, and spends nothing.
    const badPassword = await signIn({
      email: member.email,
      password: 'Wrong#2024x',
      code: codes[1],
    });
    expect(badPassword.json().code).toBe('invalid_credentials');
    expect((await me(member.cookie)).json().recovery_codes_left).toBe(9);
  });

  it('renews the codes with a current code: the old ones stop working', async () => {
    const member = await signedInStaff(t.app, 'owner');
    const { secret, codes } = await enrol(member);
    await forgetStep(member.staffId);
    const wrong = await call(
      'POST',
      '/me/totp/recovery-codes/',
      { code: codeFor(secret) === '000000' ? '111111' : '000000' },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    const renewed = await call(
      'POST',
      '/me/totp/recovery-codes/',
      { code: codeFor(secret) },
      member.cookie,
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    const old = await signIn({ email: member.email, password: STAFF_PASSWORD, code: codes[2] });
    expect(old.statusCode).toBe(401);
    const now = await signIn({ email: member.email, password: STAFF_PASSWORD, code: fresh[2] });
    expect(now.statusCode).toBe(200);
  });

  it('has none without two-factor sign-in, and none left once it is turned off', async () => {
    const member = await signedInStaff(t.app, 'support');
    const none = await call('POST', '/me/totp/recovery-codes/', { code: '123456' }, member.cookie);
    expect(none.statusCode).toBe(409);
    const { secret } = await enrol(member);
    await forgetStep(member.staffId);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/me/totp/',
      headers: { cookie: member.cookie },
      payload: { code: codeFor(secret) },
    });
    expect(off.statusCode, off.body).toBe(200);
    const left = await db()
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, member.staffId));
    expect(left).toHaveLength(0);
  });
});
