// The long request-fuzzing run: the generators and judgements of npm test's bounded run
// (apps/api/src/test/fuzz/), many more cases, every persona, and a report instead of stopping at
// the first bad answer.
//
//   npm run fuzz -- --runs 50000                    # PGlite in memory
//   npm run fuzz -- --runs 50000 --seed 1234        # repeat a run exactly
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run fuzz -- --runs 50000
//
// With TEST_DATABASE_URL the run creates and drops a database of its own on that server.
// Exits 1 when any request got a 5xx or another bad answer; each is printed so it can be replayed.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { createTestApp } from '@solestock/api/test/test-app';
import {
  describeRequest,
  fuzzedRequests,
  routeCollector,
  routesWithoutShape,
  startFuzzSession,
} from '@solestock/api/test/fuzz/fuzz-session';
import type { Persona } from '@solestock/api/test/fuzz/request-arbitrary';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '50000' },
    seed: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const personas: Persona[] = ['guest', 'forged', 'shopper'];
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite';
console.log(`fuzz: ${runs} requests over ${personas.join(', ')} on ${database}, seed ${seed}`);

const collector = routeCollector();
const t = await createTestApp({ itemGroups: 20, onRoute: collector.onRoute });
const missing = routesWithoutShape(collector.routes);
if (missing.length) throw new Error(`routes without a fuzz shape: ${missing.join(', ')}`);

let failed = false;
const started = performance.now();
try {
  for (const [i, persona] of personas.entries()) {
    const session = await startFuzzSession(t.app, persona);
    const share = Math.floor(runs / personas.length) + (i < runs % personas.length ? 1 : 0);
    const personaStarted = performance.now();
    // fc.check, not fc.assert: every request runs and every bad answer is reported.
    await fc.check(
      fc.asyncProperty(fuzzedRequests(collector.routes, persona), async (request) => {
        await session.send(request);
        return true;
      }),
      { numRuns: share, seed: seed + i },
    );
    const { stats } = session;
    const seconds = (performance.now() - personaStarted) / 1000;
    console.log(
      `${persona}: ${stats.requests} requests in ${seconds.toFixed(1)} s, ` +
        `${stats.serverErrors} 5xx, ${stats.problems.length} bad answers; statuses ${JSON.stringify(stats.byStatus)}`,
    );
    for (const p of stats.problems.slice(0, 20)) {
      failed = true;
      console.log(`  ${p.status} ${p.problems.join('; ')}\n    ${describeRequest(p.request)}`);
    }
    if (stats.problems.length) failed = true;
  }
} finally {
  await t.close();
}
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s; seed ${seed}`);
process.exit(failed ? 1 : 0);
