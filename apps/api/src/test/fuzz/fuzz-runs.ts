// The bounded fuzz run of npm test: how many cases per persona, and the seed. FUZZ_RUNS and
// FUZZ_SEED override them, to repeat a failure that fast-check reported with its seed.
import fc from 'fast-check';
import { fuzzedRequests, type FuzzSession } from './fuzz-session.ts';
import type { RouteRef } from './route-shapes.ts';

export const fuzzRuns = (fallback: number) => Number(process.env.FUZZ_RUNS ?? fallback);

/** Runs `runs` fuzzed requests through the session, failing on the first bad answer. */
export async function assertFuzz(session: FuzzSession, routes: RouteRef[], runs: number) {
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  await fc.assert(
    fc.asyncProperty(fuzzedRequests(routes, session.persona), async (request) => {
      const problems = await session.send(request);
      if (problems.length) throw new Error(problems.join('\n'));
    }),
    { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
  );
}
