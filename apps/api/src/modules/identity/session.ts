// Sessions (docs/architecture.md, Sessions): a short-lived signed access token and an opaque refresh token,
// both in httpOnly cookies. Refresh tokens are stored hashed, rotated on every use and grouped in
// a family that is revoked whole on logout, on a password reset, or when a used token comes back.
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { REMEMBER_ME_DAYS } from '@solestock/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from './secret-token.ts';

/** Access tokens live 15 minutes: a stolen one is short-lived, a revoked family is checked too. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long a refresh token lasts after its last rotation (idle) and how long its family may live
 * at most (absolute). Remember-me keeps the session 30 days; without it the cookies end with the
 * browser session and the server gives up after a day idle or a week in all.
 */
export const SESSION_LIMITS = {
  remember: { idleMs: REMEMBER_ME_DAYS * DAY_MS, absoluteMs: REMEMBER_ME_DAYS * DAY_MS },
  browser: { idleMs: DAY_MS, absoluteMs: 7 * DAY_MS },
} as const;

export const notAuthenticated = () =>
  new HttpError(401, 'not_authenticated', 'Authentication required.');

const sessionEnded = () =>
  new HttpError(401, 'not_authenticated', 'Your session has ended. Please log in again.');

/** `__Host-` binds the cookies to our exact host over https (no Domain, Path=/, Secure). */
export function sessionCookieNames(config: Pick<Config, 'secureCookies'>) {
  const prefix = config.secureCookies ? '__Host-' : '';
  return { access: `${prefix}solestock_access`, refresh: `${prefix}solestock_refresh` };
}

export interface SessionContext {
  config: Config;
  db: Database;
}

const signingKeys = new Map<string, Uint8Array>();
function accessKey(secret: string): Uint8Array {
  let key = signingKeys.get(secret);
  if (!key) {
    // A key of its own, so the session secret can sign other things without crossing over.
    key = new Uint8Array(createHmac('sha256', secret).update('solestock access token').digest());
    signingKeys.set(secret, key);
  }
  return key;
}

const ISSUER = 'solestock';
const AUDIENCE = 'solestock-access';

async function signAccessToken(secret: string, userId: number, familyId: string) {
  return new SignJWT({ sid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(accessKey(secret));
}

export interface SessionIdentity {
  userId: number;
  familyId: string;
}

/**
 * Access tokens that passed jwtVerify, until they expire (issue 17, decision 119): WebCrypto's
 * HMAC verify was 12 % of the server's CPU under ten shoppers, for a token each shopper sends
 * unchanged for 15 minutes. Keyed by the whole token string, so only a token verified byte for
 * byte before is found; the family's liveness is still read from the database on every request
 * (currentSession), so a logout or reset takes effect at once as before.
 */
const verifiedTokens = new Map<
  string,
  { identity: SessionIdentity; expiresAtMs: number; secret: string }
>();
const VERIFIED_TOKENS_MAX = 10_000;

/** The verified access token's user and family, or null (missing, tampered, expired). */
export async function readAccessToken(
  config: Config,
  token: string | undefined,
): Promise<SessionIdentity | null> {
  if (!token) return null;
  const known = verifiedTokens.get(token);
  if (known && known.secret === config.sessionSecret && known.expiresAtMs > Date.now()) {
    return { ...known.identity };
  }
  if (known) verifiedTokens.delete(token);
  try {
    const { payload } = await jwtVerify(token, accessKey(config.sessionSecret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string')
      return null;
    const identity = { userId, familyId: payload.sid };
    if (typeof payload.exp === 'number') {
      // The oldest entry goes first (Map keeps insertion order).
      if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) {
        verifiedTokens.delete(verifiedTokens.keys().next().value!);
      }
      verifiedTokens.set(token, {
        identity,
        expiresAtMs: payload.exp * 1000,
        secret: config.sessionSecret,
      });
    }
    return identity;
  } catch {
    return null;
  }
}

/**
 * The signed-in user of this request, or null. Logout, resets and a disabled account take effect
 * at once.
 */
export async function currentSession(request: FastifyRequest): Promise<SessionIdentity | null> {
  const identity = await accessIdentity(request);
  if (!identity) return null;
  const live = await request.server.database.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(isLiveSession(identity))
    .limit(1);
  return live.length > 0 ? identity : null;
}

/**
 * The one rule of a live session, for a query from `refresh_tokens` joined to `users`: the
 * token's family is neither revoked (logout, reset) nor past its end, and the provider has not
 * disabled the account (issue 16). Every read that trusts an access token asks it.
 */
export const isLiveSession = (identity: {
  userId: number | SQLWrapper;
  familyId: string | SQLWrapper;
}) =>
  and(
    eq(refreshTokens.familyId, identity.familyId),
    eq(refreshTokens.userId, identity.userId),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.familyExpiresAt, sql`now()`),
    isNull(users.disabledAt),
  );

/** The verified access token of this request, not yet checked for a live session. */
export const accessIdentity = (request: FastifyRequest) =>
  readAccessToken(
    request.server.config,
    request.cookies[sessionCookieNames(request.server.config).access],
  );

/**
 * Every route that declares `auth: 'shopper'` (its docs): a request with no valid access token is
 * answered 401 before its input is validated, so a guest learns nothing from a 400 about a call
 * they may not make. The handler still asks whether the session is live (requireUserId).
 */
export async function shopperFirst(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config?.docs?.auth !== 'shopper') return;
  if (!(await accessIdentity(request))) throw notAuthenticated();
}

/** For every (auth) endpoint: the user id, or the API's 401. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  const session = await currentSession(request);
  if (!session) throw notAuthenticated();
  return session.userId;
}

const cookieBase = (config: Config) =>
  ({ httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' }) as const;

function setSessionCookies(
  config: Config,
  reply: FastifyReply,
  tokens: { access: string; refresh: string; refreshExpiresAt: Date; rememberMe: boolean },
) {
  const names = sessionCookieNames(config);
  const base = cookieBase(config);
  // Without remember-me no Max-Age: the browser drops both cookies when it closes.
  reply.setCookie(names.access, tokens.access, {
    ...base,
    ...(tokens.rememberMe ? { maxAge: ACCESS_TOKEN_TTL_SECONDS } : {}),
  });
  reply.setCookie(names.refresh, tokens.refresh, {
    ...base,
    ...(tokens.rememberMe
      ? { maxAge: Math.max(0, Math.floor((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000)) }
      : {}),
  });
}

export function clearSessionCookies(config: Config, reply: FastifyReply) {
  const names = sessionCookieNames(config);
  const base = cookieBase(config);
  reply.clearCookie(names.access, base);
  reply.clearCookie(names.refresh, base);
}

/** Signs the user in: a new refresh-token family and both cookies. */
export async function startSession(
  { config, db }: SessionContext,
  reply: FastifyReply,
  userId: number,
  rememberMe: boolean,
): Promise<void> {
  const limits = rememberMe ? SESSION_LIMITS.remember : SESSION_LIMITS.browser;
  const now = Date.now();
  const familyExpiresAt = new Date(now + limits.absoluteMs);
  const expiresAt = new Date(Math.min(now + limits.idleMs, familyExpiresAt.getTime()));
  const refresh = newSecretToken();
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    familyId,
    userId,
    tokenHash: hashSecretToken(refresh),
    rememberMe,
    expiresAt,
    familyExpiresAt,
  });
  await markActive(db, userId);
  const access = await signAccessToken(config.sessionSecret, userId, familyId);
  setSessionCookies(config, reply, { access, refresh, refreshExpiresAt: expiresAt, rememberMe });
}

