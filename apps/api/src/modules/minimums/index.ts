// The minimums module's entry: what the rest of the API may use of it. Everything else in
// modules/minimums/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { minimumsAdminRoutes } from './minimums.admin.routes.ts';
export { minOrderUsd } from './minimums.repository.ts';
export { amendmentShortfalls, refuseShortfalls, shortfallsOf } from './minimums.service.ts';
