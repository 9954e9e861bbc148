// Stock in bulk (docs/stock.md, decision 195): a style's stock as a size × colour grid saved in
// one transaction against the grid's version (two staff never overwrite each other: the second
// save is refused with the grid as it now is), and every product's stock as a CSV of
// `sku,…,availability` downloaded and uploaded back (all rows or none, each bad row named).
// Every change is audited: one record for the save or the upload, and a `stock.change` per
// product of a `stock` group with its cause, as the catalogue import does (stock-import.test.ts).
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sortSizes } from '@solestock/domain';
import { inertCell, uninertCell } from '@solestock/domain/back-office/catalogue-import';
import {
  STOCK_CSV_ROWS_MAX,
  STOCK_PAIRS_MAX,
  type StockCsvResult,
  type StockGrid,
  type StockGridSave,
} from '@solestock/domain/back-office/stock-payloads';
import type { Database } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { takeTurns } from '../../http/take-turns.ts';
import { recordAuditAs } from '../audit/index.ts';
import {
  allStockRows,
  bumpVersions,
  gridHead,
  gridProducts,
  productsBySku,
  setAvailabilities,
  type GridProductRow,
} from './stock-grid.repository.ts';

export const staleGrid = () =>
  new HttpError(
    409,
    'stale_version',
    'Someone else changed this style’s stock after you opened it. The grid now shows it as it is: check it, then save again.',
  );

function gridOf(
  itemGroupId: number,
  head: NonNullable<Awaited<ReturnType<typeof gridHead>>>,
  rows: GridProductRow[],
): StockGrid {
  const hasOneSize = rows.some((r) => r.size === null || r.size.trim() === '');
  const sizes: (string | null)[] = [
    ...(hasOneSize ? [null] : []),
    ...sortSizes(rows.map((r) => r.size)),
  ];
  const colors = [...new Set(rows.map((r) => r.color))];
  return {
    item_group_id: itemGroupId,
    name: head.name,
    sale_mode: head.saleMode,
    version: head.version,
    sizes,
    colors,
    cells: rows,
  };
}

/** GET …/item-groups/{id}/stock/: the grid, 404 for no such style. */
export async function readGrid(db: Database, itemGroupId: number): Promise<StockGrid> {
  const [head, rows] = await Promise.all([
    gridHead(db, itemGroupId),
    gridProducts(db, itemGroupId),
  ]);
  if (!head) throw notFound('This item group does not exist.');
  return gridOf(itemGroupId, head, rows);
}

/**
 * PUT …/item-groups/{id}/stock/: the changed cells in one transaction, or nothing: 409
 * `stale_version` when the grid moved since `version`, 400 naming a cell that is not a product of
 * this style. Answers the grid as saved (its new version).
 */
export async function saveGrid(
  db: Database,
  actor: StaffActor,
  itemGroupId: number,
  body: StockGridSave,
): Promise<StockGrid> {
  await db.transaction(async (tx) => {
    const head = await gridHead(tx, itemGroupId, true);
    if (!head) throw notFound('This item group does not exist.');
    if (head.version !== body.version) throw staleGrid();
    const own = new Map((await gridProducts(tx, itemGroupId)).map((r) => [r.product_id, r]));
    const seen = new Set<number>();
    for (const [i, cell] of body.cells.entries()) {
      if (!own.has(cell.product_id))
        throw new HttpError(
          400,
          'invalid_request',
          `Cell ${i + 1} names product ${cell.product_id}, which is not a colour and size of this style.`,
          { [`cells.${i}.product_id`]: 'Not a product of this style.' },
        );
      if (seen.has(cell.product_id))
        throw new HttpError(
          400,
          'invalid_request',
          `Product ${cell.product_id} is given twice: give each cell once.`,
          { [`cells.${i}.product_id`]: 'Given twice.' },
        );
      seen.add(cell.product_id);
    }
    const cells = body.cells.map((c) => ({
      productId: c.product_id,
      availability: c.availability,
    }));
    await setAvailabilities(tx, cells, actor, 'stock grid');
    await bumpVersions(tx, [itemGroupId]);
    await recordAuditAs(tx, actor, {
      action: 'catalogue.stock.grid',
      entityType: 'item_group',
      entityId: itemGroupId,
      before: {
        version: head.version,
        availability: Object.fromEntries(
          cells.map((c) => [own.get(c.productId)!.sku, own.get(c.productId)!.availability]),
        ),
      },
      after: {
        version: head.version + 1,
        availability: Object.fromEntries(
          cells.map((c) => [own.get(c.productId)!.sku, c.availability]),
        ),
      },
    });
  });
  return readGrid(db, itemGroupId);
}

// --- The CSV ---------------------------------------------------------------------------------

/** The columns of the stock CSV; an upload needs `sku` and `availability`, the rest are read-only. */
export const STOCK_CSV_COLUMNS = ['sku', 'style', 'color', 'size', 'availability', 'incoming'];

