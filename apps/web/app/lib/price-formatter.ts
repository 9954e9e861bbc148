// Prices in the shopper's currency, by the specs' conversion rule. Apart from shop-context.ts so
// that the shell and the pages that show no price do not load the money code.
import { convertUnitPrice, formatPrice, type DecimalValue } from '@solestock/domain';
import { usePricing } from './shop-context';
import { warnNoRate } from './rate-warning';

/**
 * Formats a unit price in its own currency as the shopper's currency, by the specs' rule and
 * rounded as the cart charges it (convertUnitPrice): a card, a slab and the cart agree.
 */
export function usePriceFormatter(): (amount: DecimalValue, currency: string) => string {
  const { country, rates } = usePricing();
  return (amount, currency) => {
    const converted = convertUnitPrice(amount, currency, country, rates, warnNoRate);
    return formatPrice(converted.symbol, converted.amount);
  };
}
