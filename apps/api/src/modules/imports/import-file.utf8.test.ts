// A workbook's texts are read as UTF-8 across the reader's chunks: exceljs 4.4.0 decoded each
// 16 KB chunk on its own, so a Japanese or Chinese character split between two chunks came back
// as U+FFFD and the import refused rows of one style as disagreeing (exceljs #2084, #2316). The
// fix is patches/exceljs+4.4.0.patch (one streaming decoder per parse); this test fails without it.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './import-file.ts';

async function workbookOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Catalogue');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading a workbook of Japanese and Chinese texts', () => {
  it('reads every character back whole, however the chunks fall', async () => {
    // Texts of three-byte characters long enough to cross many chunk boundaries at every offset.
    const texts = Array.from(
      { length: 400 },
      (_, i) => `${i} ${'レザースニーカー'.repeat(6)} ${'真皮男鞋'.repeat(5 + (i % 7))}`,
    );
    const bytes = await workbookOf([['sku', 'name_ja'], ...texts.map((t, i) => [`SKU-${i}`, t])]);
    const read: string[] = [];
    for await (const { row, cells } of rowsOf(bytes, 'xlsx')) if (row > 1) read.push(cells[1]!);
    expect(read).toHaveLength(texts.length);
    expect(read.filter((t) => t.includes('\uFFFD'))).toEqual([]);
    expect(read).toEqual(texts);
  });
});
