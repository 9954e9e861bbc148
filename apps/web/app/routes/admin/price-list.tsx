// /admin/price-lists/{id}: the list (from GET /api/admin/price-lists/), its entries and the
// customer groups; change it (PUT), remove it (DELETE) or save its entries' grid (PUT entries,
// all or none) (docs/price-lists.md).
import { data, redirect } from 'react-router';
import type { Route } from './+types/price-list';
import type { CustomerGroup } from '@solestock/domain/back-office/customer-group-payloads';
import {
  priceListSchema,
  type PriceList,
  type PriceListEntries,
} from '@solestock/domain/back-office/price-list-payloads';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { PriceListPage } from '../../console/price-lists/price-list-page';
import type { PriceListFormResult } from '../../console/price-lists/price-lists-page';
import { parseSlabsText } from '../../console/price-lists/slab-text';

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  consoleMeta(loaded ? `Price list ${loaded.list.name}` : 'Price list');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.listId);
  const [lists, entries, groups] = await Promise.all([
    staffLoad<{ results: PriceList[] }>(request, context.api, '/price-lists/'),
    Number.isInteger(id) && id > 0
      ? staffLoad<PriceListEntries>(request, context.api, `/price-lists/${id}/entries/`).catch(
          () => null,
        )
      : null,
    staffLoad<{ results: CustomerGroup[] }>(request, context.api, '/customer-groups/'),
  ]);
  const list = lists.results.find((l) => l.id === id);
  if (!list || !entries) throw data('No price list has this number.', { status: 404 });
  return { list, entries: entries.results, groups: groups.results };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = Number(params.listId);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const answer = (r: PriceListFormResult, status = 200) => data(r, { status });
  if (intent === 'delete') {
    try {
      await staffJson(request, context.api, `/price-lists/${id}/`, jsonBody('DELETE'));
      return redirect('/admin/price-lists');
    } catch (error) {
      const r = refusal(error);
      return answer({ intent: 'update', ok: false, error: r.error }, r.status);
    }
  }
  if (intent === 'entries') return saveEntries(request, context.api, id, form);
  const values = {
    name: String(form.get('name') ?? ''),
    currency: String(form.get('currency') ?? ''),
    group_ids: form.getAll('group_ids').map(String).join(','),
    company_ids: String(form.get('company_ids') ?? ''),
  };
  const numbers = (text: string) =>
    text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((n) => (/^\d+$/.test(n) ? Number(n) : n));
  const parsed = priceListSchema.safeParse({
    name: values.name,
    currency: values.currency,
    group_ids: numbers(values.group_ids),
    company_ids: numbers(values.company_ids),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return answer(
      {
        intent: 'update',
        ok: false,
        error: 'Please correct the fields marked below.',
        fields,
        values,
      },
      400,
    );
  }
  try {
    const saved = await staffJson<PriceList>(
      request,
      context.api,
      `/price-lists/${id}/`,
      jsonBody('PUT', parsed.data),
    );
    return answer({ intent: 'update', ok: true, message: `${saved.name} is saved.` });
  } catch (error) {
    const r = refusal(error);
    return answer(
      { intent: 'update', ok: false, error: r.error, fields: r.fields, values },
      r.status,
    );
  }
}

/** The grid's rows (empty SKUs left out) as entries; a slab line that does not read is named. */
async function saveEntries(
  request: Request,
  api: Route.ActionArgs['context']['api'],
  id: number,
  form: FormData,
) {
  const skus = form.getAll('sku').map(String);
  const prices = form.getAll('unit_price').map(String);
  const slabLines = form.getAll('slabs').map(String);
  const rows = skus.map((sku, i) => ({
    sku: sku.trim(),
    unit_price: (prices[i] ?? '').trim(),
    slabs: (slabLines[i] ?? '').trim(),
  }));
  const kept = rows.filter((r) => r.sku !== '' || r.unit_price !== '');
  const values = { rows: JSON.stringify(kept) };
  const problems: string[] = [];
  const items = kept.map((r, i) => {
    const slabs = parseSlabsText(r.slabs);
    if ('error' in slabs) problems.push(`Item ${i + 1}: ${slabs.error}`);
    return {
      sku: r.sku,
      unit_price: r.unit_price,
      ...('slabs' in slabs && slabs.slabs.length ? { slabs: slabs.slabs } : {}),
    };
  });
  if (problems.length)
    return data(
      {
        intent: 'entries',
        ok: false,
        error: 'Nothing was saved: correct the rows below.',
        fields: { items: problems.join('\n') },
        values,
      } satisfies PriceListFormResult,
      { status: 400 },
    );
  try {
    const saved = await staffJson<PriceListEntries>(
      request,
      api,
      `/price-lists/${id}/entries/`,
      jsonBody('PUT', { items }),
    );
    return data({
      intent: 'entries',
      ok: true,
      message: `Saved: the list has ${saved.count} ${saved.count === 1 ? 'entry' : 'entries'}.`,
    } satisfies PriceListFormResult);
  } catch (error) {
    const r = refusal(error);
    return data(
      {
        intent: 'entries',
        ok: false,
        error: r.fields?.items ? 'Nothing was saved: correct the rows below.' : r.error,
        ...(r.fields ? { fields: r.fields } : {}),
        values,
      } satisfies PriceListFormResult,
      { status: r.status },
    );
  }
}

export default function PriceListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <PriceListPage
      list={loaderData.list}
      entries={loaderData.entries}
      groups={loaderData.groups}
      mayWrite={staffMayDo(me.role, 'customers.write')}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
