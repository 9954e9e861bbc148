// The staff module's entry: what the rest of the API may use of it. Everything else in
// modules/staff/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { accountAdminRoutes } from './account.admin.routes.ts';
export { FIRST_OWNER_FILE, ensureFirstOwner } from './first-owner.ts';
export { issueStaffReset } from './staff-account.repository.ts';
export { staffResetMail } from './staff-account.service.ts';
export { invitationMail } from './staff-management.service.ts';
export { notifyStaff, registerStaffNotifications } from './staff-notifications.ts';
export { readStaffSession, staffCookieName } from './staff-session.ts';
export { staffAdminRoutes } from './staff.admin.routes.ts';
export { issueInvitation, requireTotpForEveryone, staffByEmail } from './staff.repository.ts';
export { totpEnrolmentAdminRoutes } from './totp-enrolment.admin.routes.ts';
export { totpAdminRoutes } from './totp.admin.routes.ts';
