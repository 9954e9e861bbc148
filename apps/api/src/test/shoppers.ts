// Test support: a verified shopper signed in through the real login call, for tests of any
// (auth) endpoint.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';

export const SHOPPER_PASSWORD = 'Shopper#2024';

export interface SignedInShopper {
  userId: number;
  email: string;
  /** The `Cookie` request-header value to pass to inject(). */
  cookie: string;
}

export async function signedInShopper(
  app: FastifyInstance,
  options: { email?: string; firstName?: string; password?: string } = {},
): Promise<SignedInShopper> {
  const email = (
    options.email ?? `shopper-${randomBytes(6).toString('hex')}@example.com`
  ).toLowerCase();
  const password = options.password ?? SHOPPER_PASSWORD;
  const [user] = await app.database.db
    .insert(users)
    .values({
      firstName: options.firstName ?? 'Shopper',
      email,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password, remember_me: false },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { userId: user!.id, email, cookie: cookieHeaderFrom(res.cookies) };
}

/** Turns Set-Cookie answers into the Cookie header a browser would send next. */
export function cookieHeaderFrom(cookies: { name: string; value: string }[]): string {
  return cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
