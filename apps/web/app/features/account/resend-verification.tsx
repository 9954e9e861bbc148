// Resend Confirmation / Resend Link (001 §7, §8): a form posted to the page's route action
// (resend-verification.server.ts) through a fetcher, so the page keeps what it shows; the answer
// is a toast, and, for a page posted without JavaScript, a line on the page itself.
import { useEffect, type ReactNode } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { toast } from '../../lib/toast';
import type { ResendResult } from './resend-verification.server';

export function ResendForm({
  email,
  from,
  children,
}: {
  /** The address to send to; without it the form's own `email` field gives it. */
  email?: string | undefined;
  from?: string | undefined;
  /** The fields and the button, given whether the post is under way. */
  children: (busy: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<ResendResult>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.error);
  }, [answer]);
  // Posted without JavaScript: the page was rendered with the action's answer.
  const posted = useActionData() as ResendResult | undefined;
  return (
    <fetcher.Form method="post">
      {posted ? (
        <p
          role={posted.ok ? 'status' : 'alert'}
          className={`mb-4 text-center text-sm font-medium ${posted.ok ? 'text-brand-900' : 'text-red-700'}`}
        >
          {posted.ok ? posted.message : posted.error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="resend" />
      {email ? <input type="hidden" name="email" value={email} /> : null}
      {from ? <input type="hidden" name="from" value={from} /> : null}
      {children(busy)}
    </fetcher.Form>
  );
}
