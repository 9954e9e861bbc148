// /admin/orders/:orderId: one order (GET /api/admin/orders/{id}/), its moves (each a POST) and the
// amendment of its lines (a PATCH, previewed first by a POST that saves nothing), carrying the
// version the page showed. A 409 (stale_version, invalid_transition, insufficient_stock) reports
// the clash and reloads the order (shouldRevalidate), so the page shows it as it now is.
import { Link, data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/order';
import { consoleMeta } from '../../console/shared/console-meta';
import type { AdminOrderByStyle } from '../../console/shared/console-types';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { OrderPage } from '../../console/orders/order-page';
import { moveBody } from '../../console/orders/move-body';
import type { OrderActionResult } from '../../console/orders/order-action-dialog';
import type { AmendmentPreview } from '@solestock/domain/back-office/order-amendment';
import type { AdminShipments } from '@solestock/domain/back-office/shipments';

export const meta: Route.MetaFunction = ({ params, matches }) =>
  consoleMeta(`Order #${params.orderId}`, matches);

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

/** The statuses whose order page has a Shipments panel (docs/orders-and-payments.md). */
const SHIPS = new Set(['confirmed', 'partially_shipped', 'shipped', 'delivered']);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.orderId)) throw notFound();
  // By style and colour (docs/api.md, "Lines by style"): a 2,000-line order in a few hundred blocks.
  const order = await staffLoad<AdminOrderByStyle>(
    request,
    context.api,
    `/orders/${params.orderId}/?lines=styles`,
  );
  // Its lines as shipped so far and its shipments, once it can ship.
  const shipping = SHIPS.has(order.status)
    ? await staffLoad<AdminShipments>(request, context.api, `/orders/${params.orderId}/shipments/`)
    : null;
  return { order, shipping };
}

const ACTION_PATHS: Readonly<Record<string, string>> = {
  note: 'notes',
  refunds_send: 'refunds/send',
  transfer: 'payments',
  refund: 'refunds',
  amend: 'lines',
  amend_preview: 'lines/preview',
  shipment: 'shipments',
  lines_cancel: 'lines/cancel',
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const { body, fields } = moveBody(intent, form);
  if (Object.keys(fields).length > 0)
    return data<OrderActionResult>({ intent, ok: false, error: null, fields }, { status: 400 });
  // The order's route each action posts to; a move (confirm, ship, deliver, cancel) is its own.
  const path = ACTION_PATHS[intent] ?? intent;
  const method = intent === 'amend' ? 'PATCH' : intent === 'export' ? 'PUT' : 'POST';
  try {
    const answer = await staffJson<unknown>(
      request,
      context.api,
      `/orders/${params.orderId}/${path}/`,
      jsonBody(method, body),
    );
    // The amendment's preview: the server's prices for the form to show, nothing saved.
    if (intent === 'amend_preview')
      return { intent, ok: true, preview: answer as AmendmentPreview } satisfies OrderActionResult;
    return { intent, ok: true } satisfies OrderActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<OrderActionResult>(
      {
        intent,
        ok: false,
        error: r.error,
        fields: r.fields,
        conflict: r.status === 409,
        code: r.code,
      },
      { status: r.status },
    );
  }
}

/**
 * A refused action (4xx) does not reload loaders by default; a 409 must: the order changed, or
 * the move no longer applies, and the page is to show the order as it now is.
 */
export function shouldRevalidate({
  actionStatus,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409) return true;
  // A preview changed nothing: the order need not be loaded again.
  if (formData?.get('intent') === 'amend_preview') return false;
  return defaultShouldRevalidate;
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <OrderPage
      order={loaderData.order}
      shipping={loaderData.shipping}
      role={me.role}
      result={actionData}
    />
  );
}

/**
 * Inside the console's frame: an unknown order, or an API that cannot answer (the API's own
 * sentence says which), keeps the navigation at hand.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const said = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null;
  const title =
    status === 404
      ? 'Order not found'
      : status === 403
        ? 'Not for your role'
        : 'This order could not be loaded';
  const text =
    status === 404
      ? 'No order has this number, or the back office cannot look orders up yet.'
      : status === 403
        ? 'Your role does not open orders. Ask an owner if you need it.'
        : 'Please try again in a moment.';
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="mt-2 text-slate-700">
        {text}
      </p>
      {said && said !== 'Not Found' ? (
        <p className="mt-2 text-sm text-slate-600">The server said: {said}</p>
      ) : null}
      <Link className="mt-4 inline-block font-semibold text-brand-700 underline" to="/admin/orders">
        Back to the orders
      </Link>
    </div>
  );
}
