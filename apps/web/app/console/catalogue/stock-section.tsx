// A style's stock in bulk and its incoming stock (docs/stock.md, decisions 194 and 195): the
// size × colour grid of pairs on hand, edited in place (Tab, or the arrow keys, move between
// cells) and saved in one go against the version it was read at; the stock CSV downloaded and
// uploaded back; and the expected deliveries, added with their pairs and day, received or
// cancelled. The API checks everything again; a refusal is said on the page.
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { shipsFromText } from '@solestock/domain';
import type { IncomingRow, StockGrid } from '@solestock/domain/back-office/stock-payloads';
import { FormError } from '../shared/form-parts';
import type { CatalogueActionResult } from './catalogue-types';

const sizeLabel = (size: string | null) => (size ? `Size ${size}` : 'One size');
const colourLabel = (color: string) => color || 'No colour';
const pairsWord = (n: number) => `${n} ${n === 1 ? 'pair' : 'pairs'}`;

/** The cells whose typed value differs from the grid's, as the save sends them. */
export function changedCells(grid: StockGrid, drafts: Readonly<Record<number, string>>) {
  const cells: { product_id: number; availability: number }[] = [];
  const bad: number[] = [];
  for (const cell of grid.cells) {
    const typed = drafts[cell.product_id];
    if (typed === undefined) continue;
    const text = typed.trim();
    if (!/^\d{1,7}$/.test(text)) {
      bad.push(cell.product_id);
      continue;
    }
    if (Number(text) !== cell.availability)
      cells.push({ product_id: cell.product_id, availability: Number(text) });
  }
  return { cells, bad };
}

