// /admin/settings/webhooks (owner, docs/webhooks.md): the endpoints with their events and state;
// a new endpoint's signing secret, shown once; the deliveries log of the endpoint `?log=` names
// (status, answer code, attempts, time) with "Send again"; and the editor (address, events,
// description, on/off) for a new endpoint or the one `?edit=` names.
import { Form, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@solestock/domain/back-office/webhook-payloads';
import { DataTable, PageLinks } from '../shared/data-table';
import { Field, FormError, SubmitButton } from '../shared/form-parts';

export interface WebhooksResult {
  intent: 'create' | 'update' | 'delete' | 'resend';
  id?: number;
  ok: boolean;
  error?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
  /** A new endpoint's secret: in this answer only. */
  secret?: string;
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }) + ' UTC'
    : '—';

const STATUS_TEXT: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};
const STATUS_CLASS: Record<WebhookDelivery['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

/** What a delivery's subject_id numbers: an order, a product or a company. */
const subjectOf = (event: WebhookDelivery['event']) =>
  event === 'stock.low' ? 'Product' : event === 'company.created' ? 'Company' : 'Order';

export function WebhooksPage({
  endpoints,
  edit,
  log,
  deliveries,
  search,
  result,
}: {
  endpoints: WebhookEndpoint[];
  edit: string;
  log: number | null;
  deliveries: WebhookDeliveriesPage | null;
  search: string;
  result: WebhooksResult | undefined;
}) {
  const editing = endpoints.find((e) => String(e.id) === edit);
  const logged = endpoints.find((e) => e.id === log);
  const listResult =
    result && (result.intent === 'delete' || result.intent === 'resend') ? result : undefined;
  return (
    <div>
      <h1 className="text-2xl font-bold">Webhooks</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        The shop posts a signed message to each address below when the events ticked for it happen
        (an order placed, shipped, paid…), so your ERP, warehouse or accounting system hears of
        them. Failed messages are retried for 3 days; an address failing that long is turned off and
        you get a mail.
      </p>
      <div aria-live="polite">
        {result?.ok && result.message ? (
          <p
            role="status"
            className="mt-4 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 [overflow-wrap:anywhere]"
          >
            {result.message}
          </p>
        ) : null}
      </div>
      {result?.ok && result.secret ? (
        <section
          aria-labelledby="secret-heading"
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="secret-heading" className="font-semibold">
            The endpoint’s signing secret
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            Copy it into your receiver now: it is not shown again. The receiver checks each
            message’s webhook-signature with it (docs/webhooks.md).
          </p>
          <label htmlFor="webhook-secret" className="mt-2 block text-sm font-medium">
            Secret
          </label>
          <input
            id="webhook-secret"
            readOnly
            value={result.secret}
            className="mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 font-mono text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
        </section>
      ) : null}
      {listResult && !listResult.ok ? (
        <div className="mt-4">
          <FormError error={listResult.error} />
        </div>
      ) : null}

      <section aria-labelledby="endpoints-heading" className="mt-6">
        <h2 id="endpoints-heading" className="text-lg font-bold">
          {endpoints.length === 0
            ? 'No endpoints yet'
            : `${endpoints.length} ${endpoints.length === 1 ? 'endpoint' : 'endpoints'}`}
        </h2>
        <ul className="mt-3 space-y-3">
          {endpoints.map((e) => (
            <li key={e.id} className="rounded border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">
                  {e.url}
                </h3>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${e.enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
                >
                  {e.enabled ? 'On' : 'Off'}
                </span>
              </div>
              {e.description ? (
                <p className="mt-1 text-sm text-slate-700">{e.description}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600 [overflow-wrap:anywhere]">
                {e.events.join(' · ')}
              </p>
              {e.disabled_reason ? (
                <p className="mt-2 text-sm text-red-800 [overflow-wrap:anywhere]">
                  {e.disabled_reason}
                </p>
              ) : e.failing_since ? (
                <p className="mt-2 text-sm text-amber-900">
                  Failing since {when(e.failing_since)}; retried on schedule.
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-4 text-sm font-medium">
                <Link to={`?log=${e.id}#deliveries`} className="text-brand-700 hover:underline">
                  Deliveries<span className="sr-only"> to {e.url}</span>
                </Link>
                <Link to={`?edit=${e.id}#editor`} className="text-brand-700 hover:underline">
                  Edit<span className="sr-only"> {e.url}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {logged && deliveries ? (
        <Deliveries endpoint={logged} page={deliveries} search={search} />
      ) : null}

      <Editor
        key={editing ? `${editing.id}-${editing.enabled}` : `new-${endpoints.length}`}
        endpoint={editing}
        result={
          result && (result.intent === 'create' || result.intent === 'update') ? result : undefined
        }
      />
    </div>
  );
}

function Deliveries({
  endpoint,
  page,
  search,
}: {
  endpoint: WebhookEndpoint;
  page: WebhookDeliveriesPage;
  search: string;
}) {
  const columns: ColumnDef<WebhookDelivery, unknown>[] = [
    { header: 'Event', cell: ({ row }) => <span className="font-mono">{row.original.event}</span> },
    {
      header: 'Status',
      cell: ({ row }) => (
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[row.original.status]}`}
        >
          {STATUS_TEXT[row.original.status]}
        </span>
      ),
    },
    {
      header: 'Code',
      meta: { figure: true },
      cell: ({ row }) => row.original.response_code ?? '—',
    },
    { header: 'Attempts', meta: { figure: true }, cell: ({ row }) => row.original.attempts },
    {
      header: 'Time',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {when(row.original.delivered_at ?? row.original.created_at)}
        </span>
      ),
    },
    {
      header: 'Details',
      cell: ({ row }) => {
        const d = row.original;
        return (
          <span className="text-xs text-slate-700 [overflow-wrap:anywhere]">
            {d.status === 'pending' && d.next_attempt_at
              ? `Next try ${when(d.next_attempt_at)}. `
              : ''}
            {d.last_error ?? (d.subject_id ? `${subjectOf(d.event)} #${d.subject_id}` : '')}
          </span>
        );
      },
    },
    {
      header: 'Action',
      cell: ({ row }) =>
        row.original.status === 'pending' || !endpoint.enabled ? (
          '—'
        ) : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={endpoint.id} />
            <input type="hidden" name="delivery_id" value={row.original.id} />
            <button
              type="submit"
              name="intent"
              value="resend"
              className="rounded border border-slate-400 px-2 py-1 text-xs font-medium hover:border-brand-600"
            >
              Send again<span className="sr-only"> {row.original.event}</span>
            </button>
          </Form>
        ),
    },
  ];
  return (
    <section id="deliveries" aria-labelledby="deliveries-heading" className="mt-8 scroll-mt-24">
      <h2 id="deliveries-heading" className="text-lg font-bold [overflow-wrap:anywhere]">
        Deliveries to {endpoint.url}
      </h2>
      <DataTable
        caption={`Deliveries to ${endpoint.url}, newest first`}
        columns={columns}
        data={page.results}
        empty="Nothing has been sent to this endpoint yet."
      />
      {page.count > page.page_size ? (
        <PageLinks
          search={new URLSearchParams(search)}
          page={page.page}
          pageSize={page.page_size}
          count={page.count}
        />
      ) : null}
    </section>
  );
}

function Editor({
  endpoint,
  result,
}: {
  endpoint: WebhookEndpoint | undefined;
  result: WebhooksResult | undefined;
}) {
  const fields = result?.ok ? {} : (result?.fields ?? {});
  const values = result?.ok ? undefined : result?.values;
  const heading = endpoint ? `Edit ${endpoint.url}` : 'Add an endpoint';
  return (
    <section
      id="editor"
      aria-labelledby="editor-heading"
      className="mt-8 scroll-mt-24 rounded border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="editor-heading" className="text-lg font-bold [overflow-wrap:anywhere]">
          {heading}
        </h2>
        {endpoint ? (
          <Link to="?#editor" className="text-sm font-medium text-brand-700 hover:underline">
            Add a new endpoint instead
          </Link>
        ) : null}
      </div>
      <Form method="post" className="mt-4 space-y-4" preventScrollReset>
        {endpoint ? <input type="hidden" name="id" value={endpoint.id} /> : null}
        <FormError error={result && !result.ok ? result.error : undefined} />
        <Field
          id="webhook-url"
          label="Address (URL)"
          name="url"
          type="url"
          required
          maxLength={2000}
          placeholder="https://erp.example.com/hooks/solestock"
          defaultValue={values?.url ?? endpoint?.url ?? ''}
          error={fields.url}
          hint="An http or https address on the public internet."
        />
        <Field
          id="webhook-description"
          label="Description"
          name="description"
          maxLength={200}
          defaultValue={values?.description ?? endpoint?.description ?? ''}
          error={fields.description}
          hint="Optional: what receives it, e.g. Warehouse (3PL)."
        />
        <fieldset aria-describedby={fields.events ? 'events-error' : undefined}>
          <legend className="text-sm font-medium">Events</legend>
          {fields.events ? (
            <p id="events-error" className="mt-1 text-sm text-red-800">
              {fields.events}
            </p>
          ) : null}
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <li key={event}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="events"
                    value={event}
                    defaultChecked={endpoint?.events.includes(event) ?? false}
                    className="mt-1"
                  />
                  <span>
                    <span className="font-mono">{event}</span>
                    <span className="block text-xs text-slate-600">
                      {WEBHOOK_EVENT_LABELS[event]}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {endpoint ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="enabled" defaultChecked={endpoint.enabled} />
            On: send messages to this endpoint
          </label>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <SubmitButton intent={endpoint ? 'update' : 'create'}>
            {endpoint ? 'Save endpoint' : 'Add endpoint'}
          </SubmitButton>
          {endpoint ? (
            <SubmitButton intent="delete" tone="danger" pendingLabel="Removing…">
              Remove
            </SubmitButton>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
