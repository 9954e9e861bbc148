// The cart module's entry: what the rest of the API may use of it. Everything else in
// modules/cart/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { cartLineCount, tooManyLinesRefusal } from './cart-limit.ts';
export { priceCart, priceLine, refuseUnavailableLines } from './cart.pricing.ts';
export type { LineToPrice, PricedCart } from './cart.pricing.ts';
export { addManyToCart, cartHolds, cartLinesOf, productsWithSlabs } from './cart.repository.ts';
export { cartRoutes } from './cart.routes.ts';
export { addLines as addCartLines } from './cart.service.ts';
export { cartCountQuery, idParams, orderNowBody, orderQuery } from './cart.schemas.ts';
