// /admin/settings/api-keys (owner): GET /api/admin/api-keys/; issuing a key (POST, checked first
// with the domain's schema, the one the API uses) and revoking one (DELETE) (docs/api-keys.md).
import { data } from 'react-router';
import type { Route } from './+types/settings-api-keys';
import {
  apiKeyForm,
  type ApiKeyCreated,
  type ApiKeyList,
} from '@solestock/domain/back-office/api-key-payloads';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { ApiKeysPage, type ApiKeysResult } from '../../console/settings/api-keys-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('API keys', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  return staffLoad<ApiKeyList>(request, context.api, '/api-keys/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const answer = (r: ApiKeysResult, status = 200) => data(r, { status });
  if (intent === 'revoke') {
    const id = Number(form.get('id'));
    try {
      await staffJson(request, context.api, `/api-keys/${id}/`, jsonBody('DELETE'));
      return answer({ intent, id, ok: true, message: `${String(form.get('name'))} is revoked.` });
    } catch (error) {
      const r = refusal(error);
      return answer({ intent, id, ok: false, error: r.error }, r.status);
    }
  }
  if (intent !== 'create')
    return answer({ intent: 'create', ok: false, error: 'Unknown action.' }, 400);
  const values = {
    name: String(form.get('name') ?? ''),
    scopes: form.getAll('scopes').map(String),
    expires_on: String(form.get('expires_on') ?? '').trim(),
  };
  const body = {
    name: values.name,
    scopes: values.scopes,
    ...(values.expires_on ? { expires_at: values.expires_on } : {}),
  };
  const parsed = apiKeyForm.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return answer(
      { intent, ok: false, error: 'Please correct the fields marked below.', fields, values },
      400,
    );
  }
  try {
    const created = await staffJson<ApiKeyCreated>(
      request,
      context.api,
      '/api-keys/',
      jsonBody('POST', body),
    );
    return answer({ intent, ok: true, created });
  } catch (error) {
    const r = refusal(error);
    return answer({ intent, ok: false, error: r.error, fields: r.fields, values }, r.status);
  }
}

export default function ApiKeysRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ApiKeysPage keys={loaderData.results} result={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
