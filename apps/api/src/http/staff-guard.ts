// The one authorisation rule of the back office (docs/api.md, back office): every route under /api/admin
// names the action it performs; a call without a live staff session answers 401, a role the
// domain's permission table does not allow answers 403 `forbidden`, before any handler runs.
// It lives with the HTTP layer, below every module that has staff routes: the staff module
// hands it the way to read a session (admin-api.ts wires the two), so no module reaches up.
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  staffId: number;
  address: string;
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
    /** Set on every /api/admin call that is not `public`. */
    staffSession?: StaffSession;
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

/** The actor of a guarded route's request: its staff member and address. */
export function actorOf(request: FastifyRequest): StaffActor {
  return { staffId: staffOf(request).staff.id, address: request.ip };
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
  admin.addHook('preValidation', async (request) => {
    const action = request.routeOptions.config.staffAction;
    if (action === 'public') return;
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
