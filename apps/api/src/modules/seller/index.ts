// The seller module's entry: what the rest of the API may use of it. Everything else in
// modules/seller/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { sellerDetails } from './seller-details.service.ts';
export { sellerAdminRoutes } from './seller.admin.routes.ts';
