// The size-run grid (issue 19): the item group's colours as rows and sizes as columns, a quantity
// per cell, per-row and grand totals in pairs and money (each product by its own slabs, at the
// style's pairs for a style tier), the next-tier hint (per cell, or once for a style), and one
// "Add all to cart" that sends every non-zero cell in one all-or-nothing request. Arrow keys move
// between cells; typing sets a cell. Narrow screens (and the drawer) show a list per colour.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { formatPrice, type Mode, type ProductDetail } from '@solestock/domain';
import { useNextTierHint } from '../../lib/next-tier';
import { usePricing } from '../../lib/shop-context';
import { parseQuantity } from './quantity';
import { keepSizeRun, takeSizeRun } from './pending-size-run';
import { capToAvailable, moveInRun, runTotals, sizeRun } from './size-run';
import { CartonPicker, packsFor } from './carton-picker';
import { useStylePairsInCart } from './style-in-cart';
import { useT } from '../../i18n/i18n';
import { useRefusalText } from '../../lib/refusal';

export const SIZE_RUN_TITLE = 'Order a size run';
export const SIZE_RUN_PENDING = 'The grid of sizes appears once the page’s scripts have run.';

type Quantities = Record<number, number>;
type Layout = 'responsive' | 'list';

// Literal class sets (Tailwind reads class names from the source, so none is built at run time):
// the table everywhere, or the table on wide screens and a list per colour below 640 px.
const CLASSES = {
  responsive: {
    table: 'w-full border-collapse text-sm max-sm:block',
    thead: 'max-sm:hidden',
    tbody: 'max-sm:block max-sm:space-y-3',
    tfoot: 'max-sm:block',
    // One class per repeated part (app.css says why).
    row: 'run-row',
    rowHead: 'run-colour',
    cell: 'run-cell',
    cellLabel: 'run-label',
    rowTotal: 'run-total',
    rowTotalLabel: 'sm:hidden',
    footRow: 'max-sm:flex max-sm:flex-wrap max-sm:justify-between max-sm:gap-2 max-sm:pt-3',
    footHead: 'py-3 pr-3 text-left font-bold text-slate-900 max-sm:py-0',
    footCell: 'px-2 py-3 text-right font-bold whitespace-nowrap tabular-nums max-sm:py-0',
    footSpacer: 'max-sm:hidden',
  },
  list: {
    table: 'block w-full text-sm',
    thead: 'hidden',
    tbody: 'block space-y-3',
    tfoot: 'block',
    row: 'block rounded-xl border border-slate-200 p-3',
    rowHead: 'block pb-2 text-left text-base font-semibold text-slate-900',
    cell: 'run-cell-list',
    cellLabel: 'run-label-list',
    rowTotal: 'flex justify-between pt-2 tabular-nums',
    rowTotalLabel: '',
    footRow: 'flex flex-wrap justify-between gap-2 pt-3',
    footHead: 'text-left font-bold text-slate-900',
    footCell: 'text-right font-bold whitespace-nowrap tabular-nums',
    footSpacer: 'hidden',
  },
} as const;

/** Where the size-run grid goes until the page has hydrated: its heading, and a word. */
export function SizeRunPending() {
  const t = useT();
  return (
    <section aria-labelledby="size-run-responsive" aria-busy="true" className="space-y-3">
      <h2 id="size-run-responsive" className="text-sm font-semibold text-slate-900">
        {t('sizeRun.title')}
      </h2>
      <p className="text-xs text-slate-600">{t('sizeRun.pending')}</p>
    </section>
  );
}

