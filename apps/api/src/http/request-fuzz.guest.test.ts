// Property-based request fuzzing of every API route as a guest and with forged session cookies:
// never a 5xx, every refusal a JSON error sentence with a code, no leaks, no partial writes.
// The longer run is bench/fuzz.ts; a failure prints the seed to repeat it with FUZZ_SEED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { routeCollector, routesWithoutShape, startFuzzSession } from '../test/fuzz/fuzz-session.ts';
import { assertFuzz, fuzzRuns } from '../test/fuzz/fuzz-runs.ts';

const collector = routeCollector();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ itemGroups: 20, onRoute: collector.onRoute });
});
afterAll(async () => {
  await t?.close();
});

describe('request fuzzing', () => {
  it('has a generator for every route the app registers', () => {
    expect(collector.routes.length).toBeGreaterThan(40);
    expect(routesWithoutShape(collector.routes)).toEqual([]);
  });

  it.each(['guest', 'forged'] as const)(
    'as a %s: no 5xx, a JSON error sentence and code on every 4xx, no leak, no write on refusal',
    async (persona) => {
      const session = await startFuzzSession(t.app, persona);
      await assertFuzz(session, collector.routes, fuzzRuns(1000));
      expect(session.stats.requests).toBeGreaterThanOrEqual(fuzzRuns(1000));
      expect(session.stats.serverErrors).toBe(0);
    },
    120_000,
  );
});
