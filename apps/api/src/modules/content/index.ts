// The content module's entry: what the rest of the API may use of it. Everything else in
// modules/content/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { contentAdminRoutes } from './content.admin.routes.ts';
export { contentRoutes } from './content.routes.ts';
export { countryFromRequest } from './user-country.ts';
