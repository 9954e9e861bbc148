// The rates module's entry: what the rest of the API may use of it. Everything else in
// modules/rates/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { cachedExchangeRates, invalidateExchangeRates } from './exchange-rates.cache.ts';
export { ratesAdminRoutes } from './rates.admin.routes.ts';
export { ratesRoutes } from './rates.routes.ts';
export { registerRatesRefresh } from './rates.service.ts';
