// The listing module's entry: what the rest of the API may use of it. Everything else in
// modules/listing/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { invalidateListingCounts } from './listing.repository.ts';
export { listingRoutes } from './listing.routes.ts';
