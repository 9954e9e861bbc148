// The quick order screen (issue 19): a box for lines of "SKU quantity" (pasted from a
// spreadsheet, a CSV or typed) or a CSV file, a check that shows every line's result, and one
// "Add to cart" for the valid lines. The check and the add are form posts to the route's action,
// so both work before the page's JavaScript has loaded.
import { useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { QUICK_ORDER_MAX_PRODUCTS } from '@solestock/domain';
import { useT } from '../../i18n/i18n';
import { richMessage } from '../../i18n/rich-message';
import type { CheckedLine, QuickOrderCheck } from './quick-order-check';

type Answer =
  | { intent: 'check'; check: QuickOrderCheck }
  | { intent: 'add'; ok: true; count: number }
  | { intent: 'add'; ok: false; error: string }
  | { intent: 'unknown'; error: string }
  | null
  | undefined;

// The example lines are SKUs and numbers, the same on every language's page: data, not words.
const EXAMPLE_LINES = 'SS-12-345-BLACK-8\t50\nSS-12-345-BLACK-9, 75\nSS-12-345-NAVY-8 25';
const EXAMPLE_LINE = 'SS-12-345-BLACK-8 50';

export function QuickOrderScreen({ answer }: { answer?: Answer }) {
  const t = useT();
  const id = useId();
  const checker = useFetcher<Answer>();
  const adder = useFetcher<Answer>();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const fromCheck = checker.data ?? answer;
  const check = fromCheck?.intent === 'check' ? fromCheck.check : undefined;
  const added = adder.data ?? (answer?.intent === 'add' ? answer : undefined);
  const checking = checker.state !== 'idle';
  const adding = adder.state !== 'idle';
  const bad = check?.lines.filter((l) => l.status === 'error') ?? [];

  const readFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > 100_000) {
      setFileError(t('quickOrder.fileTooLarge'));
      return;
    }
    setText(await file.text());
  };

  return (
    <main className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6">
      <nav aria-label={t('quickOrder.breadcrumb')} className="text-sm text-slate-500">
        <Link to="/my-account" className="hover:text-brand-700 hover:underline">
          {t('quickOrder.myAccount')}
        </Link>{' '}
        <span aria-hidden="true">/</span> {t('quickOrder.title')}
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('quickOrder.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        {t('quickOrder.intro', { max: QUICK_ORDER_MAX_PRODUCTS })}
      </p>

      <checker.Form method="post" className="mt-6 space-y-3">
        <input type="hidden" name="intent" value="check" />
        <label htmlFor={`${id}-lines`} className="block text-sm font-semibold text-slate-900">
          {t('quickOrder.linesLabel')}
        </label>
        <textarea
          id={`${id}-lines`}
          name="lines"
          required
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          aria-describedby={`${id}-example`}
          placeholder={EXAMPLE_LINES}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <p id={`${id}-example`} className="text-xs text-slate-600">
          {richMessage(
            t,
            'quickOrder.example',
            { example: <code className="font-mono">{EXAMPLE_LINE}</code> },
            {},
          )}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={checking}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
          >
            {t(checking ? 'quickOrder.checking' : 'quickOrder.check')}
          </button>
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 hover:border-brand-600">
            <input
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              className="sr-only"
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
            {t('quickOrder.upload')}
          </label>
        </div>
        {fileError ? (
          <p role="alert" className="text-sm text-red-700">
            {fileError}
          </p>
        ) : null}
      </checker.Form>

      {check ? (
        <section
          aria-labelledby={`${id}-results`}
          className="mt-8"
          data-testid="quick-order-results"
        >
          <h2 id={`${id}-results`} className="text-lg font-bold text-slate-900">
            {t('quickOrder.results')}
          </h2>
          <p role="status" className="mt-1 text-sm text-slate-700">
            {check.total
              ? t('quickOrder.readyWithTotal', {
                  count: check.orders.length,
                  pairs: check.pairs,
                  total: check.total,
                })
              : t('quickOrder.ready', { count: check.orders.length, pairs: check.pairs })}
            {bad.length > 0
              ? t('quickOrder.someBad', {
                  count: bad.length,
                  lines: bad.map((l) => l.line).join(t('quickOrder.lineSeparator')),
                })
              : t('quickOrder.allGood')}
          </p>
          <ResultTable lines={check.lines} />

          <adder.Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="add" />
            <input
              type="hidden"
              name="orders"
              value={JSON.stringify(
                check.orders.map((o) => ({ product_id: o.product_id, quantity: o.quantity })),
              )}
            />
            <button
              type="submit"
              disabled={adding || check.orders.length === 0}
              className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
            >
              {adding
                ? t('quickOrder.adding')
                : t('quickOrder.add', { count: check.orders.length })}
            </button>
            <p role="status" className="text-sm">
              {added?.intent === 'add' && added.ok ? (
                <span className="text-emerald-800">
                  {t('quickOrder.added', { count: added.count })}{' '}
                  <Link to="/cart" className="font-semibold underline">
                    {t('orders.goToCart')}
                  </Link>
                </span>
              ) : null}
            </p>
          </adder.Form>
          {added?.intent === 'add' && !added.ok ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {added.error}
            </p>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}

const STATUS_CLASS = {
  ok: 'text-emerald-800',
  merged: 'text-slate-700',
  error: 'text-red-700 font-semibold',
} as const;

function ResultTable({ lines }: { lines: CheckedLine[] }) {
  const t = useT();
  return (
    <table className="mt-3 w-full text-sm max-sm:block">
      <caption className="sr-only">{t('quickOrder.caption')}</caption>
      <thead className="border-b border-slate-300 text-left text-xs text-slate-600 max-sm:hidden">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('quickOrder.column.line')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('quickOrder.column.sku')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('quickOrder.column.product')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('quickOrder.column.pairs')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('quickOrder.column.result')}
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-2">
        {lines.map((l) => (
          <tr
            key={l.line}
            data-testid="quick-order-line"
            data-status={l.status}
            className={`border-b border-slate-200 max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3 ${
              l.status === 'error' ? 'bg-red-50/60' : ''
            }`}
          >
            <th
              scope="row"
              className="py-2 pr-3 text-left font-medium text-slate-600 tabular-nums max-sm:inline max-sm:py-0"
            >
              <span className="sm:hidden">{t('quickOrder.lineLabel')}</span>
              {l.line}
            </th>
            <td className="py-2 pr-3 font-mono break-all text-slate-900 max-sm:inline max-sm:py-0 max-sm:pl-2">
              {l.sku || l.text}
            </td>
            <td className="py-2 pr-3 text-slate-800 max-sm:block max-sm:py-1">
              {l.product ? (
                <>
                  {l.product.name}
                  <span className="block text-xs text-slate-600">
                    {[
                      l.product.color,
                      l.product.size && t('quickOrder.size', { size: l.product.size }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </>
              ) : (
                <span className="text-slate-500">—</span>
              )}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums max-sm:inline max-sm:py-0 max-sm:pr-2">
              {l.quantity ?? '—'}
              <span className="sm:hidden">{t('quickOrder.pairsSuffix')}</span>
            </td>
            <td className={`py-2 max-sm:inline ${STATUS_CLASS[l.status]}`}>
              <span className="sr-only">{l.status === 'error' ? t('quickOrder.problem') : ''}</span>
              {t(l.said.id, l.said.values)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
