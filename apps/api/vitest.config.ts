import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // PGlite boots in about a second; migrations and the small test catalogue take a few more.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
