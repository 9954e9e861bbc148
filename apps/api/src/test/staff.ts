// Test support: staff members written to the database and signed in through a server-side
// session, so any admin call can be tested for each role without the sign-in flow.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';
import { staff } from '../db/schema.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { staffCookieName, startStaffSession } from '../modules/staff/staff-session.ts';

export const STAFF_PASSWORD = 'Provider#2024';

export interface SignedInStaff {
  staffId: number;
  email: string;
  role: StaffRole;
  /** The `Cookie` request-header value to pass to inject(). */
  cookie: string;
}

export async function insertStaff(
  app: FastifyInstance,
  role: StaffRole,
  options: { email?: string; name?: string; password?: string } = {},
): Promise<{ staffId: number; email: string }> {
  const email = (
    options.email ?? `${role}-${randomBytes(5).toString('hex')}@example.com`
  ).toLowerCase();
  const [row] = await app.database.db
    .insert(staff)
    .values({
      email,
      name: options.name ?? `Test ${role}`,
      role,
      passwordHash: await hashPassword(options.password ?? STAFF_PASSWORD),
    })
    .returning({ id: staff.id });
  return { staffId: row!.id, email };
}

export async function signedInStaff(
  app: FastifyInstance,
  role: StaffRole,
  options: { email?: string; name?: string } = {},
): Promise<SignedInStaff> {
  const { staffId, email } = await insertStaff(app, role, options);
  const token = await startStaffSession(app.database.db, staffId);
  return { staffId, email, role, cookie: `${staffCookieName(app.config)}=${token}` };
}
