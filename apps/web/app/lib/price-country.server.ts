// The country a signed-in buyer's prices are converted for (docs/price-lists.md): their country,
// or, for a company on a price list, the list currency's country, as the cart badge's answer
// says (`price_currency`). Read where a loader or action prices on the web server.
import type { CartCountDto } from '@solestock/domain/cart-payloads';
import { countryOfCurrency } from '@solestock/domain/countries';
import { apiJson, type ApiFetch } from './api';

/** The badge's answer and the country prices are converted for (throws as the call does). */
export async function buyerPriceCountry(
  api: ApiFetch,
  country: string,
): Promise<{ badge: CartCountDto; priceCountry: string }> {
  const badge = await apiJson<CartCountDto>(api, '/ecommerce/cart/count/');
  const listed = badge.price_currency ? countryOfCurrency(badge.price_currency) : undefined;
  return { badge, priceCountry: listed ?? country };
}
