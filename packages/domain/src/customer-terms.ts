// A customer group's prices and payment terms (docs/api.md, "Customer groups"): the group
// discount on a unit price and the deposit split of an order. One place for each rule, used by
// the cart, checkout, placement, the order pages and the mails.
import { decimal, minorUnitExponent, type Decimal, type DecimalValue } from './money.ts';

/** No group, or a group without a discount: the list price (the specs' behaviour). */
export const NO_DISCOUNT = '0';
/** Pay everything at checkout (the specs' behaviour). */
export const FULL_DEPOSIT_PERCENT = 100;

/**
 * A member's unit price: the slab rule's unit price (in the product's own currency) lowered by
 * the group's discount percent (0–90, two decimals). Applied after the slab rule and before the
 * conversion, so the converted price is rounded once, to the shopper's minor unit, as for
 * everyone (decision 040). Kept exact here; the conversion rounds.
 */
export function groupUnitPrice(unitPrice: DecimalValue, discountPercent: DecimalValue): Decimal {
  const discount = decimal(discountPercent);
  if (discount.isZero()) return decimal(unitPrice);
  if (discount.isNegative() || discount.greaterThan(90))
    throw new RangeError(`A group discount is 0–90 %, not ${discount.toString()}`);
  return decimal(unitPrice).times(decimal(100).minus(discount)).div(100);
}

export interface DepositSplit {
  /** Charged at checkout: the share of the goods, rounded up to the currency's minor unit. */
  deposit: Decimal;
  /** What stays due: goods − deposit (shipping joins it once staff add it). */
  balance: Decimal;
}

/**
 * The deposit a group's `deposit_percent` asks at checkout. Rounded up (never down) to the
 * currency's minor unit, so a deposit is never a fraction of a cent short of its share: 30 % of
 * ¥10,001 is ¥3,001, of £10.01 is £3.01. 100 % is the whole amount.
 */
export function depositSplit(
  goods: DecimalValue,
  depositPercent: number,
  currency: string,
): DepositSplit {
  if (!Number.isInteger(depositPercent) || depositPercent < 1 || depositPercent > 100)
    throw new RangeError(`A deposit is 1–100 %, not ${depositPercent}`);
  const total = decimal(goods);
  if (depositPercent === FULL_DEPOSIT_PERCENT) return { deposit: total, balance: decimal(0) };
  const share = total.times(depositPercent).div(100);
  const places = minorUnitExponent(currency);
  // Round up: the share to the currency's places, away from zero for a positive share.
  const rounded = share.toDecimalPlaces(places, 'up');
  const deposit = rounded.greaterThan(total) ? total : rounded;
  return { deposit, balance: total.minus(deposit) };
}
