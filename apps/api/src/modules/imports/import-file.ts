// Reading an uploaded catalogue file (docs/catalogue-import.md): what kind of file it is (by its
// bytes, never its name), whether an XLSX would unpack to something absurd (a zip bomb), and its
// rows one at a time: csv-parse and exceljs's streaming reader, so only the row in hand is an
// object, whatever the file's length. The row readers run in a worker thread (import-reader.ts,
// decision 128); every bound below is also checked there, so a hostile file ends with a sentence
// instead of a loop or an allocation the worker's limits would have to stop.
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
import { columnName, headerProblems } from '@solestock/domain/back-office/catalogue-import';

/** The largest upload: 100,000 products are about 25 MB of CSV. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
/** The most product rows one file may hold. */
export const MAX_IMPORT_ROWS = 200_000;
/** What an XLSX may unpack to, all its parts together. */
export const MAX_XLSX_UNPACKED_BYTES = 512 * 1024 * 1024;
/**
 * The most rows a file may have, blank ones included (they cost as much to read): the products,
 * the header and some slack for blank lines.
 */
export const MAX_FILE_ROWS = MAX_IMPORT_ROWS + 1_000;
/** The last row number a worksheet can have (Excel's limit, and the format's). */
export const MAX_XLSX_ROW_NUMBER = 1_048_576;
/** What one part of an XLSX may unpack to, as the unzipping counts it (not as the ZIP claims). */
const MAX_XLSX_ENTRY_BYTES = MAX_XLSX_UNPACKED_BYTES;
/** The most shared strings a workbook may hold: 20 distinct texts per product at the row cap. */
export const MAX_SHARED_STRINGS = 20 * MAX_IMPORT_ROWS;
/**
 * The CSV parser is fed this much at a time, so it never holds more than a slice's rows (its
 * rows are queued per slice: 1 KB slices read blank lines eight times faster than 64 KB ones).
 */
const CSV_SLICE_BYTES = 1024;
/** The most cells a row may have (the format has 42 columns). */
const MAX_CELLS = 100;

export type ImportFormat = 'csv' | 'xlsx';

/** A problem with the file as a whole (not one of its rows): the import stops with it. */
export class ImportFileProblem extends Error {
  override name = 'ImportFileProblem';
  constructor(
    message: string,
    readonly row: number = 0,
  ) {
    super(message);
  }
}

/**
 * The file's format, judged by its content: a ZIP holding a workbook is XLSX, UTF-8 text is CSV,
 * anything else is refused with a sentence.
 */
export function sniffImportFile(bytes: Buffer): ImportFormat {
  if (bytes.length === 0) throw new ImportFileProblem('The file is empty.');
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    checkZip(bytes);
    return 'xlsx';
  }
  // Checked in place: no copy of the file as a string.
  if (bytes.subarray(0, 64 * 1024).includes(0) || !isUtf8(bytes))
    throw new ImportFileProblem(
      'This file is neither a CSV (UTF-8 text) nor an XLSX workbook: save the spreadsheet as "CSV UTF-8" or as .xlsx and upload that.',
    );
  return 'csv';
}

/**
 * Reads the ZIP's central directory and refuses a workbook whose parts would unpack to more than
 * MAX_XLSX_UNPACKED_BYTES, or which is not a workbook at all: a quick answer at upload. The
 * directory may lie (its sizes are only claims): checkXlsxParts counts what really unpacks.
 */
function checkZip(bytes: Buffer): void {
  const notWorkbook = new ImportFileProblem(
    'This ZIP file is not an XLSX workbook: save the spreadsheet as .xlsx or as "CSV UTF-8".',
  );
  // End of central directory: signature 0x06054b50, within the last 64 KB + 22 bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notWorkbook;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let unpacked = 0;
  let workbook = false;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw notWorkbook;
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === 'xl/workbook.xml') workbook = true;
    // 0xffffffff: a ZIP64 size we do not read; treat it as too large.
    unpacked += size === 0xffffffff || compressed === 0xffffffff ? Infinity : size;
    at += 46 + nameLength + extra + comment;
  }
  if (unpacked > MAX_XLSX_UNPACKED_BYTES)
    throw new ImportFileProblem(
      `This workbook would unpack to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB, far more than a catalogue needs: it is refused. Save it as CSV or split it.`,
    );
  if (!workbook) throw notWorkbook;
}

