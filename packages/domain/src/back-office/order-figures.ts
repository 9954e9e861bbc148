// The figures an order is shipped and priced by (issue 28.8; decision 140): pairs, cartons and
// net weight, each named for what it counts. One rule, read by the API's order answers and the
// console, so a queue row and an order page never disagree.
import { decimal, type Decimal } from '../money.ts';

/**
 * Pairs a carton holds. The schema has no pack or carton data yet, so this is the trade's usual
 * master carton (and the default `carton_pairs` of the shop settings to come): decision 140.
 */
export const CARTON_PAIRS = 12;

export interface PackedLine {
  /** The style (item group) the line's product belongs to; null when the product is gone. */
  style: number | string | null;
  color: string;
  /** The line's quantity: pairs. */
  pairs: number;
}

/** Pairs of every line together. */
export function totalPairs(lines: readonly Pick<PackedLine, 'pairs'>[]): number {
  return lines.reduce((n, l) => n + l.pairs, 0);
}

/**
 * Cartons to ship: each style and colour packed on its own, up to `cartonPairs` a carton (a
 * carton never mixes styles or colours, as a packing list numbers them), so 13 black pairs and
 * 5 white pairs of one style are 2 + 1 = 3 cartons.
 */
export function cartonCount(lines: readonly PackedLine[], cartonPairs = CARTON_PAIRS): number {
  const perColour = new Map<string, number>();
  for (const l of lines) {
    const key = `${l.style ?? '?'}\u0000${l.color.trim().toLowerCase()}`;
    perColour.set(key, (perColour.get(key) ?? 0) + l.pairs);
  }
  let cartons = 0;
  for (const pairs of perColour.values()) cartons += Math.ceil(pairs / cartonPairs);
  return cartons;
}

const TO_KG: Record<string, string> = {
  kg: '1',
  g: '0.001',
  lb: '0.45359237',
  oz: '0.028349523125',
};

export interface WeighedLine {
  pairs: number;
  /** The product's weight per pair as stored (decimal text), or null when nobody entered it. */
  weight: string | null;
  unit: string;
}

/**
 * Net weight in kilograms (3 decimals), exact decimal arithmetic: each line's pairs × its
 * product's weight. Lines without a weight are counted in `unweighed_lines`, so a figure that
 * leaves some out says so instead of looking complete.
 */
export function netWeightKg(lines: readonly WeighedLine[]): {
  kg: string;
  unweighed_lines: number;
} {
  // Pairs summed per stored weight and unit first (a style's sizes mostly weigh the same), so an
  // 800-line order multiplies a few dozen exact decimals, not 800: the product distributes.
  const byWeight = new Map<
    string,
    { weight: string | null; unit: string; pairs: number; lines: number }
  >();
  for (const l of lines) {
    const key = `${l.weight}\u0000${l.unit}`;
    const same = byWeight.get(key);
    if (same) {
      same.pairs += l.pairs;
      same.lines += 1;
    } else byWeight.set(key, { weight: l.weight, unit: l.unit, pairs: l.pairs, lines: 1 });
  }
  let kg: Decimal = decimal(0);
  let unweighed = 0;
  for (const { weight, unit, pairs, lines: count } of byWeight.values()) {
    const each = perPairKg(weight, unit);
    if (each) kg = kg.plus(each.times(pairs));
    else unweighed += count;
  }
  return { kg: kg.toDecimalPlaces(3).toFixed(3), unweighed_lines: unweighed };
}

/**
 * A product's stored weight per pair in kilograms, exactly; null when it has none (empty, zero)
 * or a unit this rule does not know: such a weight is counted as missing, never guessed.
 */
export function perPairKg(weight: string | null, unit: string): Decimal | null {
  const factor = TO_KG[unit];
  if (weight === null || weight === '' || factor === undefined) return null;
  const value = decimal(weight);
  return value.isZero() ? null : value.times(factor);
}
