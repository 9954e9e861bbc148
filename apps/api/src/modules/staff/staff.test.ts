// The back office's sign-in, staff management, invitations, two-factor sign-in and audit log
// (docs/api.md, back office, "Staff and sign-in" and "Audit"), through the HTTP calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  insertStaff,
  signedInStaff,
  STAFF_PASSWORD,
  type SignedInStaff,
} from '../../test/staff.ts';
import { auditLog, mailOutbox, staff, staffInvitations, staffSessions } from '../../db/schema.ts';
import { staffCookieName, startStaffSession } from './staff-session.ts';

let t: TestApp;
let owner: SignedInStaff;
let address = 0;
/** A fresh client address per sign-in, so the per-client throttle stays out of the way. */
const nextAddress = () => `10.20.${(address >> 8) & 255}.${address++ & 255}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await signedInStaff(t.app, 'owner');
});
afterAll(() => t.close());

const db = () => t.app.database.db;

const auditCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
  )[0]!.n;

function signIn(body: Record<string, unknown>, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/admin/session/', payload: body, remoteAddress });
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === staffCookieName(t.app.config));
  return c ? `${c.name}=${c.value}` : '';
};

const me = (cookie: string) =>
  t.app.inject({ url: '/api/admin/me/', headers: { cookie } }).then((r) => r.statusCode);

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

describe('sign-in', () => {
  it('signs in with the right password: the member, a cookie, a live session, an audit row', async () => {
    const { email, staffId } = await insertStaff(t.app, 'manager');
    const before = await auditCount();
    const res = await signIn({ email: email.toUpperCase(), password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      staff: { id: staffId, email, name: 'Test manager', role: 'manager' },
    });
    const set = res.cookies.find((c) => c.name === staffCookieName(t.app.config))!;
    expect(set.httpOnly).toBe(true);
    expect(set.sameSite).toBe('Strict');
    expect(await me(cookieOf(res))).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    const [row] = await db()
      .select()
      .from(auditLog)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(row).toMatchObject({ staffId, action: 'staff.sign_in', entityType: 'staff' });
  });

  it('answers a wrong password and an unknown address with the same 401, auditing each failure (issue 27.6)', async () => {
    const { email } = await insertStaff(t.app, 'support');
    const before = await auditCount();
    const wrong = await signIn({ email, password: 'Wrong#2024x' });
    const unknown = await signIn({ email: 'nobody@example.com', password: STAFF_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Incorrect email or password.',
        code: 'invalid_credentials',
      });
      expect(res.cookies).toEqual([]);
    }
    expect(await auditCount()).toBe(before + 2);
    const rows = await db()
      .select()
      .from(auditLog)
      .orderBy(sql`id desc`)
      .limit(2);
    expect(rows.map((r) => [r.action, r.staffId, (r.after as { email: string }).email])).toEqual([
      ['staff.sign_in_failed', null, 'nobody@example.com'],
      ['staff.sign_in_failed', null, email],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Wrong#2024x');
  });

  it('refuses an invited member without a password and a disabled member like a wrong password', async () => {
    const [invited] = await db()
      .insert(staff)
      .values({ email: 'invited-only@example.com', name: 'I', role: 'support' })
      .returning();
    expect((await signIn({ email: invited!.email, password: STAFF_PASSWORD })).statusCode).toBe(
      401,
    );
    const { email, staffId } = await insertStaff(t.app, 'support');
    await db().update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, staffId));
    expect((await signIn({ email, password: STAFF_PASSWORD })).json().code).toBe(
      'invalid_credentials',
    );
  });

  it('answers bad input with 400 and a sentence', async () => {
    const res = await signIn({ email: 'a@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('Please enter your password.');
    const code = await signIn({ email: 'a@example.com', password: 'x', code: 'abc' });
    expect(code.statusCode).toBe(400);
    expect(code.json().error).toMatch(/6-digit code/);
  });

  it('locks an account after 10 failures from one client only, also for the right password (issue 27.6)', async () => {
    const { email } = await insertStaff(t.app, 'support');
    const guesser = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect((await signIn({ email, password: `Wrong#${i}abc` }, guesser)).statusCode).toBe(401);
    }
    const res = await signIn({ email, password: STAFF_PASSWORD }, guesser);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The member, elsewhere, still signs in: a guesser cannot lock the owner out everywhere.
    expect((await signIn({ email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('does not count right passwords against the address', async () => {
    const { email } = await insertStaff(t.app, 'support');
    for (let i = 0; i < 12; i++) {
      expect((await signIn({ email, password: STAFF_PASSWORD })).statusCode).toBe(200);
    }
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie then gets 401', async () => {
    const { email } = await insertStaff(t.app, 'manager');
    const cookie = cookieOf(await signIn({ email, password: STAFF_PASSWORD }));
    expect(await me(cookie)).toBe(200);
    const before = await auditCount();
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session/',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(await me(cookie)).toBe(401);
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('staff management', () => {
  const asOwner = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie = owner.cookie,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('invites a member: a row without password, a hashed single-use link mailed, an audit row', async () => {
    const before = await auditCount();
    const res = await asOwner('POST', '/api/admin/staff/', {
      email: 'New.Hire@Example.com',
      name: 'New Hire',
      role: 'manager',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'new.hire@example.com',
      role: 'manager',
      status: 'invited',
    });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new.hire@example.com'));
    const link = /http:\/\/localhost:3000\/admin\/invitation\/([\w-]{43})/.exec(mail!.text)!;
    expect(link).not.toBeNull();
    const [invitation] = await db()
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.staffId, res.json().id));
    expect(invitation!.tokenHash).not.toContain(link[1]);
    expect(await auditCount()).toBe(before + 1);
    // The mail names the role it invites to (issue 28.7).
    expect(mail!.subject).toBe('You are invited to the Solestock back office as manager');
    expect(mail!.text).toContain('as manager (orders, the catalogue');

    // The join page reads the invitation: the name the owner gave is pre-filled from it.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invitations/${link[1]}/`,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      email: 'new.hire@example.com',
      name: 'New Hire',
      role: 'manager',
    });

    // Accepting: a name and a password by the sign-up rules, then signed in.
    const weak = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${link[1]}/accept/`,
      payload: { name: 'New Hire', password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBeDefined();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${link[1]}/accept/`,
      payload: { name: 'Nia Hire', password: 'Joined#2024' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().staff).toMatchObject({ name: 'Nia Hire', role: 'manager' });
    expect(await me(cookieOf(accepted))).toBe(200);
    expect(
      (await signIn({ email: 'new.hire@example.com', password: 'Joined#2024' })).statusCode,
    ).toBe(200);

    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${link[1]}/accept/`,
      payload: { name: 'Someone', password: 'Other#2024x' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_invitation');
    const used = await t.app.inject({ method: 'GET', url: `/api/admin/invitations/${link[1]}/` });
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('invalid_invitation');
  });

  it('refuses an expired or wrong invitation with 400, writing nothing', async () => {
    const res = await asOwner('POST', '/api/admin/staff/', {
      email: 'late@example.com',
      role: 'support',
    });
    const id = res.json().id as number;
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'late@example.com'));
    const token = /\/admin\/invitation\/([\w-]{43})/.exec(mail!.text)![1]!;
    // Invited without a name: the join page gets none to pre-fill (not the address's local part).
    const fresh = await t.app.inject({ method: 'GET', url: `/api/admin/invitations/${token}/` });
    expect(fresh.json()).toMatchObject({ email: 'late@example.com', name: '', role: 'support' });
    expect(mail!.text).toContain('as support (reading orders');
    await db()
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.staffId, id));
    const before = await auditCount();
    for (const tok of [token, 'A'.repeat(43), 'short']) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/admin/invitations/${tok}/accept/`,
        payload: { name: 'Late', password: 'Joined#2024' },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('invalid_invitation');
      const read = await t.app.inject({ method: 'GET', url: `/api/admin/invitations/${tok}/` });
      expect(read.statusCode).toBe(400);
      expect(read.json().code).toBe('invalid_invitation');
    }
    expect(await auditCount()).toBe(before);
    expect((await db().select().from(staff).where(eq(staff.id, id)))[0]!.passwordHash).toBeNull();
  });

  it('refuses inviting an active member’s address (409)', async () => {
    const { email } = await insertStaff(t.app, 'support');
    const res = await asOwner('POST', '/api/admin/staff/', { email, role: 'manager' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('staff_exists');
  });

  it('lists members without hashes or secrets', async () => {
    const res = await asOwner('GET', '/api/admin/staff/');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.length).toBeGreaterThan(1);
    expect(res.body).not.toMatch(/argon2|password_hash|totp_secret/);
  });

  it('changes a name and role, audited with before and after', async () => {
    const { staffId } = await insertStaff(t.app, 'support');
    const res = await asOwner('PATCH', `/api/admin/staff/${staffId}/`, {
      role: 'manager',
      name: 'Sam',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'manager', name: 'Sam' });
    const [row] = await db()
      .select()
      .from(auditLog)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(row).toMatchObject({ action: 'staff.change', entityId: String(staffId) });
    expect(row!.before).toMatchObject({ role: 'support' });
    expect(row!.after).toMatchObject({ role: 'manager', name: 'Sam' });
    const empty = await asOwner('PATCH', `/api/admin/staff/${staffId}/`, {});
    expect(empty.statusCode).toBe(400);
    const missing = await asOwner('PATCH', '/api/admin/staff/999999/', { role: 'manager' });
    expect(missing.statusCode).toBe(404);
  });

  it('disabling a member ends its sessions at once', async () => {
    const member = await signedInStaff(t.app, 'manager');
    expect(await me(member.cookie)).toBe(200);
    const res = await asOwner('DELETE', `/api/admin/staff/${member.staffId}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('disabled');
    expect(await me(member.cookie)).toBe(401);
    const live = await db()
      .select()
      .from(staffSessions)
      .where(
        sql`${staffSessions.staffId} = ${member.staffId} and ${staffSessions.endedAt} is null`,
      );
    expect(live).toEqual([]);
  });

  it('never removes or demotes the last active owner (409), writing nothing', async () => {
    const other = await createTestApp({ seed: false });
    const app = other.app;
    try {
      const only = await signedInStaff(app, 'owner');
      const audit = async () =>
        (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
      const before = await audit();
      for (const [method, payload] of [
        ['PATCH', { role: 'manager' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await app.inject({
          method,
          url: `/api/admin/staff/${only.staffId}/`,
          headers: { cookie: only.cookie },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('last_owner');
      }
      expect(await audit()).toBe(before);
    } finally {
      await other.close();
    }
  });

  it('lets exactly one of two owners demoting each other at once win', async () => {
    const other = await createTestApp({ seed: false });
    const app = other.app;
    try {
      const a = await signedInStaff(app, 'owner');
      const b = await signedInStaff(app, 'owner');
      const demote = (actor: SignedInStaff, target: SignedInStaff) =>
        app.inject({
          method: 'PATCH',
          url: `/api/admin/staff/${target.staffId}/`,
          headers: { cookie: actor.cookie },
          payload: { role: 'manager' },
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect([403, 409]).toContain(codes.find((c) => c !== 200));
      const owners = await app.database.db
        .select()
        .from(staff)
        .where(sql`${staff.role} = 'owner' and ${staff.disabledAt} is null`);
      expect(owners).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('two-factor sign-in', () => {
  async function enrol(member: SignedInStaff): Promise<string> {
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/totp/',
      headers: { cookie: member.cookie },
    });
    expect(setup.statusCode).toBe(201);
    const body = setup.json();
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(body.qr_svg).toMatch(/^<svg/);
    expect(body.qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/totp/confirm/',
      headers: { cookie: member.cookie },
      payload: { code: '000000' === codeFor(body.secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    // A second session of the member, opened with the password alone before 2FA was on.
    const other = `${staffCookieName(t.app.config)}=${await startStaffSession(db(), member.staffId)}`;
    expect(await me(other)).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/totp/confirm/',
      headers: { cookie: member.cookie },
      payload: { code: codeFor(body.secret) },
    });
    expect(ok.statusCode).toBe(200);
    // Turning 2FA on ends the password-only session; the one that confirmed stays (issue 27.6).
    expect(await me(other)).toBe(401);
    expect(await me(member.cookie)).toBe(200);
    return body.secret as string;
  }

  it('asks for a code, refuses a wrong one, accepts the right one once', async () => {
    const member = await signedInStaff(t.app, 'manager');
    const secret = await enrol(member);
    // The secret is kept encrypted and never answered again.
    const [row] = await db().select().from(staff).where(eq(staff.id, member.staffId));
    expect(row!.totpSecret).not.toContain(secret);
    const mine = await t.app.inject({ url: '/api/admin/me/', headers: { cookie: member.cookie } });
    expect(mine.json().totp_enabled).toBe(true);
    expect(mine.body).not.toContain(secret);

    const noCode = await signIn({ email: member.email, password: STAFF_PASSWORD });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe('totp_required');
    expect(noCode.cookies).toEqual([]);

    const wrong = await signIn({
      email: member.email,
      password: STAFF_PASSWORD,
      code: '000000' === codeFor(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('totp_required');

    // A code for the next step: the confirm above used the current one.
    const next = codeFor(secret, Date.now() + 30_000);
    const right = await signIn({ email: member.email, password: STAFF_PASSWORD, code: next });
    expect(right.statusCode).toBe(200);
    expect(await me(cookieOf(right))).toBe(200);

    const replay = await signIn({ email: member.email, password: STAFF_PASSWORD, code: next });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('totp_required');

    // A wrong password with a right code is still just a wrong password.
    const badPassword = await signIn({ email: member.email, password: 'Wrong#2024x', code: next });
    expect(badPassword.json().code).toBe('invalid_credentials');
  });

  it('turns off only with a right code', async () => {
    const member = await signedInStaff(t.app, 'support');
    const secret = await enrol(member);
    const off = (code: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/admin/me/totp/',
        headers: { cookie: member.cookie },
        payload: { code },
      });
    expect((await off('12345')).statusCode).toBe(400);
    const res = await off(codeFor(secret, Date.now() + 30_000));
    expect(res.statusCode).toBe(200);
    expect(
      await signIn({ email: member.email, password: STAFF_PASSWORD }).then((r) => r.statusCode),
    ).toBe(200);
  });

  it('when the owner requires it, a member without it signs in but may only ask for a set-up link', async () => {
    // Only an owner who has two-factor sign-in may require it: they could set it up no more.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/',
      headers: { cookie: owner.cookie },
      payload: { require_totp: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('totp_setup_first');
    const strict = await signedInStaff(t.app, 'owner');
    await db().update(staff).set({ totpEnabledAt: new Date() }).where(eq(staff.id, strict.staffId));
    const settings = (payload?: unknown) =>
      t.app.inject({
        method: payload === undefined ? 'GET' : 'PUT',
        url: '/api/admin/settings/',
        headers: { cookie: strict.cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    expect((await settings()).json()).toEqual({ require_totp: false });
    expect((await settings({ require_totp: 'yes' })).statusCode).toBe(400);
    try {
      const before = await signedInStaff(t.app, 'support');
      expect(await me(before.cookie)).toBe(200);
      expect((await settings({ require_totp: true })).json()).toEqual({ require_totp: true });
      // Sessions opened with a password alone end when the owner requires 2FA (issue 27.6).
      expect(await me(before.cookie)).toBe(401);
      const { email } = await insertStaff(t.app, 'manager');
      const res = await signIn({ email, password: STAFF_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().totp_setup_required).toBe(true);
      const cookie = cookieOf(res);
      const mine = await t.app.inject({ url: '/api/admin/me/', headers: { cookie } });
      expect(mine.json().totp_setup_required).toBe(true);
      // The other owner, without it, was signed out; the member may open nothing but My account.
      expect(await me(owner.cookie)).toBe(401);
      const blocked = await t.app.inject({ url: '/api/admin/orders/', headers: { cookie } });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('totp_setup_required');
      // A password alone never enrols an authenticator: the setup goes through an owner's link.
      const setup = await t.app.inject({
        method: 'POST',
        url: '/api/admin/me/totp/',
        headers: { cookie },
      });
      expect(setup.statusCode).toBe(403);
      expect(setup.json().code).toBe('totp_enrolment_link_required');
    } finally {
      await db().execute(sql`delete from shop_settings`);
      owner.cookie = `${staffCookieName(t.app.config)}=${await startStaffSession(db(), owner.staffId)}`;
    }
  });
});

describe('audit log', () => {
  it('pages entries newest first with who, what, entity, before/after, address and time', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit/', headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.count).toBeGreaterThan(3);
    const [first, second] = body.results;
    expect(first.id).toBeGreaterThan(second.id);
    expect(first).toHaveProperty('created_at');
    expect(first).toHaveProperty('address');
    const byOwner = await t.app.inject({
      url: `/api/admin/audit/?staff_id=${owner.staffId}&entity_type=staff&page=1`,
      headers: { cookie: owner.cookie },
    });
    expect(
      byOwner
        .json()
        .results.every((r: { staff: { email: string } }) => r.staff.email === owner.email),
    ).toBe(true);
    const bad = await t.app.inject({
      url: '/api/admin/audit/?page=0',
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
