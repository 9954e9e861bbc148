// Property-based request fuzzing of every API route as a guest and with forged session cookies:
// never a 5xx, every refusal a JSON error sentence with a code, no leaks, no partial writes.
// The longer run is bench/fuzz.ts; a failure prints the seed to repeat it with FUZZ_SEED.
import { describe, expect, it } from 'vitest';
import { routesWithoutShape } from '../test/fuzz/fuzz-session.ts';
import { assertFuzz, fuzzTarget } from '../test/fuzz/fuzz-runs.ts';

const target = fuzzTarget();

describe('request fuzzing', () => {
  it('has a generator for every route the app registers', () => {
    expect(target.routes.length).toBeGreaterThan(40);
    expect(routesWithoutShape(target.routes)).toEqual([]);
  });

  it.each(['guest', 'forged'] as const)(
    'as a %s: no 5xx, a JSON error sentence and code on every 4xx, no leak, no write on refusal',
    (persona) => assertFuzz(target, persona, 1000),
    120_000,
  );
});
