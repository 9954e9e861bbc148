// The collections module's entry: what the rest of the API may use of it. Everything else in
// modules/collections/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { collectionsAdminRoutes } from './collections.admin.routes.ts';
export { collectionsRoutes } from './collections.routes.ts';
