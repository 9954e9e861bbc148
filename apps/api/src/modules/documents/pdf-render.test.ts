// The trade documents as a reader sees them (docs/api.md, "Trade documents"; decision 147): each
// of the three documents for an order in each of the shop's six currencies, drawn in the worker
// thread, then read back with poppler: A4, the fonts embedded with their Unicode maps, and the
// text (parties, tax ids, numbers, every currency symbol, HS codes, origins, cartons) extractable.
import { afterAll, describe, expect, it } from 'vitest';
import { COUNTRIES, formatPrice } from '@solestock/domain';
import { TRADE_DOCUMENTS, type TradeDocument } from '@solestock/domain/back-office/trade-documents';
import { sampleDocumentModel } from '../../test/document-samples.ts';
import { pdfFonts, pdfInfo, pdfText, pdfWords, type PdfWord } from '../../test/pdf-text.ts';
import { DocumentRenderer, RENDERER_LIMITS } from './document-renderer.ts';
import { renderTradeDocument } from './pdf-render.ts';

const renderer = new DocumentRenderer();
afterAll(() => renderer.close());

/** Text with runs of spaces made one, so a column's padding does not matter. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe.each(COUNTRIES.map((c) => [c.currency, c.symbol] as const))(
  'an order in %s',
  (currency, symbol) => {
    it.each(TRADE_DOCUMENTS)(
      '%s: A4, fonts embedded, parties and figures in its text',
      async (document) => {
        const model = sampleDocumentModel({ document, currency, lines: 24 });
        const pdf = await renderer.render(model);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const info = await pdfInfo(pdf);
        expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
        const fonts = await pdfFonts(pdf);
        expect(fonts.length).toBeGreaterThan(0);
        expect(fonts.every((f) => f.embedded && f.unicode && f.name.includes('DejaVu'))).toBe(true);

        const text = squeeze(await pdfText(pdf));
        // Both parties with their tax ids and the exporter's ids, the order.
        for (const part of [
          'Solestock Trading Ltd',
          'Tax id: GB123456789',
          'REX: GBREX123456789000',
          'EORI: GB123456789000',
          'Zoë Müller Schuhe GmbH',
          'Königstraße 5',
          'Tax id: DE811234567',
          'Order no. 4821',
          'Order date 2 Mar 2026',
        ])
          expect(text, part).toContain(part);
        if (document !== 'certificate-of-origin') expect(text).toContain('Lagerweg 9');
        if (document === 'proforma') expect(text).toContain('Incoterm FOB Felixstowe');
        else {
          // How it travels: the incoterm with its place, the mode, the ports, the B/L.
          expect(text).toContain('FOB Felixstowe (Free On Board, Incoterms');
          expect(text).toMatch(/TRANSPORT .*\n.*Sea freight/);
          expect(text).toContain('Felixstowe (GBFXT)');
          expect(text).toContain('Hamburg (DEHAM)');
          expect(text).toContain('BILL OF LADING (B/L)');
          expect(text).toContain('MAEU-BL-220345');
        }

        if (document === 'certificate-of-origin') {
          expect(text).toContain('CERTIFICATE OF ORIGIN');
          expect(text).toContain('DRAFT — for the chamber of commerce');
          expect(text).toContain('1. EXPORTER 2. CONSIGNEE');
          expect(text).toMatch(/4\. COUNTRY OF ORIGIN\n.*India \(IN\), Portugal \(PT\)/);
          expect(text).toContain('Cartons 1 to 12');
          expect(text).toContain('12 cartons, 144 pairs of footwear');
          // Each style: description with its material, HS code, origin, pairs, cartons, kg.
          expect(text).toContain(
            'Oxford Brogue 1 · Northgate, footwear 640391 India (IN) 96 8 81.600 88.000',
          );
          expect(text).toContain('Material: Leather upper, leather lining,');
          expect(text).toContain(
            'Oxford Brogue 2 · Café Atelier, footwear 640392 Portugal (PT) 48 4 40.800 44.000',
          );
          expect(text).toContain('Total 144 12 122.400 132.000');
          expect(text).toContain('8. Declaration by the exporter');
          expect(text).toContain('Name: Priya Raman');
          expect(text).toContain('Title: Export Manager');
          expect(text).not.toContain(symbol === '$' ? 'US$' : `${symbol}1`);
          return;
        }

        if (document === 'packing-list') {
          expect(text).toContain('PACKING LIST');
          expect(text).toContain('Invoice no. INV-2026-000042');
          // 24 lines of 6 pairs: 144 pairs, 12 cartons of 12, each 10.2 kg net, 11 kg gross.
          const rows = [
            ...text.matchAll(
              /^ *(\d+) of 12 Zoë Müller Schuhe GmbH Oxford Brogue (\d) · (Black|Tan) 12 10\.200 11\.000 (\d+ × \d+ × \d+) (0\.\d{3})$/gm,
            ),
          ];
          expect(rows.map((r) => Number(r[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
          expect(rows[0]![4]).toBe('60 × 40 × 30');
          expect(rows[0]![5]).toBe('0.072');
          // 55 × 38 × 32 = 66,880 cm³: 0.06688 m³, 0.067 to three decimals.
          expect(rows[1]![4]).toBe('55 × 38 × 32');
          expect(rows[1]![5]).toBe('0.067');
          // Default marks: the buyer's mark, the order, the carton's place.
          expect(text).toMatch(/^ *Order 4821 5×6 6×6\n *Carton 1 of 12$/m);
          expect(text).toMatch(/Cartons 12\n/);
          expect(text).toMatch(/Pairs 144\n/);
          expect(text).toContain('Net weight 122.400 kg');
          expect(text).toContain('Gross weight 132.000 kg');
          expect(text).toContain('Volume 0.834 CBM');
          expect(text).not.toContain(symbol === '$' ? 'US$' : `${symbol}1`);
          return;
        }

        expect(text).toContain(document === 'invoice' ? 'COMMERCIAL INVOICE' : 'PROFORMA INVOICE');
        if (document === 'invoice') expect(text).toContain('Invoice no. INV-2026-000042');
        else expect(text).not.toContain('INV-2026');
        const code = currency.toUpperCase();
        expect(text).toContain(`Currency ${code} (${symbol})`);
        expect(text).toContain('Terms Net 30 days, due 19 Apr 2026');
        // BILL TO with the company's address; SHIP TO names the company once.
        expect(text).toMatch(/BILL TO SHIP TO\n/);
        expect(text).toMatch(/Königstraße 5 Goods in\n70173 Stuttgart Lagerweg 9\n/);
        expect(text.match(/Zoë Müller Schuhe GmbH/g)).toHaveLength(2);
        // Each style and colour with its sizes, pairs, unit price and amount, in the currency's symbol.
        const unit = formatPrice(symbol, model.lines[0]!.unit_price);
        const amount = formatPrice(symbol, model.lines[0]!.amount);
        expect(text).toContain(`Black 5×6 6×6 7×6 8×6 9×6 10×6 11×6 12×6 48 ${unit} ${amount}`);
        expect(text).toContain('HS 640391 · Origin: India');
        expect(text).toContain('HS 640392 · Origin: Portugal');
        expect(text).toContain('Material: Leather upper, leather lining, rubber');
        expect(text).toContain(`Goods (144 pairs) ${formatPrice(symbol, model.money.goods)}`);
        expect(text).toContain(`Shipping ${formatPrice(symbol, model.money.shipping!)}`);
        expect(text).toContain(`Total (${code}) ${formatPrice(symbol, model.money.total)}`);
        const [deposit, transfer] = model.money.payments;
        expect(text).toContain(
          `Deposit 30 % by card, 2 Mar 2026 ${formatPrice(symbol, deposit!.amount)}`,
        );
        expect(text).toContain(
          `Bank transfer, ref. BACS 0001, 18 Mar 2026 ${formatPrice(symbol, transfer!.amount)}`,
        );
        expect(text).toContain(
          `Balance due (${code}) ${formatPrice(symbol, model.money.balance_due)}`,
        );
        expect(text).toContain('Balance by bank transfer, 30 days from shipment. Due 19 Apr 2026.');
        expect(text).toContain('IBAN GB33 BUKB 2020 1555 5555 55');
        expect(text).toContain('12 cartons, 144 pairs, net weight 122.400 kg');
        if (document === 'invoice') {
          expect(text).toContain('gross weight 132.000 kg, 0.834 m³ (CBM)');
          expect(text).toContain('DECLARATION');
          expect(text).toContain('We declare that this invoice shows the actual price');
          expect(text).toContain('For and on behalf of Solestock Trading Ltd');
          expect(text).toContain('Name: Priya Raman');
          expect(text).toContain('Title: Export Manager');
          expect(text).toContain('Place and date: Leicester LE1 1AA, 20 Mar 2026');
        } else expect(text).not.toContain('Authorised signature');
      },
    );
  },
);

describe('a large order', () => {
  it('runs over pages, each with its table header and page number, every style and colour listed', async () => {
    const model = sampleDocumentModel({ document: 'invoice', currency: 'inr', lines: 800 });
    const pdf = await renderer.render(model);
    const pages = Number((await pdfInfo(pdf)).Pages);
    expect(pages).toBeGreaterThan(2);
    const text = squeeze(await pdfText(pdf));
    // Every page with lines starts them under the table's header (the last may hold only the
    // totals, the declaration and the signature).
    const withLines = text.split('\f').filter((page) => /^ *(Black|Tan) 5×6 /m.test(page));
    expect(withLines.length).toBeGreaterThanOrEqual(pages - 1);
    for (const page of withLines)
      expect(page).toMatch(
        /Style and colour Sizes × pairs Pairs Unit price \(INR\) Amount \(INR\)/,
      );
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text.match(/^ *(Black|Tan) 5×6 /gm)).toHaveLength(100);
    expect(text).toContain('Oxford Brogue 49 · Northgate');
    // Indian grouping for ₹ (lakh and crore), as the storefront writes it.
    expect(text).toContain(`Total (INR) ${formatPrice('₹', model.money.total)}`);
    expect(formatPrice('₹', model.money.total)).toBe('₹93,43,780.00');
  });

  it('draws the same text in the worker thread as on this one', async () => {
    const model = sampleDocumentModel({ document: 'packing-list', currency: 'cny', lines: 40 });
    const [inWorker, here] = await Promise.all([
      renderer.render(model),
      renderTradeDocument(model),
    ]);
    expect(await pdfText(inWorker)).toBe(await pdfText(here));
  });
});

describe('the worker thread', () => {
  it('fails a document that takes too long with a sentence, and draws the next one', async () => {
    const slow = new DocumentRenderer({ ...RENDERER_LIMITS, timeMs: 1, idleMs: 1000 });
    try {
      await expect(slow.render(sampleDocumentModel({ lines: 800 }))).rejects.toThrow(
        /^Drawing the document took more than 0 seconds\.$/,
      );
    } finally {
      await slow.close();
    }
    const pdf = await renderer.render(sampleDocumentModel({ lines: 8 }));
    expect(await pdfText(pdf)).toContain('COMMERCIAL INVOICE');
  });

  it('fails the documents still waiting when it is closed', async () => {
    const closing = new DocumentRenderer();
    const waiting = Promise.allSettled([
      closing.render(sampleDocumentModel()),
      closing.render(sampleDocumentModel()),
    ]);
    await closing.close();
    expect((await waiting).map((r) => r.status === 'rejected' && String(r.reason))).toEqual([
      'Error: The document renderer was closed.',
      'Error: The document renderer was closed.',
    ]);
  });
});

/** `n` characters of words: a field filled to its longest. */
const longest = (n: number, word = 'Northamptonshire') =>
  Array.from({ length: n }, (_, i) =>
    i % (word.length + 1) === word.length ? ' ' : word[i % (word.length + 1)],
  ).join('');

