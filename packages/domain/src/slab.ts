// Slab (tiered quantity) pricing, exactly as 000 §5 and 001 §5 state it, for detail, cart and orders.
import { SLABS_SHOWN } from './constants.ts';
import { decimal, type Decimal, type DecimalValue } from './money.ts';

/** How a slab bounds its quantities: between two, at least one, at most one. */
export const SLAB_OPERATORS = ['from_to', '>=', '<='] as const;
export type SlabOperator = (typeof SLAB_OPERATORS)[number];

export interface PriceSlab {
  operator: SlabOperator;
  min_quantity: number | null;
  max_quantity: number | null;
  selling_price: DecimalValue;
  /** Defaults to the default price's currency when absent. */
  currency?: string | null;
}

export interface DefaultPrice {
  amount: DecimalValue;
  currency: string;
}

export interface SlabPrice {
  amount: Decimal;
  /** lowercase */
  currency: string;
  /** Index of the slab that applied, or null when the default price did. */
  slabIndex: number | null;
}

export interface SlabTotal {
  unit: Decimal;
  total: Decimal;
  currency: string;
  slabIndex: number | null;
}

/**
 * The unit price for a quantity. The default price applies when there are no slabs or the
 * quantity is below the smallest min_quantity among them; otherwise the first matching slab wins,
 * and no match falls back to the default price.
 */
export function slabUnitPrice(
  slabs: readonly PriceSlab[],
  quantity: number,
  defaultPrice: DefaultPrice,
): SlabPrice {
  // The stepper floors at 0 (000 §4); anything else is a caller's bug, not a price.
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a number of 0 or more: ${quantity}`);
  }
  const fallback: SlabPrice = {
    amount: decimal(defaultPrice.amount),
    currency: defaultPrice.currency.trim().toLowerCase(),
    slabIndex: null,
  };
  const mins = slabs.map((s) => s.min_quantity).filter((m): m is number => m !== null);
  if (slabs.length === 0 || (mins.length > 0 && quantity < Math.min(...mins))) return fallback;

  const index = slabs.findIndex((slab) => slabMatches(slab, quantity));
  const slab = slabs[index];
  if (!slab) return fallback;
  return {
    amount: decimal(slab.selling_price),
    currency: slab.currency?.trim() ? slab.currency.trim().toLowerCase() : fallback.currency,
    slabIndex: index,
  };
}

/** Unit price, and total = unit × quantity, exact (round only for display). */
export function slabTotal(
  slabs: readonly PriceSlab[],
  quantity: number,
  defaultPrice: DefaultPrice,
): SlabTotal {
  const { amount, currency, slabIndex } = slabUnitPrice(slabs, quantity, defaultPrice);
  return { unit: amount, total: amount.times(quantity), currency, slabIndex };
}

/**
 * The specs say min and max "either may be null" but not how a null bound matches. A null bound
 * is taken as open on that side (from_to with no max = "min and up"): that is what a shopper reads
 * from such a slab, and it never makes a listed price unreachable.
 */
function slabMatches(slab: PriceSlab, quantity: number): boolean {
  const aboveMin = slab.min_quantity === null || quantity >= slab.min_quantity;
  const belowMax = slab.max_quantity === null || quantity <= slab.max_quantity;
  switch (slab.operator) {
    case 'from_to':
      return aboveMin && belowMax;
    case '>=':
      return aboveMin;
    case '<=':
      return belowMax;
    default:
      // Data from outside the type (a stored row) with an unknown operator matches nothing.
      return false;
  }
}

/** 000 §2, §9: only the first 3 slabs are shown. */
export function visibleSlabs<T>(slabs: readonly T[]): T[] {
  return slabs.slice(0, SLABS_SHOWN);
}

/**
 * Display text for a slab, in the style of the spec's fallback labels ('25-100 pieces',
 * '300 and up') but counted in pairs, as the goods are sold (issue 43 item 5): '25-99 pairs',
 * 'up to 100 pairs'. FALLBACK_SLAB_LABELS, the specs' own words (000 §9), stand in when a
 * product has no slabs.
 */
export function slabLabel(
  slab: Pick<PriceSlab, 'operator' | 'min_quantity' | 'max_quantity'>,
): string {
  const { min, max } = slabBounds(slab);
  if (min !== null && max !== null) return `${min}-${max} pairs`;
  if (min !== null) return `${min} and up`;
  if (max !== null) return `up to ${max} pairs`;
  return 'any quantity';
}

/**
 * The quantities a slab's label names (null: open at that end), for screens that write the label
 * in another language (the storefront's catalogue messages) by slabLabel's cases.
 */
export function slabBounds(slab: Pick<PriceSlab, 'operator' | 'min_quantity' | 'max_quantity'>): {
  min: number | null;
  max: number | null;
} {
  return {
    min: slab.operator === '<=' ? null : slab.min_quantity,
    max: slab.operator === '>=' ? null : slab.max_quantity,
  };
}
