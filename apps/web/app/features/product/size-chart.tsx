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
  SIZE_SYSTEM_LABELS,
  type ChartColumn,
  type SizeAudience,
  type SizeSystem,
} from '@solestock/domain';

const COLUMN_TITLES: Record<ChartColumn, string> = {
  UK: 'UK',
  EU: 'EU',
  'US men': 'US men',
  'US women': 'US women',
  US: 'US kids',
  JP: 'JP (cm)',
  CN: 'CN (mm)',
};

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
  const columns = chartColumns(system);
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
        Size chart
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
                Size chart
              </h2>
              <button
                type="button"
                onClick={() => {
                  dialog.current?.close();
                  setOpen(false);
                }}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
              >
                Close
              </button>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              This style is sized in {SIZE_SYSTEM_LABELS[system]} sizes.
              {yours ? ` Your country's sizes are in the ${COLUMN_TITLES[yours]} column.` : ''}
            </p>
            {/* Focusable, so a keyboard can scroll the table when it is wider than a phone. */}
            <div
              className="mt-3 overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
              tabIndex={0}
              role="region"
              aria-label="Size table"
            >
              <table className="w-full border-collapse text-sm tabular-nums">
                <caption className="sr-only">
                  Sizes of this style in {columns.map((c) => COLUMN_TITLES[c]).join(', ')}
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
                        {COLUMN_TITLES[c]}
                        {c === yours ? <span className="sr-only"> (your country)</span> : null}
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
                                <span className="ml-1 text-xs font-normal text-slate-600">
                                  (this product)
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
            <p className="mt-3 text-xs text-slate-600">
              Converted with the UK, Paris point and Mondopoint definitions (ISO/TS 19407); brands
              differ by about half a size, so check a pair you know.
            </p>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
