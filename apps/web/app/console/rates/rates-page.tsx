// /admin/rates: the current exchange rates against 1 USD, how old they are (a warning past 48 h),
// where they come from (RATES_URL and its schedule, with "Fetch now"), the form that sets them by
// hand (rates.write) and the history of every set.
import { Form } from 'react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { Paged } from '../shared/console-types';
import { DataTable, PageLinks } from '../shared/data-table';
import { dateTime } from '../shared/console-format';
import { Field, FormError, SubmitButton } from '../shared/form-parts';
import type { AdminRates, RateSetRow, RatesActionResult } from './rates-types';
import { ReadOnlyNotice } from '../shared/read-only-notice';

const CURRENCY_NAMES: Record<string, string> = {
  USD: 'US dollar',
  CAD: 'Canadian dollar',
  CNY: 'Chinese yuan',
  GBP: 'Pound sterling',
  INR: 'Indian rupee',
  JPY: 'Japanese yen',
};

const column = createColumnHelper<RateSetRow>();

function historyColumns(currencies: string[]) {
  return [
    column.accessor('created_at', {
      header: 'Set',
      cell: (c) => <span className="whitespace-nowrap">{dateTime(c.getValue())}</span>,
    }),
    column.accessor('source', {
      header: 'Source',
      cell: (c) =>
        c.getValue() === 'manual' ? (
          'By hand'
        ) : (
          <span className="[overflow-wrap:anywhere]">
            Fetched{c.row.original.source_url ? ` from ${c.row.original.source_url}` : ''}
          </span>
        ),
    }),
    column.accessor((r) => r.set_by?.name || r.set_by?.email || '—', {
      id: 'set_by',
      header: 'Set by',
      cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue()}</span>,
    }),
    ...currencies.map((code) =>
      column.accessor((r) => r.rates[code] ?? '—', {
        id: code,
        header: code,
        cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
      }),
    ),
  ] as ColumnDef<RateSetRow, unknown>[];
}

