// The customers module's entry: what the rest of the API may use of it. Everything else in
// modules/customers/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { customersAdminRoutes } from './customers.admin.routes.ts';
