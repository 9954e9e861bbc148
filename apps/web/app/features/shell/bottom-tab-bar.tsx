// The bottom tab bar on phones (000 §2): Home, Category, Brands, My Account. A spacer of the same
// height keeps the last lines of a page clear of it.
import { NavLink } from 'react-router';
import { GridIcon, HomeIcon, TagIcon, UserIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/i18n';

const TABS = [
  { to: '/', label: 'tabs.home', Icon: HomeIcon },
  { to: '/categories', label: 'tabs.category', Icon: GridIcon },
  { to: '/brands', label: 'tabs.brands', Icon: TagIcon },
  { to: '/my-account', label: 'tabs.myAccount', Icon: UserIcon },
] as const;

export function BottomTabBar({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <div className={className} data-testid="bottom-tab-bar">
      <div className="h-16" aria-hidden="true" />
      <nav
        aria-label={t('tabs.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="grid grid-cols-4">
          {TABS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                // Its colour follows the aria-current="page" NavLink gives the active tab.
                className="tab-bar-link"
              >
                <Icon size={22} />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
