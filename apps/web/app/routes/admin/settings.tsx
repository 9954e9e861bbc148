// /admin/settings (owner): GET /api/admin/settings/seller/; saving the seller details
// (PUT /api/admin/settings/seller/), checked first with the domain's schema, the one the API uses.
import { data } from 'react-router';
import type { Route } from './+types/settings';
import {
  sellerDetailsBody,
  type SellerDetails,
} from '@solestock/domain/back-office/seller-payloads';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { SellerSettingsPage } from '../../console/settings/seller-page';
import {
  sellerBodyOf,
  sellerValuesOf,
  type SellerActionResult,
} from '../../console/settings/seller-form';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Settings', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seller: await staffLoad<SellerDetails>(request, context.api, '/settings/seller/') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = sellerValuesOf(await request.formData());
  const body = sellerBodyOf(values);
  const parsed = sellerDetailsBody.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return data<SellerActionResult>(
      { ok: false, error: 'Please correct the details marked below.', fields, values },
      400,
    );
  }
  try {
    const saved = await staffJson<SellerDetails>(
      request,
      context.api,
      '/settings/seller/',
      jsonBody('PUT', body),
    );
    return { ok: true, saved } satisfies SellerActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<SellerActionResult>(
      { ok: false, error: r.error, fields: r.fields, values },
      { status: r.status },
    );
  }
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SellerSettingsPage seller={loaderData.seller} result={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
