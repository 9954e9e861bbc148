// The accounting module's entry: what the rest of the API may use of it. Everything else in
// modules/accounting/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { accountingAdminRoutes } from './accounting.admin.routes.ts';
