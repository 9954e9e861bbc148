// The back office's sign-in, the signed-in member's own calls and staff management
// (docs/api.md, back office, "Staff and sign-in"). Every write is audited in its own transaction.
import { sql } from 'drizzle-orm';
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
import { staff } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { clientKey } from '../../http/client-key.ts';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import {
  hashPassword,
  prepareTimingGuard,
  verifyAgainstNobody,
  verifyPassword,
  release,
  throttle,
} from '../identity/index.ts';
import { recordAudit, recordAuditAs } from '../audit/index.ts';
import { actorOf, staffOf } from '../../http/staff-guard.ts';
import {
  acceptInvitation,
  changeStaff,
  disableStaff,
  inviteStaff,
  listStaff,
} from './staff-management.service.ts';
import {
  clearStaffCookie,
  endStaffSession,
  setStaffCookie,
  startStaffSession,
} from './staff-session.ts';
import {
  invitationDetails,
  invitationUsable,
  requireTotpForEveryone,
  staffByEmail,
  staffView,
  type StaffRow,
} from './staff.service.ts';
import {
  claimRecoveryCode,
  normaliseRecoveryCode,
  recoveryCodesLeft,
} from './staff-account.service.ts';
import { TOTP_CODE_PATTERN, decryptTotpSecret, totpStepOf } from './totp.ts';

