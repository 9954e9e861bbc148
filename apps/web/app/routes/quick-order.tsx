// /quick-order (issue 19): a buyer pastes lines of "SKU quantity", the store checks each, and
// the valid ones go to the cart in one all-or-nothing request. Signed-in only, like the cart.
import { data } from 'react-router';
import type { Route } from './+types/quick-order';
import { shopTitle } from '../lib/brand';
import { ApiError, apiJson } from '../lib/api';
import { refused } from '../lib/refusal';
import { loadSessionUser } from '../lib/session-user';
import type { ExchangeRatesDto } from '../lib/shop-context';
import { checkQuickOrder, type BySkuAnswer } from '../features/quick-order/quick-order-check';
import { QuickOrderScreen } from '../features/quick-order/quick-order-screen';
import { buyerPriceCountry } from '../lib/price-country.server';
import type { AddedLinesAnswer } from '@solestock/domain/cart-payloads';
import { localeOfRequest, redirectInLanguage } from '../i18n/page-redirect';
import { translatorOf } from '../i18n/i18n';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: shopTitle(translatorOf(loaderData?.locale ?? 'en')('quickOrder.title'), matches) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await loadSessionUser(context.api, request.headers.get('cookie'));
  if (!user) throw redirectInLanguage(request, '/login?redirectTo=%2Fquick-order');
  // The page's language, for its title (meta sees no basename).
  return { locale: localeOfRequest(request) };
}

/** The most text a pasted order may hold (1000 lines of a long SKU and a quantity). */
const MAX_TEXT = 100_000;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'check') {
    const text = String(form.get('lines') ?? '').slice(0, MAX_TEXT);
    const { country } = context;
    const [rates, priceCountry] = await Promise.all([
      apiJson<ExchangeRatesDto>(context.api, '/ecommerce/exchange-rates/').catch(() => null),
      // A company on a price list buys in the list's currency (docs/price-lists.md).
      buyerPriceCountry(context.api, country).then(
        (b) => b.priceCountry,
        () => country,
      ),
    ]);
    const check = await checkQuickOrder(
      text,
      (skus) =>
        apiJson<BySkuAnswer>(context.api, '/ecommerce/products/by-sku/', {
          method: 'POST',
          body: JSON.stringify({ skus, country_code: country }),
        }),
      priceCountry,
      rates,
    );
    return { intent: 'check' as const, check };
  }
  if (intent === 'add') {
    try {
      const added = await apiJson<AddedLinesAnswer>(context.api, '/ecommerce/cart/add-many/', {
        method: 'POST',
        body: String(form.get('orders') ?? '[]'),
      });
      return { intent: 'add' as const, ok: true as const, count: added.count };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        throw redirectInLanguage(request, '/login?redirectTo=%2Fquick-order');
      return refused({ intent: 'add' as const }, error);
    }
  }
  return data(
    {
      intent: 'unknown' as const,
      error: translatorOf(localeOfRequest(request))('quickOrder.unknownAction'),
    },
    { status: 400 },
  );
}

export default function QuickOrderRoute({ actionData }: Route.ComponentProps) {
  return <QuickOrderScreen answer={actionData} />;
}
