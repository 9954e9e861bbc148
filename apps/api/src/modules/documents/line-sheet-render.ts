// Draws a collection's line sheet (docs/collections.md, decision 192) as an A4 PDF with real text
// in the trade documents' DejaVu Sans: the seller and the company it is priced for, the
// collection's name, season and delivery windows, then each style with its picture, brand,
// minimum, and per colour its sizes and the company's unit price. Pure: a view model in, the
// PDF's bytes out; called in the documents' worker thread (document-worker.ts), so a sheet of
// 500 styles does not hold the thread that serves the shop. Pictures come ready as small JPEGs.
import PDFDocument from 'pdfkit';
import type { LineSheetModel } from './document-model.ts';
import { day, loadFonts } from './pdf-render.ts';
import { put, rule } from './credit-note-render.ts';

const A4 = { width: 595.28, height: 841.89 };
const EDGE = 40;
const SPAN = A4.width - 2 * EDGE;
const GREY = '#4b5563';
const LIGHT = '#d1d5db';
const FILL = '#f3f4f6';
const PICTURE = { width: 96, height: 72 };

export const LINE_SHEET_TITLE = 'Line sheet';

export async function renderLineSheet(model: LineSheetModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: EDGE, bottom: EDGE, left: EDGE, right: EDGE },
    font: null as unknown as string,
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    info: {
      Title: `${LINE_SHEET_TITLE}: ${model.collection.name}`,
      Author: model.seller.name,
      Subject: model.company ? `Prices for ${model.company}` : 'List prices',
      Creator: 'Solestock',
      Producer: 'Solestock (PDFKit)',
    },
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

  // The header: the seller on the left, the sheet's facts on the right.
  const leftWidth = SPAN * 0.55;
  let y = EDGE;
  y += put(doc, model.seller.name, EDGE, y, leftWidth, { bold: true, size: 12 });
  if (model.seller.lines.length)
    y += 2 + put(doc, model.seller.lines.join('\n'), EDGE, y + 2, leftWidth, { color: GREY });
  const rightX = EDGE + leftWidth + 10;
  const rightWidth = A4.width - EDGE - rightX;
  let ry = EDGE;
  ry += put(doc, LINE_SHEET_TITLE.toUpperCase(), rightX, ry, rightWidth, {
    bold: true,
    size: 16,
    align: 'right',
  });
  ry += 4;
  const facts: [string, string][] = [
    ['Collection', model.collection.name],
    ...(model.collection.season ? [['Season', model.collection.season] as [string, string]] : []),
    ['Prices for', model.company ?? 'List prices'],
    ['Currency', model.currency],
    ['Date', day(model.issued_on)],
  ];
  for (const [label, value] of facts) {
    put(doc, label, rightX, ry, 70, { color: GREY });
    ry += put(doc, value, rightX + 70, ry, rightWidth - 70, { bold: true, align: 'right' }) + 1;
  }
  y = Math.max(y, ry) + 10;
  rule(doc, y);
  y += 8;
  put(doc, 'DELIVERY WINDOWS', EDGE, y, SPAN, { bold: true, size: 7.5, color: GREY });
  y += 11;
  y +=
    put(
      doc,
      model.collection.windows.length
        ? model.collection.windows.join('   ·   ')
        : 'Ships as each style says.',
      EDGE,
      y,
      SPAN,
      { size: 10 },
    ) + 10;

  // Each style: its picture, then its name, brand and minimum, then a row per colour.
  const textX = EDGE + PICTURE.width + 12;
  const textWidth = A4.width - EDGE - textX;
  const priceWidth = 90;
  const colourWidth = 110;
  const sizesWidth = textWidth - priceWidth - colourWidth;
  for (const style of model.styles) {
    const rowsHeight = style.colours.length * 13 + 16;
    const height = Math.max(PICTURE.height, 30 + rowsHeight) + 14;
    if (y + height > A4.height - EDGE - 14) {
      doc.addPage();
      y = EDGE;
    }
    const top = y;
    if (style.image) {
      try {
        doc.image(Buffer.from(style.image), EDGE, top, {
          fit: [PICTURE.width, PICTURE.height],
          align: 'center',
          valign: 'center',
        });
      } catch {
        doc.rect(EDGE, top, PICTURE.width, PICTURE.height).fill(FILL);
      }
    } else {
      doc.rect(EDGE, top, PICTURE.width, PICTURE.height).fill(FILL);
    }
    let ty = top;
    ty += put(doc, style.name, textX, ty, textWidth, { bold: true, size: 11 });
    ty += put(doc, [style.brand, style.minimum].filter(Boolean).join(' · '), textX, ty, textWidth, {
      color: GREY,
    });
    ty += 4;
    doc.rect(textX, ty, textWidth, 13).fill(FILL);
    put(doc, 'Colour', textX + 3, ty + 3, colourWidth - 6, { bold: true, size: 7.5 });
    put(doc, 'Sizes', textX + colourWidth, ty + 3, sizesWidth - 6, { bold: true, size: 7.5 });
    put(doc, 'Unit price', textX + colourWidth + sizesWidth, ty + 3, priceWidth - 3, {
      bold: true,
      size: 7.5,
      align: 'right',
    });
    ty += 15;
    for (const c of style.colours) {
      const h = Math.max(
        put(doc, c.color || '—', textX + 3, ty, colourWidth - 6),
        put(doc, c.sizes || 'One size', textX + colourWidth, ty, sizesWidth - 6),
        put(doc, c.price, textX + colourWidth + sizesWidth, ty, priceWidth - 3, {
          bold: true,
          align: 'right',
        }),
      );
      ty += h + 2;
    }
    y = Math.max(top + PICTURE.height, ty) + 6;
    rule(doc, y, LIGHT);
    y += 8;
  }

  // The sheet's name and page in the bottom margin of every page.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    put(
      doc,
      `${LINE_SHEET_TITLE}: ${model.collection.name} · ${model.seller.name} · Page ${i + 1} of ${range.count}`,
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
