// Prices in the shopper's currency, by the specs' conversion rule. Apart from shop-context.ts so
// that the shell and the pages that show no price do not load the money code.
import { convertAmount, formatPrice, type DecimalValue } from '@solestock/domain';
import { useShopContext } from './shop-context';

/** Formats an amount in its own currency as the shopper's currency, by the specs' rule. */
export function usePriceFormatter(): (amount: DecimalValue, currency: string) => string {
  const { country, rates } = useShopContext();
  return (amount, currency) => {
    const converted = convertAmount(amount, currency, country, rates, (m) => console.warn(m));
    return formatPrice(converted.symbol, converted.amount);
  };
}
