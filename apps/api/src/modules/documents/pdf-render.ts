// Draws a trade document (docs/api.md, "Trade documents"; decisions 147 and 166) as an A4 PDF with
// PDFKit: real text in an embedded DejaVu Sans (subset by PDFKit), so every currency symbol of the
// shop prints (£ $ C$ ¥ ₹ and €) and the text can be selected and extracted; emoji in a name print
// in Noto Emoji, and Japanese and Chinese in Noto Sans JP / SC (decision 209), each embedded
// (subset) only in a document that has one. The words are the ordering buyer's language
// (docs/languages-mails-and-papers.md). Every field wraps within its box. Pure: a view model in,
// the PDF's bytes out. Called in a worker thread (document-worker.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  incotermLong,
  incotermWithPlace,
  TRANSPORT_WORDS,
  WAYBILL_WORDS,
} from '@solestock/domain/back-office/export-papers';
import { INCOTERMS, type Incoterm } from '@solestock/domain/back-office/seller-payloads';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { dayIn, moneyIn, type Translate } from '../../i18n/translate.ts';
import { paperT } from './messages/index.ts';
import type { PaperMessageId } from './messages/en.ts';
import type { DocumentLineGroup, DocumentModel } from './document-model.ts';
import { cartonPlan, styleWeights, type CartonPlan } from './carton-plan.ts';

/** A code the Incoterms rules name (the order's column is free text). */
const isIncoterm = (code: string): code is Incoterm =>
  (INCOTERMS as readonly string[]).includes(code);