/** Six digits as an authenticator app shows them; spaces ("123 456") are dropped. */
export const codeField = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .max(20, { error: 'Enter the 6-digit code from your authenticator app.' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' }),
  );

const nameField = staffNameSchema.refine((v) => v !== '', { error: 'Please enter a name.' });

const roleField = z.enum(STAFF_ROLES, { error: 'The role is owner, manager or support.' });

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

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');
const totpRequired = (message: string) => new HttpError(401, 'totp_required', message);
const invalidInvitation = () =>
  new HttpError(
    400,
    'invalid_invitation',
    'This invitation link is invalid, used or expired. Ask an owner to invite you again.',
  );

const publicStaff = (row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

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
      // Counted before the password is checked (parallel guesses cannot all slip under the
      // limit); a right password takes its count back, as the shoppers' login does.
      // Failures count per account and client (issue 27.6): ten wrong passwords from one place
      // lock that place out of the account, not the owner out of it everywhere.
      const failuresKey = `${body.email} ${clientKey(request.ip)}`;
      await throttle(rateLimiter, reply, [
        ['staffSignInPerClient', clientKey(request.ip)],
        ['staffSignInFailuresPerAddress', failuresKey],
      ]);
      const found = await staffByEmail(db, body.email);
      const member = found?.passwordHash && !found.disabledAt ? found : undefined;
      /** A failed attempt is audited (issue 27.6): by nobody, naming the address tried. */
      const failed = async (reason: 'credentials' | 'code') => {
        await recordAuditAs(
          db,
          { staffId: null, address: request.ip },
          {
            action: 'staff.sign_in_failed',
            entityType: 'staff',
            entityId: member?.id ?? null,
            after: { email: body.email, reason },
          },
        );
      };
      // The same work and the same answer for an unknown, invited or disabled address.
      const ok = member
        ? await verifyPassword(member.passwordHash!, body.password)
        : await verifyAgainstNobody(body.password);
      if (!member || !ok) {
        await failed('credentials');
        throw invalidCredentials();
      }

      let step: number | null = null;
      let recoveryCode: string | null = null;
      if (member.totpEnabledAt) {
        if (!body.code) {
          // The right password alone is the first of two steps, not a failed guess.
          await release(rateLimiter, 'staffSignInFailuresPerAddress', failuresKey);
          throw totpRequired('Enter the 6-digit code from your authenticator app.');
        }
        const digits = body.code.replace(/\s+/g, '');
        // Anything but six digits is a recovery code: claimed below, with the session.
        if (!TOTP_CODE_PATTERN.test(digits)) recoveryCode = body.code;
        const secret =
          member.totpSecret && decryptTotpSecret(config.sessionSecret, member.totpSecret);
        step = recoveryCode === null && secret ? totpStepOf(secret, digits) : null;
        if (
          recoveryCode === null &&
          (step === null || (member.totpLastStep !== null && step <= member.totpLastStep))
        ) {
          await failed('code');
          throw totpRequired(
            'That code is not right or was used already. Enter the current code from your authenticator app.',
          );
        }
      }
      const token = await db.transaction(async (tx) => {
        if (
          recoveryCode !== null &&
          !(await claimRecoveryCode(tx, config.sessionSecret, member.id, recoveryCode))
        ) {
          return null;
        }
        if (step !== null) {
          // Claims the code's step: a code seen by two sign-ins at once signs in only one.
          const claimed = await tx
            .update(staff)
            .set({ totpLastStep: step })
            .where(
              sql`${staff.id} = ${member.id} and (${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
            )
            .returning({ id: staff.id });
          if (claimed.length === 0) {
            throw totpRequired('That code was used already. Wait for the next one and try again.');
          }
        }
        const t = await startStaffSession(tx, member.id, {
          address: request.ip,
          userAgent: request.headers['user-agent'],
        });
        await recordAuditAs(
          tx,
          { staffId: member.id, address: request.ip },
          { action: 'staff.sign_in', entityType: 'staff', entityId: member.id },
        );
        return t;
      });
      if (token === null) {
        // Audited outside the transaction, which wrote nothing.
        await failed('code');
        throw totpRequired(
          'That recovery code is not right or was used already. Enter another, or the code from your authenticator app.',
        );
      }
      await release(rateLimiter, 'staffSignInFailuresPerAddress', failuresKey);
      setStaffCookie(reply, config, token);
      const setupRequired = !member.totpEnabledAt && (await requireTotpForEveryone(db));
      return {
        staff: publicStaff(member),
        ...(setupRequired ? { totp_setup_required: true } : {}),
      };
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
      const session = staffOf(request);
      await db.transaction(async (tx) => {
        await endStaffSession(tx, session.sessionId);
        await recordAudit(tx, request, {
          action: 'staff.sign_out',
          entityType: 'staff',
          entityId: session.staff.id,
        });
      });
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
    async (request) => {
      const { staff: me } = staffOf(request);
      return {
        id: me.id,
        email: me.email,
        name: me.name,
        role: me.role,
        totp_enabled: me.totpEnabled,
        ...(me.totpEnabled ? { recovery_codes_left: await recoveryCodesLeft(db, me.id) } : {}),
        // The owner requires two-factor sign-in and this member has not set it up yet.
        ...(!me.totpEnabled && (await requireTotpForEveryone(db))
          ? { totp_setup_required: true }
          : {}),
      };
    },
  );

  // ---------------------------------------------------------------- staff management (owner)

  admin.get(
    '/staff/',
    {
      schema: { response: { 200: staffList } },
      config: { staffAction: 'staff.manage', docs: { summary: 'The staff list (owners).' } },
    },
    async () => {
      const rows = await listStaff(db);
      return { count: rows.length, results: rows.map(staffView) };
    },
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
      return reply.status(201).send(staffView(member));
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
    async (request) => {
      const row = await changeStaff(db, actorOf(request), request.params.id, request.body);
      // The guard reads the role on every call, so a new role applies at the member's next click.
      return staffView(row);
    },
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
    async (request) => {
      const row = await disableStaff(db, actorOf(request), request.params.id);
      return staffView(row);
    },
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
    async (request) => {
      const found = await invitationDetails(db, request.params.token);
      if (!found) throw invalidInvitation();
      return found;
    },
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
      const { token } = request.params;
      const body = request.body;
      // Each accept may hash a password (argon2): the same per-client limit as a reset confirm.
      await throttle(rateLimiter, reply, [
        ['resetConfirmPerClient', `staff-invitation:${clientKey(request.ip)}`],
      ]);
      // Checked before the slow hash; claiming it below checks again, atomically.
      if (!(await invitationUsable(db, token))) throw invalidInvitation();
      const passwordHash = await hashPassword(body.password);
      const accepted = await acceptInvitation(
        db,
        token,
        { name: body.name, passwordHash },
        { address: request.ip, userAgent: request.headers['user-agent'] },
      );
      if (!accepted) throw invalidInvitation();
      const { member, sessionToken } = accepted;
      setStaffCookie(reply, config, sessionToken);
      return { staff: publicStaff(member) };
    },
  );
}
