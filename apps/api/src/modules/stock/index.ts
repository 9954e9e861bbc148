// The stock module's entry: what the rest of the API may use of it. Everything else in
// modules/stock/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { auditImportedStock, auditStockEdit } from './stock-audit.ts';
export {
  amendStock,
  giveBackStock,
  holdsStock,
  insufficientStock,
  namesOf,
  stockAllows,
  takeStock,
  tryTakeStock,
} from './stock-moves.ts';
export type { StockActor, StockOrderLine } from './stock-moves.ts';
export { stockAdminRoutes } from './stock.admin.routes.ts';
