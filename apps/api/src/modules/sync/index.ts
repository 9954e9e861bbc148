// The sync module's entry (docs/sync.md): the sync calls' routes. Everything else in
// modules/sync/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { syncAdminRoutes } from './sync.admin.routes.ts';
