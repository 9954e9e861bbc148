// The audit module's entry: what the rest of the API may use of it. Everything else in
// modules/audit/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { auditAdminRoutes } from './audit.admin.routes.ts';
export { recordAuditAs } from './audit.ts';
