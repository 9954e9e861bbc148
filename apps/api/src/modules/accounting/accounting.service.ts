// The accounting export (docs/accounting-export.md, decision 201): a date range's invoices,
// payments, bank transfers, refunds and credit notes as one journal that QuickBooks Online and
// Xero import, written as CSV or XLSX while the next page is read. Each invoice is a shipment's
// (decision 177), its rows the shipment's lines (and, on the first, the shipping charge), each
// line's amount and tax split exactly from the invoice's own figures, so the rows add up to the
// invoice as its PDF prints it. The loops take turns with the store's requests (decision 173).
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import {
  decimal,
  fromMinorUnits,
  minorUnitExponent,
  roundToMinorUnit,
  sumMoney,
  toMinorUnits,
  type Decimal,
} from '@solestock/domain';
import { goodsOfPairs } from '@solestock/domain/back-office/shipments';
import { taxOn, taxRowLabel } from '@solestock/domain/back-office/tax';
import { inertCell } from '@solestock/domain/back-office/catalogue-import';
import {
  allocateMinor,
  emptyJournalRow,
  JOURNAL_COLUMNS,
  JOURNAL_SHEETS,
  NUMERIC_COLUMNS,
  type AccountingExportQuery,
  type JournalKind,
  type JournalRow,
} from '@solestock/domain/back-office/accounting-export';
import type { Database } from '../../db/connect.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { takeTurns } from '../../http/take-turns.ts';
import { recordAuditAs } from '../audit/index.ts';
import { moneyOf } from '../orders/index.ts';
import {
  creditedByInvoice,
  creditNotesPage,
  invoicesPage,
  paymentsPage,
  refundsPage,
  shippedLinesOf,
  type CreditNoteRow,
  type DayRange,
  type OrderFacts,
  type PaymentRow,
  type RefundRow,
  type ShippedLineRow,
} from './accounting.repository.ts';

/** Documents read at once: a few hundred rows, a few milliseconds of the thread. */
const PAGE = 200;

/** The order's tax as a code an accountant maps onto their own: "VAT 20 %", "Zero rated". */
function taxCodeOf(o: OrderFacts): { code: string; rate: string } {
  if (o.tax_mode === 'taxed' && o.tax_label && o.tax_rate_percent)
    return {
      code: taxRowLabel(o.tax_label, o.tax_rate_percent),
      rate: decimal(o.tax_rate_percent).toString(),
    };
  if (o.tax_mode === 'zero_rated') return { code: 'Zero rated', rate: '0' };
  return { code: 'No tax', rate: '0' };
}

/** The columns every row of a document repeats: who, in what currency, for which order. */
function documentRow(kind: JournalKind, o: OrderFacts): JournalRow {
  return {
    ...emptyJournalRow(),
    kind,
    customer: o.company_name,
    customer_tax_id: o.company_tax_id,
    currency: o.currency.toUpperCase(),
    order: String(o.order_id),
  };
}

const money = (minor: number, currency: string) =>
  fromMinorUnits(minor, currency).toFixed(minorUnitExponent(currency));

/** One invoice being built: its lines' exact goods, then its figures in minor units. */
interface InvoiceFigures {
  lines: ShippedLineRow[];
  goods: Decimal[];
  goodsMinor: number;
  shippingMinor: number;
  goodsTaxMinor: number;
  shippingTaxMinor: number;
  totalMinor: number;
}

/**
 * An invoice's figures as its PDF prints them (document-data.service.ts): its own pairs' goods,
 * the shipping charge and its tax on the first shipment, the goods' tax at the order's rate on
 * the shipment's goods, rounded as the order's own.
 */
function figuresOf(
  o: OrderFacts & { shipping_charge: string | null; shipping_tax_minor: number | null },
  shipmentNumber: number,
  lines: ShippedLineRow[],
): InvoiceFigures {
  const goods = lines.map((l) =>
    goodsOfPairs({ lineTotal: l.line_total, quantity: l.quantity }, l.pairs),
  );
  const goodsMinor = toMinorUnits(roundToMinorUnit(sumMoney(goods), o.currency), o.currency);
  const first = shipmentNumber === 1;
  const shippingMinor =
    first && o.shipping_charge !== null ? toMinorUnits(o.shipping_charge, o.currency) : 0;
  const rate = o.tax_mode === 'taxed' ? o.tax_rate_percent : null;
  const goodsTaxMinor = toMinorUnits(taxOn(sumMoney(goods), rate, o.currency), o.currency);
  const shippingTaxMinor = first ? Number(o.shipping_tax_minor ?? 0) : 0;
  return {
    lines,
    goods,
    goodsMinor,
    shippingMinor,
    goodsTaxMinor,
    shippingTaxMinor,
    totalMinor: goodsMinor + shippingMinor + goodsTaxMinor + shippingTaxMinor,
  };
}

