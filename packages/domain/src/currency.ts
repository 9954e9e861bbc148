// The shop's countries and the specs' currency conversion rule (000 §5, 001 §9), written once.
import { decimal, type Decimal, type DecimalValue } from './money.ts';

/**
 * 000 §3: the country options in the spec's order. `alhpaThreecode` is spelt as the spec spells
 * it, since screens read that key. Currencies and symbols: 000 §9, 001 §9.
 */
export const COUNTRIES = [
  {
    code: 'gb',
    name: 'United Kingdom',
    alphaTwoCode: 'GB',
    alhpaThreecode: 'GBR',
    currency: 'gbp',
    symbol: '£',
  },
  {
    code: 'ca',
    name: 'Canada',
    alphaTwoCode: 'CA',
    alhpaThreecode: 'CAN',
    currency: 'cad',
    symbol: 'C$',
  },
  {
    code: 'us',
    name: 'United States',
    alphaTwoCode: 'US',
    alhpaThreecode: 'USA',
    currency: 'usd',
    symbol: '$',
  },
  {
    code: 'cn',
    name: 'China',
    alphaTwoCode: 'CN',
    alhpaThreecode: 'CHN',
    currency: 'cny',
    symbol: '¥',
  },
  {
    code: 'in',
    name: 'India',
    alphaTwoCode: 'IN',
    alhpaThreecode: 'IND',
    currency: 'inr',
    symbol: '₹',
  },
  {
    code: 'jp',
    name: 'Japan',
    alphaTwoCode: 'JP',
    alhpaThreecode: 'JPN',
    currency: 'jpy',
    symbol: '¥',
  },
] as const;

export type Country = (typeof COUNTRIES)[number];
export type CountryCode = Country['code'];

/** 000 §3: the United Kingdom is the default country. */
export const DEFAULT_COUNTRY: CountryCode = 'gb';
/** 000 §9: the symbol shown for a currency the shop does not list. */
export const DEFAULT_SYMBOL = '$';
/** API Conventions: the exchange-rate map is USD-based, so USD's rate is 1 by definition. */
export const EXCHANGE_RATE_BASE = 'usd';

/** Exactly one of the six lowercase codes (callers lowercase first if they accept 'GB'). */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && COUNTRIES.some((c) => c.code === value);
}

/** The display currency of a country code, any case; undefined for a country not sold to. */
export function countryCurrency(code: string): { currency: string; symbol: string } | undefined {
  const key = code.trim().toLowerCase();
  const country = COUNTRIES.find((c) => c.code === key);
  return country && { currency: country.currency, symbol: country.symbol };
}

/** The symbol of a currency code, any case; '$' for one the shop does not list. */
export function currencySymbol(currency: string): string {
  const key = currency.trim().toLowerCase();
  return COUNTRIES.find((c) => c.currency === key)?.symbol ?? DEFAULT_SYMBOL;
}

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
 * The specs' rule: divide by the rate of the item's own currency (USD base), then multiply by the
 * target currency's rate unless the target is usd.
 * - Unknown country, or rates missing: unchanged, in the item's own currency.
 * - The item's own currency has no rate: warn, unchanged, but labelled in the target currency
 *   (the specs say so, odd as it is).
 * - The target currency has no rate: the specs do not say; it is the same failure (a rate the map
 *   lacks), so it is handled the same way rather than multiplying by nothing or throwing.
 * Not rounded: callers round at the edge.
 */
export function convertAmount(
  amount: DecimalValue,
  fromCurrency: string,
  countryCode: string,
  rates: ExchangeRates,
  warn: (message: string) => void = () => {},
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

  const baseRate = rateOf(rates, from);
  if (!baseRate) {
    warn(`No exchange rate for ${from.toUpperCase()}; showing the amount unconverted.`);
    return unchanged(target.currency, target.symbol);
  }
  const targetRate = rateOf(rates, target.currency);
  if (!targetRate) {
    warn(`No exchange rate for ${target.currency.toUpperCase()}; showing the amount unconverted.`);
    return unchanged(target.currency, target.symbol);
  }

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
