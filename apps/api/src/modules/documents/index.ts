// The documents module's entry: what the rest of the API may use of it. Everything else in
// modules/documents/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { DocumentRenderer } from './document-renderer.ts';
export { documentsAdminRoutes } from './documents.admin.routes.ts';
export { documentsRoutes } from './documents.routes.ts';
export { renderTradeDocument } from './pdf-render.ts';
export { admitDocument, pdfAnswer, sendDocument } from './document-response.ts';
export type { LineSheetModel } from './document-model.ts';