export function SizeRunGrid({
  product,
  mode,
  quantities,
  onChange,
  layout = 'responsive',
  sendWith,
}: {
  product: ProductDetail;
  mode: Mode;
  quantities: Quantities;
  onChange: (quantities: Quantities) => void;
  layout?: Layout;
  /** More fields for the cart's add-many (a collection's id and delivery window, docs/collections.md). */
  sendWith?: Record<string, string>;
}) {
  const t = useT();
  const refusalText = useRefusalText();
  const c = CLASSES[layout];
  const { country, rates } = usePricing();
  const navigate = useNavigate();
  const location = useLocation();
  const run = useMemo(() => sizeRun(product), [product]);
  const pairsInCart = useStylePairsInCart(product);
  const totals = runTotals(
    run,
    quantities,
    country,
    rates,
    product.sellingPrice.symbol,
    product.tier_scope,
    pairsInCart,
  );
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [active, setActive] = useState<{ row: number; column: number } | null>(null);
  // A stock style's cell holds at most its pairs on hand; a typed quantity past it is capped, said.
  const [capped, setCapped] = useState<string | null>(null);
  const limited = run.cells.some((r) => r.some((cell) => cell !== null && cell.available !== null));
  const fetcher = useFetcher<{ ok: boolean; status: number; error?: string; count?: number }>();
  const [sent, setSent] = useState<{ lines: number; pairs: number } | null>(null);
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.status === 401) {
      keepSizeRun(product.itemGroupId, quantities);
      void navigate('/login', { state: { from: location.pathname } });
    } else if (answer.ok) {
      onChange({});
    }
  }, [answer, navigate, location.pathname, onChange, product.itemGroupId, quantities]);

  // Back from /login after a guest's "Add all to cart": the run they filled is put back.
  useEffect(() => {
    const kept = takeSizeRun(product.itemGroupId);
    if (kept && Object.keys(kept).length > 0) onChange(kept);
  }, [product.itemGroupId, onChange]);

  const activeCell = active ? (run.cells[active.row]?.[active.column] ?? null) : null;
  const activeQuantity = activeCell ? (quantities[activeCell.productId] ?? 0) : 0;
  // Style tiers (docs/api.md; issue 43 item 3): every pair of the style counts toward one tier,
  // so the style has one hint, from its pairs in the grid and the cart, whichever cell has focus.
  // It reads the slabs of the style's first filled cell (a style's sizes share one table in
  // practice), or the page's own product's before any is filled.
  const styleTier = product.tier_scope === 'style';
  const styleCell = run.cells.flat().find((c) => c !== null && (quantities[c.productId] ?? 0) > 0);
  const hintCell = styleTier ? styleCell : activeCell;
  const hint = useNextTierHint(
    hintCell?.slabs ?? (styleTier ? product.slabPrices : []),
    styleTier ? totals.pairs + pairsInCart : activeQuantity,
    hintCell?.variant.defaultSellingPrice ??
      (styleTier ? product.defaultSellingPrice : { amount: 0, currency: 'usd' }),
    styleTier,
  );

  const set = (productId: number, quantity: number) =>
    onChange({ ...quantities, [productId]: quantity });
  const focusCell = (row: number, column: number) =>
    inputs.current.get(`${row}:${column}`)?.focus();
  const cellName = (row: number, column: number) =>
    [
      run.colours[row] || product.productName,
      run.sizes[column] ? t('sizeRun.size', { size: run.sizes[column] }) : '',
    ]
      .filter(Boolean)
      .join(', ');

  const addAll = () => {
    if (totals.lines.length === 0 || busy) return;
    setSent({ lines: totals.lines.length, pairs: totals.pairs });
    void fetcher.submit(
      {
        ...sendWith,
        intent: 'add-many',
        lines: JSON.stringify(totals.lines.map((l) => ({ ...l, mode }))),
      },
      { method: 'post', action: '/cart' },
    );
  };

  const money = (value: Parameters<typeof formatPrice>[1]) => formatPrice(totals.symbol, value);

  return (
    <section aria-labelledby={`size-run-${layout}`} className="space-y-3" data-testid="size-run">
      <div>
        <h2 id={`size-run-${layout}`} className="text-sm font-semibold text-slate-900">
          {t('sizeRun.title')}
        </h2>
        <p className="text-xs text-slate-600">
          {styleTier ? t('sizeRun.describeStyleTier') : t('sizeRun.describe')}{' '}
          {t('sizeRun.arrowKeys')}
          {limited ? t('sizeRun.limited') : null}
        </p>
      </div>
      <div className={layout === 'list' ? '' : 'overflow-x-auto'}>
        <table className={c.table}>
          <caption className="sr-only">
            {t('sizeRun.captionPrefix')}
            {product.productName}
            {t('sizeRun.captionSuffix')}
          </caption>
          <thead className={c.thead}>
            <tr className="border-b border-slate-300 text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                {t('product.detail.colour')}
              </th>
              {run.sizes.map((size) => (
                <th key={size} scope="col" className="px-1 py-2 text-center font-medium">
                  {size || t('sizeRun.pairs')}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('sizeRun.pairs')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('product.total')}
              </th>
            </tr>
          </thead>
          <tbody className={c.tbody}>
            {run.colours.map((colour, row) => (
              <tr key={colour || row} className={c.row} data-testid="size-run-row">
                <th scope="row" className={c.rowHead}>
                  {colour || product.productName}
                </th>
                {run.sizes.map((size, column) => {
                  const cell = run.cells[row]?.[column];
                  if (!cell) {
                    return (
                      <td key={size} className={`${c.cell} text-slate-400`}>
                        <span className={c.cellLabel}>{size}</span>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">
                          {t('sizeRun.cellNotMade', { cell: cellName(row, column) })}
                        </span>
                      </td>
                    );
                  }
                  const value = quantities[cell.productId] ?? 0;
                  const soldOut = cell.available === 0;
                  return (
                    <td key={size} className={c.cell}>
                      <label className={c.cellLabel} htmlFor={`run-${layout}-${cell.productId}`}>
                        {size}
                      </label>
                      <input
                        id={`run-${layout}-${cell.productId}`}
                        ref={(el) => {
                          if (el) inputs.current.set(`${row}:${column}`, el);
                          else inputs.current.delete(`${row}:${column}`);
                        }}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={
                          soldOut
                            ? t('sizeRun.cellSoldOut', { cell: cellName(row, column) })
                            : cell.available === null
                              ? t('sizeRun.cellPairs', { cell: cellName(row, column) })
                              : t('sizeRun.cellPairsInStock', {
                                  cell: cellName(row, column),
                                  count: cell.available,
                                })
                        }
                        disabled={soldOut}
                        value={value === 0 ? '' : String(value)}
                        placeholder={soldOut ? t('sizeRun.soldOut') : '0'}
                        onChange={(e) => {
                          const asked = parseQuantity(e.target.value);
                          const quantity = capToAvailable(cell, asked);
                          setCapped(
                            quantity < asked
                              ? t('sizeRun.capped', {
                                  count: quantity,
                                  cell: cellName(row, column),
                                })
                              : null,
                          );
                          set(cell.productId, quantity);
                        }}
                        onFocus={(e) => {
                          e.currentTarget.select();
                          setActive({ row, column });
                        }}
                        onKeyDown={(e) => {
                          if (
                            e.key === 'ArrowUp' ||
                            e.key === 'ArrowDown' ||
                            e.key === 'ArrowLeft' ||
                            e.key === 'ArrowRight'
                          ) {
                            e.preventDefault();
                            const next = moveInRun(run, { row, column }, e.key);
                            focusCell(next.row, next.column);
                          } else if (e.key === 'Enter') {
                            e.preventDefault();
                            addAll();
                          }
                        }}
                        className={value > 0 ? 'run-input run-input-filled' : 'run-input'}
                      />
                    </td>
                  );
                })}
                <td className={c.rowTotal} data-testid="size-run-row-pairs">
                  <span className={c.rowTotalLabel}>{t('sizeRun.rowPairs')}</span>
                  {totals.rows[row]?.pairs ?? 0}
                </td>
                <td className={c.rowTotal} data-testid="size-run-row-total">
                  <span className={c.rowTotalLabel}>{t('sizeRun.rowTotal')}</span>
                  {money(totals.rows[row]?.total ?? 0)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className={c.tfoot}>
            <tr className={c.footRow}>
              <th scope="row" className={c.footHead}>
                {t('sizeRun.allColours')}
              </th>
              {run.sizes.map((size) => (
                <td key={size} className={c.footSpacer} />
              ))}
              <td className={c.footCell} data-testid="size-run-pairs">
                {totals.pairs} {t('product.pairs', { count: totals.pairs })}
              </td>
              <td className={c.footCell} data-testid="size-run-total">
                {money(totals.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div aria-live="polite" className="min-h-8">
        {capped ? (
          <p className="mb-2 text-sm font-medium text-amber-900" data-testid="size-run-capped">
            {capped}
          </p>
        ) : null}
        {hint && styleTier ? (
          <p
            data-testid="size-run-hint"
            className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
          >
            <span aria-hidden="true">↑</span>
            {hint.text}
          </p>
        ) : hint && activeCell ? (
          <button
            type="button"
            onClick={() =>
              set(activeCell.productId, capToAvailable(activeCell, activeQuantity + hint.add))
            }
            data-testid="size-run-hint"
            className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none"
          >
            <span aria-hidden="true">↑</span>
            {cellName(active!.row, active!.column)}: {hint.text}
          </button>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={addAll}
          disabled={busy || totals.lines.length === 0}
          className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          {busy ? t('sizeRun.addingAll') : t('sizeRun.addAll')}
        </button>
        <p role="status" className="text-sm">
          {answer?.ok && sent ? (
            <span className="text-emerald-800">
              {t('sizeRun.addedPrefix')}
              {sent.lines} {t('sizeRun.lines', { count: sent.lines })}
              {t('sizeRun.addedMiddle')}
              {sent.pairs}
              {t('sizeRun.addedSuffix')}{' '}
              <Link to="/cart" className="font-semibold underline">
                {t('sizeRun.goToCart')}
              </Link>
            </span>
          ) : null}
        </p>
      </div>
      {answer && !answer.ok && answer.status !== 401 ? (
        <p role="alert" className="text-sm text-red-700">
          {answer.error ? refusalText(answer.error) : t('sizeRun.notAdded')}
        </p>
      ) : null}
      {/* Packs (docs/api.md): whole cartons of any colour, the chosen colour's first. */}
      {packsFor(product, false).length ? (
        <CartonPicker
          key={product.id}
          product={product}
          packs={packsFor(product, false)}
          mode={mode}
          title={t('sizeRun.orByCarton')}
        />
      ) : null}
    </section>
  );
}
