// The account area's company page (docs/api.md, "Companies and addresses"; decision 146): the
// company's details, its members with their roles, invitations, and its address book. Admins
// change them; buyers read them. Every change says what it did in one live status line, every
// refusal says why next to what was refused. Every change is a plain form post to the route's
// action (company-actions.server.ts), so it works without JavaScript; the loader reads the
// company again after each.
import { useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import {
  COMPANY_INVITATION_HOURS,
  lastAdminRefusal,
  type CompanyRole,
} from '@solestock/domain/company';
import type {
  CompanyAddressDto,
  CompanyDto,
  CompanyMemberDto,
  CompanyMembersDto,
} from '@solestock/domain/company-payloads';
import type { Locale } from '@solestock/domain/locales';
import { useT, type MessageId } from '../../i18n/i18n';
import { richMessage, useMessageLocale } from '../../i18n/rich-message';
import { AddressBook } from './address-book';
import { countryNameIn } from './country-names';
import type { CompanyActionResult } from './company-actions.server';
import { formSentence, refusalFor, usePosting } from './company-forms';
import {
  CountryField,
  FormAlert,
  SelectField,
  TextField,
  TextFields,
  dangerLinkButton,
  linkButton,
  primaryButton,
  type TextFieldSpec,
} from './form-controls';

type DetailField = TextFieldSpec<keyof CompanyDto>;

/** The company's details above the country, in the form's order; the phone comes after it. */
const DETAIL_LINES: readonly DetailField[] = [
  { name: 'name', label: 'company.field.name', required: true, autoComplete: 'organization' },
  { name: 'tax_id', label: 'company.field.taxId', hint: 'company.field.taxIdHint' },
  {
    name: 'address_line1',
    label: 'company.field.line1',
    autoComplete: 'address-line1',
    wide: true,
  },
  {
    name: 'address_line2',
    label: 'company.field.line2',
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'city', label: 'company.field.city', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'company.field.postcode', autoComplete: 'postal-code' },
];
const DETAIL_PHONE: readonly DetailField[] = [
  { name: 'phone', label: 'company.field.phone', type: 'tel', autoComplete: 'tel' },
];

export interface CompanyPageData {
  company: CompanyDto;
  members: CompanyMembersDto;
  addresses: CompanyAddressDto[];
  canEditAddresses: boolean;
}

const ROLE_LABEL: Record<CompanyRole, MessageId> = {
  admin: 'company.role.admin',
  buyer: 'company.role.buyer',
};
/** What each role may do, said under the invitation's role. */
const ROLE_SCOPE: Record<CompanyRole, MessageId> = {
  admin: 'company.invite.scopeAdmin',
  buyer: 'company.invite.scopeBuyer',
};

// In UTC, so the server's rendering and the browser's hydration agree; English as the specs'
// pages always wrote it ('3 Dec 2026').
const day = (locale: Locale, iso: string) =>
  new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const section = 'mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

function RoleBadge({ role }: { role: CompanyRole }) {
  const t = useT();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        role === 'admin' ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-800'
      }`}
    >
      {t(ROLE_LABEL[role])}
    </span>
  );
}

function CompanyDetails({
  company,
  result,
}: {
  company: CompanyDto;
  result: CompanyActionResult | undefined;
}) {
  const t = useT();
  const locale = useMessageLocale();
  const busy = usePosting('save-details');
  const refused = refusalFor(result, 'save-details');
  const fields = refused?.fields ?? {};
  const admin = company.role === 'admin';

  if (!admin) {
    const rows: [string, string][] = [
      [t('company.field.name'), company.name],
      [t('company.field.taxId'), company.tax_id],
      [
        t('company.details.address'),
        [company.address_line1, company.address_line2, company.city, company.postcode]
          .filter(Boolean)
          .join(', '),
      ],
      [
        t('company.field.country'),
        company.country_code ? countryNameIn(locale, company.country_code) : '',
      ],
      [t('company.field.phone'), company.phone],
    ];
    return (
      <>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="mb-2 text-slate-900 [overflow-wrap:anywhere] sm:mb-0">
                {value || '—'}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t('company.details.adminsOnly')}</p>
      </>
    );
  }

  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      aria-busy={busy || undefined}
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="save-details" />
      <div className="sm:col-span-2">
        <FormAlert message={formSentence(t, refused)} />
      </div>
      <TextFields specs={DETAIL_LINES} values={company} errors={fields} />
      <CountryField defaultValue={company.country_code} error={fields.country_code} />
      <TextFields specs={DETAIL_PHONE} values={company} errors={fields} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t('company.saving') : t('company.details.save')}
        </button>
      </div>
    </Form>
  );
}

function InviteForm({ result }: { result: CompanyActionResult | undefined }) {
  const t = useT();
  const busy = usePosting('invite');
  const refused = refusalFor(result, 'invite');
  const fields = refused?.fields ?? {};
  const error = refused && Object.keys(fields).length === 0 ? refused.error : null;
  const [role, setRole] = useState<CompanyRole>('buyer');
  const form = useRef<HTMLFormElement>(null);

  // Sent: the form is emptied for the next colleague.
  const sent = result?.intent === 'invite' && result.ok ? result : null;
  const [emptied, setEmptied] = useState(sent);
  if (sent !== emptied) {
    setEmptied(sent);
    if (sent) setRole('buyer');
  }
  useEffect(() => {
    if (sent) form.current?.reset();
  }, [sent]);

  return (
    <Form
      ref={form}
      method="post"
      noValidate
      preventScrollReset
      aria-labelledby="invite-heading"
      aria-busy={busy || undefined}
      className="mt-6 border-t border-slate-200 pt-5"
    >
      <input type="hidden" name="intent" value="invite" />
      <h3 id="invite-heading" className="font-semibold text-slate-900">
        {t('company.invite.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t('company.invite.intro', { hours: COMPANY_INVITATION_HOURS })}
      </p>
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label={t('company.invite.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          error={fields.email}
        />
        <SelectField
          label={t('company.invite.role')}
          name="role"
          value={role}
          onChange={(e) => setRole(e.target.value as CompanyRole)}
          error={fields.role}
        >
          <option value="buyer">{t('company.role.buyer')}</option>
          <option value="admin">{t('company.role.admin')}</option>
        </SelectField>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t(ROLE_SCOPE[role])}</p>
      <button type="submit" disabled={busy} className={`mt-3 ${primaryButton}`}>
        {busy ? t('company.sending') : t('company.invite.send')}
      </button>
    </Form>
  );
}

function MemberRow({
  member,
  companyName,
  admin,
  lastAdmin,
  result,
}: {
  member: CompanyMemberDto;
  companyName: string;
  admin: boolean;
  /** The company's only admin: they can neither leave nor be removed (the domain's rule). */
  lastAdmin: boolean;
  result: CompanyActionResult | undefined;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const busy = usePosting('remove-member', member.id);
  const refused = refusalFor(result, 'remove-member', member.id);
  // Refused: the question closes; the members' alert says why.
  const [closedFor, setClosedFor] = useState(refused);
  if (refused !== closedFor) {
    setClosedFor(refused);
    if (refused) setConfirming(false);
  }
  const mayRemove = (admin || member.you) && !lastAdmin;
  const what = member.you ? t('company.members.leave') : t('company.members.remove');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {member.first_name || member.email}
          {member.you ? (
            <span className="font-normal text-slate-600">{t('company.members.you')}</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{member.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <RoleBadge role={member.role} />
        {mayRemove ? (
          confirming ? (
            <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="remove-member" />
              <input type="hidden" name="id" value={member.id} />
              <input type="hidden" name="you" value={String(member.you)} />
              <input type="hidden" name="member" value={member.first_name || member.email} />
              <input type="hidden" name="company" value={companyName} />
              <button type="submit" className={dangerLinkButton} disabled={busy}>
                {busy
                  ? t('company.removing')
                  : member.you
                    ? t('company.members.yesLeave')
                    : t('company.yesRemove')}
              </button>
              <button type="button" className={linkButton} onClick={() => setConfirming(false)}>
                {t('company.cancel')}
              </button>
            </Form>
          ) : (
            <button
              type="button"
              className={dangerLinkButton}
              aria-label={
                member.you
                  ? what
                  : t('company.members.removeLabel', { name: member.first_name || member.email })
              }
              onClick={() => setConfirming(true)}
            >
              {what}
            </button>
          )
        ) : null}
      </div>
    </li>
  );
}

/**
 * The live status line's sentence: what the last post did. The line is emptied first, so the same
 * sentence twice is still announced; a page rendered with the answer (no JavaScript, or the page
 * started afresh after leaving a company) shows it at once.
 */
function useStatus(result: CompanyActionResult | undefined): string {
  const said = result?.ok ? result.message : '';
  const [status, setStatus] = useState(said);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setStatus('');
    if (!said) return;
    const frame = requestAnimationFrame(() => setStatus(said));
    return () => cancelAnimationFrame(frame);
  }, [result, said]);
  return status;
}

export function CompanyPage({
  data,
  country,
  result,
}: {
  data: CompanyPageData;
  country: string;
  /** The answer to the page's last post (the route's action). */
  result?: CompanyActionResult | undefined;
}) {
  const t = useT();
  const locale = useMessageLocale();
  const { company, members, addresses, canEditAddresses } = data;
  const status = useStatus(result);
  const membersError = refusalFor(result, 'remove-member')?.error ?? null;
  const admin = company.role === 'admin';

  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6">
      <Link to="/my-account" className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('company.myAccount')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">
        {company.name}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {richMessage(
          t,
          'company.yourRole',
          {
            orders: (
              <Link to="/orders" className="font-semibold text-brand-700 hover:underline">
                {t('company.orders')}
              </Link>
            ),
          },
          { role: t(ROLE_LABEL[company.role]) },
        )}
      </p>
      {/* Credit control (docs/credit-control.md): the company's statement of account. */}
      <p className="mt-2 text-sm">
        <a
          href="/api/ecommerce/company/statement.pdf"
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('company.statement')}
        </a>
      </p>
      <p
        role="status"
        aria-live="polite"
        className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900 empty:hidden"
        data-testid="company-status"
      >
        {status}
      </p>

      <section aria-labelledby="company-details-heading" className={section}>
        <h2 id="company-details-heading" className="mb-4 text-lg font-bold text-slate-900">
          {t('company.details.heading')}
        </h2>
        <CompanyDetails company={company} result={result} />
      </section>

      <section aria-labelledby="company-members-heading" className={section}>
        <h2 id="company-members-heading" className="text-lg font-bold text-slate-900">
          {t('company.members.heading', { count: members.count })}
        </h2>
        <div className="mt-3">
          <FormAlert message={membersError} />
        </div>
        <ul className="divide-y divide-slate-200">
          {members.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              companyName={company.name}
              admin={admin}
              lastAdmin={lastAdminRefusal(members.members, member.id, member.you) !== null}
              result={result}
            />
          ))}
        </ul>
        {admin && members.invitations.length > 0 ? (
          <>
            <h3 className="mt-5 font-semibold text-slate-900">
              {t('company.invitations.heading')}
            </h3>
            <ul className="mt-1 divide-y divide-slate-200 text-sm">
              {members.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <span className="text-slate-900 [overflow-wrap:anywhere]">
                    {invitation.email}
                  </span>
                  <span className="flex items-center gap-3 text-slate-600">
                    <RoleBadge role={invitation.role} />
                    {t('company.invitations.until', { date: day(locale, invitation.expires_at) })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {admin ? <InviteForm result={result} /> : null}
      </section>

      <section aria-labelledby="company-addresses-heading" className={section}>
        <h2 id="company-addresses-heading" className="text-lg font-bold text-slate-900">
          {t('company.addresses.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('company.addresses.intro')}</p>
        <AddressBook
          addresses={addresses}
          canEdit={canEditAddresses}
          defaultCountry={country}
          empty={<p className="mt-3 text-sm text-slate-700">{t('company.addresses.none')}</p>}
          result={result}
        />
      </section>
    </main>
  );
}
