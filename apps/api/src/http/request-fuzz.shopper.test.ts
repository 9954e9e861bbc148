// Property-based request fuzzing of every API route as a signed-in shopper with a cart: the same
// judgements as the guest run (request-fuzz.guest.test.ts), with the shopper's own rows to harm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { routeCollector, startFuzzSession } from '../test/fuzz/fuzz-session.ts';
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
  it('as a signed-in shopper: no 5xx, a JSON error sentence and code on every 4xx, no leak, no write on refusal', async () => {
    const session = await startFuzzSession(t.app, 'shopper');
    await assertFuzz(session, collector.routes, fuzzRuns(1500));
    expect(session.stats.requests).toBeGreaterThanOrEqual(fuzzRuns(1500));
    expect(session.stats.serverErrors).toBe(0);
  }, 120_000);
});
