// Test support: verified shoppers written to the database, and one signed in through the real
// login call, for tests of any (auth) endpoint.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';

export const SHOPPER_PASSWORD = 'Shopper#2024';

export interface SignedInShopper {
  userId: number;
  email: string;
  /** The `Cookie` request-header value to pass to inject(). */
  cookie: string;
}

/**
 * Verified accounts written straight to the database, as e-mail verification would leave them:
 * one password hash shared by all (argon2 salts each hash, so one is as valid as many and costs
 * one hashing instead of one per shopper). Answers their ids, in the order of `emails`.
 */
export async function insertVerifiedShoppers(
  db: Database,
  emails: string[],
  password = SHOPPER_PASSWORD,
  firstName = 'Shopper',
): Promise<number[]> {
  const passwordHash = await hashPassword(password);
  const rows = await db
    .insert(users)
    .values(
      emails.map((email) => ({
        firstName,
        email: email.toLowerCase(),
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

export async function signedInShopper(
  app: FastifyInstance,
  options: { email?: string; firstName?: string; password?: string } = {},
): Promise<SignedInShopper> {
  const email = (
    options.email ?? `shopper-${randomBytes(6).toString('hex')}@example.com`
  ).toLowerCase();
  const password = options.password ?? SHOPPER_PASSWORD;
  const [userId] = await insertVerifiedShoppers(
    app.database.db,
    [email],
    password,
    options.firstName,
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password, remember_me: false },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { userId: userId!, email, cookie: cookieHeaderFrom(res.cookies) };
}

/** Turns Set-Cookie answers into the Cookie header a browser would send next. */
export function cookieHeaderFrom(cookies: { name: string; value: string }[]): string {
  return cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
