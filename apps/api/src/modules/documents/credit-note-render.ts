// Draws a credit note (docs/orders-and-payments.md, "Tax and credit notes"; decision 182) as an
// A4 PDF with real text in the trade documents' DejaVu Sans (pdf-render.ts's fonts): the seller,
// the buyer, the note's number and date, the invoice it credits, why, the lines or amount
// credited, the tax part and the total credited. Pure: a view model in, the PDF's bytes out.
// Called in the documents' worker thread (document-worker.ts).
import PDFDocument from 'pdfkit';
import { formatPrice } from '@solestock/domain';
import { CREDIT_NOTE_TITLE } from '@solestock/domain/back-office/credit-notes';
import type { CreditNoteModel, DocumentBrand, DocumentSeller } from './document-model.ts';
import { day, loadFonts } from './pdf-render.ts';

const A4 = { width: 595.28, height: 841.89 };
const EDGE = 40;
const SPAN = A4.width - 2 * EDGE;
const TEXT = '#111827';
const GREY = '#4b5563';
const LINE = '#9ca3af';
const FILL = '#f3f4f6';

type Pdf = InstanceType<typeof PDFDocument>;

export async function renderCreditNote(model: CreditNoteModel): Promise<Buffer> {
  const note = model.credit_note;
  const { doc, done } = openPdf({
    Title: `${CREDIT_NOTE_TITLE} ${note.number}`,
    Author: model.seller.legal_name,
    Subject: `Order ${model.order.id}, invoice ${note.invoice_number}`,
  });
  const money = (amount: string) => formatPrice(model.order.symbol, amount);

  // The seller, and the note's facts on the right.
  const leftWidth = SPAN * 0.55;
  let y = putSeller(doc, model.seller, leftWidth, model.brand);

  const rightX = EDGE + leftWidth + 10;
  const rightWidth = A4.width - EDGE - rightX;
  let ry = EDGE;
  ry += put(doc, CREDIT_NOTE_TITLE.toUpperCase(), rightX, ry, rightWidth, {
    bold: true,
    size: 16,
    align: 'right',
  });
  ry += 4;
  const facts: [string, string][] = [
    ['Credit note no.', note.number],
    ['Date', day(note.issued_on)],
    ['Credits invoice', note.invoice_number],
    ['Order no.', String(model.order.id)],
    ['Order date', day(model.order.placed_on)],
    ['Currency', `${model.order.currency} (${model.order.symbol})`],
  ];
  for (const [label, value] of facts) {
    put(doc, label, rightX, ry, 80, { color: GREY });
    ry += put(doc, value, rightX + 80, ry, rightWidth - 80, { bold: true, align: 'right' }) + 1;
  }
  y = Math.max(y, ry) + 12;
  rule(doc, y);
  y += 10;

  // The buyer credited.
  const company = model.buyer.company;
  put(doc, 'CREDITED TO', EDGE, y, SPAN, { bold: true, size: 7.5, color: GREY });
  y += 11;
  y += put(doc, company?.name ?? model.buyer.contact.name, EDGE, y, SPAN, {
    bold: true,
    size: 10,
  });
  const buyerLines = [
    ...(company?.address ?? []),
    ...(company?.tax_id ? [`Tax id: ${company.tax_id}`] : []),
    company
      ? `Contact: ${model.buyer.contact.name}, ${model.buyer.contact.email}`
      : model.buyer.contact.email,
  ];
  y += put(doc, buyerLines.join('\n'), EDGE, y, SPAN) + 12;

  // Why.
  put(doc, 'REASON', EDGE, y, SPAN, { bold: true, size: 7.5, color: GREY });
  y += 11;
  y += put(doc, note.note ? `${note.reason}: ${note.note}` : note.reason, EDGE, y, SPAN) + 12;

  // What is credited: the lines, or the amount against the invoice.
  const amountWidth = 110;
  const pairsWidth = 50;
  const descWidth = SPAN - amountWidth - pairsWidth;
  doc.rect(EDGE, y, SPAN, 16).fill(FILL);
  put(doc, 'Credited', EDGE + 3, y + 4, descWidth - 6, { bold: true, size: 7.5 });
  put(doc, 'Pairs', EDGE + descWidth, y + 4, pairsWidth - 3, {
    bold: true,
    size: 7.5,
    align: 'right',
  });
  put(
    doc,
    `Amount (${model.order.currency})`,
    EDGE + descWidth + pairsWidth,
    y + 4,
    amountWidth - 3,
    {
      bold: true,
      size: 7.5,
      align: 'right',
    },
  );
  y += 16;
  rule(doc, y);
  const rows = note.lines.length
    ? note.lines.map((l) => [l.description, String(l.pairs), money(l.amount)] as const)
    : ([[`Credit against invoice ${note.invoice_number}`, '', money(note.amount)]] as const);
  for (const [text, pairs, amount] of rows) {
    if (y > A4.height - EDGE - 120) {
      doc.addPage();
      y = EDGE;
    }
    const h = put(doc, text, EDGE + 3, y + 3, descWidth - 6);
    put(doc, pairs, EDGE + descWidth, y + 3, pairsWidth - 3, { align: 'right' });
    put(doc, amount, EDGE + descWidth + pairsWidth, y + 3, amountWidth - 3, { align: 'right' });
    y += h + 6;
    rule(doc, y, '#e5e7eb');
  }
  y += 10;

  // The totals: net, its tax, the total credited.
  const totals: [string, string, boolean][] = note.tax_row
    ? [
        ['Net credited', money(note.net), false],
        [`${note.tax_row}`, money(note.tax), false],
        ['Total credited', money(note.amount), true],
      ]
    : [['Total credited', money(note.amount), true]];
  const labelWidth = 200;
  const valueWidth = 100;
  const x = A4.width - EDGE - labelWidth - valueWidth;
  for (const [label, value, strong] of totals) {
    if (strong) doc.rect(x, y, labelWidth + valueWidth, 15).fill(FILL);
    put(doc, label, x + 3, y + 3, labelWidth - 6, { bold: strong });
    put(doc, value, x + labelWidth, y + 3, valueWidth - 3, { bold: strong, align: 'right' });
    y += 15;
  }
  y += 14;
  if (note.legend) {
    put(doc, 'TAX', EDGE, y, SPAN, { bold: true, size: 7.5, color: GREY });
    y += 11;
    y += put(doc, note.legend, EDGE, y, SPAN) + 8;
  }
  put(
    doc,
    `This credit note reduces what invoice ${note.invoice_number} of order ${model.order.id} charges by ${money(note.amount)}.`,
    EDGE,
    y,
    SPAN,
  );

  // The reference in the bottom margin of the page (one page: a note credits an amount or lines).
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    put(
      doc,
      `${CREDIT_NOTE_TITLE} ${note.number} · ${model.seller.legal_name} · Page ${i + 1} of ${range.count}`,
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

/**
 * A new A4 document in the trade documents' fonts (DejaVu Sans, real text), and the promise of
 * its bytes once `doc.end()` is called: the credit note's and the statement's start.
 */
export function openPdf(info: { Title: string; Author: string; Subject: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: EDGE, bottom: EDGE, left: EDGE, right: EDGE },
    font: null as unknown as string,
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    // Kept until the end, so the footer can be written on every page once their count is known.
    bufferPages: true,
    info: { ...info, Creator: 'Solestock', Producer: 'Solestock (PDFKit)' },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The seller's header at the top left, within `width`; answers where it ends. */
export function putSeller(
  doc: Pdf,
  seller: DocumentSeller,
  width: number,
  brand?: DocumentBrand | null,
): number {
  let y = EDGE;
  // The shop's own name above the company that issues the paper, when they differ (docs/brand.md).
  if (brand?.shop_name && brand.shop_name !== seller.legal_name)
    y += put(doc, brand.shop_name, EDGE, y, width, { bold: true, size: 14 });
  y += put(doc, seller.legal_name, EDGE, y, width, { bold: true, size: 12 });
  const sellerLines = [
    ...seller.address,
    ...(seller.tax_id ? [`Tax id: ${seller.tax_id}`] : []),
    ...(seller.eori ? [`EORI: ${seller.eori}`] : []),
    [seller.email, seller.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
  return y + 2 + put(doc, sellerLines.join('\n'), EDGE, y + 2, width, { color: GREY });
}

/** Writes text at (x, y) within `width`; answers the height it took. */
export function put(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  style: { bold?: boolean; size?: number; color?: string; align?: 'left' | 'right' } = {},
): number {
  doc
    .font(style.bold ? 'bold' : 'regular')
    .fontSize(style.size ?? 8.5)
    .fillColor(style.color ?? TEXT);
  const options = { width, align: style.align ?? 'left', lineGap: 1 } as const;
  const height = doc.heightOfString(text, options);
  doc.text(text, x, y, options);
  doc.fillColor(TEXT);
  return height;
}

export function rule(doc: Pdf, y: number, color = LINE) {
  doc
    .moveTo(EDGE, y)
    .lineTo(A4.width - EDGE, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}
