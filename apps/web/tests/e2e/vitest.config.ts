import { defineConfig } from 'vitest/config';

// Journeys against the real store: built, started on its own port and database, driven by
// Chromium through playwright-core. Files run one at a time: they share one server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
