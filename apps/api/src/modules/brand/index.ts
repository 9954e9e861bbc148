// The brand module's entry: what the rest of the API may use of it. Everything else in
// modules/brand/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { brandAdminRoutes } from './brand.admin.routes.ts';
export { brandRoutes } from './brand.routes.ts';
export { markDemo } from './brand.repository.ts';
export {
  shopBrandForPapers,
  shopBrandOf,
  forgetShopBrand,
  readShopBrand,
} from './brand.service.ts';
