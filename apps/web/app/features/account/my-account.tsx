// The account page (001 §2): a welcome, Dashboard and Country rows, back and Logout.
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { countryOption, useShopContext } from '../../lib/shop-context';
import { useT } from '../../i18n/i18n';
import { useMessageLocale } from '../../i18n/rich-message';
import { countryNameIn } from '../company/country-names';

export function MyAccount({ username }: { username: string }) {
  const t = useT();
  const locale = useMessageLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { country } = useShopContext();
  const loggingOut = navigation.state !== 'idle' && navigation.formAction === '/logout';
  const row =
    'flex items-center justify-between border-b border-slate-200 px-1 py-4 text-slate-800';
  return (
    <main className="mx-auto min-h-[70vh] max-w-xl px-4 py-8">
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="mb-6 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline focus-visible:outline-2"
      >
        <span aria-hidden="true">←</span> {t('account.my.back')}
      </button>
      <h1 className="mb-6 text-2xl font-bold text-brand-900">
        {t('account.my.welcome', { username })}
      </h1>
      <ul className="mb-8 border-t border-slate-200">
        <li>
          {/* The shopper's orders: what a dashboard of a wholesale buyer holds (issue 7). */}
          <Link to="/orders" className={`${row} hover:bg-slate-50 focus-visible:outline-2`}>
            <span>{t('account.my.dashboard')}</span>
            <span aria-hidden="true" className="text-slate-500">
              ›
            </span>
          </Link>
        </li>
        <li>
          {/* The buyer's company: details, members, invitations, addresses (decision 146). */}
          <Link to="/company" className={`${row} hover:bg-slate-50 focus-visible:outline-2`}>
            <span>{t('account.my.company')}</span>
            <span aria-hidden="true" className="text-slate-500">
              ›
            </span>
          </Link>
        </li>
        <li>
          {/* Lines of SKU and quantity straight into the cart (issue 19). */}
          <Link to="/quick-order" className={`${row} hover:bg-slate-50 focus-visible:outline-2`}>
            <span>{t('account.my.quickOrder')}</span>
            <span aria-hidden="true" className="text-slate-500">
              ›
            </span>
          </Link>
        </li>
        <li>
          {/* The season's collections for the buyer's group, with line sheets (docs/collections.md). */}
          <Link to="/collections" className={`${row} hover:bg-slate-50 focus-visible:outline-2`}>
            <span>{t('account.my.collections')}</span>
            <span aria-hidden="true" className="text-slate-500">
              ›
            </span>
          </Link>
        </li>
        <li className={row}>
          <span>{t('account.my.country')}</span>
          <span className="text-slate-600">
            {countryNameIn(locale, country, countryOption(country)?.name ?? country)}
          </span>
        </li>
      </ul>
      <Form method="post" action="/logout">
        <button
          type="submit"
          disabled={loggingOut}
          className="w-full rounded-md border border-red-600 px-4 py-2.5 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline focus-visible:outline-2 disabled:opacity-60 sm:w-auto"
        >
          {loggingOut ? t('account.my.loggingOut') : t('account.my.logout')}
        </button>
      </Form>
    </main>
  );
}
