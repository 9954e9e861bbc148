// The specs' currency conversion rule (000 §5, 001 §9), written once; the countries it converts
// between are in countries.ts and exported from here too.
import { countryCurrency, currencySymbol } from './countries.ts';
import { decimal, type Decimal, type DecimalValue } from './money.ts';

export * from './countries.ts';

/** API Conventions: the exchange-rate map is USD-based, so USD's rate is 1 by definition. */
export const EXCHANGE_RATE_BASE = 'usd';

/** 000 §3: rates keyed by uppercase currency code, USD base; null until loaded. */
export type ExchangeRates = { rates: Record<string, DecimalValue> } | null | undefined;

export interface Conversion {
  amount: Decimal;
  /** lowercase */
  currency: string;
  symbol: string;
  /** The factor applied; 1 when the amount is unchanged. */
  rate: Decimal;
  converted: boolean;
}

/**
 * What a conversion without a rate tells its caller: a sentence, and the currency whose rate the
 * map lacks (uppercase), so a log can say it once per currency rather than once per price.
 */
export type RateWarning = (message: string, currency: string) => void;

/**
 * The specs' rule: divide by the rate of the item's own currency (USD base), then multiply by the
 * target currency's rate unless the target is usd.
 * - Unknown country, or rates missing: unchanged, in the item's own currency.
 * - The item's own currency, or the target's, has no rate: warn, and unchanged in the item's own
 *   currency with its own symbol (68.00 USD stays $68.00). The specs label the unconverted amount
 *   in the target currency (000 §5), which shows a dollar price as pounds: issue 41.15 and
 *   decision 169 replace that; an amount is never shown under another currency's symbol.
 * Not rounded: callers round at the edge.
 */
export function convertAmount(
  amount: DecimalValue,
  fromCurrency: string,
  countryCode: string,
  rates: ExchangeRates,
  warn: RateWarning = () => {},
): Conversion {
  const value = decimal(amount);
  const from = fromCurrency.trim().toLowerCase();
  const target = countryCurrency(countryCode);
  const unchanged = (currency: string, symbol: string): Conversion => ({
    amount: value,
    currency,
    symbol,
    rate: decimal(1),
    converted: false,
  });

  if (!target || !hasRates(rates)) return unchanged(from, currencySymbol(from));
  if (target.currency === from) return unchanged(target.currency, target.symbol);

  const missing = [from, target.currency].find((currency) => !rateOf(rates, currency));
  if (missing) {
    const code = missing.toUpperCase();
    warn(`No exchange rate for ${code}; showing the amount in ${from.toUpperCase()}.`, code);
    return unchanged(from, currencySymbol(from));
  }
  const baseRate = rateOf(rates, from)!;
  const targetRate = rateOf(rates, target.currency)!;

  // amount / base × target, multiplied first: the same value as the spec's divide-then-multiply,
  // with one rounding instead of two, so an exact half cent stays exact. A usd target's rate is 1.
  return {
    amount: value.times(targetRate).div(baseRate),
    currency: target.currency,
    symbol: target.symbol,
    rate: targetRate.div(baseRate),
    converted: true,
  };
}

/**
 * An amount in US dollars, the rate map's base, unrounded: what a USD figure (the shop's order
 * minimum, docs/api.md "Minimums") is compared with. Undefined when the amount's currency has no
 * usable rate: there is then no honest dollar figure to give.
 */
export function amountInUsd(
  amount: DecimalValue,
  currency: string,
  rates: ExchangeRates,
): Decimal | undefined {
  const from = currency.trim().toLowerCase();
  if (from === EXCHANGE_RATE_BASE) return decimal(amount);
  if (!hasRates(rates)) return undefined;
  const rate = rateOf(rates, from);
  return rate ? decimal(amount).div(rate) : undefined;
}

function hasRates(rates: ExchangeRates): rates is { rates: Record<string, DecimalValue> } {
  return (
    rates != null &&
    typeof rates.rates === 'object' &&
    rates.rates !== null &&
    Object.keys(rates.rates).length > 0
  );
}

/**
 * A usable rate (finite, above 0) for a lowercase currency, or undefined. USD is the map's base,
 * so it is 1 even if the map omits it. A malformed entry counts as missing: conversion never
 * throws over a rate.
 */
function rateOf(
  rates: { rates: Record<string, DecimalValue> },
  currency: string,
): Decimal | undefined {
  if (currency === EXCHANGE_RATE_BASE) return decimal(1);
  const key = currency.toUpperCase();
  if (!Object.hasOwn(rates.rates, key)) return undefined;
  try {
    const rate = decimal(rates.rates[key] as DecimalValue);
    return rate.greaterThan(0) ? rate : undefined;
  } catch {
    return undefined;
  }
}
