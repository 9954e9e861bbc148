// Test support: verified shoppers written to the database, and one signed in through the real
// login call, for tests of any (auth) endpoint.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { foundCompany } from '../modules/companies/company.repository.ts';

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
  // Each with a company of one, as sign-up makes (decision 146).
  for (const row of rows) await foundCompany(db, row.id, firstName);
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

/** Someone with a session (a shopper's or a staff member's cookie), or null for a guest. */
export type Caller = { cookie: string } | null;

/**
 * An API call as `who`, through inject(): the one helper the API tests share instead of each
 * writing its own. `app` is read at call time, since test files open their app in beforeAll.
 */
export function callerOf(app: () => FastifyInstance) {
  return (
    who: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The first `count` product ids of the test catalogue, in id order. */
export async function firstProductIds(db: Database, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products order by id limit ${count}`,
  );
  return rows.map((r) => Number(r.id));
}