/** A section of the journal: rows of one sheet, a page at a time. */
export interface JournalPage {
  sheet: string;
  rows: JournalRow[];
}

async function* invoiceRows(db: Database, range: DayRange): AsyncGenerator<JournalRow[]> {
  let after = 0;
  for (;;) {
    const page = await invoicesPage(db, range, after, PAGE);
    if (page.length === 0) return;
    after = page.at(-1)!.id;
    const orderIds = [...new Set(page.map((i) => i.order_id))];
    const [lines, paid, credited] = await Promise.all([
      shippedLinesOf(db, orderIds),
      moneyOf(db, orderIds),
      creditedByInvoice(db, orderIds),
    ]);
    const creditedMinor = new Map(credited.map((c) => [c.invoice_number, Number(c.minor)]));
    const rows: JournalRow[] = [];
    for (const inv of page) {
      const o = { ...inv, currency: inv.currency };
      // Every shipment of the order, in order: what was paid (net of refunds) settles the first
      // invoice first, so each invoice's "paid" is its share of the order's payments.
      const shipments = new Map<number, { number: number; lines: ShippedLineRow[] }>();
      for (const l of lines)
        if (l.order_id === inv.order_id)
          shipments
            .set(
              l.shipment_id,
              shipments.get(l.shipment_id) ?? { number: Number(l.shipment_number), lines: [] },
            )
            .get(l.shipment_id)!
            .lines.push(l);
      const m = paid.get(inv.order_id);
      let unapplied = (m?.paidMinor ?? 0) - (m?.refundedMinor ?? 0);
      let mine: InvoiceFigures | undefined;
      let appliedMinor = 0;
      for (const [id, s] of [...shipments].sort((a, b) => a[1].number - b[1].number)) {
        const figures = figuresOf(o, s.number, s.lines);
        const applied = Math.max(0, Math.min(figures.totalMinor, unapplied));
        unapplied -= applied;
        if (id === inv.id) {
          mine = figures;
          appliedMinor = applied;
        }
      }
      mine ??= figuresOf(o, Number(inv.number), []);
      rows.push(...invoiceDocumentRows(inv, mine, appliedMinor, creditedMinor));
    }
    yield rows;
    if (page.length < PAGE) return;
  }
}

function invoiceDocumentRows(
  inv: Awaited<ReturnType<typeof invoicesPage>>[number],
  f: InvoiceFigures,
  appliedMinor: number,
  creditedMinor: ReadonlyMap<string, number>,
): JournalRow[] {
  const cur = inv.currency;
  const tax = taxCodeOf(inv);
  const credited = Math.min(creditedMinor.get(inv.invoice_number) ?? 0, f.totalMinor);
  const due = Math.max(0, f.totalMinor - appliedMinor - credited);
  const head: JournalRow = {
    ...documentRow('invoice', inv),
    number: inv.invoice_number,
    date: inv.issued_on,
    // An invoice paid before it shipped (card terms) is due the day it is issued.
    due_date: inv.due_on ?? inv.order_due_on ?? inv.issued_on,
    net_total: money(f.goodsMinor + f.shippingMinor, cur),
    tax_total: money(f.goodsTaxMinor + f.shippingTaxMinor, cur),
    total: money(f.totalMinor, cur),
    paid: money(appliedMinor, cur),
    credited: money(credited, cur),
    due: money(due, cur),
    tax_code: tax.code,
    tax_rate: tax.rate,
  };
  // The lines' amounts are the invoice's goods split by their exact shares, their tax the
  // invoice's goods tax split by their amounts: both add up to the invoice's to the cent.
  const amounts = allocateMinor(f.goodsMinor, f.goods);
  const taxes = allocateMinor(f.goodsTaxMinor, amounts);
  const rows = f.lines.map((l, i) => ({
    ...head,
    line: String(i + 1),
    sku: l.sku ?? '',
    description: [`${l.brand} ${l.product_name}`.trim(), l.color, l.size ? `size ${l.size}` : '']
      .filter(Boolean)
      .join(', '),
    hs_code: l.hs_code,
    quantity: String(l.pairs),
    unit_price: decimal(l.unit_price).toString(),
    line_amount: money(amounts[i]!, cur),
    line_tax: money(taxes[i]!, cur),
  }));
  if (f.shippingMinor > 0 || f.shippingTaxMinor > 0)
    rows.push({
      ...head,
      line: String(rows.length + 1),
      description: 'Shipping',
      quantity: '1',
      unit_price: money(f.shippingMinor, cur),
      line_amount: money(f.shippingMinor, cur),
      line_tax: money(f.shippingTaxMinor, cur),
    });
  return rows;
}

