// /admin/settings/webhooks (owner, docs/webhooks.md): GET /api/admin/webhooks/ and, for the
// endpoint `?log=` names, its deliveries (`&page=`); add, change and remove an endpoint (checked
// first with the domain's schema, the one the API uses), and send a delivery again. A new
// endpoint's secret comes back in the action's answer, shown this once.
import { data } from 'react-router';
import type { Route } from './+types/settings-webhooks';
import {
  WEBHOOK_EVENTS,
  webhookEndpointSchema,
  type WebhookDeliveriesPage,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from '@solestock/domain/back-office/webhook-payloads';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import { WebhooksPage, type WebhooksResult } from '../../console/webhooks/webhooks-page';

export const meta: Route.MetaFunction = () => consoleMeta('Webhooks');

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n < 2_147_483_647 ? n : undefined;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const log = positive(url.searchParams.get('log'));
  const page = positive(url.searchParams.get('page')) ?? 1;
  const endpoints = await staffLoad<{ results: WebhookEndpoint[] }>(
    request,
    context.api,
    '/webhooks/',
  );
  const logged = endpoints.results.find((e) => e.id === log);
  const deliveries = logged
    ? await staffLoad<WebhookDeliveriesPage>(
        request,
        context.api,
        `/webhooks/${logged.id}/deliveries/?page=${page}`,
      )
    : null;
  return {
    endpoints: endpoints.results,
    edit: url.searchParams.get('edit') ?? '',
    log: logged?.id ?? null,
    deliveries,
    search: url.searchParams.toString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const answer = (r: WebhooksResult, status = 200) => data(r, { status });
  if (intent === 'delete') {
    try {
      await staffJson(request, context.api, `/webhooks/${id}/`, jsonBody('DELETE'));
      return answer({ intent, ok: true, message: 'The endpoint is removed.' });
    } catch (error) {
      const r = refusal(error);
      return answer({ intent, id, ok: false, error: r.error }, r.status);
    }
  }
  if (intent === 'resend') {
    try {
      await staffJson(
        request,
        context.api,
        `/webhooks/deliveries/${Number(form.get('delivery_id'))}/resend/`,
        jsonBody('POST'),
      );
      return answer({ intent, id, ok: true, message: 'The delivery is on its way again.' });
    } catch (error) {
      const r = refusal(error);
      return answer({ intent, id, ok: false, error: r.error }, r.status);
    }
  }
  if (intent !== 'create' && intent !== 'update')
    return answer({ intent: 'create', ok: false, error: 'Unknown action.' }, 400);
  const values = {
    url: String(form.get('url') ?? '').trim(),
    description: String(form.get('description') ?? '').trim(),
  };
  const events = form
    .getAll('events')
    .map(String)
    .filter((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e));
  const parsed = webhookEndpointSchema.safeParse({
    ...values,
    events,
    ...(intent === 'update' ? { enabled: form.get('enabled') === 'on' } : {}),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? 'url')] ??= issue.message;
    return answer(
      { intent, id, ok: false, error: 'Please correct the fields marked below.', fields, values },
      400,
    );
  }
  try {
    if (intent === 'create') {
      const made = await staffJson<WebhookEndpointCreated>(
        request,
        context.api,
        '/webhooks/',
        jsonBody('POST', parsed.data),
      );
      return answer({
        intent,
        id: made.id,
        ok: true,
        message: `The endpoint ${made.url} is added.`,
        secret: made.secret,
      });
    }
    const saved = await staffJson<WebhookEndpoint>(
      request,
      context.api,
      `/webhooks/${id}/`,
      jsonBody('PUT', parsed.data),
    );
    return answer({ intent, id: saved.id, ok: true, message: `${saved.url} is saved.` });
  } catch (error) {
    const r = refusal(error);
    return answer({ intent, id, ok: false, error: r.error, fields: r.fields, values }, r.status);
  }
}

export default function WebhooksRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WebhooksPage {...loaderData} result={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';
