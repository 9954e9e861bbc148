// /admin/settings/brand (owner): GET /api/admin/settings/brand/; saving the brand
// (PUT /api/admin/settings/brand/), checked first with the domain's schema, the one the API uses
// (docs/brand.md).
import { data } from 'react-router';
import type { Route } from './+types/settings-brand';
import {
  brandSettingsBody,
  type BrandSettings,
} from '@solestock/domain/back-office/brand-payloads';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { BrandSettingsPage } from '../../console/settings/brand-page';
import { brandValuesOf, fieldsOf, type BrandActionResult } from '../../console/settings/brand-form';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Brand', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  return { brand: await staffLoad<BrandSettings>(request, context.api, '/settings/brand/') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = brandValuesOf(await request.formData());
  const parsed = brandSettingsBody.safeParse(values);
  if (!parsed.success)
    return data<BrandActionResult>(
      {
        ok: false,
        error: 'Please correct the details marked below.',
        fields: fieldsOf(parsed.error.issues),
        values,
      },
      400,
    );
  try {
    const saved = await staffJson<BrandSettings>(
      request,
      context.api,
      '/settings/brand/',
      jsonBody('PUT', parsed.data),
    );
    return { ok: true, saved } satisfies BrandActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<BrandActionResult>(
      { ok: false, error: r.error, fields: r.fields, values },
      { status: r.status },
    );
  }
}

export default function BrandSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by the saved brand: a save shows what the API kept.
  const brand = actionData?.ok && actionData.saved ? actionData.saved : loaderData.brand;
  return <BrandSettingsPage key={JSON.stringify(brand)} brand={brand} result={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
