// The console's frame: a skip link, the sections as a sidebar from md (768 px) up, and below it
// a top bar whose menu is a <details> (opens without JavaScript, by keyboard too).
import { Form, Link, NavLink, useLocation } from 'react-router';
import type { StaffMe } from '../shared/console-types';
import { sectionsFor } from './console-nav';
import { useConsoleShopName } from '../shared/console-meta';

function SectionLinks({ me }: { me: StaffMe }) {
  const sections = sectionsFor(me.role);
  // A section with another section below its path (the dashboard, settings) is current only on
  // its own page: on "Order minimum" (/admin/settings/orders) "Seller details" is not.
  const hasSectionBelow = (to: string) => sections.some((o) => o.to.startsWith(`${to}/`));
  return (
    <ul className="space-y-1">
      {sections.map((s) => (
        <li key={s.to}>
          <NavLink
            to={s.to}
            end={hasSectionBelow(s.to)}
            className={({ isActive }) =>
              `block rounded px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-slate-200'}`
            }
          >
            {s.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SignOut() {
  return (
    <Form method="post" action="/admin/sign-out">
      <button
        type="submit"
        className="w-full rounded border border-slate-300 px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        Sign out
      </button>
    </Form>
  );
}

export function ConsoleShell({ me, children }: { me: StaffMe; children: React.ReactNode }) {
  const shopName = useConsoleShopName();
  const { pathname } = useLocation();
  return (
    <div className="md:flex md:min-h-screen">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
        <span className="font-bold">{shopName} back office</span>
        {/* Keyed by path: a navigation closes the menu. */}
        <details key={pathname} className="group relative">
          <summary className="cursor-pointer list-none rounded border border-slate-300 px-3 py-1.5 text-sm font-semibold">
            Menu
          </summary>
          <div className="absolute right-0 z-40 mt-2 w-60 rounded border border-slate-200 bg-white p-3 shadow-lg">
            <nav aria-label="Back office">
              <SectionLinks me={me} />
            </nav>
            <p className="mt-3 truncate border-t border-slate-200 pt-3 text-xs text-slate-600">
              {me.name || me.email} · {me.role.replace('_', ' ')}
            </p>
            <div className="mt-2">
              <SignOut />
            </div>
          </div>
        </details>
      </header>
      <aside className="hidden w-56 shrink-0 flex-col border-r border-slate-200 bg-white p-4 md:flex">
        <p className="mb-4 px-3 font-bold">{shopName} back office</p>
        <nav aria-label="Back office" className="flex-1">
          <SectionLinks me={me} />
        </nav>
        <p className="mt-4 truncate px-3 text-xs text-slate-600" title={me.email}>
          {me.name || me.email}
          <br />
          <span className="capitalize">{me.role.replace('_', ' ')}</span>
        </p>
        <div className="mt-2">
          <SignOut />
        </div>
      </aside>
      <main id="console-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
        {me.totp_setup_required ? (
          <p className="mb-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This shop requires two-factor sign-in. Ask an owner to mail you a set-up link and open
            it to reach the other pages (see{' '}
            <Link to="/admin/account" className="font-semibold underline">
              My account
            </Link>
            ).
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}
