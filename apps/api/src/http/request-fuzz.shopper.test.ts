// Property-based request fuzzing of every API route as a signed-in shopper with a cart: the same
// judgements as the guest run (request-fuzz.guest.test.ts), with the shopper's own rows to harm.
import { describe, it } from 'vitest';
import { assertFuzz, fuzzTarget } from '../test/fuzz/fuzz-runs.ts';

const target = fuzzTarget();

describe('request fuzzing', () => {
  it(
    'as a signed-in shopper: no 5xx, a JSON error sentence and code on every 4xx, no leak, no write on refusal',
    () => assertFuzz(target, 'shopper', 1500),
    120_000,
  );
});
