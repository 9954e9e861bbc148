// /admin/rates: GET /api/admin/rates/ and its history; a set by hand (PUT /api/admin/rates/,
// checked first with the domain's schema, the one the API uses) and "Fetch now"
// (POST /api/admin/rates/fetch/).
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/rates';
import { manualRatesSchema, RATE_CURRENCIES } from '@solestock/domain/back-office/exchange-rates';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { consoleMeta } from '../../console/shared/console-meta';
import type { Paged } from '../../console/shared/console-types';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { RatesPage } from '../../console/rates/rates-page';
import {
  ageText,
  type AdminRates,
  type RateSetRow,
  type RatesActionResult,
} from '../../console/rates/rates-types';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Exchange rates', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page'));
  const query = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  const [rates, history] = await Promise.all([
    staffLoad<AdminRates>(request, context.api, '/rates/'),
    staffLoad<Paged<RateSetRow>>(request, context.api, `/rates/history/${query}`),
  ]);
  return { rates, history, age: ageText(rates.updated_at, Date.now()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'fetch') {
    try {
      await staffJson(request, context.api, '/rates/fetch/', jsonBody('POST'));
      return { intent, ok: true } satisfies RatesActionResult;
    } catch (error) {
      const r = refusal(error);
      return data<RatesActionResult>({ intent, ok: false, error: r.error }, { status: r.status });
    }
  }
  if (intent !== 'set')
    return data<RatesActionResult>({ intent: 'set', ok: false, error: 'Unknown action.' }, 400);
  const values = Object.fromEntries(
    RATE_CURRENCIES.map((code) => [code, String(form.get(`rates.${code}`) ?? '').trim()]),
  );
  const parsed = manualRatesSchema.safeParse({ rates: values });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    return data<RatesActionResult>(
      { intent, ok: false, error: 'Please correct the rates marked below.', fields, values },
      400,
    );
  }
  try {
    await staffJson(request, context.api, '/rates/', jsonBody('PUT', { rates: parsed.data.rates }));
    return { intent, ok: true } satisfies RatesActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<RatesActionResult>(
      { intent, ok: false, error: r.error, fields: r.fields, values },
      { status: r.status },
    );
  }
}

export default function RatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMe();
  const [search] = useSearchParams();
  return (
    <RatesPage
      rates={loaderData.rates}
      age={loaderData.age}
      history={loaderData.history}
      search={search}
      mayWrite={staffMayDo(me.role, 'rates.write')}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
