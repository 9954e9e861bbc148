// The API keys module's entry: what the rest of the API may use of it. Everything else in
// modules/api-keys/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { apiKeysAdminRoutes } from './api-keys.admin.routes.ts';
export { readApiKey } from './api-keys.service.ts';
