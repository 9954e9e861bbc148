// The search calls' queries (000 §7, docs/api.md Search): what the routes validate and the service reads.
import { z } from 'zod';
import {
  expected,
  langParam,
  newWithinDaysParam,
  pageParam,
  repeatedNames,
  sortParam,
} from '../../http/catalogue-query.ts';

/** Longer than any name in the catalogue; a longer query is a mistake or an attack. */
export const MAX_QUERY_LENGTH = 200;

const queryText = z
  .string(expected('must be text'))
  .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`);

export const autocompleteQuery = z.object({ q: queryText.optional() });

export const productsQuery = z.object({
  q: z
    .string(expected('is required: type what you are looking for'))
    .trim()
    .min(1, 'is required: type what you are looking for')
    .pipe(queryText),
  page: pageParam,
  subcategory: repeatedNames,
  brand: repeatedNames,
  sort: sortParam,
  new_within_days: newWithinDaysParam,
  lang: langParam,
});
export type ProductsQuery = z.output<typeof productsQuery>;
