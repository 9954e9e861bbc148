// Draws a company's statement of account (docs/credit-control.md, "Statement") as an A4 PDF with
// real text, in the credit note's layout and fonts: the seller's header, the company, the date
// it is as of, then per currency the invoices, payments, refunds and credit notes with the
// running balance, and the ageing buckets of what is owed (days past due). Pure: a view model
// in, the PDF's bytes out; drawn in the documents' worker thread (document-worker.ts).
import { formatPrice } from '@solestock/domain';
import { AGEING_BUCKETS } from '@solestock/domain/back-office/credit-control';
import type { StatementModel } from './document-model.ts';
import { openPdf, put, putSeller, rule } from './credit-note-render.ts';
import { day } from './pdf-render.ts';

const A4 = { width: 595.28, height: 841.89 };
const EDGE = 40;
const SPAN = A4.width - 2 * EDGE;
const GREY = '#4b5563';
const FILL = '#f3f4f6';

export const STATEMENT_TITLE = 'Statement of account';

const KIND_WORDS = {
  invoice: 'Invoice',
  payment: 'Payment',
  refund: 'Refund',
  credit_note: 'Credit note',
} as const;

/** The columns of the entries' table: x offset, width and alignment. */
const COLUMNS = [
  { key: 'date', label: 'Date', width: 62, right: false },
  { key: 'kind', label: 'Type', width: 58, right: false },
  { key: 'reference', label: 'Reference', width: 128, right: false },
  { key: 'due', label: 'Due', width: 62, right: false },
  { key: 'debit', label: 'Charged', width: 67, right: true },
  { key: 'credit', label: 'Paid / credited', width: 67, right: true },
  { key: 'balance', label: 'Balance', width: SPAN - 444, right: true },
] as const;

export async function renderStatement(model: StatementModel): Promise<Buffer> {
  const s = model.statement;
  const { doc, done } = openPdf({
    Title: `${STATEMENT_TITLE}: ${s.company.name}`,
    Author: model.seller.legal_name,
    Subject: `${STATEMENT_TITLE} as of ${s.as_of}`,
  });

  const leftWidth = SPAN * 0.55;
  let y = putSeller(doc, model.seller, leftWidth, model.brand);
  const rightX = EDGE + leftWidth + 10;
  const rightWidth = A4.width - EDGE - rightX;
  let ry = EDGE;
  ry += put(doc, STATEMENT_TITLE.toUpperCase(), rightX, ry, rightWidth, {
    bold: true,
    size: 14,
    align: 'right',
  });
  ry += 4;
  ry += put(doc, `As of ${day(s.as_of)}`, rightX, ry, rightWidth, { bold: true, align: 'right' });
  y = Math.max(y, ry) + 12;
  rule(doc, y);
  y += 10;

  put(doc, 'STATEMENT FOR', EDGE, y, SPAN, { bold: true, size: 7.5, color: GREY });
  y += 11;
  y += put(doc, s.company.name, EDGE, y, SPAN, { bold: true, size: 10 });
  const companyLines = [
    ...s.company.address,
    ...(s.company.tax_id ? [`Tax id: ${s.company.tax_id}`] : []),
  ];
  if (companyLines.length) y += put(doc, companyLines.join('\n'), EDGE, y, SPAN);
  y += 14;

  if (s.currencies.length === 0) {
    put(doc, 'No invoices: nothing is owed.', EDGE, y, SPAN);
  }
  for (const cur of s.currencies) {
    const money = (amount: string | null) =>
      amount === null ? '' : formatPrice(cur.symbol, amount);
    if (y > A4.height - EDGE - 160) {
      doc.addPage();
      y = EDGE;
    }
    y += put(doc, `In ${cur.currency.toUpperCase()} (${cur.symbol})`, EDGE, y, SPAN, {
      bold: true,
      size: 11,
    });
    y += 4;
    const header = () => {
      doc.rect(EDGE, y, SPAN, 16).fill(FILL);
      let x = EDGE;
      for (const c of COLUMNS) {
        put(doc, c.label, x + 3, y + 4, c.width - 6, {
          bold: true,
          size: 7.5,
          align: c.right ? 'right' : 'left',
        });
        x += c.width;
      }
      y += 16;
    };
    header();
    for (const e of cur.entries) {
      if (y > A4.height - EDGE - 40) {
        doc.addPage();
        y = EDGE;
        header();
      }
      const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
        date: day(e.date),
        kind: KIND_WORDS[e.kind],
        reference: `${e.reference}\n${e.description}`,
        due: e.due_on ? day(e.due_on) : '',
        debit: money(e.debit),
        credit: money(e.credit),
        balance: money(e.balance),
      };
      let x = EDGE;
      let h = 0;
      for (const c of COLUMNS) {
        h = Math.max(
          h,
          put(doc, cells[c.key], x + 3, y + 3, c.width - 6, { align: c.right ? 'right' : 'left' }),
        );
        x += c.width;
      }
      y += h + 6;
      rule(doc, y, '#e5e7eb');
    }
    y += 6;
    put(doc, 'Balance owed', EDGE + 3, y, 300, { bold: true });
    put(doc, money(cur.closing), EDGE, y, SPAN - 3, { bold: true, align: 'right' });
    y += 18;

    // Ageing: what is owed by days past its due day.
    if (y > A4.height - EDGE - 60) {
      doc.addPage();
      y = EDGE;
    }
    put(doc, 'AGEING (DAYS PAST DUE)', EDGE, y, SPAN, { bold: true, size: 7.5, color: GREY });
    y += 11;
    const cellWidth = SPAN / (AGEING_BUCKETS.length + 1);
    doc.rect(EDGE, y, SPAN, 16).fill(FILL);
    [...AGEING_BUCKETS.map((b) => `${b.replace('-', '–')} days`), 'Total owed'].forEach(
      (label, i) =>
        put(doc, label, EDGE + i * cellWidth + 3, y + 4, cellWidth - 6, {
          bold: true,
          size: 7.5,
          align: 'right',
        }),
    );
    y += 18;
    [...AGEING_BUCKETS.map((b) => cur.ageing.buckets[b]), cur.ageing.total].forEach((v, i) =>
      put(doc, money(v), EDGE + i * cellWidth + 3, y, cellWidth - 6, { align: 'right' }),
    );
    y += 26;
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    put(
      doc,
      `${STATEMENT_TITLE} · ${s.company.name} · as of ${day(s.as_of)} · Page ${i + 1} of ${range.count}`,
      EDGE,
      A4.height - EDGE + 8,
      SPAN,
      { size: 7.5, color: GREY },
    );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
