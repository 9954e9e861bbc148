// /admin: the dashboard (GET /api/admin/dashboard/) and the low-stock list
// (GET /api/admin/catalogue/low-stock/); owners also move the low-stock line
// (PUT /api/admin/settings/stock/).
import { data, redirect } from 'react-router';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { LowStockList, StockSettings } from '@solestock/domain/back-office/stock-payloads';
import type { Route } from './+types/dashboard';
import { consoleMeta } from '../../console/shared/console-meta';
import type { Dashboard } from '../../console/shared/console-types';
import {
  jsonBody,
  loadStaffMe,
  refusal,
  staffJson,
  staffLoad,
} from '../../console/shared/staff-api.server';
import { DashboardView } from '../../console/dashboard/dashboard-view';
import type { LowStockActionResult } from '../../console/dashboard/low-stock-card';
import {
  brandSettingsBody,
  type BrandSettings,
  type BrandSetup,
} from '@solestock/domain/back-office/brand-payloads';
import { ShopNameForm } from '../../console/settings/brand-page';
import { fieldsOf, type BrandActionResult } from '../../console/settings/brand-form';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Dashboard', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const [dashboard, lowStock, me] = await Promise.all([
    staffLoad<Dashboard>(request, context.api, '/dashboard/'),
    staffLoad<LowStockList>(request, context.api, '/catalogue/low-stock/'),
    loadStaffMe(request, context.api),
  ]);
  const owner = staffMayDo(me.role, 'settings.manage');
  // A fresh shop (no brand saved, not the demo) asks its owner for its name first (docs/brand.md).
  const asksName = owner
    ? (await staffLoad<BrandSetup>(request, context.api, '/settings/brand/setup/')).asks_name
    : false;
  return { dashboard, lowStock, canSetLine: owner, asksName };
}

/** The first sign-in's shop name: the default brand under the owner's name. */
async function saveShopName(
  request: Request,
  context: Route.ActionArgs['context'],
  form: FormData,
) {
  const shopName = String(form.get('shop_name') ?? '');
  const values = { shop_name: shopName } as BrandActionResult['values'];
  try {
    const brand = await staffLoad<BrandSettings>(request, context.api, '/settings/brand/');
    const parsed = brandSettingsBody.safeParse({ ...brand, shop_name: shopName });
    if (!parsed.success)
      return data<BrandActionResult>(
        { ok: false, error: null, fields: fieldsOf(parsed.error.issues), values },
        400,
      );
    await staffJson(request, context.api, '/settings/brand/', jsonBody('PUT', parsed.data));
    return redirect('/admin');
  } catch (error) {
    const r = refusal(error);
    return data<BrandActionResult>(
      { ok: false, error: r.error, fields: r.fields, values },
      { status: r.status },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'shop-name') return saveShopName(request, context, form);
  if (intent !== 'low-stock')
    return data({ intent: 'low-stock', ok: false, error: 'Unknown action.' }, 400);
  try {
    const saved = await staffJson<StockSettings>(
      request,
      context.api,
      '/settings/stock/',
      jsonBody('PUT', { low_stock_pairs: String(form.get('low_stock_pairs') ?? '').trim() }),
    );
    return {
      intent,
      ok: true,
      message: `Saved: products with ${saved.low_stock_pairs} pairs or fewer are listed.`,
    } satisfies LowStockActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<LowStockActionResult>(
      { intent, ok: false, error: r.error, fields: r.fields },
      { status: r.status },
    );
  }
}

export default function DashboardRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.asksName)
    return <ShopNameForm result={actionData as BrandActionResult | undefined} />;
  return (
    <DashboardView
      dashboard={loaderData.dashboard}
      lowStock={loaderData.lowStock}
      canSetLine={loaderData.canSetLine}
      lowStockResult={actionData as LowStockActionResult | undefined}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
