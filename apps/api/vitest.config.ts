import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // One module graph per worker instead of one per file: each file's fresh import of the app
    // (Fastify, drizzle, sharp, the S3 client) cost seconds of CPU, a third of the run. The
    // files share no state: each builds its own app on its own database (test/test-app.ts).
    isolate: false,
    // PGlite boots in about a second; migrations and the small test catalogue take a few more.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
