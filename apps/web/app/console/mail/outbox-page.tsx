// The console's outbox (issue 28, items 2 and 4): the mail still to go (pending, or failed for
// good) with its attempts and the last error, and "Send again"; on a store without SMTP, the
// mail kept in the outbox, a buyer's verification mail marked as one but its link never shown:
// it signs the buyer in (issue 41 item 7, decision 164).
import { Form } from 'react-router';
import { dateTime } from '../shared/console-format';
import { FormError, SubmitButton } from '../shared/form-parts';
import { PageLinks } from '../shared/data-table';
import { StatusViews } from '../shared/status-views';
import type { OutboxList, OutboxMail } from '@solestock/domain/back-office/mail-payloads';

// The outbox's answers are defined once in packages/domain (the API's response schemas).
export type { OutboxList } from '@solestock/domain/back-office/mail-payloads';

export interface OutboxActionResult {
  ok: boolean;
  id: number;
  message: string;
}

const VIEWS = [
  { status: '', label: 'Waiting and failed' },
  { status: 'failed', label: 'Failed' },
  { status: 'kept', label: 'Kept (no SMTP)' },
] as const;

function MailCard({
  mail,
  mayResend,
  result,
}: {
  mail: OutboxMail;
  mayResend: boolean;
  result?: OutboxActionResult | undefined;
}) {
  const mine = result?.id === mail.id ? result : undefined;
  return (
    <li className="rounded border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{mail.subject}</h2>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${mail.status === 'failed' ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-800'}`}
        >
          {mail.status === 'failed' ? 'Failed' : mail.status === 'kept' ? 'Kept' : 'Pending'}
        </span>
      </div>
      <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">
        To {mail.to} · written {dateTime(mail.created_at)}
      </p>
      {mail.status !== 'kept' ? (
        <p className="mt-1 text-slate-700">
          {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'}
          {mail.next_attempt_at ? ` · next ${dateTime(mail.next_attempt_at)}` : ''}
        </p>
      ) : null}
      {mail.last_error ? (
        <p className="mt-1 text-red-800 [overflow-wrap:anywhere]">Last error: {mail.last_error}</p>
      ) : null}
      {mail.verification ? (
        <p className="mt-2 text-slate-700">
          Verification mail. Its link signs the buyer in, so it is not shown here: once mail can be
          sent, the buyer asks for a new one from the sign-in page.
        </p>
      ) : null}
      {mayResend && (mail.status === 'pending' || mail.status === 'failed') ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="id" value={mail.id} />
          <SubmitButton intent={`send-${mail.id}`} tone="plain" pendingLabel="Sending…">
            Send again
          </SubmitButton>
        </Form>
      ) : null}
      {mine?.ok ? (
        <p role="status" className="mt-2 text-emerald-800">
          {mine.message}
        </p>
      ) : null}
      {mine && !mine.ok ? (
        <div className="mt-2">
          <FormError error={mine.message} />
        </div>
      ) : null}
    </li>
  );
}

export function OutboxPage({
  list,
  status,
  search,
  mayResend,
  result,
}: {
  list: OutboxList;
  status: string;
  search: URLSearchParams;
  mayResend: boolean;
  result?: OutboxActionResult | undefined;
}) {
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="text-sm text-slate-700">
        {list.delivery === 'smtp'
          ? 'Mail goes out through the SMTP server. What is listed here has not gone yet: it is tried again with growing waits, or failed for good after every attempt.'
          : "This store has no SMTP server (SMTP_URL), so mail stays here instead of being sent. A buyer who signed up cannot verify their address until it is set (on the store's own machine, /dev/mail shows their mail)."}
      </p>
      <StatusViews label="Outbox views" views={VIEWS} status={status} />
      {list.results.length === 0 ? (
        <p className="rounded bg-white p-4 text-slate-700">
          {status === 'kept' ? 'No mail kept in the outbox.' : 'Nothing waiting: every mail went.'}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.results.map((m) => (
            <MailCard key={m.id} mail={m} mayResend={mayResend} result={result} />
          ))}
        </ul>
      )}
      <PageLinks search={search} page={list.page} pageSize={list.page_size} count={list.count} />
    </div>
  );
}
