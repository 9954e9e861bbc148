// A customer group's prices and payment terms (docs/api.md, "Customer groups"): the group
// discount on a unit price and the deposit split of an order. One place for each rule, used by
// the cart, checkout, placement, the order pages and the mails.
import {
  decimal,
  minorUnitExponent,
  roundToMinorUnit,
  type Decimal,
  type DecimalValue,
} from './money.ts';

/** No group, or a group without a discount: the list price (the specs' behaviour). */
export const NO_DISCOUNT = '0';
/** Pay everything at checkout (the specs' behaviour). */
export const FULL_DEPOSIT_PERCENT = 100;

/**
 * A member's unit price: the slab rule's unit price (in the product's own `currency`) lowered by
 * the group's discount percent (0–90, two decimals), then rounded to that currency's minor unit
 * by the one money rule (roundToMinorUnit: $11.568 → $11.57, ¥1066.592 → ¥1067; issue 41.9), so
 * a member's price list is one of real prices, like the list prices it comes from: every card,
 * listing, search answer, slab and line shows it as it is, and the conversion then treats it as
 * any list price (decision 168). Applied after the slab rule and before the conversion.
 */
export function groupUnitPrice(
  unitPrice: DecimalValue,
  discountPercent: DecimalValue,
  currency: string,
): Decimal {
  const discount = decimal(discountPercent);
  if (discount.isZero()) return decimal(unitPrice);
  if (discount.isNegative() || discount.greaterThan(90))
    throw new RangeError(`A group discount is 0–90 %, not ${discount.toString()}`);
  return roundToMinorUnit(
    decimal(unitPrice).times(decimal(100).minus(discount)).div(100),
    currency,
  );
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