const resolve = createRequire(import.meta.url).resolve;
const fontFolder = join(dirname(resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const emojiFile = join(
  dirname(resolve('@expo-google-fonts/noto-emoji/package.json')),
  '400Regular',
  'NotoEmoji_400Regular.ttf',
);
/**
 * The fonts, parsed once per thread and shared by every document it draws: PDFKit would parse a
 * font file again for each document (a tenth of a second of CPU), and fontkit keeps the glyphs
 * and layouts it has worked out on the font object.
 */
let fonts: { regular: fontkit.Font; bold: fontkit.Font; emoji: fontkit.Font } | undefined;
export function loadFonts() {
  fonts ??= {
    regular: fontkit.openSync(join(fontFolder, 'DejaVuSansCondensed.ttf')) as fontkit.Font,
    bold: fontkit.openSync(join(fontFolder, 'DejaVuSansCondensed-Bold.ttf')) as fontkit.Font,
    emoji: fontkit.openSync(emojiFile) as fontkit.Font,
  };
  return fonts;
}

/** The languages written in a CJK font of their own (decision 209). */
type CjkLocale = Exclude<Locale, 'en'>;
const CJK_FILES: Record<CjkLocale, { package: string; file: string }> = {
  ja: { package: '@expo-google-fonts/noto-sans-jp', file: 'NotoSansJP' },
  'zh-CN': { package: '@expo-google-fonts/noto-sans-sc', file: 'NotoSansSC' },
};
const cjkFonts = new Map<string, fontkit.Font>();
/**
 * Noto Sans JP or SC, regular or bold, parsed when a document first has a character DejaVu lacks
 * (an English paper never loads them unless a name is written in Japanese or Chinese), then kept.
 */
function cjkFont(locale: CjkLocale, bold = false): fontkit.Font {
  const key = `${locale}${bold ? '-bold' : ''}`;
  let font = cjkFonts.get(key);
  if (!font) {
    const { package: name, file } = CJK_FILES[locale];
    const weight = bold ? '700Bold' : '400Regular';
    const path = join(dirname(resolve(`${name}/package.json`)), weight, `${file}_${weight}.ttf`);
    font = fontkit.openSync(path) as fontkit.Font;
    cjkFonts.set(key, font);
  }
  return font;
}

/** A font a character the paper's own font lacks is looked for in. */
type Fallback = CjkLocale | 'dejavu';

/**
 * The paper's own font: DejaVu Sans for English; Noto Sans JP or SC for Japanese and Chinese, so
 * a line reads in one face and on one baseline (their Latin letters, digits and £ $ € ¥ too).
 */
function ownFont(locale: Locale, bold = false): fontkit.Font {
  if (locale === 'en') return bold ? loadFonts().bold : loadFonts().regular;
  return cjkFont(locale, bold);
}

function fallbackFont(fallback: Fallback, bold = false): fontkit.Font {
  return fallback === 'dejavu' ? ownFont('en', bold) : cjkFont(fallback, bold);
}

/**
 * The fonts tried, in turn, for a character the own font lacks: for English, Japanese then
 * Chinese (a name written in them); for Japanese and Chinese, DejaVu (₹ and other scripts) then
 * the other CJK font (a hanzi Noto Sans JP lacks, a kanji form Noto Sans SC lacks).
 */
const fallbacks = (locale: Locale): Fallback[] =>
  locale === 'en' ? ['ja', 'zh-CN'] : ['dejavu', locale === 'ja' ? 'zh-CN' : 'ja'];

/** Text that may need another font than the own: the own font's characters are plain ASCII. */
const mayNeedOther = (locale: Locale) => (locale === 'en' ? MAYBE_EMOJI : /[^ -~\t\n\r]/);

/** A piece of text drawn in one font: the paper's own, the emoji font, or a fallback. */
interface Run {
  text: string;
  font: 'own' | 'emoji' | Fallback;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Anything that may be an emoji: a pictograph, or a character DejaVu lacks. */
const MAYBE_EMOJI = /[\u00a9\u00ae\u203c-\u{10ffff}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Drawn as an emoji rather than as text: emoji by default, or asked for (U+FE0F), or joined. */
const EMOJI_STYLE = /\p{Emoji_Presentation}|\p{Emoji_Modifier}|\ufe0f|\u200d/u;

/**
 * `text` cut into runs of one font. An emoji (one grapheme: a pictograph drawn as an emoji, with
 * its joiners, skin tones and selectors, or one DejaVu has no glyph for) goes to Noto Emoji, which
 * forms the joined sequences; the rest, copyright signs and other text-style symbols included,
 * stays in DejaVu. Most text has no character past U+203B and is one run.
 */
function fontRuns(text: string, locale: Locale): Run[] {
  if (!mayNeedOther(locale).test(text)) return [{ text, font: 'own' }];
  const own = ownFont(locale);
  const { emoji } = loadFonts();
  const others = fallbacks(locale);
  const runs: Run[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const points = [...segment].map((c) => c.codePointAt(0)!);
    const lacking = points.some((p) => !own.hasGlyphForCodePoint(p));
    const isEmoji =
      PICTOGRAPH.test(segment) &&
      points.every((p) => emoji.hasGlyphForCodePoint(p)) &&
      (EMOJI_STYLE.test(segment) || lacking);
    // Kana, kanji, hanzi and CJK punctuation: the first CJK font that has every character.
    const font: Run['font'] = isEmoji
      ? 'emoji'
      : lacking
        ? (others.find((f) => points.every((p) => fallbackFont(f).hasGlyphForCodePoint(p))) ??
          'own')
        : 'own';
    const last = runs.at(-1);
    if (last && last.font === font) last.text += segment;
    else runs.push({ text: segment, font });
  }
  return runs;
}

// A4 in points, 40 pt margins; the footer lives in the bottom margin.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - MARGIN - 14;

const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';
const SHADE = '#f3f4f6';

const SIZE = { body: 8.5, small: 7.5, heading: 10, title: 16, name: 12 };
const CELL_PAD = 3;
const LINE_GAP = 1;

interface TextStyle {
  bold?: boolean;
  size?: number;
  align?: 'left' | 'right';
  color?: string;
  /** Clipped to one line, ending in "…" when it is longer. */
  oneLine?: boolean;
}

type Doc = InstanceType<typeof PDFDocument>;

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** One row of a table: a text per column, each bold or not, and how far down its cells start. */
interface Row {
  /** A cell with `span` takes that many columns' width (left aligned); the rest one each. */
  cells: { text: string; bold?: boolean; muted?: boolean; small?: boolean; span?: number }[];
  shade?: boolean;
}

/** Each cell of a row with its column (the first it covers) and its width. */
function cellsOf(columns: Column[], row: Row) {
  let at = 0;
  return row.cells.map((cell) => {
    const span = Math.max(1, cell.span ?? 1);
    const covered = columns.slice(at, at + span);
    at += span;
    return {
      cell,
      col: covered[0]!,
      width: covered.reduce((w, c) => w + c.width, 0),
      spans: span > 1,
    };
  });
}

/** The document's bytes. */
export async function renderTradeDocument(model: DocumentModel): Promise<Buffer> {
  // The certificate of origin's draft is the chamber of commerce's form: English always.
  const locale =
    model.document === 'certificate-of-origin' ? DEFAULT_LOCALE : (model.locale ?? DEFAULT_LOCALE);
  const t = paperT(locale);
  const title = t(`title.${model.document}`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // No font until ours are registered: a default would load Helvetica, and the font the
    // document opens with could not be cached under our name (see font() below).
    font: null as unknown as string,
    lang: locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${title} ${model.invoice && model.document === 'invoice' ? model.invoice.number : t('info.order', { id: String(model.order.id) })}`,
      Author: model.seller.legal_name,
      Subject: t('info.subject', { id: String(model.order.id) }),
      Creator: 'Solestock',
      Producer: 'Solestock (PDFKit)',
    },
  });
  const regular = ownFont(locale);
  const bold = ownFont(locale, true);
  doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  // Registered, not embedded: PDFKit embeds a font only in a document that draws with it.
  doc.registerFont('emoji', loadFonts().emoji as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const w = new Writer(doc, model, locale);
  w.header(title);
  if (model.document === 'certificate-of-origin') w.certificate();
  else {
    w.parties();
    if (model.document !== 'proforma') w.transport();
    if (model.document === 'packing-list') w.cartons();
    else {
      w.lines();
      w.totals();
      w.closing();
    }
  }
  if (model.document === 'invoice') w.signature();
  w.footers(title);
  doc.end();
  return done;
}

class Writer {
  private readonly plan: CartonPlan;
  private readonly t: Translate<PaperMessageId>;
  /** The CJK fonts registered with this document so far (registered when first drawn with). */
  private readonly registered = new Set<string>();

  constructor(
    private readonly doc: Doc,
    private readonly m: DocumentModel,
    private readonly locale: Locale = DEFAULT_LOCALE,
  ) {
    doc.fillColor(INK);
    this.plan = cartonPlan(m);
    this.t = paperT(locale);
  }

  private money(amount: string): string {
    return moneyIn(this.locale, this.m.order.symbol, amount, this.m.order.currency);
  }

  /** A day as the paper's language writes it ("26 Nov 2026", "2026年11月26日"). */
  private day(iso: string): string {
    return this.locale === DEFAULT_LOCALE ? day(iso) : dayIn(this.locale, iso.slice(0, 10));
  }

  private font(bold: boolean, size: number) {
    return this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
  }

  /** Sets the font a run is drawn in. */
  private runFont(run: Run, bold: boolean, size: number) {
    if (run.font === 'own') return this.font(bold, size);
    if (run.font === 'emoji') return this.doc.font('emoji').fontSize(size);
    const name = `${run.font}${bold ? '-bold' : ''}`;
    if (!this.registered.has(name)) {
      const font = fallbackFont(run.font, bold);
      this.doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
      this.registered.add(name);
    }
    return this.doc.font(name).fontSize(size);
  }

  /** Writes text at (x, y) within `width`; answers the height it took. */
  private text(text: string, x: number, y: number, width: number, options: TextStyle = {}): number {
    const height = this.heightOf(text, width, options.bold, options.size);
    this.draw(text, x, y, width, options);
    return height;
  }

  private runs(text: string): Run[] {
    return fontRuns(text, this.locale);
  }

  /**
   * Writes text at (x, y) within `width`, wrapping it. Text with emoji is written run by run
   * (PDFKit wraps continued runs as one paragraph) and clipped to the height heightOf gave it,
   * which is an estimate for such text: it never runs into the next field.
   */
  private draw(text: string, x: number, y: number, width: number, options: TextStyle = {}) {
    const bold = options.bold ?? false;
    const size = options.size ?? SIZE.body;
    const runs = this.runs(text);
    const base = {
      width,
      align: options.align ?? 'left',
      lineGap: LINE_GAP,
      ...(options.oneLine ? { height: this.heightOf('M', width, bold, size), ellipsis: true } : {}),
    };
    this.doc.fillColor(options.color ?? INK);
    if (runs.length === 1 && runs[0]!.font === 'own') {
      this.font(bold, size);
      this.doc.text(text, x, y, base);
    } else {
      const height = base.height ?? this.heightOf(text, width, bold, size);
      runs.forEach((run, i) => {
        const continued = i < runs.length - 1;
        this.runFont(run, bold, size);
        if (i === 0) this.doc.text(run.text, x, y, { ...base, height, continued });
        else this.doc.text(run.text, { continued });
      });
    }
    this.doc.fillColor(INK);
  }

  /**
   * The height `text` takes within `width`. Most cells are one short line: measured by their
   * width alone, which costs a fraction of wrapping them (an 800-line order has thousands).
   * Text with emoji that needs wrapping is measured with each emoji as two wide letters, a
   * little wider than Noto Emoji draws it, so the estimate errs on the roomy side; text with CJK
   * is measured in the CJK font (its Latin letters are wider than DejaVu Condensed's: roomy too).
   */
  private heightOf(text: string, width: number, bold = false, size = SIZE.body): number {
    const runs = this.runs(text);
    let lineWidth = 0;
    let lineHeight = 0;
    for (const run of runs) {
      this.runFont(run, bold, size);
      lineWidth += this.doc.widthOfString(run.text);
      lineHeight = Math.max(lineHeight, this.doc.currentLineHeight(true));
    }
    if (!text.includes('\n') && lineWidth <= width) return lineHeight + LINE_GAP;
    const cjk = runs.find((r) => r.font === 'ja' || r.font === 'zh-CN');
    if (cjk) this.runFont(cjk, bold, size);
    else this.font(bold, size);
    const measured = runs
      .map((r) =>
        r.font === 'emoji' ? 'MM'.repeat([...graphemes.segment(r.text)].length) : r.text,
      )
      .join('');
    return this.doc.heightOfString(measured, { width, lineGap: LINE_GAP });
  }

  private ensureRoom(height: number) {
    if (this.doc.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.doc.y = MARGIN;
    return true;
  }

  // ------------------------------------------------------------------------------ header

  header(title: string) {
    const { seller, order, invoice } = this.m;
    const top = MARGIN;
    const leftWidth = WIDTH * 0.55;
    let y = top;
    // The shop's own name above the company that issues the paper, when they differ (docs/brand.md).
    const shopName = this.m.brand?.shop_name;
    if (shopName && shopName !== seller.legal_name)
      y += this.text(shopName, LEFT, y, leftWidth, { bold: true, size: SIZE.title });
    y += this.text(seller.legal_name, LEFT, y, leftWidth, { bold: true, size: SIZE.name });
    const contact = [
      ...seller.address,
      [seller.email, seller.phone].filter(Boolean).join(' · '),
    ].filter(Boolean);
    y += 2 + this.text(contact.join('\n'), LEFT, y + 2, leftWidth, { color: MUTED });
    // The exporter's registrations, in the body's colour: a broker reads them first.
    const ids = [
      ...(seller.tax_id ? [this.t('fact.taxId', { id: seller.tax_id })] : []),
      ...seller.exporter_ids.map((id) => `${id.label}: ${id.value}`),
    ];
    if (ids.length) y += 2 + this.text(ids.join('\n'), LEFT, y + 2, leftWidth);

    const rightX = LEFT + leftWidth + 10;
    const rightWidth = RIGHT - rightX;
    let ry = top;
    ry += this.text(title.toUpperCase(), rightX, ry, rightWidth, {
      bold: true,
      size: SIZE.title,
      align: 'right',
    });
    ry += 4;
    const facts: [string, string][] = [];
    const t = this.t;
    const document = this.m.document;
    if (document === 'invoice' && invoice)
      facts.push(
        [t('fact.invoiceNo'), invoice.number],
        [t('fact.invoiceDate'), this.day(invoice.issued_on)],
      );
    facts.push(
      [t('fact.orderNo'), String(order.id)],
      [t('fact.orderDate'), this.day(order.placed_on)],
    );
    if ((document === 'packing-list' || document === 'certificate-of-origin') && invoice)
      facts.push([t('fact.invoiceNo'), invoice.number]);
    if (document !== 'proforma' && order.shipped_on)
      facts.push([t('fact.shipped'), this.day(order.shipped_on)]);
    if (document === 'invoice' || document === 'proforma') {
      facts.push([t('fact.currency'), `${order.currency} (${order.symbol})`]);
      const terms = this.m.terms;
      // "Net 30 days, due 14 Jan 2027": the terms and, once shipped, the day it falls due.
      if (terms)
        facts.push([
          t('fact.terms'),
          terms.due_on
            ? t('fact.termsDue', { terms: terms.short, day: this.day(terms.due_on) })
            : terms.short,
        ]);
    }
    if (document === 'proforma')
      facts.push([
        t('fact.incoterm'),
        incotermWithPlace(this.m.export.incoterm, this.m.export.incoterm_place),
      ]);
    const labelWidth = 62;
    for (const [label, value] of facts) {
      const h = this.heightOf(value, rightWidth - labelWidth, true);
      this.draw(label, rightX, ry, labelWidth, { color: MUTED });
      this.draw(value, rightX + labelWidth, ry, rightWidth - labelWidth, {
        bold: true,
        align: 'right',
      });
      ry += h + 1;
    }
    this.doc.y = Math.max(y, ry) + 12;
    this.rule(this.doc.y);
    this.doc.y += 10;
  }

  parties() {
    const { buyer, delivery } = this.m;
    const colWidth = (WIDTH - 20) / 2;
    // BILL TO: the company as the order copied it, with its full address.
    const billed = [
      buyer.company?.name ?? buyer.contact.name,
      ...(buyer.company?.address ?? []),
      ...(buyer.company?.tax_id ? [this.t('fact.taxId', { id: buyer.company.tax_id })] : []),
      buyer.company
        ? this.t('party.contact', { name: buyer.contact.name, email: buyer.contact.email })
        : buyer.contact.email,
    ];
    // SHIP TO once: its company (or name) in bold, then who receives it, its lines and phone; a
    // line that repeats one above (a name the same as the company) is printed once.
    const shipped = delivery
      ? unique([
          ...[delivery.company, delivery.name].filter((v): v is string => Boolean(v)),
          ...delivery.address,
          ...(delivery.phone ? [this.t('party.phone', { phone: delivery.phone })] : []),
        ])
      : null;
    const y = this.doc.y;
    const t = this.t;
    const heading = t(this.m.document === 'packing-list' ? 'party.consignee' : 'party.billTo');
    const h1 = this.block(heading, billed, LEFT, y, colWidth);
    const shipTo = t('party.shipTo');
    const h2 = shipped
      ? this.block(shipTo, shipped, LEFT + colWidth + 20, y, colWidth)
      : this.block(shipTo, [], LEFT + colWidth + 20, y, colWidth, t('party.notGiven'));
    this.doc.y = y + Math.max(h1, h2) + 14;
  }

  /** A party: its heading, its name in bold, then its lines; or a note when there is none. */
  private block(
    heading: string,
    lines: string[],
    x: number,
    y: number,
    width: number,
    none?: string,
  ): number {
    let h = this.text(heading.toUpperCase(), x, y, width, {
      bold: true,
      size: SIZE.small,
      color: MUTED,
    });
    h += 2;
    if (none) return h + this.text(none, x, y + h, width, { color: MUTED });
    const [first = '', ...rest] = lines;
    h += this.text(first, x, y + h, width, { bold: true, size: SIZE.heading });
    if (rest.length) h += this.text(rest.join('\n'), x, y + h, width);
    return h;
  }

  // ------------------------------------------------------------------------------ tables

  private rule(y: number, color = RULE) {
    this.doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(color).stroke();
  }

  private tableHeader(columns: Column[]) {
    const y = this.doc.y;
    let x = LEFT;
    let height = 0;
    for (const c of columns) {
      height = Math.max(
        height,
        this.heightOf(c.header, c.width - 2 * CELL_PAD, true, SIZE.small) + 2 * CELL_PAD,
      );
    }
    this.doc.rect(LEFT, y, WIDTH, height).fill(SHADE);
    for (const c of columns) {
      this.draw(c.header, x + CELL_PAD, y + CELL_PAD, c.width - 2 * CELL_PAD, {
        bold: true,
        size: SIZE.small,
        align: c.align ?? 'left',
      });
      x += c.width;
    }
    this.doc.y = y + height;
    this.rule(this.doc.y);
  }

  private rowHeight(columns: Column[], row: Row): number {
    let height = 0;
    cellsOf(columns, row).forEach(({ cell, width }) => {
      const h = this.heightOf(
        cell.text,
        width - 2 * CELL_PAD,
        cell.bold ?? false,
        cell.small ? SIZE.small : SIZE.body,
      );
      height = Math.max(height, h);
    });
    return height + 2 * CELL_PAD;
  }

  private row(columns: Column[], row: Row, height: number) {
    const y = this.doc.y;
    if (row.shade) this.doc.rect(LEFT, y, WIDTH, height).fill('#fafafa');
    let x = LEFT;
    cellsOf(columns, row).forEach(({ cell, col, width, spans }) => {
      if (cell.text)
        this.draw(cell.text, x + CELL_PAD, y + CELL_PAD, width - 2 * CELL_PAD, {
          bold: cell.bold ?? false,
          size: cell.small ? SIZE.small : SIZE.body,
          align: spans ? 'left' : (col.align ?? 'left'),
          color: cell.muted ? MUTED : INK,
        });
      x += width;
    });
    this.doc.y = y + height;
  }

  /**
   * Rows kept together in `chunks` (a style's heading with its first colour), the header
   * drawn again at the top of each new page.
   */
  private table(columns: Column[], chunks: Row[][]) {
    this.tableHeader(columns);
    for (const chunk of chunks) {
      const heights = chunk.map((r) => this.rowHeight(columns, r));
      const keep = heights[0]! + (heights[1] ?? 0);
      if (this.ensureRoom(keep)) this.tableHeader(columns);
      chunk.forEach((r, i) => {
        if (i > 0 && this.ensureRoom(heights[i]!)) this.tableHeader(columns);
        this.row(columns, r, heights[i]!);
      });
      this.rule(this.doc.y, '#e5e7eb');
    }
    this.rule(this.doc.y);
  }

  lines() {
    const cur = this.m.order.currency;
    const t = this.t;
    const columns: Column[] = [
      { header: t('lines.style'), width: 140 },
      { header: t('lines.sizes'), width: 190 },
      { header: t('lines.pairs'), width: 34, align: 'right' },
      { header: t('lines.unitPrice', { currency: cur }), width: 70, align: 'right' },
      { header: t('lines.amount', { currency: cur }), width: WIDTH - 434, align: 'right' },
    ];
    const chunks: Row[][] = [];
    for (const style of groupByStyle(this.m.lines)) {
      const first = style[0]!;
      const facts = [
        first.hs_code ? t('lines.hs', { code: first.hs_code }) : null,
        first.origin ? t('lines.origin', { origin: first.origin }) : null,
      ].filter(Boolean);
      // HS code, origin and material in the body's colour: what customs reads on each line.
      const about = [
        facts.join(' · '),
        first.material ? t('lines.material', { material: first.material }) : '',
      ]
        .filter(Boolean)
        .join('\n');
      const heading: Row = {
        shade: true,
        cells: [
          { text: styleTitle(first), bold: true },
          { text: about, span: 4 },
        ],
      };
      const rows: Row[] = style.map((g) => ({
        cells: [
          {
            text: g.mode
              ? t('lines.byMode', { color: g.color, mode: t(`mode.${g.mode}`) })
              : g.color,
          },
          { text: sizesText(g.sizes) },
          { text: String(g.pairs) },
          { text: this.money(g.unit_price) },
          { text: this.money(g.amount) },
        ],
      }));
      chunks.push([heading, ...rows]);
    }
    this.table(columns, chunks);
    this.doc.y += 8;
  }

  totals() {
    const { money } = this.m;
    const cur = this.m.order.currency;
    const pairs = this.m.lines.reduce((n, g) => n + g.pairs, 0);
    const t = this.t;
    const rows: [string, string, boolean][] = [
      [t('totals.goods', { pairs: String(pairs) }), this.money(money.goods), false],
      [
        t('totals.shipping'),
        money.shipping === null ? t('totals.setAtConfirmation') : this.money(money.shipping),
        false,
      ],
      ...taxTotalRows(this.m, t, (amount) => this.money(amount)),
      [t('totals.total', { currency: cur }), this.money(money.total), true],
    ];
    if (money.deposit)
      rows.push([
        t('totals.deposit', { percent: money.deposit.percent }),
        this.money(money.deposit.amount),
        false,
      ]);
    for (const p of money.payments)
      rows.push([`${p.label}, ${this.day(p.date)}`, this.money(p.amount), false]);
    if (money.payments.length > 0) rows.push([t('totals.paid'), this.money(money.paid), false]);
    rows.push([t('totals.balanceDue', { currency: cur }), this.money(money.balance_due), true]);

    // Wide enough for a payment's words on one line ("Bank transfer, ref. BACS 0001, 15 Jan 2026").
    const labelWidth = 250;
    const valueWidth = 90;
    const x = RIGHT - labelWidth - valueWidth;
    const heights = rows.map(([label]) => this.heightOf(label, labelWidth - 2 * CELL_PAD) + 4);
    this.ensureRoom(heights.reduce((a, b) => a + b, 0));
    rows.forEach(([label, value, strong], i) => {
      const y = this.doc.y;
      if (strong) this.doc.rect(x, y, labelWidth + valueWidth, heights[i]!).fill(SHADE);
      this.draw(label, x + CELL_PAD, y + 2, labelWidth - 2 * CELL_PAD, { bold: strong });
      this.draw(value, x + labelWidth, y + 2, valueWidth - CELL_PAD, {
        bold: strong,
        align: 'right',
      });
      this.doc.y = y + heights[i]!;
    });
    this.doc.y += 10;
  }

  /** Terms, the bank details, the shipment's size and, on the invoice, the declaration. */
  closing() {
    const { terms, seller, packing } = this.m;
    const paragraphs: [string, string][] = [];
    const t = this.t;
    if (terms)
      paragraphs.push([
        t('closing.paymentTerms'),
        terms.due_on
          ? t('closing.termsDue', { terms: terms.text, day: this.day(terms.due_on) })
          : t('closing.terms', { terms: terms.text }),
      ]);
    const { totals } = this.plan;
    const unweighed = packing.unweighed_cartons;
    paragraphs.push([
      t(this.m.document === 'proforma' ? 'closing.shipmentEstimated' : 'closing.shipment'),
      t('closing.shipmentSize', {
        cartons: totals.cartons,
        n: String(totals.cartons),
        pairs: String(packing.pairs),
        kg: packing.net_weight_kg,
        unweighed:
          unweighed > 0 ? t('closing.unweighed', { count: unweighed, n: String(unweighed) }) : '',
        gross: totals.gross_kg ? t('closing.gross', { kg: totals.gross_kg }) : '',
        volume: totals.cbm ? t('closing.volume', { cbm: totals.cbm }) : '',
        incoterm: this.incoterm(),
      }),
    ]);
    paragraphs.push(...taxParagraphs(this.m, t));
    if (seller.bank_details) paragraphs.push([t('closing.bankDetails'), seller.bank_details]);
    // The invoice's declaration is printed beside its signature (signature()).
    if (this.m.document !== 'invoice')
      paragraphs.push([t('closing.proforma'), t('closing.proformaNote')]);
    for (const [heading, body] of paragraphs) {
      const h = this.heightOf(heading, WIDTH, true, SIZE.small) + this.heightOf(body, WIDTH) + 10;
      this.ensureRoom(h);
      const y = this.doc.y;
      const hh = this.text(heading.toUpperCase(), LEFT, y, WIDTH, {
        bold: true,
        size: SIZE.small,
        color: MUTED,
      });
      const bh = this.text(body, LEFT, y + hh + 1, WIDTH);
      this.doc.y = y + hh + bh + 9;
    }
  }

  /**
   * "FOB Chennai (Free On Board, Incoterms 2020)": the rule's name in the paper's language, its
   * code and named place as they are (docs/languages-mails-and-papers.md).
   */
  incoterm(): string {
    const { incoterm, incoterm_place: place } = this.m.export;
    if (this.m.locale === DEFAULT_LOCALE || !isIncoterm(incoterm))
      return incotermLong(incoterm, place);
    return this.t('incoterm.long', {
      named: incotermWithPlace(incoterm, place),
      words: this.t(`incoterm.${incoterm}`),
    });
  }

  /**
   * How the goods travel, under the parties: the incoterm with its named place, the mode, the
   * ports, the air waybill or bill of lading, the carrier. A grid of three columns.
   */
  transport() {
    const x = this.m.export;
    const shipment = this.m.shipment;
    const { carrier, tracking_number } = this.m.order;
    const t = this.t;
    const facts: [string, string][] = [
      [t('fact.incoterm'), this.incoterm()],
      [t('transport.transport'), t(`transport.${x.transport}`)],
      [t('transport.portOfLoading'), x.port_of_loading || t('transport.notNamed')],
      [t('transport.portOfDischarge'), x.port_of_discharge || t('transport.notNamed')],
    ];
    if (shipment?.waybill) facts.push([t(`waybill.${x.transport}`), shipment.waybill]);
    const via = shipment?.carrier ?? carrier;
    const tracking = shipment?.tracking ?? tracking_number;
    if (via || tracking)
      facts.push([
        t('transport.carrier'),
        via && tracking ? t('transport.tracking', { carrier: via, tracking }) : (via ?? tracking)!,
      ]);
    this.grid(facts, 3);
    this.doc.y += 8;
  }

  /** Labelled facts in `columns` columns, each label small above its value, ruled above and below. */
  private grid(facts: [string, string][], columns: number) {
    const width = WIDTH / columns;
    this.rule(this.doc.y);
    this.doc.y += 5;
    for (let i = 0; i < facts.length; i += columns) {
      const row = facts.slice(i, i + columns);
      const heights = row.map(
        ([label, value]) =>
          this.heightOf(label, width - 8, true, SIZE.small) + this.heightOf(value, width - 8) + 6,
      );
      const height = Math.max(...heights);
      this.ensureRoom(height);
      const y = this.doc.y;
      row.forEach(([label, value], j) => {
        const x = LEFT + j * width;
        const lh = this.text(label.toUpperCase(), x, y, width - 8, {
          bold: true,
          size: SIZE.small,
          color: MUTED,
        });
        this.text(value, x, y + lh, width - 8);
      });
      this.doc.y = y + height;
    }
    this.rule(this.doc.y);
  }

  /**
   * The packing list's cartons: each carton "n of N" with its marks, what it holds, net and gross
   * kg, dimensions and CBM; then the totals. Cartons staff entered when shipping are printed as
   * entered; without them, the shop's packing rule's cartons (net weight only).
   */
  cartons() {
    const plan = this.plan;
    const t = this.t;
    const columns: Column[] = [
      { header: t('cartons.carton'), width: 48 },
      { header: t('cartons.marks'), width: 106 },
      { header: t('cartons.contents'), width: 138 },
      { header: t('lines.pairs'), width: 30, align: 'right' },
      { header: t('cartons.netKg'), width: 40, align: 'right' },
      { header: t('cartons.grossKg'), width: 42, align: 'right' },
      { header: t('cartons.dimensions'), width: 64, align: 'right' },
      { header: t('cartons.cbm'), width: WIDTH - 468, align: 'right' },
    ];
    const chunks: Row[][] = plan.cartons.map((c) => [
      {
        cells: [
          { text: t('cartons.nOf', { n: String(c.n), of: String(c.of) }), bold: true },
          { text: c.marks, small: true },
          {
            text: c.content
              ? `${c.content.style_name} · ${c.content.color}\n${sizesText(c.content.sizes)}${c.content.pack ? `\n${t('cartons.pack', { pack: c.content.pack })}` : ''}`
              : t('cartons.seeBelow'),
          },
          { text: c.content ? String(c.content.pairs) : '' },
          { text: c.net_kg ?? '—' },
          { text: c.gross_kg ?? '—' },
          { text: c.dimensions ?? '—' },
          { text: c.cbm ?? '—' },
        ],
      },
    ]);
    this.table(columns, chunks);
    this.doc.y += 8;
    if (plan.contentsApart) this.contents();
    this.cartonTotals();
  }

  /** What the shipment holds by style and colour, when staff's cartons are not the rule's. */
  private contents() {
    const columns: Column[] = [
      { header: this.t('contents.style'), width: 220 },
      { header: this.t('lines.sizes'), width: 240 },
      { header: this.t('lines.pairs'), width: WIDTH - 460, align: 'right' },
    ];
    const chunks: Row[][] = this.m.lines.map((g) => [
      {
        cells: [
          { text: `${styleTitle(g)} · ${g.color}` },
          { text: sizesText(g.sizes) },
          { text: String(g.pairs) },
        ],
      },
    ]);
    this.table(columns, chunks);
    this.doc.y += 8;
  }

  private cartonTotals() {
    const { packing } = this.m;
    const { totals } = this.plan;
    const t = this.t;
    const summary: [string, string][] = [
      [t('summary.cartons'), String(totals.cartons)],
      [t('lines.pairs'), String(totals.pairs)],
      [t('summary.netWeight'), `${totals.net_kg} kg`],
      [
        t('summary.grossWeight'),
        totals.gross_kg ? `${totals.gross_kg} kg` : t('summary.notWeighed'),
      ],
      [t('summary.volume'), totals.cbm ? `${totals.cbm} CBM` : t('summary.notMeasured')],
    ];
    if (!this.m.shipment?.cartons.length)
      summary.push([
        t('summary.looseCartons'),
        t('summary.upTo', { pairs: String(packing.carton_pairs) }),
      ]);
    const labelWidth = 120;
    const valueWidth = 90;
    const x = RIGHT - labelWidth - valueWidth;
    this.ensureRoom(summary.length * 13 + 40);
    for (const [label, value] of summary) {
      const y = this.doc.y;
      this.draw(label, x, y, labelWidth);
      this.draw(value, x + labelWidth, y, valueWidth, { bold: true, align: 'right' });
      this.doc.y = y + 13;
    }
    if (packing.unweighed_cartons > 0) {
      this.doc.y += 4;
      this.doc.y += this.text(
        t('summary.unweighedNote', {
          count: packing.unweighed_cartons,
          n: String(packing.unweighed_cartons),
        }),
        LEFT,
        this.doc.y,
        WIDTH,
        { color: MUTED },
      );
    }
  }

  /**
   * The signatory's block: for the seller, a line to sign on, name, title, place and date; on the
   * invoice, the seller's declaration beside it, kept on one page together.
   */
  signature() {
    const { seller } = this.m;
    const { name, title, place } = seller.signatory;
    const date = this.m.invoice?.issued_on ?? this.m.order.shipped_on ?? this.m.order.placed_on;
    const width = 230;
    const x = RIGHT - width;
    const t = this.t;
    const lines = [
      t('sign.name', { name: name || '………………………………' }),
      t('sign.title', { title: title || '………………………………' }),
      t('sign.placeDate', { value: [place, this.day(date)].filter(Boolean).join(', ') }),
    ];
    const onBehalf = t('sign.onBehalf', { name: seller.legal_name });
    const declarationWidth = WIDTH - width - 20;
    const declared = this.m.document === 'invoice';
    const declaration = declared
      ? this.heightOf(t('sign.declaration'), declarationWidth, true, SIZE.small) +
        this.heightOf(seller.declaration, declarationWidth) +
        8
      : 0;
    const block =
      this.heightOf(onBehalf, width, true) + this.heightOf(lines.join('\n'), width) + 52;
    this.ensureRoom(Math.max(block, declaration));
    const top = this.doc.y + 4;
    if (declared) {
      const hh = this.text(t('sign.declaration'), LEFT, top, declarationWidth, {
        bold: true,
        size: SIZE.small,
        color: MUTED,
      });
      this.text(seller.declaration, LEFT, top + hh + 1, declarationWidth);
    }
    let y = top;
    y += this.text(onBehalf, x, y, width, { bold: true });
    y += 30;
    this.doc.moveTo(x, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(INK).stroke();
    y += 2;
    y += this.text(t('sign.authorised'), x, y, width, { size: SIZE.small, color: MUTED });
    y += this.text(lines.join('\n'), x, y + 2, width) + 2;
    this.doc.y = Math.max(y, top + declaration) + 6;
  }

  /**
   * The certificate of origin's draft (docs/export-papers.md): what a chamber of commerce fills
   * its form from. Exporter and consignee, transport, marks and cartons, then each style with its
   * description, HS code, origin and weights, the exporter's declaration and signature.
   */
  certificate() {
    const { seller, buyer, export: x, shipment } = this.m;
    const plan = this.plan;
    // The draft's heading, across the page.
    const y0 = this.doc.y;
    const banner =
      'DRAFT — for the chamber of commerce: not a certificate until the chamber stamps it';
    const bh = this.heightOf(banner, WIDTH - 12, true, SIZE.heading) + 8;
    this.doc.rect(LEFT, y0, WIDTH, bh).fill(SHADE);
    this.text(banner, LEFT + 6, y0 + 4, WIDTH - 12, { bold: true, size: SIZE.heading });
    this.doc.y = y0 + bh + 10;

    const colWidth = (WIDTH - 20) / 2;
    const exporter = [
      seller.legal_name,
      ...seller.address,
      ...(seller.tax_id ? [`Tax id: ${seller.tax_id}`] : []),
      ...seller.exporter_ids.map((id) => `${id.label}: ${id.value}`),
    ];
    const consignee = [
      buyer.company?.name ?? buyer.contact.name,
      ...(buyer.company?.address ?? []),
      ...(buyer.company?.tax_id ? [`Tax id: ${buyer.company.tax_id}`] : []),
    ];
    let y = this.doc.y;
    const h1 = this.block('1. Exporter', exporter, LEFT, y, colWidth);
    const h2 = this.block('2. Consignee', consignee, LEFT + colWidth + 20, y, colWidth);
    this.doc.y = y + Math.max(h1, h2) + 10;

    const origins = unique(this.m.lines.map((l) => l.origin ?? '').filter(Boolean));
    const facts: [string, string][] = [
      ['3. Transport', TRANSPORT_WORDS[x.transport]],
      ['Port of loading', x.port_of_loading || 'Not named'],
      ['Port of discharge', x.port_of_discharge || 'Not named'],
      ['Incoterm', incotermLong(x.incoterm, x.incoterm_place)],
      ...(shipment?.waybill
        ? [[WAYBILL_WORDS[x.transport], shipment.waybill] as [string, string]]
        : []),
      ['4. Country of origin', origins.join(', ') || 'Not recorded'],
    ];
    this.grid(facts, 3);
    this.doc.y += 8;

    // 5. Marks and the packages: the marks of the first carton stand for all (1 to N).
    const first = plan.cartons[0];
    const marks = first
      ? first.marks.replace(/Carton 1 of (\d+)/, 'Cartons 1 to $1')
      : 'No cartons';
    y = this.doc.y;
    const m1 = this.block('5. Marks and numbers', marks.split('\n'), LEFT, y, colWidth);
    const packages = [
      `${plan.totals.cartons} ${plan.totals.cartons === 1 ? 'carton' : 'cartons'}, ${plan.totals.pairs} pairs of footwear`,
      `Net weight ${plan.totals.net_kg} kg`,
      ...(plan.totals.gross_kg ? [`Gross weight ${plan.totals.gross_kg} kg`] : []),
    ];
    const m2 = this.block(
      '6. Number and kind of packages',
      packages,
      LEFT + colWidth + 20,
      y,
      colWidth,
    );
    this.doc.y = y + Math.max(m1, m2) + 10;

    this.originLines();
    this.originDeclaration();
    this.signature();
    this.chamberBox();
  }

  /** 7. Each style: description (style, brand, colours, material), HS code, origin, cartons, kg. */
  private originLines() {
    const weights = styleWeights(this.plan);
    const columns: Column[] = [
      { header: '7. Description of goods', width: 184 },
      { header: 'HS code', width: 64 },
      { header: 'Origin', width: 80 },
      { header: 'Pairs', width: 38, align: 'right' },
      { header: 'Cartons', width: 42, align: 'right' },
      { header: 'Net kg', width: 52, align: 'right' },
      { header: 'Gross kg', width: WIDTH - 460, align: 'right' },
    ];
    const chunks: Row[][] = groupByStyle(this.m.lines).map((style) => {
      const g = style[0]!;
      const w = weights.get(g.style);
      const colours = unique(style.map((s) => s.color)).join(', ');
      const description = [
        `${styleTitle(g)}, footwear`,
        `Colours: ${colours}`,
        g.material ? `Material: ${g.material}` : 'Material: not recorded',
      ].join('\n');
      return [
        {
          cells: [
            { text: description },
            { text: g.hs_code ?? '—' },
            { text: g.origin ?? '—' },
            { text: String(style.reduce((n, s) => n + s.pairs, 0)) },
            { text: w ? String(w.cartons) : '—' },
            { text: w?.net_kg ?? '—' },
            { text: w?.gross_kg ?? '—' },
          ],
        },
      ];
    });
    this.table(columns, chunks);
    const { totals } = this.plan;
    const pairs = this.m.lines.reduce((n, g) => n + g.pairs, 0);
    const total: Row = {
      cells: [
        { text: 'Total', bold: true },
        { text: '' },
        { text: '' },
        { text: String(pairs), bold: true },
        { text: String(totals.cartons), bold: true },
        { text: totals.net_kg, bold: true },
        { text: totals.gross_kg ?? '—', bold: true },
      ],
    };
    const height = this.rowHeight(columns, total);
    this.ensureRoom(height);
    this.row(columns, total, height);
    this.rule(this.doc.y);
    this.doc.y += 10;
  }

  private originDeclaration() {
    const text =
      "8. Declaration by the exporter: the undersigned declares that the details and statements above are correct, that all the goods were produced in the countries shown, and that they comply with the origin requirements for export to the consignee's country.";
    const h = this.heightOf(text, WIDTH) + 6;
    this.ensureRoom(h);
    this.doc.y += this.text(text, LEFT, this.doc.y, WIDTH) + 6;
  }

  /** The chamber's own box, left empty for its stamp and signature. */
  private chamberBox() {
    const height = 70;
    this.ensureRoom(height + 10);
    const y = this.doc.y + 4;
    this.doc.rect(LEFT, y, WIDTH, height).lineWidth(0.5).strokeColor(RULE).stroke();
    this.text(
      '9. Certification by the chamber of commerce (stamp, signature, date): left blank',
      LEFT + 6,
      y + 5,
      WIDTH - 12,
      { bold: true, size: SIZE.small, color: MUTED },
    );
    this.doc.y = y + height + 6;
  }

  /** "Page N of M" and the document's reference on every page, in the bottom margin. */
  footers(title: string) {
    const range = this.doc.bufferedPageRange();
    const reference =
      this.m.document === 'invoice' && this.m.invoice
        ? this.t('footer.invoiceRef', { title, number: this.m.invoice.number })
        : this.t('footer.orderRef', { title, id: String(this.m.order.id) });
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      // Writing below the bottom margin would start a new page: the margin is lifted meanwhile.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = PAGE.height - MARGIN + 8;
      // One line, the reference first: a long legal name is cut short, never pushed off the page.
      this.draw(`${reference} · ${this.m.seller.legal_name}`, LEFT, y, WIDTH * 0.7, {
        size: SIZE.small,
        color: MUTED,
        oneLine: true,
      });
      const page = this.t('footer.page', { page: String(i + 1), pages: String(range.count) });
      this.draw(page, LEFT + WIDTH * 0.7, y, WIDTH * 0.3, {
        size: SIZE.small,
        color: MUTED,
        align: 'right',
      });
      // The brand's legal text under it, one line (docs/brand.md).
      const legal = this.m.brand?.legal_text.replace(/\s+/g, ' ').trim();
      if (legal)
        this.draw(legal, LEFT, y + 11, WIDTH, { size: SIZE.small, color: MUTED, oneLine: true });
      this.doc.page.margins.bottom = bottom;
    }
  }
}

// ---- Tax (decision 181): the tax rows of the totals and the legend or registration paragraph.

/** "VAT 20 % on goods" and, once set, "… on shipping": only on a taxed order. */
function taxTotalRows(
  m: DocumentModel,
  t: Translate<PaperMessageId>,
  money: (amount: string) => string,
): [string, string, boolean][] {
  const tax = m.tax;
  if (!tax?.row) return [];
  return [
    [t('tax.onGoods', { row: tax.row }), money(tax.goods_tax), false],
    ...(tax.shipping_tax === null
      ? []
      : [
          [t('tax.onShipping', { row: tax.row }), money(tax.shipping_tax), false] as [
            string,
            string,
            boolean,
          ],
        ]),
  ];
}

/** The zero-rated legend, or the tax charged with the seller's registration in the destination. */
function taxParagraphs(m: DocumentModel, t: Translate<PaperMessageId>): [string, string][] {
  const tax = m.tax;
  if (!tax) return [];
  if (tax.legend) return [[t('tax.heading'), tax.legend]];
  const values = {
    row: String(tax.row),
    country: tax.country,
    registration: tax.registration ?? '',
  };
  return [
    [t('tax.heading'), t(tax.registration ? 'tax.chargedRegistered' : 'tax.charged', values)],
  ];
}

/** Groups of one style, in the order their first line appears. */
function groupByStyle(lines: readonly DocumentLineGroup[]): DocumentLineGroup[][] {
  const styles = new Map<string, DocumentLineGroup[]>();
  for (const g of lines) {
    const key = `${g.style}\u0000${g.brand}\u0000${g.hs_code ?? ''}\u0000${g.origin ?? ''}\u0000${g.material ?? ''}`;
    styles.set(key, [...(styles.get(key) ?? []), g]);
  }
  return [...styles.values()];
}

/** The style's name, and its brand unless the name already says it. */
function styleTitle(g: DocumentLineGroup): string {
  const brand = g.brand.trim();
  if (!brand || g.style.toLowerCase().includes(brand.toLowerCase())) return g.style;
  return `${g.style} · ${brand}`;
}

/** "6×2  7×3  8×3": each size and its pairs (a one-size line is its pairs alone). */
function sizesText(sizes: readonly { size: string; pairs: number }[]): string {
  return sizes.map((s) => (s.size ? `${s.size}×${s.pairs}` : `${s.pairs}`)).join('  ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-11-26 → "26 Nov 2026": read the same way in every country. */
export function day(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** The lines with a repeat of an earlier one left out (case and spaces aside). */
function unique(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((l) => {
    const key = l.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
