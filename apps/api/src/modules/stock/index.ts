// The stock module's entry: what the rest of the API may use of it. Everything else in
// modules/stock/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { stockAllows } from './stock.repository.ts';
export { sellableSql } from './incoming.repository.ts';
export type { StockActor } from './stock.repository.ts';
export {
  amendStock,
  auditImportedStock,
  auditStockEdit,
  giveBackStock,
  holdsStock,
  insufficientStock,
  namesOf,
  takeStock,
  tryTakeStock,
} from './stock.service.ts';
export type { StockOrderLine } from './stock.service.ts';
export { stockAdminRoutes } from './stock.admin.routes.ts';
export { syncStockOnHand } from './stock-sync.service.ts';
