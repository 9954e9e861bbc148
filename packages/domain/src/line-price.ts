// "Total = unit price x quantity" (000 §5) in the shopper's currency, written once for the
// product page, its drawer, the cart, checkout and orders, so every screen shows what is charged.
import {
  convertAmount,
  type Conversion,
  type ExchangeRates,
  type RateWarning,
} from './currency.ts';
import { groupUnitPrice, NO_DISCOUNT } from './customer-terms.ts';
import { roundToMinorUnit, type Decimal, type DecimalValue } from './money.ts';
import { slabUnitPrice, type DefaultPrice, type PriceSlab } from './slab.ts';

export interface LinePrice {
  /**
   * After the slab rule and the customer group's discount, in the price's own currency
   * (lowercase); a member's rounded to that currency's minor unit (groupUnitPrice).
   */
  unitPrice: Decimal;
  unitCurrency: string;
  /** Index of the slab that applied, or null when the default price did. */
  slabIndex: number | null;
  /** Target rate / own rate; 1 when unconverted. */
  rate: Decimal;
  /** The unit price in the shopper's currency, rounded to that currency's minor unit. */
  convertedUnitPrice: Decimal;
  /** convertedUnitPrice × quantity, exact. */
  total: Decimal;
  /** The shopper's currency (lowercase), or the price's own when it could not be converted. */
  currency: string;
  symbol: string;
  converted: boolean;
}

/**
 * A unit price in the shopper's currency as every screen shows it and the cart charges it:
 * converted by the specs' rule, then rounded to that currency's minor unit (¥1210, not ¥1209.90).
 */
export function convertUnitPrice(
  amount: DecimalValue,
  currency: string,
  country: string,
  rates: ExchangeRates,
  warn: RateWarning = () => {},
): Conversion {
  const conversion = convertAmount(amount, currency, country, rates, warn);
  return {
    ...conversion,
    amount: roundToMinorUnit(conversion.amount, conversion.currency),
  };
}

/**
 * The slab rule gives the unit price, the rates convert it, and the converted unit price is rounded
 * to the currency's minor unit before it is multiplied: the shopper sees "£1.23 / pair × 100 =
 * £123.00" and is charged exactly that (docs/decisions/040). A member of a customer group pays
 * the group's price: its discount lowers the slab's unit price after the slab rule and before the
 * conversion (groupUnitPrice, docs/decisions/149); without one (`NO_DISCOUNT`) nothing changes.
 */
export function linePrice(
  slabs: readonly PriceSlab[],
  quantity: number,
  defaultPrice: DefaultPrice,
  country: string,
  rates: ExchangeRates,
  warn: RateWarning = () => {},
  discountPercent: DecimalValue = NO_DISCOUNT,
): LinePrice {
  const unit = slabUnitPrice(slabs, quantity, defaultPrice);
  const amount = groupUnitPrice(unit.amount, discountPercent, unit.currency);
  const conversion = convertUnitPrice(amount, unit.currency, country, rates, warn);
  const convertedUnitPrice = conversion.amount;
  return {
    unitPrice: amount,
    unitCurrency: unit.currency,
    slabIndex: unit.slabIndex,
    rate: conversion.rate,
    convertedUnitPrice,
    total: convertedUnitPrice.times(quantity),
    currency: conversion.currency,
    symbol: conversion.symbol,
    converted: conversion.converted,
  };
}
