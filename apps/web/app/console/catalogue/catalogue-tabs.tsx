// The catalogue's three lists, one link each; the current one is marked for screen readers.
import { Link } from 'react-router';

const TABS = [
  { key: 'groups', to: '/admin/catalogue', label: 'Item groups' },
  { key: 'brands', to: '/admin/catalogue/brands', label: 'Brands' },
  { key: 'categories', to: '/admin/catalogue/categories', label: 'Categories' },
] as const;

export function CatalogueTabs({ current }: { current: (typeof TABS)[number]['key'] }) {
  return (
    <nav aria-label="Catalogue" className="mt-3 flex gap-1 border-b border-slate-200 text-sm">
      {TABS.map((t) => (
        <Link
          key={t.key}
          to={t.to}
          aria-current={t.key === current ? 'page' : undefined}
          className={`-mb-px rounded-t border px-3 py-2 font-medium ${
            t.key === current
              ? 'border-slate-200 border-b-white bg-white text-slate-900'
              : 'border-transparent text-brand-700 underline'
          }`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
