// The policy page (001 §2): Terms of Use (default), Privacy Policy and Legal Policy, chosen from a
// side list on wide screens or a dropdown on narrow ones. The tab is in the URL (?tab=), so the
// terms can link to the privacy tab and every change starts at the top of the page.
import { useBrand } from '../../lib/brand';
import { Form, Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
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

function Terms() {
  const { shop_name } = useBrand();
  return (
    <>
      <p>
        These terms govern your use of {shop_name}, a wholesale storefront for footwear and
        lifestyle goods. By using the site you accept them.
      </p>
      <h3>Who may buy</h3>
      <p>
        You must be at least {MINIMUM_AGE_YEARS} years old, or have the consent of a parent or
        guardian, to create an account and place orders.
      </p>
      <h3>Your account</h3>
      <p>
        Your mobile number is the primary identifier of your account; keep it and your password up
        to date and private. Data of accounts unused for {INACTIVE_ACCOUNT_DELETION_YEARS} years is
        deleted. How we handle your data is described in our{' '}
        <Link to={tabHref('privacy')} preventScrollReset={false}>
          Privacy Policy
        </Link>
        .
      </p>
      <h3>Prices and shipping</h3>
      <p>
        Prices are shown in the currency of the country you choose and may change without notice.
        Shipping charges are extra: they are calculated and applied by the provider after it reviews
        and confirms your order.
      </p>
      <h3>Returns</h3>
      <p>
        To return an item you must confirm that it is unused and still carries its original tags. If
        it is not, the return is declined and the item is shipped back to you with no refund.
      </p>
      <h3>Original merchandise</h3>
      <p>
        We only sell original merchandise, sourced from the brands or their authorised distributors.
      </p>
    </>
  );
}

function Privacy() {
  const { shop_name } = useBrand();
  return (
    <>
      <p>
        This policy explains what we collect when you use {shop_name}, why, and the choices you
        have.
      </p>
      <h3>Data we collect</h3>
      <ul>
        <li>Contact data: your name, e-mail address, mobile number and delivery address.</li>
        <li>
          Payment data: handled by our card payment provider; we keep only the payment reference and
          status.
        </li>
        <li>Usage data: pages visited, searches and the device and browser used.</li>
      </ul>
      <h3>How we use it</h3>
      <p>
        To run your account, process and deliver orders, answer your messages, and keep the shop
        secure.
      </p>
      <h3>Sharing</h3>
      <p>
        We never sell your data. We share it only with the providers who help us run the shop
        (payments, shipping, e-mail) and with authorities where the law requires it.
      </p>
      <h3>Your rights</h3>
      <p>
        You may ask to access, rectify or delete your data at any time by writing to{' '}
        <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>.
      </p>
      <h3>Cookies</h3>
      <p>
        We use cookies to keep you signed in and to remember your country. You can delete them in
        your browser; the shop then forgets these choices. The full policy is on the{' '}
        <Link to="/privacy-policy">privacy policy page</Link>.
      </p>
    </>
  );
}

function Legal() {
  const { shop_name } = useBrand();
  return (
    <>
      <p>
        {shop_name} is operated by {SHOP_CONTACT.company}, {SHOP_CONTACT.address}. Contact:{' '}
        <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>, {SHOP_CONTACT.phone}.
      </p>
      <h3>Intellectual property</h3>
      <p>
        Brand names, logos and product images belong to their owners and are shown to identify the
        goods we sell. The rest of the site&apos;s content belongs to {SHOP_CONTACT.company}.
      </p>
      <h3>Liability</h3>
      <p>
        We describe products as accurately as we can; colours may look different on screen. Nothing
        in these policies limits rights you have under the law of your country.
      </p>
      <h3>Governing law</h3>
      <p>These policies are governed by the law of England and Wales.</p>
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
