// The payments module's entry: what the rest of the API may use of it. Everything else in
// modules/payments/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { createPaymentProcessor } from './payment-processors.ts';
export { paymentsRoutes } from './payments.routes.ts';
