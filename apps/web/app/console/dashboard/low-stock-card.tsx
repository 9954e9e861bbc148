// The dashboard's low-stock list (GET /api/admin/catalogue/low-stock/, docs/api.md "Stock"):
// products of stock-limited styles at or below the shop's low-stock line, fewest pairs first,
// each linked to its catalogue page where its stock is set. Owners set the line here too
// (PUT /api/admin/settings/stock/).
import { Form, Link } from 'react-router';
import {
  LOW_STOCK_PAIRS_MAX,
  type LowStockList,
} from '@solestock/domain/back-office/stock-payloads';
import { Field, FormError, SubmitButton } from '../shared/form-parts';

export interface LowStockActionResult {
  intent: 'low-stock';
  ok: boolean;
  message?: string;
  error?: string | null;
  fields?: Record<string, string>;
}

const pairs = (n: number) => `${n} ${n === 1 ? 'pair' : 'pairs'}`;

export function LowStockCard({
  list,
  canSetLine,
  result,
}: {
  list: LowStockList;
  /** Owners (settings.manage) may move the line. */
  canSetLine: boolean;
  result?: LowStockActionResult | undefined;
}) {
  const line = list.low_stock_pairs;
  const low = list.count > 0;
  return (
    <section
      aria-labelledby="low-stock"
      className={`mt-6 rounded border bg-white p-4 ${low ? 'border-amber-300' : 'border-slate-200'}`}
    >
      <h2 id="low-stock" className="text-sm font-semibold text-slate-700">
        Low stock ({list.count})
      </h2>
      <p className="text-sm text-slate-600">
        Products of stock-limited styles with {pairs(line)} or fewer left, fewest first.
      </p>
      {low ? (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {list.results.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-1.5">
              <Link
                className="text-brand-700 font-semibold underline [overflow-wrap:anywhere]"
                to={`/admin/catalogue/products/${p.id}`}
              >
                {p.name}
              </Link>
              <span className="text-slate-700">
                {[p.color, p.size ? `size ${p.size}` : ''].filter(Boolean).join(', ')}
              </span>
              <span className="text-slate-600 [overflow-wrap:anywhere]">SKU {p.sku}</span>
              <span
                className={`ml-auto font-semibold ${p.availability === 0 ? 'text-red-800' : 'text-amber-900'}`}
              >
                {p.availability === 0 ? 'Sold out' : `${pairs(p.availability)} left`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          None: every stock-limited product has more than {pairs(line)}.
        </p>
      )}
      {list.count > list.results.length ? (
        <p className="mt-1 text-sm text-slate-600">
          Showing the {list.results.length} with the fewest pairs.
        </p>
      ) : null}
      {canSetLine ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <div className="w-48">
            <Field
              label="Low-stock line (pairs)"
              name="low_stock_pairs"
              type="number"
              inputMode="numeric"
              min={0}
              max={LOW_STOCK_PAIRS_MAX}
              step={1}
              required
              defaultValue={line}
              error={result?.ok === false ? result.fields?.low_stock_pairs : undefined}
            />
          </div>
          <SubmitButton intent="low-stock" tone="plain">
            Save the line
          </SubmitButton>
          <div className="basis-full" aria-live="polite">
            {result?.ok ? (
              <p role="status" className="text-sm text-emerald-800">
                {result.message}
              </p>
            ) : null}
          </div>
          {result?.ok === false && !result.fields?.low_stock_pairs ? (
            <div className="basis-full">
              <FormError error={result.error} />
            </div>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}