export interface FileRecord {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: number;
  /** Column name → cell text. */
  record: Record<string, string>;
}

/**
 * The file's product rows in order, after checking its header row (an ImportFileProblem names
 * missing, unknown or doubled columns). Blank rows are skipped but counted, so row numbers stay
 * those of the spreadsheet.
 */
export async function* readImportFile(
  bytes: Buffer,
  format: ImportFormat,
): AsyncGenerator<FileRecord> {
  let columns: string[] | null = null;
  let rows = 0;
  for await (const { row, cells } of rowsOf(bytes, format)) {
    if (cells.length > MAX_CELLS)
      throw new ImportFileProblem(
        `Row ${row} has ${cells.length} cells; the format has at most 42 columns.`,
        row,
      );
    if (columns === null) {
      if (cells.every((c) => c.trim() === '')) continue;
      const problems = headerProblems(cells);
      if (problems.length) throw new ImportFileProblem(problems.join(' '), row);
      columns = cells.map(columnName);
      continue;
    }
    if (cells.every((c) => c.trim() === '')) continue;
    if (++rows > MAX_IMPORT_ROWS)
      throw new ImportFileProblem(
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} products: split it into several files.`,
        row,
      );
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== ''))
      throw new ImportFileProblem(
        `Row ${row} has ${cells.length} cells but the header names ${columns.length} columns: check its quotes and separators.`,
        row,
      );
    const record: Record<string, string> = {};
    columns.forEach((c, i) => (record[c] = cells[i] ?? ''));
    yield { row, record };
  }
  if (columns === null)
    throw new ImportFileProblem('The file has no header row: the first row names the columns.');
}

/** How many product rows the file has (a first, cheap pass, for the progress bar). */
export async function countImportRows(bytes: Buffer, format: ImportFormat): Promise<number> {
  let count = -1;
  for await (const { cells } of rowsOf(bytes, format)) {
    if (cells.some((c) => c.trim() !== '')) count++;
    if (count > MAX_IMPORT_ROWS) break;
  }
  return Math.max(0, count);
}

/**
 * The file's rows, blank ones included, stopping with a sentence past MAX_FILE_ROWS: blank rows
 * count, or a file of nothing but line breaks (or a worksheet whose one row is numbered in the
 * millions) would be read for ever.
 */
export async function* rowsOf(
  bytes: Buffer,
  format: ImportFormat,
): AsyncGenerator<{ row: number; cells: string[] }> {
  let seen = 0;
  for await (const row of format === 'csv' ? csvRows(bytes) : xlsxRows(bytes)) {
    if (++seen > MAX_FILE_ROWS)
      throw new ImportFileProblem(
        `The file has more than ${MAX_FILE_ROWS.toLocaleString('en')} rows, blank ones included: remove the blank rows, or split it into several files.`,
        row.row,
      );
    yield row;
  }
}

/** The file in slices: csv-parse handed the whole file at once makes all its rows in one go. */
function* slices(bytes: Buffer, size = CSV_SLICE_BYTES): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function* csvRows(bytes: Buffer): AsyncGenerator<{ row: number; cells: string[] }> {
  const parser = Readable.from(slices(bytes), { objectMode: false }).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // Excel's "CSV" in some locales uses semicolons: detected from the header row.
      delimiter: delimiterOf(bytes),
      max_record_size: 1024 * 1024,
    }),
  );
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, cells };
    }
  } catch (err) {
    // csv-parse's errors (CsvError): codes with or without a CSV_ prefix.
    const raw = (err as { code?: string }).code ?? '';
    const code = raw.replace(/^CSV_/, '');
    if (err instanceof CsvError || raw.startsWith('CSV_'))
      throw new ImportFileProblem(
        `The file is not valid CSV after row ${row}: ${csvSentence(code)}`,
        row + 1,
      );
    throw err;
  }
}

function delimiterOf(bytes: Buffer): string {
  const first = bytes.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0] ?? '';
  const commas = first.split(',').length;
  const semicolons = first.split(';').length;
  const tabs = first.split('\t').length;
  if (tabs > commas && tabs > semicolons) return '\t';
  return semicolons > commas ? ';' : ',';
}

function csvSentence(code: string): string {
  switch (code) {
    case 'QUOTE_NOT_CLOSED':
      return 'a quoted cell is never closed (a " is missing).';
    case 'INVALID_OPENING_QUOTE':
      return 'a quote starts in the middle of a cell: quote the whole cell and double the quotes inside ("").';
    case 'INVALID_CLOSING_QUOTE':
    case 'NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a quote inside a cell must be doubled ("").';
    case 'MAX_RECORD_SIZE':
      return 'a row is longer than 1 MB.';
    default:
      return 'check its quotes and separators.';
  }
}

/**
 * Unzips the workbook as exceljs will (unzipper, reading the local headers in order, whatever the
 * central directory says) and counts what each part really unpacks to, discarding it: a part past
 * MAX_XLSX_ENTRY_BYTES, all parts past MAX_XLSX_UNPACKED_BYTES, or more than MAX_SHARED_STRINGS
 * shared strings (each would be cached as a string) refuse the file before exceljs reads it.
 */
export async function checkXlsxParts(bytes: Buffer): Promise<void> {
  const tooLarge = new ImportFileProblem(
    `This workbook unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB, far more than a catalogue needs (its ZIP directory under-states its sizes): it is refused. Save it again as .xlsx, or as CSV, and upload that.`,
  );
  let total = 0;
  try {
    const zip = Readable.from(slices(bytes, 64 * 1024), { objectMode: false }).pipe(
      unzipper.Parse({ forceStream: true }),
    );
    for await (const part of zip as AsyncIterable<unzipper.Entry>) {
      let size = 0;
      let strings = 0;
      // The tail of the previous chunk, so a tag split across chunks is still counted.
      let tail = '';
      const sharedStrings = part.path === 'xl/sharedStrings.xml';
      for await (const chunk of part as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > MAX_XLSX_ENTRY_BYTES || total > MAX_XLSX_UNPACKED_BYTES) {
          part.destroy();
          throw tooLarge;
        }
        if (sharedStrings) {
          const text = tail + chunk.toString('latin1');
          strings += text.match(/<si[\s>/]/g)?.length ?? 0;
          tail = text.slice(-3);
          if (strings > MAX_SHARED_STRINGS) {
            part.destroy();
            throw new ImportFileProblem(
              `This workbook holds more than ${MAX_SHARED_STRINGS.toLocaleString('en')} distinct texts, far more than a catalogue of ${MAX_IMPORT_ROWS.toLocaleString('en')} products needs: it is refused. Split it, or save it as CSV.`,
            );
          }
        }
      }
    }
  } catch (err) {
    if (err instanceof ImportFileProblem) throw err;
    throw new ImportFileProblem(
      `The workbook could not be unpacked (${(err as Error).message.slice(0, 120)}): open it in a spreadsheet and save it again as .xlsx.`,
    );
  }
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<{ row: number; cells: string[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      let expected = 1;
      for await (const row of sheet) {
        if (!(row.number >= 1 && row.number <= MAX_XLSX_ROW_NUMBER))
          throw new ImportFileProblem(
            `The workbook numbers a row ${String(row.number).slice(0, 20)}, past the last row a worksheet can have (${MAX_XLSX_ROW_NUMBER.toLocaleString('en')}): open it in a spreadsheet and save it again as .xlsx.`,
            0,
          );
        // Rows the sheet leaves out are blank: yielded so numbering stays the spreadsheet's (and
        // so they count toward MAX_FILE_ROWS).
        while (expected < row.number) yield { row: expected++, cells: [] };
        expected = row.number + 1;
        const values = row.values as unknown[];
        if (values.length > MAX_CELLS + 1)
          throw new ImportFileProblem(
            `Row ${row.number} has more than ${MAX_CELLS} cells.`,
            row.number,
          );
        const cells: string[] = [];
        for (let c = 1; c < values.length; c++) cells.push(cellText(values[c]));
        yield { row: row.number, cells };
      }
      // The first worksheet is the catalogue; others are ignored.
      break;
    }
  } catch (err) {
    if (err instanceof ImportFileProblem) throw err;
    throw new ImportFileProblem(
      `The workbook could not be read (${(err as Error).message.slice(0, 120)}): open it in a spreadsheet and save it again as .xlsx.`,
    );
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
  }
  return '';
}
