// The whole Solestock schema, one file an area in schema/ (catalogue, content, rates, accounts,
// companies, cart, orders, payments, mail, …). This entry re-exports every table: the app's
// `import … from 'db/schema.ts'`, connect.ts's `import * as schema` and drizzle.config.ts's
// `schema` all read it. An area imports only those below it in this list, so there is no cycle.

export * from './schema/accounts.ts';
export * from './schema/staff.ts';
export * from './schema/catalogue.ts';
export * from './schema/search.ts';
export * from './schema/content.ts';
export * from './schema/translations.ts';
export * from './schema/rates.ts';
export * from './schema/jobs.ts';
export * from './schema/mail.ts';
export * from './schema/media.ts';
export * from './schema/imports.ts';
export * from './schema/companies.ts';
export * from './schema/price-lists.ts';
export * from './schema/cart.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/collections.ts';
export * from './schema/stock.ts';
export * from './schema/sync.ts';
export * from './schema/api-keys.ts';
export * from './schema/webhooks.ts';
