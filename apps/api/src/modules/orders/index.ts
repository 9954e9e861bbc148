// The orders module's entry: what the rest of the API may use of it. Everything else in
// modules/orders/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { issueInvoiceNumber, issueShipmentInvoice } from './invoice-numbers.ts';
export { linesOfShipment, shipmentsOf, type ShipmentWithLines } from './shipments.repository.ts';
export { registerInvoiceReminders } from './invoice-reminders.ts';
export { listOrders } from './order-admin.repository.ts';
export { moneyOf, owedBy } from './order-balance.ts';
export { orderPaymentsAndShipping, orderWithBuyer } from './order-documents.repository.ts';
export { styleFacts, styledLinesOf } from './order-styles.ts';
export { ordersAdminRoutes } from './orders.admin.routes.ts';
export { findOrder } from './orders.repository.ts';
export { ordersRoutes } from './orders.routes.ts';
export { recordPaymentFromIntent } from './payment-record.service.ts';
export { registerRefundRetries, sendPendingRefunds, settleRefund } from './refunds.service.ts';
export { markPaymentFailed, registerStockHolds } from './stock-hold.ts';
