// One filter list of the listing and search screens (Categories, Sub categories or Brand):
// checkboxes with counts, its own search box and, in a sidebar, a View All toggle after a few
// (000 §2, §9). Every option stays in the form (only hidden), so a ticked option submits even
// while collapsed.
import { useId, useState } from 'react';
import { NEW_ARRIVAL_WINDOWS_DAYS, SIDEBAR_ITEMS_BEFORE_VIEW_ALL } from '@solestock/domain';
import { useT, type MessageId, type Translate } from '../../i18n/i18n';

/** A list of options with counts whose checkboxes submit under `name`. */
export interface CheckboxFilterList {
  name: string;
  /** The list's heading, a message id (the screens' words differ: 'Sub categories', 'Sub Categories'). */
  title: MessageId;
  options: { value: string; count: number }[];
}

export function FilterListOptions({
  list,
  selected,
  collapsible,
  headingLevel = 'h3',
  limit = SIDEBAR_ITEMS_BEFORE_VIEW_ALL,
  viewAllLabel = 'filters.viewAll',
}: {
  list: CheckboxFilterList;
  selected: readonly string[];
  collapsible: boolean;
  headingLevel?: 'h3' | 'h2' | 'none';
  /** Options shown before View All, when collapsible. */
  limit?: number;
  viewAllLabel?: MessageId;
}) {
  const t = useT();
  const title = t(list.title);
  const id = useId();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const needle = query.trim().toLowerCase();
  const matching = list.options.filter((o) => !needle || o.value.toLowerCase().includes(needle));
  const shownCount = collapsible && !expanded && !needle ? limit : Infinity;
  const shown = new Set(matching.slice(0, shownCount).map((o) => o.value));
  const Heading = headingLevel === 'none' ? null : headingLevel;

  return (
    <fieldset className="min-w-0">
      {Heading ? (
        <legend className="contents">
          <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
        </legend>
      ) : (
        <legend className="sr-only">{title}</legend>
      )}
      <label className="relative mt-2 block">
        <span className="sr-only">{t('filters.searchList', { list: title })}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-400"
        >
          <path
            fill="currentColor"
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65-1.06 1.06-3.65-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
          />
        </svg>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('filters.searchList', { list: title.toLowerCase() })}
          className="w-full rounded-md border border-slate-300 bg-white py-1.5 pr-2 pl-8 text-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
        />
      </label>
      <ul className="mt-2 space-y-0.5">
        {list.options.map((option, i) => {
          const inputId = `${id}-${i}`;
          return (
            <li key={option.value} hidden={!shown.has(option.value)}>
              <label htmlFor={inputId} className="filter-option">
                <input
                  id={inputId}
                  type="checkbox"
                  name={list.name}
                  value={option.value}
                  defaultChecked={selected.includes(option.value)}
                  className="filter-check"
                />
                <span className="filter-name">{option.value}</span>
                {/* One text, not three: React separates JSX pieces with a comment each, two
                    for every option of a list a listing sends twice (bench/README.md "Cold
                    render CPU"). */}
                <span className="filter-count">{`(${option.count})`}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {matching.length === 0 ? (
        <p className="mt-1 px-1 text-sm text-slate-500">{t('filters.noMatches')}</p>
      ) : null}
      {collapsible && !needle && matching.length > limit ? (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          className="mt-1 px-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? t('filters.viewLess') : t(viewAllLabel)}
        </button>
      ) : null}
    </fieldset>
  );
}

/** A New Arrival window's words: 'Last 30 Days'. */
export const daysLabel = (t: Translate, days: number) => t('filters.lastDays', { days });

/** The New Arrival windows: one at a time, ticking one unticks the other. */
export function DaysOptions({
  selected,
  headingLevel = 'h3',
}: {
  selected: number | null;
  headingLevel?: 'h3' | 'none';
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset>
      {headingLevel === 'none' ? (
        <legend className="sr-only">{t('filters.newArrival')}</legend>
      ) : (
        <legend className="contents">
          <h3 className="text-sm font-semibold text-slate-900">{t('filters.newArrival')}</h3>
        </legend>
      )}
      <ul className="mt-2 space-y-0.5">
        {NEW_ARRIVAL_WINDOWS_DAYS.map((days) => (
          <li key={days}>
            <label htmlFor={`${id}-${days}`} className="filter-option">
              <input
                id={`${id}-${days}`}
                type="checkbox"
                name="days"
                value={days}
                defaultChecked={selected === days}
                onChange={(e) => {
                  if (!e.currentTarget.checked) return;
                  const form = e.currentTarget.form;
                  form
                    ?.querySelectorAll<HTMLInputElement>('input[name="days"]')
                    .forEach((other) => {
                      if (other !== e.currentTarget) other.checked = false;
                    });
                }}
                className="filter-check"
              />
              {daysLabel(t, days)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
