// My account: who I am, my role, and whether two-factor sign-in is on.
import type { StaffMe } from '../shared/console-types';

export function AccountPage({ me }: { me: StaffMe }) {
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">My account</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-600">Name</dt>
        <dd className="font-medium">{me.name || '—'}</dd>
        <dt className="text-slate-600">E-mail</dt>
        <dd className="font-medium [overflow-wrap:anywhere]">{me.email}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd className="font-medium capitalize">{me.role}</dd>
        <dt className="text-slate-600">Two-factor sign-in</dt>
        <dd className="font-medium">{me.totp_enabled ? 'On' : 'Off'}</dd>
      </dl>
    </div>
  );
}
