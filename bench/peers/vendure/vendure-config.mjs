// Vendure 3 as its own getting-started project configures it (`npx @vendure/create`), minus the
// admin UI, e-mail and asset plugins: the Shop API on Express/Apollo, TypeORM on PostgreSQL,
// DefaultSearchPlugin (its SQL search), no cache in front. Only what the bench asks of it.
import { DefaultSearchPlugin, dummyPaymentHandler } from '@vendure/core';

process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

export const PORT = Number(process.env.VENDURE_PORT ?? 4500);
export const DATABASE = process.env.VENDURE_DATABASE ?? 'vendure_bench';
const server = new URL(
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);

/** @type {import('@vendure/core').VendureConfig} */
export const config = {
  apiOptions: {
    hostname: '127.0.0.1',
    port: PORT,
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
  },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    // Not the default pair: Vendure refuses to start with it under NODE_ENV=production.
    superadminCredentials: { identifier: 'bench-admin', password: 'bench-only-not-a-secret' },
    cookieOptions: { secret: 'bench-only-cookie-secret' },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: server.hostname,
    port: Number(server.port || 5432),
    username: decodeURIComponent(server.username || 'postgres'),
    password: decodeURIComponent(server.password || ''),
    database: DATABASE,
    schema: 'public',
    // A fresh database per populate: the schema is created from the entities, as
    // @vendure/create's first start does.
    synchronize: process.env.VENDURE_SYNCHRONIZE === 'true',
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  logger: undefined,
  plugins: [DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: false })],
};
