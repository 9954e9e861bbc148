// How an item group is sold (docs/api.md, "Stock and pre-orders"): 'unlimited' is the specs'
// behaviour (availability is shown, never checked); 'stock' sells at once from what is on hand
// (a product's availability is the most that can be ordered); 'pre_order' is made to order,
// with no limit, shipping between the group's ships_from and ships_by dates.
export const SALE_MODES = ['unlimited', 'stock', 'pre_order'] as const;
export type SaleMode = (typeof SALE_MODES)[number];
export const DEFAULT_SALE_MODE: SaleMode = 'unlimited';

export function isSaleMode(value: unknown): value is SaleMode {
  return typeof value === 'string' && (SALE_MODES as readonly string[]).includes(value);
}
