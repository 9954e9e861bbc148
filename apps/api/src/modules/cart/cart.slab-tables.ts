// Slab tables, said and priced once per distinct table (decision 155): a size-run cart of 800
// lines holds a few dozen styles, whose sizes share one table, so converting each line's table
// (and pricing each line from scratch) repeated the same work hundreds of times.
import {
  convertUnitPrice,
  groupUnitPrice,
  moneyNumber,
  type ExchangeRates,
} from '@solestock/domain';
import type { StyleSlabDto } from '@solestock/domain/style-lines';
import { memberAmount } from '../customer-groups/index.ts';
import type { SlabRecord } from '../product/index.ts';

/** Identifies a slab table (its rows in order): two sizes with the same key price alike. */
export function slabTableKey(slabs: readonly SlabRecord[]): string {
  let key = '';
  for (const s of slabs)
    key += `${s.operator}|${s.minQuantity}|${s.maxQuantity}|${s.sellingPrice}|${s.currency};`;
  return key;
}

/** Converted slab tables of one answer, by table and discount: a style's sizes share one. */
export type SlabMemo = Map<string, StyleSlabDto[]>;

/**
 * A slab table as the cart shows it: each slab's own price (a member's group price, rounded) and
 * converted as a line is charged (whole yen, pence; issue 27.12). Memoised per table: the 800
 * lines of a size-run cart hold a few dozen distinct tables.
 */
export function slabTableDto(
  slabs: readonly SlabRecord[],
  discount: string,
  country: string,
  rates: ExchangeRates,
  memo: SlabMemo,
): StyleSlabDto[] {
  const key = `${discount}#${slabTableKey(slabs)}`;
  const known = memo.get(key);
  if (known) return known;
  const table = slabs.map((slab) => {
    const converted = convertUnitPrice(
      groupUnitPrice(slab.sellingPrice, discount, slab.currency),
      slab.currency,
      country,
      rates,
    );
    return {
      operator: slab.operator,
      min_quantity: slab.minQuantity,
      max_quantity: slab.maxQuantity,
      selling_price: memberAmount(slab.sellingPrice, discount, slab.currency),
      selling_price_currency: slab.currency,
      converted_price: { amount: moneyNumber(converted.amount), symbol: converted.symbol },
    };
  });
  memo.set(key, table);
  return table;
}

/** A size's price table: its slabs and its list price (used when no slab applies). */
export const priceTableKey = (s: {
  sellingPrice: string;
  currency: string;
  slabs: readonly SlabRecord[];
}) => `${s.sellingPrice}|${s.currency}#${slabTableKey(s.slabs)}`;
