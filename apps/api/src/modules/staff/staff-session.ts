// Staff sessions (docs/api.md, back office, "Staff and sign-in"): an opaque token in a cookie of its own
// (httpOnly, SameSite=Strict, `__Host-` over https), stored hashed, at most 12 hours long and
// ended after 30 minutes idle, so an owner can end it on the server at once (sign-out, disable).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffSession } from '../../http/staff-guard.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { staff, staffSessions } from '../../db/schema.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';

const MINUTE_MS = 60_000;

export const STAFF_SESSION_LIMITS = {
  absoluteMs: 12 * 60 * MINUTE_MS,
  idleMs: 30 * MINUTE_MS,
  /** last_seen_at is written at most this often: not one write per console request. */
  touchEveryMs: MINUTE_MS,
} as const;

export function staffCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-solestock_staff' : 'solestock_staff';
}

/** Starts a session for a staff member; returns the token to set as the cookie. */
export async function startStaffSession(
  db: Pick<Database, 'insert'>,
  staffId: number,
  context: { address?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newSecretToken();
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + STAFF_SESSION_LIMITS.absoluteMs),
    address: context.address ?? null,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export function setStaffCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(staffCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    // A browser-session cookie: the server's limits decide how long it is honoured.
  });
}

export function clearStaffCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(staffCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
  });
}

/**
 * The live session named by the request's staff cookie, or null: unknown, ended, past its
 * absolute limit, idle too long, or its member disabled. Touches last_seen_at now and then.
 */
export async function readStaffSession(
  db: Database,
  config: Config,
  request: FastifyRequest,
): Promise<StaffSession | null> {
  const token = request.cookies[staffCookieName(config)];
  if (!looksLikeSecretToken(token)) return null;
  const idleSince = new Date(Date.now() - STAFF_SESSION_LIMITS.idleMs);
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      totpEnabledAt: staff.totpEnabledAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSecretToken(token)),
        isNull(staffSessions.endedAt),
        isNull(staff.disabledAt),
        sql`${staffSessions.expiresAt} > now()`,
        sql`${staffSessions.lastSeenAt} > ${idleSince.toISOString()}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > STAFF_SESSION_LIMITS.touchEveryMs) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    staff: {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      totpEnabled: row.totpEnabledAt !== null,
    },
  };
}

export async function endStaffSession(
  db: Pick<Database, 'update'>,
  sessionId: number,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}

/** Ends every session of a member (disabled, role changed, password set anew). */
export async function endAllStaffSessions(
  db: Pick<Database, 'update'>,
  staffId: number,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}

/** Ends every session of a member but the one in hand (their own password change). */
export async function endOtherStaffSessions(
  db: Pick<Database, 'update'>,
  staffId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.endedAt),
        ne(staffSessions.id, keepSessionId),
      ),
    );
}

/**
 * Ends the sessions that two-factor sign-in did not open (issue 27.6): every other session of a
 * member who has just turned it on, or, when the owner requires it, every session of members
 * without it. `keep` is the session making the change.
 */
export async function endPasswordOnlySessions(
  db: Pick<Database, 'update'>,
  keep: number,
  staffId?: number,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        isNull(staffSessions.endedAt),
        ne(staffSessions.id, keep),
        staffId !== undefined
          ? eq(staffSessions.staffId, staffId)
          : sql`${staffSessions.staffId} in (select ${staff.id} from ${staff} where ${staff.totpEnabledAt} is null)`,
      ),
    );
}
