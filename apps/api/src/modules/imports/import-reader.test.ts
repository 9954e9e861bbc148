// Reading import files in a worker thread (decision 128, issue 27): a normal 100,000-row file is
// read whole, in batches; the main thread keeps turning meanwhile; the heap and time limits end a
// worker with a sentence; and a workbook's shared strings are counted before exceljs caches them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipOf } from './hostile-files.ts';
import { checkXlsxParts, ImportFileProblem, MAX_SHARED_STRINGS } from './import-file.ts';
import { READER_LIMITS, readImportInWorker } from './import-reader.ts';

const SAMPLE = readFileSync(
  resolve(import.meta.dirname, '../../../../../docs/samples/catalogue.csv'),
  'utf8',
).split('\n');

/** A CSV of `n` products: the sample's second row with numbered SKUs. */
function catalogue(n: number): Buffer {
  const row = SAMPLE[1]!.split(',');
  const lines = [SAMPLE[0]!];
  for (let i = 0; i < n; i++) lines.push([`SKU-${i}`, ...row.slice(1)].join(','));
  return Buffer.from(lines.join('\n') + '\n');
}

describe('reading an import file in a worker thread', () => {
  it('reads a 100,000-row file whole, in order, in batches of 2,000, while the main thread turns', async () => {
    const file = catalogue(100_000);
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns++;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const reading = readImportInWorker(file, 'csv');
    const total = await reading.total();
    // The count is read before the first row: the event loop went round meanwhile.
    const turnsWhileCounting = turns;
    turning = false;
    expect(total).toBe(100_000);
    expect(turnsWhileCounting).toBeGreaterThan(0);
    let rows = 0;
    let last = 1;
    for await (const batch of reading.batches()) {
      expect(batch.length).toBeLessThanOrEqual(READER_LIMITS.batch);
      for (const { row, record } of batch) {
        expect(row).toBe(last + 1);
        last = row;
        rows++;
        if (row === 100_001) expect(record.sku).toBe('SKU-99999');
      }
    }
    expect(rows).toBe(100_000);
  }, 300_000);

  it('ends a worker past its time limit with a sentence', async () => {
    const reading = readImportInWorker(catalogue(20_000), 'csv', { ...READER_LIMITS, timeMs: 1 });
    const error = await reading.total().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileProblem);
    expect((error as Error).message).toMatch(/^Reading this file took more than 0 seconds/);
  });

  it('ends a worker past its heap limit with a sentence', async () => {
    // 4 MB is less than the reader needs to start; a hostile file reaches the 768 MB the same way.
    const reading = readImportInWorker(catalogue(10), 'csv', { ...READER_LIMITS, heapMb: 4 });
    const error = await reading.total().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileProblem);
    expect((error as Error).message).toMatch(/^Reading this file needed more than 4 MB of memory/);
  }, 60_000);

  it('after a problem or a limit, the next file is read by a sound worker', async () => {
    const reading = readImportInWorker(catalogue(3), 'csv');
    expect(await reading.total()).toBe(3);
    const batches = [];
    for await (const batch of reading.batches()) batches.push(batch);
    expect(batches.flat().map((r) => r.record.sku)).toEqual(['SKU-0', 'SKU-1', 'SKU-2']);
  }, 60_000);

  it('refuses a workbook of more shared strings than a catalogue needs, before caching them', async () => {
    const strings = Buffer.from(
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si/>'.repeat(MAX_SHARED_STRINGS + 1)}</sst>`,
    );
    const file = await zipOf([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/sharedStrings.xml', data: strings },
    ]);
    await expect(checkXlsxParts(file)).rejects.toThrow(/holds more than 4,000,000 distinct texts/);
  }, 60_000);
});
