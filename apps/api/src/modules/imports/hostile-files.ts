// Hostile catalogue files for the import tests (issue 27): workbooks written byte by byte, so a
// test can make them lie where a spreadsheet program never would.
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The part's bytes, or how many zero bytes it holds (deflated in pieces, never held whole). */
  data: Buffer | { zeros: number };
  /** What the central directory claims it unpacks to (default: the truth). */
  claimedSize?: number;
}

async function deflated(data: ZipPart['data']) {
  if (Buffer.isBuffer(data))
    return { packed: deflateRawSync(data), size: data.length, crc: crc32(data) };
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const piece = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let left = data.zeros; left > 0; left -= piece.length) {
    const chunk = left >= piece.length ? piece : piece.subarray(0, left);
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { packed: Buffer.concat(out), size: data.zeros, crc };
}

/** A ZIP of `parts` (deflated), its local headers true and its central directory as claimed. */
export async function zipOf(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const { packed, size, crc } = await deflated(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(part.claimedSize ?? size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const column = (i: number): string =>
  (i >= 26 ? column(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/** The parts of a one-sheet workbook whose rows carry the given numbers (inline strings). */
export function workbookParts(rows: { r: string; cells: string[] }[]): ZipPart[] {
  const sheet = rows
    .map(
      ({ r, cells }) =>
        `<row r="${r}">${cells
          .map((c, i) => `<c r="${column(i)}${r}" t="inlineStr"><is><t>${escape(c)}</t></is></c>`)
          .join('')}</row>`,
    )
    .join('');
  return [
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}"><sheets><sheet name="Catalogue" sheetId="1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheet}</sheetData></worksheet>`,
      ),
    },
  ];
}
