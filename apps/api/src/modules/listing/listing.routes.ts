// GET /ecommerce/itemgroups/: the listing screen's call (000 §7, API.md Listing).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  NEW_ARRIVAL_WINDOWS_DAYS,
  SHOP_BY,
  SORT_OPTIONS,
  type NewArrivalWindowDays,
  type ShopBy,
  type SortValue,
} from '@solestock/domain';
import { parseInput } from '../../http/validate.ts';
import { listItemGroups } from './listing.repository.ts';

const MAX_NAMES_PER_KEY = 50;
const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortValue, ...SortValue[]];
const SHOP_BY_VALUES = SHOP_BY.map((s) => s.api) as [ShopBy, ...ShopBy[]];
const DAY_VALUES = NEW_ARRIVAL_WINDOWS_DAYS.map(String) as [string, ...string[]];

const oneOf = (values: readonly string[]) =>
  `must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** A single-valued key given twice arrives as an array: say so rather than 'not a number'. */
const expected = (message: string) => ({
  error: (issue: { input?: unknown }) =>
    Array.isArray(issue.input) ? 'must be given once' : message,
});

/**
 * A repeatable key (000 §7: "arrays as repeated keys"): the query parser gives a string for one
 * value and an array for several. Names match in any case, so they are lowercased; blanks and
 * repeats are dropped and the list sorted, so equal filters share one cached count.
 */
const names = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.string().trim())
    .max(MAX_NAMES_PER_KEY, `may be given at most ${MAX_NAMES_PER_KEY} times`)
    // Checked on the list, not per item, so the error names the key ('brand', not 'brand.0').
    .refine((list) => list.every((n) => n.length <= 200), 'must be at most 200 characters')
    .transform((list) => [...new Set(list.map((n) => n.toLowerCase()).filter(Boolean))].sort()),
);

const listingQuery = z.object({
  page: z
    .string(expected('must be a positive whole number'))
    .regex(/^\d+$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'must be a positive whole number')
        .max(Number.MAX_SAFE_INTEGER, 'is too large'),
    )
    .default(1),
  category: names,
  subcategory: names,
  brand: names,
  shop_by: z.enum(SHOP_BY_VALUES, expected(oneOf(SHOP_BY_VALUES))).optional(),
  sort: z.enum(SORT_VALUES, expected(oneOf(SORT_VALUES))).optional(),
  new_within_days: z
    .enum(DAY_VALUES, expected(oneOf(DAY_VALUES)))
    .transform((d) => Number(d) as NewArrivalWindowDays)
    .optional(),
});

export async function listingRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.get('/ecommerce/itemgroups/', async (request) => {
    const query = parseInput(listingQuery, request.query, 'query');
    return listItemGroups(db, {
      page: query.page,
      categories: query.category,
      subcategories: query.subcategory,
      brands: query.brand,
      newWithinDays: query.new_within_days,
      // The sort the shopper picked wins; a shop by list brings its own order; else Recommended.
      order: query.sort ?? query.shop_by ?? 'recommended',
    });
  });
}
