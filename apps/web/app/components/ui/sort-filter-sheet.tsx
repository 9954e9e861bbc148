// Below 1024 px, a listing or a search result puts its sort and filters in a bar at the bottom
// of the screen, each opening a sheet (docs/api.md "Listings" and "Search" name the options).
// The two screens differ only in their words (the specs write "Sort by" and "Apply" for listings,
// "Sort By" and "APPLY" for search), their links and their filter lists, so this component knows
// none of them: the screen passes the options, the hrefs and each tab's panel.
import { useState, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT, type MessageId } from '../../i18n/i18n';

export interface SheetSortOption {
  value: string;
  label: string;
  href: string;
}

export interface SheetFilterTab {
  id: string;
  label: MessageId;
  panel: ReactNode;
}

export interface SortFilterSheetProps {
  /** Prefixes every id, so two screens' sheets never share one. */
  idPrefix: string;
  /** The spec's words for the sort button and sheet, and for the filter sheet's submit. */
  sortLabel: string;
  applyLabel: string;
  sortOptions: SheetSortOption[];
  currentSort: string;
  /** The URL of the state shown: a navigation remounts the sheets, which closes them. */
  stateKey: string;
  /** Where the filter form is sent (GET), and the hidden fields it carries besides its ticks. */
  filterAction: string;
  carried: ReactNode;
  clearHref: string;
  tabs: SheetFilterTab[];
  initialTab: string;
  /** How many filters are on, shown on the Filter button. */
  activeCount: number;
}

const sheet =
  'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85vh] w-full max-w-none rounded-t-2xl border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/40';

export function SortFilterSheet(props: SortFilterSheetProps) {
  const { idPrefix, sortLabel, tabs, activeCount, stateKey } = props;
  const t = useT();
  const sortSheet = `${idPrefix}-sort-sheet`;
  const filterSheet = `${idPrefix}-filter-sheet`;
  const [tab, setTab] = useState(props.initialTab);
  const hide = (id: string) => document.getElementById(id)?.hidePopover?.();

  return (
    <div className="lg:hidden">
      <div className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 divide-x divide-slate-200 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur">
        <button
          type="button"
          popoverTarget={sortSheet}
          className="flex items-center justify-center gap-2 py-3.5 text-sm font-semibold text-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
            <path
              fill="currentColor"
              d="M6 3 2.5 7h2.75v10h1.5V7H9.5L6 3Zm8 14 3.5-4h-2.75V3h-1.5v10H10.5L14 17Z"
            />
          </svg>
          {sortLabel}
        </button>
        <button
          type="button"
          popoverTarget={filterSheet}
          className="flex items-center justify-center gap-2 py-3.5 text-sm font-semibold text-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
            <path fill="currentColor" d="M2 4h16v1.5l-6 6.5v5l-4-2v-3L2 5.5V4Z" />
          </svg>
          {t('filters.filter')}
          {activeCount > 0 ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
              {activeCount}
            </span>
          ) : null}
        </button>
      </div>

      <div
        key={`sort-${stateKey}`}
        id={sortSheet}
        popover="auto"
        role="dialog"
        aria-labelledby={`${sortSheet}-title`}
        className={sheet}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id={`${sortSheet}-title`} className="text-base font-bold">
            {sortLabel}
          </h2>
          <button
            type="button"
            popoverTarget={sortSheet}
            popoverTargetAction="hide"
            className="rounded-md px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100"
          >
            {t('common.close')}
          </button>
        </div>
        <ul className="p-2">
          {props.sortOptions.map((option) => {
            const current = option.value === props.currentSort;
            return (
              <li key={option.value}>
                <Link
                  to={option.href}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => hide(sortSheet)}
                  className="flex items-center justify-between rounded-lg px-3 py-3 text-sm font-medium hover:bg-slate-50"
                >
                  {option.label}
                  <span
                    aria-hidden="true"
                    className={`h-4 w-4 rounded-full border-2 ${current ? 'border-brand-600 bg-brand-600 shadow-[inset_0_0_0_2px_white]' : 'border-slate-300'}`}
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>

      <div
        key={`filter-${stateKey}`}
        id={filterSheet}
        popover="auto"
        role="dialog"
        aria-labelledby={`${filterSheet}-title`}
        className={sheet}
      >
        <Form
          method="get"
          action={props.filterAction}
          onSubmit={() => hide(filterSheet)}
          className="flex h-[70vh] flex-col"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <h2 id={`${filterSheet}-title`} className="text-base font-bold">
              {t('filters.filter')}
            </h2>
            <Link
              to={props.clearHref}
              onClick={() => hide(filterSheet)}
              className="text-sm font-semibold text-brand-700"
            >
              {t('filters.clearAll')}
            </Link>
          </div>
          {props.carried}
          <div className="flex min-h-0 flex-1">
            <div
              role="tablist"
              aria-orientation="vertical"
              aria-label={t('filters.filterBy')}
              className="w-36 shrink-0 border-r border-slate-200 bg-slate-50"
            >
              {tabs.map((each) => (
                <button
                  key={each.id}
                  type="button"
                  role="tab"
                  id={`${idPrefix}-filter-tab-${each.id}`}
                  aria-selected={tab === each.id}
                  aria-controls={`${idPrefix}-filter-tabpanel-${each.id}`}
                  onClick={() => setTab(each.id)}
                  className={`block w-full px-4 py-3.5 text-left text-sm font-medium ${
                    tab === each.id
                      ? 'border-l-4 border-brand-600 bg-white text-brand-700'
                      : 'border-l-4 border-transparent text-slate-600'
                  }`}
                >
                  {t(each.label)}
                </button>
              ))}
            </div>
            <div className="min-w-0 flex-1 overflow-y-auto px-4 py-3">
              {tabs.map((each) => (
                <div
                  key={each.id}
                  role="tabpanel"
                  id={`${idPrefix}-filter-tabpanel-${each.id}`}
                  aria-labelledby={`${idPrefix}-filter-tab-${each.id}`}
                  hidden={tab !== each.id}
                >
                  {each.panel}
                </div>
              ))}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3 border-t border-slate-200 p-4">
            <button
              type="button"
              popoverTarget={filterSheet}
              popoverTargetAction="hide"
              className="rounded-lg border border-slate-300 py-2.5 text-sm font-semibold text-slate-700"
            >
              {t('common.close')}
            </button>
            <button
              type="submit"
              className="rounded-lg bg-brand-600 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {props.applyLabel}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
