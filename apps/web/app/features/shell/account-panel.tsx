// The My Account hover panel (000 §2): a guest gets login and sign-up; a signed-in shopper a
// welcome with the username, Logout and Dashboard.
import { useBrand } from '../../lib/brand';
import { Form, Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { PersonalSpot } from '../../lib/personal-part';
import { useT } from '../../i18n/i18n';

type User = { id: number; username: string } | null;

export function AccountMenu({
  user,
  open,
  onOpen,
  onClose,
}: {
  user: User;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div className="relative" onMouseEnter={onOpen} onMouseLeave={onClose}>
      <button
        type="button"
        data-menu-trigger="account"
        aria-expanded={open}
        aria-controls="account-panel"
        // Hovering already opened it; a click must not close it again under the pointer.
        onClick={onOpen}
        className="flex items-center gap-2 rounded-md px-2 py-2 text-left text-sm text-slate-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <UserIcon size={24} />
        <span className="leading-tight">
          {/* The greeting is the shopper's own even on a shared page (lib/personal-part.tsx). */}
          <PersonalSpot name="greeting" />
          <span className="flex items-center gap-1 font-semibold">
            {`${t('nav.myAccount')} `}
            <ChevronDownIcon size={14} />
          </span>
        </span>
      </button>
      {open ? (
        <div id="account-panel" className="absolute top-full right-0 z-50 w-72 pt-2">
          <AccountPanel user={user} />
        </div>
      ) : null}
    </div>
  );
}

export function AccountPanel({ user }: { user: User }) {
  const t = useT();
  const { shop_name } = useBrand();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-xl">
      {user ? (
        <>
          <p className="text-base font-semibold text-slate-900">
            {t('account.welcomePrefix')}
            {user.username}
          </p>
          <div className="mt-3 grid gap-2">
            <Link
              to="/orders"
              className="rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('account.dashboard')}
            </Link>
            <Link
              to="/quick-order"
              className="rounded-md border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('account.quickOrder')}
            </Link>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t('account.logout')}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <p className="text-base font-semibold text-slate-900">
            {t('account.welcomeToPrefix')}
            {shop_name}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('account.guestHint')}</p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Link
              to="/login"
              className="rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('account.login')}
            </Link>
            <Link
              to="/sign-up"
              className="rounded-md border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('account.signUp')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
