// Exact decimal money: totals never pass through binary floats; rounding to 2 decimals happens
// only at the edge (JSON, display, charge), as docs/api.md's conventions require.
import Big from 'big.js';

/** Significant digits a division keeps (far more than any price × 100000 needs). */
const PRECISION = 40;

/**
 * A private big.js constructor, so no other code's big.js settings reach money: half-up rounding,
 * and the decimal places of a division (DP) set per division below.
 */
const B = Big();
B.RM = Big.roundHalfUp;

/** Numbers, numeric strings ('12.50', '1e21', '+5'), bigints and Decimals. */
export type DecimalValue = string | number | bigint | Decimal;

/**
 * An exact decimal (decision 008): big.js underneath, with the methods and rounding the shop has
 * always used. Sums, differences and products are exact up to 40 significant digits, a quotient
 * is rounded to 40 significant digits, and every rounding is half-up (ties away from zero).
 * Immutable: every operation answers a new Decimal.
 */
export class Decimal {
  private constructor(private readonly big: Big) {}

  /** The big.js value of anything `decimal` accepts; RangeError for anything else. */
  private static big(value: DecimalValue): Big {
    if (value instanceof Decimal) return value.big;
    try {
      // big.js reads a number through String(), which keeps -0's sign and refuses NaN/±Infinity.
      return new B(typeof value === 'string' && value.startsWith('+') ? value.slice(1) : value);
    } catch {
      throw new RangeError(`Not a finite amount: ${String(value)}`);
    }
  }

  /** The Decimal of anything `decimal` accepts. */
  static from(value: DecimalValue): Decimal {
    return value instanceof Decimal ? value : new Decimal(Decimal.big(value));
  }

  private static rounded(big: Big): Decimal {
    return new Decimal(big.prec(PRECISION));
  }

  plus(y: DecimalValue): Decimal {
    return Decimal.rounded(this.big.plus(Decimal.big(y)));
  }

  minus(y: DecimalValue): Decimal {
    return Decimal.rounded(this.big.minus(Decimal.big(y)));
  }

  times(y: DecimalValue): Decimal {
    return Decimal.rounded(this.big.times(Decimal.big(y)));
  }

  /** Rounded once, half-up, to 40 significant digits. Dividing by zero throws a RangeError. */
  div(y: DecimalValue): Decimal {
    const x = this.big;
    const d = Decimal.big(y);
    if (d.c[0] === 0) throw new RangeError('Division by zero');
    // The quotient's first digit is at 10^(x.e - d.e), or one place lower when x's digits read
    // smaller than d's. big.js rounds a quotient to decimal places (DP ≥ 0): ask for as many as
    // make 40 digits; a quotient of more than 40 integer digits divides by d × 10^shift instead
    // and shifts back, so it too is rounded once.
    const e = x.e - d.e - (digitsLess(x.c, d.c) ? 1 : 0);
    const shift = Math.max(0, e - (PRECISION - 1));
    B.DP = Math.max(0, PRECISION - 1 - e);
    if (shift === 0) return new Decimal(x.div(d));
    return new Decimal(x.div(d.times(`1e${shift}`)).times(`1e${shift}`));
  }

  abs(): Decimal {
    return new Decimal(this.big.abs());
  }

  neg(): Decimal {
    return new Decimal(this.big.neg());
  }

  /** Rounded to `dp` places: half-up (money's rule), or 'up', away from zero (a deposit's share). */
  toDecimalPlaces(dp: number, rounding: 'half-up' | 'up' = 'half-up'): Decimal {
    return new Decimal(this.big.round(dp, rounding === 'up' ? Big.roundUp : Big.roundHalfUp));
  }

  /** Decimal places in the value (trailing zeros do not count). */
  decimalPlaces(): number {
    return Math.max(0, this.big.c.length - this.big.e - 1);
  }

  equals(y: DecimalValue): boolean {
    return this.big.eq(Decimal.big(y));
  }

  lessThan(y: DecimalValue): boolean {
    return this.big.lt(Decimal.big(y));
  }

  lessThanOrEqualTo(y: DecimalValue): boolean {
    return this.big.lte(Decimal.big(y));
  }

  greaterThan(y: DecimalValue): boolean {
    return this.big.gt(Decimal.big(y));
  }

  greaterThanOrEqualTo(y: DecimalValue): boolean {
    return this.big.gte(Decimal.big(y));
  }

  isZero(): boolean {
    return this.big.c[0] === 0;
  }

  /** True for -0 too, as for any number whose sign is minus. */
  isNegative(): boolean {
    return this.big.s < 0;
  }

  /** Normal notation (no exponent); with `dp`, rounded half-up to exactly that many decimals. */
  toFixed(dp?: number): string {
    return this.big.toFixed(dp, Big.roundHalfUp);
  }

  toNumber(): number {
    return this.big.toNumber();
  }

  /** Like a JS number's: exponent notation from 1e21 up and from 1e-7 down; -0 prints '0'. */
  toString(): string {
    return this.big.toString();
  }

  toJSON(): string {
    return this.big.toString();
  }

