// /cart (001 §2, step 1 of 3): the shopper's cart, server-rendered; one action for every cart
// change (add, update, remove), so the header's badge and the prices reload after each.
import { useMemo } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/cart';
import { ApiError, apiJson } from '../lib/api';
import { refusal } from '../lib/refusal';
import type { AddedLinesAnswer, CartByStyleDto } from '@solestock/domain/cart-payloads';
import { cartPage, packCartPage, unpackCartPage } from '../lib/cart-types';
import { guestToLogin } from '../lib/shopper.server';
import { CartScreen } from '../features/cart/cart-screen';
import { checkoutMeta } from '../features/checkout/checkout-meta';
import { translatorOf, useT } from '../i18n/i18n';
import { localeOfRequest } from '../i18n/page-redirect';
import { windowOfValue } from '@solestock/domain/back-office/collection-payloads';
import type { CompanyAddressesDto } from '@solestock/domain/company-payloads';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  checkoutMeta('cart.title', loaderData?.locale, matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { country } = context;
  try {
    const [cart, book] = await Promise.all([
      // The lines by style and colour (docs/api.md, "Lines by style"; decision 155).
      apiJson<CartByStyleDto>(
        context.api,
        `/ecommerce/cart/items/?country_code=${country}&lines=styles`,
      ),
      // Where it will go (decision 146): the company's default address, if it has a book.
      apiJson<CompanyAddressesDto>(context.api, '/ecommerce/company/addresses/').catch(() => null),
    ]);
    const deliverTo = book?.addresses.find((a) => a.is_default) ?? book?.addresses[0] ?? null;
    // Its sizes packed as arrays: a wholesale cart's page data is mostly its sizes.
    return { cart: packCartPage(cartPage(cart)), deliverTo, locale: localeOfRequest(request) };
  } catch (error) {
    guestToLogin(request, error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const t = translatorOf(localeOfRequest(request));
  const send = (path: string, method: string, body: unknown) =>
    apiJson<unknown>(context.api, path, { method, body: JSON.stringify(body) });
  try {
    if (intent === 'add') {
      await send('/ecommerce/cart/add/', 'POST', {
        product_id: Number(form.get('productId')),
        quantity: Number(form.get('quantity')),
        mode: String(form.get('mode') ?? 'air'),
      });
    } else if (intent === 'add-many') {
      // The size-run grid and quick order: every line in one all-or-nothing request (issue 19).
      let lines: unknown;
      try {
        lines = JSON.parse(String(form.get('lines') ?? '[]'));
      } catch {
        return data(
          { ok: false, status: 400, error: t('cart.action.linesUnreadable') },
          { status: 400 },
        );
      }
      // From a collection's page (docs/collections.md): the lines keep its delivery window.
      const collection = Number(form.get('collection_id'));
      const window = windowOfValue(String(form.get('window') ?? ''));
      const added = (
        Number.isInteger(collection) && collection > 0 && window
          ? await send(`/ecommerce/collections/${collection}/cart/`, 'POST', {
              items: lines,
              window,
            })
          : await send('/ecommerce/cart/add-many/', 'POST', lines)
      ) as AddedLinesAnswer;
      return { ok: true, status: 201, error: undefined, count: added.count };
    } else if (intent === 'add-packs') {
      // Cartons (docs/api.md, "Packs"): each pack's sizes added in one all-or-nothing request.
      let items: unknown;
      try {
        items = JSON.parse(String(form.get('items') ?? '[]'));
      } catch {
        return data(
          { ok: false, status: 400, error: t('cart.action.cartonsUnreadable') },
          { status: 400 },
        );
      }
      const added = (await send('/ecommerce/cart/add-packs/', 'POST', {
        items,
      })) as AddedLinesAnswer;
      return { ok: true, status: 201, error: undefined, count: added.count };
    } else if (intent === 'update') {
      await send(`/ecommerce/cart/items/${Number(form.get('id'))}/update/`, 'PATCH', {
        quantity: Number(form.get('quantity')),
      });
    } else if (intent === 'remove') {
      const ids = String(form.get('ids') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      await send('/ecommerce/cart/items/delete/', 'DELETE', { cart_item_ids: ids });
    } else {
      return data({ ok: false, status: 400, error: t('cart.action.unknown') }, { status: 400 });
    }
    return { ok: true, status: 200, error: undefined };
  } catch (error) {
    // 001 §8: add and delete failures are logged; the screen shows the server's sentence, and
    // the line it is about when it names one.
    const r = refusal(error);
    console.warn('cart action failed', intent, r.status, r.error);
    const line = error instanceof ApiError ? (error.body as { line?: unknown } | null)?.line : null;
    return data(
      {
        ok: false,
        status: r.status,
        error: r.error,
        ...(typeof line === 'number' ? { line } : {}),
      },
      { status: r.status },
    );
  }
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const packed = loaderData?.cart;
  const cart = useMemo(() => (packed ? unpackCartPage(packed) : undefined), [packed]);
  return loaderData && cart ? <CartScreen cart={cart} deliverTo={loaderData.deliverTo} /> : null;
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert" className="text-lg font-semibold text-red-800">
        {t('cart.fetchError')}
      </p>
    </main>
  );
}
