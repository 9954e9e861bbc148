// The help-centre inbox (issue 28, item 5): the shoppers' messages, newest first, unread ones
// marked; each can be marked read or unread and answered by mail. Owners also set the shop's
// contact address here, which the help center shows and its messages are mailed to.
import { Form } from 'react-router';
import { dateTime } from '../shared/console-format';
import { Field, FormError, SubmitButton } from '../shared/form-parts';
import { PageLinks } from '../shared/data-table';
import { StatusViews } from '../shared/status-views';
import type { InboxList, InboxMessage } from '@solestock/domain/back-office/message-payloads';

// The inbox's answers are defined once in packages/domain (the API's response schemas).
export type { InboxList } from '@solestock/domain/back-office/message-payloads';

export interface InboxActionResult {
  intent: string;
  ok: boolean;
  message?: string;
  error?: string | null;
  fields?: Record<string, string>;
}

const VIEWS = [
  { status: '', label: 'All' },
  { status: 'unread', label: 'Unread' },
  { status: 'read', label: 'Read' },
] as const;

function MessageCard({ m }: { m: InboxMessage }) {
  return (
    <li
      className={`rounded border bg-white p-4 text-sm ${m.read ? 'border-slate-200' : 'border-slate-900'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {m.read ? null : (
            <span className="mr-2 rounded bg-slate-900 px-1.5 py-0.5 text-xs text-white">
              Unread
            </span>
          )}
          #{m.id} · {m.first_name} {m.last_name}
        </h2>
        <span className="text-slate-600">{dateTime(m.created_at)}</span>
      </div>
      <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">
        {m.email} · {m.mobile}
      </p>
      <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{m.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={m.reply_url}
          className="bg-brand-600 hover:bg-brand-700 rounded px-4 py-2 font-semibold text-white"
        >
          Reply by mail
        </a>
        <Form method="post">
          <input type="hidden" name="id" value={m.id} />
          <input type="hidden" name="read" value={m.read ? 'false' : 'true'} />
          <SubmitButton intent={`read-${m.id}`} tone="plain">
            {m.read ? 'Mark unread' : 'Mark read'}
          </SubmitButton>
        </Form>
      </div>
    </li>
  );
}

export function InboxPage({
  list,
  status,
  search,
  contactEmail,
  result,
}: {
  list: InboxList;
  status: string;
  search: URLSearchParams;
  /** Only for owners, who may change it. */
  contactEmail: string | null;
  result?: InboxActionResult | undefined;
}) {
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Messages</h1>
      <p className="text-sm text-slate-700">
        What shoppers wrote through the help center: {list.unread} unread.
      </p>
      <StatusViews label="Message views" views={VIEWS} status={status} />
      {result && result.intent.startsWith('read-') && !result.ok ? (
        <FormError error={result.error} />
      ) : null}
      {list.results.length === 0 ? (
        <p className="rounded bg-white p-4 text-slate-700">No messages here.</p>
      ) : (
        <ul className="space-y-3">
          {list.results.map((m) => (
            <MessageCard key={m.id} m={m} />
          ))}
        </ul>
      )}
      <PageLinks search={search} page={list.page} pageSize={list.page_size} count={list.count} />
      {contactEmail !== null ? (
        <section
          aria-labelledby="contact-title"
          className="rounded border border-slate-200 bg-white p-4"
        >
          <h2 id="contact-title" className="text-lg font-semibold">
            The shop’s contact address
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Shown on the help center; each message is also mailed there.
          </p>
          <Form method="post" className="mt-3 max-w-sm space-y-3">
            {result?.intent === 'contact' && result.ok ? (
              <p role="status" className="text-sm text-emerald-800">
                {result.message}
              </p>
            ) : null}
            <FormError error={result?.intent === 'contact' && !result.ok ? result.error : null} />
            <Field
              label="Contact e-mail"
              name="contact_email"
              type="email"
              required
              defaultValue={contactEmail}
              error={result?.intent === 'contact' ? result.fields?.contact_email : undefined}
            />
            <SubmitButton intent="contact">Save the address</SubmitButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
