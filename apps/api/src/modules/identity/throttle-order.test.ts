// Issue 20 items 5, 6 and 9: throttles count before the slow work they guard, per client where
// a client is an IPv4 address or an IPv6 /64, and a bogus reset link never reaches argon2.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SHOPPER_PASSWORD, signedInShopper } from '../../test/shoppers.ts';
import { THROTTLES } from './throttle.ts';
import { hashPassword } from './passwords.ts';
import type * as Passwords from './passwords.ts';

vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2 });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('the login lockout', () => {
  it('checks at most the limit of parallel guesses at one address; the rest get 429 unchecked', async () => {
    const shopper = await signedInShopper(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/api/login/',
          { email: shopper.email, password: `Wrong#pass${i}` },
          `10.2.0.${i + 1}`,
        ),
      ),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(THROTTLES.loginFailuresPerAddress.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(
      30 - THROTTLES.loginFailuresPerAddress.limit,
    );
    const right = await post('/api/login/', { email: shopper.email, password: SHOPPER_PASSWORD });
    expect(right.statusCode).toBe(429);
  });

  it('does not count a right password as a failure', async () => {
    const shopper = await signedInShopper(t.app);
    for (let i = 0; i < THROTTLES.loginFailuresPerAddress.limit + 3; i++) {
      const res = await post('/api/login/', { email: shopper.email, password: SHOPPER_PASSWORD });
      expect(res.statusCode, `login ${i + 1}`).toBe(200);
    }
    // …while wrong ones still do, up to the limit.
    for (let i = 0; i < THROTTLES.loginFailuresPerAddress.limit; i++) {
      expect(
        (await post('/api/login/', { email: shopper.email, password: 'Wrong#pass1' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await post('/api/login/', { email: shopper.email, password: SHOPPER_PASSWORD })).statusCode,
    ).toBe(429);
  });
});

describe('per-client throttles', () => {
  it('count every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const { limit } = THROTTLES.mailPerClient;
    for (let i = 1; i <= limit; i++) {
      const res = await post(
        '/api/password-reset/',
        { email: `nobody-${randomBytes(4).toString('hex')}@example.com` },
        `2001:db8:7:1::${i.toString(16)}`,
      );
      expect(res.statusCode).toBe(200);
    }
    const sameNet = await post(
      '/api/password-reset/',
      { email: 'nobody-else@example.com' },
      '2001:db8:7:1:ffff:1:2:3',
    );
    expect(sameNet.statusCode).toBe(429);
    const otherNet = await post(
      '/api/password-reset/',
      { email: 'nobody-else@example.com' },
      '2001:db8:7:2::1',
    );
    expect(otherNet.statusCode).toBe(200);
  });
});

describe('password-reset confirm', () => {
  const bogus = () => `/api/password-reset/1/${randomBytes(32).toString('base64url')}/confirm/`;
  const body = { password: 'New#Passw0rd', confirm_password: 'New#Passw0rd' };

  it('refuses a bogus link without hashing the password', async () => {
    vi.mocked(hashPassword).mockClear();
    for (let i = 0; i < 5; i++) {
      const res = await post(bogus(), body, '10.3.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_reset_link');
    }
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('is throttled per client', async () => {
    const { limit } = THROTTLES.resetConfirmPerClient;
    for (let i = 0; i < limit; i++)
      expect((await post(bogus(), body, '10.4.0.1')).statusCode).toBe(400);
    const res = await post(bogus(), body, '10.4.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(bogus(), body, '10.4.0.2')).statusCode).toBe(400);
  });
});
