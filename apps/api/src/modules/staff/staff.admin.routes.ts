// The back office's sign-in, the signed-in member's own calls and staff management
// (docs/api.md, back office, "Staff and sign-in"). Each route declares its schemas, counts its
// throttles and hands the parsed input to staff.service.ts (sign-in, sign-out, me) or
// staff-management.service.ts; the staff cookie is set and cleared here.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EMAIL_PATTERN, emailHint } from '@solestock/domain';
import {
  emailInputSchema as emailField,
  newPasswordSchema as newPasswordField,
  staffNameSchema,
} from '@solestock/domain/account-schemas';
import {
  staffInvitation,
  staffList,
  staffMe,
  staffMemberRow,
  staffRef,
  staffSignedIn,
} from '@solestock/domain/back-office/staff-payloads';
import { STAFF_ROLES } from '@solestock/domain/back-office/staff-roles';
import { clientKey } from '../../http/client-key.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { prepareTimingGuard, release, throttle } from '../identity/index.ts';
import { actorOf, staffOf } from '../../http/staff-guard.ts';
import { normaliseRecoveryCode } from './recovery-codes.ts';
import {
  acceptInvitation,
  allStaff,
  changeStaff,
  disableStaff,
  invitationPage,
  inviteStaff,
} from './staff-management.service.ts';
import { clearStaffCookie, setStaffCookie } from './staff-session.ts';
import { signIn, signOut, signedInMember, type SignInTries } from './staff.service.ts';

/** Six digits as an authenticator app shows them; spaces ("123 456") are dropped. */
export const codeField = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .max(20, { error: 'Enter the 6-digit code from your authenticator app.' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' }),
  );

const nameField = staffNameSchema.refine((v) => v !== '', { error: 'Please enter a name.' });

const roleField = z.enum(STAFF_ROLES, {
  error: 'The role is owner, manager, support or sales_rep.',
});

const SIGN_IN_CODE_HINT =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

const signInBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(256, { error: 'A password has at most 256 characters.' }),
  // The authenticator's six digits, or one of the member's recovery codes (decision 138).
  code: z
    .string({ error: SIGN_IN_CODE_HINT })
    .max(40, { error: SIGN_IN_CODE_HINT })
    .transform((v) => v.trim())
    .refine((v) => /^\d{6}$/.test(v.replace(/\s+/g, '')) || normaliseRecoveryCode(v) !== null, {
      error: SIGN_IN_CODE_HINT,
    })
    .optional(),
});

const inviteBody = z.object({
  email: emailField.pipe(z.string().regex(EMAIL_PATTERN, { error: emailHint() })),
  // The invited member names themself on accepting; blank until then is fine.
  name: staffNameSchema.optional(),
  role: roleField,
});

const changeBody = z
  .object({ name: nameField.optional(), role: roleField.optional() })
  .refine((b) => b.name !== undefined || b.role !== undefined, {
    error: 'Send a new name or role.',
  });

const idParams = z.object({
  id: z.coerce
    .number({ error: 'A staff id is a whole number.' })
    .int({ error: 'A staff id is a whole number.' })
    .min(1, { error: 'A staff id is a whole number.' })
    .max(2_147_483_647, { error: 'No staff member has this id.' }),
});

const tokenParams = z.object({ token: z.string().max(200) });
const acceptBody = z.object({ name: nameField, password: newPasswordField });

/**
 * The sign-in throttles of one attempt with `email` from `ip` (staff.service.ts, SignInTries).
 * Failures count per account and client (issue 27.6): ten wrong passwords from one place lock
 * that place out of the account, not the owner out of it everywhere.
 */
export function signInTries(
  rateLimiter: RateLimiter,
  reply: FastifyReply,
  email: string | undefined,
  ip: string,
): SignInTries {
  const failuresKey = `${email} ${clientKey(ip)}`;
  return {
    count: () =>
      throttle(rateLimiter, reply, [
        ['staffSignInPerClient', clientKey(ip)],
        ['staffSignInFailuresPerAddress', failuresKey],
      ]),
    release: () => release(rateLimiter, 'staffSignInFailuresPerAddress', failuresKey),
  };
}

