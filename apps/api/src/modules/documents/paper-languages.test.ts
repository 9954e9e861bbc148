// The trade papers in the ordering buyer's language (docs/languages-mails-and-papers.md; decision
// 209): a Japanese or Chinese buyer's proforma, drawn in the worker thread, has its labels in the
// language and the product names as written, in Noto Sans JP / SC embedded (subset) with their
// Unicode maps, and every character of its text has a glyph in an embedded font (none is drawn as
// an empty box). An English buyer's has neither font.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '@solestock/domain/locales';
import { sampleDocumentModel } from '../../test/document-samples.ts';
import { pdfFonts, pdfText } from '../../test/pdf-text.ts';
import { DocumentRenderer } from './document-renderer.ts';

const renderer = new DocumentRenderer();
afterAll(() => renderer.close());

const resolve = createRequire(import.meta.url).resolve;
const fontFile = (pkg: string, file: string) =>
  join(dirname(resolve(`${pkg}/package.json`)), '400Regular', file);
const FONTS: Record<string, fontkit.Font> = {
  NotoSansJP: fontkit.openSync(
    fontFile('@expo-google-fonts/noto-sans-jp', 'NotoSansJP_400Regular.ttf'),
  ) as fontkit.Font,
  NotoSansSC: fontkit.openSync(
    fontFile('@expo-google-fonts/noto-sans-sc', 'NotoSansSC_400Regular.ttf'),
  ) as fontkit.Font,
  DejaVuSansCondensed: fontkit.openSync(
    join(dirname(resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSansCondensed.ttf'),
  ) as fontkit.Font,
};

async function proforma(locale: Locale, names: string[]) {
  const model = sampleDocumentModel({ document: 'proforma', currency: 'jpy', lines: 24 });
  model.locale = locale;
  const styles = [...new Set(model.lines.map((l) => l.style))];
  model.lines = model.lines.map((l) => ({
    ...l,
    style: names[styles.indexOf(l.style)] ?? l.style,
  }));
  const pdf = await renderer.render(model);
  return { text: (await pdfText(pdf)).replace(/[ \t]+/g, ' '), fonts: await pdfFonts(pdf) };
}

/** The characters of `text` that no embedded font (by its name in pdffonts) has a glyph for. */
function uncovered(text: string, fonts: { name: string }[]): string[] {
  const embedded = Object.entries(FONTS)
    .filter(([name]) => fonts.some((f) => f.name.includes(`+${name}-`)))
    .map(([, font]) => font);
  expect(embedded.length).toBeGreaterThan(0);
  return [...new Set(text.replace(/\s/g, ''))].filter(
    (c) => !embedded.some((f) => f.hasGlyphForCodePoint(c.codePointAt(0)!)),
  );
}

describe('a buyer’s proforma in their language', () => {
  it('Japanese: labels and product names in Noto Sans JP, every character covered', async () => {
    const { text, fonts } = await proforma('ja', ['紳士 本革 ブローグ', 'カフェ・スニーカー']);
    for (const part of [
      'プロフォーマインボイス',
      '注文番号 4821',
      '注文日 2026年3月2日',
      '請求先 届け先',
      'スタイル・カラー',
      '紳士 本革 ブローグ · Northgate',
      'カフェ・スニーカー · Café Atelier',
      '商品（144足）',
      '合計（JPY）',
      '未払残高（JPY）',
      '出荷（見込み）',
      'このプロフォーマインボイスは',
      'FOB Felixstowe（本船渡し、インコタームズ 2020）',
      '1 / 1 ページ',
    ])
      expect(text, part).toContain(part);
    expect(text).not.toMatch(/Order no\.|BILL TO|Balance due|Free On Board/);
    const names = fonts.map((f) => f.name);
    expect(names.some((n) => n.includes('+NotoSansJP-Regular'))).toBe(true);
    expect(fonts.every((f) => f.embedded && f.unicode)).toBe(true);
    expect(uncovered(text, fonts)).toEqual([]);
  });

  it('Chinese: labels and product names in Noto Sans SC, every character covered', async () => {
    const { text, fonts } = await proforma('zh-CN', ['男士真皮布洛克鞋', '咖啡运动鞋']);
    for (const part of [
      '形式发票',
      '订单号 4821',
      '账单寄至 收货地址',
      '款式及颜色',
      '男士真皮布洛克鞋 · Northgate',
      '货物（144 双）',
      '应付余额（JPY）',
      '第 1 页，共 1 页',
      'FOB Felixstowe（船上交货，',
    ])
      expect(text, part).toContain(part);
    expect(fonts.some((f) => f.name.includes('+NotoSansSC-Regular'))).toBe(true);
    expect(fonts.every((f) => f.embedded && f.unicode)).toBe(true);
    expect(uncovered(text, fonts)).toEqual([]);
  });

  it('English: as always, in DejaVu alone', async () => {
    const { text, fonts } = await proforma('en', []);
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toContain('Order no. 4821');
    expect(text).toContain('FOB Felixstowe (Free On Board, Incoterms 2020)');
    expect(fonts.every((f) => f.name.includes('DejaVu'))).toBe(true);
  });
});
