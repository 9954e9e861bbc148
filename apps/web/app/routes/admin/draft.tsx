// /admin/drafts/{id}: one order taken by staff (docs/staff-orders.md), GET/PUT
// /api/admin/orders/drafts/{id}/…, with the catalogue's search and a style's detail for its grid.
import { data, redirect } from 'react-router';
import type { DraftDto } from '@solestock/domain/back-office/draft-payloads';
import type { ProductDetail, SearchResponse } from '@solestock/domain';
import type { Route } from './+types/draft';
import { apiJson } from '../../lib/api';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { DraftEditor, type DraftActionResult } from '../../console/drafts/draft-editor';

export const meta: Route.MetaFunction = () => consoleMeta('Order for a company');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim().slice(0, 100) ?? '';
  const productId = Number(url.searchParams.get('product'));
  const [draft, results, product] = await Promise.all([
    staffLoad<DraftDto>(request, context.api, `/orders/drafts/${Number(params.draftId)}/`),
    q
      ? apiJson<SearchResponse>(
          context.api,
          `/ecommerce/search/products/?q=${encodeURIComponent(q)}`,
        )
          .then((r) => r.products)
          .catch(() => [])
      : Promise.resolve(null),
    Number.isInteger(productId) && productId > 0
      ? apiJson<ProductDetail>(context.api, `/ecommerce/products/${productId}/gb`).catch(() => null)
      : Promise.resolve(null),
  ]);
  return { draft, q, results, product };
}

type LineBody = {
  product_id?: number;
  pack_id?: number;
  quantity?: number;
  cartons?: number;
  mode: string;
  unit_price?: string;
  reason?: string;
};

const whole = (value: FormDataEntryValue | null) => {
  const n = Number(String(value ?? '').trim() || '0');
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The lines as the form has them: a quantity of 0 drops a line; a price like the buyer's is theirs. */
function linesOfForm(form: FormData): LineBody[] {
  const count = whole(form.get('count'));
  const lines: LineBody[] = [];
  for (let i = 0; i < count; i++) {
    const quantity = whole(form.get(`line-${i}-quantity`));
    if (quantity === 0) continue;
    const price = String(form.get(`line-${i}-price`) ?? '').trim();
    const buyer = String(form.get(`line-${i}-buyer`) ?? '');
    const reason = String(form.get(`line-${i}-reason`) ?? '').trim();
    const same = price === '' || Number(price).toFixed(2) === Number(buyer).toFixed(2);
    lines.push({
      product_id: Number(form.get(`line-${i}-product`)),
      quantity,
      mode: String(form.get(`line-${i}-mode`) ?? 'air'),
      ...(same ? {} : { unit_price: price, ...(reason ? { reason } : {}) }),
    });
  }
  return lines;
}

/** The draft's lines as they are, at their agreed prices: what "add" keeps. */
const keptLines = (draft: DraftDto): LineBody[] =>
  draft.lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    mode: l.mode,
    ...(l.overridden ? { unit_price: l.unit_price, reason: l.reason ?? '' } : {}),
  }));

function addedLines(form: FormData): LineBody[] {
  const mode = form.get('mode') === 'sea' ? 'sea' : 'air';
  const lines: LineBody[] = [];
  for (const [key, value] of form.entries()) {
    const n = whole(value);
    if (n === 0) continue;
    const cell = /^cell-(\d+)$/.exec(key);
    const pack = /^pack-(\d+)$/.exec(key);
    if (cell) lines.push({ product_id: Number(cell[1]), quantity: n, mode });
    if (pack) lines.push({ pack_id: Number(pack[1]), cartons: n, mode });
  }
  return lines;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const base = `/orders/drafts/${Number(params.draftId)}/`;
  const put = (lines: LineBody[]) =>
    staffJson<DraftDto>(request, context.api, `${base}lines/`, jsonBody('PUT', { lines }));
  try {
    if (intent === 'delete') {
      await staffJson(request, context.api, base, jsonBody('DELETE'));
      return redirect('/admin/drafts');
    }
    if (intent === 'add') {
      const added = addedLines(form);
      if (added.length === 0)
        return data<DraftActionResult>(
          { ok: false, error: 'Type the pairs (or cartons) to add first.' },
          { status: 400 },
        );
      const draft = await staffJson<DraftDto>(request, context.api, base);
      await put([...keptLines(draft), ...added]);
      return redirect(`/admin/drafts/${Number(params.draftId)}`);
    }
    await put(linesOfForm(form));
    if (intent === 'send') {
      const sent = await staffJson<{ recipients: string[] }>(
        request,
        context.api,
        `${base}send/`,
        jsonBody('POST'),
      );
      return {
        ok: true,
        message: `Sent to ${sent.recipients.join(', ')}: the link works once, for 7 days.`,
      } satisfies DraftActionResult;
    }
    if (intent === 'place') {
      const placed = await staffJson<{ order_id: number }>(
        request,
        context.api,
        `${base}place/`,
        jsonBody('POST'),
      );
      return redirect(`/admin/orders/${placed.order_id}`);
    }
    return { ok: true, message: 'Saved.' } satisfies DraftActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<DraftActionResult>(
      { ok: false, error: r.error, fields: r.fields },
      { status: r.status },
    );
  }
}

export default function DraftRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DraftEditor
      draft={loaderData.draft}
      q={loaderData.q}
      results={loaderData.results}
      product={loaderData.product}
      result={actionData as DraftActionResult | undefined}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
