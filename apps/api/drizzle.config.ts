import { defineConfig } from 'drizzle-kit';

// Only for `npm run db:generate`: migrations are written as SQL and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
