// A price list's entries as a file (docs/price-lists.md, "Files"): exported as CSV or XLSX in the
// columns ENTRY_FILE_COLUMNS, and imported from either, read by the catalogue import's own
// reader (sniffImportFile, checkXlsxParts, rowsOf: its limits against hostile files). A file is
// at most ENTRIES_FILE_BYTES and PRICE_LIST_LIMITS.entriesMax rows, a few hundred kilobytes of
// text, read as a stream that gives the event loop back between chunks; every bad row is named by
// its spreadsheet row number and nothing is written unless every row is good.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  ENTRY_FILE_COLUMNS,
  PRICE_LIST_LIMITS,
  priceListEntriesAnswer,
  type EntryInput,
  type PriceListEntry,
} from '@solestock/domain/back-office/price-list-payloads';
import { badRequest } from '../../http/errors.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { priceListEntries, priceListParams, setPriceListEntries } from '../price-lists/index.ts';
import { uploadOf } from './upload.ts';
import { checkXlsxParts, ImportFileProblem, rowsOf, sniffImportFile } from './import-file.ts';

/** A price list's file: far more than 10,000 rows of SKUs and prices need. */
export const ENTRIES_FILE_BYTES = 4 * 1024 * 1024;

const SLABS = [1, 2, 3, 4, 5] as const;

/** The rows of a file as the export writes them: one per entry, slabs in five column groups. */
function entryRows(entries: readonly PriceListEntry[]): string[][] {
  return entries.map((e) => [
    e.sku,
    e.unit_price,
    ...SLABS.flatMap((n) => {
      const s = e.slabs[n - 1];
      return s
        ? [
            s.min_quantity === null ? '' : String(s.min_quantity),
            s.max_quantity === null ? '' : String(s.max_quantity),
            s.unit_price,
          ]
        : ['', '', ''];
    }),
  ]);
}

export function entriesCsv(entries: readonly PriceListEntry[]): string {
  return stringify([[...ENTRY_FILE_COLUMNS], ...entryRows(entries)]);
}

