// The orders module's entry: what the rest of the API may use of it. Everything else in
// modules/orders/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { issueInvoiceNumber, issueShipmentInvoice } from './invoice-numbers.ts';
export { linesOfShipment, shipmentsOf, type ShipmentWithLines } from './shipments.repository.ts';
// Credit notes (decision 182): the one way to issue one, in the caller's transaction, and the
// one reader of the invoice a new one credits (the merger points it at the latest shipment's).
export { issueCreditNote } from './credit-notes.service.ts';
export { creditNoteOf, invoiceToCredit } from './credit-notes.repository.ts';
export { registerInvoiceReminders } from './invoice-reminders.ts';
// Credit control (docs/credit-control.md): the company's credit for the console. A placement
// path outside this module (a staff-placed draft) applies `holdOnPlacement`
// (credit-control.service.ts) in its transaction: export it here when it has one.
export { companyCredit, setCompanyCredit } from './credit-control.service.ts';
export { companyStatement, type CompanyStatement } from './statement.repository.ts';
export { listOrders } from './order-admin.repository.ts';
export { moneyOf, owedBy } from './order-balance.ts';
export { orderPaymentsAndShipping, orderWithBuyer } from './order-documents.repository.ts';
export { linesKept, styleFacts, styledLinesOf } from './order-styles.ts';
export { ordersAdminRoutes } from './orders.admin.routes.ts';
export { findOrder } from './orders.repository.ts';
export { ordersRoutes } from './orders.routes.ts';
export { recordPaymentFromIntent } from './payment-record.service.ts';
export { registerRefundRetries, sendPendingRefunds, settleRefund } from './refunds.service.ts';
export { markPaymentFailed, registerStockHolds } from './stock-hold.ts';
// Orders taken by staff (docs/staff-orders.md): the console's drafts and the buyer's link.
export { draftsAdminRoutes } from './drafts.admin.routes.ts';
export { draftsRoutes } from './drafts.routes.ts';
