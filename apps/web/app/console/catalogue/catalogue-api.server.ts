// The catalogue routes' calls to /api/admin/catalogue/…: one helper that turns a refused write
// into the page's CatalogueActionResult (sentence, fields and slab rows), keeping what was typed.
import { data } from 'react-router';
import { ApiError, type ApiFetch } from '../../lib/api';
import { jsonBody, refusal, staffJson } from '../shared/staff-api.server';
import type { CatalogueActionResult } from './catalogue-types';

export async function catalogueWrite(
  request: Request,
  api: ApiFetch,
  intent: string,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  ok: (answer: unknown) => Partial<CatalogueActionResult> = () => ({}),
) {
  try {
    const answer = await staffJson<unknown>(
      request,
      api,
      `/catalogue${path}`,
      jsonBody(method, body),
    );
    return { intent, ok: true, ...ok(answer) } satisfies CatalogueActionResult;
  } catch (error) {
    const r = refusal(error);
    const errors =
      error instanceof ApiError
        ? ((error.body as { errors?: CatalogueActionResult['errors'] } | null)?.errors ?? [])
        : [];
    return data<CatalogueActionResult>(
      { intent, ok: false, error: r.error, fields: r.fields, errors },
      { status: r.status },
    );
  }
}
