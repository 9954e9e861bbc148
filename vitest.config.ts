import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and API tests. Two workers: the machine has two cores,
// and each API test file starts its own in-memory PGlite.
export default defineConfig({
  test: {
    pool: 'threads',
    maxWorkers: 2,
    // Makes the folder of this run's database templates (apps/api/src/test/test-app.ts).
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    projects: ['packages/domain', 'apps/api', 'apps/web', 'scripts'],
  },
});
