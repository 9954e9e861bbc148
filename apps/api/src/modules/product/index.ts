// The product module's entry: what the rest of the API may use of it. Everything else in
// modules/product/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { slabsOf } from './product.repository.ts';
export type { SlabRecord } from './product.repository.ts';
export { productRoutes } from './product.routes.ts';
