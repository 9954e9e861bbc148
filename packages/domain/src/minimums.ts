// Minimums (docs/api.md, "Minimums"; decision 145): the one rule deciding what an order falls
// short of. A style (item group) with `min_pairs` may be ordered from that many pairs up, every
// colour, size and mode counted together; and when the shop sets `min_order_usd`, the goods,
// converted to US dollars at today's rate, must come to at least that. Placement and order-now
// refuse by it; the cart shows the same shortfalls before checkout.
import { decimal, formatPrice, moneyNumber, roundMoney, type DecimalValue } from './money.ts';

/** The most pairs a style's minimum may ask for (the console's and the import's bound). */
export const MIN_PAIRS_MAX = 10_000;
/** The largest order minimum, in US dollars. */
export const MIN_ORDER_USD_MAX = 1_000_000;

/** What the product page and the cart say of a style with a minimum. */
export function styleMinimumText(minPairs: number): string {
  return `Minimum ${minPairs} pairs per style (mix sizes and colours)`;
}

/** What the rule reads of a line of a cart or an order. */
export interface MinimumLine {
  itemGroupId: number;
  /** The style's (item group's) name, as the sentences name it. */
  style: string;
  /** The group's minimum; 0 = none. */
  minPairs: number;
  quantity: number;
}

export interface StyleShortfall {
  item_group_id: number;
  style: string;
  min_pairs: number;
  /** The style's pairs in the cart or order, all colours, sizes and modes. */
  pairs: number;
  /** Pairs to add to reach the minimum. */
  missing: number;
}

/** In US dollars, rounded to cents (the comparison is made on the rounded goods). */
export interface OrderShortfall {
  min_order_usd: number;
  goods_usd: number;
  missing_usd: number;
}

export interface Shortfalls {
  /** The styles below their minimum, in the order the lines first name them. */
  styles: StyleShortfall[];
  /** The order minimum, when the goods fall below it; null otherwise (or when none is set). */
  order: OrderShortfall | null;
}

/**
 * What `lines` fall short of. A style is short when it has 1 … min_pairs − 1 pairs (a style the
 * order does not hold has no minimum to meet); the order is short when a minimum is set and its
 * goods in dollars, rounded to cents, are below it.
 */
export function minimumShortfalls(
  lines: readonly MinimumLine[],
  order?: { goodsUsd: DecimalValue; minOrderUsd: DecimalValue },
): Shortfalls {
  const styles = new Map<number, StyleShortfall>();
  for (const line of lines) {
    const style = styles.get(line.itemGroupId);
    if (style) style.pairs += line.quantity;
    else
      styles.set(line.itemGroupId, {
        item_group_id: line.itemGroupId,
        style: line.style,
        min_pairs: line.minPairs,
        pairs: line.quantity,
        missing: 0,
      });
  }
  const short = [...styles.values()]
    .filter((s) => s.min_pairs > 0 && s.pairs > 0 && s.pairs < s.min_pairs)
    .map((s) => ({ ...s, missing: s.min_pairs - s.pairs }));
  let orderShort: OrderShortfall | null = null;
  if (order) {
    const minimum = roundMoney(order.minOrderUsd);
    const goods = roundMoney(order.goodsUsd);
    if (minimum.greaterThan(0) && goods.lessThan(minimum))
      orderShort = {
        min_order_usd: moneyNumber(minimum),
        goods_usd: moneyNumber(goods),
        missing_usd: moneyNumber(minimum.minus(goods)),
      };
  }
  return { styles: short, order: orderShort };
}

const pairs = (n: number) => `${n} ${n === 1 ? 'pair' : 'pairs'}`;
/** US$500.00: the dollar sign alone would read as the shopper's own in Canada. */
export const usd = (amount: DecimalValue) => formatPrice('US$', decimal(amount));

/** Whose order a sentence speaks of: the buyer's own ('your'), or staff's view of it ('the'). */
export type ShortfallReader = 'your' | 'the';

/**
 * The sentence naming the styles below their minimum: the first by name with its minimum, as
 * the 400 `below_minimum` says it and the cart shows it before checkout.
 */
export function styleShortfallSentence(
  styles: readonly StyleShortfall[],
  whose: ShortfallReader = 'your',
): string {
  const [first, ...rest] = styles;
  if (!first) return '';
  if (rest.length === 0)
    return `${first.style} has a minimum of ${pairs(first.min_pairs)} per style (mix sizes and colours) and ${whose} order has ${first.pairs}: add ${first.missing} more, or remove the style.`;
  const list = styles.map((s) => `${s.style} (${s.pairs} of ${s.min_pairs} pairs)`).join(', ');
  return `${styles.length} styles are below their minimum: ${list}. Add pairs (mix sizes and colours), or remove these styles.`;
}

/** The sentence for an order below the shop's minimum (400 `below_minimum_order`). */
export function orderShortfallSentence(
  order: OrderShortfall,
  whose: ShortfallReader = 'your',
): string {
  return `The minimum order is ${usd(order.min_order_usd)} and ${whose} goods come to ${usd(order.goods_usd)} at today's rate: add ${usd(order.missing_usd)} more.`;
}
