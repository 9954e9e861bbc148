// The policy page (001 §2): Terms of Use (default), Privacy Policy and Legal Policy, chosen from a
// side list on wide screens or a dropdown on narrow ones. The tab is in the URL (?tab=), so the
// terms can link to the privacy tab and every change starts at the top of the page.
import { useBrand } from '../../lib/brand';
import { Form, Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { richMessage } from '../../i18n/rich-message';
import {
  INACTIVE_ACCOUNT_DELETION_YEARS,
  MINIMUM_AGE_YEARS,
  SHOP_CONTACT,
} from '@solestock/domain';

export const POLICY_TABS = [
  { id: 'terms', label: 'footer.termsOfUse' },
  { id: 'privacy', label: 'footer.privacyPolicy' },
  { id: 'legal', label: 'info.legalPolicy' },
] as const;
export type PolicyTab = (typeof POLICY_TABS)[number]['id'];

export function policyTabFrom(value: string | null): PolicyTab {
  return POLICY_TABS.find((t) => t.id === value)?.id ?? 'terms';
}

const tabHref = (tab: PolicyTab) => (tab === 'terms' ? '/policy-page' : `/policy-page?tab=${tab}`);

/** The shop's contact e-mail as a link, for the sentences that name it. */
const mailLink = () => <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>;

function Terms() {
  const t = useT();
  const { shop_name } = useBrand();
  const privacyPolicy = (
    <Link to={tabHref('privacy')} preventScrollReset={false}>
      {t('footer.privacyPolicy')}
    </Link>
  );
  return (
    <>
      <p>{t('info.policy.terms.intro', { shop: shop_name })}</p>
      <h3>{t('info.policy.terms.whoMayBuy.title')}</h3>
      <p>{t('info.policy.terms.whoMayBuy.text', { years: MINIMUM_AGE_YEARS })}</p>
      <h3>{t('info.policy.terms.account.title')}</h3>
      <p>
        {richMessage(
          t,
          'info.policy.terms.account.text',
          { privacyPolicy },
          { years: INACTIVE_ACCOUNT_DELETION_YEARS },
        )}
      </p>
      <h3>{t('info.policy.terms.prices.title')}</h3>
      <p>{t('info.policy.terms.prices.text')}</p>
      <h3>{t('info.policy.terms.returns.title')}</h3>
      <p>{t('info.policy.terms.returns.text')}</p>
      <h3>{t('info.policy.terms.original.title')}</h3>
      <p>{t('info.policy.terms.original.text')}</p>
    </>
  );
}

function Privacy() {
  const t = useT();
  const { shop_name } = useBrand();
  return (
    <>
      <p>{t('info.policy.privacy.intro', { shop: shop_name })}</p>
      <h3>{t('info.policy.privacy.collect.title')}</h3>
      <ul>
        <li>{t('info.policy.privacy.collect.contact')}</li>
        <li>{t('info.policy.privacy.collect.payment')}</li>
        <li>{t('info.policy.privacy.collect.usage')}</li>
      </ul>
      <h3>{t('info.policy.privacy.use.title')}</h3>
      <p>{t('info.policy.privacy.use.text')}</p>
      <h3>{t('info.policy.privacy.sharing.title')}</h3>
      <p>{t('info.policy.privacy.sharing.text')}</p>
      <h3>{t('info.policy.privacy.rights.title')}</h3>
      <p>{richMessage(t, 'info.policy.privacy.rights.text', { email: mailLink() })}</p>
      <h3>{t('info.policy.privacy.cookies.title')}</h3>
      <p>
        {richMessage(t, 'info.policy.privacy.cookies.text', {
          privacyPage: <Link to="/privacy-policy">{t('info.policy.privacy.cookies.link')}</Link>,
        })}
      </p>
    </>
  );
}

function Legal() {
  const t = useT();
  const { shop_name } = useBrand();
  const { company, address, phone } = SHOP_CONTACT;
  return (
    <>
      <p>
        {richMessage(
          t,
          'info.policy.legal.operator',
          { email: mailLink() },
          { shop: shop_name, company, address, phone },
        )}
      </p>
      <h3>{t('info.policy.legal.property.title')}</h3>
      <p>{t('info.policy.legal.property.text', { company })}</p>
      <h3>{t('info.policy.legal.liability.title')}</h3>
      <p>{t('info.policy.legal.liability.text')}</p>
      <h3>{t('info.policy.legal.law.title')}</h3>
      <p>{t('info.policy.legal.law.text')}</p>
    </>
  );
}

export function PolicyPage({ tab }: { tab: PolicyTab }) {
  const t = useT();
  const navigate = useNavigate();
  const current = POLICY_TABS.find((t) => t.id === tab) ?? POLICY_TABS[0];
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">
        {t('footer.policies')}
      </h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10">
        <nav aria-label={t('footer.policies')} className="hidden md:block">
          <ul className="sticky top-36 space-y-1">
            {POLICY_TABS.map((each) => (
              <li key={each.id}>
                <Link
                  to={tabHref(each.id)}
                  aria-current={each.id === tab ? 'page' : undefined}
                  className={`block rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    each.id === tab
                      ? 'bg-brand-600 text-white'
                      : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700'
                  }`}
                >
                  {t(each.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" action="/policy-page" className="flex items-end gap-2 md:hidden">
          <div className="flex-1">
            <label htmlFor="policy-tab" className="block text-sm font-semibold text-slate-700">
              {t('info.policy')}
            </label>
            <select
              id="policy-tab"
              name="tab"
              value={tab}
              onChange={(event) => navigate(tabHref(policyTabFrom(event.target.value)))}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm"
            >
              {POLICY_TABS.map((each) => (
                <option key={each.id} value={each.id}>
                  {t(each.label)}
                </option>
              ))}
            </select>
          </div>
          {/* Without JavaScript the choice is applied by this button. */}
          <noscript>
            <button
              type="submit"
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white"
            >
              {t('info.show')}
            </button>
          </noscript>
        </Form>
        <article className="policy-text min-w-0" aria-labelledby="policy-title">
          <h2 id="policy-title" className="text-2xl font-bold text-slate-900">
            {t(current.label)}
          </h2>
          {tab === 'terms' ? <Terms /> : tab === 'privacy' ? <Privacy /> : <Legal />}
        </article>
      </div>
    </main>
  );
}