/** Rows as CSV, a batch at a time, taking turns with other requests (UTF-8 with a BOM). */
function csvOf(rows: readonly (GridProductRow & { style: string })[]): Readable {
  return Readable.from(
    (async function* () {
      yield '\uFEFF' + stringify([STOCK_CSV_COLUMNS]);
      const turn = takeTurns();
      for (let i = 0; i < rows.length; i += 200) {
        yield stringify(
          rows
            .slice(i, i + 200)
            .map((r) => [
              inertCell(r.sku),
              inertCell(r.style),
              inertCell(r.color),
              inertCell(r.size ?? ''),
              r.availability,
              r.incoming,
            ]),
        );
        await turn();
      }
    })(),
  );
}

/** GET …/item-groups/{id}/stock.csv: the style's grid as CSV rows (archived products left out). */
export async function gridCsv(db: Database, itemGroupId: number): Promise<Readable> {
  const grid = await readGrid(db, itemGroupId);
  return csvOf(grid.cells.filter((c) => !c.archived).map((c) => ({ ...c, style: grid.name })));
}

/** GET /catalogue/stock.csv: every live product's stock. */
export async function allStockCsv(db: Database): Promise<Readable> {
  return csvOf(await allStockRows(db));
}

interface CsvProblem {
  row: number;
  sku: string;
  message: string;
}

/** How many bad rows a refusal lists (the sentence names the first). */
const PROBLEMS_SHOWN = 50;

function badFile(message: string): HttpError {
  return new HttpError(400, 'invalid_request', message, { csv: message });
}

/** The file's rows as {row, sku, availability}, or the refusal naming every bad row. */
function readStockCsv(text: string): { row: number; sku: string; availability: number }[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw badFile(
      'The file is not a CSV we can read: save it as CSV (comma-separated) and try again.',
    );
  }
  const [header, ...body] = records;
  const names = (header ?? []).map((h) => h.toLowerCase());
  const skuAt = names.indexOf('sku');
  const pairsAt = names.indexOf('availability');
  if (skuAt < 0 || pairsAt < 0)
    throw badFile('The first row names the columns: it needs sku and availability.');
  if (body.length === 0) throw badFile('The file has no rows under its header.');
  if (body.length > STOCK_CSV_ROWS_MAX)
    throw badFile(
      `The file has ${body.length} rows; send at most ${STOCK_CSV_ROWS_MAX} at a time.`,
    );
  const problems: CsvProblem[] = [];
  const seen = new Map<string, number>();
  const rows: { row: number; sku: string; availability: number }[] = [];
  for (const [i, cells] of body.entries()) {
    const row = i + 2; // The header is row 1.
    const sku = uninertCell(cells[skuAt] ?? '');
    const raw = cells[pairsAt] ?? '';
    if (sku === '') {
      problems.push({ row, sku, message: `Row ${row} has no SKU.` });
      continue;
    }
    if (!/^\d+$/.test(raw) || Number(raw) > STOCK_PAIRS_MAX) {
      problems.push({
        row,
        sku,
        message: `Row ${row} (${sku}): availability is a whole number of pairs from 0 to ${STOCK_PAIRS_MAX}, not “${raw}”.`,
      });
      continue;
    }
    const first = seen.get(sku);
    if (first !== undefined) {
      problems.push({
        row,
        sku,
        message: `Row ${row} (${sku}) repeats row ${first}: give each SKU once.`,
      });
      continue;
    }
    seen.set(sku, row);
    rows.push({ row, sku, availability: Number(raw) });
  }
  if (problems.length > 0) throw refusalOf(problems);
  return rows;
}

function refusalOf(problems: CsvProblem[]): HttpError {
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more bad rows)` : '';
  return new HttpError(
    400,
    'invalid_request',
    `${problems[0]!.message}${more} Nothing was changed.`,
    { csv: problems[0]!.message },
    { errors: problems.slice(0, PROBLEMS_SHOWN) },
  );
}

/**
 * POST /catalogue/stock/import/: sets each row's product's availability in one transaction, or
 * nothing when any row is bad (each named in `errors`). A style the file touches gets a new grid
 * version, so a grid open on it is refused rather than undoing the file.
 */
export async function importStockCsv(
  db: Database,
  actor: StaffActor,
  text: string,
): Promise<StockCsvResult> {
  const rows = readStockCsv(text);
  return db.transaction(async (tx) => {
    const known = await productsBySku(
      tx,
      rows.map((r) => r.sku),
    );
    const unknown = rows
      .filter((r) => !known.has(r.sku))
      .map((r) => ({
        row: r.row,
        sku: r.sku,
        message: `Row ${r.row}: no product has the SKU ${r.sku}.`,
      }));
    if (unknown.length > 0) throw refusalOf(unknown);
    const cells = rows.map((r) => ({
      productId: known.get(r.sku)!.id,
      availability: r.availability,
    }));
    const changed = await setAvailabilities(tx, cells, actor, 'stock csv');
    await bumpVersions(
      tx,
      rows.map((r) => known.get(r.sku)!.itemGroupId),
    );
    await recordAuditAs(tx, actor, {
      action: 'catalogue.stock.import',
      entityType: 'products',
      entityId: null,
      after: { rows: rows.length, changed },
    });
    return { rows: rows.length, changed };
  });
}
