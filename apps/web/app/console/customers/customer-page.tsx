// /admin/customers/:id: one buyer (account, totals, their latest orders) and, for customers.write,
// disable or enable behind a confirmation: a native <dialog> (without JavaScript, ?confirm=…
// draws the same form inline).
import {
  customerGroupTerms,
  type CustomerGroup,
} from '@solestock/domain/back-office/customer-group-payloads';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { CUSTOMER_ORDER_COLUMNS } from '../orders/order-columns';
import { DataTable } from '../shared/data-table';
import { dateTime } from '../shared/console-format';
import { ConfirmDialog, ConfirmFooter, useConfirm } from '../shared/confirm-dialog';
import { FormError, SubmitButton } from '../shared/form-parts';
import { AccountBadge, Totals } from './customers-list';
import type { CustomerActionResult, CustomerDetail } from './customer-types';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import type { CompanyCredit } from '@solestock/domain/back-office/credit-control';
import { CompanyCreditSection } from './company-credit';

function AccountAction({
  customer,
  result,
}: {
  customer: CustomerDetail;
  result: CustomerActionResult | undefined;
}) {
  const navigation = useNavigation();
  const intent = customer.disabled ? 'enable' : 'disable';
  const mine = result?.intent === intent ? result : undefined;
  const titleId = `customer-${intent}-title`;
  const confirm = useConfirm('confirm', intent, titleId, intent === 'disable');
  const { dialog } = confirm;

  useEffect(() => {
    if (navigation.state === 'idle' && result?.ok) dialog.current?.close();
  }, [result, navigation.state, dialog]);

  const form = (
    <Form method="post" action={`/admin/customers/${customer.id}`} className="space-y-4 p-5">
      <h2 id={titleId} className="text-lg font-bold">
        {intent === 'disable' ? 'Disable this account?' : 'Enable this account?'}
      </h2>
      {mine && !mine.ok ? <FormError error={mine.error} /> : null}
      <p className="text-sm text-slate-700">
        {intent === 'disable'
          ? `${customer.email} is signed out everywhere at once, cannot sign in and cannot place orders until the account is enabled again. Their orders stay as they are.`
          : `${customer.email} may sign in and order again.`}
      </p>
      <ConfirmFooter
        confirm={confirm}
        pendingLabel={intent === 'disable' ? 'Disabling…' : 'Enabling…'}
      >
        {intent === 'disable' ? 'Disable account' : 'Enable account'}
      </ConfirmFooter>
    </Form>
  );

  return (
    <ConfirmDialog
      confirm={confirm}
      label={intent === 'disable' ? 'Disable account…' : 'Enable account…'}
      inlineClassName="mt-4 max-w-lg rounded border border-slate-300 bg-white"
    >
      {form}
    </ConfirmDialog>
  );
}

/** The company's customer group, chosen from the groups (customers.write), or read. */
function CompanyGroup({
  customer,
  groups,
  mayWrite,
  result,
}: {
  customer: CustomerDetail;
  groups: CustomerGroup[];
  mayWrite: boolean;
  result: CustomerActionResult | undefined;
}) {
  const company = customer.company;
  if (!company) return null;
  const current = company.group;
  return (
    <section
      aria-labelledby="customer-company"
      className="mt-4 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="customer-company" className="text-lg font-bold [overflow-wrap:anywhere]">
        {company.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {company.members} {company.members === 1 ? 'member' : 'members'} ·{' '}
        {current
          ? `${current.name}: ${customerGroupTerms(current)}`
          : 'No group: list prices, paid in full'}
      </p>
      {mayWrite ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="company_id" value={company.id} />
          <div>
            <label htmlFor="customer-group" className="block text-sm font-medium">
              Customer group
            </label>
            <select
              id="customer-group"
              name="group_id"
              defaultValue={current ? String(current.id) : ''}
              className="mt-1 block rounded border border-slate-400 bg-white px-3 py-2 text-sm"
            >
              <option value="">None (list prices)</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name} ({customerGroupTerms(g)})
                </option>
              ))}
            </select>
          </div>
          <SubmitButton intent="group">Save group</SubmitButton>
          {result?.intent === 'group' && !result.ok ? <FormError error={result.error} /> : null}
        </Form>
      ) : null}
    </section>
  );
}

/**
 * The company's sales rep (docs/staff-orders.md): read by everyone who may read the buyer,
 * chosen from the active reps by customers.write.
 */
