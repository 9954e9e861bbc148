// The country selector: the countries table's rows with bundled flags (000 §3, docs/countries.md). The choice posts to
// /set-country, which keeps it in a cookie, so every page (server-rendered too) shows prices in
// that country's currency. Plain buttons in a form: it works before JavaScript arrives.
import { Form, useLocation } from 'react-router';
import { COUNTRIES, type CountryCode } from '@solestock/domain';
import { ChevronDownIcon } from '../../components/ui/icons';
import { countryOption } from '../../lib/shop-context';
import { useT } from '../../i18n/i18n';

export function Flag({ code, className = 'h-4 w-[22px]' }: { code: string; className?: string }) {
  // The countries table names each flag's bundled image; a code outside it falls back by name.
  const src = COUNTRIES.find((c) => c.code === code)?.flag ?? `/flags/${code}.svg`;
  return (
    <img
      src={src}
      alt=""
      width={22}
      height={16}
      className={`${className} rounded-[2px] object-cover ring-1 ring-slate-200`}
    />
  );
}

/** The countries as submit buttons; the current one is marked. */
export function CountryOptions({
  current,
  onChosen,
}: {
  current: CountryCode;
  onChosen?: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/set-country" onSubmit={onChosen} preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <ul className="space-y-0.5">
        {COUNTRIES.map((c) => (
          <li key={c.code}>
            <button
              type="submit"
              name="country"
              value={c.code}
              aria-current={c.code === current ? 'true' : undefined}
              className={`flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                c.code === current ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700'
              }`}
            >
              <Flag code={c.code} />
              <span className="flex-1">{c.name}</span>
              <span className="text-xs text-slate-600">
                {c.currency.toUpperCase()} {c.symbol}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}

export function CountrySelector({
  current,
  open,
  onToggle,
  onClose,
}: {
  current: CountryCode;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const option = countryOption(current);
  const t = useT();
  return (
    <div className="relative">
      <button
        type="button"
        data-menu-trigger="country"
        aria-expanded={open}
        aria-controls="country-menu"
        aria-label={t('country.trigger.label', {
          country: option.name,
          currency: option.currency.toUpperCase(),
        })}
        onClick={onToggle}
        className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Flag code={option.code} />
        <span>{option.alphaTwoCode}</span>
        <span className="text-slate-500">{option.symbol}</span>
        <ChevronDownIcon size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div
          id="country-menu"
          className="absolute top-full right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('country.heading')}
          </p>
          <CountryOptions current={current} onChosen={onClose} />
        </div>
      ) : null}
    </div>
  );
}
