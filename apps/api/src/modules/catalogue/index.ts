// The catalogue module's entry: what the rest of the API may use of it. Everything else in
// modules/catalogue/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { catalogueAdminRoutes } from './catalogue.admin.routes.ts';
export { syncPrices } from './catalogue-prices-sync.ts';
export { itemGroupsWithProducts } from './catalogue.repository.ts';
export { catalogueRoutes, idParam } from './catalogue.routes.ts';
export { packsAdminRoutes } from './packs.admin.routes.ts';
export { liveProductsOf, packsByIds } from './packs.repository.ts';