/** A payment's one row: its amount as the document's total, applied to the order's invoice. */
function paymentRow(p: PaymentRow): JournalRow {
  const transfer = p.kind === 'transfer';
  const amount = money(Number(p.amount_minor), p.currency);
  return {
    ...documentRow(transfer ? 'transfer' : 'payment', p),
    number: `PAY-${p.id}`,
    date: p.paid_on,
    applies_to: p.invoice_number ?? '',
    description: transfer
      ? 'Bank transfer'
      : p.kind === 'balance'
        ? 'Balance paid by card'
        : 'Paid at checkout',
    total: amount,
    method: transfer ? 'bank_transfer' : p.payment_method,
    reference: transfer ? (p.reference ?? '') : p.payment_intent_id,
  };
}

function refundRow(r: RefundRow): JournalRow {
  return {
    ...documentRow('refund', r),
    number: `REF-${r.id}`,
    date: r.refunded_on,
    applies_to: r.invoice_number ?? '',
    description: 'Refund',
    total: money(Number(r.amount_minor), r.currency),
    method: r.payment_method,
    reference: r.refund_id ?? '',
  };
}

const REASON_WORDS: Record<CreditNoteRow['reason'], string> = {
  refund: 'Refund',
  amendment: 'Amendment',
  cancellation: 'Cancelled pairs',
};

/**
 * A credit note's rows: one per line it credits (a cancellation's), or one for the whole note;
 * amounts positive (both imports credit the customer from the document's kind). Its stored
 * amount includes its tax: the net and the tax are split over the lines by their amounts.
 */
function creditNoteRows(c: CreditNoteRow): JournalRow[] {
  const cur = c.currency;
  const gross = Number(c.amount_minor);
  const taxMinor = Number(c.tax_minor);
  const net = gross - taxMinor;
  const tax = taxCodeOf(c);
  const head: JournalRow = {
    ...documentRow('credit_note', c),
    number: c.number,
    date: c.issued_on,
    due_date: c.issued_on,
    applies_to: c.invoice_number,
    net_total: money(net, cur),
    tax_total: money(taxMinor, cur),
    total: money(gross, cur),
    tax_code: tax.code,
    tax_rate: tax.rate,
    reference: c.note,
  };
  const lines = c.lines?.length
    ? c.lines
    : [{ description: [REASON_WORDS[c.reason], c.note].filter(Boolean).join(': '), pairs: 0 }];
  const weights = c.lines?.length ? c.lines.map((l) => l.amount) : [1];
  const nets = allocateMinor(net, weights);
  const taxes = allocateMinor(taxMinor, nets);
  return lines.map((l, i) => ({
    ...head,
    line: String(i + 1),
    description: l.description,
    quantity: l.pairs ? String(l.pairs) : '1',
    unit_price: l.pairs
      ? roundToMinorUnit(fromMinorUnits(nets[i]!, cur).div(l.pairs), cur).toString()
      : money(nets[i]!, cur),
    line_amount: money(nets[i]!, cur),
    line_tax: money(taxes[i]!, cur),
  }));
}

/** Reads a paged kind to its end, a page of rows at a time. */
async function* paged<T extends { id: number }>(
  read: (after: number) => Promise<T[]>,
  toRows: (item: T) => JournalRow[],
): AsyncGenerator<JournalRow[]> {
  let after = 0;
  for (;;) {
    const page = await read(after);
    if (page.length === 0) return;
    after = page.at(-1)!.id;
    yield page.flatMap(toRows);
    if (page.length < PAGE) return;
  }
}

