// /admin/drafts/{id} (orders.create): an order taken for a company (docs/staff-orders.md). The
// lines with the buyer's price and the agreed one (an override needs a reason; the server holds
// it to the owner's floor), totals from the server, then Save, Send to buyer or Place on
// account. Products are found by search and added by the size-run grid's colour × size layout
// (sizeRun, the storefront grid's own rule) and by cartons of their packs. Every form is a plain
// POST: it works before the scripts load and says what the server refused (role=alert).
import { Form, Link } from 'react-router';
import type { DraftDto } from '@solestock/domain/back-office/draft-payloads';
import type { ProductDetail, SearchProduct } from '@solestock/domain';
import { sizeLabel } from '@solestock/domain/style-runs';
import { sizeRun } from '../../lib/size-run-model';
import { money } from '../shared/console-format';
import { FormError, SubmitButton } from '../shared/form-parts';

export interface DraftActionResult {
  ok: boolean;
  message?: string;
  error?: string;
  fields?: Record<string, string>;
}

const STATUS_WORDS = {
  open: 'Open',
  sent: 'Sent to the buyer: waiting for them to pay or place it',
  placed: 'Placed',
} as const;

const cellClass = 'w-full min-w-0 rounded border border-slate-400 px-2 py-1 text-sm tabular-nums';

