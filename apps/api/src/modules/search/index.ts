// The search module's entry: what the rest of the API may use of it. Everything else in
// modules/search/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { indexItemGroups } from './search-index.ts';
export { searchRoutes } from './search.routes.ts';
