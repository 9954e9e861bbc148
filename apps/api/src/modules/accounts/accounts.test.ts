// Accounts over HTTP with mail delivered to a real local SMTP server: sign-up, verification,
// login, password reset, enumeration resistance, role escalation, origin and throttling.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailTokens, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaderFrom, signedInShopper, SHOPPER_PASSWORD } from '../../test/shoppers.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

const PUBLIC_URL = 'https://shop.example';
const PASSWORD = 'Sneaker#2024';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    seed: false,
    config: {
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      publicOrigin: PUBLIC_URL,
      secureCookies: true,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newEmail = () => `buyer-${randomBytes(5).toString('hex')}@example.com`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const register = (email: string, extra: object = {}, headers: Record<string, string> = {}) =>
  post(
    '/api/register/',
    { first_name: 'Ravi', email, password: PASSWORD, from: '', role: 'seller', ...extra },
    headers,
  );
const pathOf = (link: string) => new URL(link).pathname;
/** The API path for a mailed page link: /verify-email/1/x → /api/verify-email/1/x/ */
const apiPathOf = (link: string) => `/api${pathOf(link)}/`;

async function signUpAndReadLink(email: string): Promise<string> {
  expect((await register(email)).statusCode).toBe(201);
  const mail = await smtp.waitFor(email, /Confirm your Solestock account/);
  return mail.links.find((l) => l.includes('/verify-email/'))!;
}

describe('sign-up and e-mail verification', () => {
  it('answers 201 and mails a verification link built from PUBLIC_URL, not the Host header', async () => {
    const email = newEmail();
    const res = await register(email, {}, { host: 'evil.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const mail = await smtp.waitFor(email, /Confirm your Solestock account/);
    const link = mail.links.find((l) => l.includes('/verify-email/'))!;
    expect(link).toMatch(/^https:\/\/shop\.example\/verify-email\/\d+\/[A-Za-z0-9_-]{43}$/);
    expect(mail.body).toContain('text/html');
    expect(mail.body).not.toContain('evil.example');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row!.role).toBe('seller');
  });

  it('refuses login before verification with 403 email_not_verified', async () => {
    const email = newEmail();
    await signUpAndReadLink(email);
    const res = await post('/api/login/', { email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('email_not_verified');
  });

  it('verifies once, signs in with __Host- Secure cookies, and refuses the link again', async () => {
    const email = newEmail();
    const link = await signUpAndReadLink(email);
    const res = await t.app.inject(apiPathOf(link));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.any(String), user: { first_name: 'Ravi' } });
    for (const c of res.cookies) {
      expect(c.name.startsWith('__Host-')).toBe(true);
      expect(c.secure).toBe(true);
      expect(c.httpOnly).toBe(true);
    }
    const profile = await t.app.inject({
      url: '/api/profile/',
      headers: { cookie: cookieHeaderFrom(res.cookies) },
    });
    expect(profile.json()).toMatchObject({ first_name: 'Ravi', email });

    const again = await t.app.inject(apiPathOf(link));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
      email,
    });
    expect(again.cookies).toHaveLength(0);
    expect((await post('/api/login/', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('lets only one of two concurrent clicks on a link win', async () => {
    const link = await signUpAndReadLink(newEmail());
    const answers = await Promise.all([
      t.app.inject(apiPathOf(link)),
      t.app.inject(apiPathOf(link)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a tampered link and one bound to another user, without naming an address', async () => {
    const email = newEmail();
    const link = await signUpAndReadLink(email);
    const [, , uid, token] = pathOf(link).split('/');
    const flipped = token!.slice(0, -1) + (token!.endsWith('A') ? 'B' : 'A');
    for (const path of [
      `/api/verify-email/${uid}/${flipped}/`,
      `/api/verify-email/${Number(uid) + 1}/${token}/`,
      `/api/verify-email/abc/${token}/`,
    ]) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(400);
      expect(res.json().email).toBeUndefined();
    }
    // The genuine link still works after the failed tries.
    expect((await t.app.inject(apiPathOf(link))).statusCode).toBe(200);
  });

  it('refuses an expired link and offers the address for a resend', async () => {
    const email = newEmail();
    const link = await signUpAndReadLink(email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, user!.id));
    const res = await t.app.inject(apiPathOf(link));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'verification_link_expired', email });
  });

  it('refuses any role but seller and creates nothing', async () => {
    const email = newEmail();
    for (const role of ['admin', 'staff', 'buyer']) {
      const res = await register(email, { role });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('role_not_allowed');
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses bad e-mails and weak passwords with the spec hints', async () => {
    const weak = await register(newEmail(), { password: 'short1!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toMatch(/^Password must be at least 8 characters long/);
    const bad = await register('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toMatch(/^Please enter a valid email address/);
    const missing = await post('/api/register/', {});
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'first_name', 'password']);
  });

  // Review 4, item 8: the name becomes the company's and heads mail subjects.
  it.each([
    ['a line break (a second mail header)', 'Ravi\r\nBcc: all@example.com'],
    ['a tab', 'Ravi\tShoes'],
    ['a right-to-left override (item 11)', 'Ravi \u202eseohS'],
    ['a directional isolate', 'Ravi \u2067Shoes\u2069'],
  ])('refuses a name with %s, with a sentence, and makes no account', async (_, name) => {
    const email = newEmail();
    const res = await register(email, { first_name: name });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      first_name:
        'A username cannot contain line breaks, control characters or text-direction overrides.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('takes a name in any script, with accents and emoji', async () => {
    const email = newEmail();
    expect((await register(email, { first_name: 'Zoë 李 \u200fأحمد 👟' })).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.firstName).toBe('Zoë 李 \u200fأحمد 👟');
  });
});

describe('account pre-hijacking (security review item 2)', () => {
  const STRANGER_PASSWORD = 'Stranger#2024';
  /** The verification link mailed to `email` for the sign-up made under `name`. */
  async function linkFor(email: string, name: string): Promise<string> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = smtp.messages.find(
        (m) =>
          m.to.includes(email) &&
          /Confirm your Solestock account/.test(m.subject) &&
          m.body.includes(`Hello ${name},`),
      );
      if (mail) return mail.links.find((l) => l.includes('/verify-email/'))!;
      if (Date.now() > deadline) throw new Error(`no link to ${email} for ${name}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const login = (email: string, password: string) => post('/api/login/', { email, password });

  const storedRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
  const signedIn = (res: { cookies: { name: string }[] }) => res.cookies.length > 0;

  it("changes neither the stored password nor the first link on a stranger's repeat sign-up (issue 27.4)", async () => {
    const email = newEmail();
    const first = await register(email, { first_name: 'Owner' });
    const before = await storedRow(email);
    const second = await register(email, { first_name: 'Stranger', password: STRANGER_PASSWORD });
    // The stranger's sign-up answers exactly as the first did: nothing tells an account existed.
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    await linkFor(email, 'Stranger');
    const after = await storedRow(email);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.firstName).toBe('Owner');

    // The owner's first link still works and signs them in; the stranger's password opens
    // nothing, and two different passwords offered means neither is applied (decision 130).
    const verified = await t.app.inject(apiPathOf(await linkFor(email, 'Owner')));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.first_name).toBe('Owner');
    expect(signedIn(verified)).toBe(true);
    expect((await login(email, STRANGER_PASSWORD)).statusCode).toBe(401);
  });

  it("verifies no stranger's password through the owner's resent link (issue 27.4)", async () => {
    const email = newEmail();
    await register(email, { first_name: 'Owner' });
    await register(email, { first_name: 'Stranger', password: STRANGER_PASSWORD });
    await linkFor(email, 'Stranger');
    expect((await post('/api/resend-verification/', { email })).statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    let links: string[] = [];
    while (links.length < 3 && Date.now() < deadline) {
      links = smtp.messages
        .filter((m) => m.to.includes(email) && /Confirm your/.test(m.subject))
        .map((m) => m.links.find((l) => l.includes('/verify-email/'))!);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(links).toHaveLength(3);
    const resent = await t.app.inject(apiPathOf(links[2]!));
    expect(resent.statusCode).toBe(200);
    expect(resent.json().user.first_name).toBe('Owner');
    expect((await login(email, STRANGER_PASSWORD)).statusCode).toBe(401);
    // Every other link of the mailbox, clicked after, changes no password either.
    for (const link of links.slice(0, 2)) await t.app.inject(apiPathOf(link));
    expect((await login(email, STRANGER_PASSWORD)).statusCode).toBe(401);
  });

  it("applies no password of a stranger's earlier sign-up when the owner signs up after it", async () => {
    const email = newEmail();
    await register(email, { first_name: 'Stranger', password: STRANGER_PASSWORD });
    await register(email, { first_name: 'Owner' });
    // Whichever link the mailbox's owner clicks, the stranger's password opens nothing.
    const strangersLink = await linkFor(email, 'Stranger');
    const ownersLink = await linkFor(email, 'Owner');
    expect((await t.app.inject(apiPathOf(strangersLink))).statusCode).toBe(200);
    expect((await login(email, STRANGER_PASSWORD)).statusCode).toBe(401);
    // The owner's own link still works once (the address is verified already: no change).
    expect((await t.app.inject(apiPathOf(ownersLink))).statusCode).toBe(200);
    expect((await login(email, STRANGER_PASSWORD)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('keeps the password of a sign-up repeated with the same password', async () => {
    const email = newEmail();
    await register(email, { first_name: 'Owner' });
    await register(email, { first_name: 'Again' });
    expect((await t.app.inject(apiPathOf(await linkFor(email, 'Again')))).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("never lets a stranger's sign-up racing the owner's click win, and never answers 5xx", async () => {
    for (let round = 0; round < 4; round++) {
      const email = newEmail();
      await register(email, { first_name: 'Owner' });
      const ownersLink = await linkFor(email, 'Owner');
      const [click, stranger] = await Promise.all([
        t.app.inject(apiPathOf(ownersLink)),
        register(email, { first_name: 'Stranger', password: STRANGER_PASSWORD }),
      ]);
      expect(stranger.statusCode).toBe(201);
      // The owner's link stays valid whichever came first: never a 5xx, never a deadlock.
      expect(click.statusCode).toBe(200);
      expect((await login(email, STRANGER_PASSWORD)).statusCode).toBe(401);
    }
  });

  it('purges unverified accounts 24 h after their last link, keeping verified and recent ones', async () => {
    const stale = newEmail();
    const resent = newEmail();
    await register(stale, { first_name: 'Stranger', password: STRANGER_PASSWORD });
    await register(resent);
    const verifiedOwner = await signedInShopper(t.app);
    const staleLink = await linkFor(stale, 'Stranger');
    // All three accounts are 25 h old; only the second still has a live link (as after a resend).
    const db = t.database.db;
    await db.execute(sql`update users set created_at = now() - interval '25 hours'
      where email in (${stale}, ${resent}, ${verifiedOwner.email})`);
    await db.execute(sql`update email_tokens set created_at = now() - interval '25 hours',
      expires_at = now() - interval '1 hour'
      where user_id in (select id from users where email = ${stale})`);
    // Any sign-up runs the purge.
    expect((await register(newEmail())).statusCode).toBe(201);

    const emails = async () =>
      (await db.select({ email: users.email }).from(users)).map((r) => r.email);
    expect(await emails()).not.toContain(stale);
    expect(await emails()).toContain(resent);
    expect(await emails()).toContain(verifiedOwner.email);
    // The stale account's link is gone with it, and the address can be signed up afresh.
    expect((await t.app.inject(apiPathOf(staleLink))).statusCode).toBe(400);
    await register(stale, { first_name: 'Owner' });
    expect((await t.app.inject(apiPathOf(await linkFor(stale, 'Owner')))).statusCode).toBe(200);
    expect((await login(stale, STRANGER_PASSWORD)).statusCode).toBe(401);
  });
});

describe('no account enumeration', () => {
  it('answers sign-up with a known address exactly as a new one and mails the owner', async () => {
    const owner = await signedInShopper(t.app, { email: newEmail(), firstName: 'Owner' });
    const known = await register(owner.email);
    const unknown = await register(newEmail());
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    await smtp.waitFor(owner.email, /already have a Solestock account/);
    const rows = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Owner');
  });

  it('answers resend and reset the same for known and unknown addresses', async () => {
    const unverified = newEmail();
    await signUpAndReadLink(unverified);
    for (const url of ['/api/resend-verification/', '/api/password-reset/']) {
      const known = await post(url, { email: unverified });
      const unknown = await post(url, { email: newEmail() });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
    }
    expect((await post('/api/resend-verification/', { email: newEmail() })).json()).toEqual({
      message: 'Verification link sent to your email',
    });
    await smtp.waitFor(unverified, /Reset your Solestock password/);
    const confirmations = smtp.messages.filter(
      (m) => m.to.includes(unverified) && /Confirm your/.test(m.subject),
    );
    expect(confirmations.length).toBeGreaterThanOrEqual(1);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const shopper = await signedInShopper(t.app);
    const wrong = await post('/api/login/', { email: shopper.email, password: 'Wrong#pass1' });
    const unknown = await post('/api/login/', { email: newEmail(), password: 'Wrong#pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });
});

describe('password reset', () => {
  it('resets through the mailed link, signs out every session and mails a notice', async () => {
    const shopper = await signedInShopper(t.app);
    const otherDevice = await signedInShopper(t.app, { email: shopper.email.replace('@', '+x@') });
    expect((await post('/api/password-reset/', { email: shopper.email })).statusCode).toBe(200);
    const mail = await smtp.waitFor(shopper.email, /Reset your Solestock password/);
    const link = mail.links.find((l) => l.includes('/change-password/'))!;
    expect(link.startsWith(`${PUBLIC_URL}/change-password/`)).toBe(true);
    const [, , uid, token] = pathOf(link).split('/');
    const base = `/api/password-reset/${uid}/${token}`;

    expect((await t.app.inject(`${base}/validate/`)).json()).toEqual({ valid: true });
    const mismatch = await post(`${base}/confirm/`, {
      password: 'NewPass#2025',
      confirm_password: 'NewPass#2026',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe('Passwords do not match.');
    const weak = await post(`${base}/confirm/`, { password: 'weak', confirm_password: 'weak' });
    expect(weak.statusCode).toBe(400);

    const done = await post(`${base}/confirm/`, {
      password: 'NewPass#2025',
      confirm_password: 'NewPass#2025',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: expect.any(String) });
    await smtp.waitFor(shopper.email, /password was changed/);

    // Signed out everywhere: access and refresh cookies of the old session are dead.
    expect(
      (await t.app.inject({ url: '/api/profile/', headers: { cookie: shopper.cookie } }))
        .statusCode,
    ).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      headers: { cookie: shopper.cookie },
    });
    expect(refreshed.statusCode).toBe(401);
    // Another account's session is untouched.
    expect(
      (await t.app.inject({ url: '/api/profile/', headers: { cookie: otherDevice.cookie } }))
        .statusCode,
    ).toBe(200);

    expect(
      (await post('/api/login/', { email: shopper.email, password: SHOPPER_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/login/', { email: shopper.email, password: 'NewPass#2025' })).statusCode,
    ).toBe(200);

    // The link is spent.
    expect((await t.app.inject(`${base}/validate/`)).json()).toEqual({ valid: false });
    const reuse = await post(`${base}/confirm/`, {
      password: 'Other#Pass99',
      confirm_password: 'Other#Pass99',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('This password reset link is invalid or has expired.');
  });

  it('refuses tampered and expired reset links', async () => {
    const shopper = await signedInShopper(t.app);
    await post('/api/password-reset/', { email: shopper.email });
    const mail = await smtp.waitFor(shopper.email, /Reset your Solestock password/);
    const [, , uid, token] = pathOf(mail.links.find((l) => l.includes('/change-password/'))!).split(
      '/',
    );
    const tampered = `/api/password-reset/${uid}/${token!.slice(1)}x/validate/`;
    expect((await t.app.inject(tampered)).json()).toEqual({ valid: false });
    expect((await t.app.inject('/api/password-reset/0/nonsense/validate/')).json()).toEqual({
      valid: false,
    });
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, shopper.userId));
    expect((await t.app.inject(`/api/password-reset/${uid}/${token}/validate/`)).json()).toEqual({
      valid: false,
    });
    const res = await post(`/api/password-reset/${uid}/${token}/confirm/`, {
      password: 'NewPass#2025',
      confirm_password: 'NewPass#2025',
    });
    expect(res.statusCode).toBe(400);
    // Nothing changed: the old password still works.
    expect(
      (await post('/api/login/', { email: shopper.email, password: SHOPPER_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('request hygiene and throttling', () => {
  it('refuses a login from a foreign Origin and sets no cookie', async () => {
    const shopper = await signedInShopper(t.app);
    const res = await post(
      '/api/login/',
      { email: shopper.email, password: SHOPPER_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
    const ours = await post(
      '/api/login/',
      { email: shopper.email, password: SHOPPER_PASSWORD },
      { origin: PUBLIC_URL },
    );
    expect(ours.statusCode).toBe(200);
  });

  it('locks an address after 10 failed logins with 429 and Retry-After, even for the right password', async () => {
    const shopper = await signedInShopper(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/login/', { email: shopper.email, password: 'Wrong#pass1' });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/login/', { email: shopper.email, password: SHOPPER_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().code).toBe('too_many_requests');
  });

  it('throttles reset requests per address', async () => {
    const email = newEmail();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/api/password-reset/', { email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
