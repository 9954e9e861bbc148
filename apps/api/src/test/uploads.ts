// Test support: multipart bodies for inject(), and images made by sharp, including hostile ones.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body holding one file (and any text fields). */
export function multipartBody(
  file: { name: string; type: string; bytes: Buffer; field?: string },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----solestock${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo-like image (a gradient with a circle) in a format, made by sharp. */
export async function testImage(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width = 1200,
  height = 900,
  hue = 20,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 60} 70% 60%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="${Math.min(width, height) / 3}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few hundred bytes whose header claims `side` × `side` pixels: a decompression bomb. */
export function pixelBombPng(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(side * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
