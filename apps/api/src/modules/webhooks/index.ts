// The webhooks module's entry: what the rest of the API may use of it (docs/webhooks.md).
// A change that endpoints should hear of calls one emit… function in its own transaction; the
// module imports none of the modules that call it (orders, stock, companies), so no cycle.
export {
  emitCompanyCreated,
  emitInvoiceIssued,
  emitOrderEvent,
  emitPaymentReceived,
  emitStockLow,
  type OrderWebhookEvent,
} from './webhook-events.ts';
export { registerWebhookSender } from './webhook-delivery.ts';
export { webhooksAdminRoutes } from './webhooks.admin.routes.ts';
