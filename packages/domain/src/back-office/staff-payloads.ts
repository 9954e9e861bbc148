// The answers of the console's staff calls (docs/api.md, back office, "Staff" and the audit log),
// defined once in the domain and read by the console (console/shared/console-types.ts).
import { z } from 'zod';
import { paged } from './order-payloads.ts';
import { STAFF_NOTIFICATIONS, type StaffNotification } from './staff-notifications.ts';
import { STAFF_ROLES } from './staff-roles.ts';

const staffRole = z.enum(STAFF_ROLES);

/** A member as sign-in, an accepted invitation and an enrolment's confirm name them. */
export const staffRef = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
});

/** GET /api/admin/me/: the signed-in member. */
export const staffMe = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  totp_enabled: z.boolean(),
  /** Unused two-factor recovery codes (only while two-factor sign-in is on). */
  recovery_codes_left: z.number().int().optional(),
  /** The owner requires two-factor sign-in and this member has not set it up. */
  totp_setup_required: z.boolean().optional(),
});
export type StaffMe = z.output<typeof staffMe>;

/** POST /api/admin/session/: who signed in; `totp_setup_required` when they must set it up. */
export const staffSignedIn = z.strictObject({
  staff: staffRef,
  totp_setup_required: z.boolean().optional(),
});

/** GET /api/admin/staff/ → results[], and the answer of inviting, changing or disabling one. */
export const staffMemberRow = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  status: z.enum(['active', 'invited', 'disabled']),
  invited: z.boolean(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  totp_enabled: z.boolean(),
  created_at: z.string(),
});
export type StaffMemberRow = z.output<typeof staffMemberRow>;

/** GET /api/admin/staff/: every member, invited and disabled ones too. */
export const staffList = z.strictObject({
  count: z.number().int(),
  results: z.array(staffMemberRow),
});

/** GET /api/admin/invitations/{token}/: what the join page shows. */
export const staffInvitation = z.strictObject({
  email: z.string(),
  /** The name the owner gave; '' when none. */
  name: z.string(),
  role: staffRole,
  expires_at: z.string(),
});

/** GET/PUT /api/admin/settings/: whether everyone needs two-factor sign-in. */
export const staffShopSettings = z.strictObject({ require_totp: z.boolean() });
export type StaffShopSettings = z.output<typeof staffShopSettings>;

/** A sentence to show: a changed password, a reset mailed or done. */
export const staffMessage = z.strictObject({ message: z.string() });
export type StaffMessage = z.output<typeof staffMessage>;

/** Ten one-time recovery codes, shown this once. */
export const recoveryCodes = z.strictObject({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.output<typeof recoveryCodes>;

/** POST /api/admin/me/totp/ (201): the secret, its otpauth URL and QR code, shown this once. */
export const totpSetup = z.strictObject({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
  qr_data_url: z.string(),
});
export type TotpSetup = z.output<typeof totpSetup>;

/** POST /api/admin/me/totp/confirm/: two-factor sign-in is on, with the recovery codes. */
export const totpTurnedOn = recoveryCodes.extend({ totp_enabled: z.literal(true) });
export type TotpTurnedOn = z.output<typeof totpTurnedOn>;

/** DELETE /api/admin/me/totp/ */
export const totpTurnedOff = z.strictObject({ totp_enabled: z.literal(false) });

/** POST /api/admin/staff/{id}/totp-enrolment/ (201): where the set-up link went, until when. */
export const totpEnrolmentSent = z.strictObject({ sent_to: z.string(), expires_at: z.string() });
export type TotpEnrolmentSent = z.output<typeof totpEnrolmentSent>;

/** POST /api/admin/totp-enrolment/{token}/ (201): the link's member and their new secret. */
export const totpEnrolmentStarted = totpSetup.extend({
  staff: z.strictObject({ email: z.string(), name: z.string() }),
});

/** POST /api/admin/totp-enrolment/{token}/confirm/: on, the codes, and who is signed in. */
export const totpEnrolmentConfirmed = totpTurnedOn.extend({ staff: staffRef });

/** GET/PUT /api/admin/me/notifications/: each notification mail, on or off. */
export const notificationSettings = z.strictObject(
  Object.fromEntries(STAFF_NOTIFICATIONS.map((k) => [k, z.boolean()])) as Record<
    StaffNotification,
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.output<typeof notificationSettings>;

/** GET /api/admin/audit/ → results[]: one staff write, who made it, from where, before and after. */
export const auditRow = z.strictObject({
  id: z.number().int(),
  created_at: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  /** Who made the change; null for a write made without a member (a job, a first owner). */
  staff: z.strictObject({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  staff_email: z.string().nullable(),
  /** The API key the write was made with (docs/api-keys.md); the row reads "API key <name>". */
  api_key: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  address: z.string().nullable(),
  /** The entity as it was and as it became (JSON as recorded); null when there is none. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.output<typeof auditRow>;

/** GET /api/admin/audit/: the log, newest first, 50 a page. */
export const auditPage = paged(auditRow);
export type AuditPage = z.output<typeof auditPage>;
