// /admin/customer-groups: the groups with their terms and members, a form to add one and, per
// group, a form to change or remove it (docs/api.md, back office, "Customer groups"). Read-only
// for support. The fields say what each number does, since a percentage here sets every price a
// company's buyers see.
import { Form } from 'react-router';
import {
  customerGroupTerms,
  type CustomerGroup,
} from '@solestock/domain/back-office/customer-group-payloads';
import { Field, FormError, SubmitButton } from '../shared/form-parts';
import { ReadOnlyNotice } from '../shared/read-only-notice';

export interface CustomerGroupsResult {
  intent: 'create' | 'update' | 'delete';
  /** The group the answer is about (update and delete). */
  id?: number;
  ok: boolean;
  error?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
}

function GroupFields({
  group,
  result,
}: {
  group?: CustomerGroup;
  result: CustomerGroupsResult | undefined;
}) {
  const fields = result?.ok ? {} : (result?.fields ?? {});
  const values = result?.ok ? undefined : result?.values;
  const key = group ? `group-${group.id}` : 'new';
  const value = (name: string, fallback: string) => values?.[name] ?? fallback;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field
        id={`${key}-name`}
        label="Name"
        name="name"
        required
        maxLength={60}
        defaultValue={value('name', group?.name ?? '')}
        error={fields.name}
      />
      <Field
        id={`${key}-discount`}
        label="Discount %"
        name="discount_percent"
        inputMode="decimal"
        defaultValue={value('discount_percent', group ? group.discount_percent : '0')}
        hint="Off every unit price, after the slab rule (0–90)."
        error={fields.discount_percent}
      />
      <Field
        id={`${key}-deposit`}
        label="Deposit %"
        name="deposit_percent"
        type="number"
        min={1}
        max={100}
        defaultValue={value('deposit_percent', String(group?.deposit_percent ?? 100))}
        hint="Paid at checkout; 100 pays in full."
        error={fields.deposit_percent}
      />
      <Field
        id={`${key}-net`}
        label="Net days"
        name="net_days"
        type="number"
        min={0}
        max={365}
        defaultValue={value('net_days', String(group?.net_days ?? 0))}
        hint="Days after shipping to pay an order on account; 0: none."
        error={fields.net_days}
      />
    </div>
  );
}

export function CustomerGroupsPage({
  groups,
  mayWrite,
  result,
}: {
  groups: CustomerGroup[];
  mayWrite: boolean;
  result: CustomerGroupsResult | undefined;
}) {
  const createResult = result?.intent === 'create' ? result : undefined;
  return (
    <div>
      <h1 className="text-2xl font-bold">Customer groups</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        A group gives its companies a discount on every price, a deposit share at checkout and, with
        net days, orders on account. Companies without a group pay list prices in full.
      </p>
      {mayWrite ? null : (
        <div className="mt-4">
          <ReadOnlyNotice what="the customer groups" />
        </div>
      )}
      <div aria-live="polite">
        {result?.ok && result.message ? (
          <p
            role="status"
            className="mt-4 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            {result.message}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="groups-heading" className="mt-6">
        <h2 id="groups-heading" className="text-lg font-bold">
          {groups.length === 0
            ? 'No groups yet'
            : `${groups.length} ${groups.length === 1 ? 'group' : 'groups'}`}
        </h2>
        <ul className="mt-3 space-y-3">
          {groups.map((g) => {
            const mine =
              result && result.intent !== 'create' && result.id === g.id ? result : undefined;
            return (
              <li key={g.id} className="rounded border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold [overflow-wrap:anywhere]">{g.name}</h3>
                  <p className="text-sm text-slate-700">
                    {customerGroupTerms(g)} · {g.members}{' '}
                    {g.members === 1 ? 'company' : 'companies'}
                  </p>
                </div>
                {mayWrite ? (
                  <details className="mt-2" open={mine !== undefined && !mine.ok}>
                    <summary className="cursor-pointer text-sm font-medium text-brand-700">
                      Change or remove {g.name}
                    </summary>
                    <Form method="post" className="mt-3 space-y-3">
                      <input type="hidden" name="id" value={g.id} />
                      <FormError error={mine && !mine.ok ? mine.error : undefined} />
                      <GroupFields
                        group={g}
                        result={mine?.intent === 'update' ? mine : undefined}
                      />
                      <div className="flex flex-wrap gap-2">
                        <SubmitButton intent="update">Save {g.name}</SubmitButton>
                        <SubmitButton intent="delete" tone="danger" pendingLabel="Removing…">
                          Remove
                        </SubmitButton>
                      </div>
                    </Form>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      {mayWrite ? (
        <section
          aria-labelledby="new-group"
          className="mt-8 rounded border border-slate-200 bg-white p-4"
        >
          <h2 id="new-group" className="text-lg font-bold">
            Add a group
          </h2>
          <Form
            method="post"
            className="mt-3 space-y-3"
            key={createResult?.ok ? groups.length : 'new'}
          >
            <FormError error={createResult && !createResult.ok ? createResult.error : undefined} />
            <GroupFields result={createResult} />
            <SubmitButton intent="create">Add group</SubmitButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
