// The sticky bar of the categories and brands pages, which show no site header: back to home.
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/i18n';

export function DirectoryHeader({ title }: { title: string }) {
  const t = useT();
  return (
    <div className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
        <Link
          to="/"
          className="flex items-center gap-1 rounded-md py-2 pr-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronLeftIcon size={18} />
          {t('browse.home')}
        </Link>
        <h1 className="text-lg font-bold text-slate-900">{title}</h1>
      </div>
    </div>
  );
}
