// The accounts module's entry: what the rest of the API may use of it. Everything else in
// modules/accounts/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { accountsRoutes } from './accounts.routes.ts';
export { registerInactiveAccounts } from './inactive-accounts.ts';
