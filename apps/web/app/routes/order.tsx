// /orders/:orderId: one of the shopper's orders (items, totals, status, the provider's review and
// its timeline); another's is a 404. A confirmed order with a balance offers Pay Now, which is
// checkout's card payment composed into the order's page.
import { data, isRouteErrorResponse, useNavigation, useRevalidator } from 'react-router';
import type { Route } from './+types/order';
import { shopTitle } from '../lib/brand';
import { ApiError, apiJson } from '../lib/api';
import type { OrderByStyleDto, PaymentsConfig, ReorderDto } from '@solestock/domain/order-payloads';
import type { OrderPageLine } from '../lib/cart-types';
import type { BuyerShipments } from '@solestock/domain/back-office/shipments';
import { guestToLogin, loginRedirect } from '../lib/shopper.server';
import { NotFoundPage } from '../features/info/not-found-page';
import { BalancePayment } from '../features/checkout/balance-payment';
import { recordPaymentAction, startBalancePayment } from '../features/checkout/payments.server';
import { OrderDetail, owesBalance } from '../features/orders/order-views';
import { OrderAgain, type OrderAgainResult } from '../features/orders/order-again';
import { translatorOf, useT } from '../i18n/i18n';
import { localeOfRequest } from '../i18n/page-redirect';

export const meta: Route.MetaFunction = ({ params, loaderData, matches }) => [
  {
    title: shopTitle(
      translatorOf(loaderData?.locale ?? 'en')('orders.orderNumber', { id: params.orderId }),
      matches,
    ),
  },
  { name: 'robots', content: 'noindex' },
];

interface PaymentConfig {
  provider: string;
  publishableKey?: string | undefined;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.orderId))
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  let order: OrderByStyleDto;
  try {
    // By style and colour (docs/api.md, "Lines by style"): a wholesale order's sizes in blocks.
    order = await apiJson<OrderByStyleDto>(
      context.api,
      `/ecommerce/orders/${params.orderId}/?lines=styles`,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw data('Not Found', { status: 404, statusText: 'Not Found' });
    guestToLogin(request, error);
  }
  // Which processor takes the card: asked only when there is a balance to pay.
  const payment: PaymentConfig | null = owesBalance(order)
    ? await apiJson<PaymentsConfig>(context.api, '/payments/config/')
        .then((c) => ({ provider: c.provider, publishableKey: c.publishable_key }))
        .catch(() => ({ provider: 'unavailable' }))
    : null;
  // Its shipments, each with its papers, once any has left (docs/orders-and-payments.md).
  const shipments = SHIPPED.has(order.status)
    ? await apiJson<BuyerShipments>(context.api, `/ecommerce/orders/${params.orderId}/shipments/`)
        .then((s) => s.shipments)
        .catch(() => [])
    : [];
  return {
    order: { ...order, styles: order.styles.map(pageStyle) },
    payment,
    shipments,
    // The page's language, for its title (meta sees no basename).
    locale: localeOfRequest(request),
  };
}

const SHIPPED = new Set(['partially_shipped', 'shipped', 'delivered']);

/** What the page reads of a block's sizes (OrderPageLine): the rest stays out of its data. */
const pageStyle = (style: OrderByStyleDto['styles'][number]) => ({
  ...style,
  lines: style.lines.map(
    ({
      id,
      size,
      quantity,
      mode,
      converted_unit_price,
      sale_mode,
      ships_from,
      ships_by,
      incoming_pairs,
    }) => {
      const line: OrderPageLine = { id, size, quantity, mode, converted_unit_price };
      // Pairs sold ahead from incoming stock ship from their day (docs/stock.md).
      const ahead = incoming_pairs ? { incoming_pairs, ships_from } : {};
      return sale_mode
        ? { ...line, sale_mode, ships_from, ships_by, ...ahead }
        : { ...line, ...ahead };
    },
  ),
});

/** "Order again": the order's lines into the cart; the loaders (and the header's badge) reload. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  // The balance's card payment (balance-payment.tsx): its intent, then its record.
  if (intent === 'pay-balance' && /^\d{1,9}$/.test(params.orderId))
    return startBalancePayment(context.api, Number(params.orderId));
  if (intent === 'record-payment') return recordPaymentAction(form, context.api);
  if (intent !== 'reorder' || !/^\d{1,9}$/.test(params.orderId))
    return data<OrderAgainResult>(
      { ok: false, error: translatorOf(localeOfRequest(request))('orders.unknownAction') },
      { status: 400 },
    );
  try {
    const result = await apiJson<ReorderDto>(
      context.api,
      `/ecommerce/orders/${params.orderId}/reorder/`,
      { method: 'POST' },
    );
    return { ok: true, result } satisfies OrderAgainResult;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
    if (error instanceof ApiError)
      return data<OrderAgainResult>({ ok: false, error: error.message }, { status: error.status });
    throw error;
  }
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { order, payment, shipments } = loaderData;
  return (
    <OrderDetail
      order={order}
      shipments={shipments}
      orderAgain={
        <OrderAgain
          answer={actionData as OrderAgainResult | undefined}
          pending={navigation.state === 'submitting' && navigation.formMethod === 'POST'}
        />
      }
      payBalance={
        payment ? (
          <BalancePayment
            symbol={order.symbol}
            provider={payment.provider}
            publishableKey={payment.publishableKey}
            onPaid={() => void revalidator.revalidate()}
          />
        ) : null
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage errorText="Not Found" />;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert">{t('orders.loadFailed')}</p>
    </main>
  );
}
