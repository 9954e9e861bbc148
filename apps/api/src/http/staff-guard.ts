// The one authorisation rule of the back office (docs/api.md, back office): every route under /api/admin
// names the action it performs; a call without a live staff session answers 401, a role the
// domain's permission table does not allow answers 403 `forbidden`, before any handler runs.
// It lives with the HTTP layer, below every module that has staff routes: the staff module
// hands it the way to read a session (admin-api.ts wires the two), so no module reaches up.
// An API key (docs/api-keys.md, decision 197) is the other way in: an `Authorization: Bearer`
// token reaches exactly the routes whose action is among its scopes, the same rule for both.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  STAFF_ACTIONS,
  staffMayDo,
  type StaffAction,
  type StaffRole,
} from '@solestock/domain/back-office/staff-roles';
import { HttpError } from './errors.ts';

/** The staff member a live session belongs to. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
}

/**
 * Who makes a staff write, as the audit log records it: the member and the address they called
 * from. Services take this, not the request (`actorOf` makes it), so they can be called without
 * HTTP.
 */
export interface StaffActor {
  /** For an API key: the owner who issued it, the member its writes are accountable to. */
  staffId: number;
  address: string;
  /** The API key the write is made with (docs/api-keys.md): the audit names it. */
  apiKeyId?: number;
}

/** A live API key calling /api/admin (docs/api-keys.md): what the guard and the audit need. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  /** The owner who issued the key. */
  staffId: number;
  /** The key's scopes, narrowed to what its issuer's role may do today. */
  scopes: ReadonlySet<StaffAction>;
}

export interface StaffSession {
  sessionId: number;
  staff: StaffMember;
}

/** What the guard asks of the staff module. */
export interface StaffSessions {
  /** The request's live staff session, or null. */
  read(request: FastifyRequest): Promise<StaffSession | null>;
  /** Whether the owner requires two-factor sign-in of every member (decision 064). */
  totpRequiredOfEveryone(): Promise<boolean>;
  /**
   * The live key a Bearer token is the secret of, or null (unknown, revoked, expired): read on
   * every call, so a revocation holds at once. Notes where it was used from (at most a minute
   * behind).
   */
  readApiKey(token: string, request: FastifyRequest): Promise<ApiKeyCaller | null>;
  /** Calls one key may make a minute (0: no limit). */
  apiKeyCallsPerMinute: number;
}

/** `public`: the few calls made before there is a session (sign-in, accepting an invitation). */
export type StaffRouteAction = StaffAction | 'public';

export interface AdminRoute {
  method: string;
  url: string;
  action: StaffRouteAction;
  /** The route says a 2xx answer changes the storefront (`config.changesStorefront`). */
  changesStorefront: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staffAction?: StaffRouteAction;
  }
  interface FastifyRequest {
    /** Set on every /api/admin call that is not `public` and made with a staff session. */
    staffSession?: StaffSession;
    /** Set on every /api/admin call that is not `public` and made with an API key. */
    apiKey?: ApiKeyCaller;
  }
  interface FastifyInstance {
    /** Every admin route with its action: the role × route test walks this list. */
    adminRoutes: AdminRoute[];
  }
}

export const staffNotSignedIn = () =>
  new HttpError(401, 'not_authenticated', 'Please sign in to the back office.');

export const forbidden = () =>
  new HttpError(403, 'forbidden', 'Your role does not allow this. Ask an owner if you need it.');

/** The session of a guarded route's request (set by the guard before validation). */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw staffNotSignedIn();
  return request.staffSession;
}

/** The actor of a guarded route's request: its staff member (or API key) and address. */
export function actorOf(request: FastifyRequest): StaffActor {
  const key = request.apiKey;
  if (key) return { staffId: key.staffId, address: request.ip, apiKeyId: key.id };
  return { staffId: staffOf(request).staff.id, address: request.ip };
}

/** Whether the request's caller (a member's role, or a key's scopes) may do `action`. */
export function callerMayDo(request: FastifyRequest, action: StaffAction): boolean {
  if (request.apiKey) return request.apiKey.scopes.has(action);
  return staffMayDo(staffOf(request).staff.role, action);
}

/** Who made the request, in words for an answer that names them: a member, or "API key <name>". */
export function callerName(request: FastifyRequest): { name: string; email: string } {
  if (request.apiKey) return { name: `API key ${request.apiKey.name}`, email: '' };
  const { name, email } = staffOf(request).staff;
  return { name, email };
}

export const apiKeyRefused = () =>
  new HttpError(
    401,
    'not_authenticated',
    'This API key is unknown, revoked or expired. Ask an owner for a key (Settings → API keys).',
  );

/**
 * The Bearer token of the request, or undefined when it names none. A Bearer request is judged
 * by its key alone, never by a cookie it may also carry.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(header);
  return match ? match[1] : header.trim() === '' ? undefined : '';
}

function isStaffRouteAction(value: unknown): value is StaffRouteAction {
  return value === 'public' || (STAFF_ACTIONS as readonly unknown[]).includes(value);
}

/** Adds the guard to the encapsulated /api/admin instance; call before its routes are added. */
export function guardStaffRoutes(admin: FastifyInstance, sessions: StaffSessions): void {
  admin.addHook('onRoute', (route) => {
    const action = route.config?.staffAction;
    if (!isStaffRouteAction(action)) {
      // Failing at start-up, not at request time: no admin route can ship without a rule.
      throw new Error(`Admin route ${String(route.method)} ${route.url} names no staffAction.`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      admin.adminRoutes.push({
        method,
        url: route.url,
        action,
        changesStorefront: route.config?.changesStorefront === true,
      });
    }
  });
  // Before validation: a caller without the right gets 401/403, never a 400 that reads its input.
  admin.addHook('preValidation', async (request, reply) => {
    const action = request.routeOptions.config.staffAction;
    if (action === 'public') return;
    const token = bearerToken(request);
    if (token !== undefined) {
      const key = token === '' ? null : await sessions.readApiKey(token, request);
      if (!key) throw apiKeyRefused();
      await throttleKey(admin, key, sessions.apiKeyCallsPerMinute, reply);
      if (!key.scopes.has(action as StaffAction)) throw forbidden();
      request.apiKey = key;
      return;
    }
    const session = await sessions.read(request);
    if (!session) throw staffNotSignedIn();
    if (!staffMayDo(session.staff.role, action as StaffAction)) throw forbidden();
    // The owner requires two-factor sign-in: a member without it may only set it up (decision 064).
    if (
      action !== 'self' &&
      !session.staff.totpEnabled &&
      (await sessions.totpRequiredOfEveryone())
    ) {
      throw new HttpError(
        403,
        'totp_setup_required',
        'This shop requires two-factor sign-in: set it up with the link an owner mails you (ask an owner for one), then sign in again.',
      );
    }
    request.staffSession = session;
  });
}

/** Counts one call of `key`; past its limit a minute, 429 with Retry-After (docs/api-keys.md). */
async function throttleKey(
  admin: FastifyInstance,
  key: ApiKeyCaller,
  perMinute: number,
  reply: FastifyReply,
): Promise<void> {
  if (perMinute === 0) return;
  const state = await admin.rateLimiter.consume(`api-key:${key.id}`, perMinute, 60_000);
  if (state.allowed) return;
  reply.header('retry-after', String(state.retryAfterSeconds));
  throw new HttpError(
    429,
    'too_many_requests',
    `This API key made more than ${perMinute} calls this minute. Wait ${state.retryAfterSeconds} seconds (Retry-After) and try again, or spread the calls out.`,
  );
}
