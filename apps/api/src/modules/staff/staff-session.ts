// Staff sessions (docs/api.md, back office, "Staff and sign-in"): an opaque token in a cookie of its own
// (httpOnly, SameSite=Strict, `__Host-` over https), stored hashed, at most 12 hours long and
// ended after 30 minutes idle, so an owner can end it on the server at once (sign-out, disable).
// Its rows are staff.repository.ts's; the cookie and the limits are here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSession } from '../../http/staff-guard.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';
import { insertSession, liveSession, touchSession } from './staff.repository.ts';

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
  await insertSession(db, {
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
  const row = await liveSession(db, hashSecretToken(token), idleSince);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > STAFF_SESSION_LIMITS.touchEveryMs) {
    await touchSession(db, row.sessionId);
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
