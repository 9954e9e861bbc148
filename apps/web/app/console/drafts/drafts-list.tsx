// /admin/drafts (orders.create): "New order" (docs/staff-orders.md). Pick a company (a sales rep
// sees only theirs) to start a draft, and the drafts so far, latest changed first.
import { Form, Link } from 'react-router';
import type { DraftsPage } from '@solestock/domain/back-office/draft-payloads';
import { FormError, SelectField, SubmitButton } from '../shared/form-parts';
import { dateTime } from '../shared/console-format';

export interface CompanyChoice {
  id: number;
  name: string;
}

const STATUS_WORDS = { open: 'Open', sent: 'Sent to the buyer', placed: 'Placed' } as const;

export function DraftsList({
  drafts,
  companies,
  error,
}: {
  drafts: DraftsPage;
  companies: CompanyChoice[];
  error?: string | undefined;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">New order</h1>
      <Form
        method="post"
        aria-labelledby="new-order-heading"
        className="space-y-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="new-order-heading" className="text-lg font-semibold">
          Take an order for a company
        </h2>
        <FormError error={error} />
        {companies.length === 0 ? (
          <p className="text-sm text-slate-700">
            No companies to order for yet. A sales rep sees the companies assigned to them.
          </p>
        ) : (
          <>
            <SelectField
              label="Company"
              name="company_id"
              options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
              hint="Its buyer’s prices and terms apply; agreed prices can be set per line."
            />
            <SubmitButton intent="create" pendingLabel="Starting…">
              Start the order
            </SubmitButton>
          </>
        )}
      </Form>
      <section aria-labelledby="drafts-heading" className="space-y-2">
        <h2 id="drafts-heading" className="text-lg font-semibold">
          Drafts ({drafts.count})
        </h2>
        {drafts.results.length === 0 ? (
          <p className="text-sm text-slate-700">No drafts yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
            {drafts.results.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <Link
                    to={`/admin/drafts/${d.id}`}
                    className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
                  >
                    Draft #{d.id}: {d.company.name}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {d.lines_count} {d.lines_count === 1 ? 'line' : 'lines'}, {d.pairs} pairs ·
                    changed {dateTime(d.updated_at)}
                    {d.created_by ? ` · by ${d.created_by.name}` : ''}
                  </p>
                </div>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                  {STATUS_WORDS[d.status]}
                  {d.order_id ? (
                    <>
                      {' '}
                      as <Link to={`/admin/orders/${d.order_id}`}>order #{d.order_id}</Link>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
