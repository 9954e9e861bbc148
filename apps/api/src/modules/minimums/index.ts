// The minimums module's entry: what the rest of the API may use of it. Everything else in
// modules/minimums/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { minimumsAdminRoutes } from './minimums.admin.routes.ts';
export {
  amendmentShortfalls,
  minOrderUsd,
  refuseShortfalls,
  shortfallsOf,
} from './minimums.service.ts';