function Outcome({ fetcher }: { fetcher: ReturnType<typeof useFetcher<CatalogueActionResult>> }) {
  if (fetcher.state !== 'idle' || !fetcher.data) return null;
  if (fetcher.data.ok)
    return (
      <p role="status" className="text-sm text-green-800">
        {fetcher.data.message}
      </p>
    );
  const rows = (fetcher.data.errors ?? []) as unknown as { message?: string }[];
  return (
    <div className="space-y-1">
      <FormError error={fetcher.data.error} />
      {rows.length > 1 ? (
        <ul className="list-disc pl-5 text-sm text-red-800" data-testid="stock-csv-errors">
          {rows.map((r, i) => (
            <li key={i}>{r.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function StockSection({ grid, canWrite }: { grid: StockGrid; canWrite: boolean }) {
  const save = useFetcher<CatalogueActionResult>();
  const upload = useFetcher<CatalogueActionResult>();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  // A new version (saved here, or by someone else): the typed values give way to it.
  const [version, setVersion] = useState(grid.version);
  if (version !== grid.version) {
    setVersion(grid.version);
    setDrafts({});
  }
  const table = useRef<HTMLTableElement>(null);
  const byKey = new Map(grid.cells.map((c) => [`${c.color}\u0000${c.size ?? ''}`, c]));
  const { cells, bad } = changedCells(grid, drafts);
  const busy = save.state !== 'idle';
  const [fileError, setFileError] = useState<string | null>(null);

  /** Arrow keys move between cells: up and down always, left and right at the text's edge. */
  const move = (e: React.KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const input = e.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    const to =
      e.key === 'ArrowUp'
        ? [row - 1, col]
        : e.key === 'ArrowDown' || e.key === 'Enter'
          ? [row + 1, col]
          : e.key === 'ArrowLeft' && atStart
            ? [row, col - 1]
            : e.key === 'ArrowRight' && atEnd
              ? [row, col + 1]
              : null;
    if (!to) return;
    const next = table.current?.querySelector<HTMLInputElement>(
      `input[data-row="${to[0]}"][data-col="${to[1]}"]`,
    );
    if (!next) return;
    e.preventDefault();
    next.focus();
    next.select();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (bad.length > 0 || cells.length === 0) return;
    void save.submit(
      { intent: 'save-stock', stock: { version: grid.version, cells } },
      { method: 'post', encType: 'application/json' },
    );
  };

  const sendFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > 2_000_000) {
      setFileError('The file is over 2 MB: split it.');
      return;
    }
    void upload.submit(
      { intent: 'import-stock', csv: await file.text() },
      { method: 'post', encType: 'application/json' },
    );
  };

  return (
    <section
      aria-labelledby="stock-title"
      className="rounded border border-slate-200 bg-white p-4"
      data-testid="stock-section"
    >
      <h2 id="stock-title" className="text-xl font-semibold">
        Stock
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        Pairs on hand of each colour and size of {grid.name}.
        {grid.sale_mode === 'stock'
          ? ' Buyers order at most these, then the incoming pairs below as “ships from” their day.'
          : ' This style does not sell from stock (see “How it sells” above): the pairs are shown, never checked.'}
      </p>
      {grid.cells.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          Add products first: the grid has a cell for each.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3">
          <div
            className="relative overflow-x-auto"
            tabIndex={0}
            role="group"
            aria-label="Stock by colour and size"
          >
            <table ref={table} className="border-collapse text-sm" data-testid="stock-grid">
              <caption className="sr-only">
                Pairs on hand by colour (rows) and size (columns); incoming pairs below each.
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="sticky left-0 bg-white px-2 py-1 text-left">
                    Colour
                  </th>
                  {grid.sizes.map((size) => (
                    <th key={size ?? ''} scope="col" className="px-1 py-1 text-center font-medium">
                      {size ?? 'One size'}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.colors.map((color, row) => (
                  <tr key={color} className="border-t border-slate-100">
                    <th
                      scope="row"
                      className="sticky left-0 bg-white px-2 py-1 text-left font-medium"
                    >
                      {colourLabel(color)}
                    </th>
                    {grid.sizes.map((size, col) => {
                      const cell = byKey.get(`${color}\u0000${size ?? ''}`);
                      if (!cell)
                        return (
                          <td key={size ?? ''} className="px-1 py-1 text-center text-slate-400">
                            —
                          </td>
                        );
                      const typed = drafts[cell.product_id];
                      const value = typed ?? String(cell.availability);
                      const invalid = bad.includes(cell.product_id);
                      const changed =
                        !invalid &&
                        typed !== undefined &&
                        typed.trim() !== String(cell.availability);
                      return (
                        <td key={size ?? ''} className="px-1 py-1 text-center align-top">
                          <input
                            type="text"
                            inputMode="numeric"
                            aria-label={`${colourLabel(color)}, ${sizeLabel(size)}: pairs on hand`}
                            data-row={row}
                            data-col={col}
                            value={value}
                            readOnly={!canWrite}
                            onChange={(e) =>
                              setDrafts((d) => ({ ...d, [cell.product_id]: e.target.value }))
                            }
                            onKeyDown={(e) => move(e, row, col)}
                            onFocus={(e) => e.currentTarget.select()}
                            aria-invalid={invalid || undefined}
                            className={`w-16 rounded border px-1 py-1 text-right tabular-nums ${
                              invalid
                                ? 'border-red-700 bg-red-50'
                                : changed
                                  ? 'border-brand-600 bg-amber-50 font-semibold'
                                  : 'border-slate-300'
                            } ${cell.archived ? 'text-slate-400' : ''}`}
                          />
                          {cell.incoming > 0 ? (
                            <span
                              className="block text-xs text-slate-600"
                              title="Incoming pairs still for sale"
                            >
                              +{cell.incoming} incoming
                            </span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {bad.length > 0 ? (
            <p role="alert" className="text-sm text-red-800">
              {bad.length === 1 ? 'A cell is' : `${bad.length} cells are`} not a whole number of
              pairs: correct {bad.length === 1 ? 'it' : 'them'} (marked red). Nothing was saved.
            </p>
          ) : null}
          <Outcome fetcher={save} />
          {canWrite ? (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                disabled={busy || cells.length === 0 || bad.length > 0}
                className="rounded bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {busy
                  ? `Saving ${cells.length} ${cells.length === 1 ? 'cell' : 'cells'}…`
                  : 'Save stock'}
              </button>
              <span className="text-sm text-slate-700" aria-live="polite">
                {cells.length === 0
                  ? 'No changes.'
                  : `${cells.length} ${cells.length === 1 ? 'cell' : 'cells'} changed.`}
              </span>
              {busy ? <progress aria-label="Saving the stock" className="h-2 w-32" /> : null}
            </div>
          ) : null}
        </form>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3 text-sm">
        <a
          href={`/api/admin/catalogue/item-groups/${grid.item_group_id}/stock.csv`}
          className="text-brand-700 underline"
          download
        >
          Download this style’s stock (CSV)
        </a>
        <a href="/api/admin/catalogue/stock.csv" className="text-brand-700 underline" download>
          Download all stock (CSV)
        </a>
        {canWrite ? (
          <label className="flex flex-wrap items-center gap-2">
            <span>Upload a stock CSV (sku, availability)</span>
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={upload.state !== 'idle'}
              onChange={(e) => void sendFile(e.target.files?.[0])}
              className="text-sm"
            />
          </label>
        ) : null}
        {upload.state !== 'idle' ? <span role="status">Uploading…</span> : null}
      </div>
      <div className="mt-2">
        <FormError error={fileError} />
        <Outcome fetcher={upload} />
      </div>
    </section>
  );
}

const STATUS_WORDS: Record<IncomingRow['status'], string> = {
  expected: 'Expected',
  received: 'Received',
  cancelled: 'Cancelled',
};

export function IncomingSection({
  rows,
  grid,
  canWrite,
}: {
  rows: IncomingRow[];
  grid: StockGrid;
  canWrite: boolean;
}) {
  const add = useFetcher<CatalogueActionResult>();
  const act = useFetcher<CatalogueActionResult>();
  const live = grid.cells.filter((c) => !c.archived);
  const [productId, setProductId] = useState<string>(String(live[0]?.product_id ?? ''));
  const [pairs, setPairs] = useState('');
  const [date, setDate] = useState('');
  const fields = add.data && !add.data.ok ? (add.data.fields ?? {}) : {};
  const name = (r: IncomingRow) => `${colourLabel(r.color)}, ${sizeLabel(r.size)}`;

  return (
    <section
      aria-labelledby="incoming-title"
      className="rounded border border-slate-200 bg-white p-4"
      data-testid="incoming-section"
    >
      <h2 id="incoming-title" className="text-xl font-semibold">
        Incoming
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        Deliveries on their way. Once the pairs on hand are gone, buyers order these as “ships from”
        their day, the earliest first, up to their pairs. Receiving one adds its unsold pairs to the
        stock; pairs already sold stay with their orders.
      </p>
      <Outcome fetcher={act} />
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No deliveries expected.</p>
      ) : (
        <div
          className="relative mt-3 overflow-x-auto"
          tabIndex={0}
          role="group"
          aria-label="Deliveries"
        >
          <table className="w-full text-sm" data-testid="incoming-table">
            <thead>
              <tr className="text-left">
                <th scope="col" className="px-2 py-1">
                  Product
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Pairs
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  Sold ahead
                </th>
                <th scope="col" className="px-2 py-1">
                  Expected
                </th>
                <th scope="col" className="px-2 py-1">
                  Status
                </th>
                {canWrite ? (
                  <th scope="col" className="px-2 py-1">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-100" data-testid="incoming-row">
                  <td className="px-2 py-1">
                    {name(r)} <span className="text-slate-500">{r.sku}</span>
                  </td>
                  <td className="px-2 py-1 text-right tabular-nums">{r.pairs}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{r.sold}</td>
                  <td className="px-2 py-1">
                    {shipsFromText(r.expected_on).replace('Ships from ', '')}
                  </td>
                  <td className="px-2 py-1">{STATUS_WORDS[r.status]}</td>
                  {canWrite ? (
                    <td className="px-2 py-1">
                      {r.status === 'expected' ? (
                        <span className="flex flex-wrap gap-2">
                          <button
                            type="button"
                            disabled={act.state !== 'idle'}
                            onClick={() =>
                              void act.submit(
                                { intent: 'receive-incoming', id: r.id },
                                { method: 'post', encType: 'application/json' },
                              )
                            }
                            className="rounded border border-slate-400 bg-white px-2 py-1 font-medium"
                          >
                            Receive
                            <span className="sr-only">
                              {' '}
                              {pairsWord(r.pairs)} of {name(r)}
                            </span>
                          </button>
                          <button
                            type="button"
                            disabled={act.state !== 'idle'}
                            onClick={() => {
                              if (
                                window.confirm(
                                  `Cancel the delivery of ${pairsWord(r.pairs)} of ${name(r)}?`,
                                )
                              )
                                void act.submit(
                                  { intent: 'cancel-incoming', id: r.id },
                                  { method: 'post', encType: 'application/json' },
                                );
                            }}
                            className="rounded border border-red-700 bg-white px-2 py-1 font-medium text-red-800"
                          >
                            Cancel<span className="sr-only"> the delivery of {name(r)}</span>
                          </button>
                        </span>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canWrite && live.length > 0 ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void add.submit(
              {
                intent: 'add-incoming',
                id: Number(productId),
                incoming: { pairs: pairs.trim(), expected_on: date },
              },
              { method: 'post', encType: 'application/json' },
            );
          }}
          className="mt-4 space-y-3 rounded border border-slate-300 p-3"
          aria-labelledby="incoming-form-title"
        >
          <h3 id="incoming-form-title" className="font-semibold">
            Add a delivery
          </h3>
          {add.state === 'idle' && add.data ? (
            add.data.ok ? (
              <p role="status" className="text-sm text-green-800">
                {add.data.message}
              </p>
            ) : (
              <FormError error={add.data.error} />
            )
          ) : null}
          <div className="grid gap-3 sm:grid-cols-3">
            <label className="block min-w-0 text-sm">
              <span className="font-medium">Product</span>
              <select
                value={productId}
                onChange={(e) => setProductId(e.target.value)}
                className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5"
              >
                {live.map((c) => (
                  <option key={c.product_id} value={c.product_id}>
                    {colourLabel(c.color)}, {sizeLabel(c.size)} ({c.sku})
                  </option>
                ))}
              </select>
            </label>
            <label className="block min-w-0 text-sm">
              <span className="font-medium">Pairs</span>
              <input
                type="text"
                inputMode="numeric"
                value={pairs}
                onChange={(e) => setPairs(e.target.value)}
                aria-invalid={fields.pairs ? true : undefined}
                aria-describedby={fields.pairs ? 'incoming-pairs-error' : undefined}
                className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 tabular-nums aria-[invalid=true]:border-red-700"
              />
              {fields.pairs ? (
                <span id="incoming-pairs-error" className="mt-1 block text-xs text-red-700">
                  {fields.pairs}
                </span>
              ) : null}
            </label>
            <label className="block min-w-0 text-sm">
              <span className="font-medium">Expected on</span>
              <input
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                aria-invalid={fields.expected_on ? true : undefined}
                aria-describedby={fields.expected_on ? 'incoming-date-error' : undefined}
                className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 aria-[invalid=true]:border-red-700"
              />
              {fields.expected_on ? (
                <span id="incoming-date-error" className="mt-1 block text-xs text-red-700">
                  {fields.expected_on}
                </span>
              ) : null}
            </label>
          </div>
          <button
            type="submit"
            disabled={add.state !== 'idle'}
            className="rounded bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {add.state !== 'idle' ? 'Adding…' : 'Add delivery'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