export function RatesPage({
  rates,
  age,
  history,
  search,
  mayWrite,
  result,
}: {
  rates: AdminRates;
  /** How old the newest set is, in words. */
  age: string | null;
  history: Paged<RateSetRow>;
  search: URLSearchParams;
  mayWrite: boolean;
  result: RatesActionResult | undefined;
}) {
  const setResult = result?.intent === 'set' ? result : undefined;
  const fetchResult = result?.intent === 'fetch' ? result : undefined;
  const fields = setResult?.fields ?? {};
  return (
    <div>
      <h1 className="text-2xl font-bold">Exchange rates</h1>
      <p className="mt-1 text-sm text-slate-700">
        How much of each currency one US dollar buys. Storefront prices are converted with these
        rates; an order keeps the rate it was placed with.
      </p>

      {mayWrite ? null : (
        <div className="mt-4">
          <ReadOnlyNotice what="the exchange rates" />
        </div>
      )}
      {rates.stale ? (
        <p
          role="alert"
          className="mt-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {rates.updated_at
            ? `These rates are more than 48 hours old (set ${age} ago). Fetch them again or set them by hand.`
            : 'No exchange rates have been set yet. Set them by hand below.'}
        </p>
      ) : null}
      {setResult?.ok ? (
        <p
          role="status"
          className="mt-4 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          The new rates are saved; storefront prices use them now.
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <section
          aria-labelledby="current-rates"
          className="rounded border border-slate-200 bg-white p-4"
        >
          <h2 id="current-rates" className="text-lg font-bold">
            Current rates
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {rates.updated_at ? (
              <>
                Set {dateTime(rates.updated_at)}
                {age ? ` (${age} ago)` : ''}
                {/* Issue 28.9: rates loaded when the store was set up leave no history row. */}
                {history.count === 0
                  ? ', when the store was set up (the demo rates): the history below starts with the first set by hand or fetch'
                  : ''}
                .
              </>
            ) : (
              'Never set.'
            )}
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            {['USD', ...rates.currencies].map((code) => (
              <div key={code} className="contents">
                <dt className="font-medium">
                  {code} <span className="font-normal text-slate-600">{CURRENCY_NAMES[code]}</span>
                </dt>
                <dd className="text-right tabular-nums">{rates.rates[code] ?? '—'}</dd>
              </div>
            ))}
          </dl>

          <h3 className="mt-5 font-semibold">Source</h3>
          {rates.source_url ? (
            <div className="mt-1 space-y-1 text-sm text-slate-700">
              <p className="[overflow-wrap:anywhere]">
                Fetched from {rates.source_url} every {rates.refresh_hours} hours.
              </p>
              {rates.fetch?.last_fetch ? (
                <p>
                  Last fetch {rates.fetch.last_fetch.status === 'done' ? 'succeeded' : 'failed'}{' '}
                  {dateTime(rates.fetch.last_fetch.finished_at)}.
                </p>
              ) : null}
              {rates.fetch?.next_fetch_at ? (
                <p>Next fetch {dateTime(rates.fetch.next_fetch_at)}.</p>
              ) : null}
              {rates.fetch?.last_error ? (
                <p className="text-red-800">The last attempt failed: {rates.fetch.last_error}</p>
              ) : null}
              {mayWrite ? (
                <Form method="post" className="pt-2">
                  {fetchResult?.ok ? (
                    <p role="status" className="mb-2 text-emerald-900">
                      The fetch is on its way: reload this page in a moment to see the result.
                    </p>
                  ) : null}
                  {fetchResult && !fetchResult.ok ? <FormError error={fetchResult.error} /> : null}
                  <SubmitButton intent="fetch" pendingLabel="Asking…" tone="plain">
                    Fetch now
                  </SubmitButton>
                </Form>
              ) : null}
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-700">
              No source is configured (RATES_URL): the rates change only when set by hand.
            </p>
          )}
        </section>

        {mayWrite ? (
          <section
            aria-labelledby="set-rates"
            className="rounded border border-slate-200 bg-white p-4"
          >
            <h2 id="set-rates" className="text-lg font-bold">
              Set the rates by hand
            </h2>
            <Form method="post" className="mt-3 space-y-4" noValidate>
              <FormError error={setResult && !setResult.ok ? setResult.error : null} />
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <p className="block text-sm font-medium">USD</p>
                  <p className="mt-1 rounded border border-slate-200 bg-slate-100 px-3 py-2 text-sm">
                    1 <span className="text-slate-600">(the base, always 1)</span>
                  </p>
                </div>
                {rates.currencies.map((code) => (
                  <Field
                    key={`${code}-${rates.updated_at}`}
                    label={`${code} per 1 USD`}
                    name={`rates.${code}`}
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    defaultValue={setResult?.values?.[code] ?? rates.rates[code] ?? ''}
                    error={fields[`rates.${code}`]}
                    hint={CURRENCY_NAMES[code]}
                  />
                ))}
              </div>
              <p className="text-sm text-slate-700">
                Each rate is more than 0, with at most 10 decimals. Prices in every currency change
                as soon as you save.
              </p>
              <SubmitButton intent="set" pendingLabel="Saving…">
                Save rates
              </SubmitButton>
            </Form>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="rates-history" className="mt-8">
        <h2 id="rates-history" className="text-lg font-bold">
          History
        </h2>
        <DataTable
          caption="Every set of exchange rates, newest first"
          columns={historyColumns(rates.currencies)}
          data={history.results}
          empty={
            rates.updated_at
              ? `Nothing set by hand or fetched yet: the rates above are the demo rates loaded when the store was set up (${dateTime(rates.updated_at)}).`
              : 'No set of rates has been recorded yet.'
          }
        />
        <PageLinks
          search={search}
          page={history.page}
          pageSize={history.page_size}
          count={history.count}
        />
      </section>
    </div>
  );
}