  /** As toString, but -0 keeps its sign, so Number(decimal) is the right number. */
  valueOf(): string {
    return this.big.valueOf();
  }
}

/** Whether digit list a, read as 0.a₁a₂…, is smaller than b read the same way. */
function digitsLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  return false;
}

/** Price rounding everywhere: 2 decimals, ties away from zero (1.005 → 1.01, -1.005 → -1.01). */
const MONEY_DP = 2;

/**
 * A Decimal from a number, numeric string, bigint or Decimal. Throws on text that is not a number
 * and on NaN or ±Infinity, so a bad price fails where it enters instead of printing 'NaN'.
 */
export function decimal(value: DecimalValue): Decimal {
  return Decimal.from(value);
}

/** 2 decimals, half-up. */
export function roundMoney(value: DecimalValue): Decimal {
  return decimal(value).toDecimalPlaces(MONEY_DP);
}

/** A decimal text with at most 2 decimals that count (the rest zeros): rounding leaves it as is. */
const TWO_DECIMALS = /^-?\d+(?:\.\d{0,2}0*)?$/;

/** The JSON number for a money field: 2 decimals, and never -0. */
export function moneyNumber(value: DecimalValue): number {
  // The database's money columns answer text already at 2 decimals (4 for unit prices, mostly
  // zeros): Number() reads it exactly as the rounding would, without a decimal per field, which
  // an 800-line order's answers and mails paid thousands of times (issue 47 item 3).
  const n =
    typeof value === 'string' && TWO_DECIMALS.test(value)
      ? Number(value)
      : roundMoney(value).toNumber();
  return n === 0 ? 0 : n;
}

/**
 * Exactly 2 decimals, no grouping, no exponent: '1234.50'. A rounded -0.001 prints '0.00'. For
 * machines and fields (CSV, inputs); people read formatPrice.
 */
export function formatMoney(value: DecimalValue): string {
  return roundMoney(value).toFixed(MONEY_DP);
}

/**
 * How the shoppers of a symbol group digits (issue 19): Indian lakh and crore for ₹ (1,23,456.00),
 * thousands for every other symbol of the shop. Keyed by the spec's symbol because a price on
 * screen is known by it (¥ is both jpy and cny; both group in thousands).
 */
const GROUPING_LOCALES: Readonly<Record<string, string>> = { '₹': 'en-IN' };
const DEFAULT_GROUPING_LOCALE = 'en-US';
const groupers = new Map<string, Intl.NumberFormat>();

/** The whole part of an amount ('1234567') grouped by Intl.NumberFormat, exactly (a BigInt). */
function groupDigits(whole: string, symbol: string): string {
  const locale = GROUPING_LOCALES[symbol] ?? DEFAULT_GROUPING_LOCALE;
  let grouper = groupers.get(locale);
  if (!grouper) {
    grouper = new Intl.NumberFormat(locale, { useGrouping: true, numberingSystem: 'latn' });
    groupers.set(locale, grouper);
  }
  return grouper.format(BigInt(whole));
}

/**
 * For display: the spec's symbol, then the amount with exactly 2 decimals and grouped digits
 * ('£1,234.50', '¥12,345.00', '₹1,23,456.00'); a negative amount puts its sign first
 * ('-£12.50'). Only the digits are grouped by Intl.NumberFormat: the symbol stays the spec's
 * (Intl would write CN¥ or CA$) and the 2 decimals stay even for yen, as the specs show prices.
 */
export function formatPrice(symbol: string, value: DecimalValue): string {
  const rounded = roundMoney(value);
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  const [whole = '0', cents = '00'] = formatMoney(rounded.abs()).split('.');
  return `${sign}${symbol}${groupDigits(whole, symbol)}.${cents}`;
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

/**
 * An amount in a currency rounded to that currency's minor unit, half-up: whole yen (10281.6 jpy
 * → 10282), cents otherwise (12.345 gbp → 12.35). The one rounding for a converted price: what the
 * cart charges, the screens show and structured data states (issue 27.12).
 */
export function roundToMinorUnit(amount: DecimalValue, currency: string): Decimal {
  return decimal(amount).toDecimalPlaces(minorUnitExponent(currency));
}

/** Integer minor units for a payment intent (12.345 gbp → 1235; 1234.5 jpy → 1235). */
export function toMinorUnits(amount: DecimalValue, currency: string): number {
  const minor = decimal(amount)
    .times(10 ** minorUnitExponent(currency))
    .toDecimalPlaces(0)
    .toNumber();
  // Beyond 2^53 a JS number can no longer hold the exact integer a processor would charge.
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large to charge: ${minor}`);
  return minor === 0 ? 0 : minor;
}

/** The amount an integer count of minor units stands for (1235 gbp → 12.35). */
export function fromMinorUnits(minor: number, currency: string): Decimal {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Minor units must be an integer: ${minor}`);
  return decimal(minor).div(10 ** minorUnitExponent(currency));
}

/** Exact sum; an empty list sums to 0. Not rounded: round the total, not the terms. */
export function sumMoney(values: readonly DecimalValue[]): Decimal {
  return values.reduce<Decimal>((sum, v) => sum.plus(v), decimal(0));
}
