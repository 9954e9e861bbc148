// The next-tier hint (issue 19) for whatever screen chooses a quantity: the domain's one rule,
// fed with the shopper's country and rates, so the hint's price is the one the cart charges.
import { nextTierHint, type DefaultPrice, type PriceSlab } from '@solestock/domain';
import { usePricing } from './shop-context';
import { useDomainTexts } from '../i18n/domain-texts';

export interface TierHint {
  /** The quantity the cheaper price starts at. */
  quantity: number;
  /** Pairs to add to reach it (for a style line: to this line, the style counts them). */
  add: number;
  text: string;
}

export function useNextTierHint(
  slabs: readonly PriceSlab[],
  quantity: number,
  defaultPrice: DefaultPrice,
  /** The quantity is a style tier's pairs: the words say any size or colour may add to it. */
  ofStyle = false,
): TierHint | null {
  const { country, rates } = usePricing();
  const say = useDomainTexts();
  const hint = nextTierHint(slabs, quantity, defaultPrice, country, rates);
  return hint
    ? { quantity: hint.quantity, add: hint.add, text: say.tierHint(hint, ofStyle) }
    : null;
}
