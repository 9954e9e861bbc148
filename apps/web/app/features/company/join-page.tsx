// /company/join/{token}: the page an invitation's link opens (docs/api.md, "Companies and
// addresses"). It says which company invites which address as what; a guest signs in or signs
// up with that address first; signed in as it, one button joins. A link that cannot be used says
// why (used, expired, not valid), and a buyer signed in as another address is told so. Joining is
// a form posted to the route's action, so it works without JavaScript.
import { useBrand } from '../../lib/brand';
import { Form, Link, useNavigation } from 'react-router';
import type { InvitationPreviewDto } from '@solestock/domain/company-payloads';
import type { Refused } from '../../lib/refusal';
import { useT } from '../../i18n/i18n';
import { richMessage } from '../../i18n/rich-message';
import { FormAlert, primaryButton, secondaryButton } from './form-controls';

export interface JoinPageData {
  token: string;
  invitation: InvitationPreviewDto | null;
  /** Why the link cannot be used, when it cannot. */
  refusal: string | null;
  /** The signed-in buyer, if any. */
  user: { first_name: string; email: string } | null;
}

/** The join action's answer: the company joined (its name), or why not. */
export type JoinResult = { intent: 'join'; ok: true; joined: string } | Refused<'join'>;

const card = 'mx-auto mt-8 max-w-lg rounded-xl border border-slate-200 bg-white p-6 sm:p-8';

export function JoinPage({
  data,
  result,
}: {
  data: JoinPageData;
  result?: JoinResult | undefined;
}) {
  const t = useT();
  const { shop_name } = useBrand();
  const busy = useNavigation().state === 'submitting';
  const joined = result?.ok ? result.joined : null;
  const error = result && !result.ok ? result.error : null;
  const { invitation, user, token } = data;
  const back = `/company/join/${token}`;
  const signIn = `/login?redirectTo=${encodeURIComponent(back)}`;

  // Joined without JavaScript: the page is read again, and the used invitation reads as refused.
  if (joined && !invitation) {
    return (
      <main className="px-4 pt-6 pb-16">
        <section className={card} aria-labelledby="join-heading">
          <h1 id="join-heading" className="text-2xl font-bold text-slate-900">
            {t('company.join.heading', { company: joined })}
          </h1>
          <Joined name={joined} />
        </section>
      </main>
    );
  }
  if (!invitation) {
    return (
      <main className="px-4 pt-6 pb-16">
        <section className={card} aria-labelledby="join-heading">
          <h1 id="join-heading" className="text-2xl font-bold text-slate-900">
            {t('company.join.cannotBeUsed')}
          </h1>
          <p role="alert" className="mt-3 text-slate-800">
            {data.refusal}
          </p>
          <Link to="/" className={`mt-6 inline-block ${secondaryButton}`}>
            {t('company.join.goToShop')}
          </Link>
        </section>
      </main>
    );
  }

  return (
    <main className="px-4 pt-6 pb-16">
      <section className={card} aria-labelledby="join-heading" aria-busy={busy || undefined}>
        <h1
          id="join-heading"
          className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]"
        >
          {t('company.join.heading', { company: invitation.company_name })}
        </h1>
        <p className="mt-3 text-slate-800 [overflow-wrap:anywhere]">
          {richMessage(
            t,
            invitation.role === 'admin' ? 'company.join.invitedAdmin' : 'company.join.invitedBuyer',
            { email: <strong className="font-semibold">{invitation.email}</strong> },
            {
              inviter: invitation.invited_by || t('company.join.aColleague'),
              company: invitation.company_name,
            },
          )}
        </p>
        {joined ? (
          <Joined name={joined} />
        ) : !user ? (
          <>
            <p className="mt-4 text-sm text-slate-700">
              {t('company.join.signInToAccept', { email: invitation.email, shop: shop_name })}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to={signIn} className={primaryButton}>
                {t('company.join.signIn')}
              </Link>
              <Link to="/sign-up" className={secondaryButton}>
                {t('company.join.createAccount')}
              </Link>
            </div>
          </>
        ) : user.email.toLowerCase() !== invitation.email.toLowerCase() ? (
          <>
            <p
              role="alert"
              className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {t('company.join.otherAddress', { user: user.email, email: invitation.email })}
            </p>
            <Link to={signIn} className={`mt-5 inline-block ${primaryButton}`}>
              {t('company.join.signInAs', { email: invitation.email })}
            </Link>
          </>
        ) : (
          <>
            <p className="mt-4 text-sm text-slate-700">
              {t('company.join.moves', { company: invitation.company_name })}
            </p>
            <div className="mt-4">
              <FormAlert message={error} />
            </div>
            <Form method="post">
              <button type="submit" disabled={busy} className={`mt-4 ${primaryButton}`}>
                {busy
                  ? t('company.join.joining')
                  : t('company.join.heading', { company: invitation.company_name })}
              </button>
            </Form>
          </>
        )}
      </section>
    </main>
  );
}

function Joined({ name }: { name: string }) {
  const t = useT();
  return (
    <>
      <div role="status" aria-live="polite" className="mt-4">
        <p className="rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-900">
          {t('company.join.joined', { company: name })}
        </p>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/company" className={primaryButton}>
          {t('company.join.seeCompany')}
        </Link>
        <Link to="/orders" className={secondaryButton}>
          {t('company.join.seeOrders')}
        </Link>
      </div>
    </>
  );
}
