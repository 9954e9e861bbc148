// The session core: login cookies, the (auth) 401, refresh rotation and replay, logout.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaderFrom, signedInShopper, SHOPPER_PASSWORD } from '../../test/shoppers.ts';
import { readAccessToken, sessionCookieNames } from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const names = () => sessionCookieNames(t.config);
const profile = (cookie?: string) =>
  t.app.inject({ url: '/api/profile/', headers: cookie ? { cookie } : {} });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', headers: { cookie } });

function cookieValue(cookie: string, name: string): string {
  return cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))!
    .slice(name.length + 1);
}

describe('login', () => {
  it('sets httpOnly, SameSite=Lax session cookies and answers the user', async () => {
    const shopper = await signedInShopper(t.app, { firstName: 'Ada' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: shopper.email, password: SHOPPER_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: shopper.userId, first_name: 'Ada' } });
    const set = res.cookies;
    expect(set.map((c) => c.name).sort()).toEqual([names().access, names().refresh].sort());
    for (const c of set) {
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Lax');
      expect(c.path).toBe('/');
      // Not remember-me: cookies that end with the browser session.
      expect(c.maxAge).toBeUndefined();
    }
  });

  it('gives 30-day cookies with remember-me', async () => {
    const shopper = await signedInShopper(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: shopper.email, password: SHOPPER_PASSWORD, remember_me: true },
    });
    const refreshCookie = res.cookies.find((c) => c.name === names().refresh)!;
    expect(refreshCookie.maxAge).toBeGreaterThan(29 * 86_400);
    expect(refreshCookie.maxAge).toBeLessThanOrEqual(30 * 86_400);
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const shopper = await signedInShopper(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: shopper.email, password: 'Wrong#pass1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
    expect(res.cookies).toHaveLength(0);
  });
});

describe('(auth) endpoints', () => {
  it('answer the profile to a signed-in shopper', async () => {
    const shopper = await signedInShopper(t.app, { firstName: 'Grace' });
    const res = await profile(shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: shopper.userId,
      first_name: 'Grace',
      email: shopper.email,
      language: 'en',
    });
  });

  it('answer 401 not_authenticated without a cookie or with a tampered token', async () => {
    const shopper = await signedInShopper(t.app);
    const access = cookieValue(shopper.cookie, names().access);
    const [header, payload, signature] = access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    // The genuine token first, so it is among the verified ones (readAccessToken's memo).
    expect((await profile(shopper.cookie)).statusCode).toBe(200);
    for (const cookie of [
      undefined,
      `${names().access}=garbage`,
      `${names().access}=${header}.${forged}.${signature}`,
    ]) {
      const res = await profile(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required.', code: 'not_authenticated' });
    }
  });
});

describe('readAccessToken', () => {
  it('refuses a token it verified before once the token has expired', async () => {
    const shopper = await signedInShopper(t.app);
    const access = cookieValue(shopper.cookie, names().access);
    const identity = await readAccessToken(t.config, access);
    expect(identity).toEqual({ userId: shopper.userId, familyId: expect.any(String) });
    expect(await readAccessToken(t.config, access)).toEqual(identity);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      expect(await readAccessToken(t.config, access)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a verified token under another session secret', async () => {
    const shopper = await signedInShopper(t.app);
    const access = cookieValue(shopper.cookie, names().access);
    expect(await readAccessToken(t.config, access)).not.toBeNull();
    expect(
      await readAccessToken({ ...t.config, sessionSecret: 'another secret' }, access),
    ).toBeNull();
  });
});

describe('refresh', () => {
  it('rotates the refresh token on every use and keeps the session', async () => {
    const shopper = await signedInShopper(t.app);
    const first = await refresh(shopper.cookie);
    expect(first.statusCode).toBe(200);
    const next = cookieHeaderFrom(first.cookies);
    expect(cookieValue(next, names().refresh)).not.toBe(
      cookieValue(shopper.cookie, names().refresh),
    );
    expect((await profile(next)).statusCode).toBe(200);
    const second = await refresh(next);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is replayed', async () => {
    const shopper = await signedInShopper(t.app);
    const rotated = cookieHeaderFrom((await refresh(shopper.cookie)).cookies);
    // The old token comes back (stolen copy): 401, and the rotated session dies with it.
    const replay = await refresh(shopper.cookie);
    expect(replay.statusCode).toBe(401);
    expect((await profile(rotated)).statusCode).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, shopper.userId));
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('lets only one of two concurrent uses of a token win', async () => {
    const shopper = await signedInShopper(t.app);
    const answers = await Promise.all([refresh(shopper.cookie), refresh(shopper.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 401 without a refresh cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/refresh/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('clears the cookies and ends the session for the access and refresh tokens', async () => {
    const shopper = await signedInShopper(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { cookie: shopper.cookie },
    });
    expect(res.statusCode).toBe(200);
    for (const c of res.cookies) expect(c.value).toBe('');
    expect((await profile(shopper.cookie)).statusCode).toBe(401);
    expect((await refresh(shopper.cookie)).statusCode).toBe(401);
  });

  it('answers 200 even without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout/' });
    expect(res.statusCode).toBe(200);
  });
});
