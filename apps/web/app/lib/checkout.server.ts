// What the Delivery and PAYMENTS steps show: the total of the cart (the API's checkout call) or,
// for ORDER NOW, of one product by the same slab rule and rates the server charges with.
import { redirect, type AppLoadContext } from 'react-router';
import { countryCurrency, linePrice, moneyNumber } from '@solestock/domain';
import { ApiError, apiJson } from './api';
import type { CheckoutSummary, OrderNowDetail } from './cart-types';
import { orderNowFromSearch } from './order-now';
import type { ProductDetail } from '@solestock/domain';
import type { ExchangeRatesDto } from './shop-context';
import { loginRedirect } from './shopper.server';

export interface CheckoutData {
  country: string;
  orderNow: OrderNowDetail | null;
  summary: CheckoutSummary;
  /** 001 §8: shown when the totals could not be loaded, before going back to /cart. */
  loadError: string | null;
}

export async function loadCheckout(
  request: Request,
  { api, country }: Pick<AppLoadContext, 'api' | 'country'>,
): Promise<CheckoutData> {
  const orderNow = orderNowFromSearch(new URL(request.url).searchParams);
  try {
    if (!orderNow) {
      const summary = await apiJson<CheckoutSummary>(
        api,
        `/ecommerce/cart/checkout/?country_code=${country}`,
      );
      return { country, orderNow, summary, loadError: null };
    }
    // The session is checked first: a guest logs in and comes back to this very URL.
    await apiJson(api, '/ecommerce/cart/count/');
    const [product, rates] = await Promise.all([
      apiJson<ProductDetail>(api, `/ecommerce/products/${orderNow.product_id}/${country}`),
      apiJson<ExchangeRatesDto>(api, '/ecommerce/exchange-rates/'),
    ]);
    const converted = linePrice(
      product.slabPrices,
      orderNow.quantity,
      product.defaultSellingPrice,
      country,
      rates,
    );
    const total = converted.total;
    const target = countryCurrency(country);
    return {
      country,
      orderNow: { ...orderNow, totalPrice: moneyNumber(total), baseCurrency: converted.currency },
      summary: {
        total_price: { currency: converted.symbol, amount: moneyNumber(total) },
        currency_code: target?.currency ?? converted.currency,
        items_count: 1,
      },
      loadError: null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
    if (error instanceof ApiError && error.status === 400 && !orderNow) throw redirect('/cart');
    const message = error instanceof Error ? error.message : String(error);
    return {
      country,
      orderNow,
      summary: { total_price: { currency: '$', amount: 0 }, currency_code: 'usd', items_count: 0 },
      loadError: message,
    };
  }
}
