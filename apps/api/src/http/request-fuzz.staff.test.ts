// Property-based request fuzzing of every API route as signed-in back-office staff (support, who
// may read, and an owner, who may do everything): the guest run's judgements with a staff cookie,
// so the admin routes are attacked past their guard.
import { describe, it } from 'vitest';
import { assertFuzz, fuzzTarget } from '../test/fuzz/fuzz-runs.ts';

const target = fuzzTarget();

describe('request fuzzing', () => {
  it.each(['support', 'owner'] as const)(
    'as %s staff: no 5xx, a JSON error sentence and code on every 4xx, no leak, no write on refusal',
    (persona) => assertFuzz(target, persona, 1000),
    180_000,
  );
});
