// The quick order screen (issue 19): a box for lines of "SKU quantity" (pasted from a
// spreadsheet, a CSV or typed) or a CSV file, a check that shows every line's result, and one
// "Add to cart" for the valid lines. The check and the add are form posts to the route's action,
// so both work before the page's JavaScript has loaded.
import { useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { QUICK_ORDER_MAX_PRODUCTS } from '@solestock/domain';
import type { CheckedLine, QuickOrderCheck } from './quick-order-check';

type Answer =
  | { intent: 'check'; check: QuickOrderCheck }
  | { intent: 'add'; ok: true; count: number }
  | { intent: 'add'; ok: false; error: string }
  | { intent: 'unknown'; error: string }
  | null
  | undefined;

export const QUICK_ORDER_TITLE = 'Quick order';

export function QuickOrderScreen({ answer }: { answer?: Answer }) {
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
      setFileError('That file is too large: a quick order reads up to 1000 lines.');
      return;
    }
    setText(await file.text());
  };

  return (
    <main className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link to="/my-account" className="hover:text-brand-700 hover:underline">
          My Account
        </Link>{' '}
        <span aria-hidden="true">/</span> {QUICK_ORDER_TITLE}
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{QUICK_ORDER_TITLE}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Paste one line per product: the SKU, then the quantity in pairs, separated by a tab, comma
        or space (as copied from a spreadsheet). Up to {QUICK_ORDER_MAX_PRODUCTS} products at a
        time; a SKU given twice is added up.
      </p>

      <checker.Form method="post" className="mt-6 space-y-3">
        <input type="hidden" name="intent" value="check" />
        <label htmlFor={`${id}-lines`} className="block text-sm font-semibold text-slate-900">
          Paste SKU and quantity lines
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
          placeholder={'SS-12-345-BLACK-8\t50\nSS-12-345-BLACK-9, 75\nSS-12-345-NAVY-8 25'}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <p id={`${id}-example`} className="text-xs text-slate-600">
          For example <code className="font-mono">SS-12-345-BLACK-8 50</code>. A header row (SKU,
          Quantity) is skipped.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={checking}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
          >
            {checking ? 'Checking...' : 'Check lines'}
          </button>
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 hover:border-brand-600">
            <input
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              className="sr-only"
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
            Upload a CSV
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
            Checked lines
          </h2>
          <p role="status" className="mt-1 text-sm text-slate-700">
            {check.orders.length} {check.orders.length === 1 ? 'product' : 'products'} ready (
            {check.pairs} pairs{check.total ? `, ${check.total}` : ''})
            {bad.length > 0
              ? `; ${bad.length} ${bad.length === 1 ? 'line' : 'lines'} cannot be ordered: line ${bad.map((l) => l.line).join(', ')}.`
              : '.'}
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
                ? 'Adding to cart...'
                : `Add ${check.orders.length} ${check.orders.length === 1 ? 'product' : 'products'} to cart`}
            </button>
            <p role="status" className="text-sm">
              {added?.intent === 'add' && added.ok ? (
                <span className="text-emerald-800">
                  Added {added.count} {added.count === 1 ? 'line' : 'lines'} to your cart.{' '}
                  <Link to="/cart" className="font-semibold underline">
                    Go to cart
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
  return (
    <table className="mt-3 w-full text-sm max-sm:block">
      <caption className="sr-only">The result of each pasted line</caption>
      <thead className="border-b border-slate-300 text-left text-xs text-slate-600 max-sm:hidden">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            Line
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            SKU
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Product
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Pairs
          </th>
          <th scope="col" className="py-2 font-medium">
            Result
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
              <span className="sm:hidden">Line </span>
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
                    {[l.product.color, l.product.size && `size ${l.product.size}`]
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
              <span className="sm:hidden"> pairs</span>
            </td>
            <td className={`py-2 max-sm:inline ${STATUS_CLASS[l.status]}`}>
              <span className="sr-only">{l.status === 'error' ? 'Problem: ' : ''}</span>
              {l.message}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
