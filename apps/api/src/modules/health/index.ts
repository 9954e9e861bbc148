// The health module's entry: what the rest of the API may use of it. Everything else in
// modules/health/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { healthRoutes } from './health.routes.ts';
