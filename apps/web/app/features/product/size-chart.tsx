// The style's size chart (issue 19): its sizes in UK, EU, US, JP and CN from the domain's table,
// in a native <dialog> (focus kept inside, Escape closes, focus returns to the button). Its table
// is drawn when it opens: closed, it cost every product page about 9 KB of markup and the time
// to render it (issue 34 item 3).
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  chartColumns,
  countrySizeColumn,
  sizeRow,
  type ChartColumn,
  type SizeAudience,
  type SizeSystem,
} from '@solestock/domain';
import type { Locale } from '@solestock/domain/locales';
import { useT, type MessageId } from '../../i18n/i18n';
import { useDomainTexts, useMessagesLocale } from '../../i18n/domain-texts';

const COLUMN_TITLES: Record<ChartColumn, MessageId> = {
  UK: 'sizeChart.column.uk',
  EU: 'sizeChart.column.eu',
  'US men': 'sizeChart.column.usMen',
  'US women': 'sizeChart.column.usWomen',
  US: 'sizeChart.column.usKids',
  JP: 'sizeChart.column.jp',
  CN: 'sizeChart.column.cn',
};

/**
 * Issue 46 item 5: Japanese and Chinese buyers read shoe sizes in centimetres and EU sizes, so
 * their charts start with JP (cm) and EU; English keeps the domain's order.
 */
const FIRST_COLUMNS: Record<Locale, readonly ChartColumn[]> = {
  en: [],
  ja: ['JP', 'EU'],
  'zh-CN': ['JP', 'EU'],
};

/** The chart's columns for a group of this system, in the order a reader of `locale` expects. */
export function chartColumnsIn(system: SizeSystem, locale: Locale): ChartColumn[] {
  const columns = chartColumns(system);
  const first = FIRST_COLUMNS[locale].filter((c) => columns.includes(c));
  return [...first, ...columns.filter((c) => !first.includes(c))];
}

export function SizeChart({
  sizes,
  current,
  system,
  country,
  audience,
}: {
  /** The group's sizes as stored, in their natural order. */
  sizes: string[];
  current: string | null;
  system: SizeSystem;
  country: string;
  audience: SizeAudience;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const t = useT();
  const say = useDomainTexts();
  const title = (c: ChartColumn) => t(COLUMN_TITLES[c]);
  const columns = chartColumnsIn(system, useMessagesLocale());
  const rows = sizes.map((size) => ({ size, row: sizeRow(size, system) }));
  if (columns.length === 0 || rows.every((r) => !r.row)) return null;
  const yours = countrySizeColumn(country, system, audience);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // The table is in the dialog before it opens, so focus lands inside it.
          flushSync(() => setOpen(true));
          dialog.current?.showModal();
        }}
        className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
      >
        {t('sizeChart.button')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        data-testid="size-chart"
        onClose={() => setOpen(false)}
        className="m-auto w-[min(40rem,calc(100vw-1.5rem))] rounded-xl border border-slate-300 p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        {open ? (
          <div className="p-4 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-lg font-bold text-slate-900">
                {t('sizeChart.title')}
              </h2>
              <button
                type="button"
                onClick={() => {
                  dialog.current?.close();
                  setOpen(false);
                }}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
              >
                {t('sizeChart.close')}
              </button>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {t('sizeChart.sizedIn', { system: say.sizeSystem(system) })}
              {yours ? t('sizeChart.yourColumn', { column: title(yours) }) : ''}
            </p>
            {/* Focusable, so a keyboard can scroll the table when it is wider than a phone. */}
            <div
              className="mt-3 overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
              tabIndex={0}
              role="region"
              aria-label={t('sizeChart.region')}
            >
              <table className="w-full border-collapse text-sm tabular-nums">
                <caption className="sr-only">
                  {t('sizeChart.caption', { columns: columns.map(title).join(', ') })}
                </caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th
                        key={c}
                        scope="col"
                        className={`border-b border-slate-300 px-2 py-2 text-left font-semibold whitespace-nowrap ${
                          c === yours ? 'bg-brand-50 text-brand-900' : 'text-slate-900'
                        }`}
                      >
                        {title(c)}
                        {c === yours ? (
                          <span className="sr-only">{t('sizeChart.yourCountry')}</span>
                        ) : null}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ size, row }) =>
                    row ? (
                      <tr
                        key={size}
                        aria-current={size === current ? 'true' : undefined}
                        className={size === current ? 'font-semibold' : ''}
                      >
                        {columns.map((c, i) =>
                          i === 0 ? (
                            <th
                              key={c}
                              scope="row"
                              className="border-b border-slate-200 px-2 py-1.5 text-left font-medium text-slate-900"
                            >
                              {row[c] ?? '—'}
                              {size === current ? (
                                <span className="ml-1 text-xs font-normal whitespace-nowrap text-slate-600">
                                  {t('sizeChart.thisProduct')}
                                </span>
                              ) : null}
                            </th>
                          ) : (
                            <td
                              key={c}
                              className={`border-b border-slate-200 px-2 py-1.5 text-slate-800 ${
                                c === yours ? 'bg-brand-50' : ''
                              }`}
                            >
                              {row[c] ?? '—'}
                            </td>
                          ),
                        )}
                      </tr>
                    ) : null,
                  )}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-xs text-slate-600">{t('sizeChart.note')}</p>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