export function DraftEditor({
  draft,
  q,
  results,
  product,
  result,
}: {
  draft: DraftDto;
  q: string;
  results: SearchProduct[] | null;
  product: ProductDetail | null;
  result: DraftActionResult | undefined;
}) {
  const placed = draft.status === 'placed';
  const currency = draft.goods_total.currency.toUpperCase();
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/admin/drafts" className="text-brand-700 underline">
            All drafts
          </Link>
        </p>
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">
          Order for {draft.company.name}
        </h1>
        <p className="text-sm text-slate-700">
          Draft #{draft.id} · {STATUS_WORDS[draft.status]}
          {draft.order_id ? (
            <>
              {' '}
              as{' '}
              <Link className="text-brand-700 underline" to={`/admin/orders/${draft.order_id}`}>
                order #{draft.order_id}
              </Link>
            </>
          ) : null}
          {' · '}
          {draft.net_terms ? 'Can be placed on account' : 'Pays by card (no terms on account)'}
        </p>
      </div>

      {result?.ok && result.message ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm"
        >
          {result.message}
        </p>
      ) : null}
      <FormError error={result && !result.ok ? result.error : undefined} />

      <Form method="post" aria-labelledby="lines-heading" className="space-y-3">
        <h2 id="lines-heading" className="text-lg font-semibold">
          Lines
        </h2>
        {draft.lines.length === 0 ? (
          <p className="text-sm text-slate-700">No lines yet: find products below and add them.</p>
        ) : (
          <ul className="space-y-3">
            {draft.lines.map((line, i) => {
              const priceError = result?.fields?.[`lines.${i}.unit_price`];
              const reasonError = result?.fields?.[`lines.${i}.reason`];
              return (
                <li
                  key={line.id}
                  className="grid gap-2 rounded border border-slate-200 bg-white p-3 sm:grid-cols-[minmax(0,2fr)_5rem_7rem_minmax(0,2fr)_6rem]"
                >
                  <input type="hidden" name={`line-${i}-product`} value={line.product_id} />
                  <input type="hidden" name={`line-${i}-mode`} value={line.mode} />
                  <input type="hidden" name={`line-${i}-buyer`} value={line.buyer_price} />
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold [overflow-wrap:anywhere]">{line.product_name}</p>
                    <p className="text-slate-600">
                      {line.color} · {sizeLabel(line.size)} · {line.sku} · {line.mode}
                    </p>
                    <p className="text-slate-600">
                      Buyer’s price {money(line.buyer_price, line.currency.toUpperCase())}
                      {line.overridden ? ' · agreed price' : ''}
                    </p>
                  </div>
                  <div>
                    <label htmlFor={`line-${i}-quantity`} className="block text-xs font-medium">
                      Pairs
                    </label>
                    <input
                      id={`line-${i}-quantity`}
                      name={`line-${i}-quantity`}
                      type="number"
                      min={0}
                      max={100000}
                      defaultValue={line.quantity}
                      disabled={placed}
                      className={cellClass}
                    />
                  </div>
                  <div>
                    <label htmlFor={`line-${i}-price`} className="block text-xs font-medium">
                      Price ({line.currency.toUpperCase()})
                    </label>
                    <input
                      id={`line-${i}-price`}
                      name={`line-${i}-price`}
                      inputMode="decimal"
                      defaultValue={Number(line.unit_price).toFixed(2)}
                      disabled={placed}
                      aria-invalid={priceError ? true : undefined}
                      aria-describedby={priceError ? `line-${i}-price-error` : undefined}
                      className={cellClass}
                    />
                    {priceError ? (
                      <p id={`line-${i}-price-error`} className="text-xs text-red-700">
                        {priceError}
                      </p>
                    ) : null}
                  </div>
                  <div className="min-w-0">
                    <label htmlFor={`line-${i}-reason`} className="block text-xs font-medium">
                      Reason for another price
                    </label>
                    <input
                      id={`line-${i}-reason`}
                      name={`line-${i}-reason`}
                      defaultValue={line.reason ?? ''}
                      maxLength={500}
                      disabled={placed}
                      aria-invalid={reasonError ? true : undefined}
                      aria-describedby={reasonError ? `line-${i}-reason-error` : undefined}
                      className={cellClass}
                    />
                    {reasonError ? (
                      <p id={`line-${i}-reason-error`} className="text-xs text-red-700">
                        {reasonError}
                      </p>
                    ) : null}
                  </div>
                  <p className="text-right text-sm font-semibold tabular-nums sm:self-end">
                    {money(line.line_total, currency)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        <input type="hidden" name="count" value={draft.lines.length} />
        <div className="flex flex-wrap items-center justify-between gap-3 rounded border border-slate-200 bg-white p-3">
          <p className="text-sm">
            <span className="font-semibold">{draft.pairs} pairs</span> · goods{' '}
            <span className="font-semibold tabular-nums" data-testid="draft-total">
              {money(draft.goods_total.amount, currency)}
            </span>{' '}
            before tax and shipping. An agreed price is at least {draft.override_floor_percent}% of
            the buyer’s.
          </p>
          {placed ? null : (
            <div className="flex flex-wrap gap-2">
              <SubmitButton intent="save" tone="plain">
                Save
              </SubmitButton>
              {draft.lines.length > 0 ? (
                <SubmitButton intent="send" pendingLabel="Sending…">
                  Send to buyer
                </SubmitButton>
              ) : null}
              {draft.lines.length > 0 && draft.net_terms ? (
                <SubmitButton intent="place" pendingLabel="Placing…">
                  Place on account
                </SubmitButton>
              ) : null}
            </div>
          )}
        </div>
      </Form>

      {placed ? null : <AddProducts q={q} results={results} product={product} draftId={draft.id} />}
      {placed ? null : (
        <Form method="post">
          <SubmitButton intent="delete" tone="danger" pendingLabel="Deleting…">
            Delete draft
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}

/** Search, then one style's colour × size grid and its cartons, added to the draft in one post. */
function AddProducts({
  q,
  results,
  product,
  draftId,
}: {
  q: string;
  results: SearchProduct[] | null;
  product: ProductDetail | null;
  draftId: number;
}) {
  return (
    <section
      aria-labelledby="add-heading"
      className="space-y-3 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="add-heading" className="text-lg font-semibold">
        Add products
      </h2>
      <Form
        method="get"
        role="search"
        aria-label="Search products"
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="draft-q" className="block text-sm font-medium">
            Search the catalogue
          </label>
          <input
            id="draft-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Style, brand or SKU"
            className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <button
          type="submit"
          className="rounded border border-slate-400 px-4 py-2 text-sm font-semibold"
        >
          Search
        </button>
      </Form>
      {results && results.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing matches “{q}”.</p>
      ) : null}
      {results && results.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {results.map((r) => (
            <li key={r.id}>
              <Link
                to={`/admin/drafts/${draftId}?q=${encodeURIComponent(q)}&product=${r.id}`}
                className="block rounded border border-slate-200 p-2 text-sm hover:bg-slate-50"
              >
                <span className="font-semibold [overflow-wrap:anywhere]">
                  {r.group_name || r.product_name}
                </span>
                <span className="block text-slate-600">
                  {r.brand} · {r.color}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {product ? <StyleGrid product={product} /> : null}
    </section>
  );
}

function StyleGrid({ product }: { product: ProductDetail }) {
  const run = sizeRun(product);
  // The style's cartons, the product's own colour first (as the product page offers them).
  const packs = [...(product.packs ?? [])].sort(
    (a, b) => Number(b.color === product.color) - Number(a.color === product.color),
  );
  return (
    <Form method="post" aria-labelledby="grid-heading" className="space-y-3">
      <h3 id="grid-heading" className="font-semibold [overflow-wrap:anywhere]">
        {product.productName}: pairs by colour and size
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            Pairs to add of {product.productName} by colour and size
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                Colour
              </th>
              {run.sizes.map((size) => (
                <th key={size} scope="col" className="px-1 py-2 text-center font-medium">
                  {size || 'Pairs'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {run.colours.map((colour, row) => (
              <tr key={colour} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {colour || product.productName}
                </th>
                {run.sizes.map((size, column) => {
                  const cell = run.cells[row]?.[column];
                  return (
                    <td key={size} className="px-1 py-1">
                      {cell ? (
                        <input
                          name={`cell-${cell.productId}`}
                          type="number"
                          min={0}
                          max={cell.available ?? 100000}
                          aria-label={`${colour || product.productName}, size ${sizeLabel(size)}`}
                          className="w-16 rounded border border-slate-400 px-1 py-1 text-right tabular-nums"
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {packs.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Cartons</legend>
          {packs.map((p) => (
            <div key={p.id} className="flex items-center gap-2 text-sm">
              <label htmlFor={`pack-${p.id}`} className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                {p.name} ({p.color}, {p.pairs} pairs)
              </label>
              <input
                id={`pack-${p.id}`}
                name={`pack-${p.id}`}
                type="number"
                min={0}
                max={1000}
                className="w-20 rounded border border-slate-400 px-1 py-1 text-right tabular-nums"
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      <div>
        <label htmlFor="grid-mode" className="block text-sm font-medium">
          Shipping mode
        </label>
        <select
          id="grid-mode"
          name="mode"
          className="mt-1 rounded border border-slate-400 px-3 py-2 text-sm"
        >
          <option value="air">Air</option>
          <option value="sea">Sea</option>
        </select>
      </div>
      <SubmitButton intent="add" pendingLabel="Adding…">
        Add to the order
      </SubmitButton>
    </Form>
  );
}