/** A model with every field its form allows filled to the longest (docs/api.md's limits). */
function crowdedModel(document: TradeDocument) {
  const model = sampleDocumentModel({ document, lines: 6 });
  model.seller = {
    legal_name: longest(200),
    address: Array.from({ length: 6 }, () => longest(120)),
    tax_id: 'X'.repeat(40),
    eori: 'GB' + '1'.repeat(15),
    email: `${'a'.repeat(64)}@${'b'.repeat(60)}.example`,
    phone: '+44 116 496 0000 000 000 000 000 000 00',
    bank_details: Array.from({ length: 8 }, () => longest(70)).join('\n'),
    exporter_ids: Array.from({ length: 8 }, () => ({ label: 'L'.repeat(30), value: longest(60) })),
    signatory: { name: longest(100), title: longest(100), place: longest(120) },
    declaration: longest(1000),
  };
  model.export = {
    incoterm: 'DDP',
    incoterm_place: longest(80),
    port_of_loading: longest(80),
    port_of_discharge: longest(80),
    transport: 'courier',
  };
  if (model.shipment) {
    model.shipment.waybill = 'W'.repeat(60);
    model.shipment.carrier = longest(100);
    model.shipment.tracking = 'T'.repeat(100);
    for (const c of model.shipment.cartons) c.marks = longest(200);
  }
  model.buyer = {
    company: {
      name: longest(150),
      tax_id: 'D'.repeat(40),
      address: [longest(200), longest(200), `${longest(100)} ${longest(100)}`, 'Germany'],
    },
    contact: { name: 'N'.repeat(150), email: `${'c'.repeat(64)}@${'d'.repeat(180)}.example` },
  };
  model.delivery = {
    name: longest(150),
    company: longest(150),
    address: [longest(200), longest(200), `${longest(100)} ${longest(100)}`, 'Germany'],
    phone: '+49 711 000000 000 000',
  };
  model.order.carrier = longest(100);
  model.order.tracking_number = 'T'.repeat(100);
  for (const line of model.lines) {
    line.style = longest(160);
    line.brand = longest(80);
    line.color = 'C'.repeat(60);
    line.material = longest(200);
  }
  model.money.payments = [
    { date: '2026-03-02', label: `Bank transfer, ref. ${'R'.repeat(140)}`, amount: '1.00' },
  ];
  return model;
}

