// The personal-part module's entry: what the rest of the API may use of it. Everything else in
// modules/personal-part/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { personalPartFor, personalPartRoutes } from './personal-part.routes.ts';
