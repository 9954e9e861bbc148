// Query parameters the listing and search calls share (docs/api.md Listing and Search): page,
// repeatable names (brand, subcategory, category), sort and the New Arrival day window.
import { z } from 'zod';
import { LOCALES } from '@solestock/domain/locales';
import {
  NEW_ARRIVAL_WINDOWS_DAYS,
  SORT_OPTIONS,
  type NewArrivalWindowDays,
  type SortValue,
} from '@solestock/domain';

const MAX_NAMES_PER_KEY = 50;
const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortValue, ...SortValue[]];
const DAY_VALUES = NEW_ARRIVAL_WINDOWS_DAYS.map(String) as [string, ...string[]];

export const oneOf = (values: readonly string[]) =>
  `must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** A single-valued key given twice arrives as an array: say so rather than 'not a number'. */
export const expected = (message: string) => ({
  error: (issue: { input?: unknown }) =>
    Array.isArray(issue.input) ? 'must be given once' : message,
});

/**
 * A repeatable key (000 §7: "arrays as repeated keys"): the query parser gives a string for one
 * value and an array for several. Names match in any case, so they are lowercased; blanks and
 * repeats are dropped and the list sorted, so equal filters share one cached count.
 */
export const repeatedNames = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.string().trim())
    .max(MAX_NAMES_PER_KEY, `may be given at most ${MAX_NAMES_PER_KEY} times`)
    // Checked on the list, not per item, so the error names the key ('brand', not 'brand.0').
    .refine((list) => list.every((n) => n.length <= 200), 'must be at most 200 characters')
    .transform((list) => [...new Set(list.map((n) => n.toLowerCase()).filter(Boolean))].sort()),
);

/** `page`: a positive whole number, 1 when absent. */
export const pageParam = z
  .string(expected('must be a positive whole number'))
  .regex(/^\d+$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, 'must be a positive whole number')
      .max(Number.MAX_SAFE_INTEGER, 'is too large'),
  )
  .default(1);

/** `sort`: recommended, new_arrival or most_popular. */
export const sortParam = z.enum(SORT_VALUES, expected(oneOf(SORT_VALUES))).optional();

/** `new_within_days`: 30 or 90, as a number. */
export const newWithinDaysParam = z
  .enum(DAY_VALUES, expected(oneOf(DAY_VALUES)))
  .transform((d) => Number(d) as NewArrivalWindowDays)
  .optional();

/**
 * `lang` (docs/translations.md): `ja` or `zh-CN` answers with translated texts, falling back to
 * English field by field; `en` or no `lang` is the English answer. The tag is matched in any case
 * (`zh-cn`); any other value is refused with a 400 naming the three, as for `sort`.
 */
export const langParam = z
  .string(expected(oneOf(LOCALES)))
  .transform((v) => LOCALES.find((l) => l.toLowerCase() === v.toLowerCase()) ?? v)
  .pipe(z.enum(LOCALES, oneOf(LOCALES)))
  .optional();
