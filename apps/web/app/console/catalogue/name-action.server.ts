// The create / rename / remove intents of the brands and categories lists. A rename sends the
// whole form (PUT): the row's other fields are read first and kept.
import { data } from 'react-router';
import type { ApiFetch } from '../../lib/api';
import { staffJson } from '../shared/staff-api.server';
import { catalogueWrite } from './catalogue-api.server';
import type { NamedRow } from './catalogue-types';

const KINDS = new Set(['brands', 'head-categories', 'subcategories']);
const PICTURES = new Set(['logo', 'banner', 'display_image']);

export async function nameAction(request: Request, api: ApiFetch) {
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const intent = String(body.intent ?? '');
  const kind = String(body.kind ?? '');
  if (!KINDS.has(kind)) return data({ intent, ok: false, error: 'Unknown list.' }, 400);
  const id = Number(body.id);
  const name = typeof body.name === 'string' ? body.name : '';
  if (intent === 'create') {
    const form: Record<string, unknown> = { name };
    if (kind === 'subcategories') form.head_category_id = body.head_category_id ?? '';
    return catalogueWrite(request, api, intent, 'POST', `/${kind}/`, form, () => ({
      message: `Added ${name.trim()}.`,
    }));
  }
  if (!Number.isInteger(id) || id < 1)
    return data({ intent, ok: false, error: 'Choose a row.' }, 400);
  if (intent === 'rename') {
    const row = await staffJson<NamedRow>(request, api, `/catalogue/${kind}/${id}/`);
    const form = {
      name,
      show_on_homepage: row.show_on_homepage ?? false,
      ...(row.position === undefined ? {} : { position: row.position }),
      ...(row.head_category_id === undefined ? {} : { head_category_id: row.head_category_id }),
    };
    return catalogueWrite(request, api, intent, 'PUT', `/${kind}/${id}/`, form, () => ({
      message: `Renamed ${row.name} to ${name.trim()}. Search and the storefront follow now.`,
    }));
  }
  if (intent === 'picture') {
    // Issue 28.3: one picture set from an upload; the API keeps the fields a PUT leaves out.
    const field = String(body.field ?? '');
    if (!PICTURES.has(field)) return data({ intent, ok: false, error: 'Unknown picture.' }, 400);
    const row = await staffJson<NamedRow>(request, api, `/catalogue/${kind}/${id}/`);
    const form = {
      name: row.name,
      show_on_homepage: row.show_on_homepage ?? false,
      ...(row.position === undefined ? {} : { position: row.position }),
      ...(row.head_category_id === undefined ? {} : { head_category_id: row.head_category_id }),
      [field]: typeof body.url === 'string' ? body.url : '',
    };
    const label = field.replace('_', ' ');
    return catalogueWrite(request, api, intent, 'PUT', `/${kind}/${id}/`, form, () => ({
      message: body.url
        ? `Saved the ${label} of ${row.name}. The storefront shows it now.`
        : `Took the ${label} off ${row.name}.`,
    }));
  }
  if (intent === 'remove')
    return catalogueWrite(request, api, intent, 'DELETE', `/${kind}/${id}/`, undefined, () => ({
      message: 'Removed.',
    }));
  return data({ intent, ok: false, error: 'Unknown action.' }, 400);
}
