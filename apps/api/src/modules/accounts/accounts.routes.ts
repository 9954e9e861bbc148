// The Accounts calls of ../shared/API.md: sign-up, e-mail verification, login, refresh, logout,
// profile and password reset.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { verifyAgainstNobody, verifyPassword } from './passwords.ts';
import {
  endSession,
  requireUserId,
  rotateSession,
  startSession,
  type SessionContext,
} from './session.ts';

/** Addresses are compared lowercased: 'Ann@Shop.com' and 'ann@shop.com' are one account. */
const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, { error: 'Please enter your email address.' })
  .max(254, { error: 'An email address has at most 254 characters.' })
  .transform((v) => v.toLowerCase());

const loginBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(256, { error: 'A password has at most 256 characters.' }),
  remember_me: z.boolean({ error: 'remember_me must be true or false.' }).default(false),
});

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');

export async function accountsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const ctx: SessionContext = { config: app.config, db };

  app.post('/login/', async (request, reply) => {
    const body = parseInput(loginBody, request.body ?? {});
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    // Same work and the same answer for an unknown address as for a wrong password.
    const ok = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstNobody(body.password);
    if (!user || !ok) throw invalidCredentials();
    if (!user.emailVerifiedAt) {
      throw new HttpError(
        403,
        'email_not_verified',
        'Please verify your email address first: open the link we sent you, or ask for a new one.',
        undefined,
        { email: user.email },
      );
    }
    await startSession(ctx, reply, user.id, body.remember_me);
    return { user: { id: user.id, first_name: user.firstName } };
  });

  app.post('/token/refresh/', async (request, reply) => {
    const { userId } = await rotateSession(ctx, request, reply);
    const [user] = await db
      .select({ id: users.id, first_name: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    return { user };
  });

  app.post('/logout/', async (request, reply) => {
    await endSession(ctx, request, reply);
    return { message: 'You are logged out.' };
  });

  app.get('/profile/', async (request) => {
    const userId = await requireUserId(request);
    const [user] = await db
      .select({ id: users.id, first_name: users.firstName, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'not_authenticated', 'Authentication required.');
    return user;
  });
}