/** Whether two word boxes share more than a sliver (poppler's boxes touch on tight lines). */
const overlap = (a: PdfWord, b: PdfWord) =>
  a.page === b.page &&
  Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.5 &&
  Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 1;

// Review 4, item 11: a long seller name overlapped the "Invoice no." block.
describe('every field at its longest', () => {
  it.each(TRADE_DOCUMENTS)(
    '%s: no two words overlap and every word is on its page',
    async (document) => {
      const pdf = await renderer.render(crowdedModel(document));
      const words = await pdfWords(pdf);
      expect(words.length).toBeGreaterThan(100);
      const clashes: string[] = [];
      words.forEach((a, i) => {
        for (const b of words.slice(i + 1))
          if (overlap(a, b)) clashes.push(`${a.text} × ${b.text}`);
      });
      expect(clashes).toEqual([]);
      // The footer is one line on every page, whatever the legal name's length.
      const footers = words.filter((w) => w.yMin > 841.89 - 40);
      expect(new Set(footers.map((w) => `${w.page}:${Math.round(w.yMin)}`)).size).toBe(
        Number((await pdfInfo(pdf)).Pages),
      );
      expect(footers.map((w) => w.text).join(' ')).toMatch(
        /^(Commercial invoice|Proforma|Packing|Certificate of origin)/,
      );
      const outside = words.filter(
        (w) => w.xMin < 0 || w.yMin < 0 || w.xMax > 595.28 || w.yMax > 841.89,
      );
      expect(outside).toEqual([]);
    },
  );
});

