// The imports module's entry: what the rest of the API may use of it. Everything else in
// modules/imports/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { ImportFileProblem, MAX_IMPORT_BYTES, sniffImportFile } from './import-file.ts';
export { createImport, importStatus, runImport } from './import.service.ts';
export { importsAdminRoutes } from './imports.admin.routes.ts';
