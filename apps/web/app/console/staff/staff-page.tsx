// Staff management (owners): who has access with which role, an invitation form, and per
// member a role change, a two-factor set-up link to mail and a disable button. The last owner's
// refusal (409) shows as an error.
import { Form } from 'react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { STAFF_ROLES } from '@solestock/domain/back-office/staff-roles';
import type { StaffMemberRow } from '../shared/console-types';
import { DataTable } from '../shared/data-table';
import { statusLabel } from '../shared/console-format';
import { Field, FormError, SelectField, SubmitButton } from '../shared/form-parts';

export interface StaffActionResult {
  intent: string;
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  /** What a successful write did, in a sentence ("Invitation sent to … as manager."). */
  message?: string;
  /** A sent invitation's own key: the form remounts empty after each one. */
  sent?: string;
}

// "sales_rep" reads "Sales rep" (docs/staff-orders.md: sees and orders only for their companies).
const roleOptions = STAFF_ROLES.map((r) => ({
  value: r,
  label: r[0]!.toUpperCase() + r.slice(1).replace('_', ' '),
}));
const isDisabled = (m: StaffMemberRow) =>
  Boolean(m.disabled || m.disabled_at || m.status === 'disabled');

const column = createColumnHelper<StaffMemberRow>();

function columns(selfId: number): ColumnDef<StaffMemberRow, unknown>[] {
  return [
    column.accessor('name', { header: 'Name', cell: (c) => c.getValue() || '—' }),
    column.accessor('email', {
      header: 'E-mail',
      cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue()}</span>,
    }),
    column.accessor('role', {
      header: 'Role',
      cell: (c) =>
        isDisabled(c.row.original) || c.row.original.id === selfId ? (
          <span className="capitalize">{c.getValue()}</span>
        ) : (
          <Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="id" value={c.row.original.id} />
            <label htmlFor={`role-${c.row.original.id}`} className="sr-only">
              Role of {c.row.original.email}
            </label>
            <select
              id={`role-${c.row.original.id}`}
              name="role"
              defaultValue={c.getValue()}
              className="rounded border border-slate-400 bg-white px-2 py-1 text-sm"
            >
              {roleOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <SubmitButton intent={`role-${c.row.original.id}`} tone="plain">
              Change role
            </SubmitButton>
          </Form>
        ),
    }),
    column.display({
      id: 'state',
      header: 'Status',
      cell: (c) =>
        isDisabled(c.row.original) ? 'Disabled' : statusLabel(c.row.original.status ?? 'active'),
    }),
    column.display({
      id: 'totp',
      header: 'Two-factor',
      cell: (c) =>
        c.row.original.totp_enabled ? (
          'On'
        ) : isDisabled(c.row.original) ? (
          'Off'
        ) : (
          // The only way to set it up while it is required for everyone (decision 131).
          <Form method="post">
            <input type="hidden" name="id" value={c.row.original.id} />
            <SubmitButton
              intent={`totp-link-${c.row.original.id}`}
              tone="plain"
              pendingLabel="Sending…"
            >
              Send 2FA set-up link <span className="sr-only">to {c.row.original.email}</span>
            </SubmitButton>
          </Form>
        ),
    }),
    column.display({
      id: 'disable',
      header: 'Access',
      cell: (c) =>
        c.row.original.id === selfId ? (
          <span className="text-slate-600">You</span>
        ) : isDisabled(c.row.original) ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={c.row.original.id} />
            <SubmitButton
              intent={`disable-${c.row.original.id}`}
              tone="danger"
              pendingLabel="Disabling…"
            >
              Disable <span className="sr-only">{c.row.original.email}</span>
            </SubmitButton>
          </Form>
        ),
    }),
  ] as ColumnDef<StaffMemberRow, unknown>[];
}

export function StaffPage({
  members,
  requireTotp,
  selfId,
  result,
}: {
  members: StaffMemberRow[];
  requireTotp: boolean;
  selfId: number;
  result: StaffActionResult | undefined;
}) {
  const invite = result?.intent === 'invite' ? result : undefined;
  const rowError = result && !result.ok && result.intent !== 'invite' ? result.error : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Staff</h1>
      {/* Always in the page, so a screen reader hears each new sentence put in it. */}
      <div role="status" aria-live="polite">
        {result?.ok ? (
          <p className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {result.message ?? 'Saved.'}
          </p>
        ) : null}
      </div>
      <FormError error={rowError} />
      <DataTable
        caption="Staff members"
        columns={columns(selfId)}
        data={members}
        empty="No staff yet."
      />
      <section
        aria-labelledby="security-title"
        className="max-w-xl rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="security-title" className="text-lg font-semibold">
          Sign-in security
        </h2>
        <Form method="post" className="mt-3 space-y-3">
          <div className="flex items-start gap-2">
            <input
              id="require-totp"
              type="checkbox"
              name="require_totp"
              defaultChecked={requireTotp}
              className="mt-1 h-4 w-4"
            />
            <label htmlFor="require-totp" className="text-sm">
              Require two-factor sign-in for everyone (members without it can only set it up)
            </label>
          </div>
          <SubmitButton intent="settings" tone="plain">
            Save
          </SubmitButton>
        </Form>
      </section>
      <section
        aria-labelledby="invite-title"
        className="max-w-xl rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="invite-title" className="text-lg font-semibold">
          Invite a colleague
        </h2>
        {/* Keyed by the sent invitation: each one clears the form (a second one too), a refused
            one keeps what was typed. */}
        <Form method="post" className="mt-3 space-y-3" key={invite?.ok ? invite.sent : 'editing'}>
          <FormError error={invite && !invite.ok ? invite.error : null} />
          <Field
            label="E-mail"
            name="email"
            type="email"
            required
            defaultValue={invite?.ok ? '' : (invite?.values?.email ?? '')}
            error={invite?.fields?.email}
          />
          <Field
            label="Name"
            name="name"
            defaultValue={invite?.ok ? '' : (invite?.values?.name ?? '')}
            error={invite?.fields?.name}
          />
          <SelectField
            label="Role"
            name="role"
            options={roleOptions}
            defaultValue={invite?.ok ? 'support' : (invite?.values?.role ?? 'support')}
            error={invite?.fields?.role}
          />
          <SubmitButton intent="invite" pendingLabel="Sending…">
            Send invitation
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
