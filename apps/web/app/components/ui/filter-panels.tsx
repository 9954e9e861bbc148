// The filter panels that the listing and the search results share (000 §2): the wide-screen
// sidebar, a GET form whose ticks apply at once, so it works before (and without) JavaScript;
// the small-screen sheet's tabs; and one chip a chosen value, each a link to the same page
// without it. The page says where its links go (`hrefOf`) and what its form carries.
import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { toggleFilter, type ListingFilters } from '../../lib/listing-url';
import { useT, type MessageId } from '../../i18n/i18n';
import { daysLabel, DaysOptions, FilterListOptions, type CheckboxFilterList } from './filter-list';

export function FilterSidebar({
  action,
  filters,
  hrefOf,
  clearHref,
  headingId,
  carried,
  children,
}: {
  action: string;
  filters: ListingFilters;
  /** The page's link for a state: the form starts again from each new URL. */
  hrefOf: (filters: ListingFilters) => string;
  clearHref: string;
  headingId: string;
  /** Hidden inputs for what the form keeps besides its checkboxes. */
  carried: ReactNode;
  /** The checkbox lists; the days come after them. */
  children: ReactNode;
}) {
  const t = useT();
  const submit = useSubmit();
  // Ticking a box applies at once; typing in a list's search box only narrows the list.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!(event.target as HTMLInputElement).name) return;
    void submit(event.currentTarget, { preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      action={action}
      onChange={onChange}
      // A new URL is a new state: re-read the ticks from it.
      key={hrefOf(filters)}
      className="sticky top-4 space-y-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-base font-bold text-slate-900">
          {t('filters.filters')}
        </h2>
        <Link to={clearHref} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('filters.clearAll')}
        </Link>
      </div>
      {carried}
      {children}
      <DaysOptions selected={filters.days} />
      <noscript>
        <button
          type="submit"
          className="w-full rounded-md bg-brand-600 py-2 text-sm font-semibold text-white"
        >
          {t('filters.apply')}
        </button>
      </noscript>
    </Form>
  );
}

/** The chosen values as chips; `clearHref` adds a last "Clear All" link. */
export function ActiveFilters({
  filters,
  lists,
  hrefOf,
  clearHref,
}: {
  filters: ListingFilters;
  lists: readonly ('categories' | 'subcategories' | 'brands')[];
  hrefOf: (filters: ListingFilters) => string;
  clearHref?: string;
}) {
  const t = useT();
  const chips: { label: string; href: string }[] = [
    ...lists.flatMap((list) =>
      filters[list].map((value) => ({
        label: value,
        href: hrefOf(toggleFilter(filters, list, value)),
      })),
    ),
    ...(filters.days
      ? [
          {
            label: daysLabel(t, filters.days),
            href: hrefOf({ ...filters, days: null, page: 1 }),
          },
        ]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('filters.activeFilters')} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            to={chip.href}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 py-1 pr-2 pl-3 text-xs font-medium text-brand-900 hover:border-brand-600"
          >
            {chip.label}
            <span aria-hidden="true" className="text-sm leading-none">
              ×
            </span>
            <span className="sr-only">{t('filters.removeFilter')}</span>
          </Link>
        </li>
      ))}
      {clearHref ? (
        <li>
          <Link
            to={clearHref}
            className="inline-flex items-center py-1 text-xs font-semibold text-slate-600 underline-offset-2 hover:underline"
          >
            {t('filters.clearAll')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The small-screen sheet's tabs (SortFilterSheet): one a list, then the days. */
export function filterSheetTabs<L extends CheckboxFilterList & { key: string; tab: MessageId }>(
  lists: readonly L[],
  selectedOf: (list: L) => readonly string[],
  days: ListingFilters['days'],
) {
  return [
    ...lists.map((list) => ({
      id: list.key as string,
      label: list.tab,
      panel: (
        <FilterListOptions
          list={list}
          selected={selectedOf(list)}
          collapsible={false}
          headingLevel="none"
        />
      ),
    })),
    {
      id: 'days',
      label: 'filters.days' as const,
      panel: <DaysOptions selected={days} headingLevel="none" />,
    },
  ];
}