export async function entriesXlsx(entries: readonly PriceListEntry[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Price list');
  sheet.addRow([...ENTRY_FILE_COLUMNS]);
  // Every cell is text, so a SKU such as 00123 or a price 12.50 comes back as it went.
  for (const row of entryRows(entries)) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The entries of a file with each one's row number, or a 400 naming the file's problem. Rows'
 * own problems (a price, a slab, a SKU) are the service's, named by these row numbers.
 */
export async function readEntriesFile(
  bytes: Buffer,
): Promise<{ items: EntryInput[]; rows: number[] }> {
  try {
    const format = sniffImportFile(bytes);
    if (format === 'xlsx') await checkXlsxParts(bytes);
    let columns: string[] | null = null;
    const items: EntryInput[] = [];
    const rows: number[] = [];
    const problems: string[] = [];
    for await (const { row, cells } of rowsOf(bytes, format)) {
      if (cells.every((c) => c.trim() === '')) continue;
      if (columns === null) {
        columns = cells.map((c) => c.trim().toLowerCase());
        const unknown = columns.filter(
          (c) => c !== '' && !(ENTRY_FILE_COLUMNS as readonly string[]).includes(c),
        );
        const missing = ['sku', 'unit_price'].filter((c) => !columns!.includes(c));
        if (missing.length || unknown.length)
          throw badRequest(
            `Row ${row}, the header, ${[
              missing.length ? `lacks ${missing.join(' and ')}` : '',
              unknown.length
                ? `names columns this file does not have: ${unknown.slice(0, 5).join(', ')}`
                : '',
            ]
              .filter(Boolean)
              .join(' and ')}. The columns are ${ENTRY_FILE_COLUMNS.join(', ')}.`,
            undefined,
            'bad_file',
          );
        continue;
      }
      if (items.length >= PRICE_LIST_LIMITS.entriesMax)
        throw badRequest(
          `The file has more than ${PRICE_LIST_LIMITS.entriesMax.toLocaleString('en')} entries: a list holds at most that many.`,
          undefined,
          'bad_file',
        );
      const cell = (name: string) => (cells[columns!.indexOf(name)] ?? '').trim();
      const whole = (name: string): number | null => {
        const text = cell(name);
        if (text === '') return null;
        if (!/^\d{1,7}$/.test(text)) {
          problems.push(
            `Row ${row}: ${name} is a whole number of pairs (not "${text.slice(0, 12)}").`,
          );
          return null;
        }
        return Number(text);
      };
      const slabs = SLABS.flatMap((n) => {
        const price = cell(`slab${n}_price`);
        const min = whole(`slab${n}_min`);
        const max = whole(`slab${n}_max`);
        if (price === '' && min === null && max === null) return [];
        return [{ min_quantity: min, max_quantity: max, unit_price: price }];
      });
      items.push({
        sku: cell('sku'),
        unit_price: cell('unit_price'),
        ...(slabs.length ? { slabs } : {}),
      });
      rows.push(row);
      if (cell('sku') === '') problems.push(`Row ${row}: the SKU is missing.`);
    }
    if (columns === null)
      throw badRequest('The file is empty: its first row names the columns, sku and unit_price.');
    if (problems.length)
      throw badRequest(
        `${problems.length === 1 ? 'One problem is' : `${problems.length} problems are`} in the way; nothing was written. ${problems.slice(0, 20).join(' ')}`,
        { items: problems.slice(0, 200).join('\n') },
        'bad_entries',
      );
    return { items, rows };
  } catch (error) {
    if (error instanceof ImportFileProblem) throw badRequest(error.message, undefined, 'bad_file');
    throw error;
  }
}

/** A file answer, as a stream (never serialised). */
export const fileStream = (body: string | Buffer) => Readable.from([body]);

/**
 * The entries' file calls (docs/price-lists.md): under /admin/price-lists/, served here beside the
 * catalogue's files, whose reader and upload they share.
 */
export function priceListFileRoutes(admin: Routes): void {
  const db = admin.database.db;
  const fileAnswer = z.custom<Readable>((v) => v instanceof Readable);
  const name = (id: number, ext: string) =>
    `attachment; filename="price-list-${id}-${new Date().toISOString().slice(0, 10)}.${ext}"`;

  admin.get(
    '/price-lists/:id/entries.csv',
    {
      schema: {
        params: priceListParams,
        response: { 200: fileAnswer.describe('The entries as CSV.') },
      },
      config: {
        staffAction: 'pricing.read',
        docs: {
          summary: `The list’s entries as CSV, columns ${ENTRY_FILE_COLUMNS.join(', ')}.`,
          produces: 'text/csv',
          responses: { 404: 'No such list.' },
        },
      },
    },
    async (request, reply) => {
      const { results } = await priceListEntries(db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', name(request.params.id, 'csv'))
        .send(fileStream(entriesCsv(results)));
    },
  );

  admin.get(
    '/price-lists/:id/entries.xlsx',
    {
      schema: {
        params: priceListParams,
        response: { 200: fileAnswer.describe('The entries as an XLSX workbook.') },
      },
      config: {
        staffAction: 'pricing.read',
        docs: {
          summary: 'The list’s entries as an XLSX workbook, in the CSV’s columns.',
          produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          responses: { 404: 'No such list.' },
        },
      },
    },
    async (request, reply) => {
      const { results } = await priceListEntries(db, request.params.id);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', name(request.params.id, 'xlsx'))
        .send(fileStream(await entriesXlsx(results)));
    },
  );

  admin.post(
    '/price-lists/:id/entries/import/',
    {
      schema: { params: priceListParams, response: { 200: priceListEntriesAnswer } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Replaces the list’s entries from a CSV or XLSX file (multipart, field `file`), all or none: every bad row is named by its row number.',
          body: z.object({ file: z.string().describe('The CSV or XLSX file.') }),
          responses: {
            400: 'Not a CSV or XLSX file, or bad rows, each named; nothing written.',
            404: 'No such list.',
            413: `Larger than ${ENTRIES_FILE_BYTES / 1024 / 1024} MB.`,
          },
        },
      },
    },
    async (request) => {
      const { file } = await uploadOf(request, {
        how: 'Send the file as multipart/form-data, in the field "file".',
        unreadable: 'The upload could not be read: send one CSV or XLSX file in the field "file".',
        name: 'price-list',
        maxBytes: ENTRIES_FILE_BYTES,
      });
      if (!file) throw badRequest('Choose a CSV or XLSX file of entries (the field "file").');
      const { items, rows } = await readEntriesFile(file.bytes);
      return setPriceListEntries(
        db,
        actorOf(request),
        request.params.id,
        items,
        (i) => `Row ${rows[i]}`,
        `file ${file.name.slice(0, 80)}`,
      );
    },
  );
}