/** The journal of the range, a page at a time, each page naming the XLSX sheet it belongs to. */
export async function* journalPages(
  db: Database,
  query: Pick<AccountingExportQuery, 'from' | 'to' | 'kind'>,
): AsyncGenerator<JournalPage> {
  const range = { from: query.from, to: query.to };
  const wants = (k: JournalKind) => query.kind === 'all' || query.kind === k;
  const sheetOf = (k: JournalKind) => JOURNAL_SHEETS.find((s) => s.kinds.includes(k))!.name;
  const sections: [JournalKind, () => AsyncGenerator<JournalRow[]>][] = [
    ['invoice', () => invoiceRows(db, range)],
    [
      'payment',
      () =>
        paged(
          (after) =>
            paymentsPage(
              db,
              range,
              after,
              PAGE,
              // Card payments and transfers come from one table: read together when both are asked.
              wants('payment') && wants('transfer') ? 'both' : 'without',
            ),
          (p) => [paymentRow(p)],
        ),
    ],
    [
      'transfer',
      () =>
        paged(
          (after) => paymentsPage(db, range, after, PAGE, 'only'),
          (p) => [paymentRow(p)],
        ),
    ],
    [
      'refund',
      () =>
        paged(
          (after) => refundsPage(db, range, after, PAGE),
          (r) => [refundRow(r)],
        ),
    ],
    [
      'credit_note',
      () =>
        paged(
          (after) => creditNotesPage(db, range, after, PAGE),
          (c) => creditNoteRows(c),
        ),
    ],
  ];
  for (const [kind, read] of sections) {
    if (!wants(kind)) continue;
    // Transfers were read with the card payments when both are wanted.
    if (kind === 'transfer' && wants('payment')) continue;
    for await (const rows of read()) if (rows.length) yield { sheet: sheetOf(kind), rows };
  }
}

/** A cell as a file holds it: text made inert (never a formula), numbers as they are. */
const csvCell = (column: (typeof JOURNAL_COLUMNS)[number], value: string) =>
  NUMERIC_COLUMNS.has(column) ? value : inertCell(value);

/** CSV rows written at once before the thread's turn is checked. */
const CSV_ROWS = 100;

/** The journal as CSV: UTF-8 with a BOM (spreadsheets then read accents right), a header first. */
export function journalCsv(db: Database, query: AccountingExportQuery): Readable {
  return Readable.from(
    (async function* () {
      yield '\uFEFF' + stringify([[...JOURNAL_COLUMNS]]);
      const turn = takeTurns();
      for await (const { rows } of journalPages(db, query))
        for (let i = 0; i < rows.length; i += CSV_ROWS) {
          yield stringify(
            rows.slice(i, i + CSV_ROWS).map((r) => JOURNAL_COLUMNS.map((c) => csvCell(c, r[c]))),
          );
          await turn();
        }
    })(),
  );
}

/**
 * The journal as an XLSX workbook, by exceljs's streaming writer: a sheet per group of kinds
 * (invoices; payments, transfers and refunds; credit notes), each with the one header row.
 * Amounts are numbers when a double holds them exactly, text otherwise (nothing is rounded).
 */
export function journalXlsx(db: Database, query: AccountingExportQuery): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  // Sheets are opened in order and each committed before the next: the zip the writer streams
  // holds one open entry at a time, so rows of a later sheet would wait in memory otherwise.
  let open = -1;
  let current: ExcelJS.Worksheet | undefined;
  const openUpTo = (index: number) => {
    while (open < index) {
      current?.commit();
      open += 1;
      current = workbook.addWorksheet(JOURNAL_SHEETS[open]!.name);
      current.addRow([...JOURNAL_COLUMNS]).commit();
    }
    return current!;
  };
  void (async () => {
    const turn = takeTurns();
    for await (const { sheet, rows } of journalPages(db, query)) {
      const ws = openUpTo(JOURNAL_SHEETS.findIndex((s) => s.name === sheet));
      for (const r of rows) {
        await turn();
        ws.addRow(JOURNAL_COLUMNS.map((c) => xlsxCell(c, r[c]))).commit();
      }
    }
    openUpTo(JOURNAL_SHEETS.length - 1).commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

function xlsxCell(column: (typeof JOURNAL_COLUMNS)[number], value: string): string | number {
  if (!NUMERIC_COLUMNS.has(column) || value === '') return inertCell(value);
  const n = Number(value);
  return decimal(String(n)).equals(value) ? n : value;
}

/**
 * The export for a member of staff: audited (who took which range, in which format) before the
 * first byte is written, then streamed.
 */
export async function exportJournal(
  db: Database,
  actor: StaffActor,
  query: AccountingExportQuery,
): Promise<Readable> {
  await recordAuditAs(db, actor, {
    action: 'accounting.export',
    entityType: 'accounting',
    entityId: null,
    after: { from: query.from, to: query.to, format: query.format, kind: query.kind },
  });
  return query.format === 'xlsx' ? journalXlsx(db, query) : journalCsv(db, query);
}