export async function staffAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;
  const { config, rateLimiter } = admin;
  await prepareTimingGuard();

  admin.post(
    '/session/',
    {
      schema: { body: signInBody, response: { 200: staffSignedIn } },
      config: {
        staffAction: 'public',
        docs: {
          summary: 'Staff sign-in; sets the staff cookie.',
          responses: { 401: 'Wrong credentials, or code totp_required.', 429: 'Throttled.' },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const tries = signInTries(rateLimiter, reply, body.email, request.ip);
      await tries.count();
      const { answer, sessionToken } = await signIn(
        db,
        config.sessionSecret,
        tries,
        { address: request.ip, userAgent: request.headers['user-agent'] },
        body,
      );
      setStaffCookie(reply, config, sessionToken);
      return answer;
    },
  );

  admin.delete(
    '/session/',
    {
      schema: { response: { 204: noContent } },
      config: {
        staffAction: 'self',
        docs: { summary: 'Staff sign-out.', responses: { 204: 'Signed out.' } },
      },
    },
    async (request, reply) => {
      await signOut(db, actorOf(request), staffOf(request).sessionId);
      clearStaffCookie(reply, config);
      return reply.status(204).send();
    },
  );

  admin.get(
    '/me/',
    {
      schema: { response: { 200: staffMe } },
      config: { staffAction: 'self', docs: { summary: 'The signed-in staff member.' } },
    },
    async (request) => signedInMember(db, staffOf(request).staff),
  );

  // ---------------------------------------------------------------- staff management (owner)

  admin.get(
    '/staff/',
    {
      schema: { response: { 200: staffList } },
      config: { staffAction: 'staff.manage', docs: { summary: 'The staff list (owners).' } },
    },
    async () => allStaff(db),
  );

  admin.post(
    '/staff/',
    {
      schema: { body: inviteBody, response: { 201: staffMemberRow } },
      config: {
        staffAction: 'staff.manage',
        docs: {
          summary: 'Invite a staff member (an e-mailed link, 72 h).',
          responses: { 201: 'Invited.', 409: 'The address is already staff.' },
        },
      },
    },
    async (request, reply) => {
      const member = await inviteStaff(
        db,
        actorOf(request),
        staffOf(request).staff,
        config.publicUrl,
        request.body,
      );
      return reply.status(201).send(member);
    },
  );

  admin.patch(
    '/staff/:id/',
    {
      schema: { params: idParams, body: changeBody, response: { 200: staffMemberRow } },
      config: {
        staffAction: 'staff.manage',
        docs: {
          summary: "Change a member's name or role.",
          responses: { 404: 'No such member.', 409: 'The last owner cannot be demoted.' },
        },
      },
    },
    async (request) => changeStaff(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/staff/:id/',
    {
      schema: { params: idParams, response: { 200: staffMemberRow } },
      config: {
        staffAction: 'staff.manage',
        docs: {
          summary: 'Disable a member.',
          responses: { 404: 'No such member.', 409: 'The last owner cannot be removed.' },
        },
      },
    },
    async (request) => disableStaff(db, actorOf(request), request.params.id),
  );

  admin.get(
    '/invitations/:token/',
    {
      schema: { params: tokenParams, response: { 200: staffInvitation } },
      config: {
        staffAction: 'public',
        docs: {
          summary: "An invitation's address, role and the name the owner gave, for its join page.",
          responses: { 400: 'The token is expired, used or wrong (invalid_invitation).' },
        },
      },
    },
    async (request) => invitationPage(db, request.params.token),
  );

  admin.post(
    '/invitations/:token/accept/',
    {
      schema: {
        params: tokenParams,
        body: acceptBody,
        response: { 200: z.strictObject({ staff: staffRef }) },
      },
      config: {
        staffAction: 'public',
        docs: { summary: 'Accept an invitation: set name and password; signs in.' },
      },
    },
    async (request, reply) => {
      // Each accept may hash a password (argon2): the same per-client limit as a reset confirm.
      await throttle(rateLimiter, reply, [
        ['resetConfirmPerClient', `staff-invitation:${clientKey(request.ip)}`],
      ]);
      const { answer, sessionToken } = await acceptInvitation(
        db,
        request.params.token,
        request.body,
        { address: request.ip, userAgent: request.headers['user-agent'] },
      );
      setStaffCookie(reply, config, sessionToken);
      return answer;
    },
  );
}
