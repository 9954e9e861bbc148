// What the Delivery and PAYMENTS steps show: the total of the cart (the API's checkout call) or,
// for ORDER NOW, of one product by the same slab rule and rates the server charges with.
import type { AppLoadContext } from 'react-router';
import {
  countryCurrency,
  decimal,
  linePrice,
  moneyNumber,
  type DecimalValue,
} from '@solestock/domain';
import { ApiError, apiJson } from './api';
import type { CheckoutSummaryDto, CheckoutTaxDto } from '@solestock/domain/cart-payloads';
import { buyerPriceCountry } from './price-country.server';
import { taxOn } from '@solestock/domain/back-office/tax';
import type { OrderNowDetail } from './cart-types';
import { orderNowFromSearch } from './order-now';
import { warnNoRate } from './rate-warning';
import type { ProductDetail } from '@solestock/domain';
import type { ExchangeRatesDto } from './shop-context';
import { loginRedirect } from './shopper.server';
import type { CompanyAddressesDto, CompanyDto } from '@solestock/domain/company-payloads';
import { SPEC_TERMS, type BuyerTerms } from '@solestock/domain/payment-terms';
import type { CartStylesDto } from '@solestock/domain/style-lines';
import { redirectInLanguage } from '../i18n/page-redirect';

export interface CheckoutData {
  country: string;
  orderNow: OrderNowDetail | null;
  summary: CheckoutSummaryDto;
  /** 001 §8: shown when the totals could not be loaded, before going back to /cart. */
  loadError: string | null;
  /**
   * The company's address book (decision 146), or null when it could not be read; an empty book
   * keeps the specs' sample address. `addressId`: the one chosen (the URL's `address_id` when it
   * is in the book, else the default), null without a book.
   */
  book?: CompanyAddressesDto | null;
  addressId?: number | null;
  /**
   * The payment terms of the buyer's company's group (decision 151): the deposit share the card
   * pays now, and whether "Submit Order" places the order on account. Absent: the specs' terms.
   */
  terms?: BuyerTerms;
  /**
   * The cart's goods by style and colour (docs/api.md, "Lines by style"), for the review on the
   * Delivery step; absent for ORDER NOW, on the payment step, or when they could not be read.
   */
  goods?: CartStylesDto | null;
}

/** The buyer's terms; the specs' (pay in full, no account) when they cannot be read. */
async function buyerTerms(api: AppLoadContext['api']): Promise<BuyerTerms> {
  const company = await apiJson<CompanyDto>(api, '/ecommerce/company/').catch(() => null);
  return company?.payment_terms ?? SPEC_TERMS;
}

/** The company's book, and which of its addresses the checkout URL (or the default) picks. */
async function addressBook(
  api: AppLoadContext['api'],
  search: URLSearchParams,
): Promise<{ book: CompanyAddressesDto | null; addressId: number | null }> {
  const book = await apiJson<CompanyAddressesDto>(api, '/ecommerce/company/addresses/').catch(
    () => null,
  );
  const asked = Number(search.get('address_id'));
  const chosen =
    book?.addresses.find((a) => a.id === asked) ??
    book?.addresses.find((a) => a.is_default) ??
    book?.addresses[0];
  return { book, addressId: chosen?.id ?? null };
}

/** The checkout summary's call (or its `tax/`), naming the chosen address when there is one. */
function checkoutSummaryPath(country: string, addressId: number | null, tail = ''): string {
  const address = addressId === null ? '' : `&address_id=${addressId}`;
  return `/ecommerce/cart/checkout/${tail}?country_code=${country}${address}`;
}

/** ORDER NOW's tax row, by the domain's rule on its one product's total (decision 181). */
function orderNowTax(
  answer: CheckoutTaxDto,
  goods: DecimalValue,
  currency: string,
): Pick<CheckoutSummaryDto, 'tax'> {
  if (!answer.tax) return {};
  const amount = taxOn(goods, answer.tax.rate_percent, currency);
  return {
    tax: {
      ...answer.tax,
      amount: moneyNumber(amount),
      total_with_tax: moneyNumber(decimal(goods).plus(amount)),
    },
  };
}

export async function loadCheckout(
  request: Request,
  { api, country }: Pick<AppLoadContext, 'api' | 'country'>,
  /** Read the cart's goods too (the Delivery step's review, decision 155). */
  withGoods = false,
): Promise<CheckoutData> {
  const search = new URL(request.url).searchParams;
  const orderNow = orderNowFromSearch(search);
  try {
    if (!orderNow) {
      // The address first: the summary's tax is where the goods go (decision 181).
      const book = await addressBook(api, search);
      const [summary, terms, goods] = await Promise.all([
        apiJson<CheckoutSummaryDto>(api, checkoutSummaryPath(country, book.addressId)),
        buyerTerms(api),
        withGoods
          ? apiJson<CartStylesDto>(
              api,
              `/ecommerce/cart/items/?country_code=${country}&lines=styles`,
            ).catch(() => null)
          : undefined,
      ]);
      return {
        country,
        orderNow,
        summary,
        loadError: null,
        ...book,
        terms,
        ...(goods === undefined ? {} : { goods }),
      };
    }
    // The session is checked first: a guest logs in and comes back to this very URL.
    // A company on a price list buys in the list's currency (docs/price-lists.md).
    const { priceCountry } = await buyerPriceCountry(api, country);
    const book = await addressBook(api, search);
    const [product, rates, terms, taxRate] = await Promise.all([
      apiJson<ProductDetail>(api, `/ecommerce/products/${orderNow.product_id}/${country}`),
      apiJson<ExchangeRatesDto>(api, '/ecommerce/exchange-rates/'),
      buyerTerms(api),
      // The rate charged where the goods go (decision 181): the order is placed with it.
      apiJson<CheckoutTaxDto>(api, checkoutSummaryPath(country, book.addressId, 'tax/')),
    ]);
    const converted = linePrice(
      product.slabPrices,
      orderNow.quantity,
      product.defaultSellingPrice,
      priceCountry,
      rates,
      warnNoRate,
    );
    const total = converted.total;
    const target = countryCurrency(priceCountry);
    return {
      country,
      orderNow: { ...orderNow, totalPrice: moneyNumber(total), baseCurrency: converted.currency },
      summary: {
        total_price: { currency: converted.symbol, amount: moneyNumber(total) },
        currency_code: target?.currency ?? converted.currency,
        items_count: 1,
        ...orderNowTax(taxRate, total, target?.currency ?? converted.currency),
      },
      loadError: null,
      ...book,
      terms,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
    if (error instanceof ApiError && error.status === 400 && !orderNow)
      throw redirectInLanguage(request, '/cart');
    const message = error instanceof Error ? error.message : String(error);
    return {
      country,
      orderNow,
      summary: { total_price: { currency: '$', amount: 0 }, currency_code: 'usd', items_count: 0 },
      loadError: message,
      book: null,
      addressId: null,
    };
  }
}
