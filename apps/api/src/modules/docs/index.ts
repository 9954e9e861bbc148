// The docs module's entry: what the rest of the API may use of it. Everything else in
// modules/docs/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { docsRoutes } from './docs.routes.ts';
