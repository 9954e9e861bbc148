// /admin/settings/orders (owners): the shop's order settings, GET/PUT /api/admin/settings/orders/.
import { data } from 'react-router';
import { formatPrice } from '@solestock/domain';
import type { OrderSettings } from '@solestock/domain/back-office/order-settings-payloads';
import type { Route } from './+types/settings-orders';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { SettingsPage, type SettingsActionResult } from '../../console/settings/settings-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Shop settings', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  return { orders: await staffLoad<OrderSettings>(request, context.api, '/settings/orders/') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const value = String(form.get('min_order_usd') ?? '').trim();
  try {
    const saved = await staffJson<OrderSettings>(
      request,
      context.api,
      '/settings/orders/',
      jsonBody('PUT', { min_order_usd: value }),
    );
    return {
      ok: true,
      message:
        saved.min_order_usd > 0
          ? `Saved: orders start at ${formatPrice('US$', saved.min_order_usd)}.`
          : 'Saved: orders have no minimum.',
    } satisfies SettingsActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<SettingsActionResult>(
      { ok: false, error: r.error, fields: r.fields, value },
      { status: r.status },
    );
  }
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage orders={loaderData.orders} result={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
