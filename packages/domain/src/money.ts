// Exact decimal money: totals never pass through binary floats; rounding to 2 decimals happens
// only at the edge (JSON, display, charge), as API.md's conventions require.
import DecimalJs from 'decimal.js';

/**
 * A private Decimal constructor: 40 significant digits (far more than any price × 100000 needs)
 * and half-up rounding. A clone, so the global decimal.js settings other code relies on stay put.
 */
const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;
export type DecimalValue = DecimalJs.Value;

/** Price rounding everywhere: 2 decimals, ties away from zero (1.005 → 1.01, -1.005 → -1.01). */
const MONEY_DP = 2;

/**
 * A Decimal from a number, numeric string, bigint or Decimal. Throws on text that is not a number
 * and on NaN or ±Infinity, so a bad price fails where it enters instead of printing 'NaN'.
 */
export function decimal(value: DecimalValue): Decimal {
  const d = new Decimal(value);
  if (!d.isFinite()) throw new RangeError(`Not a finite amount: ${String(value)}`);
  return d;
}

/** 2 decimals, half-up. */
export function roundMoney(value: DecimalValue): Decimal {
  return decimal(value).toDecimalPlaces(MONEY_DP, DecimalJs.ROUND_HALF_UP);
}

/** The JSON number for a money field: 2 decimals, and never -0. */
export function moneyNumber(value: DecimalValue): number {
  const n = roundMoney(value).toNumber();
  return n === 0 ? 0 : n;
}

/** Exactly 2 decimals, no grouping, no exponent: '1234.50'. A rounded -0.001 prints '0.00'. */
export function formatMoney(value: DecimalValue): string {
  return roundMoney(value).toFixed(MONEY_DP);
}

/** Symbol then amount ('£12.50'); a negative amount puts its sign first ('-£12.50'). */
export function formatPrice(symbol: string, value: DecimalValue): string {
  const rounded = roundMoney(value);
  if (rounded.isNegative() && !rounded.isZero()) return `-${symbol}${formatMoney(rounded.abs())}`;
  return `${symbol}${formatMoney(rounded)}`;
}

/**
 * Currencies whose smallest unit is the whole unit, as card processors count them (Stripe's
 * zero-decimal list). Of the shop's currencies only jpy is one.
 */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** Decimal places of a currency's minor unit: 0 for zero-decimal currencies, otherwise 2. */
export function minorUnitExponent(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.trim().toLowerCase()) ? 0 : 2;
}

/** Integer minor units for a payment intent (12.345 gbp → 1235; 1234.5 jpy → 1235). */
export function toMinorUnits(amount: DecimalValue, currency: string): number {
  const minor = decimal(amount)
    .times(new Decimal(10).pow(minorUnitExponent(currency)))
    .toDecimalPlaces(0, DecimalJs.ROUND_HALF_UP)
    .toNumber();
  // Beyond 2^53 a JS number can no longer hold the exact integer a processor would charge.
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large to charge: ${minor}`);
  return minor === 0 ? 0 : minor;
}

/** The amount an integer count of minor units stands for (1235 gbp → 12.35). */
export function fromMinorUnits(minor: number, currency: string): Decimal {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Minor units must be an integer: ${minor}`);
  return new Decimal(minor).div(new Decimal(10).pow(minorUnitExponent(currency)));
}

/** Exact sum; an empty list sums to 0. Not rounded: round the total, not the terms. */
export function sumMoney(values: readonly DecimalValue[]): Decimal {
  return values.reduce<Decimal>((sum, v) => sum.plus(decimal(v)), new Decimal(0));
}