// Review 4, item 11: emoji printed as boxes. They print in Noto Emoji, embedded as a subset, and
// only in a document that has one.
describe('emoji in names', () => {
  it.each(TRADE_DOCUMENTS)(
    '%s: drawn in an embedded Noto Emoji subset, extractable',
    async (document) => {
      const model = sampleDocumentModel({ document, lines: 8 });
      model.seller.legal_name = 'Pia 👟 Shoes Ltd';
      model.buyer.company!.name = 'Zoë 👠 Schuhe 👩‍👩‍👧 GmbH';
      model.lines[0]!.style = 'Oxford ❤️ Brogue';
      const pdf = await renderer.render(model);
      const fonts = await pdfFonts(pdf);
      expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'DejaVuSansCondensed',
        'DejaVuSansCondensed-Bold',
        'NotoEmoji-Regular',
      ]);
      // Subsets (a six-letter tag), embedded, each with its Unicode map.
      expect(fonts.every((f) => /^[A-Z]{6}\+/.test(f.name) && f.embedded && f.unicode)).toBe(true);
      const text = squeeze(await pdfText(pdf));
      expect(text).toContain('Pia 👟 Shoes Ltd');
      expect(text).toContain('Zoë 👠 Schuhe');
      // Noto Emoji's whole file is 886 KB; the glyphs used add a few.
      expect(pdf.length).toBeLessThan(60_000);
    },
  );
});

describe('the packing list’s cartons', () => {
  it('without cartons entered: the rule’s cartons with default marks and net kg, gross not weighed', async () => {
    const model = sampleDocumentModel({ document: 'packing-list', lines: 24, cartons: 'none' });
    const text = squeeze(await pdfText(await renderer.render(model)));
    expect(text).toMatch(
      /^ *1 of 12 Zoë Müller Schuhe GmbH Oxford Brogue 1 · Black 12 10\.200 — — —$/m,
    );
    expect(text).toContain('Carton 12 of 12');
    expect(text).toContain('Gross weight Not weighed');
    expect(text).toContain('Volume Not measured');
    expect(text).toContain('Loose cartons hold up to 12 pairs');
  });

  it('with other cartons than the rule packs: each as entered, the contents listed apart', async () => {
    const model = sampleDocumentModel({ document: 'packing-list', lines: 24, cartons: 3 });
    model.shipment!.cartons[1]!.marks = 'ZMS / HAMBURG\nC/NO 2';
    const text = squeeze(await pdfText(await renderer.render(model)));
    expect(text).toMatch(
      /^ *1 of 3 Zoë Müller Schuhe GmbH See contents below — 11\.000 60 × 40 × 30 0\.072$/m,
    );
    // Staff's own marks are printed as written, in place of the default.
    expect(text).toMatch(
      /^ *2 of 3 ZMS \/ HAMBURG See contents below — 11\.000 55 × 38 × 32 0\.067$/m,
    );
    expect(text).toContain('C/NO 2');
    expect(text).not.toContain('Carton 2 of 3');
    expect(text).toContain('Contents: style and colour');
    expect(text).toContain(
      'Oxford Brogue 1 · Northgate · Tan 5×6 6×6 7×6 8×6 9×6 10×6 11×6 12×6 48',
    );
    expect(text).toMatch(/Cartons 3\n/);
    expect(text).toContain('Gross weight 33.000 kg');
    expect(text).toContain('Volume 0.211 CBM');
  });
});
