// /admin/translations/:entity/:id: the console's read and save of one entity's translations
// (docs/translations.md) for the translations sections (console/catalogue/translations-section):
// GET /api/admin/catalogue/translations/{entity}/{id}/ and its PUT, or for a banner
// …/content/banners/{id}/translations/. A resource route, so the brands, categories and banners
// lists read a row's translations only when staff open them. A refused read is answered as a
// sentence (the list stays on screen); a refused save as the sentence and its fields.
import { data } from 'react-router';
import {
  TRANSLATED_ENTITIES,
  type TranslatedEntity,
  type TranslationsAnswer,
} from '@solestock/domain/back-office/translation-payloads';
import type { Route } from './+types/translations';
import { jsonBody, refusal, staffJson } from '../../console/shared/staff-api.server';
import type { CatalogueActionResult } from '../../console/catalogue/catalogue-types';
import type { TranslationsRead } from '../../console/catalogue/translations-section';

function target(params: Route.LoaderArgs['params']) {
  const entity = TRANSLATED_ENTITIES.find((e) => e === params.entity);
  if (!entity || !/^\d{1,9}$/.test(params.id) || Number(params.id) < 1) return null;
  const id = Number(params.id);
  return entity === 'banner'
    ? `/content/banners/${id}/translations/`
    : `/catalogue/translations/${entity satisfies TranslatedEntity}/${id}/`;
}

const notFound = 'There is no such row to translate.';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = target(params);
  if (!path) return data<TranslationsRead>({ error: notFound }, 404);
  try {
    const answer = await staffJson<TranslationsAnswer>(request, context.api, path);
    return { answer } satisfies TranslationsRead;
  } catch (error) {
    // A sign-in redirect is thrown on by refusal(); anything else is a sentence to show.
    const r = refusal(error);
    return data<TranslationsRead>({ error: r.error }, r.status);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const intent = 'save-translations';
  const path = target(params);
  if (!path) return data<CatalogueActionResult>({ intent, ok: false, error: notFound }, 404);
  const body: unknown = await request.json().catch(() => ({}));
  try {
    await staffJson(request, context.api, path, jsonBody('PUT', body));
    return { intent, ok: true, message: 'Translations saved.' } satisfies CatalogueActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<CatalogueActionResult>(
      { intent, ok: false, error: r.error, fields: r.fields },
      { status: r.status },
    );
  }
}
