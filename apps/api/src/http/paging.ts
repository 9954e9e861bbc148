// The `page` query field of the back office's paged lists (orders, audit, mail): one rule and
// one sentence for all of them.
import { z } from 'zod';

const PAGE_HINT = 'page is a whole number from 1.';

/** 1-based page number; absent means the first. */
export const pageField = z.coerce
  .number({ error: PAGE_HINT })
  .int({ error: PAGE_HINT })
  .min(1, { error: PAGE_HINT })
  .max(100_000, { error: 'page is at most 100000.' })
  .default(1);
