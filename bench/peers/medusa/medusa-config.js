// Medusa 2 as its starter project configures it (`npx create-medusa-app`'s medusa-config.ts),
// minus the admin dashboard: PostgreSQL for the data, and the starter's defaults for the rest
// (no REDIS_URL: in-memory cache, local event bus, in-memory workflow engine and locking).
// Only the bench's secrets and CORS origins are named here: under NODE_ENV=production Medusa
// refuses to start without them.
import { defineConfig } from '@medusajs/framework/utils';

process.env.MEDUSA_DISABLE_TELEMETRY ??= 'true';

export const DATABASE = process.env.MEDUSA_DATABASE ?? 'medusa_bench';
const server = new URL(
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
server.pathname = `/${DATABASE}`;

export default defineConfig({
  projectConfig: {
    databaseUrl: server.toString(),
    databaseLogging: false,
    http: {
      storeCors: 'http://127.0.0.1:8000',
      adminCors: 'http://127.0.0.1:7001',
      authCors: 'http://127.0.0.1:8000,http://127.0.0.1:7001',
      jwtSecret: 'bench-only-jwt-secret',
      cookieSecret: 'bench-only-cookie-secret',
    },
  },
  admin: { disable: true },
});
