// The bounded fuzz run of npm test: one app per test file, and a persona's run that fails on the
// first bad answer. FUZZ_RUNS and FUZZ_SEED override the case count and the seed, to repeat a
// failure fast-check reported with its seed.
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { fuzzedRequests, routeCollector, startFuzzSession } from './fuzz-session.ts';
import type { Persona } from './request-arbitrary.ts';

/** Builds this test file's app, collecting its routes as they are registered. */
export function fuzzTarget() {
  const collector = routeCollector();
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ itemGroups: 20, onRoute: collector.onRoute });
  });
  afterAll(async () => {
    await t?.close();
  });
  return { routes: collector.routes, app: () => t!.app };
}

/** Sends `fallbackRuns` fuzzed requests as `persona`, failing on the first bad answer. */
export async function assertFuzz(
  target: ReturnType<typeof fuzzTarget>,
  persona: Persona,
  fallbackRuns: number,
) {
  const runs = Number(process.env.FUZZ_RUNS ?? fallbackRuns);
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  const session = await startFuzzSession(target.app(), persona);
  await fc.assert(
    fc.asyncProperty(fuzzedRequests(target.routes, persona), async (request) => {
      const problems = await session.send(request);
      if (problems.length) throw new Error(problems.join('\n'));
    }),
    { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
  );
  expect(session.stats.requests).toBeGreaterThanOrEqual(runs);
  expect(session.stats.serverErrors).toBe(0);
}
