import { defineConfig } from 'vitest/config';

// Journeys against the real store: built, started on its own port and database, driven by
// Chromium through playwright-core. Two files run at once (the CI machine's two cores): most start
// a store of their own, and those on the shared store each sign up buyers of their own, so no
// journey reads another's data. One at a time took 17 minutes of CI's 33 (issue 43's stop).
// Two journeys on two cores can starve a third party (the shared store, a revalidation) past a
// 30 s wait: a journey that fails is run once more, and one that fails twice fails the run. The
// report names each retried journey, so a flaky one is seen, not hidden.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    maxWorkers: 2,
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