function CompanyRep({
  customer,
  reps,
  mayWrite,
  result,
}: {
  customer: CustomerDetail;
  reps: readonly { id: number; name: string; email: string }[];
  mayWrite: boolean;
  result: CustomerActionResult | undefined;
}) {
  const company = customer.company;
  if (!company) return null;
  const rep = company.rep ?? null;
  return (
    <section
      aria-labelledby="customer-rep"
      className="mt-4 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="customer-rep" className="text-lg font-bold">
        Sales rep
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {rep
          ? `${rep.name} takes orders for ${company.name} and sees its orders and buyers.`
          : 'None: only owners, managers and support see this company.'}
      </p>
      {mayWrite ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="company_id" value={company.id} />
          <div>
            <label htmlFor="customer-rep-staff" className="block text-sm font-medium">
              Assign to
            </label>
            <select
              id="customer-rep-staff"
              name="staff_id"
              defaultValue={rep ? String(rep.id) : ''}
              className="mt-1 block rounded border border-slate-400 bg-white px-3 py-2 text-sm"
            >
              <option value="">No sales rep</option>
              {reps.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name} ({r.email})
                </option>
              ))}
            </select>
          </div>
          <SubmitButton intent="rep">Save sales rep</SubmitButton>
          {result?.intent === 'rep' && !result.ok ? <FormError error={result.error} /> : null}
        </Form>
      ) : null}
    </section>
  );
}

export function CustomerPage({
  customer,
  groups = [],
  credit = null,
  reps = [],
  mayWrite,
  result,
}: {
  customer: CustomerDetail;
  groups?: CustomerGroup[];
  /** The company's credit (docs/credit-control.md); null without a company. */
  credit?: CompanyCredit | null;
  reps?: readonly { id: number; name: string; email: string }[];
  mayWrite: boolean;
  result: CustomerActionResult | undefined;
}) {
  return (
    <div>
      <p className="text-sm">
        <Link to="/admin/customers" className="font-semibold text-brand-700 underline">
          ← Customers
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">
          {customer.first_name || customer.email}
        </h1>
        {mayWrite ? (
          <AccountAction customer={customer} result={result} />
        ) : (
          <ReadOnlyNotice what="this buyer’s account" />
        )}
      </div>
      {result?.ok ? (
        <p
          role="status"
          className="mt-4 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {result.intent === 'rep'
            ? 'The company’s sales rep is saved.'
            : result.intent === 'group'
              ? 'The company’s group is saved; its buyers see its prices and terms on their next page.'
              : result.intent === 'credit'
                ? 'The company’s credit settings are saved.'
                : result.intent === 'disable'
                  ? 'The account is disabled and its sessions have ended.'
                  : 'The account is enabled again.'}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">E-mail</dt>
        <dd className="[overflow-wrap:anywhere]">
          {customer.email}
          {customer.email_verified ? '' : ' (not verified)'}
        </dd>
        <dt className="font-medium">Account</dt>
        <dd>
          <AccountBadge disabled={customer.disabled} />
          {customer.disabled_at ? ` since ${dateTime(customer.disabled_at)}` : ''}
        </dd>
        <dt className="font-medium">Signed up</dt>
        <dd>{dateTime(customer.created_at)}</dd>
        <dt className="font-medium">Orders</dt>
        <dd>{customer.orders_count}</dd>
        <dt className="font-medium">Ordered (not cancelled, paid or not)</dt>
        <dd>
          <Totals totals={customer.totals} />
        </dd>
        <dt className="font-medium">Paid (less refunds)</dt>
        <dd data-testid="customer-paid">
          <Totals totals={customer.paid_totals ?? []} />
        </dd>
        <dt className="font-medium">Last order</dt>
        <dd>{dateTime(customer.last_order_at)}</dd>
      </dl>
      <CompanyGroup customer={customer} groups={groups} mayWrite={mayWrite} result={result} />
      {credit ? <CompanyCreditSection credit={credit} mayWrite={mayWrite} result={result} /> : null}
      <CompanyRep customer={customer} reps={reps} mayWrite={mayWrite} result={result} />
      <section aria-labelledby="customer-orders" className="mt-6">
        <h2 id="customer-orders" className="text-lg font-bold">
          Orders
        </h2>
        <DataTable
          caption={`Orders of ${customer.email}, newest first`}
          columns={CUSTOMER_ORDER_COLUMNS}
          data={customer.orders}
          empty="No orders yet."
        />
        {customer.orders_count > customer.orders.length ? (
          <p className="mt-2 text-sm">
            <Link
              className="font-semibold text-brand-700 underline"
              to={`/admin/orders?q=${encodeURIComponent(customer.email)}`}
            >
              All {customer.orders_count} orders in the queue
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
