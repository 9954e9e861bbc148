// The listing's query (000 §7, docs/api.md Listing): what its route validates and its service reads.
import { z } from 'zod';
import { SHOP_BY, type ShopBy } from '@solestock/domain';
import {
  expected,
  langParam,
  newWithinDaysParam,
  oneOf,
  pageParam,
  repeatedNames,
  sortParam,
} from '../../http/catalogue-query.ts';

const SHOP_BY_VALUES = SHOP_BY.map((s) => s.api) as [ShopBy, ...ShopBy[]];

export const listingQuery = z.object({
  page: pageParam,
  category: repeatedNames,
  subcategory: repeatedNames,
  brand: repeatedNames,
  shop_by: z.enum(SHOP_BY_VALUES, expected(oneOf(SHOP_BY_VALUES))).optional(),
  sort: sortParam,
  new_within_days: newWithinDaysParam,
  lang: langParam,
});
export type ListingQuery = z.output<typeof listingQuery>;
