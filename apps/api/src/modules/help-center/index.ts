// The help-center module's entry: what the rest of the API may use of it. Everything else in
// modules/help-center/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { helpCenterRoutes } from './help-center.routes.ts';
export { messagesAdminRoutes } from './messages.admin.routes.ts';
