import { defineConfig } from 'vitest/config';

// Reliability tests: real production-server processes on a PostgreSQL server of their own (which
// they stop and start), and Redis. Files run one at a time: each starts servers and a database.
export default defineConfig({
  test: {
    name: 'reliability',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