/**
 * POST /token/refresh/: trades the refresh cookie for a new pair. The old token is claimed with
 * one conditional UPDATE, so of two concurrent uses only one wins; a token that was already used
 * is a replay (a copy in someone else's hands) and ends its whole family.
 */
export async function rotateSession(
  { config, db }: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionIdentity> {
  const presented = request.cookies[sessionCookieNames(config).refresh];
  if (!looksLikeSecretToken(presented)) {
    clearSessionCookies(config, reply);
    throw sessionEnded();
  }
  const hash = hashSecretToken(presented);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!claimed) {
    const [known] = await db
      .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    if (known?.usedAt) {
      request.log.warn({ familyId: known.familyId }, 'refresh token replayed; family revoked');
      await revokeFamily(db, known.familyId);
    }
    clearSessionCookies(config, reply);
    throw sessionEnded();
  }
  const limits = claimed.rememberMe ? SESSION_LIMITS.remember : SESSION_LIMITS.browser;
  const expiresAt = new Date(
    Math.min(Date.now() + limits.idleMs, claimed.familyExpiresAt.getTime()),
  );
  const refresh = newSecretToken();
  await db.insert(refreshTokens).values({
    familyId: claimed.familyId,
    userId: claimed.userId,
    tokenHash: hashSecretToken(refresh),
    rememberMe: claimed.rememberMe,
    expiresAt,
    familyExpiresAt: claimed.familyExpiresAt,
  });
  await markActive(db, claimed.userId);
  const access = await signAccessToken(config.sessionSecret, claimed.userId, claimed.familyId);
  setSessionCookies(config, reply, {
    access,
    refresh,
    refreshExpiresAt: expiresAt,
    rememberMe: claimed.rememberMe,
  });
  return { userId: claimed.userId, familyId: claimed.familyId };
}

/**
 * A sign-in or a session refresh is activity: the inactive-accounts job measures its 2 years
 * from the latest (modules/accounts/inactive-accounts.ts).
 */
async function markActive(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs the account out everywhere (a completed password reset). */
export async function revokeAllSessions(
  db: Pick<Database, 'update'>,
  userId: number,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * POST /logout/: ends the family of whichever cookie identifies it (the access token, or the
 * refresh token when the access token has expired) and clears both cookies.
 */
export async function endSession(
  { config, db }: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const names = sessionCookieNames(config);
  const identity = await readAccessToken(config, request.cookies[names.access]);
  if (identity) await revokeFamily(db, identity.familyId);
  const refresh = request.cookies[names.refresh];
  if (looksLikeSecretToken(refresh)) {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecretToken(refresh)));
    if (row) await revokeFamily(db, row.familyId);
  }
  clearSessionCookies(config, reply);
}
